// The history read carries no wallet, so its cache does not know whose history it holds: when the
// user or their verified wallet changes, every cached history is invalidated.
import { useEffect, useRef } from 'react';
import { stakingApi } from '@/api/staking/stakingApi';
import { useAppDispatch } from '@/lib/store/hooks';
import { useAccountKey } from '@/lib/session';

export function useAccountChangeRefresh(): void {
  const dispatch = useAppDispatch();
  const account = useAccountKey();
  const seen = useRef(account);
  useEffect(() => {
    if (seen.current === account) return;
    seen.current = account;
    dispatch(stakingApi.util.invalidateTags(['Transfer']));
  }, [account, dispatch]);
}
