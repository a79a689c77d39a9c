/** GET: up to five wallets worth getting, each leading to its download options. */
import { FormattedMessage, useIntl } from 'react-intl';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import type { WalletOption } from '../../model/catalogue/walletGroups';
import { WalletLogo } from '../WalletLogo';

const EXTENSION_KEYS = ['chrome', 'firefox', 'edge', 'safari', 'browserExtension'] as const;
const MOBILE_KEYS = ['ios', 'android', 'mobile', 'qrCode'] as const;

/** Which kinds of app a wallet offers, as a message id. */
export function platformsMessageId(option: WalletOption): string {
  const urls = option.downloadUrls;
  const extension = EXTENSION_KEYS.some((key) => urls[key]);
  const mobile = MOBILE_KEYS.some((key) => urls[key]);
  const desktop = Boolean(urls.desktop);
  if (extension && mobile) return 'wallet.get.platforms.extensionAndMobile';
  if (desktop && mobile) return 'wallet.get.platforms.desktopAndMobile';
  if (extension) return 'wallet.get.platforms.extension';
  if (mobile) return 'wallet.get.platforms.mobile';
  return 'wallet.get.platforms.desktop';
}

export function GetWalletPanel({
  wallets,
  compact,
  onGet,
}: {
  wallets: readonly WalletOption[];
  compact: boolean;
  onGet: (walletId: string) => void;
}) {
  const intl = useIntl();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, py: 1 }}>
      <List disablePadding>
        {wallets.map((option) => (
          <ListItem key={option.id} disableGutters sx={{ gap: 1.5 }}>
            <WalletLogo iconUrl={option.iconUrl} background={option.iconBackground} size={40} />
            <Box sx={{ flexGrow: 1, minWidth: 0 }}>
              <Typography variant="body2" sx={{ fontWeight: 700 }}>
                {option.name}
              </Typography>
              <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                <FormattedMessage id={platformsMessageId(option)} />
              </Typography>
            </Box>
            <Button
              size="small"
              variant="outlined"
              onClick={() => onGet(option.id)}
              aria-label={intl.formatMessage({ id: 'wallet.get.getNamed' }, { wallet: option.name })}
            >
              <FormattedMessage id="wallet.connect.getWallet" />
            </Button>
          </ListItem>
        ))}
      </List>
      <Typography variant="body2" sx={{ color: 'text.secondary', textAlign: 'center' }}>
        <FormattedMessage id={compact ? 'wallet.get.footer.compact' : 'wallet.get.footer.wide'} />
      </Typography>
    </Box>
  );
}
