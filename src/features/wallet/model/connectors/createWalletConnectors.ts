// The connectors the lazy wallet runtime builds wagmi with; the SDK ones stay asleep until chosen
// (docs/performance.md#deferred-wallet-connectors).
// Rules: docs/wallets.md#connectors.
import { injected, type CreateConnectorFn } from 'wagmi';
import { coinbaseWallet } from 'wagmi/connectors/coinbaseWallet';
import { safe } from 'wagmi/connectors/safe';
import { walletConnect } from 'wagmi/connectors/walletConnect';
import type { AppConfig } from '@/config/appConfig';
import { defaultMessageText } from '@/lib/i18n/defaultMessages';
import { isInIframe, isWalletConnectConfigured } from './connectorIds';
import { deferUntilChosen } from './deferredConnector';
import { withBoundedVerify } from './boundedVerify';
import { withReturnToWallet } from './returnToWallet';

export { CONNECTOR_IDS, isInIframe, isWalletConnectConfigured } from './connectorIds';

export interface WalletConnectorOptions {
  /** The product name wallets show when asked to connect; default: the app's name. */
  appName?: string;
  /** This site's origin, sent to WalletConnect wallets; default: window.location.origin. */
  origin?: string;
  inIframe?: boolean;
}

export function createWalletConnectors(config: AppConfig, options: WalletConnectorOptions = {}): CreateConnectorFn[] {
  const appName = options.appName ?? defaultMessageText('common.appName');
  const origin = options.origin ?? (typeof window === 'undefined' ? '' : window.location.origin);
  const framed = options.inIframe ?? isInIframe();

  const connectors: CreateConnectorFn[] = [injected({ shimDisconnect: true })];
  if (isWalletConnectConfigured(config)) {
    connectors.push(
      deferUntilChosen(
        withReturnToWallet(
          withBoundedVerify(
            walletConnect({
              projectId: config.walletConnectProjectId.trim(),
              relayUrl: config.walletConnectRelayUrl,
              // No pulse analytics: nothing but the relay and our RPC nodes (Verify: boundedVerify.ts).
              telemetryEnabled: false,
              // Our connect dialog shows the QR code (qrcode.react) from the display_uri message.
              showQrModal: false,
              // No icons: a wallet would fetch them from wherever they point.
              metadata: { name: appName, description: appName, url: origin, icons: [] },
            }),
          ),
        ),
      ),
    );
  }
  connectors.push(
    deferUntilChosen(
      coinbaseWallet({
        appName,
        preference: { options: 'all' },
      }),
    ),
  );
  if (framed) connectors.push(safe({ shimDisconnect: true }));
  return connectors;
}
