/**
 * Journey trace (not part of `npm test`): how many of our source files, functions and
 * cross-file calls ("hops") three user journeys run through, counted the same way on any build
 * so that two versions of the app can be compared. Serves a production build made WITHOUT
 * minifying (so every source function stays a function of its own and every call a call) with
 * its hidden source maps against the fixture backend, as the browser tests do:
 *
 *   npx tsx scripts/journey-trace.ts [--build] [--dist DIR] [--runs 3] [--list] [--json FILE]
 *
 * `--build` first builds this checkout into DIR (default: journey-trace/dist in the OS's temp
 * folder) with `webpack --mode production --no-optimization-minimize --output-path DIR`, maps in
 * DIR/../dist-sourcemaps; without it DIR must hold such a build, which may come from another
 * checkout (an older commit: build it there, trace it from here with today's support code).
 * `--list` prints each journey's files.
 *
 * The journeys, each from a fresh browser context signed in as the demo user with the Test Wallet:
 *   start-up    a new tab with the stored token, from navigation to the first page's h1;
 *   connect     on the home page, wallet not connected: 'Connect Wallet' → the wallet list shows it;
 *   deposit     on /wallet, connected and verified, 0.1 BNB: 'Review deposit' → 'Deposit' → the
 *               pending list shows it recorded ("Processing…"), or its success toast if sooner.
 * What is counted, between the journey's first action and its result, in each run (the table
 * gives the median and, when they differ, the range; hops are the union of the runs):
 *   files       src/ files (not src/testing/, not tests) with at least one function called;
 *   +init       files counted also when only their module's top-level code ran (imported then);
 *   functions   distinct src/ functions called (V8 precise coverage, call counts);
 *   import edges  A → B, both among the files, A importing B at run time (from the maps' sources;
 *               through a barrel index.ts to those of its files among them giving the names
 *               taken): the calls a journey can take;
 *   hops        distinct caller → callee function pairs in different src/ files seen adjacent in
 *               a CPU profile's stacks (sampled every --interval µs at --cpu× throttling);
 *   hops via libs  the same, from the nearest src/ frame below the callee through library frames.
 * Sampling can miss short calls: hops are a lower bound, steadier with more runs.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { Browser, BrowserContext, CDPSession, Locator, Page } from 'playwright-core';
import { DEMO_WALLET_PRIVATE_KEY } from '../src/testing/mocks/constants';
import { launchBrowser, newPage } from '../test/e2e/support/browser';
import { installInjectedWallet } from '../test/e2e/support/injectedWallet';
import { startServers, type Servers } from '../test/e2e/support/servers';
import { openWalletPage } from '../test/e2e/support/money';
import { signIn } from '../test/e2e/support/session';
import { visible } from '../test/e2e/support/wait';
import { connectAndVerify } from '../test/e2e/support/wallet';
import {
  MappedScript,
  hopsInProfile,
  importEdges,
  ranInScript,
  type FunctionCoverage,
  type Import,
  type ProfileNode,
  type SourcePlace,
} from './journey-trace-map';

const { values: options } = parseArgs({
  options: {
    dist: { type: 'string', default: path.join(os.tmpdir(), 'journey-trace', 'dist') },
    build: { type: 'boolean', default: false },
    runs: { type: 'string', default: '3' },
    cpu: { type: 'string', default: '4' },
    interval: { type: 'string', default: '25' },
    list: { type: 'boolean', default: false },
    json: { type: 'string' },
  },
});
const DIST = path.resolve(options.dist);
const MAPS = path.join(path.dirname(DIST), 'dist-sourcemaps');

/** What one journey ran through in one run. */
interface Trace {
  functions: Map<string, string>;
  evaluated: Set<string>;
  hops: Set<string>;
  hopsViaLibraries: Set<string>;
}

const newTrace = (): Trace => ({
  functions: new Map(),
  evaluated: new Set(),
  hops: new Set(),
  hopsViaLibraries: new Set(),
});

