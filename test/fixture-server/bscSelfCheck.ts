/**
 * A quick check of the BSC-like chain profile over real HTTP (docs/testing-chain.md):
 *   npx tsx test/fixture-server/bscSelfCheck.ts
 * 450 ms blocks, the replicas' lag behind /rpc, a transaction in flight as each replica sees it,
 * pruned state, eth_getLogs refused on the app's URL only, and the 429 guard.
 */
import assert from 'node:assert/strict';
import { parseEther, parseGwei, type Hex } from 'viem';
import { DEMO_WALLET_ADDRESS, DEMO_WALLET_PRIVATE_KEY } from '@/testing/mocks/constants';
import { TEST_CONTRACTS, chainClient, mine, sendRaw, stopMining } from '../e2e/support/chain';
import { startFixtureServer } from './fixtureServer';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Answer = { result?: unknown; error?: { code: number; message: string } };

async function call(url: string, method: string, params: unknown[] = []): Promise<Answer> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  return (await response.json()) as Answer;
}

/** The next three answers of /rpc/97: one from each replica. */
async function threeTimes(url: string, method: string, params: unknown[] = []): Promise<Answer[]> {
  return [await call(url, method, params), await call(url, method, params), await call(url, method, params)];
}

async function checkBlocksAndLag(url: string, app: string): Promise<number> {
  const head = async () => Number((await call(`${url}/__chain/97`, 'eth_blockNumber')).result);
  const before = await head();
  await sleep(1500);
  assert.ok((await head()) - before >= 2, 'a block every 450 ms');
  await stopMining(url);
  await sleep(2500);
  const stopped = await head();
  const heads = (await threeTimes(app, 'eth_blockNumber')).map((a) => Number(a.result));
  assert.deepEqual(heads, [stopped, stopped, stopped], 'replicas catch up with a head that stands still');
  await mine(url, 10);
  const lagging = (await threeTimes(app, 'eth_blockNumber')).map((a) => Number(a.result)).sort((a, b) => a - b);
  assert.deepEqual(lagging, [stopped + 5, stopped + 8, stopped + 10], 'lags 0, 2 and 5 behind 10 new blocks');
  return stopped + 10;
}

async function checkTransactionInFlight(url: string, app: string): Promise<void> {
  const nonce = await chainClient(url).getTransactionCount({ address: DEMO_WALLET_ADDRESS });
  const hash = await sendRaw(url, {
    privateKey: DEMO_WALLET_PRIVATE_KEY,
    to: TEST_CONTRACTS.deposit,
    value: parseEther('0.01'),
    nonce,
    gas: 100_000n,
    maxFeePerGas: parseGwei('10'),
    maxPriorityFeePerGas: parseGwei('1'),
  });
  assert.equal((await call(app, 'eth_getTransactionByHash', [hash])).result, null, 'unknown elsewhere at first');
  await sleep(1100);
  const pending = (await call(app, 'eth_getTransactionByHash', [hash])).result as { blockNumber: unknown };
  assert.equal(pending.blockNumber, null, 'then pending');
  const pendingNonce = (await call(app, 'eth_getTransactionCount', [DEMO_WALLET_ADDRESS, 'pending'])).result;
  assert.equal(Number(pendingNonce), nonce + 1, 'the pending nonce counts the pool');
  await mine(url, 1);
  const receipts = (await threeTimes(app, 'eth_getTransactionReceipt', [hash])).filter((a) => a.result !== null);
  assert.equal(receipts.length, 1, 'only the replica at the head has the receipt');
}

async function checkPrunedAndLogs(url: string, app: string): Promise<void> {
  await mine(url, 200);
  await sleep(2500);
  const head = Number((await call(app, 'eth_blockNumber')).result);
  const old = `0x${(head - 129).toString(16)}` as Hex;
  const refused = await call(app, 'eth_getBalance', [DEMO_WALLET_ADDRESS, old]);
  assert.equal(refused.error?.code, -32000);
  assert.match(refused.error?.message ?? '', /^missing trie node [0-9a-f]+ \(path /);
  const kept = `0x${(head - 128).toString(16)}`;
  assert.ok((await call(app, 'eth_getBalance', [DEMO_WALLET_ADDRESS, kept])).result, '128 blocks deep is kept');
  assert.ok((await call(app, 'eth_getBalance', [DEMO_WALLET_ADDRESS, 'latest'])).result, 'latest is fine');
  assert.ok((await call(app, 'eth_getBlockByNumber', [old, false])).result, 'old blocks stay readable');
  const logs = await call(app, 'eth_getLogs', [{ fromBlock: '0x0' }]);
  assert.deepEqual(logs.error, { code: -32601, message: 'method eth_getLogs is not available' });
  assert.ok(Array.isArray((await call(`${url}/wallet-rpc/97`, 'eth_getLogs', [{ fromBlock: '0x0' }])).result));
}

async function checkRateGuard(app: string): Promise<void> {
  const batch = Array.from({ length: 10_001 }, (_, id) => ({ jsonrpc: '2.0', id, method: 'eth_chainId' }));
  const response = await fetch(app, { method: 'POST', body: JSON.stringify(batch) });
  assert.equal(response.status, 429, 'over 10,000 calls in 5 minutes');
  assert.equal(((await response.json()) as Answer).error?.code, -32005);
  assert.equal((await call(app, 'eth_chainId')).result, '0x61', 'a refused batch uses none of the budget');
}

async function main(): Promise<void> {
  const server = await startFixtureServer({ appOrigin: 'http://127.0.0.1:3999', chainProfile: 'bsc' });
  const { url } = server;
  const app = `${url}/rpc/97`;
  try {
    const state = (await (await fetch(`${url}/__control/chain`)).json()) as Record<string, { profile: string }>;
    assert.equal(state['97']?.profile, 'bsc');
    await checkBlocksAndLag(url, app);
    await checkTransactionInFlight(url, app);
    await checkPrunedAndLogs(url, app);
    await checkRateGuard(app);
    console.log(`BSC profile self-check passed (${url})`);
  } finally {
    await server.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
