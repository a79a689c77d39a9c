// The verified wallet's transactions still on their way, read from the tracker's store so the list
// survives reloads; a refused deposit offers to try again.
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { Link as RouterLink, generatePath } from 'react-router-dom';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { paths } from '@/config/paths';
import { useFormatters } from '@/lib/format';
import { describeTransaction } from '../model/tracking/describe';
import type { TrackedTransaction } from '../model/tracking/pendingEntry';
import { useTrackedTransactions, useTracker } from '../model/tracking/useTracker';
import { RECORDED_ELSEWHERE } from '../model/tracking/depositRecording';
import { PasteDepositHash } from './PasteDepositHash';
import { PendingActions } from './PendingActions';

function stageText(intl: ReturnType<typeof useIntl>, entry: TrackedTransaction): string {
  switch (entry.stage) {
    case 'sending':
      return intl.formatMessage({ id: 'money.pending.sending' });
    case 'onChain':
      return intl.formatMessage({ id: 'money.pending.onChain' });
    case 'recording':
      return entry.attempts === 0
        ? intl.formatMessage({ id: 'money.pending.recording' })
        : intl.formatMessage(
            { id: 'money.pending.recordingRetry' },
            { attempts: entry.attempts, reason: entry.lastError ?? '' },
          );
    case 'rejected':
      return entry.lastError === RECORDED_ELSEWHERE
        ? intl.formatMessage({ id: 'money.pending.recordedElsewhere' })
        : intl.formatMessage({ id: 'money.pending.rejected' }, { reason: entry.lastError ?? '' });
    case 'following':
      return intl.formatMessage({ id: 'money.pending.processing' });
  }
}

export function PendingList() {
  const intl = useIntl();
  const format = useFormatters();
  const titleId = useId();
  const tracker = useTracker();
  const entries = useTrackedTransactions();
  return (
    <Card component="section" aria-labelledby={titleId} data-testid="pending-transactions">
      <CardContent>
        <Typography id={titleId} variant="h6" component="h2">
          {intl.formatMessage({ id: 'money.pending.title' })}
        </Typography>
        {entries.length === 0 && (
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
            {intl.formatMessage({ id: 'money.pending.none' })}
          </Typography>
        )}
        <List dense>
          {entries.map((entry) => (
            <ListItem key={entry.key} disableGutters divider sx={{ alignItems: 'flex-start' }}>
              <Stack direction="row" spacing={1.5} sx={{ width: '100%', alignItems: 'flex-start' }}>
                {entry.stage !== 'rejected' && (
                  <CircularProgress size={18} sx={{ mt: 0.5, flexShrink: 0 }} aria-hidden="true" />
                )}
                <Stack spacing={0.5} sx={{ minWidth: 0, flexGrow: 1 }}>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {describeTransaction(intl, entry)}
                  </Typography>
                  <Typography
                    variant="body2"
                    sx={{
                      color: entry.stage === 'rejected' ? 'error.main' : 'text.secondary',
                      overflowWrap: 'anywhere',
                    }}
                  >
                    {stageText(intl, entry)}
                  </Typography>
                  <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                    {intl.formatMessage({ id: 'money.pending.since' }, { time: format.dateTime(entry.createdAt) })}
                    {entry.hash && (
                      <>
                        {' · '}
                        <Link component={RouterLink} to={generatePath(paths.transactionDetail, { hash: entry.hash })}>
                          {intl.formatMessage({ id: 'money.pending.details' })}
                        </Link>
                      </>
                    )}
                  </Typography>
                  <PendingActions entry={entry} tracker={tracker} />
                </Stack>
              </Stack>
            </ListItem>
          ))}
        </List>
        <PasteDepositHash />
      </CardContent>
    </Card>
  );
}
