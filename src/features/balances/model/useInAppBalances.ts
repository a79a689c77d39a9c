// The wallet's in-app balances, with get-or-init for each currency always shown (so it exists).
// While a refetch runs the rows say "updating" rather than show numbers that may be stale.
import { skipToken } from '@reduxjs/toolkit/query';
import { useGetAllBalancesQuery, useGetOrInitBalanceQuery } from '@/api/staking/stakingApi';
import type { Address } from '@/api/staking/types';
import { ALWAYS_SHOWN, decimalsOf } from '@/lib/money/currencies';
import { toUnits } from './amount';

export interface BalanceRow {
  currency: string;
  /** Decimal string; null when unknown (not loaded or failed). */
  amount: string | null;
}

export interface InAppBalances {
  rows: BalanceRow[];
  /** First load. */
  loading: boolean;
  /** A refetch is under way: numbers may be about to change. */
  updating: boolean;
  /** Nothing could be loaded. */
  error: boolean;
  /** Some currencies could not be loaded (the others show). */
  partial: boolean;
  refetch: () => void;
  /** The balance of a currency in its smallest unit, or null when unknown or updating. */
  unitsOf: (currency: string) => bigint | null;
}

export function useInAppBalances(wallet: Address | null): InAppBalances {
  const arg = (currencySymbol: string) => (wallet ? { walletAddress: wallet, currencySymbol } : skipToken);
  const all = useGetAllBalancesQuery(wallet ? { walletAddress: wallet } : skipToken);
  // ALWAYS_SHOWN is BNB, USDT, VOTE: one hook each (hooks cannot be called in a loop).
  const bnb = useGetOrInitBalanceQuery(arg('BNB'));
  const usdt = useGetOrInitBalanceQuery(arg('USDT'));
  const vote = useGetOrInitBalanceQuery(arg('VOTE'));
  const init = [bnb, usdt, vote];

  const listed = all.data ?? [];
  const rows: BalanceRow[] = ALWAYS_SHOWN.map((currency, index) => ({
    currency,
    amount: init[index]?.data?.amount ?? listed.find((balance) => balance.currency_symbol === currency)?.amount ?? null,
  }));
  for (const balance of listed) {
    if (!rows.some((row) => row.currency === balance.currency_symbol))
      rows.push({ currency: balance.currency_symbol, amount: balance.amount });
  }

  const queries = [all, ...init];
  const loading = queries.some((query) => query.isLoading);
  const updating = !loading && queries.some((query) => query.isFetching);
  const known = rows.filter((row) => row.amount !== null).length;
  const failed = queries.some((query) => query.isError);
  const error = !loading && failed && known === 0;
  const partial = !loading && failed && known > 0 && rows.some((row) => row.amount === null);

  return {
    rows,
    loading,
    updating,
    error,
    partial,
    refetch: () => {
      // A skipped query cannot be refetched; without a wallet there is nothing to load.
      if (!wallet) return;
      for (const query of queries) void query.refetch();
    },
    unitsOf: (currency) => {
      if (loading || updating) return null;
      const amount = rows.find((row) => row.currency === currency)?.amount;
      return amount == null ? null : toUnits(amount, decimalsOf(currency), 'truncate');
    },
  };
}