function build(): void {
  const cli = path.join('node_modules', 'webpack-cli', 'bin', 'cli.js');
  const args = [cli, '--mode', 'production', '--no-optimization-minimize', '--output-path', DIST];
  console.error(`$ node ${args.join(' ')}`);
  const result = spawnSync(process.execPath, args, { stdio: ['ignore', 'ignore', 'inherit'] });
  if (result.status !== 0) throw new Error(`The build failed (exit ${result.status ?? result.signal}).`);
}

const END_KEY = 'journey-trace:end';

/** The journeys' results, as the page itself sees them (in the page, so it can stop there). */
type Result = 'heading' | 'wallet list' | 'deposit recorded';

/**
 * Runs in the page before its scripts: pauses it (`debugger`) in the very task in which the
 * armed result shows, so that a journey's counts end there, not when the test next looks.
 */
function pauseAtResult(key: string): void {
  const shown = (element: Element) => element.checkVisibility({ visibilityProperty: true });
  const results: Record<Result, () => boolean> = {
    heading: () => [...document.querySelectorAll('h1, [role=heading][aria-level="1"]')].some(shown),
    'wallet list': () =>
      [...document.querySelectorAll('[role=dialog] :is(button, [role=button])')].some(
        (button) => shown(button) && /test wallet/i.test(button.textContent ?? ''),
      ),
    'deposit recorded': () =>
      /processing/i.test(document.querySelector('[data-testid=pending-transactions]')?.textContent ?? '') ||
      /deposit of 0\.1 BNB succeeded/i.test(document.body?.textContent ?? ''),
  };
  new MutationObserver(() => {
    const armed = sessionStorage.getItem(key) as Result | null;
    if (!armed || !results[armed]()) return;
    sessionStorage.removeItem(key);
    // eslint-disable-next-line no-debugger -- The script waits for this pause to take the counts.
    debugger;
  }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
}

/** Coverage and a CPU profile of one page, started before its first navigation. */
class Recorder {
  private constructor(
    private readonly page: Page,
    private readonly cdp: CDPSession,
  ) {}

  static async attach(page: Page): Promise<Recorder> {
    await page.addInitScript(pauseAtResult, END_KEY);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Debugger.enable');
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.startPreciseCoverage', { callCount: true, detailed: true });
    await cdp.send('Profiler.setSamplingInterval', { interval: Number(options.interval) });
    return new Recorder(page, cdp);
  }

  /**
   * Runs `journey` throttled, up to the moment `result` shows (the page is paused there while
   * the counts are taken), and adds what it ran to `trace`.
   */
  async record(trace: Trace, result: Result, journey: () => Promise<void>): Promise<void> {
    await this.page.evaluate(({ key, value }) => sessionStorage.setItem(key, value), { key: END_KEY, value: result });
    const paused = new Promise((resolve) => this.cdp.once('Debugger.paused', resolve));
    await this.cdp.send('Profiler.takePreciseCoverage'); // Resets the counts: only the journey's are kept.
    await this.cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(options.cpu) });
    await this.cdp.send('Profiler.start');
    const journeyDone = journey(); // It ends once the page goes on.
    const ended = await Promise.race([paused, journeyDone.then(() => 'unpaused'), timeout(90_000)]);
    if (ended === 'unpaused') throw new Error(`The page never paused at '${result}'.`);
    const { profile } = await this.cdp.send('Profiler.stop');
    const { result: coverage } = await this.cdp.send('Profiler.takePreciseCoverage');
    await this.cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await this.cdp.send('Debugger.resume');
    await journeyDone;
    addCoverage(trace, coverage);
    addProfile(trace, profile.nodes);
  }
}

const timeout = (ms: number) =>
  new Promise((_, reject) => setTimeout(() => reject(new Error(`No result within ${ms} ms.`)), ms).unref());

const scripts = new Map<string, MappedScript | null>();
/** What each of our files the runs loaded imports. */
const imports = new Map<string, Import[]>();
const script = (url: string) => {
  if (!scripts.has(url)) {
    const mapped = url.startsWith('http') ? MappedScript.load(DIST, MAPS, url) : null;
    for (const [file, targets] of mapped?.imports ?? []) imports.set(file, targets);
    scripts.set(url, mapped);
  }
  return scripts.get(url)!;
};

