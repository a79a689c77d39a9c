/**
 * The wallet connection in the browser (issue "Wallet connection and verification", section
 * "Demo wallet and browser tests"), driven with the independent EIP-6963 Test Wallet
 * (support/injectedWallet.ts, signing in Node with the fixtures' demo key) against the
 * production build and the fixture backend, which checks the EIP-4361 signature itself:
 *
 *   1. signed in as demo: Connect Wallet → 'Test Wallet' under Installed → connect → the
 *      verification dialog → sign → verified (app and backend) → the account dialog → close;
 *   2. the wallet switches to a chain we do not configure → Wrong network → back to 97;
 *   3. disconnect → reload stays disconnected → the recent wallet first and marked → reload
 *      reconnects by itself, without a prompt;
 *   4. phone width: the connect dialog is a full-width bottom sheet in the compact layout;
 *   5. a rejected signature returns the verification dialog quietly to idle; a retry succeeds;
 *   6. a wallet that announces itself 800 ms after load (EIP-6963) is listed, and reconnected
 *      after a reload;
 *   7. Add USDT / Add VOTE (EIP-747) from the account dialog and the balances card: accepted,
 *      refused, and a wallet without wallet_watchAsset (the address to copy).
 *
 * The suite (support/e2e.ts) asserts after every test that no request left the app and
 * fixture origins.
 */
import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import { getAddress } from 'viem';
import { TEST_CONTRACTS } from '../chain/addresses';
import { DEMO_WALLET_ADDRESS, DEMO_WALLET_PRIVATE_KEY, SEEDED_NAMES } from '../../src/testing/mocks/constants';
import { VIEWPORTS } from './support/browser';
import { browserSuite, type E2EContext } from './support/e2e';
import {
  installInjectedWallet,
  rejectNext,
  setWatchAssetSupport,
  switchWalletChain,
  TEST_WALLET_NAME,
  walletState,
  watchedAssets,
  type InjectedWallet,
} from './support/injectedWallet';
import { accessToken, checkWalletVerified, signIn } from './support/session';
import { countVisible, hidden, visible, waitUntil } from './support/wait';

const e2e = browserSuite('wallet');

const BSC_TESTNET = 97;
const BSC_TESTNET_NAME = 'BNB Smart Chain Testnet';
const UNCONFIGURED_CHAIN = 1;
/** SPEC.md section 9: addresses as 4...4 characters. */
const SHORT_DEMO_ADDRESS = `${DEMO_WALLET_ADDRESS.slice(0, 4)}…${DEMO_WALLET_ADDRESS.slice(-4)}`;
/** What the fixtures' name lookup answers for the demo wallet ('demo.bnb'). */
const DEMO_WALLET_NAME = SEEDED_NAMES[DEMO_WALLET_ADDRESS.toLowerCase()] as string;
/** The fixture chain's balance of the demo wallet: 5 (t)BNB, shown with up to 3 decimals. */
const DEMO_BALANCE = /^5(\.0{1,3})? t?BNB$/;

// Texts of src/locales/en-US/wallet.json (and home.json) the tests look for.
const T = {
  connectWallet: 'Connect Wallet',
  // SPEC.md section 9: chain 1 is named.
  wrongNetwork: 'Wrong network: Ethereum',
  connectTitle: 'Connect a Wallet',
  walletList: 'Wallets',
  installed: 'Installed',
  groups: ['Installed', 'Recommended', 'Popular', 'Other'],
  recent: 'Recent',
  newToWallets: 'New to wallets?',
  learnMore: 'Learn more',
  signInTitle: 'Verify your account',
  sendMessage: 'Send message',
  accountTitle: 'Your wallet',
  copy: 'Copy Address',
  copied: 'Copied',
  disconnect: 'Disconnect',
  verify: 'Verify',
  networkTitle: 'Switch Networks',
  networkList: 'Networks',
  wrongNetworkNotice: 'Your wallet is on Ethereum, a network this site does not support.',
  close: 'Close',
  walletVerified: 'Wallet verified',
  walletUnverified: 'No verified wallet yet',
} as const;

/** Compact-layout dialog height limit (issue: 468 compact / 504 wide). */
const COMPACT_MAX_HEIGHT = 468;
/** The compact layout is used under this window width (SPEC.md section 2). */
const COMPACT_BELOW = 768;

