// The React side of the tracker: one per Redux store (so each test's store gets its own), kept
// running by every mounted <PendingTransactionsWatcher> (components/PendingTransactionsWatcher.tsx).
// The app frame mounts one so tracking goes on on every page and after a reload.
import { useState, useSyncExternalStore, useMemo } from 'react';
import { stakingApi } from '@/api/staking/stakingApi';
import { useAppStore } from '@/lib/store/hooks';
import { useSignedIn, useUserWallet } from '@/lib/session';
import { registerDiagnosticsSection } from '@/lib/diagnostics/sections';
import { PendingStore } from './pendingStore';
import { type TrackedTransaction } from './pendingEntry';
import { onSettledAnywhere } from './settledAnywhere';
import { TransactionTracker } from './tracker';
import { createTrackerApi } from './trackerApi';

// The support export's copy of the journal, read afresh from storage: the signed-in user's verified
// wallet's entries only, never another user's on this device. Registered with this module, which the
// frame fetches right after the first render (src/app/layout/lazySessionParts.tsx).
registerDiagnosticsSection('pendingMoneyJournal', ({ verifiedWallet }) =>
  journalOf(new PendingStore(), verifiedWallet),
);

/** The followed and finished entries of `wallet` (none when null). */
export function journalOf(store: PendingStore, wallet: string | null) {
  const key = wallet?.toLowerCase();
  const mine = <T extends TrackedTransaction>(list: readonly T[]) =>
    key ? list.filter((entry) => entry.wallet.toLowerCase() === key) : [];
  return { entries: mine(store.getAll()), finished: mine(store.getFinished()) };
}

const trackers = new WeakMap<object, TransactionTracker>();

/** The app's tracker (made on first use for this store). */
export function useTracker(): TransactionTracker {
  const store = useAppStore();
  const [tracker] = useState(() => {
    let existing = trackers.get(store);
    if (!existing) {
      existing = new TransactionTracker(new PendingStore(), createTrackerApi(store.dispatch));
      // Whatever settles, here or in another tab, changes balances and the transaction list.
      onSettledAnywhere(existing.store, () =>
        store.dispatch(stakingApi.util.invalidateTags(['Balance', 'Transaction'])),
      );
      trackers.set(store, existing);
    }
    return existing;
  });
  return tracker;
}

const NONE: readonly TrackedTransaction[] = Object.freeze([]);

/** Every entry of the journal, whoever it belongs to. */
export function useAllTrackedTransactions(): readonly TrackedTransaction[] {
  const tracker = useTracker();
  return useSyncExternalStore(tracker.store.subscribe, tracker.store.getAll, tracker.store.getAll);
}

/** The signed-in user's wallet's tracked transactions, oldest first. */
export function useTrackedTransactions(): readonly TrackedTransaction[] {
  const all = useAllTrackedTransactions();
  const wallet = useUserWallet();
  return useMemo(
    () => (wallet ? all.filter((entry) => entry.wallet.toLowerCase() === wallet.toLowerCase()) : NONE),
    [all, wallet],
  );
}

/** Whether a deposit marker of `wallet` is unresolved (then no new deposit may go). */
export function useHasOpenMarker(wallet: string | null): boolean {
  const all = useAllTrackedTransactions();
  const key = wallet?.toLowerCase();
  return all.some((entry) => entry.stage === 'sending' && entry.wallet.toLowerCase() === key);
}

/**
 * What the header's indicator counts: the signed-in user's entries; signed out, the deposits
 * waiting for someone to sign in and record them.
 */
export function usePendingCount(): { count: number; waitingForSignIn: boolean } {
  const signedIn = useSignedIn();
  const all = useAllTrackedTransactions();
  const mine = useTrackedTransactions();
  return signedIn
    ? { count: mine.length, waitingForSignIn: false }
    : {
        count: all.filter((entry) => entry.kind === 'deposit' && entry.stage !== 'following').length,
        waitingForSignIn: true,
      };
}
