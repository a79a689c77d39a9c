#!/usr/bin/env node
/**
 * `npm run bench`: builds the app, serves dist/ with a config.js whose services are on
 * 127.0.0.1 (a closed port: the anonymous start-up sign-in fails fast, as with a live backend
 * answering "no session"), runs the shared instrument (../shared/bench/measure.mjs) at 4× and
 * 1× CPU and prints issue 9's table. With `--against DIR` it measures that build too, back to
 * back with ours at each CPU rate, and prints the ratios against their targets.
 *
 *   npm run bench -- [--against DIR] [--runs N] [--cpu 4,1] [--skip-build] [--measure PATH]
 *                    [--quiet-wait S] [--json FILE]
 *
 * The comparison the issue asks for (../shared/bench/README.md builds the reference):
 *   npm run bench -- --against ../bench-ref/dist
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const READY = 'role=button[name="Connect Wallet"]';
const OPENED = 'role=dialog';
/** Issue 9's targets: ours / theirs at most this. */
const RATIO_TARGET = { readyMs: 0.6, fcpMs: 0.5, lcpMs: 0.6, openMs: 0.5 };
/** LCP without throttling: at most 0.8 (the developers' guide; SPEC.md section 2's spinner stands). */
const LCP_TARGET_AT_1X = 0.8;
const JS_BUDGET_KIB = 150;

const { values: args } = parseArgs({
  options: {
    against: { type: 'string' },
    runs: { type: 'string', default: '7' },
    cpu: { type: 'string', default: '4,1' },
    'skip-build': { type: 'boolean', default: false },
    measure: {
      type: 'string',
      default: process.env.BENCH_MEASURE ?? path.resolve(ROOT, '../shared/bench/measure.mjs'),
    },
    'quiet-wait': { type: 'string' },
    json: { type: 'string' },
    help: { type: 'boolean', short: 'h', default: false },
  },
});

if (args.help) {
  console.log(fs.readFileSync(fileURLToPath(import.meta.url), 'utf8').split('*/')[0]);
  process.exit(0);
}
if (!fs.existsSync(args.measure)) {
  console.error(`bench: the instrument is not at ${args.measure} (pass --measure PATH or set BENCH_MEASURE).`);
  process.exit(2);
}
const cpus = args.cpu.split(',').map(Number);
if (cpus.some((rate) => !Number.isFinite(rate) || rate < 1)) {
  console.error('bench: --cpu takes rates of 1 or more, comma-separated (default 4,1).');
  process.exit(2);
}

/** A port on 127.0.0.1 that nothing listens on (bound, then released). */
function closedPort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function localConfig(port) {
  const base = `http://127.0.0.1:${port}`;
  const config = {
    env: 'bench',
    stakingApiUrl: base,
    voteApiUrl: base,
    loginUrl: base,
    clientId: 'production',
    clientSecret: 'bench',
    walletConnectProjectId: '',
    nameLookupUrl: '',
    nameLookupApiKey: '',
    chains: [56, 97],
    rpcUrls: { 56: `${base}/rpc/56`, 97: `${base}/rpc/97` },
    contracts: {
      // Any well-formed non-zero addresses: start-up refuses the zero address (nothing is sent here).
      staking: '0x5a1E5a1e5A1e5a1E5A1e5A1E5a1E5A1e5A1E5A1e',
      deposit: '0xdE9051700000000000000000000000000000De90',
      vote: '0xB07eb07eb07Eb07EB07eb07eB07eB07eb07Eb07e',
      stablecoin: '0x55d398326f99059fF775485246999027B3197955',
    },
    demo: false,
  };
  return `window.APP_CONFIG = ${JSON.stringify(config, null, 2)};\n`;
}

/** Runs the instrument on one build at one CPU rate; resolves with its JSON result. */
function measure(dir, label, cpu) {
  const flags = ['--dir', dir, '--label', label, '--ready', READY, '--open', READY, '--opened', OPENED];
  flags.push('--runs', args.runs, '--cpu', String(cpu), '--json');
  if (args['quiet-wait']) flags.push('--quiet-wait', args['quiet-wait']);
  // playwright-core: the instrument's own node_modules, else ours.
  const nodePath = [path.join(ROOT, 'node_modules'), process.env.NODE_PATH].filter(Boolean).join(path.delimiter);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [args.measure, ...flags], {
      stdio: ['ignore', 'pipe', 'inherit'],
      env: { ...process.env, NODE_PATH: nodePath },
    });
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
    });
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`measure.mjs exited with ${code} for ${label} at ${cpu}x`));
      try {
        resolve(JSON.parse(out));
      } catch {
        reject(new Error(`measure.mjs printed no JSON for ${label} at ${cpu}x`));
      }
    });
  });
}

const median = (result, key) => result?.summary?.[key]?.median ?? null;
const ms = (value) => (value == null ? '-' : `${Math.round(value).toLocaleString('en-US')} ms`);
const kib = (bytes) => (bytes == null ? '-' : `${(bytes / 1024).toFixed(1)} KiB`);

