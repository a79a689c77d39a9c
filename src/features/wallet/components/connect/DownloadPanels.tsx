// DOWNLOAD_OPTIONS and DOWNLOAD: where to get the wallet. Store links are the catalogue's official
// pages, opened only when clicked; then the flow moves on to that variant's setup steps.
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCompactLayout } from '@/lib/hooks/useCompactLayout';
import type { DownloadUrls } from '../../model/catalogue/types';
import type { WalletOption } from '../../model/catalogue/walletGroups';
import type { InstructionsKind } from '../../model/connect/types';
import { QrCode } from '../QrCode';
import { DesktopIcon, ExtensionIcon, ExternalLinkIcon, PhoneIcon } from '../walletIcons';

/** Store links in the order they are offered, each with its label's message id. */
const EXTENSION_STORES: readonly { key: keyof DownloadUrls; labelId: string }[] = [
  { key: 'chrome', labelId: 'wallet.download.store.chrome' },
  { key: 'firefox', labelId: 'wallet.download.store.firefox' },
  { key: 'edge', labelId: 'wallet.download.store.edge' },
  { key: 'safari', labelId: 'wallet.download.store.safari' },
  { key: 'browserExtension', labelId: 'wallet.download.store.browserExtension' },
];

const MOBILE_STORES: readonly { key: keyof DownloadUrls; labelId: string }[] = [
  { key: 'ios', labelId: 'wallet.download.store.ios' },
  { key: 'android', labelId: 'wallet.download.store.android' },
];

function StoreLink({
  href,
  labelId,
  wallet,
  onOpened,
}: {
  href: string;
  labelId: string;
  wallet: string;
  onOpened?: (() => void) | undefined;
}) {
  const intl = useIntl();
  return (
    <Button
      size="small"
      variant="outlined"
      component="a"
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      endIcon={<ExternalLinkIcon />}
      onClick={onOpened}
      aria-label={intl.formatMessage(
        { id: 'wallet.download.storeLinkLabel' },
        { wallet, store: intl.formatMessage({ id: labelId }) },
      )}
    >
      <FormattedMessage id={labelId} />
    </Button>
  );
}

function OptionCard({
  icon,
  titleId,
  bodyId,
  wallet,
  children,
}: {
  icon: ReactNode;
  titleId: string;
  bodyId: string;
  wallet: string;
  children: ReactNode;
}) {
  return (
    <Box
      component="section"
      sx={{ display: 'flex', gap: 1.5, p: 1.5, borderRadius: 3, border: 1, borderColor: 'divider' }}
    >
      <Box aria-hidden="true" sx={{ color: 'primary.main', lineHeight: 0, pt: 0.25 }}>
        {icon}
      </Box>
      <Stack spacing={1} sx={{ minWidth: 0, flexGrow: 1 }}>
        <Box>
          <Typography component="h3" variant="body2" sx={{ fontWeight: 700 }}>
            <FormattedMessage id={titleId} values={{ wallet }} />
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            <FormattedMessage id={bodyId} values={{ wallet }} />
          </Typography>
        </Box>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
          {children}
        </Stack>
      </Stack>
    </Box>
  );
}

export interface DownloadOptionsPanelProps {
  option: WalletOption;
  onShowInstructions: (variant: InstructionsKind) => void;
  onDownloadMobile: () => void;
}

export function DownloadOptionsPanel({ option, onShowInstructions, onDownloadMobile }: DownloadOptionsPanelProps) {
  const urls = option.downloadUrls;
  const extensionStores = EXTENSION_STORES.filter(({ key }) => urls[key]);
  const hasMobile = Boolean(urls.qrCode || urls.mobile || urls.ios || urls.android);
  const afterExtension = option.instructions.extension ? () => onShowInstructions('extension') : undefined;
  const afterDesktop = option.instructions.desktop ? () => onShowInstructions('desktop') : undefined;
  return (
    <Stack spacing={1.5} sx={{ py: 1 }}>
      {extensionStores.length > 0 && (
        <OptionCard
          icon={<ExtensionIcon />}
          titleId="wallet.download.extension.title"
          bodyId="wallet.download.extension.body"
          wallet={option.name}
        >
          {extensionStores.map(({ key, labelId }) => (
            <StoreLink
              key={key}
              href={urls[key] as string}
              labelId={labelId}
              wallet={option.name}
              onOpened={afterExtension}
            />
          ))}
        </OptionCard>
      )}
      {hasMobile && (
        <OptionCard
          icon={<PhoneIcon />}
          titleId="wallet.download.mobile.title"
          bodyId="wallet.download.mobile.body"
          wallet={option.name}
        >
          <Button size="small" variant="contained" onClick={onDownloadMobile}>
            <FormattedMessage id="wallet.download.mobile.action" />
          </Button>
        </OptionCard>
      )}
      {urls.desktop && (
        <OptionCard
          icon={<DesktopIcon />}
          titleId="wallet.download.desktop.title"
          bodyId="wallet.download.desktop.body"
          wallet={option.name}
        >
          <StoreLink
            href={urls.desktop}
            labelId="wallet.download.store.desktop"
            wallet={option.name}
            onOpened={afterDesktop}
          />
          {afterDesktop && (
            <Button size="small" onClick={afterDesktop}>
              <FormattedMessage id="wallet.download.haveIt" />
            </Button>
          )}
        </OptionCard>
      )}
    </Stack>
  );
}

export interface DownloadPanelProps {
  option: WalletOption;
  /** Undefined when the wallet has no mobile setup steps to continue with. */
  onContinue?: (() => void) | undefined;
}

export function DownloadPanel({ option, onContinue }: DownloadPanelProps) {
  const intl = useIntl();
  const compact = useCompactLayout();
  const urls = option.downloadUrls;
  const target = urls.qrCode ?? urls.mobile ?? urls.ios ?? urls.android;
  const stores = MOBILE_STORES.filter(({ key }) => urls[key]);
  return (
    <Stack spacing={2} sx={{ py: 1, alignItems: 'center', textAlign: 'center' }}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        <FormattedMessage id="wallet.download.scanToDownload" values={{ wallet: option.name }} />
      </Typography>
      {target && (
        <QrCode
          value={target}
          size={compact ? 180 : 220}
          label={intl.formatMessage({ id: 'wallet.download.qrLabel' }, { wallet: option.name })}
        />
      )}
      {stores.length > 0 && (
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', justifyContent: 'center' }}>
          {stores.map(({ key, labelId }) => (
            <StoreLink key={key} href={urls[key] as string} labelId={labelId} wallet={option.name} />
          ))}
        </Stack>
      )}
      {onContinue && (
        <Button variant="contained" onClick={onContinue}>
          <FormattedMessage id="wallet.download.continue" />
        </Button>
      )}
    </Stack>
  );
}
