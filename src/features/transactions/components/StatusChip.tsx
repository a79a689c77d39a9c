import { useIntl } from 'react-intl';
import Chip from '@mui/material/Chip';
import { statusMessageId, statusTone } from '../model/labels';

export function StatusChip({ status }: { status: number }) {
  const intl = useIntl();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={statusTone(status)}
      label={intl.formatMessage({ id: statusMessageId(status) })}
    />
  );
}
