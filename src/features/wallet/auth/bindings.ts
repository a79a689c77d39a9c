/**
 * What the wallet feature needs from the auth feature: who is signed in, whether their wallet
 * is verified, and the auth slice's events. A feature never imports another (lint), so the app
 * composes them: src/app hands these to <WalletButton auth={...} />.
 */
import { createContext, useContext } from 'react';
import type { UnknownAction } from '@reduxjs/toolkit';
import type { User } from '@/api/staking/types';
import type { RootState } from '@/app/store';

export interface WalletAuthBindings {
  selectUser: (state: RootState) => User | null;
  selectWalletVerified: (state: RootState) => boolean;
  /** The backend answered check-wallet-verified, verify-wallet or update-wallet. */
  walletVerificationChecked: (payload: { verified: boolean }) => UnknownAction;
  /** The wallet changed account, so the verification no longer holds. */
  walletVerificationLost: () => UnknownAction;
  /** userinfo answered again (after a wallet update). */
  userProfileLoaded: (payload: { user: User }) => UnknownAction;
}

export const WALLET_AUTH_MISSING = 'Wallet components must be given the auth bindings (WalletAuthContext)';

export const WalletAuthContext = createContext<WalletAuthBindings | null>(null);

export function useWalletAuth(): WalletAuthBindings {
  const bindings = useContext(WalletAuthContext);
  if (!bindings) throw new Error(WALLET_AUTH_MISSING);
  return bindings;
}
