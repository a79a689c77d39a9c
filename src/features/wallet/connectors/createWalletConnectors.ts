/**
 * The wallet connectors the wagmi configuration is built with (in the lazily loaded wallet
 * runtime):
 *
 * - injected: the browser's `window.ethereum`, for wallets that do not announce themselves.
 *   Installed wallets that do announce (EIP-6963) are added by wagmi's own discovery
 *   (`multiInjectedProviderDiscovery`), one connector each, named and drawn by the wallet.
 * - WalletConnect: only with a `walletConnectProjectId`, on `walletConnectRelayUrl`, without
 *   the SDK's verify and telemetry hosts (quietWalletConnect.ts); our dialog draws the QR code from
 *   the connector's `display_uri`, so the SDK's own modal is off. Without a project id the
 *   dialog lists WalletConnect disabled and says why ('No projectId found'). On a phone, each
 *   request sends the user back to the wallet app chosen by its deep link (returnToWallet.ts).
 * - Coinbase Wallet: its SDK (extension, app or passkey wallet), named after our product.
 * - Safe: only when this page runs inside an iframe (the Safe{Wallet} web app); it talks to
 *   the parent window, no host.
 *
 * No connector reaches a host other than the configured RPC URLs before the user picks it:
 * the WalletConnect and Coinbase SDKs are imported and initialised only on connect (or on a
 * reload after connecting with them), see deferredConnector.ts.
 */
import { injected, type CreateConnectorFn } from 'wagmi';
import { coinbaseWallet } from 'wagmi/connectors/coinbaseWallet';
import { safe } from 'wagmi/connectors/safe';
import { walletConnect } from 'wagmi/connectors/walletConnect';
import type { AppConfig } from '@/config/appConfig';
import { defaultMessageText } from '@/lib/i18n/defaultMessages';
import { isInIframe, isWalletConnectConfigured } from './connectorIds';
import { deferUntilChosen } from './deferredConnector';
import { withoutVerify } from './quietWalletConnect';
import { withReturnToWallet } from './returnToWallet';

export { CONNECTOR_IDS, isInIframe, isWalletConnectConfigured, NO_PROJECT_ID } from './connectorIds';

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
          withoutVerify(
            walletConnect({
              projectId: config.walletConnectProjectId.trim(),
              relayUrl: config.walletConnectRelayUrl,
              // No pulse analytics: nothing but the relay and our RPC nodes (see quietWalletConnect.ts).
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
