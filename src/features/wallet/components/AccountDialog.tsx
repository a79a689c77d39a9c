// The account dialog: the account, its balance and network, verification when missing, a fee
// warning, the three most recent transactions, disconnect.
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatUnits } from 'viem';
import { useConnection, useDisconnect } from 'wagmi';
import { useSessionPeer } from '../hooks/useSessionPeer';
import { closeDialog } from '@/components/dialog/dialogStore';
import { visuallyHidden } from '@/components/visuallyHidden';
import { moneyText, shortenAddress } from '@/lib/format';
import { useCopyToClipboard } from '@/lib/hooks/useCopyToClipboard';
import { useAccountBalance } from '../hooks/useAccountBalance';
import { useLowFeeBalance } from '../hooks/useLowFeeBalance';
import { useNameLookup } from '@/lib/wallet/nameLookup';
import { useClearRecentTransactions, useRecentTransactions } from '../transactions/TransactionStoreProvider';
import type { RecentTransaction, TransactionStatus } from '../transactions/transactionStore';
import { AccountAvatar } from './AccountAvatar';
import { WalletDialog } from './WalletDialog';
import { WALLET_DIALOGS } from './walletDialogs';
import {
  CheckIcon,
  CopyIcon,
  DisconnectIcon,
  ErrorIcon,
  ExternalLinkIcon,
  ShieldIcon,
  SuccessIcon,
  SwapIcon,
} from './walletIcons';
import { knownChainName } from '@/lib/chains/chainNames';

/** The account dialog lists this many (SPEC.md section 9). */
export const TRANSACTIONS_SHOWN = 3;

export interface AccountDialogProps {
  onExited?: () => void;
  compact: boolean;
  /** Shown when the connected account still needs verifying. */
  onVerify?: (() => void) | undefined;
  onSwitchNetwork: () => void;
}

const STATUS_IDS: Readonly<Record<TransactionStatus, string>> = {
  pending: 'wallet.transactions.status.pending',
  confirmed: 'wallet.transactions.status.confirmed',
  failed: 'wallet.transactions.status.failed',
};
const REPLACED_IDS = {
  cancelled: 'wallet.transactions.status.cancelled',
  replaced: 'wallet.transactions.status.replaced',
} as const;

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

