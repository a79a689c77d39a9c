// The transactions page: the user's transactions a server page at a time (page and size in the
// address, so a reload or a shared link keeps them), and the rewards with their total.
import { memo, useEffect, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { useInstantSearchParams } from '@/lib/hooks/useInstantSearchParams';
import { useStableCallback } from '@/lib/hooks/useStableCallback';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import TablePagination from '@mui/material/TablePagination';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useGetTransactionsQuery, useStakingPrefetch } from '@/api/staking/stakingApi';
import type { Transaction } from '@/api/staking/types';
import { useDocumentTitle } from '@/components/useDocumentTitle';
import { paths } from '@/config/paths';
import { ExactAmount } from '@/components/ExactAmount';
import { SkippedRowsNotice } from '@/components/SkippedRowsNotice';
import { TransactionsTable } from './components/TransactionsTable';
import { useAllTransactions } from './hooks/useAllTransactions';
import { downloadCsv } from '@/lib/csv/csv';
import { transactionsCsv } from './model/csv';
import { isReward, rewardTotals } from './model/rewards';
import { useSignedIn } from '@/lib/session';
import { PageHeader } from '@/components/PageHeader';
import { RetryAlert } from '@/components/RetryAlert';

export const PAGE_SIZES = [10, 20, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 20;

function readPositiveInt(value: string | null): number | null {
  if (value === null || !/^\d{1,6}$/.test(value)) return null;
  const number = Number(value);
  return number >= 1 ? number : null;
}

function ExportButton({ disabled, onExport }: { disabled: boolean; onExport: () => void }) {
  const intl = useIntl();
  return (
    <Button size="small" variant="outlined" disabled={disabled} onClick={onExport}>
      {intl.formatMessage({ id: 'money.history.export' })}
    </Button>
  );
}

/** Downloads `items` as `name`.csv; the same function from page to page, for the memoised actions. */
function useExportCsv(items: readonly Transaction[] | null, name: string): () => void {
  const intl = useIntl();
  return useStableCallback(() => {
    if (items) downloadCsv(`${name}.csv`, transactionsCsv(intl, items));
  });
}

/** Memoised, like ListActions: a refresh or a fetch ahead leaves it alone. */
const Pager = memo(function Pager({
  count,
  page,
  size,
  onPage,
  onSize,
}: {
  count: number;
  page: number;
  size: number;
  onPage: (page: number) => void;
  onSize: (size: number) => void;
}) {
  const intl = useIntl();
  return (
    <TablePagination
      component="div"
      count={count}
      page={page - 1}
      rowsPerPage={size}
      rowsPerPageOptions={[...PAGE_SIZES]}
      onPageChange={(_event, next) => onPage(next + 1)}
      onRowsPerPageChange={(event) => onSize(Number(event.target.value))}
      labelRowsPerPage={intl.formatMessage({ id: 'money.history.perPage' })}
      labelDisplayedRows={({ from, to, count: total }) =>
        intl.formatMessage({ id: 'money.history.displayed' }, { from, to, total })
      }
      getItemAriaLabel={(type) => intl.formatMessage({ id: `money.history.pager.${type}` })}
      showFirstButton
      showLastButton
    />
  );
});

/** Refresh and export above a list, memoised: a new page leaves them alone. */
const ListActions = memo(function ListActions({
  fetching,
  onRefresh,
  canExport,
  onExport,
}: {
  fetching: boolean;
  onRefresh: () => void;
  canExport: boolean;
  onExport: () => void;
}) {
  const intl = useIntl();
  return (
    <Stack direction="row" spacing={1} sx={ACTIONS_SX}>
      <Button size="small" onClick={onRefresh} disabled={fetching}>
        {intl.formatMessage({ id: 'money.history.refresh' })}
      </Button>
      <ExportButton disabled={!canExport} onExport={onExport} />
    </Stack>
  );
});

const ACTIONS_SX = { justifyContent: 'flex-end' } as const;

/** The next page, fetched ahead once this one is on screen: 'Next page' then shows it at once. */
function usePrefetchNextPage(page: number, size: number, hasNext: boolean) {
  const prefetch = useStakingPrefetch('getTransactions');
  useEffect(() => {
    if (!hasNext) return;
    // In a task of its own: the render that shows this page does not wait for it.
    const timer = setTimeout(() => prefetch({ page: page + 1, size }));
    return () => clearTimeout(timer);
  }, [hasNext, page, size, prefetch]);
}

function AllTransactions() {
  const intl = useIntl();
  const [params, setParams] = useInstantSearchParams();
  const requestedSize = readPositiveInt(params.get('size'));
  const size =
    PAGE_SIZES.some((option) => option === requestedSize) && requestedSize !== null ? requestedSize : DEFAULT_PAGE_SIZE;
  const page = readPositiveInt(params.get('page')) ?? 1;
  const query = useGetTransactionsQuery({ page, size });
  // currentData: never the previous page's rows while another page loads.
  const data = query.currentData;
  const failed = !query.isFetching && query.currentData === null;
  usePrefetchNextPage(page, size, Boolean(data) && page * size < (data?.total ?? 0));
  const setPage = useStableCallback((next: number, nextSize = size) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set('page', String(next));
        updated.set('size', String(nextSize));
        return updated;
      },
      { replace: false },
    ),
  );
  const turnPage = useStableCallback((next: number) => setPage(next));
  const changeSize = useStableCallback((next: number) => setPage(1, next));
  const refresh = useStableCallback(() => void query.refetch());
  const items = data?.items ?? null;
  const exportPage = useExportCsv(items, `transactions-page-${page}`);

  if (failed) {
    return (
      <RetryAlert onRetry={() => void query.refetch()} retryLabel={intl.formatMessage({ id: 'money.retry' })}>
        {intl.formatMessage({ id: 'money.history.error' })}
      </RetryAlert>
    );
  }
  const total = data?.total ?? 0;
  const lastPage = Math.max(1, Math.ceil(total / size));

  return (
    <Stack spacing={2}>
      <ListActions
        fetching={query.isFetching}
        onRefresh={refresh}
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
              <Button color="inherit" size="small" onClick={() => setPage(lastPage)}>
                {intl.formatMessage({ id: 'money.history.lastPage' })}
              </Button>
            }
          >
            {intl.formatMessage({ id: 'money.history.pageEmpty' })}
          </Alert>
        ) : (
          <Box sx={{ py: 4, textAlign: 'center' }}>
            <Typography sx={{ mb: 2 }}>{intl.formatMessage({ id: 'money.history.empty' })}</Typography>
            <Button component={RouterLink} to={paths.wallet} variant="outlined">
              {intl.formatMessage({ id: 'money.history.toWallet' })}
            </Button>
          </Box>
        )
      ) : (
        <>
          <TransactionsTable
            label={intl.formatMessage({ id: 'money.history.tableLabel' })}
            items={items}
            skeletonRows={Math.min(size, 10)}
          />
          {data && (
            <Pager count={total} page={Math.min(page, lastPage)} size={size} onPage={turnPage} onSize={changeSize} />
          )}
        </>
      )}
    </Stack>
  );
}

