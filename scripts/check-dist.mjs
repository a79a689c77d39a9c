#!/usr/bin/env node
/**
 * Run by `npm run build` after the bundle report: no build publishes a source map, and a
 * production build publishes no demo material. Fails (exit 1) naming each file that holds any of:
 *   - a source map (*.map) or a sourceMappingURL comment (hidden maps go to dist-sourcemaps/),
 *     in every build, demo builds (APP_DEMO=1) included: a hosted demo is as public as production;
 *   - not in demo builds, which carry demo mode on purpose: the MSW worker (mockServiceWorker.js),
 *     a demo chunk (demo-backend, demo-wallet, page-demo-login), a demo private key, a fixture
 *     password or client secret (read from src/testing/mocks).
 *
 *   node scripts/check-dist.mjs [--dist DIR]
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const distArg = process.argv.indexOf('--dist');
const dist = path.resolve(distArg > 0 ? process.argv[distArg + 1] : path.join(root, 'dist'));

// Demo builds were skipped altogether once, source maps included: only the demo checks are off.
const demoBuild = process.env.APP_DEMO === '1';

/** The demo secrets, read from the fixture sources so the list never falls behind them. */
function demoSecrets() {
  const constants = fs.readFileSync(path.join(root, 'src/testing/mocks/constants.ts'), 'utf8');
  const demoConfig = fs.readFileSync(path.join(root, 'public/config.js'), 'utf8');
  const secrets = new Set();
  for (const [, key] of constants.matchAll(/'(0x[0-9a-fA-F]{64})'/g)) secrets.add(key.slice(2).toLowerCase());
  for (const [, password] of constants.matchAll(/password:\s*'([^']+)'/g)) secrets.add(password);
  for (const [, secret] of demoConfig.matchAll(/(?:clientSecret|nameLookupApiKey):\s*'([^']+)'/g)) secrets.add(secret);
  if (secrets.size < 3)
    throw new Error('check-dist: could not read the demo secrets from src/testing/mocks/constants.ts');
  return [...secrets];
}

function walk(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    return entry.isDirectory() ? walk(file) : [file];
  });
}

if (!fs.existsSync(path.join(dist, 'index.html'))) {
  console.error(`check-dist: no build in ${dist}: run \`npm run build\`.`);
  process.exit(1);
}
const secrets = demoBuild ? [] : demoSecrets();
const problems = [];
for (const file of walk(dist)) {
  const name = path.relative(dist, file);
  if (name.endsWith('.map')) problems.push(`${name}: a source map`);
  if (!demoBuild && /(^|\/)mockServiceWorker\.js$/.test(name))
    problems.push(`${name}: the MSW worker (demo mode only)`);
  if (!demoBuild && /(^|\/)(demo-backend|demo-wallet|page-demo-login)\b/.test(name))
    problems.push(`${name}: a demo chunk`);
  if (!/\.(js|html|css|json|txt|svg)$/.test(name)) continue;
  const text = fs.readFileSync(file, 'utf8');
  if (/[#@]\s*sourceMappingURL=/.test(text)) problems.push(`${name}: a sourceMappingURL comment`);
  const lower = text.toLowerCase();
  for (const secret of secrets) {
    if (lower.includes(secret.toLowerCase())) problems.push(`${name}: demo material (${secret.slice(0, 6)}…)`);
  }
}
const kind = demoBuild ? 'demo build' : 'production build';
if (problems.length > 0) {
  console.error(`check-dist: the ${kind} in ${path.relative(root, dist) || dist} carries what it must not:`);
  for (const problem of problems) console.error(`  ${problem}`);
  process.exit(1);
}
console.log(
  demoBuild
    ? `check-dist: ${path.relative(root, dist)} (demo build: demo material expected) has no source map.`
    : `check-dist: ${path.relative(root, dist)} has no source map and no demo material.`,
);
