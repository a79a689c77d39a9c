/**
 * The production bundle the browser tests and the first-load benchmark serve: rebuilt when
 * dist/ is missing or older than its inputs (CI builds first, so its tests reuse that bundle). Runs webpack itself,
 * not `npm run build`, so a bundle-budget failure is reported by the bundle report, not here.
 */
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { distDir, repoRoot, resultsDir } from './paths';

/** Touched after each build here: webpack leaves an unchanged index.html alone, so its time can lag. */
const STAMP = path.join(resultsDir, '.dist-built-at');

const INPUTS = [
  'src',
  'public',
  'deploy',
  'webpack.config.ts',
  'babel.config.js',
  '.browserslistrc',
  'tsconfig.json',
  'package-lock.json',
];

function newestMtime(entry: string): number {
  let stat: fs.Stats;
  try {
    stat = fs.statSync(entry);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of fs.readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, child)));
  return newest;
}

/** Why a build is needed, or null when dist/ is up to date. */
export function buildReason(): string | null {
  const index = path.join(distDir, 'index.html');
  if (!fs.existsSync(index)) return `${path.relative(repoRoot, index)} is missing`;
  const built = Math.max(fs.statSync(index).mtimeMs, fs.existsSync(STAMP) ? fs.statSync(STAMP).mtimeMs : 0);
  const stale = INPUTS.find((input) => newestMtime(path.join(repoRoot, input)) > built);
  return stale ? `${stale} changed since the last build` : null;
}

export function buildProduction(): void {
  const cli = path.join(repoRoot, 'node_modules', 'webpack-cli', 'bin', 'cli.js');
  console.log('$ webpack --mode production');
  const started = Date.now();
  const result = spawnSync(process.execPath, [cli, '--mode', 'production'], {
    cwd: repoRoot,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (result.error) throw result.error;
  if (result.status !== 0) throw new Error(`The production build failed (exit ${result.status ?? result.signal}).`);
  fs.mkdirSync(resultsDir, { recursive: true });
  fs.writeFileSync(STAMP, `${new Date().toISOString()}\n`);
  console.log(`Built in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}

/** Builds when needed; E2E_SKIP_BUILD=1 serves whatever dist/ holds (it must exist). */
export function ensureBuild(): void {
  if (process.env.E2E_SKIP_BUILD === '1') {
    if (!fs.existsSync(path.join(distDir, 'index.html')))
      throw new Error(`E2E_SKIP_BUILD=1 but ${distDir}/index.html is missing.`);
    console.log(`Using the existing bundle in ${distDir} (E2E_SKIP_BUILD=1).`);
    return;
  }
  if (process.env.E2E_DIST_DIR) {
    console.log(`Using the bundle in ${distDir} (E2E_DIST_DIR).`);
    return;
  }
  const reason = buildReason();
  if (!reason) {
    console.log('dist/ is up to date; not rebuilding.');
    return;
  }
  console.log(`Building the production bundle (${reason}).`);
  buildProduction();
}
