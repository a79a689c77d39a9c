// Copy the address, disconnect, and the network with its Switch button.
import { FormattedMessage, useIntl } from 'react-intl';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@/components/visuallyHidden';
import type { AccountDialogModel } from '../../model/account/useAccountDialog';
import { CheckIcon, CopyIcon, DisconnectIcon, SwapIcon } from '../walletIcons';

type ActionsProps = Pick<AccountDialogModel, 'copied' | 'copy' | 'disconnecting' | 'disconnect'> & {
  address: string;
};

export function AccountActions({ address, copied, copy, disconnecting, disconnect }: ActionsProps) {
  const intl = useIntl();
  return (
    <>
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
    </>
  );
}

export function AccountNetwork({ chainName, onSwitch }: { chainName: string; onSwitch: () => void }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        <FormattedMessage id="wallet.account.network" values={{ chain: chainName }} />
      </Typography>
      <Button size="small" startIcon={<SwapIcon />} onClick={onSwitch}>
        <FormattedMessage id="wallet.account.switchNetwork" />
      </Button>
    </Box>
  );
}
