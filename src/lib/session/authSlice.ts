/**
 * Who is signed in, and whether their wallet is verified. Persisted (redux-persist, key
 * 'auth' under 'staking.app') so a reload renders at once; never holds a token or session id.
 * Every feature reads it through the selectors and hooks of this module (src/lib/session).
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
        // A reload keeps what check-wallet-verified said for this user; anyone else starts unverified.
        if (action.payload.user?.id !== state.user?.id) state.walletVerified = false;
        state.user = action.payload.user;
      })
      // Every sign-in starts unverified until check-wallet-verified answers.
      .addCase(signedIn, (_state, action) => ({ user: action.payload.user, walletVerified: false }))
      .addCase(signedOut, () => initialAuthState)
      .addCase(sessionExpired, () => initialAuthState);
  },
  selectors: {
    selectUser: (state) => state.user,
    selectIsSignedIn: (state) => state.user !== null,
    selectWalletVerified: (state) => state.walletVerified,
    selectUserId: (state) => state.user?.id ?? null,
    /** The wallet the backend verified for this user (where their deposits are recorded). */
    selectUserWallet: (state) => state.user?.wallet_address ?? null,
    /** That wallet, once check-wallet-verified confirmed it this session. */
    selectVerifiedAddress: (state) => (state.walletVerified ? (state.user?.wallet_address ?? null) : null),
  },
});

export const { walletVerificationChecked, walletVerificationLost, userProfileLoaded } = authSlice.actions;
export const {
  selectUser,
  selectIsSignedIn,
  selectWalletVerified,
  selectUserId,
  selectUserWallet,
  selectVerifiedAddress,
} = authSlice.selectors;
