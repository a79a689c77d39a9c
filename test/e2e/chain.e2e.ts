/**
 * Deposits when the chain does what real chains do, on the fixture server's EVM (test/chain/):
 * the wallet speeds a deposit up or cancels it (the test sends the replacement with the same
 * nonce while no block is mined), the deposit contract is paused (the estimate refuses; a
 * deposit already sent reverts), the RPC node goes silent while a deposit is pending, the
 * network changes while the confirmation is open, and two tabs deposit into one journal.
 */
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { encodeFunctionData, parseEther, parseGwei, type Hex } from 'viem';
import { DEMO_WALLET_ADDRESS, DEMO_WALLET_PRIVATE_KEY } from '../../src/testing/mocks/constants';
import {
  DEPLOYER_ADDRESS,
  TEST_CONTRACTS,
  chainClient,
  depositGas,
  mine,
  sendRaw,
  setDepositsPaused,
  setNodeDown,
  startMining,
  stopMining,
} from './support/chain';
import { browserSuite } from './support/e2e';
import { switchWalletChain } from './support/injectedWallet';
import {
  pendingStored,
  SETTLE_TIMEOUT,
  closeDepositSent,
  expectInAppBalance,
  fillAmount,
  openWalletPage,
  readyWallet,
  toast,
} from './support/money';
import { visible, waitUntil } from './support/wait';

const e2e = browserSuite('chain');

const journal = pendingStored;

/** Reviews and confirms a BNB deposit in the app; returns the hash the wallet gave back. */
async function sendDeposit(page: Page, amount: string): Promise<Hex> {
  await fillAmount(page, amount);
  await page.getByRole('button', { name: /review deposit/i }).click();
  const dialog = await visible(page.getByRole('dialog', { name: /confirm the deposit/i }), 'the confirmation');
  await dialog.getByRole('button', { name: /^deposit$/i }).click();
  return (await closeDepositSent(page)) as Hex;
}

/** The same nonce again with twice the fee: what a wallet's "speed up" or "cancel" sends. */
async function replace(fixtureUrl: string, hash: Hex, change: { to: Hex; value: bigint }): Promise<Hex> {
  const original = await chainClient(fixtureUrl).getTransaction({ hash });
  const fee = (original.maxFeePerGas ?? original.gasPrice ?? parseGwei('5')) * 2n;
  return sendRaw(fixtureUrl, {
    privateKey: DEMO_WALLET_PRIVATE_KEY,
    nonce: original.nonce,
    gas: original.gas,
    maxFeePerGas: fee,
    maxPriorityFeePerGas: fee,
    ...change,
  });
}

