/**
 * Who is spending votes and how many they hold: the signed-in user's verified wallet (votes leave
 * from it, the only one the backend accepts) and its VOTE balance. Voting and transfers read it.
 */
import { skipToken } from '@reduxjs/toolkit/query/react';
import { stakingApi, useGetOrInitBalanceQuery } from '@/api/staking/stakingApi';
import type { Address } from '@/api/staking/types';
import type { ApiError } from '@/api/http';
import { useCurrentUser, useVerifiedAddress } from '@/lib/session';
import { useAppSelector } from '@/lib/store/hooks';
import { wholeVotes } from '@/lib/votes/wholeVotes';

export type VerifiedAccountStatus = 'anonymous' | 'checking' | 'unverified' | 'ready';

export interface VerifiedAccount {
  status: VerifiedAccountStatus;
  /** The verified wallet votes are spent from (status 'ready'). */
  wallet: Address | null;
  balance: {
    /** Whole votes available; null while loading or after a failure. */
    votes: bigint | null;
    loading: boolean;
    error: ApiError | null;
    retry: () => void;
  };
}

const selectWalletCheck = stakingApi.endpoints.checkWalletVerified.select();

export function useVerifiedAccount(): VerifiedAccount {
  const user = useCurrentUser();
  const wallet = useVerifiedAddress();
  // Not a session read: whether check-wallet-verified is still on its way.
  const checking = useAppSelector((state) => selectWalletCheck(state).status === 'pending');
  const query = useGetOrInitBalanceQuery(wallet ? { walletAddress: wallet, currencySymbol: 'VOTE' } : skipToken);

  let status: VerifiedAccountStatus = 'ready';
  if (!user) status = 'anonymous';
  else if (!wallet) status = checking ? 'checking' : 'unverified';

  const votes = wallet && query.data && !query.isError ? wholeVotes(query.data.amount) : null;
  return {
    status,
    wallet,
    balance: {
      votes,
      loading: Boolean(wallet) && query.isFetching && votes === null,
      error: wallet && query.isError ? ((query.error as ApiError | undefined) ?? null) : null,
      retry: () => {
        if (wallet) void query.refetch();
      },
    },
  };
}
