import { EventEmitter } from 'node:events';
import type { CreateConnectorFn } from 'wagmi';
import { getWallet, WALLET_IDS } from '../catalogue/wallets';
import { rememberDeepLinkChoice } from '../connect/deepLinkChoice';
import { requestLink, watchSentRequests, withReturnToWallet, type ReturnToWalletOptions } from './returnToWallet';

/** The WalletConnect provider's part that matters here: its SDK client's events. */
function fakeProvider() {
  const client = new EventEmitter();
  return { client, provider: { signer: { client } } };
}

const SENT = { id: 1732650000123456, topic: 'c0ffee' };

/** Waits for the listener's async work (the catalogue lookup). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function watch(options: ReturnToWalletOptions = {}) {
  const { client, provider } = fakeProvider();
  const open = jest.fn<void, [string]>();
  expect(watchSentRequests(provider, { isTouch: () => true, open, ...options })).toBe(true);
  return { client, open };
}

describe('returnToWallet', () => {
  beforeEach(() => localStorage.clear());

  // Each wallet's documented request link: its WalletConnect registry link (mobile.native) followed
  // by `/wc?requestId=…&sessionTopic=…`, as @walletconnect/utils' formatDeeplinkUrl builds it.
  const DOCUMENTED: Record<string, string> = {
    metaMask: 'metamask://wc?',
    trust: 'trust://wc?',
    binance: 'bnc://app.binance.com/cedefi/wc?',
    okx: 'okex://main/wc?',
    bitget: 'bitkeep://wc?',
    safePal: 'safepalwallet://wc?',
    tokenPocket: 'tpoutside://wc?',
    rainbow: 'rainbow://wc?',
    zerion: 'zerion://wc?',
    ledger: 'ledgerlive://wc?',
    imToken: 'imtokenv2://wc?',
    uniswap: 'uniswap://wc?',
    oneInch: 'oneinch://wc?',
    gate: 'gtweb3wallet://wc?',
    // Registry link bybitapp://open/route?targetUrl=by://web3/walletconnect/: the route is in targetUrl.
    bybit: 'bybitapp://open/route?targetUrl=by://web3/walletconnect/wc?',
    oneKey: 'onekey-wallet://wc?',
    frontier: 'frontier://wc?',
  };

  it('knows the documented request link of every catalogue wallet with a pairing link', () => {
    const linked = WALLET_IDS.filter((id) => getWallet(id).mobileDeepLink);
    expect([...linked].sort()).toEqual(Object.keys(DOCUMENTED).sort());
  });

  it.each(Object.entries(DOCUMENTED))(
    'sends a phone back to %s by its documented link, whole, naming the request and no pairing URI',
    async (walletId, route) => {
      rememberDeepLinkChoice(walletId);
      const { client, open } = watch();
      client.emit('session_request_sent', SENT);
      await settle();
      expect(open).toHaveBeenCalledWith(`${route}requestId=${SENT.id}&sessionTopic=c0ffee`);
    },
  );

  it('stays on the page without a deep-linked wallet, off a touch screen, or for an unknown wallet', async () => {
    const untouched = watch();
    untouched.client.emit('session_request_sent', SENT);

    rememberDeepLinkChoice('metaMask');
    const desktop = watch({ isTouch: () => false });
    desktop.client.emit('session_request_sent', SENT);

    rememberDeepLinkChoice('not-a-wallet');
    const unknown = watch();
    unknown.client.emit('session_request_sent', SENT);

    await settle();
    expect(untouched.open).not.toHaveBeenCalled();
    expect(desktop.open).not.toHaveBeenCalled();
    expect(unknown.open).not.toHaveBeenCalled();
  });

  it('leaves a page in the background alone (the user is in the wallet already)', async () => {
    rememberDeepLinkChoice('metaMask');
    const { client, open } = watch();
    const visibility = jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    client.emit('session_request_sent', SENT);
    await settle();
    visibility.mockRestore();
    expect(open).not.toHaveBeenCalled();
  });

  it('follows each SDK client once, and ignores a provider without one', async () => {
    rememberDeepLinkChoice('trust');
    const { client, provider } = fakeProvider();
    const open = jest.fn();
    watchSentRequests(provider, { isTouch: () => true, open });
    watchSentRequests(provider, { isTouch: () => true, open });
    client.emit('session_request_sent', SENT);
    await settle();
    expect(open).toHaveBeenCalledTimes(1);
    expect(watchSentRequests({}, { open })).toBe(false);
    expect(watchSentRequests(undefined, { open })).toBe(false);
  });

  it('keeps the pairing link whole but its trailing uri=, and opens no link of another form', () => {
    expect(requestLink('trust://wc?uri=', { id: 7, topic: 'a b' })).toBe('trust://wc?requestId=7&sessionTopic=a%20b');
    expect(requestLink('x://open?targetUrl=y://wc?uri=', { id: 7, topic: 't' })).toBe(
      'x://open?targetUrl=y://wc?requestId=7&sessionTopic=t',
    );
    expect(requestLink('x://wc?uri=abc', { id: 7, topic: 't' })).toBeUndefined();
    expect(requestLink('x://wc', { id: 7, topic: 't' })).toBeUndefined();
  });

  it('watches the provider the wrapped connector hands out', async () => {
    rememberDeepLinkChoice('rainbow');
    const { client, provider } = fakeProvider();
    const open = jest.fn();
    const inner = (() => ({ id: 'walletConnect', getProvider: async () => provider })) as unknown as CreateConnectorFn;
    const connector = withReturnToWallet(inner, { isTouch: () => true, open })({} as never);
    await expect(connector.getProvider()).resolves.toBe(provider);
    client.emit('session_request_sent', SENT);
    await settle();
    expect(open).toHaveBeenCalledWith(`rainbow://wc?requestId=${SENT.id}&sessionTopic=c0ffee`);
  });
});
