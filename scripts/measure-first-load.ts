/**
 * First-load benchmark (not part of `npm test`): what a first visit to / costs until the app bar
 * is usable. Builds the production bundle if needed, serves dist/ with a non-demo /config.js that
 * points every service at the fixture server, opens / in Debian's Chromium with a cold cache,
 * records every request and response until the "ready" element is visible, and prints the JS
 * bytes (transfer, raw and gzip level 9 of each file), the number of requests and the hosts
 * contacted, which must be only the app's and the configured services' origins.
 *
 *   npx tsx scripts/measure-first-load.ts [--ready SELECTOR] [--runs N] [--path /] [--json FILE]
 *
 * --ready is a Playwright selector; default `role=banner >> role=button[name=/sign in/i]` (the app bar of an
 * anonymous visitor). Later: --ready 'role=banner >> role=button[name=/connect wallet/i]'.
 * Exit 1 when a request leaves the allowed origins or the ready element never shows.
 */
import fs from 'node:fs';
import zlib from 'node:zlib';
import { parseArgs } from 'node:util';
import type { Request } from 'playwright-core';
import { launchBrowser, newPage, VIEWPORTS } from '../test/e2e/support/browser';
import { ensureBuild } from '../test/e2e/support/build';
import { startServers, type Servers } from '../test/e2e/support/servers';

const { values: options } = parseArgs({
  options: {
    ready: { type: 'string', default: 'role=banner >> role=button[name=/sign in/i]' },
    runs: { type: 'string', default: '3' },
    path: { type: 'string', default: '/' },
    json: { type: 'string' },
    timeout: { type: 'string', default: '30000' },
    phone: { type: 'boolean', default: false },
  },
});

interface JsFile {
  url: string;
  status: number;
  transfer: number;
  raw: number;
  gzip: number;
}

