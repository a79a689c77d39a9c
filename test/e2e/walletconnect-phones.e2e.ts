/**
 * WalletConnect on phones (issue 20, "Phones (compact layout, touch)"): a touch screen at phone
 * width (isMobile, hasTouch, a phone's user agent), the production build against the local relay
 * (test/walletconnect/relay.ts) and the Node wallet (test/walletconnect/wallet.ts).
 *
 *   1. each catalogue wallet with a deep link opens by it, the real pairing URI encoded as the
 *      wallet documents it; a wallet that stays silent leaves the QR code and 'Get' offered;
 *   2. the deep-linked wallet is remembered: a request to its session (the verification
 *      signature) sends the phone back to the wallet app by its link, naming the request;
 *   3. inside a wallet's own browser (its provider injected), that wallet comes first and one
 *      tap connects: no QR code, no install page, no deep link.
 */
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { generatePrivateKey } from 'viem/accounts';
import { DEMO_WALLET_PRIVATE_KEY } from '../../src/testing/mocks/constants';
import { ANDROID_CHROME_UA, VIEWPORTS, type Viewport } from './support/browser';
import { browserSuite, type E2EContext } from './support/e2e';
import { installInjectedWallet } from './support/injectedWallet';
import { signIn } from './support/session';
import { countVisible, hidden, visible, waitUntil } from './support/wait';
import { readQrCode, requestedNavigations, walletConnectHarness } from './support/walletConnect';

const e2e = browserSuite('walletconnect-phones');

/** The pairing links as each wallet documents them (sources in src/features/wallet/model/catalogue/wallets.ts). */
const DEEP_LINKED_WALLETS = [
  { name: 'MetaMask', shortName: 'MetaMask', link: 'metamask://wc?uri=' },
  { name: 'Trust Wallet', shortName: 'Trust', link: 'trust://wc?uri=' },
  { name: 'Binance Wallet', shortName: 'Binance', link: 'bnc://app.binance.com/cedefi/wc?uri=' },
  { name: 'OKX Wallet', shortName: 'OKX', link: 'okex://main/wc?uri=' },
  { name: 'Bitget Wallet', shortName: 'Bitget', link: 'bitkeep://wc?uri=' },
  { name: 'SafePal', shortName: 'SafePal', link: 'safepalwallet://wc?uri=' },
  { name: 'TokenPocket', shortName: 'TokenPocket', link: 'tpoutside://wc?uri=' },
  { name: 'Rainbow', shortName: 'Rainbow', link: 'rainbow://wc?uri=' },
] as const;

/** Chrome on an Android phone; the in-wallet browser test adds the wallet's own mark. */
const PHONE = { userAgent: ANDROID_CHROME_UA };

const walletConnect = walletConnectHarness();

const banner = (page: Page) => page.getByRole('banner');
const connectButton = (page: Page) => banner(page).getByRole('button', { name: 'Connect Wallet', exact: true });
const walletList = (page: Page) => page.getByRole('dialog', { name: 'Connect a Wallet', exact: true });

async function phonePage(context: E2EContext, phone = PHONE, viewport: Viewport = VIEWPORTS.phone) {
  await walletConnect.servers.reset();
  for (const origin of walletConnect.servers.origins) context.allowOrigin(origin);
  const opened = await context.newPage({ viewport, phone });
  await walletConnect.routeVerify(context, opened);
  return opened;
}

/**
 * Connect Wallet → the wallet's row. Dispatched as DOM clicks: once the page has asked to open a
 * custom scheme after a tap, Chromium here holds back real input (its "open the app?" prompt has
 * no one to answer it), while the page still sees a touch screen.
 */
async function chooseWallet(page: Page, name: string): Promise<void> {
  await (await visible(connectButton(page), "'Connect Wallet'")).dispatchEvent('click');
  const list = await visible(walletList(page), 'the wallet list', 20_000);
  const row = list.getByRole('button', { name: new RegExp(`^${name}\\b`) });
  await (await visible(row, `'${name}' in the list`)).dispatchEvent('click');
}

/** The first navigation to `prefix` the page asked for (a custom scheme, so the page stays). */
async function navigationTo(requested: string[], prefix: string, what: string): Promise<string> {
  await waitUntil(() => requested.some((url) => url.startsWith(prefix)), { timeout: 20_000, message: what });
  return requested.find((url) => url.startsWith(prefix)) as string;
}

