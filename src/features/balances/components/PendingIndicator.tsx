// The header's sign that money is in flight: how many transactions are followed, or, signed out,
// how many deposits wait for a sign-in. A link to the wallet page's list.
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import Chip from '@mui/material/Chip';
import { paths } from '@/config/paths';
import { usePendingCount } from '../model/tracking/useTracker';

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
