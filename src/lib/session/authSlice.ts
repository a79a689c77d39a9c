// Who is signed in and whether their wallet is verified, persisted so a reload renders at once;
// never a token. `status` is this page's own: 'starting' until the start-up sign-in answers.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { User } from '@/api/staking/types';
import { sessionExpired, sessionRestored, signedIn, signedOut } from './sessionEvents';

export type SessionStatus = 'starting' | 'signedIn' | 'signedOut' | 'ended';

export interface AuthState {
  user: User | null;
  walletVerified: boolean;
  status: SessionStatus;
}

export const initialAuthState: AuthState = { user: null, walletVerified: false, status: 'starting' };

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
        state.status = action.payload.user ? 'signedIn' : 'signedOut';
      })
      // Every sign-in starts unverified until check-wallet-verified answers.
      .addCase(signedIn, (_state, action) => ({ user: action.payload.user, walletVerified: false, status: 'signedIn' }))
      .addCase(signedOut, () => ({ ...initialAuthState, status: 'signedOut' }))
      .addCase(sessionExpired, () => ({ ...initialAuthState, status: 'ended' }));
  },
  selectors: {
    selectUser: (state) => state.user,
    selectIsSignedIn: (state) => state.user !== null,
    selectWalletVerified: (state) => state.walletVerified,
    selectUserId: (state) => state.user?.id ?? null,
    selectSessionStatus: (state) => state.status,
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
  selectSessionStatus,
  selectUserWallet,
  selectVerifiedAddress,
} = authSlice.selectors;
