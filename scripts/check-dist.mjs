#!/usr/bin/env node
/**
 * Run by `npm run build` after the bundle report: a production build publishes no demo material
 * and no source map. Fails (exit 1) naming each file that holds any of:
 *   - a source map (*.map) or a sourceMappingURL comment (hidden maps go to dist-sourcemaps/);
 *   - the MSW worker (mockServiceWorker.js) or a demo chunk (demo-backend, demo-wallet, page-demo-login);
 *   - a demo private key, a fixture password or client secret (read from src/testing/mocks).
 * Skipped for a demo build (APP_DEMO=1), which carries demo mode on purpose.
 *
 *   node scripts/check-dist.mjs [--dist DIR]
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const distArg = process.argv.indexOf('--dist');
const dist = path.resolve(distArg > 0 ? process.argv[distArg + 1] : path.join(root, 'dist'));

if (process.env.APP_DEMO === '1') {
  console.log('check-dist: skipped (APP_DEMO=1 builds carry demo mode on purpose).');
  process.exit(0);
}

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
const secrets = demoSecrets();
const problems = [];
for (const file of walk(dist)) {
  const name = path.relative(dist, file);
  if (name.endsWith('.map')) problems.push(`${name}: a source map`);
  if (/(^|\/)mockServiceWorker\.js$/.test(name)) problems.push(`${name}: the MSW worker (demo mode only)`);
  if (/(^|\/)(demo-backend|demo-wallet|page-demo-login)\b/.test(name)) problems.push(`${name}: a demo chunk`);
  if (!/\.(js|html|css|json|txt|svg)$/.test(name)) continue;
  const text = fs.readFileSync(file, 'utf8');
  if (/[#@]\s*sourceMappingURL=/.test(text)) problems.push(`${name}: a sourceMappingURL comment`);
  const lower = text.toLowerCase();
  for (const secret of secrets) {
    if (lower.includes(secret.toLowerCase())) problems.push(`${name}: demo material (${secret.slice(0, 6)}…)`);
  }
}
if (problems.length > 0) {
  console.error(`check-dist: the production build in ${path.relative(root, dist) || dist} carries what it must not:`);
  for (const problem of problems) console.error(`  ${problem}`);
  process.exit(1);
}
console.log(`check-dist: ${path.relative(root, dist)} has no source map and no demo material.`);