const banner = (page: Page) => page.getByRole('banner');
const connectButton = (page: Page) => banner(page).getByRole('button', { name: T.connectWallet, exact: true });
const accountButton = (page: Page) => banner(page).getByRole('button', { name: /^Account / });
const wrongNetworkButton = (page: Page) => banner(page).getByRole('button', { name: T.wrongNetwork, exact: true });
const chainButton = (page: Page, chain: string) =>
  banner(page).getByRole('button', { name: `Network: ${chain}`, exact: true });
const dialog = (page: Page, title: string) => page.getByRole('dialog', { name: title, exact: true });
const anyDialog = (page: Page) => page.getByRole('dialog');
const testWalletRow = (scope: Locator) => scope.getByRole('button', { name: new RegExp(`^${TEST_WALLET_NAME}\\b`) });

/**
 * Records the methods the page asks the Test Wallet for (window.__walletCalls, per page load),
 * so a test can tell an eth_accounts reconnect from a prompt. Registered after the wallet's
 * own init script, which it wraps.
 */
async function recordWalletCalls(page: Page): Promise<void> {
  await page.addInitScript({
    content: `(function () {
      if (window.top !== window || !window.testWallet) return;
      var provider = window.testWallet.provider;
      var original = provider.request;
      window.__walletCalls = [];
      provider.request = function (args) {
        window.__walletCalls.push(args && args.method);
        return original.call(provider, args);
      };
    })();`,
  });
}

async function walletCalls(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __walletCalls?: string[] }).__walletCalls ?? []);
}

const PROMPTS = [
  'eth_requestAccounts',
  'wallet_requestPermissions',
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
];

/** After a reload: the app reconnected the wallet by asking its accounts, with no prompt and no signature. */
async function assertReconnectedQuietly(page: Page, wallet: InjectedWallet, signedBefore: number): Promise<void> {
  assert.equal(await countVisible(connectButton(page)), 0, `no '${T.connectWallet}' once reconnected`);
  const calls = await walletCalls(page);
  assert.ok(calls.includes('eth_accounts'), `the app asked eth_accounts to reconnect: ${calls.join(', ')}`);
  assert.deepEqual(
    calls.filter((method) => PROMPTS.includes(method)),
    [],
    `no prompt on reconnect: ${calls.join(', ')}`,
  );
  assert.equal(wallet.signed.length, signedBefore, 'no signature on reconnect');
}

/** A page with the Test Wallet (demo key, on BSC testnet) injected and its calls recorded. */
async function pageWithWallet(
  { config, newPage }: E2EContext,
  viewport: { width: number; height: number } = VIEWPORTS.desktop,
  { announceAfterMs = 0 }: { announceAfterMs?: number } = {},
) {
  const opened = await newPage({ viewport });
  const wallet = await installInjectedWallet(opened.page, {
    privateKey: DEMO_WALLET_PRIVATE_KEY,
    chainId: BSC_TESTNET,
    rpcUrls: config.rpcUrls as Record<string, string>,
    announceAfterMs,
  });
  await recordWalletCalls(opened.page);
  return { ...opened, wallet };
}

/** Connect Wallet in the app bar → the connect dialog, the Test Wallet listed. */
async function openConnectDialog(page: Page): Promise<Locator> {
  await (await visible(connectButton(page), `the app bar's '${T.connectWallet}' button`)).click();
  const connect = await visible(dialog(page, T.connectTitle), `the '${T.connectTitle}' dialog`, 20_000);
  await visible(
    testWalletRow(connect.getByRole('region', { name: T.installed })),
    `'${TEST_WALLET_NAME}' under '${T.installed}'`,
  );
  return connect;
}

/** The sign-in dialog once its nonce is there ('Send message' enabled). */
async function verificationDialogReady(page: Page): Promise<{ signInDialog: Locator; send: Locator }> {
  const signInDialog = await visible(
    dialog(page, T.signInTitle),
    `the '${T.signInTitle}' dialog (it opens by itself once connected)`,
    20_000,
  );
  const send = signInDialog.getByRole('button', { name: T.sendMessage, exact: true });
  await visible(send, `the '${T.sendMessage}' button`);
  await waitUntil(() => send.isEnabled(), { message: `'${T.sendMessage}' to be enabled (a nonce obtained)` });
  return { signInDialog, send };
}

