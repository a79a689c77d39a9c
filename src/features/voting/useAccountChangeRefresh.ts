// The listing says which emotion the user chose, but its cache key does not name the user: when
// the user or their verified wallet changes, listings and statistics are invalidated.
import { useEffect, useRef } from 'react';
import { voteApi } from '@/api/vote/voteApi';
import { useAppDispatch } from '@/lib/store/hooks';
import { useAccountKey } from '@/lib/session';

export function useAccountChangeRefresh(): void {
  const dispatch = useAppDispatch();
  const account = useAccountKey();
  const seen = useRef(account);
  useEffect(() => {
    if (seen.current === account) return;
    seen.current = account;
    dispatch(voteApi.util.invalidateTags(['Content', 'EmotionStatistics']));
  }, [account, dispatch]);
}
