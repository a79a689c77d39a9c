/**
 * The browser-test runner (started by run.mjs under tsx):
 *   1. finds Chromium (installs Debian's package when root on Debian; else stops with the command);
 *   2. builds the production bundle when dist/ is missing or stale (CI builds it first: reused);
 *   3. makes one job per test file and chain profile: test/e2e/*.e2e.ts on the default profile,
 *      then money.e2e.ts and chain.e2e.ts again on the BSC-like one (tests named "[bsc] ...";
 *      docs/testing-chain.md) with deposits-bsc.e2e.ts, written for that profile alone, unless
 *      E2E_CHAIN_PROFILE already chose a profile for the whole run or E2E_BSC_RERUN=0;
 *   4. runs the jobs in E2E_LANES lanes at once (default 3), longest first. A lane has its own
 *      servers in a child process (support/serverHost.ts: the fixture server with its chains,
 *      and a static server for dist/ whose /config.js points every service at it), so lanes share
 *      no state; inside a lane, files run one after another with node:test, as before. Each
 *      file's output is printed whole when it ends, with its time; a summary table closes the run;
 *   5. a file that fails runs its failed tests (or, when only the file failed, all of it) once
 *      more on fresh servers and fails the run only if one fails again; the first run's failures
 *      are printed at the end either way, so a flake is seen;
 *   and exits with the tests' status. Everything is shut down on the way out.
 */
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { ChromiumMissingError, ensureChromium } from './support/chromium';
import { ensureBuild } from './support/build';
import { repoRoot, resultsDir, SCREENSHOTS_WANTED, screenshotsDir } from './support/paths';
import type { ChainProfile } from './support/profile';
/** Each test file in all: its tests together, one after another. */
// Eight minutes: the longest file, deposits-bsc.e2e.ts, takes under four in a loaded run.
const FILE_TIMEOUT_MS = Number(process.env.E2E_FILE_TIMEOUT_MS ?? 8 * 60_000);
// Forty minutes for the whole run, every lane.
const TOTAL_TIMEOUT_MS = Number(process.env.E2E_TOTAL_TIMEOUT_MS ?? 40 * 60_000);
/** Files run at once, each lane on its own servers. */
// Three: a file keeps about a third of a core busy on average (it mostly waits on the page, the
// chain and the app's timers), so three lanes still leave CI's two cores some room.
const LANES = Math.max(1, Number(process.env.E2E_LANES ?? 3));
const E2E_DIR = path.join(repoRoot, 'test', 'e2e');
const SERVER_HOST = path.join(E2E_DIR, 'support', 'serverHost.ts');
/** The files run again on the BSC profile: the journeys that move money on chain. */
const BSC_RERUN = new Set(['money.e2e.ts', 'chain.e2e.ts']);
/** The files written for the BSC profile: run in its pass only. */
const BSC_ONLY = new Set(['deposits-bsc.e2e.ts']);
/** Where each job's last time is kept: the next run starts the longest first. */
const TIMES_FILE = path.join(resultsDir, 'e2e-times.json');
/**
 * Seconds each job took (3 lanes on a 2-core machine, CI=true; only their order matters), for a
 * run without TIMES_FILE, as CI's: the longest start first so the lanes end together. A new file
 * counts as 60 s until it has run once.
 */
const KNOWN_SECONDS: Record<string, number> = {
  'deposits-bsc.e2e.ts [bsc]': 203,
  'walletconnect.e2e.ts': 150,
  'chain.e2e.ts [bsc]': 119,
  'a11y-ltr.e2e.ts': 101,
  'languages.e2e.ts': 95,
  'header.e2e.ts': 94,
  'money.e2e.ts [bsc]': 91,
  'a11y-rtl.e2e.ts': 89,
  'chain.e2e.ts': 87,
  'faults.e2e.ts': 77,
  'money.e2e.ts': 76,
  'tabs.e2e.ts': 67,
  'wallet.e2e.ts': 59,
  'deploy.e2e.ts': 53,
  'signin-click.e2e.ts': 50,
  'walletconnect-phones.e2e.ts': 48,
  'voting.e2e.ts': 34,
  'keyboard.e2e.ts': 28,
  'pages.e2e.ts': 15,
  'own-rpc.e2e.ts': 14,
  'auth.e2e.ts': 13,
  'secrets.e2e.ts': 11,
  'wallet-provider.e2e.ts': 11,
  'register.e2e.ts': 6,
};

const step = (text: string) => console.log(`\n[e2e] ${text}`);

interface Job {
  file: string;
  profile: ChainProfile;
}
interface Result extends Job {
  status: number;
  seconds: number;
  lane: number;
  retried: boolean;
  /** A failed run's output, the first when the file ran twice (printed again at the end, where CI's tail shows it). */
  failedOutput: string | null;
}
interface Host {
  process: ChildProcess;
  appUrl: string;
  fixtureUrl: string;
  profile: ChainProfile;
  /** Where the servers' log lines go (the output of the file running against them). */
  sink: (line: string) => void;
}

