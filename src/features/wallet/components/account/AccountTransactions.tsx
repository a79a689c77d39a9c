// The account's most recent transactions, each with its status and explorer link, and Clear.
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import type { AccountDialogModel } from '../../hooks/useAccountDialog';
import type { RecentTransaction, TransactionStatus } from '../../transactions/transactionStore';
import { ErrorIcon, ExternalLinkIcon, SuccessIcon } from '../walletIcons';

const STATUS_IDS: Readonly<Record<TransactionStatus, string>> = {
  pending: 'wallet.transactions.status.pending',
  confirmed: 'wallet.transactions.status.confirmed',
  failed: 'wallet.transactions.status.failed',
};
const REPLACED_IDS = {
  cancelled: 'wallet.transactions.status.cancelled',
  replaced: 'wallet.transactions.status.replaced',
} as const;

type TransactionsProps = Pick<
  AccountDialogModel,
  'transactions' | 'shownTransactions' | 'clearTransactions' | 'explorerUrl' | 'explorerName'
> & { address: string };

export function AccountTransactions(props: TransactionsProps) {
  const { address, transactions, shownTransactions: shown, clearTransactions, explorerUrl, explorerName } = props;
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography id={headingId} component="h3" variant="subtitle2" sx={{ fontWeight: 700 }}>
          <FormattedMessage id="wallet.transactions.title" />
        </Typography>
        {transactions.length > 0 && (
          <Button size="small" onClick={clearTransactions}>
            <FormattedMessage id="wallet.transactions.clear" />
          </Button>
        )}
      </Box>
      {shown.length === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary', py: 1 }}>
          <FormattedMessage id="wallet.transactions.empty" />
        </Typography>
      ) : (
        <List dense disablePadding>
          {shown.map((transaction) => (
            <TransactionRow key={transaction.hash} transaction={transaction} explorerUrl={explorerUrl} />
          ))}
        </List>
      )}
      {explorerUrl && (
        <Link
          href={`${explorerUrl}/address/${address}`}
          target="_blank"
          rel="noopener noreferrer"
          variant="body2"
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mt: 1 }}
        >
          <FormattedMessage id="wallet.account.viewOnExplorer" values={{ explorer: explorerName }} />
          <ExternalLinkIcon sx={{ fontSize: 16 }} aria-hidden="true" />
        </Link>
      )}
    </Box>
  );
}

function StatusIcon({ status }: { status: TransactionStatus }) {
  if (status === 'pending') return <CircularProgress size={18} aria-hidden="true" />;
  if (status === 'confirmed') return <SuccessIcon fontSize="small" color="success" aria-hidden="true" />;
  return <ErrorIcon fontSize="small" color="error" aria-hidden="true" />;
}

function TransactionRow({
  transaction,
  explorerUrl,
}: {
  transaction: RecentTransaction;
  explorerUrl: string | undefined;
}) {
  const intl = useIntl();
  const status = intl.formatMessage({
    id: transaction.replaced ? REPLACED_IDS[transaction.replaced] : STATUS_IDS[transaction.status],
  });
  return (
    <ListItem disableGutters sx={{ gap: 1.5, alignItems: 'center' }}>
      <StatusIcon status={transaction.status} />
      <Box sx={{ minWidth: 0, flexGrow: 1 }}>
        <Typography
          variant="body2"
          sx={{ fontWeight: 600, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
        >
          {transaction.description}
        </Typography>
        <Typography variant="caption" sx={{ color: transaction.status === 'failed' ? 'error.main' : 'text.secondary' }}>
          {status}
        </Typography>
      </Box>
      {explorerUrl && (
        <Link
          href={`${explorerUrl}/tx/${transaction.hash}`}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={intl.formatMessage(
            { id: 'wallet.transactions.viewLabel' },
            { description: transaction.description },
          )}
          sx={{ lineHeight: 0 }}
        >
          <ExternalLinkIcon fontSize="small" />
        </Link>
      )}
    </ListItem>
  );
}
