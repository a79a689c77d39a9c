/**
 * What the money browser tests share (money.e2e.ts, chain.e2e.ts): the demo user signed in with
 * the demo wallet connected and verified on the wallet page, the wallet page's fields, dialogs and
 * toasts, and deposits checked on the fixture server's EVM (test/chain/).
 */
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import type { Hex } from 'viem';
import { DEMO_WALLET_PRIVATE_KEY } from '../../../src/testing/mocks/constants';
import { depositGas, receipt, type DepositGas } from './chain';
import type { E2EContext } from './e2e';
import { installInjectedWallet } from './injectedWallet';
import { signIn } from './session';
import { countVisible, visible, waitUntil } from './wait';
import { connectAndVerify } from './wallet';

export const PENDING_KEY = 'money.pending.v1';
/** Transactions settle 2 s after they are created on the fixture server; polling adds a little. */
// On the BSC-like profile a search after an absence is paced (about 10 blocks a second) and
// replicas lag: more time, still bounded.
export const SETTLE_TIMEOUT = process.env.E2E_CHAIN_PROFILE === 'bsc' ? 45_000 : 25_000;

export async function openWalletPage(page: Page, appUrl: string): Promise<void> {
  const navLink = page.getByRole('navigation').getByRole('link', { name: /^wallet$/i });
  if ((await countVisible(navLink)) > 0) await navLink.first().click();
  else await page.goto(`${appUrl}/wallet`);
  await visible(page.getByRole('heading', { level: 1, name: /^wallet$/i }), 'the wallet page');
}

/** Signed in, wallet connected and verified, on the wallet page. */
export async function readyWallet({
  appUrl,
  fixtureUrl,
  walletRpcUrls,
  newPage,
}: Pick<E2EContext, 'appUrl' | 'fixtureUrl' | 'walletRpcUrls' | 'newPage'>) {
  const opened = await newPage();
  // On the BSC profile the wallet sends through its own node, not the app's replicas.
  const wallet = await installInjectedWallet(opened.page, {
    privateKey: DEMO_WALLET_PRIVATE_KEY,
    chainId: 97,
    rpcUrls: walletRpcUrls,
  });
  await signIn(opened.page, appUrl, fixtureUrl);
  await connectAndVerify(opened.page);
  await openWalletPage(opened.page, appUrl);
  return { ...opened, wallet };
}

export async function inAppBalance(page: Page, currency: string): Promise<string> {
  return (await page.getByTestId(`inapp-${currency}`).innerText()).trim();
}

export async function expectInAppBalance(
  page: Page,
  currency: string,
  text: string,
  timeout = SETTLE_TIMEOUT,
): Promise<void> {
  await waitUntil(
    async () =>
      (await page.getByTestId(`inapp-${currency}`).count()) > 0 && (await inAppBalance(page, currency)) === text,
    {
      timeout,
      message: `the in-app ${currency} balance to read "${text}"`,
    },
  );
}

export async function chooseAction(page: Page, name: RegExp): Promise<void> {
  await (await visible(page.getByRole('tab', { name }), `the ${name} tab`)).click();
}

export async function fillAmount(page: Page, amount: string): Promise<void> {
  await (await visible(page.getByRole('textbox', { name: /^amount$/i }), 'the Amount field')).fill(amount);
}

export async function confirmIn(page: Page, dialogName: RegExp, button: RegExp): Promise<void> {
  const dialog = await visible(page.getByRole('dialog', { name: dialogName }), `the ${dialogName} dialog`);
  await (await visible(dialog.getByRole('button', { name: button }), `the dialog's ${button} button`)).click();
}

export async function toast(page: Page, text: string | RegExp, what: string): Promise<void> {
  await visible(page.getByText(text), what, SETTLE_TIMEOUT);
}

/** The pending deposit's entry in localStorage (null when nothing is tracked). */
/** The journal's followed entries as stored, or null when none (finished ones stay for the recent transactions). */
export const pendingStored = (page: Page) =>
  page.evaluate((key) => {
    const entries = (JSON.parse(localStorage.getItem(key) ?? '{}') as { entries?: unknown[] }).entries ?? [];
    return entries.length > 0 ? JSON.stringify(entries) : null;
  }, PENDING_KEY);

/** How many entries the journal still follows (those that ended are kept beside them a while). */
export const followedCount = (page: Page) =>
  page.evaluate(
    (key) => (JSON.parse(localStorage.getItem(key) ?? '{"entries":[]}') as { entries: unknown[] }).entries.length,
    PENDING_KEY,
  );

