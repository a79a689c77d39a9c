// Vote transfers: sending votes to another wallet, and the history of transfers.
import { cutPage, parserSchema } from '../../parse';
import { parseTransferPage, parseTransferRecord } from '../responses';
import type { StakingBuilder } from '../stakingBase';
import { toTransferHistoryParams } from '../transferHistoryParams';
import type { TransferHistoryFilters, TransferPage, TransferRecord, TransferVoteRequest } from '../types';
import { DEFAULT_PAGE_SIZE } from './queryResults';

export const transferEndpoints = (build: StakingBuilder) => ({
  /** Requires a stored access token: without one it fails at once with 'Authentication token not found'. */
  transferVote: build.mutation<TransferRecord, TransferVoteRequest>({
    query: (transfer) => ({
      path: '/api/user-balance/transfer-vote',
      method: 'POST',
      body: transfer,
      auth: 'required',
    }),
    responseSchema: parserSchema('transfer record', parseTransferRecord),
    invalidatesTags: ['Transfer', 'Balance'],
  }),

  /** Requires a stored access token; filters are sent only when set, type 'all' never. */
  getTransferHistory: build.query<TransferPage, TransferHistoryFilters | void>({
    query: (filters) => ({
      path: '/api/user-balance/transfer-history',
      params: toTransferHistoryParams(filters ?? {}),
      auth: 'required',
    }),
    rawResponseSchema: parserSchema('transfer page', parseTransferPage),
    // Parsed by rawResponseSchema; bounded to the size asked for (staking-api.yaml: default 20).
    transformResponse: (page: TransferPage, _meta, filters) => cutPage(page, filters?.size ?? DEFAULT_PAGE_SIZE),
    providesTags: (result) => [
      { type: 'Transfer', id: 'LIST' },
      ...(result?.items ?? []).map(({ id }) => ({ type: 'Transfer' as const, id })),
    ],
  }),
});
