/**
 * scripts/check-structure.mjs on made-up repositories: each check passes a tidy tree and names
 * what is wrong in an untidy one.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const SCRIPT = path.join(__dirname, 'check-structure.mjs');

let root = '';
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'check-structure-'));
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

function write(file: string, text: string) {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), text);
}

function check(only: string) {
  const result = spawnSync(process.execPath, [SCRIPT, '--root', root, '--only', only], { encoding: 'utf8' });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

/** A function `name` of exactly `lines` lines. */
function fn(name: string, lines: number) {
  return `export function ${name}() {\n${'  void 0;\n'.repeat(lines - 2)}}\n`;
}

describe('pointers', () => {
  beforeEach(() => {
    write('src/lib/money.ts', 'export const one = 1;\n');
    write(
      'docs/guide.md',
      '# Guide\n\n## Money: `amounts` & more\n\n## Notes\n\n## Notes\n\n```\n# not a heading\n```\n',
    );
  });

  it('passes paths, links, anchors and sections that exist, and skips URLs, patterns and ../shared', () => {
    write(
      'README.md',
      [
        'See src/lib/money.ts, `docs/guide.md#money-amounts--more` and docs/guide.md#notes-1.',
        'Also [the guide](docs/guide.md#notes), [money](src/lib/money.ts) and [here](#readme).',
        'Ignored: https://example.com/src/gone.ts, ../shared/src/gone.ts, src/locales/*, src/features/<f>/.',
        '## Readme',
      ].join('\n'),
    );
    write('docs/other.md', 'Back to [the guide](guide.md) and [a sibling](../../shared/api.yaml).\n');
    write(
      'src/lib/use.ts',
      '// The amounts: docs/guide.md, "Money" (src/lib/money.ts).\nexport const p = \'src/gone.ts\';\n',
    );
    expect(check('pointers')).toMatchObject({ status: 0 });
  });

  it('names a missing file, a missing anchor and a missing section, in the docs and in comments', () => {
    write('README.md', 'See src/lib/gone.ts and [the guide](docs/guide.md#nowhere).\n');
    write('scripts/tool.mjs', '/**\n * Described in docs/guide.md, "Nothing like it".\n */\nexport {};\n');
    write('test/helper.ts', 'export const a = 1; // like docs/missing.md\n');
    const { status, output } = check('pointers');
    expect(status).toBe(1);
    expect(output).toMatch(/README\.md:1: src\/lib\/gone\.ts does not exist/);
    expect(output).toMatch(/README\.md:1: docs\/guide\.md has no heading #nowhere/);
    expect(output).toMatch(/scripts\/tool\.mjs:2: docs\/guide\.md has no heading "Nothing like it"/);
    expect(output).toMatch(/test\/helper\.ts:1: docs\/missing\.md does not exist/);
  });
});

describe('names', () => {
  it('allows the per-folder names, tests, src/testing and the locales to repeat', () => {
    write('src/a/index.ts', '');
    write('src/b/index.ts', '');
    write('src/a/types.ts', '');
    write('src/b/types.ts', '');
    write('src/a/money.ts', '');
    write('src/testing/money.ts', '');
    write('src/locales/en-US/money.ts', '');
    write('src/b/money.test.ts', '');
    expect(check('names')).toMatchObject({ status: 0 });
  });

  it('names files that share a name, whatever their extension or case', () => {
    write('src/lib/walletList.ts', '');
    write('src/features/wallet/components/WalletList.tsx', '');
    const { status, output } = check('names');
    expect(status).toBe(1);
    expect(output).toContain('same name: src/features/wallet/components/WalletList.tsx, src/lib/walletList.ts');
  });
});

describe('features', () => {
  it('passes a feature of the one shape', () => {
    for (const file of ['index.ts', 'messages.ts', 'model/a.ts', 'components/B.tsx', 'api/c.ts', 'testing/d.ts']) {
      write(`src/features/votes/${file}`, '');
    }
    expect(check('features')).toMatchObject({ status: 0 });
  });

  it('names whatever else sits at a feature root', () => {
    write('src/features/votes/index.ts', '');
    write('src/features/votes/VotePage.tsx', '');
    write('src/features/votes/hooks/useVote.ts', '');
    write('src/features/votes/README.md', '');
    const { status, output } = check('features');
    expect(status).toBe(1);
    expect(output).toMatch(/src\/features\/votes\/VotePage\.tsx: not part of a feature's shape/);
    expect(output).toMatch(/src\/features\/votes\/hooks\/: not part of a feature's shape/);
    expect(output).toMatch(/src\/features\/votes\/README\.md: not part/);
    expect(output).not.toMatch(/index\.ts: not part/);
  });
});

describe('size', () => {
  it('passes eight functions over 80 lines, and counts neither tests nor src/testing', () => {
    for (let i = 0; i < 8; i += 1) write(`src/lib/f${i}.ts`, fn(`long${i}`, 81));
    write('src/lib/f8.test.ts', fn('longTest', 200));
    write('src/testing/helper.ts', fn('longHelper', 200));
    const { status, output } = check('size');
    expect(status).toBe(0);
    expect(output).toMatch(/over 80: 8 \(at most 8\); over 150: 0/);
    expect(output).toMatch(/src\/lib\/f0\.ts:1 long0 81/);
  });

  it('fails a ninth function over 80 lines and any over 150, with file, line, name and length', () => {
    for (let i = 0; i < 8; i += 1) write(`src/lib/f${i}.ts`, fn(`long${i}`, 81));
    write(
      'src/api/api.ts',
      `// The endpoints.\nexport const api = make({\n  endpoints: (build) => ({\n${'    a: build,\n'.repeat(149)}  }),\n});\n`,
    );
    const { status, output } = check('size');
    expect(status).toBe(1);
    expect(output).toContain('src/api/api.ts:3 endpoints is 151 lines (at most 150)');
    expect(output).toContain('9 functions over 80 lines (at most 8)');
  });

  it('counts methods, function expressions and callbacks as functions', () => {
    const body = '    void 0;\n'.repeat(80);
    write(
      'src/lib/kinds.ts',
      `class A {\n  run() {\n${body}  }\n}\nconst b = function () {\n${body}};\nuse(() => {\n${body}});\n`,
    );
    const { output } = check('size');
    expect(output).toContain('src/lib/kinds.ts:2 run 82');
    expect(output).toContain('src/lib/kinds.ts:85 b 82');
    expect(output).toContain('src/lib/kinds.ts:167 (callback of use) 82');
  });

  it('fails a fourth file over 300 lines, leaving the data tables out', () => {
    const long = 'export const x = 1;\n'.repeat(301);
    for (const file of ['a', 'b', 'c']) write(`src/lib/${file}.ts`, long);
    write('src/features/wallet/model/wallets.ts', long);
    write('src/locales/en-US/index.ts', long);
    expect(check('size')).toMatchObject({ status: 0 });
    write('src/lib/d.ts', long);
    const { status, output } = check('size');
    expect(status).toBe(1);
    expect(output).toContain('4 files over 300 lines (at most 3)');
    expect(output).toMatch(/src\/features\/wallet\/model\/wallets\.ts 301 lines \(data table/);
  });
});