async function expectVerified(page: Page, fixtureUrl: string, wallet: InjectedWallet): Promise<void> {
  await visible(page.getByText(T.walletVerified, { exact: true }), `'${T.walletVerified}' on the home page`);
  assert.deepEqual(
    await checkWalletVerified(fixtureUrl, await accessToken(page)),
    { verified: true, wallet_address: DEMO_WALLET_ADDRESS },
    'the backend has the wallet verified',
  );
  assert.ok(
    wallet.signed.every((entry) => entry.kind === 'personal_sign' && entry.address === DEMO_WALLET_ADDRESS),
    `only personal_sign by the demo wallet: ${JSON.stringify(wallet.signed)}`,
  );
}

/** Signed in as demo, the Test Wallet connected and verified; no dialog open. */
async function signedInAndVerified(context: E2EContext) {
  const opened = await pageWithWallet(context);
  const { page, wallet } = opened;
  await signIn(page, context.appUrl, context.fixtureUrl);
  const connect = await openConnectDialog(page);
  await testWalletRow(connect).click();
  const { send } = await verificationDialogReady(page);
  await send.click();
  await hidden(anyDialog(page), 'the wallet dialogs once verified', 20_000);
  await expectVerified(page, context.fixtureUrl, wallet);
  await visible(accountButton(page), 'the account button');
  return opened;
}

/**
 * As if the wallet had ignored the app's wallet_revokePermissions: the Test Wallet's saved state
 * (sessionStorage 'testWallet.v1', read on the next load) has the site connected again. No
 * event reaches the page, unlike eth_requestAccounts (which is the user connecting).
 */
async function stillAuthorisedInWallet(page: Page): Promise<void> {
  const done = await page.evaluate(() => {
    const raw = sessionStorage.getItem('testWallet.v1');
    if (!raw) return false;
    sessionStorage.setItem('testWallet.v1', JSON.stringify({ ...JSON.parse(raw), connected: true }));
    return true;
  });
  assert.ok(done, "the Test Wallet's saved state (sessionStorage testWallet.v1)");
}

/**
 * A screenshot at the page's own size only: for open wallet dialogs, since a resize across the
 * 768 px breakpoint makes the app bar remount the wallet slot, which closes any open wallet
 * dialog (src/app/layout/AppHeader.tsx renders WalletSlot at a different place in each layout),
 * so the two-size screenshot would lose the very state it is meant to show; and for the phone test.
 */
async function ownSizeShot({ screenshot }: E2EContext, page: Page, name: string): Promise<void> {
  const size = page.viewportSize();
  assert.ok(size, 'the page has a viewport size');
  await screenshot(page, name, { sizes: [size] });
}

/** Phone and desktop screenshots of a page state, then the page's own layout back before going on. */
async function pageShot({ screenshot }: E2EContext, page: Page, name: string): Promise<void> {
  // The wallet controls remount with the layout: wait for them again if they were there.
  const runtimeWasReady = (await page.getByTestId('wallet-controls').count()) > 0;
  await screenshot(page, name);
  const width = page.viewportSize()?.width ?? VIEWPORTS.desktop.width;
  const expected = width < COMPACT_BELOW ? 'compact' : 'wide';
  const layout = page.locator('[data-layout]').first();
  const settled = () =>
    waitUntil(async () => (await layout.getAttribute('data-layout')) === expected, {
      message: `the ${expected} layout after the screenshots`,
    });
  await settled();
  // Past the 500 ms resize debounce of the last resize, so no switch is still on its way.
  await page.waitForTimeout(600);
  await settled();
  if (runtimeWasReady) await walletRuntimeReady(page);
}

/** Waits for the wallet runtime (WalletControls) to have taken over the app bar. */
async function walletRuntimeReady(page: Page): Promise<void> {
  await page.getByTestId('wallet-controls').waitFor({ state: 'attached', timeout: 20_000 });
}

/** Asserts that for `ms` no wallet dialog shows up. */
async function noDialogFor(page: Page, ms: number, what: string): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    assert.equal(await countVisible(anyDialog(page)), 0, `no dialog ${what}`);
    await page.waitForTimeout(100);
  }
}

