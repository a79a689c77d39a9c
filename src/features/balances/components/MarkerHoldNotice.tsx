// Why Deposit waits for an earlier deposit of the wallet, and, once that has waited long enough,
// the explicit "send anyway" (only in the confirmation, where it is one click from sending).
import { useIntl } from 'react-intl';
import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import type { MarkerHold } from '../model/useMarkerHold';

export function MarkerHoldNotice({ hold, offerOverride }: { hold: MarkerHold; offerOverride: boolean }) {
  const intl = useIntl();
  if (!hold.open) return null;
  if (hold.overdueMinutes === null)
    return (
      <Alert severity="info" sx={{ mt: offerOverride ? 2 : 0 }} data-testid="marker-hold">
        {intl.formatMessage({ id: 'money.deposit.markerOpen' })}
      </Alert>
    );
  return (
    <Alert severity="warning" sx={{ mt: offerOverride ? 2 : 0 }} data-testid="marker-hold">
      <Stack spacing={1}>
        <span>{intl.formatMessage({ id: 'money.deposit.markerOverdue' }, { minutes: hold.overdueMinutes })}</span>
        {offerOverride && (
          <FormControlLabel
            control={
              <Checkbox checked={hold.overridden} onChange={(event) => hold.setOverridden(event.target.checked)} />
            }
            label={intl.formatMessage({ id: 'money.deposit.markerOverride' })}
          />
        )}
      </Stack>
    </Alert>
  );
}
