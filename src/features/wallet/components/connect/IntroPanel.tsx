/** 'What is a Wallet?': beside the list in the wide layout, its own step (LEARN_COMPACT) in the compact one. */
import { FormattedMessage } from 'react-intl';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { KeyIcon, WalletIcon } from '../walletIcons';

export const LEARN_MORE_URL = 'https://ethereum.org/en/wallets/';

export function IntroPanel({ onGetWallet, showHeading }: { onGetWallet: () => void; showHeading: boolean }) {
  const points = [
    { icon: <WalletIcon color="primary" />, title: 'wallet.intro.assets.title', body: 'wallet.intro.assets.body' },
    { icon: <KeyIcon color="primary" />, title: 'wallet.intro.login.title', body: 'wallet.intro.login.body' },
  ];
  return (
    <Stack spacing={2.5} sx={{ py: 1, px: { xs: 0.5, md: 2 }, flexGrow: 1, justifyContent: 'center' }}>
      {showHeading && (
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, textAlign: 'center' }}>
          <FormattedMessage id="wallet.connect.step.learn" />
        </Typography>
      )}
      {points.map((point) => (
        <Box key={point.title} sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
          <Box sx={{ p: 1, borderRadius: 2, bgcolor: 'action.hover', lineHeight: 0 }} aria-hidden="true">
            {point.icon}
          </Box>
          <Box>
            <Typography component="h4" variant="body2" sx={{ fontWeight: 700 }}>
              <FormattedMessage id={point.title} />
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              <FormattedMessage id={point.body} />
            </Typography>
          </Box>
        </Box>
      ))}
      <Stack spacing={1} sx={{ alignItems: 'center' }}>
        <Button variant="contained" onClick={onGetWallet}>
          <FormattedMessage id="wallet.intro.getWallet" />
        </Button>
        <Button component="a" href={LEARN_MORE_URL} target="_blank" rel="noopener noreferrer" size="small">
          <FormattedMessage id="wallet.intro.learnMore" />
        </Button>
      </Stack>
    </Stack>
  );
}