function tableRows(ours, theirs) {
  const rows = [];
  for (const cpu of cpus) {
    const o = ours[cpu];
    const t = theirs?.[cpu];
    for (const [key, label] of [
      ['readyMs', "navigation → 'Connect Wallet' visible"],
      ['fcpMs', 'First Contentful Paint'],
      ['lcpMs', 'Largest Contentful Paint'],
      ['openMs', "click 'Connect Wallet' → wallet list visible"],
    ]) {
      const a = median(o, key);
      const b = median(t, key);
      const ratio = a != null && b ? a / b : null;
      const target = key === 'lcpMs' && cpu === 1 ? LCP_TARGET_AT_1X : RATIO_TARGET[key];
      rows.push({
        metric: `${label}, ${cpu}× CPU`,
        theirs: ms(b),
        ours: ms(a),
        ratio: ratio == null ? '' : ratio.toFixed(2),
        target: `≤ ${target}`,
        ok: ratio == null ? null : ratio <= target,
      });
    }
  }
  const first = ours[cpus[0]];
  const firstTheirs = theirs?.[cpus[0]];
  const jsOurs = median(first, 'jsGzipBytesBeforeReady');
  const jsTheirs = median(firstTheirs, 'jsGzipBytesBeforeReady');
  rows.push({
    metric: 'JS before the button is usable, gzip -9',
    theirs: kib(jsTheirs),
    ours: kib(jsOurs),
    ratio: jsOurs != null && jsTheirs ? (jsOurs / jsTheirs).toFixed(2) : '',
    target: `≤ ${JS_BUDGET_KIB} KiB`,
    ok: jsOurs == null ? null : jsOurs <= JS_BUDGET_KIB * 1024,
  });
  const external = (byCpu) => (byCpu ? cpus.reduce((sum, cpu) => sum + (byCpu[cpu]?.external?.total ?? 0), 0) : null);
  const extOurs = external(ours);
  rows.push({
    metric: 'requests to outside hosts (all runs)',
    theirs: theirs ? String(external(theirs)) : '-',
    ours: String(extOurs),
    ratio: '',
    target: '0',
    ok: extOurs === 0,
  });
  return rows;
}

function printTable(rows, withTheirs) {
  const header = withTheirs
    ? ['metric', 'theirs', 'ours', 'ours / theirs', 'target', '']
    : ['metric', 'ours', 'target', ''];
  const cells = rows.map((row) => {
    const verdict = row.ok == null ? '' : row.ok ? 'ok' : 'MISSED';
    return withTheirs
      ? [row.metric, row.theirs, row.ours, row.ratio, row.target, verdict]
      : [row.metric, row.ours, row.target, verdict];
  });
  const widths = header.map((_, i) => Math.max(header[i].length, ...cells.map((c) => c[i].length)));
  const line = (c) => `| ${c.map((v, i) => v.padEnd(widths[i])).join(' | ')} |`;
  console.log(line(header));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const c of cells) console.log(line(c));
}

async function main() {
  if (!args['skip-build']) {
    const build = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  const dist = path.join(ROOT, 'dist');
  if (!fs.existsSync(path.join(dist, 'index.html'))) {
    console.error('bench: no build in dist/ (run without --skip-build).');
    process.exit(1);
  }
  // Our build, with a config.js for local services, in a folder of its own (dist/ stays as built).
  const served = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-ours-'));
  fs.cpSync(dist, served, { recursive: true });
  fs.writeFileSync(path.join(served, 'config.js'), localConfig(await closedPort()));
  const against = args.against ? path.resolve(args.against) : null;
  if (against && !fs.existsSync(path.join(against, 'index.html'))) {
    console.error(`bench: ${against} has no index.html.`);
    process.exit(2);
  }

  const ours = {};
  const theirs = against ? {} : null;
  try {
    for (const cpu of cpus) {
      // Back to back at each rate, so both see the same machine.
      ours[cpu] = await measure(served, 'ours', cpu);
      if (against) theirs[cpu] = await measure(against, path.basename(path.dirname(against)) || 'theirs', cpu);
    }
  } finally {
    fs.rmSync(served, { recursive: true, force: true });
  }

  const rows = tableRows(ours, theirs);
  console.log(
    `\nIssue 9 table: medians of ${args.runs} cold loads, headless Chromium 1280x800${against ? `; theirs: ${against}` : ''}\n`,
  );
  printTable(rows, Boolean(against));
  const busy = [...Object.values(ours), ...Object.values(theirs ?? {})].filter((r) => r.meta?.busyRunsKept);
  if (busy.length)
    console.log(
      '\nWARNING: some runs were measured on a busy machine (see the instrument output above); timings are inflated.',
    );
  if (args.json) fs.writeFileSync(args.json, `${JSON.stringify({ rows, ours, theirs }, null, 2)}\n`);
}

main().catch((error) => {
  console.error(`bench: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