const REWARDS_PAGE_SIZE = 20;

function Rewards() {
  const intl = useIntl();
  const all = useAllTransactions(true);
  const [page, setPage] = useState(1);
  const [size, setSize] = useState(REWARDS_PAGE_SIZE);
  const rewards = all.items?.filter(isReward) ?? null;
  const totals = all.items ? rewardTotals(all.items) : null;
  const shown = rewards ? rewards.slice((page - 1) * size, page * size) : null;
  const exportRewards = useExportCsv(shown, `rewards-page-${page}`);
  if (all.status === 'error') {
    return (
      <RetryAlert onRetry={all.retry} retryLabel={intl.formatMessage({ id: 'money.retry' })}>
        {intl.formatMessage({ id: 'money.rewards.error' })}
      </RetryAlert>
    );
  }

  return (
    <Stack spacing={2}>
      <Card variant="outlined" component="section" aria-label={intl.formatMessage({ id: 'money.rewards.totalTitle' })}>
        <CardContent>
          <Typography variant="subtitle2" component="h3" sx={{ color: 'text.secondary' }}>
            {intl.formatMessage({ id: 'money.rewards.totalTitle' })}
          </Typography>
          {totals === null ? (
            <LinearProgress sx={{ my: 1 }} aria-label={intl.formatMessage({ id: 'money.rewards.loading' })} />
          ) : totals.length === 0 ? (
            <Typography data-testid="rewards-total">{intl.formatMessage({ id: 'money.rewards.totalNone' })}</Typography>
          ) : (
            <Stack
              direction="row"
              spacing={3}
              data-testid="rewards-total"
              sx={{ flexWrap: 'wrap', gap: 2, typography: 'h6' }}
            >
              {totals.map((total) => (
                <span key={total.currency}>
                  <ExactAmount value={total.amount} currency={total.currency} />
                </span>
              ))}
            </Stack>
          )}
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            {intl.formatMessage({ id: 'money.rewards.totalNote' })}
          </Typography>
          {all.partial && (
            <Typography variant="caption" component="p" sx={{ color: 'warning.main' }}>
              {intl.formatMessage({ id: all.partial === 'cap' ? 'money.rewards.partial' : 'money.rewards.incomplete' })}
            </Typography>
          )}
        </CardContent>
      </Card>
      <SkippedRowsNotice count={all.skipped} />
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button size="small" onClick={all.retry} disabled={all.refreshing}>
          {intl.formatMessage({ id: 'money.history.refresh' })}
        </Button>
        <ExportButton disabled={!shown?.length} onExport={exportRewards} />
      </Stack>
      {rewards !== null && rewards.length === 0 ? (
        <Typography sx={{ py: 4, textAlign: 'center' }}>{intl.formatMessage({ id: 'money.rewards.empty' })}</Typography>
      ) : (
        <>
          <TransactionsTable label={intl.formatMessage({ id: 'money.rewards.tableLabel' })} items={shown} />
          {rewards && (
            <Pager
              count={rewards.length}
              page={page}
              size={size}
              onPage={setPage}
              onSize={(next) => {
                setSize(next);
                setPage(1);
              }}
            />
          )}
        </>
      )}
    </Stack>
  );
}

