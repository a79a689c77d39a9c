// Transactions as a table; callers page the rows. Rows are keyed by useRowKeys, so a new page
// reuses them and a refresh keeps each with its transaction.
import { useIntl } from 'react-intl';
import { Link as RouterLink, generatePath } from 'react-router-dom';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { TransactionType, type Transaction } from '@/api/staking/types';
import { paths } from '@/config/paths';
import { useFormatters } from '@/lib/format';
import { explorerTxUrl } from '../model/explorer';
import { statusMessageId, statusTone, typeMessageId } from '../model/labels';
import { ExactAmount } from '@/components/ExactAmount';
import { dataTableSx } from '@/components/table/dataTableSx';
import { useRowKeys } from '@/lib/hooks/useRowKeys';

export interface TransactionsTableProps {
  /** Accessible name of the table. */
  label: string;
  items: readonly Transaction[] | null;
  /** Rows of skeleton while items is null. */
  skeletonRows?: number;
}

const COLUMNS = ['time', 'type', 'status', 'amount', 'hash'] as const;

/** Deposits and withdrawals happen on chain (a hash comes); the rest stay in the app. */
const ON_CHAIN_TYPES: ReadonlySet<number> = new Set([TransactionType.DEPOSIT, TransactionType.WITHDRAW]);

export function TransactionsTable({ label, items, skeletonRows = 5 }: TransactionsTableProps) {
  const intl = useIntl();
  const format = useFormatters();
  const rowKeys = useRowKeys(items?.map((tx) => tx.id) ?? []);
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Box component="table" sx={dataTableSx} aria-label={label} aria-busy={items === null}>
        <thead>
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} data-align={column === 'amount' ? 'end' : undefined}>
                {intl.formatMessage({ id: `money.table.${column}` })}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {items === null
            ? Array.from({ length: skeletonRows }, (_, index) => (
                <tr key={index} aria-hidden="true">
                  {COLUMNS.map((column) => (
                    <td key={column}>
                      <Skeleton variant="text" />
                    </td>
                  ))}
                </tr>
              ))
            : items.map((tx, index) => {
                const explorer = tx.hash ? explorerTxUrl(tx.chain_id, tx.hash) : null;
                const shortHash = tx.hash ? format.address(tx.hash) : null;
                return (
                  <tr key={rowKeys[index]} data-testid="transaction-row">
                    <td data-nowrap>
                      <time dateTime={tx.created_at}>{format.dateTime(tx.created_at)}</time>
                    </td>
                    <td>{intl.formatMessage({ id: typeMessageId(tx.type) })}</td>
                    <td>
                      <span data-tone={statusTone(tx.status)}>
                        {intl.formatMessage({ id: statusMessageId(tx.status) })}
                      </span>
                    </td>
                    <td data-align="end" data-nowrap>
                      <ExactAmount value={tx.amount} currency={tx.currency_symbol} />
                      {tx.to_currency_symbol && (
                        <span data-muted>
                          {' '}
                          {intl.formatMessage({ id: 'money.table.swapTo' }, { currency: tx.to_currency_symbol })}
                        </span>
                      )}
                    </td>
                    <td data-nowrap>
                      {tx.hash ? (
                        <>
                          <RouterLink
                            to={generatePath(paths.transactionDetail, { hash: tx.hash })}
                            title={tx.hash}
                            aria-label={intl.formatMessage({ id: 'money.table.detailsLabel' }, { hash: shortHash })}
                            dir="ltr"
                            data-monospace
                          >
                            {shortHash}
                          </RouterLink>
                          {explorer && (
                            <>
                              {' · '}
                              <a
                                href={explorer}
                                target="_blank"
                                rel="noopener noreferrer"
                                aria-label={intl.formatMessage(
                                  { id: 'money.table.explorerLabel' },
                                  { hash: shortHash },
                                )}
                              >
                                {intl.formatMessage({ id: 'money.table.explorer' })}
                              </a>
                            </>
                          )}
                        </>
                      ) : (
                        <span data-muted>
                          {intl.formatMessage({
                            id: ON_CHAIN_TYPES.has(tx.type) ? 'money.table.noHash' : 'money.table.offChain',
                          })}
                        </span>
                      )}
                    </td>
                  </tr>
                );
              })}
        </tbody>
      </Box>
    </Box>
  );
}