const running = new Set<ChildProcess>();
/** Test limits x1.5 when files run side by side (support/e2e.ts); set once the lanes are known. */
let timeoutScale = '1';
const hosts = new Set<Host>();

const jobName = ({ file, profile }: Job) =>
  `${path.relative(repoRoot, file)}${profile === 'default' ? '' : ` [${profile}]`}`;

function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (!child.pid || child.exitCode !== null) return;
  try {
    process.kill(-child.pid, signal); // the whole group: test files and their browsers
  } catch {
    child.kill(signal);
  }
}

async function shutdown(): Promise<void> {
  for (const child of running) killGroup(child, 'SIGKILL');
  await Promise.all([...hosts].map(closeHost));
}

function testFiles(args: string[]): string[] {
  const named = args.filter((arg) => !arg.startsWith('-'));
  if (named.length > 0) {
    for (const file of named) if (!fs.existsSync(file)) throw new Error(`No such test file: ${file}`);
    return named.map((file) => path.resolve(file));
  }
  return fs
    .readdirSync(E2E_DIR)
    .filter((name) => name.endsWith('.e2e.ts'))
    .sort()
    .map((name) => path.join(E2E_DIR, name));
}

/** The jobs of this run: each file on its profile(s), per the rules in the header. */
function makeJobs(files: string[]): Job[] {
  const chosen = process.env.E2E_CHAIN_PROFILE as ChainProfile | undefined;
  if (chosen) return files.map((file) => ({ file, profile: chosen }));
  const bscOnly = (file: string) => BSC_ONLY.has(path.basename(file));
  const jobs: Job[] = files.filter((file) => !bscOnly(file)).map((file) => ({ file, profile: 'default' }));
  if (process.env.E2E_BSC_RERUN !== '0') {
    const rerun = files.filter((file) => BSC_RERUN.has(path.basename(file)) || bscOnly(file));
    jobs.push(...rerun.map((file): Job => ({ file, profile: 'bsc' })));
  }
  return jobs;
}

function readTimes(): Record<string, number> {
  try {
    return { ...KNOWN_SECONDS, ...(JSON.parse(fs.readFileSync(TIMES_FILE, 'utf8')) as Record<string, number>) };
  } catch {
    return { ...KNOWN_SECONDS };
  }
}

const timeKey = ({ file, profile }: Job) => `${path.basename(file)}${profile === 'default' ? '' : ` [${profile}]`}`;

/** Starts a lane's servers (support/serverHost.ts) and waits for their URLs. */
function startHost(profile: ChainProfile): Promise<Host> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', SERVER_HOST, profile], {
      cwd: repoRoot,
      stdio: ['pipe', 'pipe', 'pipe'],
      env: { ...process.env, E2E_ROOT: repoRoot },
    });
    let host: Host | null = null;
    const early: string[] = [];
    const lines = readline.createInterface({ input: child.stdout });
    lines.on('line', (line) => {
      if (host) return host.sink(line);
      try {
        const urls = JSON.parse(line) as { appUrl: string; fixtureUrl: string };
        host = {
          process: child,
          appUrl: urls.appUrl,
          fixtureUrl: urls.fixtureUrl,
          profile,
          sink: early.push.bind(early),
        };
        hosts.add(host);
        resolve(host);
      } catch {
        early.push(line);
      }
    });
    readline.createInterface({ input: child.stderr }).on('line', (line) => (host ? host.sink(line) : early.push(line)));
    child.on('exit', (code) => {
      if (!host) reject(new Error(`The servers (${profile}) did not start (exit ${code}):\n${early.join('\n')}`));
    });
  });
}

function closeHost(host: Host): Promise<void> {
  hosts.delete(host);
  return new Promise((resolve) => {
    if (host.process.exitCode !== null) return resolve();
    const force = setTimeout(() => host.process.kill('SIGKILL'), 5_000);
    host.process.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    host.process.kill('SIGTERM');
  });
}

