// What the account still needs: BNB for fees, and verification.
import { FormattedMessage, useIntl } from 'react-intl';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { formatUnits } from 'viem';
import { moneyText } from '@/lib/format';
import type { AccountDialogModel } from '../../model/account/useAccountDialog';
import { ShieldIcon } from '../walletIcons';

type LowFeeProps = { lowFee: NonNullable<AccountDialogModel['lowFee']>; symbol: string };

export function LowFeeWarning({ lowFee, symbol }: LowFeeProps) {
  const intl = useIntl();
  return (
    <Alert severity="warning" data-testid="account-low-bnb">
      <FormattedMessage
        id="wallet.account.lowBnb"
        values={{ fee: moneyText(intl, formatUnits(lowFee.fee, 18), symbol, { maxFractionDigits: 18 }) }}
      />
    </Alert>
  );
}

export function VerifyNotice({ onVerify }: { onVerify: () => void }) {
  return (
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
      <Button size="small" variant="contained" color="inherit" onClick={onVerify} sx={{ color: 'text.primary' }}>
        <FormattedMessage id="wallet.account.verify" />
      </Button>
    </Box>
  );
}
