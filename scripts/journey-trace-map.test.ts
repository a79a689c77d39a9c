/**
 * scripts/journey-trace-map.ts on a made-up two-line bundle: which of our files and functions
 * coverage ranges and profile frames belong to.
 */
import {
  MappedScript,
  countsAt,
  decodeMappings,
  hopsInProfile,
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
});