e2e.test(
  'signed in, connects the injected Test Wallet, verifies it by signature, shows the account',
  async (context) => {
    const { appUrl, fixtureUrl } = context;
    const { page, log, wallet, context: browserContext } = await pageWithWallet(context);
    await browserContext.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: appUrl });

    await signIn(page, appUrl, fixtureUrl);
    await visible(page.getByText(T.walletUnverified), `'${T.walletUnverified}' before connecting`);
    assert.deepEqual(
      await checkWalletVerified(fixtureUrl, await accessToken(page)),
      { verified: false, wallet_address: null },
      'demo starts without a wallet',
    );

    // The connect dialog: groups in order, the Test Wallet under Installed (found by EIP-6963).
    const connect = await openConnectDialog(page);
    const list = connect.getByRole('navigation', { name: T.walletList });
    const headings = await list.getByRole('heading', { level: 3 }).allInnerTexts();
    assert.deepEqual(headings, T.groups, 'the wallet groups, Installed first');
    const installed = list.getByRole('region', { name: T.installed });
    assert.equal(await installed.getByRole('button').count(), 1, 'only the Test Wallet is installed');
    const row = testWalletRow(installed);
    assert.equal((await row.innerText()).includes(T.recent), false, 'not marked recent before any connection');
    await ownSizeShot(context, page, '01-connect-dialog');

    // Connect: the dialog closes, the verification dialog opens by itself.
    await row.click();
    const { signInDialog, send } = await verificationDialogReady(page);
    await hidden(dialog(page, T.connectTitle), 'the connect dialog once connected');
    assert.equal((await walletState(page)).connected, true, 'the Test Wallet connected the site');
    await visible(
      signInDialog.getByText(DEMO_WALLET_NAME, { exact: true }),
      "the account's name in the verification dialog",
    );
    assert.equal(await countVisible(signInDialog.getByRole('alert')), 0, 'no error before signing');
    assert.deepEqual(wallet.signed, [], 'nothing signed before the user asks');
    await ownSizeShot(context, page, '02-verify-dialog');

    // Sign: the backend verifies the real signature of its own nonce.
    const beforeSign = log.mark();
    await send.click();
    await hidden(signInDialog, 'the verification dialog once verified', 20_000);
    assert.deepEqual(
      wallet.signed,
      [{ kind: 'personal_sign', address: DEMO_WALLET_ADDRESS }],
      'one personal_sign by the demo wallet',
    );
    await expectVerified(page, fixtureUrl, wallet);
    const verify = log.find({ method: 'POST', path: '/api/auth/verify-wallet', since: beforeSign });
    assert.equal(verify.length, 1, `one POST /api/auth/verify-wallet:\n${log.describe()}`);
    assert.equal(verify[0]?.status, 200, 'verify-wallet accepted the signature');
    assert.ok(log.count({ method: 'POST', path: '/api/auth/connect-wallet' }) >= 1, 'a nonce came from connect-wallet');

    // The app bar: the chain and the account (name and balance) buttons.
    await visible(chainButton(page, BSC_TESTNET_NAME), `the chain button '${BSC_TESTNET_NAME}'`);
    const account = await visible(accountButton(page), 'the account button');
    await waitUntil(
      async () =>
        DEMO_BALANCE.test(
          (await page
            .getByTestId('account-button-balance')
            .textContent()
            .catch(() => '')) ?? '',
        ),
      {
        message: 'the balance in the account button',
      },
    );
    await pageShot(context, page, '03-connected-verified');

    // The account dialog: name, shortened address, balance; copy; no 'Verify' (verified).
    await account.click();
    const accountDialog = await visible(dialog(page, T.accountTitle), `the '${T.accountTitle}' dialog`);
    assert.equal(
      await accountDialog.getByTestId('account-name').innerText(),
      DEMO_WALLET_NAME,
      'the name from the name lookup',
    );
    await visible(
      accountDialog.getByText(SHORT_DEMO_ADDRESS, { exact: true }),
      `the shortened address ${SHORT_DEMO_ADDRESS}`,
    );
    await waitUntil(async () => DEMO_BALANCE.test(await accountDialog.getByTestId('account-balance').innerText()), {
      message: 'the balance in the account dialog',
    });
    assert.equal(
      await countVisible(accountDialog.getByRole('button', { name: T.verify, exact: true })),
      0,
      `no '${T.verify}' for a verified wallet`,
    );
    await ownSizeShot(context, page, '04-account-dialog');

    await accountDialog.getByRole('button', { name: T.copy }).click();
    await visible(accountDialog.getByRole('button', { name: T.copied, exact: true }), `'${T.copied}' after copying`);
    assert.equal(
      await page.evaluate(() => navigator.clipboard.readText()),
      DEMO_WALLET_ADDRESS,
      'the full address was copied',
    );
    await visible(accountDialog.getByRole('button', { name: T.copy }), `'${T.copy}' again after 1500 ms`, 5_000);

    // Close: the dialog goes, the focus returns to the account button.
    await accountDialog.getByRole('button', { name: T.close, exact: true }).click();
    await hidden(accountDialog, 'the account dialog after Close');
    await waitUntil(() => account.evaluate((element) => element === document.activeElement), {
      message: 'the focus back on the account button',
    });
  },
);