/** What the backend holds for a hash, asked with the page's own token (404: nothing). */
async function backendStatus(page: Page, fixtureUrl: string, hash: Hex): Promise<number> {
  return page.evaluate(
    async ({ url, hash: asked }) => {
      const token = localStorage.getItem('access_token') ?? '';
      const response = await fetch(`${url}/api/transaction/hash/${asked}`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      return response.status;
    },
    { url: fixtureUrl, hash },
  );
}

e2e.test('a deposit sped up in the wallet is followed to the mined hash, which alone is recorded', async (context) => {
  const { page } = await readyWallet(context);
  await expectInAppBalance(page, 'BNB', '2.5 BNB', 15_000);
  await stopMining(context.fixtureUrl);
  const sent = await sendDeposit(page, '0.1');
  const pending = await visible(page.getByTestId('pending-transactions'), 'the pending list');
  await waitUntil(async () => /waiting for the network/i.test(await pending.innerText()), {
    message: 'the deposit shown on its way',
  });
  const spedUp = await replace(context.fixtureUrl, sent, { to: TEST_CONTRACTS.deposit, value: parseEther('0.1') });
  await mine(context.fixtureUrl);
  await toast(page, /sped up in your wallet/i, 'the speed-up notice');
  await toast(page, 'Deposit of 0.1 BNB succeeded.', 'the success toast');
  await depositGas(context.fixtureUrl, spedUp, 'sped-up deposit');
  assert.equal(await backendStatus(page, context.fixtureUrl, spedUp), 200, 'the mined hash is recorded');
  assert.equal(await backendStatus(page, context.fixtureUrl, sent), 404, 'the replaced hash is not');
  await expectInAppBalance(page, 'BNB', '2.6 BNB');
  assert.equal(await journal(page), null, 'nothing is left in the journal');
  await startMining(context.fixtureUrl);
});

e2e.test('a deposit cancelled in the wallet ends as cancelled, and no money is counted', async (context) => {
  const { page } = await readyWallet(context);
  await expectInAppBalance(page, 'BNB', '2.5 BNB', 15_000);
  await stopMining(context.fixtureUrl);
  const sent = await sendDeposit(page, '0.2');
  await replace(context.fixtureUrl, sent, { to: DEMO_WALLET_ADDRESS, value: 0n });
  await mine(context.fixtureUrl);
  await toast(page, /cancelled in your wallet\. No money was deposited/i, 'the cancel notice');
  assert.equal(await backendStatus(page, context.fixtureUrl, sent), 404, 'nothing recorded');
  assert.equal(await journal(page), null, 'the journal let it go');
  await expectInAppBalance(page, 'BNB', '2.5 BNB');
  await startMining(context.fixtureUrl);
});

e2e.test(
  'a paused deposit contract: the estimate says why and nothing is sent; one already sent reverts, with its fee',
  async (context) => {
    const { page, log } = await readyWallet(context);
    await expectInAppBalance(page, 'BNB', '2.5 BNB', 15_000);
    // Paused before Review: the node refuses the estimate, with the contract's reason.
    await setDepositsPaused(context.fixtureUrl, true);
    await page.reload();
    await openWalletPage(page, context.appUrl);
    await fillAmount(page, '0.1');
    await visible(page.getByText(/would fail: Deposits are paused/i), 'the refused estimate');
    const before = log.mark();
    await page.getByRole('button', { name: /review deposit/i }).click();
    assert.equal(await page.getByRole('dialog', { name: /confirm the deposit/i }).count(), 0, 'no confirmation');
    assert.equal(log.count({ method: 'POST', path: '/api/transaction', since: before }), 0);

    // Sent while open, paused before it is mined: it reverts, and the fee paid is said.
    await setDepositsPaused(context.fixtureUrl, false);
    await page.reload();
    await openWalletPage(page, context.appUrl);
    await stopMining(context.fixtureUrl);
    const sent = await sendDeposit(page, '0.1');
    const vault = chainClient(context.fixtureUrl);
    const pause = encodeFunctionData({
      abi: [
        { type: 'function', name: 'setPaused', stateMutability: 'nonpayable', inputs: [{ type: 'bool' }], outputs: [] },
      ],
      functionName: 'setPaused',
      args: [true],
    });
    // A high tip puts the pause first in the next block.
    await vault.request({
      method: 'eth_sendTransaction' as 'eth_chainId',
      params: [
        {
          from: DEPLOYER_ADDRESS,
          to: TEST_CONTRACTS.deposit,
          data: pause,
          gas: '0x186a0',
          maxFeePerGas: `0x${parseGwei('500').toString(16)}`,
          maxPriorityFeePerGas: `0x${parseGwei('400').toString(16)}`,
        },
      ] as never,
    });
    await mine(context.fixtureUrl);
    const gas = await depositGas(context.fixtureUrl, sent, 'deposit into a paused contract');
    assert.equal(gas.status, 'reverted');
    await toast(
      page,
      /failed on the network: Deposits are paused\. No money was deposited; the network fee of/i,
      'the revert notice',
    );
    assert.equal(await backendStatus(page, context.fixtureUrl, sent), 404, 'a reverted deposit is not recorded');
    await startMining(context.fixtureUrl);
  },
  {
    bscTodo:
      "the revert notice naming the contract's reason does not appear on the BSC profile (docs/testing-chain.md)",
  },
);

e2e.test(
  'the node goes silent while a deposit is pending: it stays on its way, through a reload, then ends once',
  async (context) => {
    const { page, log } = await readyWallet(context);
    await expectInAppBalance(page, 'BNB', '2.5 BNB', 15_000);
    await stopMining(context.fixtureUrl);
    const sent = await sendDeposit(page, '0.3');
    await setNodeDown(context.fixtureUrl, true);
    await mine(context.fixtureUrl);
    await toast(page, /network node cannot be reached right now/i, 'the silent-node notice');
    const pending = await visible(page.getByTestId('pending-transactions'), 'the pending list');
    assert.match(await pending.innerText(), /Deposit of 0\.3 BNB/);
    assert.match((await journal(page)) ?? '', /"stage":"onChain"/, 'kept in the journal, never failed');
    await page.reload();
    await openWalletPage(page, context.appUrl);
    assert.match((await journal(page)) ?? '', /"stage":"onChain"/, 'still kept after a reload');
    const before = log.mark();
    await setNodeDown(context.fixtureUrl, false);
    await toast(page, 'Deposit of 0.3 BNB succeeded.', 'the success toast once the node answers');
    const posts = log.find({ method: 'POST', path: '/api/transaction', since: before });
    assert.equal(posts.filter((entry) => entry.status === 201).length, 1, `recorded once:\n${log.describe(posts)}`);
    assert.equal(await backendStatus(page, context.fixtureUrl, sent), 200);
    await startMining(context.fixtureUrl);
  },
  { timeout: 90_000 },
);

e2e.test(
  'a network switch while the confirmation is open closes it and asks for a new review; nothing is sent',
  async (context) => {
    const { page, log } = await readyWallet(context);
    await expectInAppBalance(page, 'BNB', '2.5 BNB', 15_000);
    await fillAmount(page, '0.1');
    await page.getByRole('button', { name: /review deposit/i }).click();
    await visible(page.getByRole('dialog', { name: /confirm the deposit/i }), 'the confirmation');
    const before = log.mark();
    await switchWalletChain(page, 56);
    await waitUntil(async () => (await page.getByRole('dialog', { name: /confirm the deposit/i }).count()) === 0, {
      message: 'the confirmation to close',
    });
    await visible(page.getByText(/network or account changed/i), 'the ask for a new review');
    assert.equal(log.count({ method: 'POST', path: '/api/transaction', since: before }), 0, 'nothing recorded');
    assert.equal(await journal(page), null, 'nothing journaled');
  },
);

e2e.test(
  'two tabs follow one journal: both trackers write it, no entry is lost, each deposit is recorded once',
  async (context) => {
    const { page: first, log } = await readyWallet(context);
    await expectInAppBalance(first, 'BNB', '2.5 BNB', 15_000);
    const second = await first.context().newPage();
    await second.goto(`${context.appUrl}/wallet`);
    await expectInAppBalance(second, 'BNB', '2.5 BNB', 15_000);
    const before = log.mark();
    await stopMining(context.fixtureUrl);
    const one = await sendDeposit(first, '0.1');
    const pendingThere = await visible(second.getByTestId('pending-transactions'), 'the pending list in the other tab');
    await waitUntil(async () => /Deposit of 0\.1 BNB/.test(await pendingThere.innerText()), {
      message: 'the other tab to show the deposit',
    });
    await mine(context.fixtureUrl);
    const two = await sendDeposit(first, '0.2');
    await mine(context.fixtureUrl);
    await expectInAppBalance(second, 'BNB', '2.8 BNB', SETTLE_TIMEOUT);
    await waitUntil(async () => (await journal(first)) === null, {
      message: 'the journal to empty',
      timeout: SETTLE_TIMEOUT,
    });
    const created = log
      .find({ method: 'POST', path: '/api/transaction', since: before })
      .filter((e) => e.status === 201);
    assert.equal(created.length, 2, `each deposit recorded once:\n${log.describe(created)}`);
    assert.equal(await backendStatus(first, context.fixtureUrl, one), 200);
    assert.equal(await backendStatus(first, context.fixtureUrl, two), 200);
    await startMining(context.fixtureUrl);
  },
);
