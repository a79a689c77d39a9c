// A journal entry's own actions: try a refused one again, and the two ways to let one go ("I did
// not send it", "Dismiss"), each asked again first: letting go of a deposit that did go out
// would leave it unrecorded until its hash is pasted.
import { useState } from 'react';
import { useIntl } from 'react-intl';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { TrackedTransaction } from '../model/tracking/pendingEntry';
import type { TransactionTracker } from '../model/tracking/tracker';

const QUESTIONS = {
  forget: { label: 'money.pending.forget', ask: 'money.pending.forgetAsk', yes: 'money.pending.forgetYes' },
  dismiss: { label: 'money.pending.dismiss', ask: 'money.pending.dismissAsk', yes: 'money.pending.dismissYes' },
} as const;

type Asking = keyof typeof QUESTIONS | null;

export function PendingActions({ entry, tracker }: { entry: TrackedTransaction; tracker: TransactionTracker }) {
  const intl = useIntl();
  const [asking, setAsking] = useState<Asking>(null);
  const text = (id: string) => intl.formatMessage({ id });
  if (asking)
    return (
      <Alert severity="warning" role="alertdialog" aria-label={text(QUESTIONS[asking].label)} sx={{ mt: 1 }}>
        <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
          <span>{text(QUESTIONS[asking].ask)}</span>
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
            <Button
              size="small"
              variant="contained"
              color="warning"
              onClick={() => (asking === 'forget' ? tracker.forgetMarker(entry.key) : tracker.dismiss(entry.key))}
            >
              {text(QUESTIONS[asking].yes)}
            </Button>
            <Button size="small" color="inherit" onClick={() => setAsking(null)}>
              {text('money.pending.keep')}
            </Button>
          </Stack>
        </Stack>
      </Alert>
    );
  const forget = entry.stage === 'sending' && !tracker.isSendingHere(entry.key);
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
      {entry.stage === 'rejected' && (
        <Button size="small" variant="outlined" onClick={() => tracker.retry(entry.key)}>
          {text('money.pending.retry')}
        </Button>
      )}
      {forget && (
        <Button size="small" onClick={() => setAsking('forget')}>
          {text('money.pending.forget')}
        </Button>
      )}
      {!forget && tracker.canDismiss(entry) && (
        <Button size="small" onClick={() => setAsking('dismiss')}>
          {text('money.pending.dismiss')}
        </Button>
      )}
    </Stack>
  );
}
