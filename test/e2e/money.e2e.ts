/**
 * Money in Chromium, with the demo user and the demo wallet (the injected Test Wallet holding
 * the demo key, so its signatures are real and the fixture chain mines its transactions): a BNB
 * deposit end to end, a withdrawal, a swap with a quote, a deposit interrupted by a reload that
 * is still tracked afterwards, and the transactions page's paging.
 *
 * Before money can move the user signs in (login service stand-in), connects the Test Wallet
 * ('Connect Wallet', then 'Test Wallet' in the dialog) and verifies it by signing the message.
 */
import assert from 'node:assert/strict';
import type { Page, Route } from 'playwright-core';
import { DEMO_WALLET_PRIVATE_KEY } from '../../src/testing/mocks/constants';
import { browserSuite, type E2EContext } from './support/e2e';
import { installInjectedWallet } from './support/injectedWallet';
import { countVisible, visible, waitUntil } from './support/wait';
import { signIn } from './support/session';
import { connectAndVerify } from './support/wallet';

const e2e = browserSuite('money');

const PENDING_KEY = 'money.pending.v1';
/** Transactions settle 2 s after they are created on the fixture server; polling adds a little. */
const SETTLE_TIMEOUT = 25_000;

async function openWalletPage(page: Page, appUrl: string): Promise<void> {
  const navLink = page.getByRole('navigation').getByRole('link', { name: /^wallet$/i });
  if ((await countVisible(navLink)) > 0) await navLink.first().click();
  else await page.goto(`${appUrl}/wallet`);
  await visible(page.getByRole('heading', { level: 1, name: /^wallet$/i }), 'the wallet page');
}

/** Signed in, wallet connected and verified, on the wallet page. */
async function readyWallet({ appUrl, fixtureUrl, config, newPage }: E2EContext) {
  const opened = await newPage();
  const wallet = await installInjectedWallet(opened.page, {
    privateKey: DEMO_WALLET_PRIVATE_KEY,
    chainId: 97,
    rpcUrls: config.rpcUrls as Record<string, string>,
  });
  await signIn(opened.page, appUrl, fixtureUrl);
  await connectAndVerify(opened.page);
  await openWalletPage(opened.page, appUrl);
  return { ...opened, wallet };
}

async function inAppBalance(page: Page, currency: string): Promise<string> {
  return (await page.getByTestId(`inapp-${currency}`).innerText()).trim();
}

async function expectInAppBalance(page: Page, currency: string, text: string, timeout = SETTLE_TIMEOUT): Promise<void> {
  await waitUntil(
    async () =>
      (await page.getByTestId(`inapp-${currency}`).count()) > 0 && (await inAppBalance(page, currency)) === text,
    {
      timeout,
      message: `the in-app ${currency} balance to read "${text}"`,
    },
  );
}

async function chooseAction(page: Page, name: RegExp): Promise<void> {
  await (await visible(page.getByRole('tab', { name }), `the ${name} tab`)).click();
}

async function fillAmount(page: Page, amount: string): Promise<void> {
  await (await visible(page.getByRole('textbox', { name: /^amount$/i }), 'the Amount field')).fill(amount);
}

async function confirmIn(page: Page, dialogName: RegExp, button: RegExp): Promise<void> {
  const dialog = await visible(page.getByRole('dialog', { name: dialogName }), `the ${dialogName} dialog`);
  await (await visible(dialog.getByRole('button', { name: button }), `the dialog's ${button} button`)).click();
}

async function toast(page: Page, text: string | RegExp, what: string): Promise<void> {
  await visible(page.getByText(text), what, SETTLE_TIMEOUT);
}

/** The pending deposit's entry in localStorage (null when nothing is tracked). */
const pendingStored = (page: Page) => page.evaluate((key) => localStorage.getItem(key), PENDING_KEY);

/** After the wallet sent a deposit: the dialog shows its full hash (with a copy button); closed to go on. */
async function closeDepositSent(page: Page): Promise<string> {
  const dialog = await visible(page.getByRole('dialog', { name: /deposit sent/i }), 'the Deposit sent dialog');
  const hash = (await dialog.innerText()).match(/0x[0-9a-f]{64}/i)?.[0];
  assert.ok(hash, 'the Deposit sent dialog shows the transaction hash');
  assert.equal((await dialog.getByRole('button', { name: /copy/i }).count()) > 0, true, 'with a copy button');
  await dialog.getByRole('button', { name: /^close$/i }).click();
  await waitUntil(async () => (await page.getByRole('dialog', { name: /deposit sent/i }).count()) === 0, {
    message: 'the Deposit sent dialog to close',
  });
  return hash;
}

