/**
 * The transfer history (GET /api/user-balance/transfer-history) with its filters in the
 * address: type (all, in, out), a range of Saigon days, page and size. Only set filters are
 * sent. A failure shows the server's message or 'Failed to fetch transfer history' with a
 * retry; the form above keeps working. The CSV export holds every transfer of the filtered
 * view, not just the page on screen.
 */
import { memo, useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { NavigateOptions } from 'react-router-dom';
import { skipToken } from '@reduxjs/toolkit/query/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TableContainer from '@mui/material/TableContainer';
import TablePagination from '@mui/material/TablePagination';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import { stakingApi, useGetTransferHistoryQuery, useStakingPrefetch } from '@/api/staking/stakingApi';
import type { TransferRecord } from '@/api/staking/types';
import type { ApiError } from '@/api/http';
import { useToast } from '@/components/toast/useToast';
import { dataTableSx } from '@/components/table/dataTableSx';
import { SkippedRowsNotice } from '@/components/SkippedRowsNotice';
import { visuallyHidden } from '@/components/visuallyHidden';
import { useFormatters } from '@/lib/format';
import { useInstantSearchParams } from '@/lib/hooks/useInstantSearchParams';
import { useStableCallback } from '@/lib/hooks/useStableCallback';
import { useAppDispatch } from '@/lib/store/hooks';
import { downloadCsv } from '@/lib/csv/csv';
import { exportFileName, fetchAllTransfers, transfersToCsv } from '../exportTransfers';
import {
  DEFAULT_PAGE_SIZE,
  PAGE_SIZES,
  hasFilters,
  isPlausibleDay,
  isWalletAddress,
  hasRangeError,
  NO_FILTERS,
  readHistoryView,
  toHistoryFilters,
  writeHistoryView,
  type HistoryView,
  type TransferTypeFilter,
} from '../historyView';
import { serverMessage } from '@/api/http';
import { asOneOf } from '@/api/parse';
import { useDraft, type Represents } from '@/lib/hooks/useDraft';
import { useLastSeen } from '@/lib/hooks/useLastSeen';
import { useRowKeys } from '@/lib/hooks/useRowKeys';

const TYPES: readonly TransferTypeFilter[] = ['all', 'in', 'out'];

function HistoryRow({ record }: { record: TransferRecord }) {
  const format = useFormatters();
  const incoming = record.type === 'in';
  const counterparty = incoming ? record.from_wallet_address : record.to_wallet_address;
  return (
    <tr data-transfer-id={record.id}>
      <td data-nowrap>
        <time dateTime={record.created_at}>{format.dateTime(record.created_at)}</time>
      </td>
      <td>
        <FormattedMessage id={incoming ? 'transfers.history.in' : 'transfers.history.out'} />
      </td>
      <td data-nowrap>
        <span title={counterparty} data-monospace>
          <FormattedMessage
            id={incoming ? 'transfers.history.fromAddress' : 'transfers.history.toAddress'}
            values={{ address: <bdi dir="ltr">{format.address(counterparty)}</bdi> }}
          />
        </span>
      </td>
      <td data-align="end" data-nowrap data-tone-text={incoming ? 'in' : undefined}>
        <FormattedMessage
          id={incoming ? 'transfers.history.amountIn' : 'transfers.history.amountOut'}
          values={{ votes: format.integer(record.amount) }}
        />
      </td>
    </tr>
  );
}

// The data table's look, and incoming votes in the success colour.
const HISTORY_TABLE_SX = (theme: Theme) => ({
  ...dataTableSx(theme),
  '& td[data-tone-text="in"]': { color: theme.palette.success.main },
});

/** The user's own address, committed: trimmed, in any case. */
const sameWallet: Represents = (draft, committed) => draft.trim().toLowerCase() === committed.toLowerCase();

/**
 * The wallet filter: what is typed stays in the field; only a valid address (or nothing) reaches
 * the address bar and the request, anything else shows why it is not one.
 */
function WalletFilter({
  wallet,
  onChange,
}: {
  wallet: string | null;
  onChange: (wallet: `0x${string}` | null) => void;
}) {
  const intl = useIntl();
  const [draft, setDraft] = useDraft(wallet ?? '', sameWallet);
  const text = draft.trim();
  const invalid = text !== '' && !isWalletAddress(text);
  return (
    <TextField
      size="small"
      label={intl.formatMessage({ id: 'transfers.filters.wallet' })}
      value={draft}
      placeholder="0x…"
      error={invalid}
      helperText={
        invalid
          ? intl.formatMessage({ id: 'transfers.filters.wallet.invalid' })
          : intl.formatMessage({ id: 'transfers.filters.wallet.hint' })
      }
      onChange={(event) => {
        setDraft(event.target.value);
        const next = event.target.value.trim();
        if (next === '') onChange(null);
        else if (isWalletAddress(next)) onChange(next);
      }}
      slotProps={{ htmlInput: { dir: 'ltr', spellCheck: false, autoComplete: 'off', maxLength: 64 } }}
      sx={{ minWidth: { sm: 300 } }}
    />
  );
}

/**
 * A bound of the range. A date field reports each key of the year (0002-11-01 while typing
 * 2026): what is typed stays in the field, and only a plausible day, or nothing (no bound),
 * reaches the address bar and the request.
 */
function DayFilter({
  label,
  day,
  error,
  onChange,
}: {
  label: string;
  day: string | null;
  error: boolean;
  onChange: (day: string | null) => void;
}) {
  const [draft, setDraft] = useDraft(day ?? '');
  return (
    <TextField
      type="date"
      size="small"
      label={label}
      value={draft}
      onChange={(event) => {
        const next = event.target.value;
        setDraft(next);
        if (next === '') onChange(null);
        else if (isPlausibleDay(next)) onChange(next);
      }}
      error={error}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
}

/**
 * The filters of the history. Memoised: a new page of the history (a new address) does not
 * re-render its fields.
 */
const HistoryFilters = memo(function HistoryFilters({
  type,
  wallet,
  from,
  to,
  filtered,
  rangeError,
  update,
}: {
  type: TransferTypeFilter;
  wallet: `0x${string}` | null;
  from: string | null;
  to: string | null;
  filtered: boolean;
  rangeError: boolean;
  update: (change: Partial<HistoryView>) => void;
}) {
  const intl = useIntl();
  return (
    <Stack
      component="fieldset"
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ border: 0, p: 0, m: 0, alignItems: { sm: 'flex-start' } }}
    >
      <Box component="legend" sx={visuallyHidden}>
        <FormattedMessage id="transfers.filters.legend" />
      </Box>
      <TextField
        select
        size="small"
        label={intl.formatMessage({ id: 'transfers.filters.type' })}
        value={type}
        onChange={(event) => {
          const type = asOneOf(TYPES, event.target.value);
          if (type) update({ type });
        }}
        sx={{ minWidth: 160 }}
      >
        {TYPES.map((type) => (
          <MenuItem key={type} value={type}>
            <FormattedMessage id={`transfers.filters.type.${type}`} />
          </MenuItem>
        ))}
      </TextField>
      <WalletFilter wallet={wallet} onChange={(wallet) => update({ wallet })} />
      <DayFilter
        label={intl.formatMessage({ id: 'transfers.filters.from' })}
        day={from}
        error={rangeError}
        onChange={(from) => update({ from })}
      />
      <DayFilter
        label={intl.formatMessage({ id: 'transfers.filters.to' })}
        day={to}
        error={rangeError}
        onChange={(to) => update({ to })}
      />
      {filtered && (
        <Button onClick={() => update(NO_FILTERS)} sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}>
          <FormattedMessage id="transfers.filters.clear" />
        </Button>
      )}
    </Stack>
  );
});

