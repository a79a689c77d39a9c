/**
 * The submission spec of a withdrawal or swap (POST /api/transaction) for the shared submit
 * flow: sent once; if its outcome is not known, the newest transactions tell whether it was made.
 */
import { useCallback } from 'react';
import { stakingApi, useCreateTransactionMutation } from '@/api/staking/stakingApi';
import type { CreateTransactionRequest, Transaction } from '@/api/staking/types';
import { useAppDispatch } from '@/lib/store/hooks';
import type { SubmissionSpec } from '@/lib/submit/submission';
import { findCreated } from './findTransaction';
import { FOLLOW_PAGE_SIZE } from './tracking/trackerApi';

export type TransactionSpec = SubmissionSpec<Transaction, ReadonlySet<string>>;

export function transactionKey(request: CreateTransactionRequest): string {
  const { type, wallet_address, chain_id, currency_symbol, to_currency_symbol, amount } = request;
  return [
    'transaction',
    type,
    wallet_address.toLowerCase(),
    chain_id,
    currency_symbol,
    to_currency_symbol ?? '',
    amount,
  ].join(':');
}

export function useTransactionSubmission(): (request: CreateTransactionRequest) => TransactionSpec {
  const dispatch = useAppDispatch();
  const [createTransaction] = useCreateTransactionMutation();

  const readNewest = useCallback(async () => {
    const request = dispatch(
      stakingApi.endpoints.getTransactions.initiate(
        { page: 1, size: FOLLOW_PAGE_SIZE },
        { subscribe: false, forceRefetch: true },
      ),
    );
    const result = await request;
    // The read answers null on any failure: then nothing can be told.
    if (!result.data) throw new Error('The newest transactions could not be read.');
    return result.data.items;
  }, [dispatch]);

  return useCallback(
    (request) => ({
      key: transactionKey(request),
      baseline: async () => new Set((await readNewest()).map((tx) => tx.id)),
      send: async () => {
        const result = await createTransaction(request);
        return 'error' in result && result.error !== undefined
          ? { ok: false, error: result.error }
          : { ok: true, result: result.data as Transaction };
      },
      check: async ({ baseline, sentAt }) => {
        const found = findCreated(await readNewest(), request, baseline, sentAt);
        if (found) dispatch(stakingApi.util.invalidateTags(['Balance', 'Transaction']));
        return found ? { found: true, result: found } : { found: false };
      },
    }),
    [createTransaction, dispatch, readNewest],
  );
}
