/**
 * Who is signed in and which wallet they verified, read from the auth state through the typed
 * selector hook (features never import each other; RootState is shared).
 */
import type { Address } from '@/api/staking/types';
import { useAppSelector } from '@/lib/store/hooks';

export function useSignedIn(): boolean {
  return useAppSelector((state) => state.auth.user !== null);
}

/** The user's verified wallet; null when signed out, without a wallet, or not verified. */
export function useVerifiedAddress(): Address | null {
  return useAppSelector((state) => (state.auth.walletVerified ? (state.auth.user?.wallet_address ?? null) : null));
}
