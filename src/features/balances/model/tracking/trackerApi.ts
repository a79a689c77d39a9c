/** The tracker's calls, through the staking API's endpoints (so the 401 re-auth and error rules apply). */
import { toApiError } from '@/api/errors';
import { stakingApi } from '@/api/staking/stakingApi';
import { TransactionType, type CreateTransactionRequest } from '@/api/staking/types';
import type { AppDispatch } from '@/lib/store/state';
import type { TrackedTransaction } from './pendingEntry';
import type { TrackerApi } from './trackerTypes';

/** Records per page when a withdrawal's or swap's id is looked for. */
export const FOLLOW_PAGE_SIZE = 50;
/** Records made this long before the app started following one may still be it (clock skew). */
const CREATED_SLACK_MS = 10 * 60_000;
/** However long the history, a search stops after this many pages (and tries again later). */
const MAX_FOLLOW_PAGES = 40;

export function depositRequest(entry: TrackedTransaction): CreateTransactionRequest {
  if (!entry.hash) throw new Error('A deposit is recorded by its hash.');
  return {
    type: TransactionType.DEPOSIT,
    hash: entry.hash,
    currency_symbol: entry.currency,
    amount: entry.amount,
    wallet_address: entry.wallet,
    chain_id: entry.chainId === 56 ? 56 : 97,
  };
}

export function createTrackerApi(dispatch: AppDispatch): TrackerApi {
  return {
    async recordDeposit(entry) {
      const request = dispatch(stakingApi.endpoints.createTransaction.initiate(depositRequest(entry)));
      const result = await request;
      request.reset();
      return 'error' in result && result.error !== undefined
        ? { ok: false, error: toApiError(result.error) }
        : { ok: true, tx: result.data };
    },
    async getByHash(hash) {
      const result = await dispatch(
        stakingApi.endpoints.getTransactionByHash.initiate(hash, { subscribe: false, forceRefetch: true }),
      );
      return result.data ?? null;
    },
    async getById(id, since) {
      // Newest first: page back until the record, or records older than it could be.
      for (let page = 1; page <= MAX_FOLLOW_PAGES; page += 1) {
        const result = await dispatch(
          stakingApi.endpoints.getTransactions.initiate(
            { page, size: FOLLOW_PAGE_SIZE },
            { subscribe: false, forceRefetch: true },
          ),
        );
        const items = result.data?.items ?? [];
        const found = items.find((tx) => tx.id === id);
        if (found) return found;
        const oldest = Date.parse(items.at(-1)?.created_at ?? '');
        const pastIt = Number.isFinite(oldest) && oldest < since - CREATED_SLACK_MS;
        if (!result.data || items.length === 0 || pastIt || page * FOLLOW_PAGE_SIZE >= result.data.total) return null;
      }
      return null;
    },
  };
}