e2e.test(
  'the wallet switches to an unconfigured chain: Wrong network, and back to BSC testnet from the network dialog',
  async (context) => {
    const { page, wallet } = await signedInAndVerified(context);
    await visible(chainButton(page, BSC_TESTNET_NAME), `the chain button '${BSC_TESTNET_NAME}'`);

    // As if the user picked Ethereum Mainnet in the wallet.
    await switchWalletChain(page, UNCONFIGURED_CHAIN);
    const wrong = await visible(wrongNetworkButton(page), `the '${T.wrongNetwork}' button`);
    await hidden(accountButton(page), 'the account button on a wrong network');
    await hidden(chainButton(page, BSC_TESTNET_NAME), 'the chain button on a wrong network');
    await pageShot(context, page, '05-wrong-network');

    await wrong.click();
    const networkDialog = await visible(dialog(page, T.networkTitle), `the '${T.networkTitle}' dialog`);
    await visible(
      networkDialog.getByRole('alert').filter({ hasText: T.wrongNetworkNotice }),
      'the wrong-network notice',
    );
    const networks = networkDialog.getByRole('list', { name: T.networkList });
    const items = networks.getByRole('button');
    assert.deepEqual(
      await items.allInnerTexts(),
      [BSC_TESTNET_NAME, 'BNB Smart Chain'],
      'the configured chains, in order',
    );
    assert.equal(
      await networkDialog.locator('[aria-current="true"]').count(),
      0,
      'no configured chain marked connected',
    );
    await ownSizeShot(context, page, '06-network-dialog-wrong-network');

    await networks.getByRole('button', { name: BSC_TESTNET_NAME, exact: true }).click();
    await hidden(networkDialog, 'the network dialog after switching', 20_000);
    assert.equal((await walletState(page)).chainId, BSC_TESTNET, 'the wallet is back on BSC testnet');
    await hidden(wrongNetworkButton(page), `the '${T.wrongNetwork}' button after switching back`);
    await visible(chainButton(page, BSC_TESTNET_NAME), `the chain button '${BSC_TESTNET_NAME}' again`);
    await visible(accountButton(page), 'the account button again');
    // Same account: still verified, nobody asks to sign again.
    await noDialogFor(page, 1_000, 'after switching back (the wallet is still verified)');
    await visible(page.getByText(T.walletVerified, { exact: true }), `'${T.walletVerified}' still`);
    assert.equal(wallet.signed.length, 1, 'no second signature');

    // The network dialog now marks BSC testnet connected.
    await (await visible(chainButton(page, BSC_TESTNET_NAME), 'the chain button')).click();
    const again = await visible(dialog(page, T.networkTitle), `the '${T.networkTitle}' dialog`);
    const current = again.locator('[aria-current="true"]');
    assert.equal(await current.count(), 1, 'one chain marked current');
    assert.match(await current.innerText(), new RegExp(`^${BSC_TESTNET_NAME}\\s+Connected$`));
    assert.equal(await countVisible(again.getByRole('alert')), 0, 'no wrong-network notice');
    await page.keyboard.press('Escape');
    await hidden(again, 'the network dialog after Escape');
  },
);

