import { EventEmitter } from 'node:events';
import type { CreateConnectorFn } from 'wagmi';
import { rememberDeepLinkChoice } from '../deepLinkChoice';
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

  it.each([
    ['metaMask', 'metamask://wc'],
    ['trust', 'trust://wc'],
    ['binance', 'bnc://app.binance.com/cedefi/wc'],
    ['okx', 'okex://main/wc'],
    ['bitget', 'bitkeep://wc'],
    ['safePal', 'safepalwallet://wc'],
    ['tokenPocket', 'tpoutside://wc'],
    ['rainbow', 'rainbow://wc'],
  ])('sends a phone back to %s by its own link, naming the request and no pairing URI', async (walletId, route) => {
    rememberDeepLinkChoice(walletId);
    const { client, open } = watch();
    client.emit('session_request_sent', SENT);
    await settle();
    expect(open).toHaveBeenCalledWith(`${route}?requestId=${SENT.id}&sessionTopic=c0ffee`);
  });

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

  it('builds the request link from the pairing link without its query', () => {
    expect(requestLink('trust://wc?uri=', { id: 7, topic: 'a b' })).toBe('trust://wc?requestId=7&sessionTopic=a%20b');
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
