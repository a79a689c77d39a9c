#!/usr/bin/env node
/**
 * `npm run test:e2e`: the browser tests. This entry only starts test/e2e/runner.ts under tsx
 * (so the runner and the tests share typed helpers) and passes its exit status on.
 *
 *   npm run test:e2e                               all test/e2e/*.e2e.ts
 *   npm run test:e2e -- test/e2e/auth.e2e.ts       some files
 *   npm run test:e2e -- --test-name-pattern=404    node --test options are passed through
 *
 * Environment: CHROMIUM_PATH (default /usr/bin/chromium), CI=true,
 * E2E_SKIP_BUILD=1, E2E_LANES (files run at once, each lane on its own servers; default 3),
 * E2E_TEST_TIMEOUT_MS (60000 per test), E2E_TIMEOUT_SCALE (multiplies every test's limit; 1.5
 * when lanes > 1), E2E_FILE_TIMEOUT_MS (480000 per file), E2E_TOTAL_TIMEOUT_MS (2400000 for the
 * run), E2E_CHAIN_PROFILE=bsc (every file on the BSC-like chain only), E2E_BSC_RERUN=0 (skip the
 * BSC-profile jobs: money and chain again, and deposits-bsc, which runs on that profile only;
 * docs/testing-chain.md).
 */
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const child = spawn(
  process.execPath,
  ['--import', 'tsx', path.join(root, 'test', 'e2e', 'runner.ts'), ...process.argv.slice(2)],
  {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, E2E_ROOT: root },
  },
);

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => child.kill(signal));
}
child.on('error', (error) => {
  console.error(`[e2e] could not start the runner: ${error.message}`);
  process.exit(1);
});
child.on('exit', (code, signal) => {
  process.exit(code ?? 128 + (os.constants.signals[signal] ?? 0));
});
