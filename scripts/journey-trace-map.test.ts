/**
 * scripts/journey-trace-map.ts on a made-up two-line bundle: which of our files and functions
 * coverage ranges and profile frames belong to.
 */
import {
  MappedScript,
  countsAt,
  decodeMappings,
  hopsInProfile,
  importEdges,
  importsOf,
  ourFile,
  ranInScript,
  type ProfileNode,
} from './journey-trace-map';

// Line 0: 'function a(){b()}' from src/a.ts 1:1; a library's code from column 10.
// Line 1: 'function b(){}' from src/b.ts 3:5, then webpack's code of no source from column 14.
const TEXT = 'function a(){b()}\nfunction b(){}x';
const MAP = {
  sources: ['webpack://app/./src/a.ts', 'webpack://app/./node_modules/lib/index.js', 'webpack://app/./src/b.ts'],
  mappings: 'AAAA,UCAA;ACEI,c',
};

describe('journey-trace-map', () => {
  it('decodes VLQ mappings, keeping segments of no source apart', () => {
    expect(decodeMappings('AAAA,UCAA;ACEI,c')).toEqual([
      [
        [0, 0, 0, 0],
        [10, 1, 0, 0],
      ],
      [
        [0, 2, 2, 4],
        [14, -1, 0, 0],
      ],
    ]);
  });

  it('keeps src/ files only, not test helpers or tests', () => {
    expect(ourFile('webpack://app/./src/lib/x.ts')).toBe('src/lib/x.ts');
    expect(ourFile('webpack://app/./node_modules/react/index.js')).toBeNull();
    expect(ourFile('webpack://app/webpack/runtime/define')).toBeNull();
    expect(ourFile('webpack://app/./src/testing/mocks/handlers.ts')).toBeNull();
    expect(ourFile('webpack://app/./src/lib/x.test.ts')).toBeNull();
  });

  it('maps generated places and offsets to our files', () => {
    const script = new MappedScript(TEXT, MAP);
    expect(script.placeAt(0, 3)).toEqual({ file: 'src/a.ts', id: 'src/a.ts:1:1' });
    expect(script.placeAt(0, 12)).toBeNull();
    expect(script.placeAtOffset(18)).toEqual({ file: 'src/b.ts', id: 'src/b.ts:3:5' });
    expect(script.placeAtOffset(32)).toBeNull();
  });

  it('takes the innermost range around each offset', () => {
    const ranges = [
      { startOffset: 0, endOffset: 100, count: 1 },
      { startOffset: 10, endOffset: 20, count: 0 },
      { startOffset: 30, endOffset: 40, count: 2 },
    ];
    expect(countsAt(ranges, [5, 10, 25, 35, 40, 120])).toEqual([1, 0, 1, 2, 1, 0]);
  });

  it('counts called functions and files any code of which ran', () => {
    const script = new MappedScript(TEXT, MAP);
    const { called, evaluated } = ranInScript(script, [
      { functionName: '', ranges: [{ startOffset: 0, endOffset: 33, count: 1 }] },
      { functionName: 'a', ranges: [{ startOffset: 0, endOffset: 17, count: 0 }] },
      { functionName: 'b', ranges: [{ startOffset: 18, endOffset: 32, count: 3 }] },
    ]);
    expect([...called]).toEqual([['src/b.ts:3:5', 'src/b.ts']]);
    expect([...evaluated]).toEqual(['src/b.ts']);
  });

  it('finds hops between files, directly and through library frames', () => {
    const frame = (id: number, file: string | null, children: number[] = []): ProfileNode => ({
      id,
      callFrame: { url: file ?? '', lineNumber: id, columnNumber: 0 },
      children,
    });
    // root → src/a (1) → library (2) → src/b (3) → src/b (4) → src/c (5)
    const nodes = [
      frame(0, null, [1]),
      frame(1, 'src/a.ts', [2]),
      frame(2, null, [3]),
      frame(3, 'src/b.ts', [4]),
      frame(4, 'src/b.ts', [5]),
      frame(5, 'src/c.ts'),
    ];
    const { direct, viaLibraries } = hopsInProfile(nodes, ({ callFrame }) =>
      callFrame.url ? { file: callFrame.url, id: `${callFrame.url}:${callFrame.lineNumber}` } : null,
    );
    expect([...direct]).toEqual(['src/b.ts:4 → src/c.ts:5']);
    expect([...viaLibraries]).toEqual(['src/a.ts:1 → src/b.ts:3', 'src/b.ts:4 → src/c.ts:5']);
  });

  it("reads a file's run-time imports of our modules, not type-only ones or libraries'", () => {
    const content = [
      "import { a } from './a';",
      "import type { T } from '@/lib/t';",
      "import { type U } from './u';",
      "import { type V, w } from './vw';",
      "export { x as default } from '../x';",
      "export type { Y } from './y';",
      "import './side';",
      "import React from 'react';",
      'import {',
      '  b,',
      '  c,',
      "} from '@/lib/bc';",
      'const Lazy = lazy(() => import(/* webpackChunkName: "l" */ \'./Lazy\'));',
    ].join('\n');
    expect(importsOf('src/f/file.ts', content)).toEqual([
      { target: 'src/f/a', names: ['a'] },
      { target: 'src/f/vw', names: ['w'] },
      { target: 'src/x', names: ['default'] },
      { target: 'src/f/side', names: [] },
      { target: 'src/lib/bc', names: ['b', 'c'] },
      { target: 'src/f/Lazy', names: null },
    ]);
  });

  it('counts import edges among the files, through a barrel to those of its files giving the names taken', () => {
    const all = (target: string) => ({ target, names: null });
    const imports = new Map([
      ['src/a.ts', [all('src/b'), { target: 'src/lib/s', names: ['one', 'three'] }, all('src/elsewhere')]],
      ['src/b.ts', [all('src/c')]],
      ['src/c.ts', []],
      [
        'src/lib/s/index.ts',
        [
          { target: 'src/lib/s/one', names: ['one'] },
          { target: 'src/lib/s/two', names: ['two'] },
          all('src/lib/s/three'),
        ],
      ],
      ['src/lib/s/one.ts', []],
      ['src/lib/s/two.ts', []],
      ['src/lib/s/three.ts', []],
    ]);
    const files = new Set(['src/a.ts', 'src/b.ts', 'src/lib/s/one.ts', 'src/lib/s/two.ts', 'src/lib/s/three.ts']);
    expect([...importEdges(files, imports)]).toEqual([
      'src/a.ts → src/b.ts',
      'src/a.ts → src/lib/s/one.ts',
      'src/a.ts → src/lib/s/three.ts',
    ]);
  });
});
