// "n items could not be shown": a list with unreadable rows shows the rest and says how many it
// left out, instead of failing whole or pretending to be complete.
import { useIntl } from 'react-intl';
import Alert from '@mui/material/Alert';
import { useFormatters } from '@/lib/format';

export function SkippedRowsNotice({ count }: { count: number | null | undefined }) {
  const intl = useIntl();
  const format = useFormatters();
  if (!count || count <= 0) return null;
  return (
    <Alert severity="warning" role="status" data-testid="skipped-rows">
      {intl.formatMessage({ id: 'lists.skipped' }, { count, items: format.integer(count) })}
    </Alert>
  );
}
