// The top of the account dialog: who is connected, through which wallet, and the balance.
import { FormattedMessage } from 'react-intl';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@/components/visuallyHidden';
import { shortenAddress } from '@/lib/format';
import type { AccountDialogModel } from '../../model/account/useAccountDialog';
import { AccountAvatar } from '../AccountAvatar';

type SummaryProps = Pick<AccountDialogModel, 'name' | 'label' | 'peer' | 'balance'> & { address: string };

export function AccountSummary({ address, name, label, peer, balance }: SummaryProps) {
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'center', textAlign: 'center' }}>
      <AccountAvatar address={address} size={72} />
      <Typography component="p" variant="h6" sx={{ fontWeight: 700, pt: 1 }} title={address} data-testid="account-name">
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
      {peer && <SessionPeer peer={peer} />}
      <Typography variant="body1" sx={{ color: 'text.secondary' }} data-testid="account-balance">
        {/* Left to right in Arabic too ('5 tBNB'). */}
        <bdi dir="ltr">{balance.text ?? (balance.loading ? '…' : '')}</bdi>
      </Typography>
    </Stack>
  );
}

/** The wallet's own words and picture: text and an <img>, never markup. */
function SessionPeer({ peer }: { peer: NonNullable<AccountDialogModel['peer']> }) {
  return (
    <Box data-testid="account-peer" sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'text.secondary' }}>
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
  );
}