interface RunResult {
  readyMs: number;
  requests: number;
  byType: Record<string, number>;
  hosts: string[];
  foreign: string[];
  js: JsFile[];
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const sum = (files: JsFile[], key: 'transfer' | 'raw' | 'gzip') => files.reduce((total, file) => total + file[key], 0);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

function isJs(request: Request, contentType: string): boolean {
  return (
    request.resourceType() === 'script' ||
    /javascript|ecmascript/.test(contentType) ||
    /\.m?js(\?|$)/.test(new URL(request.url()).pathname)
  );
}

async function measureOnce(servers: Servers, browser: Awaited<ReturnType<typeof launchBrowser>>): Promise<RunResult> {
  const { page, context, log } = await newPage(browser, {
    viewport: options.phone ? VIEWPORTS.phone : VIEWPORTS.desktop,
  });
  const pending: Array<Promise<JsFile | null>> = [];
  let recording = true;
  page.on('response', (response) => {
    if (!recording) return;
    pending.push(
      (async () => {
        const request = response.request();
        const contentType = (await response.headerValue('content-type').catch(() => null)) ?? '';
        if (!isJs(request, contentType)) return null;
        const body = await response.body().catch(() => Buffer.alloc(0));
        const sizes = await request.sizes().catch(() => null);
        return {
          url: response.url(),
          status: response.status(),
          transfer: sizes?.responseBodySize ?? body.length,
          raw: body.length,
          gzip: zlib.gzipSync(body, { level: 9 }).length,
        };
      })(),
    );
  });

  const started = Date.now();
  try {
    await page.goto(new URL(options.path, servers.appUrl).toString(), { waitUntil: 'commit' });
    await page
      .locator(options.ready)
      .first()
      .waitFor({ state: 'visible', timeout: Number(options.timeout) });
  } catch (error) {
    await context.close();
    throw new Error(
      `The ready element (${options.ready}) did not show: ${error instanceof Error ? error.message.split('\n')[0] : error}`,
    );
  }
  const readyMs = Date.now() - started;
  recording = false;
  const until = log.mark();
  const js = (await Promise.all(pending)).filter((file): file is JsFile => file !== null);
  const entries = log.entries.filter((entry) => entry.seq < until);
  const byType: Record<string, number> = {};
  for (const entry of entries) byType[entry.resourceType] = (byType[entry.resourceType] ?? 0) + 1;
  const hosts = [...new Set(entries.map((entry) => new URL(entry.url).host))].sort();
  const allowed = [servers.appUrl, servers.fixtureUrl, ...configuredOrigins(servers)];
  const foreign = log
    .foreign(allowed)
    .filter((entry) => entry.seq < until)
    .map((entry) => `${entry.method} ${entry.url}`);
  await context.close();
  return { readyMs, requests: entries.length, byType, hosts, foreign, js };
}

/** Every origin the served configuration names (services and RPC endpoints). */
function configuredOrigins(servers: Servers): string[] {
  const urls: string[] = [];
  const visit = (value: unknown) => {
    if (typeof value === 'string' && /^https?:\/\//.test(value)) urls.push(new URL(value).origin);
    else if (value && typeof value === 'object') Object.values(value).forEach(visit);
  };
  visit(servers.config);
  return [...new Set(urls)];
}

async function main(): Promise<number> {
  const runs = Math.max(1, Number(options.runs) || 1);
  ensureBuild();
  const servers = await startServers();
  const browser = await launchBrowser();
  try {
    console.log(
      `\nFirst load of ${options.path} until ${options.ready} is visible (${runs} cold runs, ${options.phone ? '375x812' : '1280x800'})`,
    );
    console.log(`app ${servers.appUrl}; services on ${servers.fixtureUrl} (${servers.fixtureSource})\n`);
    const results: RunResult[] = [];
    for (let run = 1; run <= runs; run += 1) {
      const result = await measureOnce(servers, browser);
      results.push(result);
      console.log(
        `run ${run}: ready in ${result.readyMs} ms, ${result.requests} requests, JS ${kib(sum(result.js, 'transfer'))} transfer / ${kib(sum(result.js, 'gzip'))} gzip`,
      );
    }

    const last = results[results.length - 1] as RunResult;
    const width = Math.max(...last.js.map((file) => new URL(file.url).pathname.length), 'JS file'.length);
    const row = (a: string, b: string, c: string, d: string) =>
      `${a.padEnd(width)}  ${b.padStart(11)}  ${c.padStart(11)}  ${d.padStart(11)}`;
    console.log(`\n${row('JS file', 'transfer', 'raw', 'gzip -9')}`);
    for (const file of [...last.js].sort((a, b) => b.gzip - a.gzip)) {
      console.log(row(new URL(file.url).pathname, kib(file.transfer), kib(file.raw), kib(file.gzip)));
    }
    console.log(
      row(
        `total (${last.js.length} files)`,
        kib(sum(last.js, 'transfer')),
        kib(sum(last.js, 'raw')),
        kib(sum(last.js, 'gzip')),
      ),
    );
    console.log(
      `\nrequests until ready: ${last.requests} (${Object.entries(last.byType)
        .map(([type, count]) => `${type} ${count}`)
        .join(', ')})`,
    );
    console.log(`hosts contacted: ${last.hosts.join(', ')}`);
    console.log(`time to ready: median ${median(results.map((result) => result.readyMs))} ms over ${runs} runs`);

    if (options.json) {
      fs.writeFileSync(
        options.json,
        `${JSON.stringify({ ready: options.ready, path: options.path, runs: results }, null, 2)}\n`,
      );
      console.log(`wrote ${options.json}`);
    }
    const foreign = [...new Set(results.flatMap((result) => result.foreign))];
    if (foreign.length > 0) {
      console.error(`\nFAIL: requests left the app and configured service origins:\n  ${foreign.join('\n  ')}`);
      return 1;
    }
    console.log('only the app and configured service origins were contacted.');
    return 0;
  } finally {
    await browser.close().catch(() => undefined);
    await servers.close();
  }
}

main().then(
  (status) => process.exit(status),
  (error: unknown) => {
    console.error(`measure-first-load: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