function addCoverage(trace: Trace, result: { url: string; functions: FunctionCoverage[] }[]): void {
  for (const { url, functions } of result) {
    const mapped = script(url);
    if (!mapped) continue;
    const { called, evaluated } = ranInScript(mapped, functions);
    for (const [id, file] of called) trace.functions.set(id, file);
    for (const file of evaluated) trace.evaluated.add(file);
  }
}

function addProfile(trace: Trace, nodes: ProfileNode[]): void {
  const placeOf = ({ callFrame }: ProfileNode): SourcePlace | null =>
    script(callFrame.url)?.placeAt(callFrame.lineNumber, callFrame.columnNumber) ?? null;
  const { direct, viaLibraries } = hopsInProfile(nodes, placeOf);
  for (const hop of direct) trace.hops.add(hop);
  for (const hop of viaLibraries) trace.hopsViaLibraries.add(hop);
}

const JOURNEYS = ['start-up', 'connect', 'deposit'] as const;
type Traces = Record<(typeof JOURNEYS)[number], Trace>;

const walletList = (page: Page) => page.getByRole('dialog').getByRole('button', { name: /test wallet/i });

/** Settles the page (its own requests, idle prefetches) so that their work is not the journey's. */
const settle = (page: Page) => page.waitForTimeout(3000);

async function startUpAndConnect(traces: Traces, context: BrowserContext, servers: Servers) {
  const page = await context.newPage();
  await installWallet(page, servers);
  const recorder = await Recorder.attach(page);
  await page.goto(`${servers.appUrl}/favicon.svg`); // Same origin, so the recording stays with the tab.
  await recorder.record(traces['start-up'], 'heading', async () => {
    await page.goto(`${servers.appUrl}/`);
    await visible(page.getByRole('heading', { level: 1 }), "the first page's heading", 30_000);
  });
  await settle(page);
  await recorder.record(traces.connect, 'wallet list', async () => {
    await page.getByRole('button', { name: /connect wallet/i }).click();
    await visible(walletList(page), 'the Test Wallet in the wallet list', 30_000);
  });
  await page.keyboard.press('Escape');
  return { page, recorder };
}

/** The deposit's result: recorded and followed, or already settled when that came first. */
const depositRecorded = (page: Page): Locator =>
  page
    .getByTestId('pending-transactions')
    .getByText(/processing/i)
    .or(page.getByText(/deposit of 0\.1 BNB succeeded/i));

async function deposit(trace: Trace, page: Page, recorder: Recorder, appUrl: string): Promise<void> {
  await connectAndVerify(page);
  await openWalletPage(page, appUrl);
  await visible(page.getByText(/network fee about/i), 'the network fee of a BNB deposit', 30_000);
  await (await visible(page.getByRole('textbox', { name: /^amount$/i }), 'the Amount field')).fill('0.1');
  await settle(page);
  await recorder.record(trace, 'deposit recorded', async () => {
    await page.getByRole('button', { name: /review deposit/i }).click();
    const dialog = await visible(page.getByRole('dialog', { name: /confirm the deposit/i }), 'the confirmation');
    await dialog.getByRole('button', { name: /^deposit$/i }).click();
    await visible(depositRecorded(page), 'the deposit recorded', 60_000);
  });
}

async function installWallet(page: Page, servers: Servers): Promise<void> {
  // tsx keeps function names with a __name() helper, which the page does not have.
  await page.addInitScript('window.__name = (fn) => fn;');
  await installInjectedWallet(page, {
    privateKey: DEMO_WALLET_PRIVATE_KEY,
    chainId: 97,
    rpcUrls: servers.config.rpcUrls as Record<string, string>,
  });
}