e2e.test(
  'disconnects, stays disconnected after a reload, lists the recent wallet first, reconnects by itself after a reload',
  async (context) => {
    const { page, wallet } = await signedInAndVerified(context);

    // Disconnect from the account dialog.
    await (await visible(accountButton(page), 'the account button')).click();
    const accountDialog = await visible(dialog(page, T.accountTitle), `the '${T.accountTitle}' dialog`);
    await accountDialog.getByRole('button', { name: T.disconnect, exact: true }).click();
    await hidden(accountDialog, 'the account dialog after Disconnect');
    await visible(connectButton(page), `'${T.connectWallet}' after disconnecting`);
    await hidden(accountButton(page), 'the account button after disconnecting');

    // A reload keeps it disconnected, even with a wallet that still has the site authorised
    // (many ignore wallet_revokePermissions): the app remembers the disconnect itself. The Test
    // Wallet's saved state is set back to connected, silently (no event, as such a wallet would).
    await stillAuthorisedInWallet(page);
    await page.reload();
    assert.equal((await walletState(page)).connected, true, 'the wallet still has the site authorised');
    // Nothing remembered: the wallet runtime is not even started (it runs when a wallet is chosen).
    await visible(connectButton(page), `'${T.connectWallet}' after the reload`);
    await noDialogFor(page, 1_000, 'after the reload');
    assert.equal(await countVisible(accountButton(page)), 0, 'still disconnected after the reload');
    assert.deepEqual(
      (await walletCalls(page)).filter((method) => PROMPTS.includes(method)),
      [],
      'the wallet was not asked to connect',
    );

    // Connect again: the recent wallet first, marked.
    const connect = await openConnectDialog(page);
    const rows = connect.getByRole('navigation', { name: T.walletList }).getByRole('button');
    const first = rows.first();
    assert.match(
      await first.innerText(),
      new RegExp(`^${TEST_WALLET_NAME}\\s+${T.recent}$`),
      'the Test Wallet is listed first and marked recent',
    );
    assert.equal(
      await connect.getByText(T.recent, { exact: true }).count(),
      1,
      'only the Test Wallet is marked recent',
    );
    await ownSizeShot(context, page, '07-connect-dialog-recent');
    await first.click();
    await hidden(dialog(page, T.connectTitle), 'the connect dialog once connected', 20_000);
    await visible(accountButton(page), 'the account button after connecting again');
    // The same, verified account: no verification asked.
    await noDialogFor(page, 1_000, 'after connecting the verified wallet again');

    // A reload reconnects by itself: no dialog, no prompt in the wallet, no signature.
    const signedBefore = wallet.signed.length;
    await page.reload();
    await visible(accountButton(page), 'the account button after the reload (reconnected)', 20_000);
    await noDialogFor(page, 1_000, 'after the reload (reconnected without a prompt)');
    await assertReconnectedQuietly(page, wallet, signedBefore);
    await visible(page.getByText(T.walletVerified, { exact: true }), `'${T.walletVerified}' after the reload`);
    await pageShot(context, page, '08-reconnected');
  },
);

e2e.test('phone width: the connect dialog is a full-width bottom sheet in the compact layout', async (context) => {
  const { appUrl } = context;
  const { width, height } = VIEWPORTS.phone;
  const { page } = await pageWithWallet(context, VIEWPORTS.phone);
  await page.goto(`${appUrl}/`);

  const connect = await openConnectDialog(page);
  const expectSheet = async (what: string) => {
    const paper = page.getByTestId('connect-dialog');
    await waitUntil(
      async () => {
        const box = await paper.boundingBox();
        return (
          box !== null &&
          Math.round(box.x) === 0 &&
          Math.round(box.width) === width &&
          Math.abs(box.y + box.height - height) <= 1
        );
      },
      { message: `${what}: the connect dialog as a ${width}px-wide sheet at the bottom of the screen` },
    );
    const box = await paper.boundingBox();
    assert.ok(
      box && box.height <= COMPACT_MAX_HEIGHT,
      `${what}: at most ${COMPACT_MAX_HEIGHT}px tall (was ${box?.height})`,
    );
  };
  await expectSheet('phone');

  // Compact: one step at a time, the list first with the 'New to wallets?' link under it.
  await visible(connect.getByText(T.newToWallets, { exact: true }), `'${T.newToWallets}' under the list`);
  await visible(connect.getByRole('button', { name: T.learnMore, exact: true }), `'${T.learnMore}'`);
  assert.equal(
    await countVisible(connect.getByRole('heading', { name: 'What is a Wallet?' })),
    0,
    'no intro panel beside the list',
  );
  assert.equal(
    await countVisible(connect.getByRole('button', { name: 'Back' })),
    0,
    'no back button on the first step',
  );
  await ownSizeShot(context, page, '09-phone-connect-dialog');
  await expectSheet('after the screenshot');

  // Connect on the phone: the compact account button (no balance, no chain button).
  await testWalletRow(connect.getByRole('region', { name: T.installed })).click();
  await hidden(anyDialog(page), 'the connect dialog once connected', 20_000);
  await visible(accountButton(page), 'the account button');
  assert.equal(
    await countVisible(page.getByTestId('account-button-balance')),
    0,
    'no balance in the compact account button',
  );
  assert.equal(await countVisible(chainButton(page, BSC_TESTNET_NAME)), 0, 'no chain button in the compact layout');
  await ownSizeShot(context, page, '10-phone-connected');
});