// Two tests, each signing in once: the harness gives a whole file 60 s.
e2e.test(
  'deposits BNB end to end, and a deposit interrupted by a reload is still tracked afterwards',
  async (context) => {
    const { page, log } = await readyWallet(context);
    await expectInAppBalance(page, 'BNB', '2.5 BNB', 15_000);
    await waitUntil(async () => (await page.getByTestId('onchain-BNB').count()) > 0, {
      message: 'the on-chain BNB balance',
    });
    const onChainBefore = (await page.getByTestId('onchain-BNB').innerText()).trim();
    await context.screenshot(page, '01-wallet');

    // A bad amount is refused with its message, and nothing is sent.
    await fillAmount(page, '1.2x');
    await page.getByRole('button', { name: /review deposit/i }).click();
    await visible(page.getByText(/enter the amount in digits/i), 'the message for a malformed amount');
    assert.equal(await countVisible(page.getByRole('dialog')), 0, 'no confirmation for a bad amount');

    // 1. Wallet transaction, backend record, status followed to Successful, balances updated.
    let before = log.mark();
    await fillAmount(page, '0.1');
    await page.getByRole('button', { name: /review deposit/i }).click();
    await context.screenshot(page, '02-deposit-confirm');
    await confirmIn(page, /confirm the deposit/i, /^deposit$/i);
    await toast(page, 'Deposit of 0.1 BNB succeeded.', 'the success toast of the deposit');
    await context.screenshot(page, '03-deposit-done');
    // The hash stays on screen (with its copy button) until the user closes it.
    await closeDepositSent(page);
    assert.ok(
      log.count({ method: 'POST', path: '/rpc/97', since: before }) > 0,
      'the wallet sent the transaction through the configured RPC',
    );
    let posts = log.find({ method: 'POST', path: '/api/transaction', since: before });
    assert.equal(posts.length, 1, `one POST /api/transaction:\n${log.describe(posts)}`);
    assert.equal(posts[0]?.status, 201, 'the backend recorded the deposit');
    assert.ok(
      log.count({ method: 'GET', path: /^\/api\/transaction\/hash\/0x[0-9a-f]{64}$/i, since: before }) > 0,
      'the status was followed by hash',
    );
    await expectInAppBalance(page, 'BNB', '2.6 BNB');
    await waitUntil(async () => (await page.getByTestId('onchain-BNB').innerText()).trim() !== onChainBefore, {
      timeout: SETTLE_TIMEOUT,
      message: 'the on-chain BNB balance to change after the deposit',
    });
    assert.equal(await pendingStored(page), null, 'nothing is left to track');

    // 2. The backend cannot be reached for the record (the wallet transaction itself goes through).
    const blockRecord = (route: Route) =>
      route.request().method() === 'POST' ? route.abort('connectionrefused') : route.continue();
    await page.route(`${context.fixtureUrl}/api/transaction`, blockRecord);
    await fillAmount(page, '0.2');
    await page.getByRole('button', { name: /review deposit/i }).click();
    await confirmIn(page, /confirm the deposit/i, /^deposit$/i);
    await closeDepositSent(page);
    const pending = await visible(page.getByTestId('pending-transactions'), 'the pending list');
    await waitUntil(async () => /Deposit of 0\.2 BNB/.test(await pending.innerText()), {
      message: 'the deposit in the pending list',
    });
    await waitUntil(async () => /not recorded yet/i.test(await pending.innerText()), {
      message: 'the pending deposit to say it is not recorded yet',
    });
    const stored = await pendingStored(page);
    assert.ok(stored && /"stage":"recording"/.test(stored), `the deposit is kept in localStorage: ${stored}`);
    await context.screenshot(page, '04-deposit-pending');

    // Reload with the backend reachable again: the deposit is picked up and recorded.
    await page.unroute(`${context.fixtureUrl}/api/transaction`, blockRecord);
    before = log.mark();
    await page.reload();
    await visible(page.getByRole('heading', { level: 1, name: /^wallet$/i }), 'the wallet page after the reload');
    await toast(page, 'Deposit of 0.2 BNB succeeded.', 'the success toast after the reload');
    posts = log.find({ method: 'POST', path: '/api/transaction', since: before });
    assert.ok(
      posts.some((entry) => entry.status === 201),
      `the deposit was recorded after the reload:\n${log.describe(posts)}`,
    );
    await expectInAppBalance(page, 'BNB', '2.8 BNB');
    assert.equal(await pendingStored(page), null, 'nothing is left to track');
  },
);

