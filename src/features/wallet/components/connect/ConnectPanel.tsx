// CONNECT: what the user does now to connect the chosen wallet (a QR code, an extension prompt,
// Ledger Live, Coinbase's window). A rejected prompt offers to try again without an error.
import { useEffect, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCompactLayout } from '@/lib/hooks/useCompactLayout';
import type { WalletOption } from '../../model/catalogue/walletGroups';
import type { ConnectionState, ConnectMethod } from '../../model/connect/types';
import { useCopyToClipboard } from '@/lib/hooks/useCopyToClipboard';
import { QrCode } from '../QrCode';
import { WalletLogo } from '../WalletLogo';
import { CheckIcon, CopyIcon } from '../walletIcons';

export interface ConnectPanelProps {
  option: WalletOption;
  method: ConnectMethod;
  connection: ConnectionState;
  onRetry: () => void;
  /** Offered when the wallet has somewhere to be downloaded from. */
  onGetWallet?: (() => void) | undefined;
}

function hasDownloads(option: WalletOption): boolean {
  return Object.values(option.downloadUrls).some(Boolean);
}

function ConnectError({ connection, onRetry }: { connection: ConnectionState; onRetry: () => void }) {
  return (
    <Stack spacing={1.5} sx={{ alignItems: 'center' }}>
      <Typography role="alert" variant="body2" sx={{ color: 'error.main', textAlign: 'center', fontWeight: 600 }}>
        {connection.errorConfigKey ? (
          <FormattedMessage id="wallet.connect.error.badContractAddress" values={{ key: connection.errorConfigKey }} />
        ) : connection.errorKind === 'relayUnreachable' ? (
          <FormattedMessage id="wallet.connect.error.relayUnreachable" />
        ) : connection.errorMessage ? (
          <FormattedMessage id="wallet.connect.error.reason" values={{ reason: connection.errorMessage }} />
        ) : (
          <FormattedMessage id="wallet.connect.error.generic" />
        )}
      </Typography>
      <Button variant="contained" onClick={onRetry}>
        <FormattedMessage id="wallet.connect.retry" />
      </Button>
    </Stack>
  );
}

/** How long a wallet app opened by its deep link may stay silent before the dialog offers more. */
export const NO_ANSWER_MS = 4_000;

/**
 * A phone sent to the wallet's app by deep link: after a few seconds of silence it asks whether
 * the app is installed and shows the QR code and link as well.
 */
function DeepLinkWait({ option, link, children }: { option: WalletOption; link: string; children: ReactNode }) {
  const [silent, setSilent] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setSilent(true), NO_ANSWER_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <Stack spacing={1.5} sx={{ alignItems: 'center', textAlign: 'center' }}>
      {!silent && <WalletLogo iconUrl={option.iconUrl} background={option.iconBackground} size={64} />}
      <Box role="status" sx={{ display: 'flex', flexDirection: 'column', gap: 1, alignItems: 'center' }}>
        <Typography variant="subtitle1" sx={{ fontWeight: 700 }}>
          <FormattedMessage id="wallet.connect.opening" values={{ wallet: option.name }} />
        </Typography>
        {silent && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            <FormattedMessage id="wallet.connect.noAnswer" values={{ wallet: option.name }} />
          </Typography>
        )}
      </Box>
      {silent ? (
        children
      ) : (
        <Button variant="contained" size="small" component="a" href={link} rel="noopener noreferrer">
          <FormattedMessage id="wallet.connect.openApp" values={{ wallet: option.shortName }} />
        </Button>
      )}
    </Stack>
  );
}

