// check-wallet-verified once per user. Its own chunk, with the staking API, fetched only once
// someone is signed in: an anonymous visitor's first page carries neither.
import { useEffect, useRef } from 'react';
import { useLazyCheckWalletVerifiedQuery } from '@/api/staking/stakingApi';
import { selectUserId, useCurrentUser, walletVerificationChecked } from '@/lib/session';
import { useAppDispatch, useAppStore } from '@/lib/store/hooks';

export default function StartupVerificationCheck() {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const userId = useCurrentUser()?.id ?? null;
  const [check] = useLazyCheckWalletVerifiedQuery();
  const checkedFor = useRef<string | null>(null);
  useEffect(() => {
    if (!userId || checkedFor.current === userId) return;
    checkedFor.current = userId;
    check()
      .unwrap()
      .then(
        (result) => {
          // An answer that arrives after a sign-out (the cache was reset: no result) or for a
          // user no longer signed in says nothing about who is signed in now.
          if (result && selectUserId(store.getState()) === userId) {
            dispatch(walletVerificationChecked({ verified: result.verified }));
          }
        },
        () => undefined, // Keep what the persisted state says; the next start-up asks again.
      );
  }, [userId, check, dispatch, store]);
  return null;
}
