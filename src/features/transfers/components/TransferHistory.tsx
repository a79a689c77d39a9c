// The view of the transfer history (useTransferHistory is its model). It fails on its own, so the
// form above keeps working; the CSV export holds the whole filtered view, not just this page.
import { memo, useId } from 'react';
import { FormattedMessage } from 'react-intl';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SkippedRowsNotice } from '@/components/SkippedRowsNotice';
import { useStableCallback } from '@/lib/hooks/useStableCallback';
import { hasFilters } from '../model/historyView';
import { useHistoryExport } from '../model/useHistoryExport';
import { useTransferHistory } from '../model/useTransferHistory';
import { HistoryFilters } from './HistoryFilters';
import { HistoryBody } from './HistoryStates';

export function TransferHistory() {
  const headingId = useId();
  const history = useTransferHistory();
  const { view, rangeError, query, data } = history;
  const { exporting, exportCsv } = useHistoryExport(view);
  const onExport = useStableCallback(() => void exportCsv());

  return (
    <Stack component="section" spacing={2} aria-labelledby={headingId}>
      <HistoryHeading
        headingId={headingId}
        exporting={exporting}
        canExport={!rangeError && data !== undefined && data.total > 0}
        onExport={onExport}
      />
      <HistoryFilters
        type={view.type}
        wallet={view.wallet}
        from={view.from}
        to={view.to}
        filtered={hasFilters(view)}
        rangeError={rangeError}
        update={history.update}
      />
      {TIME_ZONE_NOTE}
      {!rangeError && !query.isError && <SkippedRowsNotice count={data?.skipped} />}
      <HistoryBody history={history} />
    </Stack>
  );
}

// The same element at every render: a new page leaves it alone.
const TIME_ZONE_NOTE = (
  <Typography variant="caption" sx={{ color: 'text.secondary' }}>
    <FormattedMessage id="transfers.filters.timeZone" />
  </Typography>
);

const HistoryHeading = memo(function HistoryHeading(props: {
  headingId: string;
  exporting: boolean;
  canExport: boolean;
  onExport: () => void;
}) {
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
    >
      <Typography id={props.headingId} variant="h6" component="h2">
        <FormattedMessage id="transfers.history.title" />
      </Typography>
      <Button
        variant="outlined"
        onClick={props.onExport}
        disabled={props.exporting || !props.canExport}
        aria-busy={props.exporting}
      >
        <FormattedMessage id={props.exporting ? 'transfers.export.working' : 'transfers.export.button'} />
      </Button>
    </Stack>
  );
});
