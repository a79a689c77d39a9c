#!/usr/bin/env node
/**
 * CI's audit of the runtime dependencies: `npm audit --omit=dev --audit-level=high`. Fails on a
 * high or critical advisory. When the registry's audit endpoint does not answer (no network, or
 * a mirror without the advisories API) it prints one clear SKIPPED line and passes: an audit
 * that could not run is reported, never mistaken for a clean one.
 */
import { spawnSync } from 'node:child_process';

const args = ['audit', '--omit=dev', '--audit-level=high', '--json'];
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const run = spawnSync(npm, args, {
  encoding: 'utf8',
  timeout: 120_000,
  env: { ...process.env, NPM_CONFIG_AUDIT: 'true' },
});

let report = null;
try {
  report = JSON.parse(run.stdout);
} catch {
  // not JSON: npm could not talk to the registry at all
}

const unreachable =
  run.error ||
  report === null ||
  (typeof report.statusCode === 'number' && report.statusCode !== 200) ||
  (report.error && !report.metadata) ||
  (!report.metadata && !report.vulnerabilities);
if (unreachable) {
  const why =
    run.error?.message ??
    report?.message ??
    report?.error?.summary ??
    (run.stderr.trim().split('\n').pop() || 'no answer');
  console.log(
    `SKIPPED npm audit --omit=dev --audit-level=high: the registry's audit endpoint did not answer (${why}).`,
  );
  process.exit(0);
}

const counts = report.metadata?.vulnerabilities ?? {};
const summary = ['critical', 'high', 'moderate', 'low'].map((level) => `${counts[level] ?? 0} ${level}`).join(', ');
console.log(`npm audit (runtime dependencies): ${summary}.`);
if ((counts.critical ?? 0) + (counts.high ?? 0) > 0) {
  // The human-readable report names the packages and the fixes.
  spawnSync(npm, ['audit', '--omit=dev', '--audit-level=high'], {
    stdio: 'inherit',
    env: { ...process.env, NPM_CONFIG_AUDIT: 'true' },
  });
  process.exit(1);
}