export default function AccountDialog({ onExited, compact, onVerify, onSwitchNetwork }: AccountDialogProps) {
  const intl = useIntl();
  const connection = useConnection();
  const address = connection.status === 'connected' ? connection.address : undefined;
  const { name, label } = useNameLookup(address);
  const peer = useSessionPeer(connection.status === 'connected' ? connection.connector : undefined);
  const balance = useAccountBalance();
  const lowFee = useLowFeeBalance();
  const balanceSymbol = connection.chain?.nativeCurrency.symbol ?? 'BNB';
  const { copied, copy } = useCopyToClipboard();
  const { mutateAsync: disconnectAsync, isPending: disconnecting } = useDisconnect();
  const transactions = useRecentTransactions();
  const clearTransactions = useClearRecentTransactions();
  const explorerUrl = connection.chain?.blockExplorers?.default.url.replace(/\/+$/, '');
  const shown = transactions.slice(0, TRANSACTIONS_SHOWN);
  const transactionsHeadingId = useId();

  const disconnect = async () => {
    await disconnectAsync().catch(() => undefined);
    closeDialog(WALLET_DIALOGS.account);
  };

  return (
    <WalletDialog
      name={WALLET_DIALOGS.account}
      mountWhenIdle
      onExited={onExited}
      compact={compact}
      title={<FormattedMessage id="wallet.account.title" />}
      data-testid="account-dialog"
    >
      {address && (
        <Stack spacing={2} sx={{ py: 1 }}>
          <Stack spacing={0.5} sx={{ alignItems: 'center', textAlign: 'center' }}>
            <AccountAvatar address={address} size={72} />
            <Typography
              component="p"
              variant="h6"
              sx={{ fontWeight: 700, pt: 1 }}
              title={address}
              data-testid="account-name"
            >
              {label}
            </Typography>
            {name && (
              <Typography variant="body2" sx={{ color: 'text.secondary' }} aria-hidden="true">
                {shortenAddress(address)}
              </Typography>
            )}
            <Box component="span" sx={visuallyHidden}>
              <FormattedMessage id="wallet.account.fullAddress" values={{ address }} />
            </Box>
            {peer && (
              // The wallet's own words and picture: text and an <img>, never markup.
              <Box
                data-testid="account-peer"
                sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'text.secondary' }}
              >
                {peer.icon && (
                  <Box
                    component="img"
                    src={peer.icon}
                    alt=""
                    referrerPolicy="no-referrer"
                    sx={{ width: 20, height: 20, borderRadius: 1, objectFit: 'cover' }}
                  />
                )}
                <Typography variant="body2">
                  <FormattedMessage id="wallet.account.connectedWith" values={{ wallet: peer.name }} />
                </Typography>
              </Box>
            )}
            <Typography variant="body1" sx={{ color: 'text.secondary' }} data-testid="account-balance">
              {/* Left to right in Arabic too ('5 tBNB'). */}
              <bdi dir="ltr">{balance.text ?? (balance.loading ? '…' : '')}</bdi>
            </Typography>
          </Stack>

          {lowFee && (
            <Alert severity="warning" data-testid="account-low-bnb">
              <FormattedMessage
                id="wallet.account.lowBnb"
                values={{ fee: moneyText(intl, formatUnits(lowFee.fee, 18), balanceSymbol, { maxFractionDigits: 18 }) }}
              />
            </Alert>
          )}

          {onVerify && (
            <Box
              sx={{
                p: 1.5,
                borderRadius: 3,
                bgcolor: 'warning.main',
                color: 'warning.contrastText',
                display: 'flex',
                gap: 1.5,
                alignItems: 'center',
              }}
            >
              <ShieldIcon aria-hidden="true" />
              <Typography variant="body2" sx={{ flexGrow: 1 }}>
                <FormattedMessage id="wallet.account.notVerified" />
              </Typography>
              <Button
                size="small"
                variant="contained"
                color="inherit"
                onClick={onVerify}
                sx={{ color: 'text.primary' }}
              >
                <FormattedMessage id="wallet.account.verify" />
              </Button>
            </Box>
          )}

          <Stack direction="row" spacing={1}>
            <Button
              fullWidth
              variant="outlined"
              startIcon={copied ? <CheckIcon /> : <CopyIcon />}
              onClick={() => void copy(address)}
            >
              <FormattedMessage id={copied ? 'wallet.account.copied' : 'wallet.account.copy'} />
            </Button>
            <Button
              fullWidth
              variant="outlined"
              color="error"
              startIcon={<DisconnectIcon />}
              disabled={disconnecting}
              onClick={() => void disconnect()}
            >
              <FormattedMessage id="wallet.account.disconnect" />
            </Button>
          </Stack>
          <Box component="span" role="status" sx={visuallyHidden}>
            {copied ? intl.formatMessage({ id: 'wallet.account.copiedAnnouncement' }) : ''}
          </Box>

          <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              <FormattedMessage
                id="wallet.account.network"
                values={{
                  chain:
                    connection.chain?.name ??
                    knownChainName(connection.chainId) ??
                    intl.formatMessage({ id: 'wallet.network.unknown' }),
                }}
              />
            </Typography>
            <Button size="small" startIcon={<SwapIcon />} onClick={onSwitchNetwork}>
              <FormattedMessage id="wallet.account.switchNetwork" />
            </Button>
          </Box>

          <Box component="section" aria-labelledby={transactionsHeadingId}>
            <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
              <Typography id={transactionsHeadingId} component="h3" variant="subtitle2" sx={{ fontWeight: 700 }}>
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
                <FormattedMessage
                  id="wallet.account.viewOnExplorer"
                  values={{ explorer: connection.chain?.blockExplorers?.default.name ?? '' }}
                />
                <ExternalLinkIcon sx={{ fontSize: 16 }} aria-hidden="true" />
              </Link>
            )}
          </Box>
        </Stack>
      )}
    </WalletDialog>
  );
}
