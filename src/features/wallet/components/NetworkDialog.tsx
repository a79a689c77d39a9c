// The network dialog: the configured chains, switching (wagmi adds a chain the wallet lacks), what
// to do when the wallet cannot switch from a website, and disconnect.
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useChains, useConnection, useDisconnect, useSwitchChain } from 'wagmi';
import { closeDialog } from '@/components/dialog/dialogStore';
import { errorChain, isUserRejection, readableErrorMessage } from '@/lib/wallet/walletErrors';
import { WalletDialog } from './WalletDialog';
import { WALLET_DIALOGS } from './walletDialogs';
import { DisconnectIcon, WarningIcon } from './walletIcons';
import { knownChainName } from '@/lib/chains/chainNames';

/** SPEC.md section 8: the wallet added the chain but then refused to switch to it. */
export const REJECTED_AFTER_ADDING = 'User rejected switch after adding network.';
/** SPEC.md section 8: wagmi's SwitchChainNotSupportedError says "... does not support programmatic chain switching". */
export const NO_PROGRAMMATIC_SWITCH = 'does not support programmatic chain switching';

export type SwitchFailure =
  { kind: 'rejectedAfterAdding' } | { kind: 'cannotSwitch' } | { kind: 'failed'; message?: string | undefined } | null;

/** How a failed switch is shown; null for a plain rejection (the user said no: nothing to say). */
export function classifySwitchError(error: unknown): SwitchFailure {
  const texts = errorChain(error).flatMap((link) =>
    [link.message, link.shortMessage, link.details].filter((text): text is string => typeof text === 'string'),
  );
  if (texts.some((text) => text.includes(REJECTED_AFTER_ADDING))) return { kind: 'rejectedAfterAdding' };
  if (
    errorChain(error).some((link) => link.name === 'SwitchChainNotSupportedError') ||
    texts.some((text) => text.includes(NO_PROGRAMMATIC_SWITCH))
  ) {
    return { kind: 'cannotSwitch' };
  }
  if (isUserRejection(error)) return null;
  return { kind: 'failed', message: readableErrorMessage(error) };
}

export interface NetworkDialogProps {
  onExited?: () => void;
  compact: boolean;
}

const close = () => closeDialog(WALLET_DIALOGS.network);

export default function NetworkDialog({ onExited, compact }: NetworkDialogProps) {
  return (
    <WalletDialog
      name={WALLET_DIALOGS.network}
      mountWhenIdle
      onExited={onExited}
      compact={compact}
      title={<FormattedMessage id="wallet.network.title" />}
      data-testid="network-dialog"
    >
      <NetworkChoice />
    </WalletDialog>
  );
}

/** Inside the dialog's content: each opening starts afresh (no failure left from last time). */
function NetworkChoice() {
  const intl = useIntl();
  const chains = useChains();
  const connection = useConnection();
  const { mutateAsync: switchChainAsync, isPending, variables } = useSwitchChain();
  const { mutateAsync: disconnectAsync, isPending: disconnecting } = useDisconnect();
  const [failure, setFailure] = useState<SwitchFailure>(null);
  const connected = connection.status === 'connected';
  const wrongNetwork = connected && connection.chain === undefined;
  const walletName = connection.connector?.name ?? intl.formatMessage({ id: 'wallet.network.yourWallet' });
  const pendingChainId = isPending ? variables?.chainId : undefined;

  const switchTo = async (chainId: number) => {
    setFailure(null);
    try {
      await switchChainAsync({ chainId });
      close();
    } catch (error) {
      setFailure(classifySwitchError(error));
    }
  };
  const targetName = chains.find((chain) => chain.id === (variables?.chainId ?? chains[0]?.id))?.name ?? '';

  return (
    <Stack spacing={2} sx={{ py: 1 }}>
      {wrongNetwork && (
        <Box
          role="alert"
          sx={{
            display: 'flex',
            gap: 1.5,
            p: 1.5,
            borderRadius: 3,
            bgcolor: 'warning.main',
            color: 'warning.contrastText',
          }}
        >
          <WarningIcon aria-hidden="true" />
          <Typography variant="body2">
            {knownChainName(connection.chainId) ? (
              <FormattedMessage
                id="wallet.network.wrongNetworkNamed"
                values={{ chain: knownChainName(connection.chainId) }}
              />
            ) : (
              <FormattedMessage id="wallet.network.wrongNetwork" />
            )}
          </Typography>
        </Box>
      )}
      <List disablePadding aria-label={intl.formatMessage({ id: 'wallet.network.listLabel' })}>
        {chains.map((chain) => {
          const current = connected && connection.chainId === chain.id;
          const pending = pendingChainId === chain.id;
          return (
            <ListItem key={chain.id} disablePadding>
              <ListItemButton
                aria-current={current ? 'true' : undefined}
                disabled={isPending}
                onClick={() => {
                  if (!current) void switchTo(chain.id);
                }}
                sx={{ borderRadius: 2, gap: 1.5, ...(current ? { bgcolor: 'action.selected' } : {}) }}
              >
                <Typography variant="body1" sx={{ fontWeight: 600, flexGrow: 1 }}>
                  {chain.name}
                </Typography>
                {current && (
                  <Box
                    component="span"
                    sx={{
                      display: 'inline-flex',
                      alignItems: 'center',
                      gap: 0.75,
                      color: 'success.main',
                      typography: 'caption',
                      fontWeight: 700,
                    }}
                  >
                    <Box
                      component="span"
                      aria-hidden="true"
                      sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: 'success.main' }}
                    />
                    <FormattedMessage id="wallet.network.connected" />
                  </Box>
                )}
                {pending && (
                  <Box
                    component="span"
                    sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, typography: 'caption' }}
                  >
                    <CircularProgress size={14} aria-hidden="true" />
                    <FormattedMessage id="wallet.network.confirmInWallet" />
                  </Box>
                )}
              </ListItemButton>
            </ListItem>
          );
        })}
      </List>
      {failure && (
        <Typography
          role="alert"
          variant="body2"
          sx={{ color: failure.kind === 'cannotSwitch' ? 'text.primary' : 'error.main', fontWeight: 600 }}
        >
          {failure.kind === 'rejectedAfterAdding' && <FormattedMessage id="wallet.network.error.rejectedAfterAdding" />}
          {failure.kind === 'cannotSwitch' && (
            <FormattedMessage
              id="wallet.network.error.cannotSwitch"
              values={{ wallet: walletName, chain: targetName }}
            />
          )}
          {failure.kind === 'failed' &&
            (failure.message ? (
              <FormattedMessage id="wallet.network.error.reason" values={{ reason: failure.message }} />
            ) : (
              <FormattedMessage id="wallet.network.error.generic" />
            ))}
        </Typography>
      )}
      {connected && (
        <Button
          variant="outlined"
          color="error"
          startIcon={<DisconnectIcon />}
          disabled={disconnecting}
          onClick={() => {
            void disconnectAsync()
              .catch(() => undefined)
              .then(close);
          }}
        >
          <FormattedMessage id="wallet.account.disconnect" />
        </Button>
      )}
    </Stack>
  );
}
