// The 'All' tab: the user's transactions a server page at a time (useTransactionList).
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RetryAlert } from '@/components/RetryAlert';
import { SkippedRowsNotice } from '@/components/SkippedRowsNotice';
import { PagesAhead } from '@/components/table/PagesAhead';
import { paths } from '@/config/paths';
import { useExportCsv } from '../model/useExportCsv';
import { useTransactionList } from '../model/useTransactionList';
import { ListActions } from './ListActions';
import { TransactionsPager } from './TransactionsPager';
import { TransactionsTable } from './TransactionsTable';

export function AllTransactions() {
  const intl = useIntl();
  const list = useTransactionList();
  const { page, size, query, data, lastPage } = list;
  const items = data?.items ?? null;
  const exportPage = useExportCsv(items, `transactions-page-${page}`);

  if (list.failed) {
    return (
      <RetryAlert onRetry={list.refresh} retryLabel={intl.formatMessage({ id: 'money.retry' })}>
        {intl.formatMessage({ id: 'money.history.error' })}
      </RetryAlert>
    );
  }
  const total = data?.total ?? 0;

  return (
    <Stack spacing={2}>
      <ListActions
        fetching={query.isFetching}
        onRefresh={list.refresh}
        canExport={Boolean(items?.length)}
        onExport={exportPage}
      />
      {query.isFetching && data !== undefined ? <LinearProgress aria-hidden="true" /> : null}
      <SkippedRowsNotice count={data?.skipped} />
      {items !== null && items.length === 0 ? (
        page > 1 && total > 0 ? (
          <Alert
            severity="info"
            action={
              <Button color="inherit" size="small" onClick={() => list.setPage(lastPage)}>
                {intl.formatMessage({ id: 'money.history.lastPage' })}
              </Button>
            }
          >
            {intl.formatMessage({ id: 'money.history.pageEmpty' })}
          </Alert>
        ) : (
          <NoTransactions />
        )
      ) : (
        <>
          <PagesAhead
            pages={list.pages}
            current={page}
            render={(rows) => (
              <TransactionsTable
                label={intl.formatMessage({ id: 'money.history.tableLabel' })}
                items={rows}
                skeletonRows={Math.min(size, 10)}
              />
            )}
          />
          {data && (
            <TransactionsPager
              count={total}
              page={Math.min(page, lastPage)}
              size={size}
              onPage={list.turnPage}
              onSize={list.changeSize}
            />
          )}
        </>
      )}
    </Stack>
  );
}

function NoTransactions() {
  const intl = useIntl();
  return (
    <Box sx={{ py: 4, textAlign: 'center' }}>
      <Typography sx={{ mb: 2 }}>{intl.formatMessage({ id: 'money.history.empty' })}</Typography>
      <Button component={RouterLink} to={paths.wallet} variant="outlined">
        {intl.formatMessage({ id: 'money.history.toWallet' })}
      </Button>
    </Box>
  );
}
