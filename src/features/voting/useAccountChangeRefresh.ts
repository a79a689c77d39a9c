/**
 * The listing says which emotion the signed-in user chose (my_emotion), but its cache key does
 * not name the user: when the user or their verified wallet changes without a reload, the
 * cached listings and statistics are invalidated and the ones on screen are asked again.
 */
import { useEffect, useRef } from 'react';
import { voteApi } from '@/api/vote/voteApi';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';

export function useAccountChangeRefresh(): void {
  const dispatch = useAppDispatch();
  const account = useAppSelector((state) => {
    const { user, walletVerified } = state.auth;
    if (!user) return null;
    return `${user.id}|${walletVerified ? (user.wallet_address?.toLowerCase() ?? '') : ''}`;
  });
  const seen = useRef(account);
  useEffect(() => {
    if (seen.current === account) return;
    seen.current = account;
    dispatch(voteApi.util.invalidateTags(['Content', 'EmotionStatistics']));
  }, [account, dispatch]);
}
