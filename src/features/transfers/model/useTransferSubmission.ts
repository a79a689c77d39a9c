// A vote transfer for the shared submit flow: if its outcome is unknown, the newest outgoing
// transfers tell whether it was made.
import { useCallback } from 'react';
import { stakingApi, useTransferVoteMutation } from '@/api/staking/stakingApi';
import type { TransferRecord, TransferVoteRequest } from '@/api/staking/types';
import { useAppDispatch } from '@/lib/store/hooks';
import type { SubmissionSpec } from '@/lib/submit/submission';

/** How many of the newest outgoing transfers are searched. */
export const CHECK_PAGE_SIZE = 20;
/** How far the backend's clock may be behind ours when the list from before is missing. */
export const CLOCK_SKEW_MS = 60_000;

export function findTransfer(
  newest: readonly TransferRecord[],
  request: TransferVoteRequest,
  before: ReadonlySet<string> | undefined,
  sentAt: number,
): TransferRecord | null {
  for (const record of newest) {
    const same =
      record.from_wallet_address.toLowerCase() === request.walletAddress.toLowerCase() &&
      record.to_wallet_address.toLowerCase() === request.toWalletAddress.toLowerCase() &&
      record.amount === request.amount;
    if (!same) continue;
    if (before ? !before.has(record.id) : Date.parse(record.created_at) >= sentAt - CLOCK_SKEW_MS) return record;
  }
  return null;
}

export function useTransferSubmission(): (
  request: TransferVoteRequest,
) => SubmissionSpec<TransferRecord, ReadonlySet<string>> {
  const dispatch = useAppDispatch();
  const [transferVote] = useTransferVoteMutation();

  const readNewest = useCallback(async () => {
    const result = await dispatch(
      stakingApi.endpoints.getTransferHistory.initiate(
        { page: 1, size: CHECK_PAGE_SIZE, type: 'out' },
        { subscribe: false, forceRefetch: true },
      ),
    );
    if (!result.data) throw new Error('The transfer history could not be read.');
    return result.data.items;
  }, [dispatch]);

  return useCallback(
    (request) => ({
      key: [
        'transfer',
        request.walletAddress.toLowerCase(),
        request.toWalletAddress.toLowerCase(),
        request.amount,
      ].join(':'),
      baseline: async () => new Set((await readNewest()).map((record) => record.id)),
      send: async () => {
        const result = await transferVote(request);
        return 'error' in result && result.error !== undefined
          ? { ok: false, error: result.error }
          : { ok: true, result: result.data as TransferRecord };
      },
      check: async ({ baseline, sentAt }) => {
        const found = findTransfer(await readNewest(), request, baseline, sentAt);
        if (found) dispatch(stakingApi.util.invalidateTags(['Transfer', 'Balance']));
        return found ? { found: true, result: found } : { found: false };
      },
    }),
    [dispatch, readNewest, transferVote],
  );
}
