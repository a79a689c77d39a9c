// Which connectors the runtime will have, known without loading wagmi, so the connect dialog can
// list wallets before the runtime has arrived.
import type { AppConfig } from '@/config/appConfig';

/** wagmi connector ids, as the connect dialog looks them up. */
export const CONNECTOR_IDS = {
  injected: 'injected',
  walletConnect: 'walletConnect',
  coinbaseWallet: 'coinbaseWalletSDK',
  safe: 'safe',
} as const;

export function isWalletConnectConfigured(config: Pick<AppConfig, 'walletConnectProjectId'>): boolean {
  return typeof config.walletConnectProjectId === 'string' && config.walletConnectProjectId.trim() !== '';
}

/** Inside an iframe, as in the Safe{Wallet} web app (where the Safe connector works). */
export function isInIframe(target: Window | undefined = typeof window === 'undefined' ? undefined : window): boolean {
  if (!target) return false;
  try {
    return target.parent !== target;
  } catch {
    return true; // A cross-origin parent throws on access: we are framed.
  }
}

/** The connectors createWalletConnectors makes for `config`, described as the dialog reads them. */
export function plannedConnectors(config: Pick<AppConfig, 'walletConnectProjectId'>, framed = isInIframe()) {
  const planned: { id: string; name: string; type: string }[] = [
    { id: CONNECTOR_IDS.injected, name: 'Injected', type: 'injected' },
  ];
  if (isWalletConnectConfigured(config))
    planned.push({ id: CONNECTOR_IDS.walletConnect, name: 'WalletConnect', type: 'walletConnect' });
  planned.push({ id: CONNECTOR_IDS.coinbaseWallet, name: 'Coinbase Wallet', type: 'coinbaseWallet' });
  if (framed) planned.push({ id: CONNECTOR_IDS.safe, name: 'Safe', type: 'safe' });
  return planned;
}