/** One run of the three journeys in a fresh context; a fresh fixture backend, so the deposit is a first one. */
async function run(browser: Browser): Promise<Traces> {
  const traces: Traces = { 'start-up': newTrace(), connect: newTrace(), deposit: newTrace() };
  const servers = await startServers({ root: DIST });
  const { page: login, context } = await newPage(browser);
  try {
    await signIn(login, servers.appUrl, servers.fixtureUrl);
    await login.close();
    const { page, recorder } = await startUpAndConnect(traces, context, servers);
    await deposit(traces.deposit, page, recorder, servers.appUrl);
  } finally {
    await context.close();
    await servers.close();
  }
  return traces;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)]!;

/** Our files with a function called (`called`), or with any code run, top-level included. */
function filesOf(trace: Trace, withInit = false): Set<string> {
  const called = new Set(trace.functions.values());
  return withInit ? new Set([...called, ...trace.evaluated]) : called;
}

/** One journey's row: per-run counts as median (min–max), hops as the union of the runs. */
function row(name: string, traces: Trace[]): string {
  const spread = (count: (trace: Trace) => number) => {
    const values = traces.map(count);
    const [min, max] = [Math.min(...values), Math.max(...values)];
    return `${median(values)}${min === max ? '' : ` (${min}–${max})`}`;
  };
  const union = (hops: (trace: Trace) => Set<string>) => new Set(traces.flatMap((trace) => [...hops(trace)])).size;
  const cells = [
    spread((trace) => filesOf(trace).size),
    spread((trace) => filesOf(trace, true).size),
    spread((trace) => trace.functions.size),
    spread((trace) => importEdges(filesOf(trace), imports).size),
    union((trace) => trace.hops),
    union((trace) => trace.hopsViaLibraries),
  ];
  return `| ${name} | ${cells.join(' | ')} |`;
}

/** Every file of the journey in some run, with how many runs it was in when not all. */
function fileList(traces: Trace[]): string[] {
  const all = new Set(traces.flatMap((trace) => [...filesOf(trace, true)]));
  return [...all].sort().map((file) => {
    const runs = traces.filter((trace) => filesOf(trace, true).has(file)).length;
    const initOnly = traces.every((trace) => !filesOf(trace).has(file));
    return `${file}${initOnly ? ' (init only)' : ''}${runs < traces.length ? ` (${runs}/${traces.length} runs)` : ''}`;
  });
}

function report(runs: Traces[]): void {
  console.log(`\n${DIST}: ${runs.length} runs, ${options.cpu}× CPU, sampled every ${options.interval} µs\n`);
  console.log('| journey | files | +init | functions | import edges | hops | hops via libs |');
  console.log('|---|---|---|---|---|---|---|');
  for (const name of JOURNEYS)
    console.log(
      row(
        name,
        runs.map((traces) => traces[name]),
      ),
    );
  if (!options.list) return;
  for (const name of JOURNEYS)
    console.log(`\n${name}:\n  ${fileList(runs.map((traces) => traces[name])).join('\n  ')}`);
}

const sorted = (values: Iterable<string>) => [...values].sort();

function toJson(runs: Traces[]): unknown {
  return runs.map((traces) =>
    Object.fromEntries(
      JOURNEYS.map((name) => {
        const trace = traces[name];
        return [
          name,
          {
            files: sorted(filesOf(trace)),
            filesWithInit: sorted(filesOf(trace, true)),
            functions: sorted(trace.functions.keys()),
            importEdges: sorted(importEdges(filesOf(trace), imports)),
            hops: sorted(trace.hops),
            hopsViaLibraries: sorted(trace.hopsViaLibraries),
          },
        ];
      }),
    ),
  );
}

async function main(): Promise<void> {
  if (options.build) build();
  if (!fs.existsSync(MAPS)) throw new Error(`No source maps in ${MAPS}: build with --build (see the header).`);
  const browser = await launchBrowser();
  const runs: Traces[] = [];
  try {
    for (let index = 0; index < Number(options.runs); index += 1) {
      runs.push(await run(browser));
      console.error(`run ${index + 1} done`);
    }
  } finally {
    await browser.close();
  }
  report(runs);
  if (options.json) fs.writeFileSync(options.json, `${JSON.stringify(toJson(runs), null, 2)}\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