function QrConnect({
  option,
  connection,
  onRetry,
}: {
  option: WalletOption;
  connection: ConnectionState;
  onRetry: () => void;
}) {
  const intl = useIntl();
  const compact = useCompactLayout();
  const { copied, copy } = useCopyToClipboard();
  const uri = connection.qrUri;
  if (connection.status === 'error') return <ConnectError connection={connection} onRetry={onRetry} />;
  const qr = (
    <Stack spacing={1.5} sx={{ alignItems: 'center' }}>
      <Typography variant="body2" sx={{ color: 'text.secondary', textAlign: 'center' }}>
        <FormattedMessage id="wallet.connect.scanWith" values={{ wallet: option.name }} />
      </Typography>
      {uri ? (
        <QrCode
          value={uri}
          size={compact ? 200 : 240}
          label={intl.formatMessage({ id: 'wallet.connect.qrLabel' }, { wallet: option.name })}
        />
      ) : (
        <Box sx={{ height: compact ? 224 : 264, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
          <CircularProgress aria-label={intl.formatMessage({ id: 'wallet.connect.preparingQr' })} />
        </Box>
      )}
      {uri && (
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', justifyContent: 'center' }}>
          {option.mobileDeepLink && (
            <Button
              variant="contained"
              size="small"
              component="a"
              href={option.mobileDeepLink(uri)}
              rel="noopener noreferrer"
            >
              <FormattedMessage id="wallet.connect.openApp" values={{ wallet: option.shortName }} />
            </Button>
          )}
          <Button size="small" startIcon={copied ? <CheckIcon /> : <CopyIcon />} onClick={() => void copy(uri)}>
            <FormattedMessage id={copied ? 'wallet.account.copied' : 'wallet.connect.copyLink'} />
          </Button>
        </Stack>
      )}
    </Stack>
  );
  if (compact && uri && option.mobileDeepLink) {
    return (
      <DeepLinkWait key={uri} option={option} link={option.mobileDeepLink(uri)}>
        {qr}
      </DeepLinkWait>
    );
  }
  return qr;
}

function PromptConnect({
  option,
  method,
  connection,
  onRetry,
}: {
  option: WalletOption;
  method: ConnectMethod;
  connection: ConnectionState;
  onRetry: () => void;
}) {
  const intl = useIntl();
  const desktopLink =
    method === 'desktop' && connection.qrUri && option.desktopDeepLink
      ? option.desktopDeepLink(connection.qrUri)
      : undefined;
  const hintId = method === 'extension' ? 'wallet.connect.confirmInExtension' : 'wallet.connect.confirmInApp';
  const connecting = connection.status === 'connecting';
  return (
    <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: 2 }}>
      <WalletLogo iconUrl={option.iconUrl} background={option.iconBackground} size={64} />
      {/* One live region for the whole attempt, so each change is read out. */}
      <Box role="status" sx={{ display: 'flex', flexDirection: 'column', gap: 1, alignItems: 'center' }}>
        {connecting && (
          <>
            <Typography variant="subtitle1" sx={{ fontWeight: 700 }}>
              <FormattedMessage id="wallet.connect.opening" values={{ wallet: option.name }} />
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              <FormattedMessage id={hintId} values={{ wallet: option.name }} />
            </Typography>
          </>
        )}
        {connection.status === 'idle' && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            <FormattedMessage id="wallet.connect.requestClosed" values={{ wallet: option.name }} />
          </Typography>
        )}
      </Box>
      {connecting && <CircularProgress size={24} aria-label={intl.formatMessage({ id: 'wallet.connect.waiting' })} />}
      {connecting && desktopLink && (
        <Button variant="outlined" component="a" href={desktopLink} rel="noopener noreferrer">
          <FormattedMessage id="wallet.connect.openApp" values={{ wallet: 'Ledger Live' }} />
        </Button>
      )}
      {connection.status === 'error' && <ConnectError connection={connection} onRetry={onRetry} />}
      {connection.status === 'idle' && (
        <Button variant="contained" onClick={onRetry}>
          <FormattedMessage id="wallet.connect.retry" />
        </Button>
      )}
    </Stack>
  );
}

export function ConnectPanel({ option, method, connection, onRetry, onGetWallet }: ConnectPanelProps) {
  const showGet = onGetWallet && !option.installed && hasDownloads(option) && option.id !== 'walletConnect';
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, py: 1, flexGrow: 1, justifyContent: 'center' }}>
      {method === 'qrCode' ? (
        <QrConnect option={option} connection={connection} onRetry={onRetry} />
      ) : (
        <PromptConnect option={option} method={method} connection={connection} onRetry={onRetry} />
      )}
      {showGet && (
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 1,
            pt: 1,
            borderTop: 1,
            borderColor: 'divider',
          }}
        >
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            <FormattedMessage id="wallet.connect.dontHave" values={{ wallet: option.name }} />
          </Typography>
          <Button size="small" variant="outlined" onClick={onGetWallet}>
            <FormattedMessage id="wallet.connect.getWallet" />
          </Button>
        </Box>
      )}
    </Box>
  );
}
