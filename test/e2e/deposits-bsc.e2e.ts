/**
 * The money journeys of issue 27 on the BSC-like chain (docs/testing-chain.md): pruned lagging
 * replicas, 450 ms blocks, no eth_getLogs. Each asserts on what the user sees and on how many
 * records the backend holds for a hash. Run on the BSC profile only (runner.ts, BSC_ONLY).
 *
 * "The tab closed" is the page sent to about:blank and back: the app's scripts are gone while
 * blocks are mined, and only its storage stays, as when a browser reopens a closed tab (which
 * restores sessionStorage, where the test wallet keeps its connection).
 */
import assert from 'node:assert/strict';
import type { Page, Request } from 'playwright-core';
import { parseEther, parseGwei, type Hex } from 'viem';
import { DEMO_WALLET_ADDRESS, DEMO_WALLET_PRIVATE_KEY } from '../../src/testing/mocks/constants';
import { TEST_CONTRACTS, chainClient, mine, receipt, sendRaw, startMining, stopMining } from './support/chain';
import { it } from 'node:test';
import { browserSuite, type E2EContext } from './support/e2e';
import {
  PENDING_KEY,
  SETTLE_TIMEOUT,
  closeDepositSent,
  expectInAppBalance,
  fillAmount,
  openWalletPage,
  pendingStored,
  readyWallet,
  recordRpc,
  toast,
} from './support/money';
import { chainProfile } from './support/profile';
import { visible, waitUntil } from './support/wait';

const suite = browserSuite('deposits');
// Written for the BSC profile (pruned state, lagging replicas): elsewhere they are skipped.
const e2e: Pick<typeof suite, 'test'> =
  chainProfile() === 'bsc' ? suite : { test: (name) => void it(name, { skip: 'runs on the BSC profile only' }) };

/** What the user must never be told about a deposit that went out. */
const WRONG_ENDINGS = /was not sent from your wallet|replaced in your wallet by another|cancelled in your wallet/i;

/** Every text matching WRONG_ENDINGS that appears in the page, across navigations. */
async function watchWrongEndings(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.exposeBinding('__sawWrongEnding', (_source, text: string) => void seen.push(text));
  await page.addInitScript((pattern: string) => {
    const wrong = new RegExp(pattern, 'i');
    const report = (window as unknown as { __sawWrongEnding: (t: string) => void }).__sawWrongEnding;
    const check = () => {
      const text = document.body?.innerText ?? '';
      const match = text.split('\n').find((line) => wrong.test(line));
      if (match) void report(match);
    };
    new MutationObserver(check).observe(document, { childList: true, subtree: true, characterData: true });
  }, WRONG_ENDINGS.source);
  return seen;
}

/** Reviews and confirms a BNB deposit; returns the hash the wallet gave back. */
async function sendDeposit(page: Page, amount: string): Promise<Hex> {
  await reviewDeposit(page, amount);
  await confirmDialog(page)
    .getByRole('button', { name: /^deposit$/i })
    .click();
  return (await closeDepositSent(page)) as Hex;
}

const confirmDialog = (page: Page) => page.getByRole('dialog', { name: /confirm the deposit/i });

async function reviewDeposit(page: Page, amount: string): Promise<void> {
  await fillAmount(page, amount);
  await page.getByRole('button', { name: /review deposit/i }).click();
  await visible(confirmDialog(page), 'the confirmation');
}

/** A wallet's speed-up: the same nonce and payment with twice the fee, sent from the test side. */
async function speedUp(fixtureUrl: string, hash: Hex, value: bigint): Promise<Hex> {
  const original = await chainClient(fixtureUrl).getTransaction({ hash });
  const fee = (original.maxFeePerGas ?? parseGwei('5')) * 2n;
  return sendRaw(fixtureUrl, {
    privateKey: DEMO_WALLET_PRIVATE_KEY,
    to: TEST_CONTRACTS.deposit,
    value,
    nonce: original.nonce,
    gas: original.gas,
    maxFeePerGas: fee,
    maxPriorityFeePerGas: fee,
  });
}

