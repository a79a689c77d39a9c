/**
 * A page of the transfer history as a table, and its pager (the shared one, src/components/table/Pager). Rows and pager are memoised: a
 * change elsewhere on the page (the address catching up, a filter typed) leaves them alone.
 */
import { memo, useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Theme } from '@mui/material/styles';
import type { TransferRecord } from '@/api/staking/types';
import { themeStyles, useThemeClass } from '@/components/mui/themeStyles';
import { dataTableSx } from '@/components/table/dataTableSx';
import { visuallyHidden } from '@/components/visuallyHidden';
import { useFormatters } from '@/lib/format';
import { useRowKeys } from '@/lib/hooks/useRowKeys';
import { Pager, type PagerLabels, type PagerProps } from '@/components/table/Pager';

const HistoryRow = memo(function HistoryRow({ record }: { record: TransferRecord }) {
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
});

// The data table's look, and incoming votes in the success colour.
const tableStyles = themeStyles((theme: Theme) => ({
  ...dataTableSx(theme),
  '& td[data-tone-text="in"]': { color: theme.palette.success.main },
}));

// While another page loads, the last one stays, dimmed (one style rule, not one per state).
const containerStyles = themeStyles({ width: '100%', overflowX: 'auto', '&[aria-busy="true"]': { opacity: 0.7 } });

export const HistoryTable = memo(function HistoryTable(props: { items: readonly TransferRecord[]; fetching: boolean }) {
  const intl = useIntl();
  const containerClass = useThemeClass(containerStyles);
  const tableClass = useThemeClass(tableStyles);
  // A new page reuses the rows; a refresh keeps each row with its transfer (see useRowKeys).
  const rowKeys = useRowKeys(props.items.map((record) => record.id));
  return (
    <div className={containerClass} aria-busy={props.fetching}>
      <table className={tableClass}>
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
          {props.items.map((record, index) => (
            <HistoryRow key={rowKeys[index]} record={record} />
          ))}
        </tbody>
      </table>
    </div>
  );
});

/** The shared pager with the history's labels, its counts formatted. */
export const HistoryPager = memo(function HistoryPager(props: Omit<PagerProps, 'labels' | 'firstLast'>) {
  const intl = useIntl();
  const format = useFormatters();
  const labels = useMemo<PagerLabels>(
    () => ({
      rowsPerPage: intl.formatMessage({ id: 'transfers.pagination.rowsPerPage' }),
      displayed: ({ from, to, count }) =>
        intl.formatMessage(
          { id: 'transfers.pagination.displayed' },
          { from: format.integer(from), to: format.integer(to), count: format.integer(count) },
        ),
      item: (type) => intl.formatMessage({ id: `transfers.pagination.${type}` }),
    }),
    [intl, format],
  );
  return <Pager {...props} labels={labels} />;
});