/** Runs one file with node:test against `host`; its output is kept and printed whole at the end. */
function runFile(
  job: Job,
  host: Host,
  options: string[],
  chromiumPath: string,
): Promise<{ status: number; output: string }> {
  return new Promise((resolve) => {
    const output: string[] = [];
    host.sink = (line) => output.push(line);
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        '--test',
        '--test-concurrency=1',
        // Under Node 20 this limit covers a whole file (each test has its own, set by browserSuite).
        `--test-timeout=${FILE_TIMEOUT_MS}`,
        '--test-reporter=spec',
        // The file ends with its last test: the WalletConnect SDK's wallets leave timers that
        // kept the process alive 40 s alone and 240 s in a loaded run after every test had passed.
        '--test-force-exit',
        ...options,
        job.file,
      ],
      {
        cwd: repoRoot,
        stdio: ['ignore', 'pipe', 'pipe'],
        detached: true,
        env: {
          ...process.env,
          E2E_ROOT: repoRoot,
          E2E_APP_URL: host.appUrl,
          E2E_FIXTURE_URL: host.fixtureUrl,
          E2E_SCREENSHOT_DIR: screenshotsDir,
          E2E_CHAIN_PROFILE: job.profile,
          E2E_TIMEOUT_SCALE: process.env.E2E_TIMEOUT_SCALE ?? timeoutScale,
          CHROMIUM_PATH: chromiumPath,
        },
      },
    );
    running.add(child);
    readline.createInterface({ input: child.stdout }).on('line', (line) => output.push(line));
    readline.createInterface({ input: child.stderr }).on('line', (line) => output.push(line));
    const done = (status: number) => {
      running.delete(child);
      host.sink = () => undefined;
      resolve({ status, output: output.join('\n') });
    };
    child.on('close', (code, signal) => done(code ?? (signal ? 1 : 0)));
    child.on('error', (error) => {
      output.push(`[e2e] could not start node --test: ${error.message}`);
      done(1);
    });
  });
}

/**
 * One lane: takes the longest job left (preferring the profile its servers already run), runs it,
 * prints its output; a failed job's failed tests run once more on fresh servers.
 */
