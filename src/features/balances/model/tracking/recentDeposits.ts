// The journal's deposits as the account dialog's recent transactions (composed in src/app): the
// followed ones and those that ended lately, newest first, each named and with its status.
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';
import type { TxHash } from '@/api/staking/types';
import { describeTransaction } from './describe';
import type { FinishedOutcome, FinishedTransaction, TrackedStage, TrackedTransaction } from './pendingEntry';
import { useTracker } from './useTracker';

export type RecentDepositStatus =
  'pending' | 'processing' | 'refused' | 'confirmed' | 'failed' | 'cancelled' | 'replaced';

export interface RecentDeposit {
  hash: TxHash;
  chainId: number;
  account: string;
  description: string;
  status: RecentDepositStatus;
}

const FOLLOWED: Readonly<Record<TrackedStage, RecentDepositStatus>> = {
  sending: 'pending',
  onChain: 'pending',
  recording: 'processing',
  following: 'processing',
  rejected: 'refused',
};

/** Not sent, dismissed or a second copy of a hash: nothing happened to tell, so not listed. */
const FINISHED: Readonly<Partial<Record<FinishedOutcome, RecentDepositStatus>>> = {
  successful: 'confirmed',
  failed: 'failed',
  reverted: 'failed',
  cancelled: 'cancelled',
  replaced: 'replaced',
};

type Listed = { entry: TrackedTransaction & { hash: TxHash }; status: RecentDepositStatus };

/** Every wallet's deposits with a hash, newest sent first, one row per hash. */
export function recentDeposits(
  followed: readonly TrackedTransaction[],
  finished: readonly FinishedTransaction[],
): Listed[] {
  const rows = [
    ...followed.map((entry) => ({ entry, status: FOLLOWED[entry.stage] })),
    ...finished.filter((entry) => !entry.cleared).map((entry) => ({ entry, status: FINISHED[entry.outcome] })),
  ];
  const seen = new Set<string>();
  const firstOfItsHash = ({ entry }: Listed) => {
    const hash = entry.hash.toLowerCase();
    if (seen.has(hash)) return false;
    seen.add(hash);
    return true;
  };
  return rows
    .filter((row): row is Listed => row.entry.kind === 'deposit' && row.entry.hash !== null && row.status !== undefined)
    .sort((a, b) => b.entry.createdAt - a.entry.createdAt)
    .filter(firstOfItsHash);
}

/** The journal's recent deposits, described in the user's language, and Clear for a wallet's finished ones. */
export function useRecentDeposits(): { deposits: readonly RecentDeposit[]; clear: (wallet: string) => void } {
  const intl = useIntl();
  const { store } = useTracker();
  const followed = useSyncExternalStore(store.subscribe, store.getAll, store.getAll);
  const finished = useSyncExternalStore(store.subscribe, store.getFinished, store.getFinished);
  const deposits = useMemo(
    () =>
      recentDeposits(followed, finished).map(({ entry, status }) => ({
        hash: entry.hash,
        chainId: entry.chainId,
        account: entry.wallet,
        description: describeTransaction(intl, entry),
        status,
      })),
    [followed, finished, intl],
  );
  const clear = useCallback((wallet: string) => store.clearFinished(wallet), [store]);
  return { deposits, clear };
}
