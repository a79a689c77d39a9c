// "Add USDT" / "Add VOTE" (EIP-747): offers the app's tokens to the connected wallet. A refusal
// gets a calm note; a wallet that cannot gets the contract address to copy. Inside <WalletReady>.
import { useIntl } from 'react-intl';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import { CopyButton } from '@/components/CopyButton';
import { tokenIconUrl, type WatchAssetOutcome } from '@/lib/wallet/watchAsset';
import { useAddToken, type AddTokenResult } from './useAddToken';

const OUTCOME_MESSAGE: Record<WatchAssetOutcome, string> = {
  added: 'wallet.addToken.added',
  refused: 'wallet.addToken.refused',
  unsupported: 'wallet.addToken.unsupported',
  failed: 'wallet.addToken.failed',
};

/** Renders nothing unless a wallet is connected on a configured chain. */
export function AddTokenButtons({ sx }: { sx?: SxProps<Theme> }) {
  const intl = useIntl();
  const { tokens, pending, result, add } = useAddToken();
  if (tokens.length === 0) return null;
  return (
    <Box data-testid="add-token" sx={sx}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {tokens.map((choice) => (
          <Button
            key={choice.token}
            size="small"
            variant="outlined"
            disabled={pending !== null}
            onClick={() => void add(choice)}
            aria-label={intl.formatMessage({ id: 'wallet.addToken.label' }, { symbol: choice.token })}
            startIcon={<img src={tokenIconUrl(choice.token, window.location.origin)} alt="" width={18} height={18} />}
          >
            {intl.formatMessage({ id: 'wallet.addToken.button' }, { symbol: choice.token })}
          </Button>
        ))}
      </Stack>
      <Box role="status" aria-live="polite">
        {result && <Outcome result={result} />}
      </Box>
    </Box>
  );
}

function Outcome({ result: { token, address, outcome } }: { result: AddTokenResult }) {
  const intl = useIntl();
  if (outcome === 'added' || outcome === 'refused') {
    return (
      <Typography variant="body2" sx={{ mt: 1, color: outcome === 'added' ? 'success.main' : 'text.secondary' }}>
        {intl.formatMessage({ id: OUTCOME_MESSAGE[outcome] }, { symbol: token })}
      </Typography>
    );
  }
  return (
    <Alert severity="info" sx={{ mt: 1 }}>
      {intl.formatMessage({ id: OUTCOME_MESSAGE[outcome] }, { symbol: token })}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 0.5 }}>
        <Box component="code" sx={{ wordBreak: 'break-all' }} data-testid="add-token-address">
          <bdi dir="ltr">{address}</bdi>
        </Box>
        <CopyButton text={address} label={intl.formatMessage({ id: 'wallet.addToken.copyLabel' }, { symbol: token })} />
      </Box>
    </Alert>
  );
}
