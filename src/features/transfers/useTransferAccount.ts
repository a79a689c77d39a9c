/**
 * Who is transferring and how many votes they hold: the signed-in user, their verified wallet
 * (votes leave from it, the only one the backend accepts) and its VOTE balance.
 */
import { skipToken } from '@reduxjs/toolkit/query/react';
import { stakingApi, useGetOrInitBalanceQuery } from '@/api/staking/stakingApi';
import type { Address } from '@/api/staking/types';
import type { ApiError } from '@/api/http';
import { useAppSelector } from '@/lib/store/hooks';
import { wholeVotes } from '@/lib/votes/wholeVotes';
import { useCurrentUser, useWalletVerified } from '@/lib/session';

export type TransferAccountStatus = 'anonymous' | 'checking' | 'unverified' | 'ready';

export interface TransferAccount {
  status: TransferAccountStatus;
  wallet: Address | null;
  balance: {
    votes: bigint | null;
    error: ApiError | null;
    retry: () => void;
  };
}

const selectWalletCheck = stakingApi.endpoints.checkWalletVerified.select();

export function useTransferAccount(): TransferAccount {
  const user = useCurrentUser();
  const walletVerified = useWalletVerified();
  const checking = useAppSelector((state) => selectWalletCheck(state).status === 'pending');
  const wallet = user && walletVerified && user.wallet_address ? user.wallet_address : null;
  const query = useGetOrInitBalanceQuery(wallet ? { walletAddress: wallet, currencySymbol: 'VOTE' } : skipToken);

  let status: TransferAccountStatus = 'ready';
  if (!user) status = 'anonymous';
  else if (!wallet) status = checking ? 'checking' : 'unverified';

  return {
    status,
    wallet,
    balance: {
      votes: wallet && query.data && !query.isError ? wholeVotes(query.data.amount) : null,
      error: wallet && query.isError ? ((query.error as ApiError | undefined) ?? null) : null,
      retry: () => {
        if (wallet) void query.refetch();
      },
    },
  };
}
