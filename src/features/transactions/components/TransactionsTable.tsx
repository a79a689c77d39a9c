/**
 * Transactions as a table: time (Asia/Saigon), type, status, amount (a swap names what it was
 * swapped to), and the hash with a link to the detail view and to the block explorer. Loading
 * shows skeleton rows; the rows given are all rendered, so callers page them.
 */
import { useIntl } from 'react-intl';
import { Link as RouterLink, generatePath } from 'react-router-dom';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { TransactionType, type Transaction } from '@/api/staking/types';
import { paths } from '@/config/paths';
import { useFormatters } from '@/lib/format';
import { explorerTxUrl } from '../model/explorer';
import { typeMessageId } from '../model/labels';
import { ExactAmount } from '@/components/ExactAmount';
import { StatusChip } from './StatusChip';

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
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={label} aria-busy={items === null}>
        <TableHead>
          <TableRow>
            {COLUMNS.map((column) => (
              <TableCell key={column} align={column === 'amount' ? 'right' : 'left'} sx={{ whiteSpace: 'nowrap' }}>
                {intl.formatMessage({ id: `money.table.${column}` })}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {items === null
            ? Array.from({ length: skeletonRows }, (_, index) => (
                <TableRow key={index} aria-hidden="true">
                  {COLUMNS.map((column) => (
                    <TableCell key={column}>
                      <Skeleton variant="text" />
                    </TableCell>
                  ))}
                </TableRow>
              ))
            : items.map((tx) => {
                const explorer = tx.hash ? explorerTxUrl(tx.chain_id, tx.hash) : null;
                return (
                  <TableRow key={tx.id} data-testid="transaction-row">
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      <time dateTime={tx.created_at}>{format.dateTime(tx.created_at)}</time>
                    </TableCell>
                    <TableCell>{intl.formatMessage({ id: typeMessageId(tx.type) })}</TableCell>
                    <TableCell>
                      <StatusChip status={tx.status} />
                    </TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      <ExactAmount value={tx.amount} currency={tx.currency_symbol} />
                      {tx.to_currency_symbol && (
                        <Box component="span" sx={{ color: 'text.secondary' }}>
                          {' '}
                          {intl.formatMessage({ id: 'money.table.swapTo' }, { currency: tx.to_currency_symbol })}
                        </Box>
                      )}
                    </TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      {tx.hash ? (
                        <>
                          <Link
                            component={RouterLink}
                            to={generatePath(paths.transactionDetail, { hash: tx.hash })}
                            title={tx.hash}
                            aria-label={intl.formatMessage(
                              { id: 'money.table.detailsLabel' },
                              { hash: format.address(tx.hash) },
                            )}
                            dir="ltr"
                            sx={{ fontFamily: 'monospace' }}
                          >
                            {format.address(tx.hash)}
                          </Link>
                          {explorer && (
                            <>
                              {' · '}
                              <Link
                                href={explorer}
                                target="_blank"
                                rel="noopener noreferrer"
                                aria-label={intl.formatMessage(
                                  { id: 'money.table.explorerLabel' },
                                  { hash: format.address(tx.hash) },
                                )}
                              >
                                {intl.formatMessage({ id: 'money.table.explorer' })}
                              </Link>
                            </>
                          )}
                        </>
                      ) : (
                        <Box component="span" sx={{ color: 'text.secondary' }}>
                          {intl.formatMessage({
                            id: ON_CHAIN_TYPES.has(tx.type) ? 'money.table.noHash' : 'money.table.offChain',
                          })}
                        </Box>
                      )}
                    </TableCell>
                  </TableRow>
                );
              })}
        </TableBody>
      </Table>
    </Box>
  );
}
