/** What the history shows under its filters: a range to fix, a failure, loading, nothing, or a page of transfers. */
import { FormattedMessage, useIntl } from 'react-intl';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { serverMessage, type ApiError } from '@/api/http';
import { visuallyHidden } from '@/components/visuallyHidden';
import { NO_FILTERS, hasFilters } from '../model/historyView';
import type { TransferHistoryModel } from '../model/useTransferHistory';
import { HistoryPager, HistoryTable } from './HistoryTable';
import { RetryAlert } from '@/components/RetryAlert';

export function HistoryBody({ history }: { history: TransferHistoryModel }) {
  const { rangeError, query, data } = history;
  if (rangeError)
    return (
      <Alert severity="warning">
        <FormattedMessage id="transfers.filters.rangeError" />
      </Alert>
    );
  if (query.isError) return <HistoryFailed error={query.error as ApiError} retry={() => void query.refetch()} />;
  if (!data) return HISTORY_LOADING;
  if (data.items.length === 0) return <HistoryEmpty history={history} />;
  return (
    <>
      <HistoryTable items={data.items} fetching={query.isFetching} />
      <HistoryPager
        count={data.total}
        page={history.page}
        size={history.rowsPerPage}
        onPage={history.turnPage}
        onSize={history.changeSize}
      />
    </>
  );
}

function HistoryFailed({ error, retry }: { error: ApiError; retry: () => void }) {
  const intl = useIntl();
  return (
    <RetryAlert onRetry={retry} retryLabel={<FormattedMessage id="transfers.retry" />}>
      {serverMessage(error, intl) ?? intl.formatMessage({ id: 'transfers.history.failed' })}
    </RetryAlert>
  );
}

const HISTORY_LOADING = (
  <Box aria-busy="true">
    <Box role="status" sx={visuallyHidden}>
      <FormattedMessage id="transfers.history.loading" />
    </Box>
    {Array.from({ length: 5 }, (_, index) => (
      <Skeleton key={index} height={44} aria-hidden="true" />
    ))}
  </Box>
);

/** No transfer on this page: past the end (back to the first page), none matching, or none at all. */
function HistoryEmpty({ history }: { history: TransferHistoryModel }) {
  const pastEnd = (history.data?.total ?? 0) > 0;
  const filtered = hasFilters(history.view);
  const id = pastEnd ? 'transfers.history.pastEnd' : filtered ? 'transfers.history.noMatch' : 'transfers.history.empty';
  return (
    <Stack spacing={1.5} role="status" sx={{ py: 4, alignItems: 'center', textAlign: 'center' }}>
      <Typography sx={{ color: 'text.secondary' }}>
        <FormattedMessage id={id} />
      </Typography>
      {(pastEnd || filtered) && (
        <Button variant="outlined" onClick={() => history.update(pastEnd ? {} : NO_FILTERS)}>
          <FormattedMessage id={pastEnd ? 'transfers.history.firstPage' : 'transfers.filters.clear'} />
        </Button>
      )}
    </Stack>
  );
}
