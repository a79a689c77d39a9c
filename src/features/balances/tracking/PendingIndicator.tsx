/**
 * The header's sign that money is still in flight (the pending-money journal): how many of the
 * signed-in user's transactions are being followed, or, signed out, how many deposits wait for
 * a sign-in to be recorded. A link to the wallet page, where the list is. Nothing when none.
 */
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import Chip from '@mui/material/Chip';
import { paths } from '@/config/paths';
import { usePendingCount } from './useTracker';

export function PendingIndicator() {
  const intl = useIntl();
  const { count, waitingForSignIn } = usePendingCount();
  if (count === 0) return null;
  const label = intl.formatMessage(
    { id: waitingForSignIn ? 'money.pending.indicatorWaiting' : 'money.pending.indicator' },
    { count },
  );
  return (
    <Chip
      component={RouterLink}
      to={paths.wallet}
      clickable
      size="small"
      color={waitingForSignIn ? 'warning' : 'info'}
      label={intl.formatNumber(count)}
      aria-label={label}
      title={label}
      data-testid="pending-indicator"
      sx={{ fontWeight: 700 }}
    />
  );
}
