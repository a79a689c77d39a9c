// Whether the connected account needs verifying, and when to ask (SPEC.md section 4; the rules
// are in docs/wallets.md, "Verification").
import { useEffect, useRef } from 'react';
import { stakingApi } from '@/api/staking/stakingApi';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import { useCurrentUser, useWalletVerified, walletVerificationChecked, walletVerificationLost } from '@/lib/session';
import {
  selectVerificationPrompted,
  walletVerificationPrompted,
  wasVerificationPrompted,
} from '@/lib/wallet/walletSlice';

const sameAddress = (a: string | null | undefined, b: string | null | undefined) =>
  typeof a === 'string' && typeof b === 'string' && a.toLowerCase() === b.toLowerCase();

export interface WalletVerificationArgs {
  address: string | undefined;
  connected: boolean;
}

export interface WalletVerification {
  signedIn: boolean;
  /** Signed in, connected, and the connected account is not the verified wallet. */
  needsVerification: boolean;
}

export function useWalletVerification({ address, connected }: WalletVerificationArgs): WalletVerification {
  const user = useCurrentUser();
  const walletVerified = useWalletVerified();
  const verifiedAddress = user && walletVerified ? user.wallet_address : null;
  return {
    signedIn: user !== null,
    needsVerification: Boolean(user && connected && address && !sameAddress(verifiedAddress, address)),
  };
}

export interface VerificationWatcherArgs extends WalletVerificationArgs {
  /** Another wallet dialog is open: wait until it closes. */
  busy: boolean;
  openSignIn: () => void;
}

export function useVerificationWatcher({ address, connected, busy, openSignIn }: VerificationWatcherArgs): void {
  const dispatch = useAppDispatch();
  const user = useCurrentUser();
  const walletVerified = useWalletVerified();
  const prompted = useAppSelector(selectVerificationPrompted);
  const checkPending = useAppSelector(
    (state) => stakingApi.endpoints.checkWalletVerified.select()(state).status === 'pending',
  );
  const { needsVerification } = useWalletVerification({ address, connected });

  // One effect, so the decision to ask uses what this very change did to the verification.
  const previousAddress = useRef(address);
  useEffect(() => {
    const before = previousAddress.current;
    previousAddress.current = address;
    let verifiedForAddress = !needsVerification;
    // The wallet switched accounts (A → B, both known; not a disconnect and a new connection).
    if (user && before && address && !sameAddress(before, address)) {
      if (sameAddress(user.wallet_address, address)) {
        // Back on the wallet the backend verified for this user: it holds again (and the
        // backend is asked to confirm; a "no" from it brings the dialog).
        if (!walletVerified) dispatch(walletVerificationChecked({ verified: true }));
        verifiedForAddress = true;
        const request = dispatch(
          stakingApi.endpoints.checkWalletVerified.initiate(undefined, { forceRefetch: true, subscribe: false }),
        );
        request.unwrap().then(
          (result) =>
            dispatch(
              walletVerificationChecked({ verified: result.verified && sameAddress(result.wallet_address, address) }),
            ),
          () => undefined,
        );
      } else {
        if (walletVerified) dispatch(walletVerificationLost());
        verifiedForAddress = false;
      }
    }
    if (verifiedForAddress || !user || !connected || !address || busy || checkPending) return;
    if (wasVerificationPrompted(prompted, address)) return;
    dispatch(walletVerificationPrompted({ address }));
    openSignIn();
  }, [address, user, connected, walletVerified, needsVerification, busy, checkPending, prompted, dispatch, openSignIn]);
}
