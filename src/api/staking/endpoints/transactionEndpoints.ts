// The user's transactions: recording one, the pages of them, and one by its on-chain hash.
import { cutPage, parserSchema } from '../../parse';
import { parseTransaction, parseTransactionPage } from '../responses';
import type { StakingBuilder } from '../stakingBase';
import type { CreateTransactionRequest, PageRequest, Transaction, TransactionPage, TxHash } from '../types';
import { DEFAULT_PAGE_SIZE, nullOnFailure, pageParams } from './queryResults';

export const transactionEndpoints = (build: StakingBuilder) => ({
  createTransaction: build.mutation<Transaction, CreateTransactionRequest>({
    query: (transaction) => ({ path: '/api/transaction', method: 'POST', body: transaction }),
    responseSchema: parserSchema('transaction', parseTransaction),
    invalidatesTags: ['Transaction', 'Balance'],
  }),

  /** The user's transactions, newest first; null on any failure (SPEC.md section 7). */
  getTransactions: build.query<TransactionPage | null, PageRequest | void>({
    async queryFn(arg, _api, _extra, baseQuery) {
      const params = pageParams(arg);
      const result = await baseQuery({ path: '/api/transaction', params });
      const page = nullOnFailure(result, parseTransactionPage);
      return page.data ? { ...page, data: cutPage(page.data, params.size ?? DEFAULT_PAGE_SIZE) } : page;
    },
    providesTags: (result) => [
      { type: 'Transaction', id: 'LIST' },
      ...(result?.items ?? []).map(({ id }) => ({ type: 'Transaction' as const, id })),
    ],
  }),

  /** One transaction by its on-chain hash; null on any failure, 404 included (SPEC.md section 7). */
  getTransactionByHash: build.query<Transaction | null, TxHash>({
    async queryFn(hash, _api, _extra, baseQuery) {
      const result = await baseQuery({ path: `/api/transaction/hash/${encodeURIComponent(hash)}` });
      return nullOnFailure(result, parseTransaction);
    },
    providesTags: (result, _error, hash) => [
      { type: 'Transaction', id: `hash:${hash}` },
      ...(result ? [{ type: 'Transaction' as const, id: result.id }] : []),
    ],
  }),
});
