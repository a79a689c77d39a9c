/**
 * Who is signed in, and whether their wallet is verified. Persisted (redux-persist, key
 * 'auth' under 'staking.app') so a reload renders at once; never holds a token or session id.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { User } from '@/api/staking/types';
import { sessionExpired, sessionRestored, signedIn, signedOut } from '@/lib/session/sessionEvents';

export interface AuthState {
  user: User | null;
  walletVerified: boolean;
}

export const initialAuthState: AuthState = { user: null, walletVerified: false };

export const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    /** The backend answered check-wallet-verified, verify-wallet or update-wallet. */
    walletVerificationChecked(state, action: PayloadAction<{ verified: boolean }>) {
      state.walletVerified = action.payload.verified;
    },
    /** The wallet changed account, so the verification no longer holds. */
    walletVerificationLost(state) {
      state.walletVerified = false;
    },
    /** userinfo answered again (after a wallet update, say). */
    userProfileLoaded(state, action: PayloadAction<{ user: User }>) {
      state.user = action.payload.user;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(sessionRestored, (state, action) => {
        state.user = action.payload.user;
        if (!action.payload.user) state.walletVerified = false;
      })
      .addCase(signedIn, (state, action) => {
        state.user = action.payload.user;
      })
      .addCase(signedOut, () => initialAuthState)
      .addCase(sessionExpired, () => initialAuthState);
  },
  selectors: {
    selectUser: (state) => state.user,
    selectIsSignedIn: (state) => state.user !== null,
    selectWalletVerified: (state) => state.walletVerified,
  },
});

export const { walletVerificationChecked, walletVerificationLost, userProfileLoaded } = authSlice.actions;
export const { selectUser, selectIsSignedIn, selectWalletVerified } = authSlice.selectors;