e2e.test(
  'each wallet with a deep link opens by it with the pairing URI; silent, it leaves the QR code and Get',
  async (context) => {
    const { page } = await phonePage(context);
    // The page's clock, so the few seconds of silence pass at once.
    await page.clock.install();
    await page.goto(`${walletConnect.servers.appUrl}/`);
    const requested = await requestedNavigations(page);
    for (const wallet of DEEP_LINKED_WALLETS) {
      const scheme = wallet.link.slice(0, wallet.link.indexOf('//') + 2);
      await chooseWallet(page, wallet.name);
      const target = await navigationTo(requested, scheme, `the page to open ${wallet.name} by its link`);
      await visible(page.getByRole('status').filter({ hasText: `Opening ${wallet.name}` }), `'Opening ${wallet.name}'`);

      // Never silent: the QR code (holding the URI the link carried) and the way to get the wallet.
      await page.clock.fastForward(5_000);
      await visible(page.getByRole('status').filter({ hasText: `No answer from ${wallet.name} yet` }), "'No answer'");
      const uri = await readQrCode(page);
      assert.equal(target, `${wallet.link}${encodeURIComponent(uri)}`, `${wallet.name}'s documented link`);
      const topic = uri.slice('wc:'.length, uri.indexOf('@'));
      assert.ok(
        walletConnect.servers.relay.calls.some(
          (call) =>
            call.method === 'wc_proposeSession' && (call.params as { pairingTopic?: string }).pairingTopic === topic,
        ),
        `the relay holds the proposal for ${uri}`,
      );
      await visible(page.getByRole('button', { name: 'Get', exact: true }), `'Get' ${wallet.name}`);
      if (wallet.name === 'Trust Wallet') {
        await context.screenshot(page, 'deep-link-silent', { sizes: [VIEWPORTS.phone] });
      }
      requested.length = 0;
      await page.reload();
    }
  },
  { timeout: 180_000 },
);

e2e.test(
  'a request to the deep-linked session sends the phone back to the wallet app, naming the request',
  async (context) => {
    // Signed in wide (the sign-in button is in the menu on a phone), then reloaded at phone width.
    const { page } = await phonePage(context, PHONE, VIEWPORTS.desktop);
    await signIn(page, walletConnect.servers.appUrl, walletConnect.servers.fixtureUrl);
    await page.setViewportSize(VIEWPORTS.phone);
    await page.reload();
    const requested = await requestedNavigations(page);

    await chooseWallet(page, 'MetaMask');
    const pairing = await navigationTo(requested, 'metamask://wc?uri=', "MetaMask's pairing link");
    const wallet = await walletConnect.newWallet(DEMO_WALLET_PRIVATE_KEY);
    await wallet.pair(new URL(pairing).searchParams.get('uri') ?? '');

    const signInDialog = await visible(
      page.getByRole('dialog', { name: 'Verify your account', exact: true }),
      'the verification dialog',
      20_000,
    );
    const send = signInDialog.getByRole('button', { name: 'Send message', exact: true });
    await waitUntil(() => send.isEnabled(), { message: "'Send message' enabled", timeout: 20_000 });
    requested.length = 0;
    const since = Date.now();
    await send.dispatchEvent('click');
    await wallet.waitForRequest('personal_sign', { since });
    const back = await navigationTo(requested, 'metamask://wc?', 'the page to send the phone back to MetaMask');
    const topic = wallet.session()?.topic ?? '';
    assert.match(
      back,
      /^metamask:\/\/wc\?requestId=\d+&sessionTopic=[0-9a-f]{64}$/,
      `MetaMask's request link: ${back}`,
    );
    assert.equal(new URL(back).searchParams.get('sessionTopic'), topic, 'the link names the session');
    await visible(page.getByText('Wallet verified', { exact: true }), "'Wallet verified'", 20_000);
    assert.equal(
      requested.filter((url) => url.startsWith('metamask:')).length,
      1,
      'sent back once, for the one request',
    );
  },
  { timeout: 120_000 },
);

/** In-app browsers: MetaMask's injects `window.ethereum` and announces itself; Trust's only injects. */
const IN_APP_BROWSERS = [
  { name: 'MetaMask', rdns: 'io.metamask', flag: 'isMetaMask', announce: true, ua: 'MetaMaskMobile/7.37.0' },
  { name: 'Trust Wallet', rdns: 'com.trustwallet.app', flag: 'isTrust', announce: false, ua: 'Trust/11.3' },
] as const;

e2e.test(
  "inside a wallet's own browser that wallet comes first and one tap connects (no QR code, no install page)",
  async (context) => {
    for (const inApp of IN_APP_BROWSERS) {
      const { page } = await phonePage(context, { userAgent: `${ANDROID_CHROME_UA} ${inApp.ua}` });
      await installInjectedWallet(page, {
        privateKey: generatePrivateKey(),
        chainId: 97,
        rpcUrls: walletConnect.servers.config.rpcUrls as Record<string, string>,
        name: inApp.name,
        rdns: inApp.rdns,
        injectedFlag: inApp.flag,
        announce: inApp.announce,
      });
      await page.goto(`${walletConnect.servers.appUrl}/`);
      const requested = await requestedNavigations(page);
      await (await visible(connectButton(page), "'Connect Wallet'")).click();
      const list = await visible(walletList(page), 'the wallet list', 20_000);
      const groups = list.getByRole('navigation', { name: 'Wallets' });
      assert.equal(await groups.getByRole('heading').first().textContent(), 'Installed', 'the Installed group first');
      const first = await visible(groups.getByRole('button').first(), 'the first wallet');
      assert.match((await first.textContent()) ?? '', new RegExp(`^${inApp.name}`), `${inApp.name} first`);

      await first.click();
      await hidden(connectButton(page), `'Connect Wallet' once ${inApp.name} connected`, 15_000);
      await visible(banner(page).getByRole('button', { name: /^Account / }), 'the account button');
      assert.equal(await countVisible(page.getByTestId('wallet-qr-code')), 0, 'no QR code');
      assert.equal(await countVisible(page.getByRole('button', { name: 'Get', exact: true })), 0, 'no install page');
      assert.deepEqual(requested, [], 'no deep link');
    }
  },
  { timeout: 120_000 },
);
