// The React side of the tracker: one per Redux store (so each test's store gets its own), kept
// running by every mounted <PendingTransactionsWatcher>, whose toasts follow each transaction's
// stages. The app frame mounts one so tracking goes on on every page and after a reload.
import { useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { stakingApi } from '@/api/staking/stakingApi';
import { getConfig } from '@/config/runtimeConfig';
import { useToast } from '@/components/toast/useToast';
import { useAppStore } from '@/lib/store/hooks';
import { useSignedIn, useUserWallet } from '@/lib/session';
import { useWalletRuntime } from '@/lib/wallet/WalletRuntimeProvider';
import { moneyText } from '@/lib/format';
import { fromUnits } from '../model/amount';
import { explorerAddressUrl } from '../model/explorerLink';
import { describeTransaction } from './describe';
import { PendingStore, type TrackedTransaction } from './pendingStore';
import { onSettledAnywhere } from './settledAnywhere';
import { RECORDED_ELSEWHERE, TransactionTracker, type TrackerEvent } from './tracker';
import { registerDiagnosticsSection } from '@/lib/diagnostics/sections';
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

/** The deployment's explorer account API, if config.js names one (none before the config is read). */
function explorerApi(): { url: string; key: string } {
  try {
    const { explorerApiUrl, explorerApiKey } = getConfig();
    return { url: explorerApiUrl, key: explorerApiKey };
  } catch {
    return { url: '', key: '' };
  }
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

const toastIdOf = (key: string) => `money-${key}`;
export const toastId = (entry: TrackedTransaction) => toastIdOf(entry.key);

/**
 * Keeps tracking the user's transactions while mounted and shows their toasts. Any number may be
 * mounted: one tracker runs, the latest shows the toasts.
 */
export function PendingTransactionsWatcher() {
  const tracker = useTracker();
  const wallet = useUserWallet();
  const intl = useIntl();
  const toast = useToast();

  useEffect(() => tracker.retain(), [tracker]);

  useEffect(() => {
    tracker.setWallet(wallet);
  }, [tracker, wallet]);

  useChainForTracker(tracker, wallet);
  useOutcomesFromOtherTabs(tracker);

  useEffect(
    () =>
      tracker.present((event: TrackerEvent) => {
        const what = describeTransaction(intl, event.entry);
        const id = toastId(event.entry);
        switch (event.type) {
          case 'onChain':
            toast.loading(intl.formatMessage({ id: 'money.toast.onChain' }, { what }), { id });
            break;
          case 'repriced':
            // Its own toast: the next stage (recording) follows at once and would replace it unread.
            toast.info(intl.formatMessage({ id: 'money.toast.repriced' }, { what }), { id: `${id}:repriced` });
            break;
          case 'found':
          case 'chainUnreachable':
            toast.loading(intl.formatMessage({ id: `money.toast.${event.type}` }, { what }), { id });
            break;
          case 'unseen':
            toast.warning(unseenMessage(intl, event.entry, what), { id });
            break;
          case 'ended':
            toast.error(intl.formatMessage({ id: `money.toast.${event.how}` }, { what }), { id });
            break;
          case 'reverted':
            toast.error(
              intl.formatMessage(
                { id: event.reason ? 'money.toast.reverted' : 'money.toast.revertedNoReason' },
                {
                  what,
                  reason: event.reason ?? '',
                  fee: moneyText(intl, fromUnits(event.feePaid, 18), 'BNB', { maxFractionDigits: 18 }),
                },
              ),
              { id },
            );
            break;
          case 'recording':
            toast.loading(intl.formatMessage({ id: 'money.toast.recording' }, { what }), { id });
            break;
          case 'recordRetrying':
            toast.loading(
              intl.formatMessage(
                { id: 'money.toast.recordRetrying' },
                { what, reason: event.message, seconds: Math.max(1, Math.round(event.delayMs / 1000)) },
              ),
              { id },
            );
            break;
          case 'rejected':
            toast.error(
              event.message === RECORDED_ELSEWHERE
                ? intl.formatMessage({ id: 'money.toast.recordedElsewhere' }, { what })
                : intl.formatMessage({ id: 'money.toast.rejected' }, { what, reason: event.message }),
              { id },
            );
            break;
          case 'processing':
            toast.loading(intl.formatMessage({ id: 'money.toast.processing' }, { what }), { id });
            break;
          case 'slow':
            toast.loading(intl.formatMessage({ id: 'money.toast.slow' }, { what }), { id });
            break;
          case 'settled':
            if (event.outcome === 'successful')
              toast.success(intl.formatMessage({ id: 'money.toast.successful' }, { what }), { id });
            else toast.error(intl.formatMessage({ id: 'money.toast.failed' }, { what }), { id });
            break;
        }
      }),
    [tracker, intl, toast],
  );

  return null;
}

/** The search could not see what used the deposit's nonce: the wallet's history on the explorer tells. */
export function unseenMessage(intl: IntlShape, entry: TrackedTransaction, what: string): ReactNode {
  const text = intl.formatMessage({ id: 'money.toast.unseen' }, { what });
  const url = explorerAddressUrl(entry.chainId, entry.wallet);
  if (!url) return text;
  return (
    <>
      {text}{' '}
      <a href={url} target="_blank" rel="noopener noreferrer">
        {intl.formatMessage({ id: 'money.toast.unseenLink' })}
      </a>
    </>
  );
}

/**
 * Deposits on their way are followed on chain: while the wallet has some, the wallet runtime is
 * run (its RPC clients are the configured nodes) and handed to the tracker.
 */
function useChainForTracker(tracker: TransactionTracker, wallet: string | null): void {
  const runtime = useWalletRuntime();
  const entries = useAllTrackedTransactions();
  const key = wallet?.toLowerCase();
  const needsChain = entries.some(
    (entry) => entry.wallet.toLowerCase() === key && (entry.stage === 'sending' || entry.stage === 'onChain'),
  );
  const { load } = runtime;
  useEffect(() => {
    if (needsChain) load().catch(() => {});
  }, [needsChain, load]);
  const wagmiConfig = runtime.runtime?.wagmiConfig;
  useEffect(() => {
    if (!wagmiConfig) return;
    let current = true;
    void Promise.all([import('../chain/chainWatch'), import('@/lib/money/contracts')]).then(([watch, contracts]) => {
      if (current) tracker.setChain(watch.createChainWatch(wagmiConfig, contracts.moneyContracts, explorerApi()));
    });
    return () => {
      current = false;
    };
  }, [tracker, wagmiConfig]);
}

const FINAL_EVENTS: ReadonlySet<TrackerEvent['type']> = new Set(['settled', 'ended', 'reverted', 'rejected']);

/**
 * A waiting toast of this tab whose entry another tab finished (or merged into another entry)
 * is replaced by the outcome, or closed: only the finishing tab hears the final event.
 */
function useOutcomesFromOtherTabs(tracker: TransactionTracker): void {
  const intl = useIntl();
  const toast = useToast();
  useEffect(() => {
    const waiting = new Set<string>();
    const stopEvents = tracker.onEvent((event) => {
      if (FINAL_EVENTS.has(event.type)) waiting.delete(event.entry.key);
      else waiting.add(event.entry.key);
    });
    const settleGone = () => {
      for (const key of [...waiting]) {
        if (tracker.store.get(key)) continue;
        waiting.delete(key);
        const done = tracker.store.getFinished().find((entry) => entry.key === key);
        const id = toastIdOf(key);
        const what = done && describeTransaction(intl, done);
        if (done?.outcome === 'successful')
          toast.success(intl.formatMessage({ id: 'money.toast.successful' }, { what }), { id });
        else if (done?.outcome === 'failed')
          toast.error(intl.formatMessage({ id: 'money.toast.failed' }, { what }), { id });
        else toast.dismiss(id);
      }
    };
    // After this tab's own final event, which follows the journal write in the same task.
    const stopStore = tracker.store.subscribe(() => queueMicrotask(settleGone));
    return () => {
      stopEvents();
      stopStore();
    };
  }, [tracker, intl, toast]);
}
