/**
 * Interaction benchmark (not part of `npm test`; issue 9: "every dialog and page change stays
 * quick: ≤ 100 ms at 4× CPU once the page is ready"). Serves the production build against the
 * fixture backend (as the browser tests do), signs in as the demo user with the injected test
 * wallet connected and verified, then, with the CPU throttled, measures for each interaction the
 * time from the trusted click to the DOM change that showed its result:
 *
 *   account dialog · network dialog · vote dialog · deposit confirmation ·
 *   transactions: next page · vote transfers: next page (when the history has one)
 *
 * The result's moment is pinned the way ../shared/bench/measure.mjs pins it: a MutationObserver
 * records when each node was inserted or changed; once the result is seen visible, the latest
 * change of it, its ancestors or its subtree is the moment it appeared.
 *
 *   npm run build && npx tsx scripts/bench-interactions.ts [--runs 5] [--cpu 4] [--only vote] [--json FILE]
 *
 * `--only` keeps the interactions whose name contains the given text.
 *
 * Prints the median of each and whether it is within its target (100 ms, or 150 ms from 6× CPU);
 * exit 1 with --strict if one is not.
 */
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import type { CDPSession, Locator, Page } from 'playwright-core';
import { DEMO_WALLET_PRIVATE_KEY } from '../src/testing/mocks/constants';
import { launchBrowser, newPage, VIEWPORTS } from '../test/e2e/support/browser';
import { ensureBuild } from '../test/e2e/support/build';
import { installInjectedWallet } from '../test/e2e/support/injectedWallet';
import { startServers } from '../test/e2e/support/servers';
import { signIn } from '../test/e2e/support/session';
import { visible } from '../test/e2e/support/wait';
import { connectAndVerify } from '../test/e2e/support/wallet';

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    cpu: { type: 'string', default: '4' },
    json: { type: 'string' },
    only: { type: 'string' },
    strict: { type: 'boolean', default: false },
  },
});
const RUNS = Number(options.runs);
const CPU = Number(options.cpu);
/** ≤ 100 ms up to 4× CPU; at 6× and slower, a low-end phone, ≤ 150 ms (issue 28). */
const TARGET_MS = CPU >= 6 ? 150 : 100;

