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
 * The click is a press where the pointer is (not Locator.click(), whose hit-target checks run in
 * the page, inside the measured time). Below 6× CPU, a desktop, the pointer rests on the trigger
 * while the page settles; from 6×, a low-end phone, it arrives with the press as a finger does,
 * and the hover work that brings is timed too.
 *
 * Beside it, "next paint" is the browser's own figure for the click (Event Timing, what INP is
 * made of): click to the first frame painted after it, the style, layout and paint it needs included.
 * It is reported, not held to a target; below 16 ms the browser reports nothing ("<16").
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
/** From 6× CPU the bench stands for a low-end phone (issue 28). */
const PHONE = CPU >= 6;
/** ≤ 100 ms up to 4× CPU; at 6× and slower, a low-end phone, ≤ 150 ms (issue 28). */
const TARGET_MS = PHONE ? 150 : 100;

/** Runs in the page before its scripts: the last trusted click and per-node DOM change times. */
function instrument(): void {
  const bench = {
    clickTs: null as number | null,
    selfT: new WeakMap<Node, number>(),
    kidsT: new WeakMap<Node, number>(),
    /** Event Timing's duration of each trusted click, by its start (the click's timeStamp). */
    paintT: new Map<number, number>(),
  };
  (window as unknown as { __interactions: typeof bench }).__interactions = bench;
  addEventListener(
    'click',
    (event) => {
      if (event.isTrusted) bench.clickTs = event.timeStamp;
    },
    true,
  );
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.name === 'click') bench.paintT.set(entry.startTime, entry.duration);
  }).observe({ type: 'event', durationThreshold: 16 } as PerformanceObserverInit);
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

type Point = { x: number; y: number };

/** The trigger's centre, in view. */
async function centreOf(trigger: Locator): Promise<Point> {
  await trigger.scrollIntoViewIfNeeded();
  const box = await trigger.boundingBox();
  if (!box) throw new Error(`${String(trigger)} has no box to click`);
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** Event Timing's figure for the click at `clickTs`, once the browser has reported it; null below 16 ms. */
async function nextPaintAfter(page: Page, clickTs: number): Promise<number | null> {
  const deadline = Date.now() + 3_000;
  for (;;) {
    const duration = await page.evaluate(
      (start) =>
        (window as unknown as { __interactions: { paintT: Map<number, number> } }).__interactions.paintT.get(start),
      clickTs,
    );
    if (duration !== undefined) return duration;
    if (Date.now() > deadline) return null;
    await sleep(50);
  }
}

interface Timing {
  /** Click → the DOM change that showed the result (held to the target). */
  domMs: number;
  /** Click → the next frame painted (Event Timing); null when under 16 ms. */
  paintMs: number | null;
}

/**
 * Clicks at `at` and times click → `result` visible (ms, page clock), pinned to the DOM change.
 * On a desktop the pointer rests there already (main moved it before the page settled); on a
 * phone it arrives with the press, as a tap's does, its hover work timed too.
 */
async function timeClick(page: Page, at: Point, result: Locator): Promise<Timing> {
  await page.evaluate(() => {
    (window as unknown as { __interactions: { clickTs: number | null } }).__interactions.clickTs = null;
  });
  // Not Locator.click(): it would also run Playwright's hit-target checks in the page at each
  // pointer event, inside the measured time.
  if (PHONE) await page.mouse.move(at.x, at.y);
  await page.mouse.down();
  await page.mouse.up();
  const clickTs = await page.evaluate(
    () => (window as unknown as { __interactions: { clickTs: number | null } }).__interactions.clickTs,
  );
  if (clickTs === null) throw new Error('no trusted click reached the page');
  const deadline = Date.now() + 15_000;
  for (;;) {
    if (await result.isVisible().catch(() => false)) {
      const seen = await result.evaluate(changedAt).catch(() => null);
      if (seen)
        return {
          domMs: Math.max(seen.at ?? seen.now, clickTs) - clickTs,
          paintMs: await nextPaintAfter(page, clickTs),
        };
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

/** The median of Event Timing's figures, a figure under 16 ms (not reported) counted as 0. */
function paintText(paintRuns: (number | null)[]): string {
  if (paintRuns.length === 0) return 'n/a';
  const middle = median(paintRuns.map((ms) => ms ?? 0));
  return middle < 16 ? '<16 ms' : `${middle.toFixed(0)} ms`;
}

async function main(): Promise<void> {
  ensureBuild();
  const servers = await startServers();
  const browser = await launchBrowser();
  const results: { name: string; runs: number[]; medianMs: number | null; paintRuns: (number | null)[] }[] = [];
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
      const paintRuns: (number | null)[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
        const prepared = await interaction.prepare(page, servers.appUrl);
        if (!prepared) break;
        await visible(prepared.trigger, `the trigger of ${interaction.name}`);
        const at = await centreOf(prepared.trigger);
        // A mouse rests on the trigger before the press; a finger arrives with it (timeClick).
        await page.mouse.move(PHONE ? 0 : at.x, PHONE ? 0 : at.y);
        await sleep(1000); // The page settles (its own requests, idle prefetches, the hover).
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU });
        const { domMs, paintMs } = await timeClick(page, at, prepared.result);
        runs.push(domMs);
        paintRuns.push(paintMs);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
        await interaction.undo(page);
      }
      results.push({ name: interaction.name, runs, medianMs: runs.length ? median(runs) : null, paintRuns });
      console.error(`${interaction.name}: ${runs.map((ms) => ms.toFixed(0)).join(', ') || 'not available'}`);
    }
  } finally {
    await browser.close();
    await servers.close();
  }

  console.log(`\nClick → result visible, median of ${RUNS}, ${CPU}× CPU (target ≤ ${TARGET_MS} ms)\n`);
  console.log('| interaction | median | runs | | next paint (median) |');
  console.log('|---|---|---|---|---|');
  let missed = 0;
  for (const { name, runs, medianMs, paintRuns } of results) {
    const ok = medianMs !== null && medianMs <= TARGET_MS;
    if (medianMs !== null && !ok) missed += 1;
    console.log(
      `| ${name} | ${medianMs === null ? 'n/a' : `${medianMs.toFixed(0)} ms`} | ${runs.map((ms) => ms.toFixed(0)).join(', ')} | ${medianMs === null ? '' : ok ? 'ok' : 'MISSED'} | ${paintText(paintRuns)} |`,
    );
  }
  if (options.json) fs.writeFileSync(options.json, JSON.stringify({ cpu: CPU, runs: RUNS, results }, null, 2));
  if (options.strict && missed > 0) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
