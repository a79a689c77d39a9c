// Who is voting and with how many votes: votes are spent from the verified wallet, the only one
// the backend accepts.
import { skipToken } from '@reduxjs/toolkit/query/react';
import { stakingApi, useGetOrInitBalanceQuery } from '@/api/staking/stakingApi';
import type { Address } from '@/api/staking/types';
import type { ApiError } from '@/api/http';
import { useAppSelector } from '@/lib/store/hooks';
import { wholeVotes } from '@/lib/votes/wholeVotes';
import { useCurrentUser, useWalletVerified } from '@/lib/session';

export type VoteAccountStatus = 'anonymous' | 'checking' | 'unverified' | 'ready';

export interface VoteAccount {
  status: VoteAccountStatus;
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

export function useVoteAccount(): VoteAccount {
  const user = useCurrentUser();
  const walletVerified = useWalletVerified();
  const checking = useAppSelector((state) => selectWalletCheck(state).status === 'pending');
  const wallet = user && walletVerified && user.wallet_address ? user.wallet_address : null;
  const query = useGetOrInitBalanceQuery(wallet ? { walletAddress: wallet, currencySymbol: 'VOTE' } : skipToken);

  let status: VoteAccountStatus = 'ready';
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
