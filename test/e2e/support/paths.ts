/** Where things are: the repository root (found from the working directory), dist/ and test-results/. */
import fs from 'node:fs';
import path from 'node:path';

function findRepoRoot(start: string): string {
  let dir = path.resolve(start);
  for (;;) {
    if (fs.existsSync(path.join(dir, 'package.json')) && fs.existsSync(path.join(dir, 'webpack.config.ts'))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`No project root (package.json + webpack.config.ts) above ${start}.`);
    dir = parent;
  }
}

export const repoRoot = process.env.E2E_ROOT ?? findRepoRoot(process.cwd());
/** The production bundle the browser tests serve (E2E_DIST_DIR overrides, for trying the runner on another build). */
export const distDir = process.env.E2E_DIST_DIR ? path.resolve(process.env.E2E_DIST_DIR) : path.join(repoRoot, 'dist');
export const resultsDir = path.join(repoRoot, 'test-results');
export const screenshotsDir = process.env.E2E_SCREENSHOT_DIR ?? path.join(resultsDir, 'screenshots');
/**
 * Whether the states' screenshots are taken: not on CI, where nobody sees them and each of the
 * ninety-odd costs 0.4 to 0.6 CPU-s and 1.7 s; E2E_SCREENSHOTS=1 or 0 decides. A failure's
 * screenshot is always taken.
 */
export const SCREENSHOTS_WANTED = process.env.E2E_SCREENSHOTS ? process.env.E2E_SCREENSHOTS === '1' : !process.env.CI;
