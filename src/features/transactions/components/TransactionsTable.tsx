// Transactions as a table; callers page the rows. Rows are keyed by useRowKeys, so a new page
// reuses them and a refresh keeps each with its transaction; each row renders again only when
// its transaction changes (docs/performance.md#lists-and-page-changes).
import { memo } from 'react';
import { useIntl } from 'react-intl';
import { generatePath } from 'react-router-dom';
import Skeleton from '@mui/material/Skeleton';
import { TransactionType, type Transaction } from '@/api/staking/types';
import { paths } from '@/config/paths';
import { useFormatters } from '@/lib/format';
import { explorerTxUrl } from '../model/explorer';
import { statusMessageId, statusTone, typeMessageId } from '../model/labels';
import { ExactAmount } from '@/components/ExactAmount';
import { themeStyles, useThemeClass } from '@/components/mui/themeStyles';
import { dataTableSx } from '@/components/table/dataTableSx';
import { useInAppLinks } from '@/lib/hooks/useInAppLinks';
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

const tableStyles = themeStyles(dataTableSx);
const SCROLL_STYLE = { overflowX: 'auto' } as const;

export const TransactionsTable = memo(function TransactionsTable({
  label,
  items,
  skeletonRows = 5,
}: TransactionsTableProps) {
  const intl = useIntl();
  const tableClass = useThemeClass(tableStyles);
  const linksRef = useInAppLinks();
  const rowKeys = useRowKeys(items?.map((tx) => tx.id) ?? []);
  return (
    <div style={SCROLL_STYLE}>
      <table className={tableClass} aria-label={label} aria-busy={items === null}>
        <thead>
          <tr>
            {COLUMNS.map((column) => (
              <th key={column} data-align={column === 'amount' ? 'end' : undefined}>
                {intl.formatMessage({ id: `money.table.${column}` })}
              </th>
            ))}
          </tr>
        </thead>
        <tbody ref={linksRef}>
          {items === null
            ? Array.from({ length: skeletonRows }, (_, index) => <SkeletonRow key={index} />)
            : items.map((tx, index) => <TransactionRow key={rowKeys[index]} tx={tx} />)}
        </tbody>
      </table>
    </div>
  );
});

function SkeletonRow() {
  return (
    <tr aria-hidden="true">
      {COLUMNS.map((column) => (
        <td key={column}>
          <Skeleton variant="text" />
        </td>
      ))}
    </tr>
  );
}

const TransactionRow = memo(function TransactionRow({ tx }: { tx: Transaction }) {
  const intl = useIntl();
  const format = useFormatters();
  return (
    <tr data-testid="transaction-row">
      <td data-nowrap>
        <time dateTime={tx.created_at}>{format.dateTime(tx.created_at)}</time>
      </td>
      <td>{intl.formatMessage({ id: typeMessageId(tx.type) })}</td>
      <td>
        <span data-tone={statusTone(tx.status)}>{intl.formatMessage({ id: statusMessageId(tx.status) })}</span>
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
          <HashLinks hash={tx.hash} chainId={tx.chain_id} />
        ) : (
          <span data-muted>
            {intl.formatMessage({ id: ON_CHAIN_TYPES.has(tx.type) ? 'money.table.noHash' : 'money.table.offChain' })}
          </span>
        )}
      </td>
    </tr>
  );
});

/** The transaction's details in the app (an in-app link, see useInAppLinks) and on the explorer. */
function HashLinks({ hash, chainId }: { hash: string; chainId: Transaction['chain_id'] }) {
  const intl = useIntl();
  const format = useFormatters();
  const explorer = explorerTxUrl(chainId, hash);
  const shortHash = format.address(hash);
  return (
    <>
      <a
        href={generatePath(paths.transactionDetail, { hash })}
        data-in-app
        title={hash}
        aria-label={intl.formatMessage({ id: 'money.table.detailsLabel' }, { hash: shortHash })}
        dir="ltr"
        data-monospace
      >
        {shortHash}
      </a>
      {explorer && (
        <>
          {' · '}
          <a
            href={explorer}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={intl.formatMessage({ id: 'money.table.explorerLabel' }, { hash: shortHash })}
          >
            {intl.formatMessage({ id: 'money.table.explorer' })}
          </a>
        </>
      )}
    </>
  );
}
