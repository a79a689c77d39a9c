// On a phone, sends the user back to the wallet app chosen by deep link at each WalletConnect
// request: the request waits in the wallet and nothing on this page says so. The SDK's own
// deep-link choice stays unset: the link is the catalogue's.
import type { CreateConnectorFn } from 'wagmi';
import { getDeepLinkChoice } from '../connect/deepLinkChoice';

/** What @walletconnect/sign-client emits once a request is published to the relay. */
export interface SentRequest {
  id: number;
  topic: string;
}

interface ProviderLike {
  signer?: { client?: { on?: (event: 'session_request_sent', listener: (request: SentRequest) => void) => unknown } };
}

export interface ReturnToWalletOptions {
  /** A phone or tablet; default: the primary pointer is a finger. */
  isTouch?: () => boolean;
  /** The chosen wallet's pairing link for a `wc:` URI (its catalogue `mobileDeepLink`). */
  pairingLink?: (walletId: string) => Promise<string | undefined>;
  open?: (url: string) => void;
}

const PAIRING_QUERY = 'uri=';

/**
 * The wallet's link for one request: its pairing link kept whole (Bybit's `targetUrl` holds the
 * route) with the trailing `uri=` giving way to the request, the form WalletConnect's own SDK
 * builds (`{link}/wc?requestId=…&sessionTopic=…`, @walletconnect/utils formatDeeplinkUrl).
 * Undefined for a link of another form: no guessed link is opened.
 */
export function requestLink(pairingLink: string, request: SentRequest): string | undefined {
  if (!pairingLink.endsWith(PAIRING_QUERY)) return undefined;
  const route = pairingLink.slice(0, -PAIRING_QUERY.length);
  return `${route}requestId=${request.id}&sessionTopic=${encodeURIComponent(request.topic)}`;
}

function primaryPointerIsTouch(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.('(pointer: coarse)').matches === true;
}

// Loaded only on a phone with a deep-linked session, so the wallet runtime's chunk stays as it is.
async function cataloguePairingLink(walletId: string): Promise<string | undefined> {
  const { getWallet, isWalletId } = await import(/* webpackChunkName: "wallet-catalogue" */ '../catalogue/wallets');
  return isWalletId(walletId) ? getWallet(walletId).mobileDeepLink?.('') : undefined;
}

function followLink(url: string): void {
  window.location.assign(url);
}

async function sendBack(request: SentRequest, options: Required<ReturnToWalletOptions>): Promise<void> {
  const walletId = getDeepLinkChoice();
  // A page in the background has already handed over to the wallet.
  if (!walletId || !options.isTouch() || document.visibilityState !== 'visible') return;
  const link = await options.pairingLink(walletId).catch(() => undefined);
  const url = link && requestLink(link, request);
  if (url) options.open(url);
}

const watched = new WeakSet<object>();

/** Follows the provider's published requests (once per SDK client). Returns whether it could. */
export function watchSentRequests(provider: unknown, options: ReturnToWalletOptions = {}): boolean {
  const client = (provider as ProviderLike | undefined)?.signer?.client;
  if (!client?.on) return false;
  if (watched.has(client)) return true;
  watched.add(client);
  const resolved: Required<ReturnToWalletOptions> = {
    isTouch: options.isTouch ?? primaryPointerIsTouch,
    pairingLink: options.pairingLink ?? cataloguePairingLink,
    open: options.open ?? followLink,
  };
  client.on('session_request_sent', (request) => void sendBack(request, resolved));
  return true;
}

type ConnectorFactoryArgs = Parameters<CreateConnectorFn>[0];

export function withReturnToWallet<fn extends CreateConnectorFn>(
  createConnector: fn,
  options: ReturnToWalletOptions = {},
): fn {
  const returning = ((config: ConnectorFactoryArgs) => {
    const inner = createConnector(config);
    return {
      ...inner,
      async getProvider(this: unknown, parameters?: unknown) {
        const provider: unknown = await inner.getProvider.call(this as never, parameters as never);
        watchSentRequests(provider, options);
        return provider;
      },
    };
  }) as unknown as fn;
  return returning;
}