const VIEWS = ['all', 'rewards'] as const;
type View = (typeof VIEWS)[number];

/** The All / Rewards tabs. Memoised: a new page of the list (a new address) does not re-render them. */
const ViewTabs = memo(function ViewTabs({
  id,
  view,
  onChange,
}: {
  id: string;
  view: View;
  onChange: (view: View) => void;
}) {
  const intl = useIntl();
  return (
    <Tabs
      value={view}
      onChange={(_event, next: View) => onChange(next)}
      aria-label={intl.formatMessage({ id: 'money.history.views' })}
      sx={{ mb: 2 }}
    >
      {VIEWS.map((name) => (
        <Tab
          key={name}
          value={name}
          id={`${id}-tab-${name}`}
          aria-controls={`${id}-panel`}
          label={intl.formatMessage({ id: `money.history.view.${name}` })}
        />
      ))}
    </Tabs>
  );
});

export default function TransactionsPage() {
  const intl = useIntl();
  const id = useId();
  const signedIn = useSignedIn();
  const [params, setParams] = useSearchParams();
  const view: View = params.get('view') === 'rewards' ? 'rewards' : 'all';
  const changeView = useStableCallback((next: View) => setParams(next === 'rewards' ? { view: 'rewards' } : {}));
  useDocumentTitle(intl.formatMessage({ id: 'money.history.pageTitle' }));

  return (
    <Stack spacing={3}>
      <PageHeader
        title={intl.formatMessage({ id: 'money.history.title' })}
        action={
          signedIn && (
            <Button component={RouterLink} to={paths.wallet}>
              {intl.formatMessage({ id: 'money.history.toWallet' })}
            </Button>
          )
        }
      />
      {!signedIn ? (
        <Alert severity="warning">{intl.formatMessage({ id: 'money.block.signedOut' })}</Alert>
      ) : (
        <Card>
          <CardContent>
            <ViewTabs id={id} view={view} onChange={changeView} />
            <Box role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${view}`}>
              {view === 'all' ? <AllTransactions /> : <Rewards />}
            </Box>
          </CardContent>
        </Card>
      )}
    </Stack>
  );
}
