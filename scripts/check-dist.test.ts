/**
 * scripts/check-dist.mjs on made-up builds: source maps are refused in every build, demo
 * material only in production builds.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const SCRIPT = path.join(__dirname, 'check-dist.mjs');

let dist = '';
beforeEach(() => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'check-dist-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><script defer src="/assets/main.js"></script>');
  fs.writeFileSync(path.join(dist, 'assets', 'main.js'), 'console.log(1);\n');
});
afterEach(() => fs.rmSync(dist, { recursive: true, force: true }));

function check(demo: boolean) {
  const env = { ...process.env };
  if (demo) env.APP_DEMO = '1';
  else delete env.APP_DEMO;
  const result = spawnSync(process.execPath, [SCRIPT, '--dist', dist], { encoding: 'utf8', env });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

describe('check-dist', () => {
  it('passes a clean build, production or demo', () => {
    expect(check(false).status).toBe(0);
    expect(check(true).status).toBe(0);
  });

  it.each([false, true])('refuses a published source map (demo build: %s)', (demo) => {
    fs.writeFileSync(path.join(dist, 'assets', 'main.js.map'), '{"version":3}');
    const { status, output } = check(demo);
    expect(status).toBe(1);
    expect(output).toMatch(/assets\/main\.js\.map: a source map/);
  });

  it.each([false, true])('refuses a sourceMappingURL comment (demo build: %s)', (demo) => {
    fs.appendFileSync(path.join(dist, 'assets', 'main.js'), '//# sourceMappingURL=main.js.map\n');
    expect(check(demo)).toMatchObject({ status: 1, output: expect.stringMatching(/a sourceMappingURL comment/) });
  });

  it('refuses demo material in a production build only', () => {
    fs.writeFileSync(path.join(dist, 'mockServiceWorker.js'), '// Mock Service Worker\n');
    fs.writeFileSync(path.join(dist, 'assets', 'demo-backend.0123abcd.js'), 'demo\n');
    expect(check(false)).toMatchObject({ status: 1, output: expect.stringMatching(/the MSW worker/) });
    expect(check(true).status).toBe(0);
  });
});