e2e.test(
  'a rejected signature returns the verification dialog quietly to idle; the second attempt verifies',
  async (context) => {
    const { appUrl, fixtureUrl } = context;
    const { page, log, wallet } = await pageWithWallet(context);
    await signIn(page, appUrl, fixtureUrl);
    const connect = await openConnectDialog(page);
    await testWalletRow(connect).click();
    const { signInDialog, send } = await verificationDialogReady(page);

    // The user rejects the signature in the wallet.
    await rejectNext(page, 'personal_sign');
    const beforeReject = log.mark();
    await send.click();
    await waitUntil(async () => (await walletCalls(page)).includes('personal_sign'), {
      message: 'the app to ask the wallet for personal_sign',
    });
    await waitUntil(() => send.isEnabled(), { message: `'${T.sendMessage}' enabled again after the rejection` });
    await visible(signInDialog, 'the verification dialog, still open after the rejection');
    assert.equal(await countVisible(signInDialog.getByRole('alert')), 0, 'no error shown for a rejection');
    assert.equal((await signInDialog.getByRole('status').innerText()).trim(), '', 'no progress shown: back to idle');
    assert.deepEqual(wallet.signed, [], 'nothing was signed');
    assert.equal(
      log.count({ method: 'POST', path: /^\/api\/auth\/(verify|update)-wallet$/, since: beforeReject }),
      0,
      'nothing sent to verify',
    );
    assert.deepEqual(
      await checkWalletVerified(fixtureUrl, await accessToken(page)),
      { verified: false, wallet_address: null },
      'not verified after the rejection',
    );
    await visible(page.getByText(T.walletUnverified), `'${T.walletUnverified}' still`);
    await ownSizeShot(context, page, '11-verify-rejected-idle');

    // Second attempt: signed and verified.
    await send.click();
    await hidden(signInDialog, 'the verification dialog once verified', 20_000);
    assert.equal(
      (await walletCalls(page)).filter((method) => method === 'personal_sign').length,
      2,
      'two signature requests in all',
    );
    assert.deepEqual(
      wallet.signed,
      [{ kind: 'personal_sign', address: DEMO_WALLET_ADDRESS }],
      'one signature, the second attempt',
    );
    await expectVerified(page, fixtureUrl, wallet);
  },
);

e2e.test(
  'a wallet that announces itself 800 ms after load is listed, and reconnected after a reload',
  async (context) => {
    const { appUrl } = context;
    // SPEC.md section 9: an injected wallet may take up to 1000 ms to announce itself.
    const LATE_MS = 800;
    const { page, wallet } = await pageWithWallet(context, VIEWPORTS.desktop, { announceAfterMs: LATE_MS });
    // When (ms after the page started loading) the Test Wallet first announced itself, per load.
    await page.addInitScript({
      content: `window.__announcedAt = null;
        window.addEventListener('eip6963:announceProvider', function (event) {
          if (window.__announcedAt === null && event.detail.info.rdns === ${JSON.stringify(wallet.rdns)})
            window.__announcedAt = performance.now();
        });`,
    });
    const announcedAt = () =>
      page.evaluate(() => (window as unknown as { __announcedAt: number | null }).__announcedAt);

    // Listed under Installed even though it was silent when the app started.
    await page.goto(`${appUrl}/`);
    const connect = await openConnectDialog(page);
    const first = await announcedAt();
    assert.ok(first !== null && first >= LATE_MS, `the wallet announced itself late (at ${first} ms)`);
    await testWalletRow(connect.getByRole('region', { name: T.installed })).click();
    await hidden(dialog(page, T.connectTitle), 'the connect dialog once connected', 20_000);
    await visible(accountButton(page), 'the account button once connected');

    // Reload: the app starts before the wallet announces itself, and still reconnects it, without
    // a prompt.
    const signedBefore = wallet.signed.length;
    await page.reload();
    await visible(accountButton(page), 'the account button after the reload (the late wallet reconnected)', 20_000);
    const again = await announcedAt();
    assert.ok(again !== null && again >= LATE_MS, `the wallet announced itself late again (at ${again} ms)`);
    await noDialogFor(page, 500, 'after the reload (reconnected without a prompt)');
    await assertReconnectedQuietly(page, wallet, signedBefore);
    assert.equal((await walletState(page)).connected, true, 'the wallet still has the site connected');
  },
);

