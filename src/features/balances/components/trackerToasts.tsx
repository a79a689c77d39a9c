// The tracker's events as toasts, one toast per transaction (its id), each stage replacing the last.
import type { ReactNode } from 'react';
import type { IntlShape } from 'react-intl';
import type { Toast } from '@/components/toast/useToast';
import { moneyText } from '@/lib/format';
import { fromUnits } from '../model/amount';
import { explorerAddressUrl } from '../model/explorerLink';
import { describeTransaction } from '../model/tracking/describe';
import type { TrackedTransaction } from '../model/tracking/pendingEntry';
import { RECORDED_ELSEWHERE } from '../model/tracking/depositRecording';
import { type TrackerEvent } from '../model/tracking/trackerTypes';

export const toastIdOf = (key: string) => `money-${key}`;

/** The stages a transaction waits in, each with its loading toast's words. */
const WAITING: Partial<Record<TrackerEvent['type'], string>> = {
  onChain: 'money.toast.onChain',
  found: 'money.toast.found',
  chainUnreachable: 'money.toast.chainUnreachable',
  recording: 'money.toast.recording',
  processing: 'money.toast.processing',
  slow: 'money.toast.slow',
};

/** Shows one tracker event in the transaction's toast. */
export function showTrackerEvent(intl: IntlShape, toast: Toast, event: TrackerEvent): void {
  const what = describeTransaction(intl, event.entry);
  const id = toastIdOf(event.entry.key);
  const say = (messageId: string, values: Record<string, string | number> = {}) =>
    intl.formatMessage({ id: messageId }, { what, ...values });
  const waiting = WAITING[event.type];
  if (waiting) {
    toast.loading(say(waiting), { id });
    return;
  }
  switch (event.type) {
    case 'repriced':
      // Its own toast: the next stage (recording) follows at once and would replace it unread.
      toast.info(say('money.toast.repriced'), { id: `${id}:repriced` });
      break;
    case 'unseen':
      toast.warning(unseenMessage(intl, event.entry, what), { id });
      break;
    case 'ended':
      toast.error(say(`money.toast.${event.how}`), { id });
      break;
    case 'reverted':
      toast.error(revertedMessage(intl, event, what), { id });
      break;
    case 'recordRetrying': {
      const seconds = Math.max(1, Math.round(event.delayMs / 1000));
      toast.loading(say('money.toast.recordRetrying', { reason: event.message, seconds }), { id });
      break;
    }
    case 'rejected':
      toast.error(
        event.message === RECORDED_ELSEWHERE
          ? say('money.toast.recordedElsewhere')
          : say('money.toast.rejected', { reason: event.message }),
        { id },
      );
      break;
    case 'settled':
      if (event.outcome === 'successful') toast.success(say('money.toast.successful'), { id });
      else toast.error(say('money.toast.failed'), { id });
      break;
  }
}

function revertedMessage(intl: IntlShape, event: Extract<TrackerEvent, { type: 'reverted' }>, what: string): string {
  return intl.formatMessage(
    { id: event.reason ? 'money.toast.reverted' : 'money.toast.revertedNoReason' },
    {
      what,
      reason: event.reason ?? '',
      fee: moneyText(intl, fromUnits(event.feePaid, 18), 'BNB', { maxFractionDigits: 18 }),
    },
  );
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
