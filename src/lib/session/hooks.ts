/** The session as components read it: every feature uses these, never `state.auth` directly. */
import { useEffect, useRef, useSyncExternalStore } from 'react';
import type { Address, User } from '@/api/staking/types';
import { useAppSelector } from '@/lib/store/hooks';
import {
  selectIsSignedIn,
  selectSessionStatus,
  selectUser,
  selectUserWallet,
  selectVerifiedAddress,
  selectWalletVerified,
  type SessionStatus,
} from './authSlice';
import { getConnectionStatus, subscribeConnectionStatus, type ConnectionStatus } from './connectionStatus';
import { isStorageWritable, subscribeStorageHealth } from './storageHealth';

export function useCurrentUser(): User | null {
  return useAppSelector(selectUser);
}

export function useSignedIn(): boolean {
  return useAppSelector(selectIsSignedIn);
}

export function useWalletVerified(): boolean {
  return useAppSelector(selectWalletVerified);
}

/** The user's verified wallet; null when signed out, without a wallet, or not verified this session. */
export function useVerifiedAddress(): Address | null {
  return useAppSelector(selectVerifiedAddress);
}

/** The wallet the backend holds for the user (null: signed out or none). */
export function useUserWallet(): Address | null {
  return useAppSelector(selectUserWallet);
}

/** 'starting' until the start-up sign-in has answered. */
export function useSessionStatus(): SessionStatus {
  return useAppSelector(selectSessionStatus);
}

export function useConnectionStatus(): ConnectionStatus {
  return useSyncExternalStore(subscribeConnectionStatus, getConnectionStatus, getConnectionStatus);
}

/** False once storage refused a write: the sign-in lasts only as long as this page. */
export function useStorageWritable(): boolean {
  return useSyncExternalStore(subscribeStorageHealth, isStorageWritable, isStorageWritable);
}

/** Who is signed in with which verified wallet, as one string (null: nobody). */
function useAccountKey(): string | null {
  return useAppSelector((state) => {
    const user = selectUser(state);
    if (!user) return null;
    return `${user.id}|${selectWalletVerified(state) ? (user.wallet_address?.toLowerCase() ?? '') : ''}`;
  });
}

/**
 * Calls `onChange` when the signed-in user or their verified wallet changes without a reload (not
 * on mount): caches whose keys do not name the account are invalidated there.
 */
export function useOnAccountChange(onChange: () => void): void {
  const account = useAccountKey();
  const seen = useRef(account);
  useEffect(() => {
    if (seen.current === account) return;
    seen.current = account;
    onChange();
  }, [account, onChange]);
}
