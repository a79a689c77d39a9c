/**
 * scripts/bundle-report.mjs (run by `npm run build`) fails when a chunk the first page loads
 * holds MUI, emotion or stylis code, read from the chunk's hidden source map.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const script = path.join(__dirname, '..', '..', '..', 'scripts', 'bundle-report.mjs');

/** A build with one initial chunk (main.js, loaded by index.html) and one lazy chunk, with maps. */
function fakeBuild(initialSources: string[] | null, lazySources: string[] = []): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'first-page-guard-'));
  fs.mkdirSync(path.join(root, 'dist', 'assets'), { recursive: true });
  fs.mkdirSync(path.join(root, 'dist-sourcemaps', 'assets'), { recursive: true });
  fs.writeFileSync(
    path.join(root, 'dist', 'index.html'),
    '<!doctype html><html><head><script defer src="/assets/main.js"></script></head><body></body></html>',
  );
  const chunk = (name: string, sources: string[] | null) => {
    fs.writeFileSync(path.join(root, 'dist', 'assets', name), `console.log(${JSON.stringify(name)});`);
    if (sources)
      fs.writeFileSync(
        path.join(root, 'dist-sourcemaps', 'assets', `${name}.map`),
        JSON.stringify({ version: 3, sources, mappings: '' }),
      );
  };
  chunk('main.js', initialSources);
  chunk('mui.js', lazySources);
  return root;
}

function report(root: string) {
  return spawnSync(process.execPath, [script, '--dist', path.join(root, 'dist')], { encoding: 'utf8' });
}

const appSources = ['webpack://app/./src/index.tsx', 'webpack://app/./node_modules/react-dom/index.js'];

describe('the first-page guard of the bundle report', () => {
  const roots: string[] = [];
  afterAll(() => roots.forEach((root) => fs.rmSync(root, { recursive: true, force: true })));
  const build = (...args: Parameters<typeof fakeBuild>) => {
    const root = fakeBuild(...args);
    roots.push(root);
    return root;
  };

  it('passes a first page without MUI (MUI in a lazy chunk is fine)', () => {
    const result = report(
      build(appSources, [
        'webpack://app/./node_modules/@mui/material/Button/Button.mjs',
        'webpack://app/./node_modules/stylis/src/Parser.js',
      ]),
    );
    expect(result.stdout).toContain('OK: no MUI, emotion or stylis in the first page.');
    expect(result.status).toBe(0);
  });

  it('fails when an initial chunk holds MUI, emotion or stylis, naming the packages', () => {
    const result = report(
      build([
        ...appSources,
        'webpack://app/./node_modules/@mui/material/Button/Button.mjs',
        'webpack://app/./node_modules/@mui/material/styles/createTheme.mjs',
        'webpack://app/./node_modules/@emotion/react/dist/emotion-react.browser.esm.js',
        'webpack://app/./node_modules/stylis/src/Serializer.js',
      ]),
    );
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      'main.js: @mui/material (2 modules), @emotion/react (1 modules), stylis (1 modules)',
    );
  });

  it('fails when it cannot read an initial chunk’s source map', () => {
    const result = report(build(null));
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/no source map .*main\.js\.map/);
  });
});
