// The network dialog (useNetworkChoice is its model): the configured chains, switching (wagmi adds
// a chain the wallet lacks), what to do when the wallet cannot switch from a website, and disconnect.
import { FormattedMessage } from 'react-intl';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useNetworkChoice } from '../model/network/useNetworkChoice';
import { ChainList } from './network/ChainList';
import { SwitchFailureMessage, WrongNetworkNotice } from './network/NetworkNotices';
import { WalletDialog } from './WalletDialog';
import { WALLET_DIALOGS } from '../model/walletDialogs';
import { DisconnectIcon } from './walletIcons';

export interface NetworkDialogProps {
  onExited?: () => void;
  compact: boolean;
}

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
  const choice = useNetworkChoice();
  return (
    <Stack spacing={2} sx={{ py: 1 }}>
      {choice.wrongNetwork && <WrongNetworkNotice chainName={choice.wrongChainName} />}
      <ChainList {...choice} />
      {choice.failure && <SwitchFailureMessage {...choice} failure={choice.failure} />}
      {choice.connected && (
        <Button
          variant="outlined"
          color="error"
          startIcon={<DisconnectIcon />}
          disabled={choice.disconnecting}
          onClick={choice.disconnect}
        >
          <FormattedMessage id="wallet.account.disconnect" />
        </Button>
      )}
    </Stack>
  );
}