/** The account dialog's recent transactions, read with the dialog open, then closed again. */
export async function recentTransactions(page: Page): Promise<{ text: string; links: (string | null)[] }> {
  await page.getByTestId('account-button').click();
  const account = await visible(page.getByRole('dialog', { name: 'Your wallet', exact: true }), 'the account dialog');
  const recent = account.getByRole('region', { name: 'Recent transactions' });
  const text = await recent.getByRole('list').innerText();
  const links = await Promise.all(
    (await recent.getByRole('listitem').getByRole('link').all()).map((link) => link.getAttribute('href')),
  );
  await account.getByRole('button', { name: 'Close', exact: true }).click();
  await waitUntil(async () => (await countVisible(account)) === 0, { message: 'the account dialog to close' });
  return { text, links };
}

/** After the wallet sent a deposit: the dialog shows its full hash (with a copy button); closed to go on. */
export async function closeDepositSent(page: Page): Promise<string> {
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

/**
 * Waits for the deposit's receipt and logs "gas used / gas limit"; fails with those figures when
 * it reverted (all the gas used: the wallet was given too low a gas limit).
 */
export async function expectMinedOk(fixtureUrl: string, hash: string, label: string): Promise<DepositGas> {
  await waitUntil(async () => (await receipt(fixtureUrl, hash as Hex)) !== null, {
    timeout: SETTLE_TIMEOUT,
    message: `the receipt of the ${label}`,
  });
  const gas = await depositGas(fixtureUrl, hash as Hex, label);
  const outOfGas = gas.status === 'reverted' && gas.gasUsed === gas.gasLimit ? ' (out of gas)' : '';
  assert.equal(
    gas.status,
    'success',
    `the ${label} reverted on chain${outOfGas}: gas used ${gas.gasUsed} / gas limit ${gas.gasLimit}`,
  );
  return gas;
}

/** Deposit tab, currency, amount (or Max), review and confirm; returns the hash once the sent dialog is closed. */
export async function deposit(page: Page, currency: 'BNB' | 'USDT', amount: string | 'max'): Promise<string> {
  await chooseAction(page, /deposit/i);
  const toggle = page.getByRole('group', { name: /^currency$/i });
  const choice = await visible(toggle.getByRole('button', { name: currency }), `the ${currency} choice`);
  await choice.click();
  // Review waits for the fee of the chosen currency (it only focuses the field before that).
  await waitUntil(async () => (await choice.getAttribute('aria-pressed')) === 'true', {
    message: `${currency} chosen`,
  });
  await visible(page.getByText(/network fee about/i), `the network fee of a ${currency} deposit`);
  if (amount === 'max') {
    const max = await visible(page.getByRole('button', { name: /^max$/i }), 'the Max button');
    await waitUntil(() => max.isEnabled(), { message: 'the Max button to be ready (balance and fee read)' });
    await max.click();
  } else {
    await fillAmount(page, amount);
  }
  await page.getByRole('button', { name: /review deposit/i }).click();
  await confirmIn(page, /confirm the deposit/i, /^deposit$/i);
  return closeDepositSent(page);
}

/** The in-app balance as a number ("1,260.7 USDT" -> 1260.7). */
export async function inAppNumber(page: Page, currency: string): Promise<number> {
  return Number((await inAppBalance(page, currency)).replace(/[^\d.]/g, ''));
}

/** The table shows amounts rounded (1250.75 as "1,250.7 USDT"): equal within 0.1. */
export async function expectInAppAbout(
  page: Page,
  currency: string,
  value: number,
  timeout = SETTLE_TIMEOUT,
): Promise<void> {
  await waitUntil(
    async () =>
      (await page.getByTestId(`inapp-${currency}`).count()) > 0 &&
      Math.abs((await inAppNumber(page, currency)) - value) < 0.1,
    { timeout, message: `the in-app ${currency} balance to read about ${value}` },
  );
}

/**
 * The page's calls to the app's RPC URL of `chainId`, with their answers, from now on: what the
 * tracker asked and was told, printed when a journal does not empty. The newest `keep` are kept.
 */
export function recordRpc(page: Page, chainId: number, keep = 300): () => string {
  const started = Date.now();
  const lines: string[] = [];
  const add = (line: string) => {
    lines.push(`${((Date.now() - started) / 1000).toFixed(1)} s ${line}`);
    if (lines.length > keep) lines.shift();
  };
  const ours = (url: string) => new URL(url).pathname === `/rpc/${chainId}`;
  page.on('requestfinished', (request) => {
    if (!ours(request.url())) return;
    const asked = (request.postData() ?? '').slice(0, 240);
    void request
      .response()
      .then(async (response) => add(`${asked} -> ${response?.status()} ${(await response?.text())?.slice(0, 240)}`))
      .catch(() => add(`${asked} -> (no body)`));
  });
  page.on('requestfailed', (request) => {
    if (ours(request.url())) add(`${(request.postData() ?? '').slice(0, 240)} -> ${request.failure()?.errorText}`);
  });
  return () => lines.join('\n');
}
