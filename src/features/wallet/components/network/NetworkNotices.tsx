// What the network dialog has to say: the wallet is on a chain not offered, or a switch failed.
import { FormattedMessage } from 'react-intl';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { NetworkChoiceModel } from '../../model/network/useNetworkChoice';
import type { SwitchFailure } from '../../model/network/switchFailure';
import { WarningIcon } from '../walletIcons';

export function WrongNetworkNotice({ chainName }: { chainName: string | null }) {
  return (
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
        {chainName ? (
          <FormattedMessage id="wallet.network.wrongNetworkNamed" values={{ chain: chainName }} />
        ) : (
          <FormattedMessage id="wallet.network.wrongNetwork" />
        )}
      </Typography>
    </Box>
  );
}

type FailureProps = Pick<NetworkChoiceModel, 'walletName' | 'targetName'> & {
  failure: NonNullable<SwitchFailure>;
};

export function SwitchFailureMessage({ failure, walletName, targetName }: FailureProps) {
  return (
    <Typography
      role="alert"
      variant="body2"
      sx={{ color: failure.kind === 'cannotSwitch' ? 'text.primary' : 'error.main', fontWeight: 600 }}
    >
      {failure.kind === 'rejectedAfterAdding' && <FormattedMessage id="wallet.network.error.rejectedAfterAdding" />}
      {failure.kind === 'cannotSwitch' && (
        <FormattedMessage id="wallet.network.error.cannotSwitch" values={{ wallet: walletName, chain: targetName }} />
      )}
      {failure.kind === 'failed' &&
        (failure.message ? (
          <FormattedMessage id="wallet.network.error.reason" values={{ reason: failure.message }} />
        ) : (
          <FormattedMessage id="wallet.network.error.generic" />
        ))}
    </Typography>
  );
}