async function lane(index: number, queue: Job[], results: Result[], options: string[], chromiumPath: string) {
  let host: Host | null = null;
  const serversFor = async (profile: ChainProfile, fresh = false) => {
    if (host && (fresh || host.profile !== profile)) {
      await closeHost(host);
      host = null;
    }
    if (!host) {
      const started = Date.now();
      host = await startHost(profile);
      console.log(`[e2e] lane ${index}: servers (${profile}) up in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    }
    return host;
  };
  try {
    while (queue.length > 0) {
      const at = Math.max(0, host ? queue.findIndex((job) => job.profile === host?.profile) : 0);
      const [job] = queue.splice(at, 1);
      if (!job) break;
      const servers = await serversFor(job.profile);
      const started = Date.now(); // the file's own time, without its lane's server start
      let run = await runFile(job, servers, options, chromiumPath);
      const first = run;
      if (first.status !== 0) {
        // Timing on a loaded 2-core machine (the lagging 450 ms chain above all) can flake: once
        // more on fresh servers, said loudly; a test failing twice fails the run.
        const again = onlyFailed(first.output);
        console.log(
          `\n[e2e] !!! ${jobName(job)} failed (its output follows); running ${again.length || 'all'} once more`,
        );
        console.log(first.output);
        run = await runFile(job, await serversFor(job.profile, true), [...options, ...again], chromiumPath);
        // A pattern that matched nothing would pass by running no test.
        const passed = Number(/^ℹ pass (\d+)$/m.exec(run.output)?.[1] ?? 0);
        if (run.status === 0 && passed < again.length)
          run = {
            status: 1,
            output: `${run.output}\n[e2e] the second run passed ${passed} of the ${again.length} failed tests`,
          };
      }
      const seconds = (Date.now() - started) / 1000;
      const verdict = run.status === 0 ? 'passed' : `FAILED (exit ${run.status})`;
      console.log(`\n[e2e] ── ${jobName(job)}: ${verdict} in ${seconds.toFixed(1)} s (lane ${index}) ──`);
      console.log(run.output);
      results.push({
        ...job,
        status: run.status,
        seconds,
        lane: index,
        retried: first !== run,
        failedOutput: first.status === 0 ? null : first.output,
      });
    }
  } finally {
    if (host) await closeHost(host);
  }
}

/**
 * `--test-name-pattern`s for the tests that failed (node:test's "failing tests" list), so the
 * second run repeats only them; none when the list cannot be read (the file runs whole).
 */
function onlyFailed(output: string): string[] {
  const lines = output.split('\n');
  const start = lines.findIndex((line) => line.startsWith('✖ failing tests:'));
  if (start < 0) return [];
  const names = lines
    .slice(start + 1)
    .map((line) => /^✖ (.+) \([\d.]+ms\)/.exec(line)?.[1])
    .filter((name): name is string => Boolean(name));
  // The file itself failed (its process ended badly, no test of it did): run it whole again.
  if (names.some((name) => name.endsWith('.e2e.ts'))) return [];
  const escape = (name: string) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return [...new Set(names)].map((name) => `--test-name-pattern=^${escape(name)}$`);
}

/**
 * node:test's own list of a file's failing tests and their errors (else the output's end), at
 * most 80 lines. When only the file failed (its process ended badly), the 60 lines before the
 * totals come first: they hold what it printed as it ended.
 */
function failuresOf(output: string): string {
  const lines = output.split('\n');
  const start = lines.findIndex((line) => line.startsWith('✖ failing tests:'));
  const list = lines.slice(start >= 0 ? start : -40).slice(0, 80);
  const fileOnly = list
    .slice(1)
    .filter((line) => /^✖ /.test(line))
    .every((line) => /\.e2e\.ts \([\d.]+ms\)$/.test(line));
  if (start < 0 || !fileOnly) return list.join('\n');
  const totals = lines.findIndex((line) => line.startsWith('ℹ tests '));
  const end = totals >= 0 ? totals : start;
  return [...lines.slice(Math.max(0, end - 60), end), ...list].join('\n');
}

function printSummary(results: Result[]): void {
  for (const result of results) {
    if (result.failedOutput === null) continue;
    const outcome = result.status === 0 ? 'they passed when run again' : 'run again, they failed again';
    step(`Failures in ${jobName(result)}, first run (${outcome}; the whole output is above)`);
    console.log(failuresOf(result.failedOutput));
  }
  step('Time per file (longest first)');
  for (const result of [...results].sort((a, b) => b.seconds - a.seconds)) {
    const mark = result.status === 0 ? 'ok  ' : 'FAIL';
    const note = result.retried ? ' (run twice)' : '';
    console.log(`${mark} ${result.seconds.toFixed(1).padStart(7)} s  lane ${result.lane}  ${jobName(result)}${note}`);
  }
  const times = readTimes();
  for (const result of results) if (!result.retried) times[timeKey(result)] = Math.round(result.seconds);
  fs.mkdirSync(resultsDir, { recursive: true });
  fs.writeFileSync(TIMES_FILE, `${JSON.stringify(times, null, 2)}\n`);
}

async function main(): Promise<number> {
  const started = Date.now();
  const args = process.argv.slice(2);

  step('Chromium');
  const chromiumPath = ensureChromium();
  const version = spawnSync(chromiumPath, ['--version'], { encoding: 'utf8' }).stdout.trim();
  console.log(`${chromiumPath}: ${version || 'version unknown'}`);

  step('Production bundle');
  ensureBuild();

  const files = testFiles(args);
  if (files.length === 0) throw new Error(`No *.e2e.ts files in ${path.relative(repoRoot, E2E_DIR)}.`);
  fs.rmSync(screenshotsDir, { recursive: true, force: true });
  fs.mkdirSync(screenshotsDir, { recursive: true });

  const options = args.filter((arg) => arg.startsWith('-'));
  const times = readTimes();
  const weight = (job: Job) => times[timeKey(job)] ?? 60;
  const queue = makeJobs(files).sort((a, b) => weight(b) - weight(a));
  const lanes = Math.min(LANES, queue.length);
  if (lanes > 1) timeoutScale = '1.5';
  step(`${queue.length} files in ${lanes} lane${lanes === 1 ? '' : 's'}: ${queue.map(jobName).join(', ')}`);

  const results: Result[] = [];
  const overall = setTimeout(() => {
    console.error(`\n[e2e] The browser tests took longer than ${TOTAL_TIMEOUT_MS / 1000} s in all: stopping them.`);
    queue.length = 0; // no lane starts another file
    for (const child of running) killGroup(child, 'SIGTERM');
    setTimeout(() => running.forEach((child) => killGroup(child, 'SIGKILL')), 5_000).unref();
  }, TOTAL_TIMEOUT_MS);
  try {
    await Promise.all(
      Array.from({ length: lanes }, (_, index) => lane(index + 1, queue, results, options, chromiumPath)),
    );
  } finally {
    clearTimeout(overall);
  }
  printSummary(results);

  const failed = results.filter((result) => result.status !== 0);
  const status = failed.length > 0 ? 1 : 0;
  const shots = fs.readdirSync(screenshotsDir).filter((name) => name.endsWith('.png')).length;
  console.log(
    `\n[e2e] ${status === 0 ? 'passed' : `FAILED: ${failed.map(jobName).join(', ')}`} in ${((Date.now() - started) / 1000).toFixed(1)} s; ${shots} screenshots in ${path.relative(repoRoot, screenshotsDir)}/${SCREENSHOTS_WANTED ? '' : ' (states not shot on CI: E2E_SCREENSHOTS=1 shoots them)'}`,
  );
  return status;
}

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    console.error(`\n[e2e] ${signal}: shutting down.`);
    void shutdown().finally(() => process.exit(130));
  });
}

main()
  .catch((error: unknown) => {
    if (error instanceof ChromiumMissingError) console.error(`\n[e2e] ${error.message}`);
    else
      console.error(
        '\n[e2e] The browser tests could not run:',
        error instanceof Error ? (error.stack ?? error.message) : error,
      );
    return 1;
  })
  .then(async (status) => {
    await shutdown();
    process.exit(status);
  });