e2e.test('withdraws, swaps with a quote, and pages through the transactions', async (context) => {
  const { page, log } = await readyWallet(context);

  // Withdraw: over the balance is refused; 1 BNB is followed to Successful.
  await chooseAction(page, /withdraw/i);
  await expectInAppBalance(page, 'BNB', '2.5 BNB', 15_000);
  await fillAmount(page, '3');
  await page.getByRole('button', { name: /review withdrawal/i }).click();
  await visible(page.getByText(/more than you have: at most 2\.5 BNB/i), 'the over-balance message');
  let before = log.mark();
  await fillAmount(page, '1');
  await page.getByRole('button', { name: /review withdrawal/i }).click();
  await confirmIn(page, /confirm the withdrawal/i, /^withdraw$/i);
  await toast(page, 'Withdrawal of 1 BNB succeeded.', 'the success toast of the withdrawal');
  assert.equal(log.count({ method: 'POST', path: '/api/transaction', since: before }), 1, 'one POST /api/transaction');
  await expectInAppBalance(page, 'BNB', '1.5 BNB');
  await context.screenshot(page, '05-withdraw-done');

  // Swap: the quote follows the amount once typing settles.
  await chooseAction(page, /swap/i);
  before = log.mark();
  await page.getByRole('textbox', { name: /^amount$/i }).pressSequentially('10', { delay: 50 });
  const quote = await visible(page.getByTestId('swap-quote'), 'the swap quote');
  await waitUntil(async () => /99 VOTE/.test(await quote.innerText()), { message: 'the quote to offer 99 VOTE' });
  assert.match(await quote.innerText(), /1 USDT = 10 VOTE/);
  const quotes = log.count({ method: 'POST', path: '/api/user-balance/verify-swap-token', since: before });
  assert.ok(quotes >= 1 && quotes <= 2, `a quote once the amount settled, not one per key (${quotes})`);
  await context.screenshot(page, '06-swap-quote');
  await page.getByRole('button', { name: /review swap/i }).click();
  await confirmIn(page, /confirm the swap/i, /^swap$/i);
  await toast(page, 'Swap of 10 USDT to VOTE succeeded.', 'the success toast of the swap');
  await expectInAppBalance(page, 'VOTE', '599 VOTE');

  // The transactions page: 45 seeded + the withdrawal + the swap, 20 a page (the next page is
  // fetched ahead while the first is on screen).
  await page.getByRole('link', { name: /transaction history/i }).click();
  await visible(page.getByRole('heading', { level: 1, name: /^transactions$/i }), 'the transactions page');
  await waitUntil(async () => (await page.getByTestId('transaction-row').count()) === 20, {
    message: '20 rows on the first page',
  });
  await visible(page.getByText('1–20 of 47'), 'the range of the first page');
  await context.screenshot(page, '07-transactions');
  const firstPageRows = await page.getByTestId('transaction-row').allInnerTexts();
  await page.getByRole('button', { name: /next page/i }).click();
  await visible(page.getByText('21–40 of 47'), 'the range of the second page');
  assert.match(page.url(), /page=2&size=20/, 'the page is in the address');
  // Other transactions are on screen, not the first page's rows under a new range (the rows are
  // reused from page to page, so their text must change).
  await waitUntil(
    async () => {
      const rows = await page.getByTestId('transaction-row').allInnerTexts();
      return rows.length === 20 && rows.every((row, index) => row !== firstPageRows[index]);
    },
    { message: "the second page's own 20 rows" },
  );
  await page.getByRole('button', { name: /last page/i }).click();
  await waitUntil(async () => (await page.getByTestId('transaction-row').count()) === 7, {
    message: '7 rows on the last page',
  });

  // A transaction's own page, by its hash.
  await page
    .getByRole('link', { name: /^details of transaction/i })
    .first()
    .click();
  await visible(page.getByRole('heading', { level: 1, name: /^transaction$/i }), 'the transaction detail page');
  assert.match(page.url(), /\/transactions\/0x[0-9a-f]{64}$/i);
  await context.screenshot(page, '08-transaction-detail');
});
