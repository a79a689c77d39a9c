#!/usr/bin/env node
/**
 * Supply-chain checks CI runs after `npm ci`:
 *   - every runtime dependency is pinned to one exact version (no ^, ~, ranges or tags), so the
 *     lockfile and package.json say the same thing and an update is a reviewed change;
 *   - every dependency with an install script is named in package.json's allowScripts (allowed
 *     or denied): npm 11 runs none that is not allowed there, and a new one fails CI here until
 *     someone reviews it (`npm install-scripts ls`, then approve or deny).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
const problems = [];

for (const [name, spec] of Object.entries(pkg.dependencies ?? {})) {
  if (!/^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?$/.test(spec))
    problems.push(`dependencies.${name} is "${spec}", not an exact version`);
}
if (typeof pkg.allowScripts !== 'object' || pkg.allowScripts === null)
  problems.push('package.json has no allowScripts');

const ls = spawnSync('npm', ['install-scripts', 'ls'], { cwd: root, encoding: 'utf8' });
const output = `${ls.stdout}\n${ls.stderr}`;
if (ls.status !== 0)
  problems.push(
    `npm install-scripts ls failed (npm ${process.env.npm_config_user_agent ?? ''}; npm 11.19 or newer is needed):\n${output.trim()}`,
  );
else if (!/No packages with unreviewed install scripts/.test(output))
  problems.push(`install scripts not yet reviewed:\n${ls.stdout.trim()}`);

if (problems.length > 0) {
  console.error(`check-dependencies:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
const allowed = Object.entries(pkg.allowScripts)
  .filter(([, allow]) => allow)
  .map(([name]) => name);
console.log(
  `check-dependencies: ${Object.keys(pkg.dependencies).length} runtime dependencies, all exact; install scripts allowed only for ${allowed.join(', ') || 'none'}.`,
);
