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
import type { AccountDialogModel } from '../../model/account/useAccountDialog';
import type { RecentTransactionStatus } from '../../model/account/recentTransactions';
import { ErrorIcon, ExternalLinkIcon, SuccessIcon } from '../walletIcons';

const STATUS_IDS: Readonly<Record<RecentTransactionStatus, string>> = {
  pending: 'wallet.transactions.status.pending',
  processing: 'wallet.transactions.status.processing',
  refused: 'wallet.transactions.status.refused',
  confirmed: 'wallet.transactions.status.confirmed',
  failed: 'wallet.transactions.status.failed',
  cancelled: 'wallet.transactions.status.cancelled',
  replaced: 'wallet.transactions.status.replaced',
};
const PROBLEMS: readonly RecentTransactionStatus[] = ['refused', 'failed', 'cancelled', 'replaced'];

type TransactionsProps = Pick<
  AccountDialogModel,
  'shownTransactions' | 'clearTransactions' | 'explorerUrl' | 'explorerName'
> & { address: string };
type ShownTransaction = TransactionsProps['shownTransactions'][number];

export function AccountTransactions(props: TransactionsProps) {
  const { address, shownTransactions: shown, clearTransactions, explorerUrl, explorerName } = props;
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography id={headingId} component="h3" variant="subtitle2" sx={{ fontWeight: 700 }}>
          <FormattedMessage id="wallet.transactions.title" />
        </Typography>
        {clearTransactions && (
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
            <TransactionRow key={transaction.hash} transaction={transaction} />
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

function StatusIcon({ status }: { status: RecentTransactionStatus }) {
  if (status === 'confirmed') return <SuccessIcon fontSize="small" color="success" aria-hidden="true" />;
  if (PROBLEMS.includes(status)) return <ErrorIcon fontSize="small" color="error" aria-hidden="true" />;
  return <CircularProgress size={18} aria-hidden="true" />;
}

function TransactionRow({ transaction }: { transaction: ShownTransaction }) {
  const intl = useIntl();
  const { explorerUrl } = transaction;
  const status = intl.formatMessage({ id: STATUS_IDS[transaction.status] });
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
        <Typography
          variant="caption"
          sx={{ color: PROBLEMS.includes(transaction.status) ? 'error.main' : 'text.secondary' }}
        >
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