export function TransferHistory() {
  const intl = useIntl();
  const toast = useToast();
  const format = useFormatters();
  const dispatch = useAppDispatch();
  const headingId = useId();
  const [searchParams, setSearchParams] = useInstantSearchParams();
  const view = readHistoryView(searchParams);
  const rangeError = hasRangeError(view);
  const query = useGetTransferHistoryQuery(rangeError ? skipToken : toHistoryFilters(view));
  const [exporting, setExporting] = useState(false);

  // The address as last asked for: react-router's setSearchParams(fn) hands fn the params of the
  // last render, so two quick changes (From, then To) would lose the first one.
  const latestParams = useRef(searchParams);
  useLayoutEffect(() => {
    latestParams.current = searchParams;
  }, [searchParams]);
  // The same function across addresses, for the memoised filters.
  const changeView = useStableCallback((change: Partial<HistoryView>, options?: NavigateOptions) => {
    const next = writeHistoryView({ ...readHistoryView(latestParams.current), ...change });
    latestParams.current = next;
    setSearchParams(next, options);
  });
  const update = useCallback(
    // A new filter starts again at the first page; the address is replaced, not stacked.
    (change: Partial<HistoryView>) => changeView({ page: null, ...change }, { replace: true }),
    [changeView],
  );

  // Rows of other filters never stand in for these (currentData). While another page of the same
  // filters loads (one not fetched ahead), the last page stays, dimmed, with the pagination: the
  // focus on 'Next page' stays where it was.
  const filtersKey = JSON.stringify({ ...toHistoryFilters(view), page: undefined, size: undefined });
  const data = useLastSeen(query.currentData, filtersKey) ?? undefined;
  // A new page reuses the rows; a refresh keeps each row with its transfer (see useRowKeys).
  const rowKeys = useRowKeys(data?.items.map((record) => record.id) ?? []);
  const page = data?.page ?? view.page ?? 1;
  const size = view.size ?? data?.size ?? DEFAULT_PAGE_SIZE;
  // The next page, fetched ahead with the same filters: 'Next page' then shows it at once.
  const prefetch = useStakingPrefetch('getTransferHistory');
  const hasNextPage = !rangeError && data !== undefined && page * size < data.total;
  // Keyed by the params' text: shown ahead, then in the address, they are two objects for one view.
  const viewKey = searchParams.toString();
  useEffect(() => {
    if (hasNextPage) prefetch(toHistoryFilters({ ...readHistoryView(new URLSearchParams(viewKey)), page: page + 1 }));
  }, [hasNextPage, viewKey, page, prefetch]);
  const rowsPerPage = (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE;

  async function exportCsv() {
    setExporting(true);
    const filters = { ...toHistoryFilters(view), page: undefined, size: undefined };
    try {
      const { records, truncated } = await fetchAllTransfers((exportPage, exportSize) =>
        dispatch(
          stakingApi.endpoints.getTransferHistory.initiate(
            { ...filters, page: exportPage, size: exportSize },
            { subscribe: false, forceRefetch: true },
          ),
        ).unwrap(),
      );
      const csv = transfersToCsv(records, {
        header: ['date', 'timestamp', 'direction', 'from', 'to', 'votes'].map((column) =>
          intl.formatMessage({ id: `transfers.csv.${column}` }),
        ),
        direction: (type) =>
          intl.formatMessage({ id: type === 'in' ? 'transfers.history.in' : 'transfers.history.out' }),
        date: (iso) => format.dateTime(iso),
      });
      downloadCsv(exportFileName(view), csv);
      if (truncated)
        toast.warning(
          intl.formatMessage(
            { id: 'transfers.export.truncated' },
            { count: records.length, rows: format.integer(records.length) },
          ),
        );
      else
        toast.success(
          intl.formatMessage(
            { id: 'transfers.export.done' },
            { count: records.length, rows: format.integer(records.length) },
          ),
        );
    } catch (error) {
      toast.error(serverMessage(error, intl) ?? intl.formatMessage({ id: 'transfers.export.failed' }));
    } finally {
      setExporting(false);
    }
  }

  const errorText = query.isError
    ? (serverMessage(query.error as ApiError, intl) ?? intl.formatMessage({ id: 'transfers.history.failed' }))
    : null;

  let body;
  if (rangeError) {
    body = (
      <Alert severity="warning">
        <FormattedMessage id="transfers.filters.rangeError" />
      </Alert>
    );
  } else if (query.isError) {
    body = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void query.refetch()}>
            <FormattedMessage id="transfers.retry" />
          </Button>
        }
      >
        {errorText}
      </Alert>
    );
  } else if (!data) {
    body = (
      <Box aria-busy="true">
        <Box role="status" sx={visuallyHidden}>
          <FormattedMessage id="transfers.history.loading" />
        </Box>
        {Array.from({ length: 5 }, (_, index) => (
          <Skeleton key={index} height={44} aria-hidden="true" />
        ))}
      </Box>
    );
  } else if (data.items.length === 0) {
    const pastEnd = data.total > 0;
    const filtered = hasFilters(view);
    body = (
      <Stack spacing={1.5} role="status" sx={{ py: 4, alignItems: 'center', textAlign: 'center' }}>
        <Typography sx={{ color: 'text.secondary' }}>
          <FormattedMessage
            id={
              pastEnd ? 'transfers.history.pastEnd' : filtered ? 'transfers.history.noMatch' : 'transfers.history.empty'
            }
          />
        </Typography>
        {pastEnd ? (
          <Button variant="outlined" onClick={() => update({})}>
            <FormattedMessage id="transfers.history.firstPage" />
          </Button>
        ) : (
          filtered && (
            <Button variant="outlined" onClick={() => update(NO_FILTERS)}>
              <FormattedMessage id="transfers.filters.clear" />
            </Button>
          )
        )}
      </Stack>
    );
  } else {
    body = (
      <>
        <TableContainer sx={{ opacity: query.isFetching ? 0.7 : 1 }} aria-busy={query.isFetching}>
          <Box component="table" sx={HISTORY_TABLE_SX}>
            <caption style={visuallyHidden}>{intl.formatMessage({ id: 'transfers.history.caption' })}</caption>
            <thead>
              <tr>
                <th>
                  <FormattedMessage id="transfers.history.date" />
                </th>
                <th>
                  <FormattedMessage id="transfers.history.direction" />
                </th>
                <th>
                  <FormattedMessage id="transfers.history.counterparty" />
                </th>
                <th data-align="end">
                  <FormattedMessage id="transfers.history.votes" />
                </th>
              </tr>
            </thead>
            <tbody>
              {data.items.map((record, index) => (
                <HistoryRow key={rowKeys[index]} record={record} />
              ))}
            </tbody>
          </Box>
        </TableContainer>
        <TablePagination
          component="div"
          count={data.total}
          page={Math.max(0, page - 1)}
          rowsPerPage={rowsPerPage}
          rowsPerPageOptions={[...PAGE_SIZES]}
          onPageChange={(_event, next) => changeView({ page: next + 1 })}
          onRowsPerPageChange={(event) => update({ size: Number(event.target.value) })}
          labelRowsPerPage={intl.formatMessage({ id: 'transfers.pagination.rowsPerPage' })}
          labelDisplayedRows={({ from, to, count }) =>
            intl.formatMessage(
              { id: 'transfers.pagination.displayed' },
              { from: format.integer(from), to: format.integer(to), count: format.integer(count) },
            )
          }
          getItemAriaLabel={(type) => intl.formatMessage({ id: `transfers.pagination.${type}` })}
          sx={{ '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', pl: 0 } }}
        />
      </>
    );
  }

  return (
    <Stack component="section" spacing={2} aria-labelledby={headingId}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <Typography id={headingId} variant="h6" component="h2">
          <FormattedMessage id="transfers.history.title" />
        </Typography>
        <Button
          variant="outlined"
          onClick={() => void exportCsv()}
          disabled={exporting || rangeError || !data || data.total === 0}
          aria-busy={exporting}
        >
          <FormattedMessage id={exporting ? 'transfers.export.working' : 'transfers.export.button'} />
        </Button>
      </Stack>
      <HistoryFilters
        type={view.type}
        wallet={view.wallet}
        from={view.from}
        to={view.to}
        filtered={hasFilters(view)}
        rangeError={rangeError}
        update={update}
      />
      <Typography variant="caption" sx={{ color: 'text.secondary' }}>
        <FormattedMessage id="transfers.filters.timeZone" />
      </Typography>
      {!rangeError && !query.isError && <SkippedRowsNotice count={data?.skipped} />}
      {body}
    </Stack>
  );
}
