/**
 * "n items could not be shown": a list whose answer held rows the app could not read shows the
 * rest, and says how many it left out (src/api/parse.ts counts them), instead of failing whole
 * or pretending the list is complete.
 */
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