/** How many records the backend holds for a hash (GET /api/transaction with the page's token). */
async function recordsOf(page: Page, fixtureUrl: string, hash: Hex): Promise<number> {
  return page.evaluate(
    async ({ url, asked }) => {
      const token = localStorage.getItem('access_token') ?? '';
      const response = await fetch(`${url}/api/transaction?page=1&size=100`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      const { items } = (await response.json()) as { items: Array<{ hash: string | null }> };
      return items.filter((row) => row.hash?.toLowerCase() === asked.toLowerCase()).length;
    },
    { url: fixtureUrl, asked: hash },
  );
}

/** The tab "closed" while 1 + 300 blocks are mined, then opened again on the wallet page. */
async function awayFor300Blocks(page: Page, { appUrl, fixtureUrl }: E2EContext): Promise<void> {
  await page.goto('about:blank');
  await mine(fixtureUrl, 1);
  await mine(fixtureUrl, 300);
  await startMining(fixtureUrl);
  await page.goto(`${appUrl}/wallet`);
  await openWalletPage(page, appUrl);
}

/** The journal's ended entries: hash and outcome. */
const finished = (page: Page) =>
  page.evaluate((key) => {
    const journal = JSON.parse(localStorage.getItem(key) ?? '{}') as {
      finished?: Array<{ hash: string | null; outcome: string }>;
    };
    return (journal.finished ?? []).map(({ hash, outcome }) => ({ hash: hash?.toLowerCase() ?? null, outcome }));
  }, PENDING_KEY);

/** Each test page's RPC calls (recordRpc), for a journal that does not empty. */
const rpcCalls = new WeakMap<Page, () => string>();

/** The journal is empty, then a moment more for a late duplicate post; the hash has `count` records. */
async function expectRecorded(page: Page, fixtureUrl: string, hash: Hex, timeout = SETTLE_TIMEOUT): Promise<void> {
  await waitUntil(async () => (await pendingStored(page)) === null, {
    message: 'the journal to empty',
    timeout,
  }).catch(async (error: Error) => {
    const calls = rpcCalls.get(page)?.() ?? '(not recorded)';
    throw new Error(`${error.message} It holds: ${await pendingStored(page)}\nThe tab's last RPC calls:\n${calls}`);
  });
  await page.waitForTimeout(3_000);
  assert.equal(await recordsOf(page, fixtureUrl, hash), 1, `records of ${hash}`);
}

e2e.test(
  'sped up while the tab was closed, reopened 300 blocks later: the mined hash recorded once',
  async (context) => {
    const { page } = await readyWallet(context);
    const wrong = await watchWrongEndings(page);
    await expectInAppBalance(page, 'BNB', '2.5 BNB', 15_000);
    await stopMining(context.fixtureUrl);
    const sent = await sendDeposit(page, '0.1');
    const pending = await visible(page.getByTestId('pending-transactions'), 'the pending list');
    await waitUntil(async () => /waiting for the network/i.test(await pending.innerText()), {
      message: 'the deposit shown on its way',
    });
    await page.goto('about:blank');
    const spedUp = await speedUp(context.fixtureUrl, sent, parseEther('0.1'));
    await awayFor300Blocks(page, context);
    await toast(page, 'Deposit of 0.1 BNB succeeded.', 'the success toast');
    await expectInAppBalance(page, 'BNB', '2.6 BNB');
    await expectRecorded(page, context.fixtureUrl, spedUp);
    assert.equal(await recordsOf(page, context.fixtureUrl, sent), 0, 'the replaced hash is not recorded');
    assert.deepEqual(
      (await finished(page)).filter((entry) => entry.outcome !== 'successful'),
      [],
      'no other ending',
    );
    assert.deepEqual(wrong, [], 'never told the deposit did not go out');
  },
);

/**
 * The wallet broadcasts, then answers the app with an error instead of the hash (a wallet that
 * crashed or timed out after sending). Returns the hash it broadcast.
 */
async function loseNextHash(page: Page): Promise<() => Hex | null> {
  let lost: Hex | null = null;
  const isSend = (request: Request) =>
    request.method() === 'POST' && /"eth_sendRawTransaction"/.test(request.postData() ?? '');
  await page.route(
    (url) => url.pathname === '/wallet-rpc/97',
    async (route) => {
      if (!isSend(route.request()) || lost) return route.fallback();
      const response = await route.fetch();
      const body = (await response.json()) as { id: number; result: Hex };
      lost = body.result;
      const error = { code: -32603, message: 'Request timed out' };
      await route.fulfill({ response, body: JSON.stringify({ jsonrpc: '2.0', id: body.id, error }) });
    },
  );
  return () => lost;
}

e2e.test(
  'a lost hash, mined 300 blocks before the tab reopens: found and recorded, and Confirm was never held for good',
  async (context) => {
    const { page } = await readyWallet(context);
    const wrong = await watchWrongEndings(page);
    await expectInAppBalance(page, 'BNB', '2.5 BNB', 15_000);
    const lostHash = await loseNextHash(page);
    await stopMining(context.fixtureUrl);
    await reviewDeposit(page, '0.1');
    await confirmDialog(page)
      .getByRole('button', { name: /^deposit$/i })
      .click();
    await visible(page.getByText(/your wallet did not say whether it sent the deposit/i), 'the wallet-unknown notice');
    const hash = lostHash();
    assert.ok(hash, 'the wallet broadcast the deposit');
    await page.keyboard.press('Escape');
    const pending = await visible(page.getByTestId('pending-transactions'), 'the pending list');
    await waitUntil(async () => /looking for it on the network/i.test(await pending.innerText()), {
      message: 'the marker shown on its way',
    });

    // The hold, two minutes on (createdAt moved back rather than waiting): the override appears.
    await page.evaluate((key) => {
      const journal = JSON.parse(localStorage.getItem(key) ?? '{}') as { entries: Array<{ createdAt: number }> };
      for (const entry of journal.entries) entry.createdAt -= 3 * 60_000;
      localStorage.setItem(key, JSON.stringify(journal));
    }, PENDING_KEY);
    await page.reload();
    await openWalletPage(page, context.appUrl);
    await reviewDeposit(page, '0.05');
    const dialog = confirmDialog(page);
    await visible(dialog.getByText(/has not been found on the network after 3 minutes/i), 'the overdue notice');
    const confirm = dialog.getByRole('button', { name: /^deposit$/i });
    assert.equal(await confirm.isDisabled(), true, 'Confirm waits for the earlier deposit');
    await dialog.getByRole('checkbox', { name: /send this deposit anyway/i }).check();
    await waitUntil(() => confirm.isEnabled(), { message: 'Confirm enabled once the user says so' });
    await page.keyboard.press('Escape');

    await awayFor300Blocks(page, context);
    await toast(page, 'Deposit of 0.1 BNB succeeded.', 'the success toast');
    await expectInAppBalance(page, 'BNB', '2.6 BNB');
    await expectRecorded(page, context.fixtureUrl, hash);
    assert.deepEqual(wrong, [], 'never told the deposit did not go out');
  },
);

type RpcCall = { id: number; method: string };

/**
 * From now on the app's eth_getTransactionCount reads answer 0, as a replica that has not yet
 * seen the wallet's first transaction; returns how many were so answered.
 */
async function lagNonceReads(page: Page): Promise<() => number> {
  let answered = 0;
  await page.route(
    (url) => url.pathname === '/rpc/97',
    async (route) => {
      const body = JSON.parse(route.request().postData() ?? 'null') as RpcCall | RpcCall[] | null;
      const calls = Array.isArray(body) ? body : body ? [body] : [];
      if (calls.length === 0 || calls.some((call) => call.method !== 'eth_getTransactionCount')) {
        return route.fallback();
      }
      answered += calls.length;
      const answers = calls.map(({ id }) => ({ jsonrpc: '2.0', id, result: '0x0' }));
      await route.fulfill({
        headers: { 'access-control-allow-origin': '*', 'content-type': 'application/json' },
        body: JSON.stringify(Array.isArray(body) ? answers : answers[0]),
      });
    },
  );
  return () => answered;
}

e2e.test(
  'a stale nonce read from a lagging replica: the deposit mined at nonce 1 is recorded and successful',
  async (context) => {
    const { page } = await readyWallet(context);
    const wrong = await watchWrongEndings(page);
    await expectInAppBalance(page, 'BNB', '2.5 BNB', 15_000);
    const earlier = await sendRaw(context.fixtureUrl, {
      privateKey: DEMO_WALLET_PRIVATE_KEY,
      to: DEMO_WALLET_ADDRESS,
      nonce: 0,
      gas: 21_000n,
      maxFeePerGas: parseGwei('20'),
      maxPriorityFeePerGas: parseGwei('2'),
    });
    await waitUntil(async () => (await receipt(context.fixtureUrl, earlier)) !== null, {
      message: 'the earlier transaction mined',
    });
    const answered = await lagNonceReads(page);
    const sent = await sendDeposit(page, '0.1');
    await page.unroute((url) => url.pathname === '/rpc/97');
    assert.ok(answered() >= 2, `the app read the stale nonce (pending and latest): ${answered()} reads`);
    // A transaction waiting for its block is not readable on the admin path yet.
    await waitUntil(async () => (await receipt(context.fixtureUrl, sent)) !== null, { message: 'the deposit mined' });
    const tx = await chainClient(context.fixtureUrl).getTransaction({ hash: sent });
    assert.equal(tx.nonce, 1, 'the wallet sent the deposit at nonce 1');
    await toast(page, 'Deposit of 0.1 BNB succeeded.', 'the success toast');
    await expectInAppBalance(page, 'BNB', '2.6 BNB');
    await expectRecorded(page, context.fixtureUrl, sent);
    assert.deepEqual(wrong, [], 'never told replaced or not sent');
  },
);

/** "I sent a deposit: paste its hash", tried again while the replicas have not seen it yet. */
async function pasteHash(page: Page, hash: Hex): Promise<void> {
  await page.getByRole('button', { name: /i sent a deposit: paste its hash/i }).click();
  await page.getByRole('textbox', { name: /transaction hash/i }).fill(hash);
  const found = page.getByText(/found: the deposit is followed until it is recorded/i);
  await waitUntil(
    async () => {
      await page.getByRole('button', { name: /check and follow/i }).click();
      await page.waitForTimeout(1_000);
      return (await found.count()) > 0;
    },
    { message: 'the pasted hash to be found on chain', timeout: 15_000 },
  );
}

/** A deposit sped up in the wallet, the speed-up's hash pasted too, on a backend keeping duplicates. */
async function speedUpAndPaste(context: E2EContext) {
  await context.setScenario('duplicates-accepted');
  const { page } = await readyWallet(context);
  rpcCalls.set(page, recordRpc(page, 97));
  await expectInAppBalance(page, 'BNB', '2.5 BNB', 15_000);
  await stopMining(context.fixtureUrl);
  const sent = await sendDeposit(page, '0.1');
  const spedUp = await speedUp(context.fixtureUrl, sent, parseEther('0.1'));
  // Pasted while the speed-up waits in the pool, so two entries hold its hash when it is mined.
  await pasteHash(page, spedUp);
  await mine(context.fixtureUrl);
  await startMining(context.fixtureUrl);
  // While no block came the tracker's looks grew apart (up to 30 s): the next may be that far.
  await visible(page.getByText('Deposit of 0.1 BNB succeeded.'), 'the success toast', 45_000);
  await expectInAppBalance(page, 'BNB', '2.6 BNB');
  return { page, sent, spedUp };
}

e2e.test(
  'a speed-up whose hash is also pasted, on a backend that keeps duplicates: one record',
  async (context) => {
    const { page, sent, spedUp } = await speedUpAndPaste(context);
    await page.waitForTimeout(5_000); // a second post, if one is coming
    assert.equal(await recordsOf(page, context.fixtureUrl, spedUp), 1, 'the mined hash recorded once');
    assert.equal(await recordsOf(page, context.fixtureUrl, sent), 0, 'the replaced hash is not recorded');
  },
  { timeout: 90_000 },
);

e2e.test(
  'a speed-up whose hash is also pasted: nothing is left on its way once it is recorded',
  async (context) => {
    const { page, spedUp } = await speedUpAndPaste(context);
    await expectRecorded(page, context.fixtureUrl, spedUp);
  },
  { timeout: 90_000 },
);

/** One deposit from the first of two tabs, on a backend keeping duplicates; waits for the record. */
async function depositWithTwoTabs(context: E2EContext) {
  await context.setScenario('duplicates-accepted');
  const { page: first } = await readyWallet(context);
  await expectInAppBalance(first, 'BNB', '2.5 BNB', 15_000);
  const second = await first.context().newPage();
  await second.goto(`${context.appUrl}/wallet`);
  await expectInAppBalance(second, 'BNB', '2.5 BNB', 15_000);
  // Held in the pool until both tabs follow it: each tracker could then record it.
  await stopMining(context.fixtureUrl);
  const sent = await sendDeposit(first, '0.1');
  const pendingThere = await visible(second.getByTestId('pending-transactions'), 'the pending list in the other tab');
  await waitUntil(async () => /Deposit of 0\.1 BNB/.test(await pendingThere.innerText()), {
    message: 'the other tab to show the deposit',
  });
  await mine(context.fixtureUrl);
  await startMining(context.fixtureUrl);
  // While no block came the trackers' looks grew apart (up to 30 s): the next may be that far.
  await expectRecorded(first, context.fixtureUrl, sent, 45_000);
  return { first, second, sent };
}

e2e.test(
  'two tabs of one origin, on a backend that keeps duplicates: one deposit, one record',
  async (context) => {
    const { first, second, sent } = await depositWithTwoTabs(context);
    await expectInAppBalance(first, 'BNB', '2.6 BNB');
    await expectInAppBalance(second, 'BNB', '2.6 BNB');
    assert.equal(await pendingStored(second), null, 'nothing on its way in the other tab');
    assert.equal(await recordsOf(first, context.fixtureUrl, sent), 1, 'still one record');
  },
  { timeout: 90_000 },
);

e2e.test(
  'two tabs: the sending tab stops saying it waits once the other tab recorded the deposit',
  async (context) => {
    const { first } = await depositWithTwoTabs(context);
    await waitUntil(async () => (await first.getByText(/sent\. Waiting for the network/i).count()) === 0, {
      message: 'the sending tab to stop saying it waits for the network',
      timeout: SETTLE_TIMEOUT,
    });
  },
  { timeout: 90_000 },
);
