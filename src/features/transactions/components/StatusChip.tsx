import { useIntl } from 'react-intl';
import Box from '@mui/material/Box';
import { statusLabelSx } from '@/components/table/dataTableSx';
import { statusMessageId, statusTone } from '../model/labels';

/** A transaction's status as an outlined label; inside a data table a plain `<span data-tone>` is the same. */
export function StatusChip({ status }: { status: number }) {
  const intl = useIntl();
  return (
    <Box component="span" data-tone={statusTone(status)} sx={statusLabelSx}>
      {intl.formatMessage({ id: statusMessageId(status) })}
    </Box>
  );
}