/** Runs in the page before its scripts: the last trusted click and per-node DOM change times. */
function instrument(): void {
  const bench = {
    clickTs: null as number | null,
    selfT: new WeakMap<Node, number>(),
    kidsT: new WeakMap<Node, number>(),
  };
  (window as unknown as { __interactions: typeof bench }).__interactions = bench;
  addEventListener(
    'click',
    (event) => {
      if (event.isTrusted) bench.clickTs = event.timeStamp;
    },
    true,
  );
  new MutationObserver((records) => {
    const now = performance.now();
    for (const record of records) {
      if (record.type === 'childList') {
        bench.kidsT.set(record.target, now);
        for (const node of record.addedNodes) bench.selfT.set(node, now);
      } else bench.selfT.set(record.target, now);
    }
  }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
}

/** The latest DOM change (up to now) that can have made `element` visible, in page time. */
function changedAt(element: Element): { at: number | null; now: number } {
  const bench = (
    window as unknown as { __interactions: { selfT: WeakMap<Node, number>; kidsT: WeakMap<Node, number> } }
  ).__interactions;
  const now = performance.now();
  let latest = -Infinity;
  const consider = (time: number | undefined) => {
    if (time !== undefined && time <= now && time > latest) latest = time;
  };
  for (let node: Node | null = element; node; node = node.parentNode ?? (node as unknown as ShadowRoot).host ?? null)
    consider(bench.selfT.get(node));
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_ALL);
  for (let node: Node | null = walker.currentNode; node; node = walker.nextNode()) {
    consider(bench.selfT.get(node));
    consider(bench.kidsT.get(node));
  }
  return { at: latest === -Infinity ? null : latest, now };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Clicks `trigger` and returns click → `result` visible (ms, page clock), pinned to the DOM change. */
async function timeClick(page: Page, trigger: Locator, result: Locator): Promise<number> {
  await page.evaluate(() => {
    (window as unknown as { __interactions: { clickTs: number | null } }).__interactions.clickTs = null;
  });
  await trigger.click();
  const clickTs = await page.evaluate(
    () => (window as unknown as { __interactions: { clickTs: number | null } }).__interactions.clickTs,
  );
  if (clickTs === null) throw new Error('no trusted click reached the page');
  const deadline = Date.now() + 15_000;
  for (;;) {
    if (await result.isVisible().catch(() => false)) {
      const seen = await result.evaluate(changedAt).catch(() => null);
      if (seen) return Math.max(seen.at ?? seen.now, clickTs) - clickTs;
    }
    if (Date.now() > deadline) throw new Error(`${String(result)} did not become visible`);
    // Not faster: each look runs in the page's (throttled) main thread; the DOM change pins the time.
    await sleep(25);
  }
}

interface Interaction {
  name: string;
  /** Brings the page to where the trigger is, ready (not timed, not throttled). */
  prepare(page: Page, appUrl: string): Promise<{ trigger: Locator; result: Locator } | null>;
  /** Puts things back after a run (closes the dialog...). */
  undo(page: Page): Promise<void>;
}

const closeDialog = async (page: Page) => {
  await page.keyboard.press('Escape');
  await page
    .getByRole('dialog')
    .first()
    .waitFor({ state: 'hidden', timeout: 10_000 })
    .catch(() => undefined);
  await sleep(300);
};

async function goTo(page: Page, appUrl: string, path: string, heading: RegExp): Promise<void> {
  await page.goto(`${appUrl}${path}`);
  await visible(page.getByRole('heading', { level: 1, name: heading }), `the ${path} page`, 20_000);
}

/**
 * The pager's 'x–y of n' text. Found by its test id rather than by text over the whole page:
 * a page-wide text search at every look would itself take tens of milliseconds of the
 * throttled main thread and slow down what is measured.
 */
const displayedRows = (page: Page, text: RegExp) => page.getByTestId('pager-range').filter({ hasText: text });

const INTERACTIONS: Interaction[] = [
  {
    name: 'account dialog',
    async prepare(page, appUrl) {
      await goTo(page, appUrl, '/', /welcome/i);
      return { trigger: page.getByTestId('account-button'), result: page.getByRole('dialog') };
    },
    undo: closeDialog,
  },
  {
    name: 'network dialog',
    async prepare(page, appUrl) {
      await goTo(page, appUrl, '/', /welcome/i);
      return { trigger: page.getByRole('button', { name: /^network:/i }), result: page.getByRole('dialog') };
    },
    undo: closeDialog,
  },
  {
    name: 'vote dialog',
    async prepare(page, appUrl) {
      await goTo(page, appUrl, '/vote', /vote/i);
      const trigger = page
        .getByRole('main')
        .getByRole('button', { name: /^vote /i })
        .first();
      await visible(trigger, 'a Vote button');
      return { trigger, result: page.getByRole('dialog', { name: /^vote$/i }) };
    },
    undo: closeDialog,
  },
  {
    name: 'deposit confirmation',
    async prepare(page, appUrl) {
      await goTo(page, appUrl, '/wallet', /^wallet$/i);
      await (await visible(page.getByRole('textbox', { name: /^amount$/i }), 'the Amount field')).fill('0.1');
      return {
        trigger: page.getByRole('button', { name: /review deposit/i }),
        result: page.getByRole('dialog', { name: /confirm the deposit/i }),
      };
    },
    undo: closeDialog,
  },
  {
    name: 'transactions: next page',
    async prepare(page, appUrl) {
      await goTo(page, appUrl, '/transactions', /^transactions$/i);
      await visible(displayedRows(page, /^1–20 of \d+$/), 'the range of the first page');
      return {
        trigger: page.getByRole('button', { name: /next page/i }),
        result: displayedRows(page, /^21–40 of \d+$/),
      };
    },
    undo: async () => undefined,
  },
  {
    name: 'vote transfers: next page',
    async prepare(page, appUrl) {
      await goTo(page, appUrl, '/transfers', /transfer/i);
      const next = page.getByRole('main').getByRole('button', { name: /next page/i });
      await visible(page.getByRole('table', { name: /vote transfers/i }), 'the transfer history', 20_000);
      if (!(await next.isVisible()) || !(await next.isEnabled())) return null; // One page only.
      const range = displayedRows(page, /^1–\d+ of \d+$/);
      await visible(range, 'the range of the first page');
      const first = (await range.innerText()).trim();
      return { trigger: next, result: displayedRows(page, /^\d+–\d+ of \d+$/).filter({ hasNotText: first }) };
    },
    undo: async () => undefined,
  },
];

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

async function main(): Promise<void> {
  ensureBuild();
  const servers = await startServers();
  const browser = await launchBrowser();
  const results: { name: string; runs: number[]; medianMs: number | null }[] = [];
  try {
    const { page } = await newPage(browser, { viewport: VIEWPORTS.desktop });
    // tsx keeps function names with a __name() helper, which the page does not have.
    await page.addInitScript('window.__name = (fn) => fn;');
    await page.addInitScript(instrument);
    await installInjectedWallet(page, {
      privateKey: DEMO_WALLET_PRIVATE_KEY,
      chainId: 97,
      rpcUrls: servers.config.rpcUrls as Record<string, string>,
    });
    await signIn(page, servers.appUrl, servers.fixtureUrl);
    await connectAndVerify(page);
    const cdp: CDPSession = await page.context().newCDPSession(page);
    const chosen = INTERACTIONS.filter(({ name }) => !options.only || name.includes(options.only));
    for (const interaction of chosen) {
      const runs: number[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
        const prepared = await interaction.prepare(page, servers.appUrl);
        if (!prepared) break;
        await visible(prepared.trigger, `the trigger of ${interaction.name}`);
        await sleep(1000); // The page settles (its own requests, idle prefetches).
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU });
        runs.push(await timeClick(page, prepared.trigger, prepared.result));
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
        await interaction.undo(page);
      }
      results.push({ name: interaction.name, runs, medianMs: runs.length ? median(runs) : null });
      console.error(`${interaction.name}: ${runs.map((ms) => ms.toFixed(0)).join(', ') || 'not available'}`);
    }
  } finally {
    await browser.close();
    await servers.close();
  }

  console.log(`\nClick → result visible, median of ${RUNS}, ${CPU}× CPU (target ≤ ${TARGET_MS} ms)\n`);
  console.log('| interaction | median | runs | |');
  console.log('|---|---|---|---|');
  let missed = 0;
  for (const { name, runs, medianMs } of results) {
    const ok = medianMs !== null && medianMs <= TARGET_MS;
    if (medianMs !== null && !ok) missed += 1;
    console.log(
      `| ${name} | ${medianMs === null ? 'n/a' : `${medianMs.toFixed(0)} ms`} | ${runs.map((ms) => ms.toFixed(0)).join(', ')} | ${medianMs === null ? '' : ok ? 'ok' : 'MISSED'} |`,
    );
  }
  if (options.json) fs.writeFileSync(options.json, JSON.stringify({ cpu: CPU, runs: RUNS, results }, null, 2));
  if (options.strict && missed > 0) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