/** What the wallet gets for a token: the contract's own decimals (18 on the test chain, VOTE included). */
const watchRequest = (appUrl: string, symbol: 'USDT' | 'VOTE') => ({
  type: 'ERC20',
  options: {
    address: getAddress(symbol === 'USDT' ? TEST_CONTRACTS.stablecoin : TEST_CONTRACTS.vote),
    symbol,
    // The app's own VOTE amounts have 0 decimals: 18 can only come from the contract.
    decimals: 18,
    image: `${new URL(appUrl).origin}/tokens/${symbol.toLowerCase()}.svg`,
  },
});

e2e.test(
  'Add USDT / Add VOTE: the wallet gets the token from the account dialog and the balances card; a refusal is calm; a wallet without the method gets the address',
  async (context) => {
    const { appUrl } = context;
    const { page } = await signedInAndVerified(context);
    await accountButton(page).click();
    const account = await visible(dialog(page, T.accountTitle), `the '${T.accountTitle}' dialog`);
    const addButton = (scope: Locator, symbol: string) =>
      scope.getByRole('button', { name: `Add ${symbol} to your wallet`, exact: true });

    await addButton(account, 'USDT').click();
    await visible(account.getByText('USDT was added to your wallet.'), "'USDT was added'");
    await addButton(account, 'VOTE').click();
    await visible(account.getByText('VOTE was added to your wallet.'), "'VOTE was added'");
    assert.deepEqual(await watchedAssets(page), [watchRequest(appUrl, 'USDT'), watchRequest(appUrl, 'VOTE')]);
    for (const symbol of ['usdt', 'vote']) {
      const icon = await fetch(`${new URL(appUrl).origin}/tokens/${symbol}.svg`);
      assert.equal(icon.status, 200, `our origin serves the ${symbol} icon`);
      assert.match(icon.headers.get('content-type') ?? '', /^image\/svg\+xml/);
    }

    // The user says no: a calm note, nothing to copy.
    await rejectNext(page, 'wallet_watchAsset');
    await addButton(account, 'VOTE').click();
    await visible(account.getByText('VOTE was not added. You can add it any time.'), 'the calm refusal note');
    assert.equal(await countVisible(account.getByTestId('add-token-address')), 0, 'no address after a refusal');

    // A wallet without wallet_watchAsset (-32601): the address to add by hand, and Copy.
    await setWatchAssetSupport(page, false);
    await addButton(account, 'USDT').click();
    await visible(
      account.getByText('Your wallet cannot add tokens from here. To add USDT by hand, use this contract address:'),
      'the by-hand message',
    );
    assert.equal(
      await account.getByTestId('add-token-address').innerText(),
      getAddress(TEST_CONTRACTS.stablecoin),
      'the USDT contract address is shown',
    );
    await visible(account.getByRole('button', { name: 'Copy the USDT contract address' }), 'its Copy button');
    assert.equal((await watchedAssets(page)).length, 2, 'nothing more reached the wallet');
    await ownSizeShot(context, page, '09-add-token-by-hand');

    // The balances card of the wallet page offers the same.
    await page.goto(`${appUrl}/wallet`);
    const balances = await visible(page.getByRole('region', { name: 'Balances' }), 'the balances card', 20_000);
    await addButton(balances, 'VOTE').click();
    await visible(balances.getByText('VOTE was added to your wallet.'), "'VOTE was added' in the balances card");
    assert.deepEqual(await watchedAssets(page), [watchRequest(appUrl, 'VOTE')]);
    await balances.scrollIntoViewIfNeeded();
    await pageShot(context, page, '10-balances-add-token');
  },
);
