// Keeps the tracker running while mounted and shows its events as toasts. The app frame mounts
// one so tracking goes on on every page and after a reload; the wallet page mounts another.
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useToast } from '@/components/toast/useToast';
import { useUserWallet } from '@/lib/session';
import { describeTransaction } from '../model/tracking/describe';
import type { TransactionTracker } from '../model/tracking/tracker';
import type { TrackerEvent } from '../model/tracking/trackerTypes';
import { useChainForTracker } from '../model/tracking/useChainForTracker';
import { useTracker } from '../model/tracking/useTracker';
import { showTrackerEvent, toastIdOf } from './trackerToasts';

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

  useEffect(() => tracker.present((event) => showTrackerEvent(intl, toast, event)), [tracker, intl, toast]);

  return null;
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
