/**
 * RPC-count benchmark (not part of `npm test`; docs/testing-chain.md): how many JSON-RPC calls
 * one tab of the app makes to its chain URL, on the BSC-like chain profile (450 ms blocks,
 * lagging pruned replicas, no eth_getLogs). Builds nothing: it serves the dist/ there is
 * (`npm run build` first). Signs in as the demo user with the test wallet connected and verified,
 * then counts, per minute, the calls inside every POST to /rpc/:chainId (a batch counts each of
 * its calls) and the HTTP requests apart, by method, in three cases:
 *
 *   idle     on the wallet page                                           goal ≤ 30/min
 *   pending  one BNB deposit sent while no block is mined                 goal ≤ 120/min
 *   search   a deposit replaced in the wallet (same nonce) while the tab
 *            was closed, 300 blocks mined, the tab opened again
 *
 *   npm run bench:rpc [-- --seconds 60] [--skip-search]
 *
 * Prints a table; asserts nothing. The wallet's own calls (/wallet-rpc) are not counted.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { BrowserContext, Page } from 'playwright-core';
import { DEMO_WALLET_ADDRESS, DEMO_WALLET_PRIVATE_KEY } from '../src/testing/mocks/constants';
import { launchBrowser, newPage } from '../test/e2e/support/browser';
import { chainClient, mine, sendRaw, startMining, stopMining } from '../test/e2e/support/chain';
import { resetFixtures } from '../test/e2e/support/fixture';
import { deposit, expectInAppBalance, openWalletPage, readyWallet } from '../test/e2e/support/money';
import { distDir } from '../test/e2e/support/paths';
import { walletRpcUrls } from '../test/e2e/support/profile';
import { startServers, type Servers } from '../test/e2e/support/servers';

const { values: options } = parseArgs({
  options: {
    seconds: { type: 'string', default: '60' },
    'skip-search': { type: 'boolean', default: false },
  },
});
const SECONDS = Number(options.seconds);
const APP_RPC_PATH = /^\/rpc\/\d+$/;

interface Sample {
  at: number;
  methods: string[];
}

/** Every POST the context sends to the app's RPC URL, with the methods it carried. */
function countRpc(context: BrowserContext): Sample[] {
  const samples: Sample[] = [];
  context.on('request', (request) => {
    if (request.method() !== 'POST' || !APP_RPC_PATH.test(new URL(request.url()).pathname)) return;
    let body: unknown;
    try {
      body = request.postDataJSON();
    } catch {
      body = null;
    }
    const calls = Array.isArray(body) ? body : [body];
    samples.push({ at: Date.now(), methods: calls.map((call) => String((call as { method?: unknown })?.method)) });
  });
  return samples;
}

interface Measure {
  name: string;
  goal: string;
  seconds: number;
  http: number;
  byMethod: Map<string, number>;
}

async function measure(samples: Sample[], name: string, goal: string): Promise<Measure> {
  const from = Date.now();
  console.log(`[bench:rpc] ${name}: counting for ${SECONDS} s...`);
  await new Promise((resolve) => setTimeout(resolve, SECONDS * 1000));
  const taken = samples.filter((sample) => sample.at >= from);
  const byMethod = new Map<string, number>();
  for (const method of taken.flatMap((sample) => sample.methods)) byMethod.set(method, (byMethod.get(method) ?? 0) + 1);
  return { name, goal, seconds: (Date.now() - from) / 1000, http: taken.length, byMethod };
}

const perMinute = (count: number, seconds: number) => ((count * 60) / seconds).toFixed(1);

function printTable(results: Measure[]): void {
  console.log(`\n[bench:rpc] JSON-RPC calls to /rpc/:chainId per minute, one tab, BSC profile (${SECONDS} s each)`);
  for (const result of results) {
    const calls = [...result.byMethod.values()].reduce((sum, n) => sum + n, 0);
    console.log(
      `\n${result.name}: ${perMinute(calls, result.seconds)} calls/min in ${perMinute(result.http, result.seconds)} HTTP requests/min (goal ${result.goal})`,
    );
    const rows = [...result.byMethod].sort((a, b) => b[1] - a[1]);
    for (const [method, count] of rows)
      console.log(
        `  ${method.padEnd(28)} ${String(count).padStart(6)}  ${perMinute(count, result.seconds).padStart(8)}/min`,
      );
  }
}

/** The demo user signed in, wallet connected and verified, on the wallet page, calls counted. */
async function readyTab(servers: Servers, browser: Awaited<ReturnType<typeof launchBrowser>>) {
  const ready = await readyWallet({
    appUrl: servers.appUrl,
    fixtureUrl: servers.fixtureUrl,
    walletRpcUrls: walletRpcUrls(servers.fixtureUrl, servers.config.rpcUrls as Record<string, string>, 'bsc'),
    newPage: () => newPage(browser),
  });
  const samples = countRpc(ready.context);
  await expectInAppBalance(ready.page, 'BNB', '2.5 BNB', 15_000);
  return { ...ready, samples };
}

/** The wallet's "cancel": the same nonce, 0 BNB to itself, twice the fee (chain.e2e.ts replace()). */
async function cancelInWallet(fixtureUrl: string, hash: `0x${string}`): Promise<void> {
  const original = await chainClient(fixtureUrl).getTransaction({ hash });
  const fee = (original.maxFeePerGas ?? original.gasPrice ?? 5_000_000_000n) * 2n;
  await sendRaw(fixtureUrl, {
    privateKey: DEMO_WALLET_PRIVATE_KEY,
    to: DEMO_WALLET_ADDRESS,
    value: 0n,
    nonce: original.nonce,
    gas: original.gas,
    maxFeePerGas: fee,
    maxPriorityFeePerGas: fee,
  });
}

async function searchCase(servers: Servers, page: Page, samples: Sample[]): Promise<Measure> {
  await stopMining(servers.fixtureUrl);
  const sent = (await deposit(page, 'BNB', '0.1')) as `0x${string}`;
  await cancelInWallet(servers.fixtureUrl, sent);
  // The tab is closed (its sessionStorage, where the test wallet keeps its connection, stays).
  await page.goto('about:blank');
  await mine(servers.fixtureUrl, 300);
  await startMining(servers.fixtureUrl);
  await page.goto(`${servers.appUrl}/wallet`);
  await openWalletPage(page, servers.appUrl);
  return measure(samples, 'search (replaced while closed, 300 blocks later)', 'none set');
}

async function main(): Promise<void> {
  if (!fs.existsSync(path.join(distDir, 'index.html'))) throw new Error('No dist/: run `npm run build` first.');
  const servers = await startServers({ profile: 'bsc' });
  const browser = await launchBrowser();
  const results: Measure[] = [];
  try {
    let tab = await readyTab(servers, browser);
    results.push(await measure(tab.samples, 'idle on the wallet page', '≤ 30/min'));
    await stopMining(servers.fixtureUrl);
    await deposit(tab.page, 'BNB', '0.1');
    results.push(await measure(tab.samples, 'one deposit pending (no block mined)', '≤ 120/min'));
    await tab.context.close();
    if (!options['skip-search']) {
      await resetFixtures(servers.fixtureUrl);
      tab = await readyTab(servers, browser);
      results.push(await searchCase(servers, tab.page, tab.samples));
      await tab.context.close();
    }
  } finally {
    printTable(results);
    await browser.close().catch(() => undefined);
    await servers.close();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error('[bench:rpc] failed:', error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  },
);
