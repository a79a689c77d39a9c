/**
 * The counting half of scripts/journey-trace.ts: which of our source files and functions V8's
 * precise coverage and CPU-profile frames of a bundle belong to, through the build's source maps,
 * and what those files import (from the sources the maps carry).
 */
import fs from 'node:fs';
import path from 'node:path';

/** A generated column and the original place it maps to (source -1: generated code of no source). */
type Segment = [column: number, source: number, line: number, column: number];

interface RawSourceMap {
  sources: string[];
  sourcesContent?: (string | null)[];
  mappings: string;
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

function decodeVlq(field: string): number[] {
  const values: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of field) {
    const digit = BASE64.indexOf(char);
    value += (digit & 31) << shift;
    shift += 5;
    if (digit & 32) continue;
    values.push(value & 1 ? -(value >>> 1) : value >>> 1);
    value = 0;
    shift = 0;
  }
  return values;
}

/** The mappings of a source map, one array of segments per generated line. */
export function decodeMappings(mappings: string): Segment[][] {
  let source = 0;
  let line = 0;
  let column = 0;
  return mappings.split(';').map((lineText) => {
    let generated = 0;
    const segments: Segment[] = [];
    for (const field of lineText.split(',')) {
      if (!field) continue;
      const [delta = 0, ...rest] = decodeVlq(field);
      generated += delta;
      if (rest.length < 3) {
        segments.push([generated, -1, 0, 0]);
        continue;
      }
      source += rest[0]!;
      line += rest[1]!;
      column += rest[2]!;
      segments.push([generated, source, line, column]);
    }
    return segments;
  });
}

/**
 * A project file from a webpack source name ('webpack://app/./src/x.ts' → 'src/x.ts'), or null
 * for libraries, webpack's runtime, test helpers and tests.
 */
export function ourFile(source: string): string | null {
  const file = source.replace(/^webpack:\/\/[^/]*\//, '').replace(/^\.\//, '');
  if (!file.startsWith('src/') || file.startsWith('src/testing/')) return null;
  return /\.test\.[jt]sx?$|__tests__/.test(file) ? null : file;
}

/** A place in one of our files, 'src/x.ts:12:3' (1-based). */
export interface SourcePlace {
  file: string;
  id: string;
}

/** One bundle file: its text's line starts and its decoded source map. */
export class MappedScript {
  private readonly lineStarts: number[] = [0];
  private readonly lines: Segment[][];
  private readonly sources: (string | null)[];
  /** What each of our files in this script imports at run time (see importsOf). */
  readonly imports = new Map<string, Import[]>();

  constructor(text: string, map: RawSourceMap) {
    for (let index = text.indexOf('\n'); index !== -1; index = text.indexOf('\n', index + 1))
      this.lineStarts.push(index + 1);
    this.lines = decodeMappings(map.mappings);
    this.sources = map.sources.map(ourFile);
    this.sources.forEach((file, index) => {
      const content = map.sourcesContent?.[index];
      if (file && content) this.imports.set(file, importsOf(file, content));
    });
  }

  /** The bundle file under `dist` that `url` serves, with its hidden map from `maps`; null when there is none. */
  static load(dist: string, maps: string, url: string): MappedScript | null {
    const relative = new URL(url).pathname.replace(/^\/+/, '');
    const mapFile = path.join(maps, `${relative}.map`);
    if (!relative.endsWith('.js') || !fs.existsSync(mapFile)) return null;
    const map = JSON.parse(fs.readFileSync(mapFile, 'utf8')) as RawSourceMap;
    return new MappedScript(fs.readFileSync(path.join(dist, relative), 'utf8'), map);
  }

  /** Our file and place at a generated line and column (0-based), or null (library, runtime, unmapped). */
  placeAt(line: number, column: number): SourcePlace | null {
    const segments = this.lines[line] ?? [];
    let found: Segment | undefined;
    for (const segment of segments) {
      if (segment[0] > column) break;
      found = segment;
    }
    const file = found && found[1] >= 0 ? this.sources[found[1]] : null;
    return file ? { file, id: `${file}:${found![2] + 1}:${found![3] + 1}` } : null;
  }

  placeAtOffset(offset: number): SourcePlace | null {
    let low = 0;
    let high = this.lineStarts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (this.lineStarts[middle]! <= offset) low = middle;
      else high = middle - 1;
    }
    return this.placeAt(low, offset - this.lineStarts[low]!);
  }

  /** Every mapped place of our files, as generated offsets (ascending) and the file each belongs to. */
  ourOffsets(): { offset: number; file: string }[] {
    const result: { offset: number; file: string }[] = [];
    this.lines.forEach((segments, line) => {
      for (const [column, source] of segments) {
        const file = source >= 0 ? this.sources[source] : null;
        if (file) result.push({ offset: this.lineStarts[line]! + column, file });
      }
    });
    return result;
  }
}

export interface CoverageRange {
  startOffset: number;
  endOffset: number;
  count: number;
}

export interface FunctionCoverage {
  functionName: string;
  ranges: CoverageRange[];
}

/**
 * V8's count at each offset (ascending): that of the innermost range around it, ranges being
 * nested (a function's, its blocks', the functions inside it).
 */
export function countsAt(ranges: CoverageRange[], offsets: number[]): number[] {
  const sorted = [...ranges].sort((a, b) => a.startOffset - b.startOffset || b.endOffset - a.endOffset);
  const open: CoverageRange[] = [];
  let next = 0;
  return offsets.map((offset) => {
    while (next < sorted.length && sorted[next]!.startOffset <= offset) {
      const range = sorted[next++]!;
      while (open.length && open.at(-1)!.endOffset <= range.startOffset) open.pop();
      open.push(range);
    }
    while (open.length && open.at(-1)!.endOffset <= offset) open.pop();
    return open.at(-1)?.count ?? 0;
  });
}

/**
 * What one script's coverage says ran: the functions of ours called (by where they start) and
 * the files of ours any code of which ran, a module's top-level code included.
 */
export function ranInScript(script: MappedScript, functions: FunctionCoverage[]) {
  const called = new Map<string, string>();
  for (const { functionName, ranges } of functions) {
    const own = ranges[0];
    const topLevel = functionName === '' && own?.startOffset === 0; // The script itself, not a function.
    const place = own && own.count > 0 && !topLevel ? script.placeAtOffset(own.startOffset) : null;
    if (place) called.set(place.id, place.file);
  }
  const places = script.ourOffsets();
  const counts = countsAt(
    functions.flatMap(({ ranges }) => ranges),
    places.map(({ offset }) => offset),
  );
  const evaluated = new Set(places.filter((_, index) => counts[index]! > 0).map(({ file }) => file));
  return { called, evaluated };
}

export interface ProfileNode {
  id: number;
  callFrame: { url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}

/** A cross-file call: caller's place → callee's place. */
export type Hop = `${string} → ${string}`;

/**
 * The cross-file calls a CPU profile's call tree shows: `direct` where the callee's frame sits
 * right on the caller's, `viaLibraries` from the nearest frame of ours below it (through React,
 * Redux, wagmi...). Frames are mapped by `placeOf` (null: not ours).
 */
export function hopsInProfile(nodes: ProfileNode[], placeOf: (node: ProfileNode) => SourcePlace | null) {
  const byId = new Map(nodes.map((node) => [node.id, node]));
  const direct = new Set<Hop>();
  const viaLibraries = new Set<Hop>();
  const childIds = new Set(nodes.flatMap((node) => node.children ?? []));
  const walk = (node: ProfileNode, parent: SourcePlace | null, ours: SourcePlace | null) => {
    const place = placeOf(node);
    if (place && parent && parent.file !== place.file) direct.add(`${parent.id} → ${place.id}`);
    if (place && ours && ours.file !== place.file) viaLibraries.add(`${ours.id} → ${place.id}`);
    for (const child of node.children ?? []) walk(byId.get(child)!, place, place ?? ours);
  };
  for (const root of nodes.filter((node) => !childIds.has(node.id))) walk(root, null, null);
  return { direct, viaLibraries };
}

/** A run-time import: the module, as a project path without extension, and the names taken (null: all). */
export interface Import {
  target: string;
  names: string[] | null;
}

/** The names an import takes ('{ a, b as c }' → a, b) or a re-export gives (→ a, c); null for all. */
function namesOf(clause: string, exported: boolean): string[] | null {
  if (!/^\{[^}]*\}$/.test(clause)) return null; // Default, namespace or `export *`.
  return clause
    .slice(1, -1)
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name && !name.startsWith('type '))
    .map((name) => name.split(/\s+as\s+/)[exported ? 1 : 0] ?? name.split(/\s+as\s+/)[0]!);
}

/**
 * The modules a file imports at run time ('@/' or relative ones): static imports and re-exports
 * (not type-only ones) and dynamic import()s.
 */
export function importsOf(file: string, content: string): Import[] {
  const found: { specifier: string; names: string[] | null }[] = [];
  const statement =
    /^\s*(import|export)\s+(type\s+)?([^'";]*?)\s*from\s*['"]([^'"]+)['"]|^\s*import\s+['"]([^'"]+)['"]/gm;
  for (const [, keyword, typeOnly, clause = '', from, bare] of content.matchAll(statement)) {
    if (bare) found.push({ specifier: bare, names: [] });
    const names = namesOf(clause, keyword === 'export');
    if (from && !typeOnly && names?.length !== 0) found.push({ specifier: from, names });
  }
  for (const [, specifier] of content.matchAll(/\bimport\(\s*(?:\/\*[^]*?\*\/\s*)?['"]([^'"]+)['"]/g))
    found.push({ specifier: specifier!, names: null });
  return found.flatMap(({ specifier, names }) => {
    if (specifier.startsWith('@/')) return [{ target: `src/${specifier.slice(2)}`, names }];
    if (specifier.startsWith('.')) return [{ target: path.posix.join(path.posix.dirname(file), specifier), names }];
    return [];
  });
}

const ENDINGS = ['', '.ts', '.tsx', '.js', '/index.ts', '/index.tsx'];

/**
 * The import edges between `files` (A imports B, both among them). An import of a barrel
 * (index.ts) outside them counts as edges to the files among them that give the names taken.
 * `imports` says what every known file imports (importsOf).
 */
export function importEdges(files: Set<string>, imports: Map<string, Import[]>): Set<Hop> {
  const resolve = (target: string) => ENDINGS.map((ending) => target + ending).find((name) => imports.has(name));
  const reached = ({ target, names }: Import, seen: Set<string>): string[] => {
    const file = resolve(target);
    if (!file || seen.has(file)) return [];
    seen.add(file);
    if (files.has(file)) return [file];
    if (!/\/index\.tsx?$/.test(file)) return [];
    return imports.get(file)!.flatMap((entry) => {
      const given = names && entry.names ? entry.names.filter((name) => names.includes(name)) : (names ?? entry.names);
      return given?.length === 0 ? [] : reached({ target: entry.target, names: given }, seen);
    });
  };
  const edges = new Set<Hop>();
  for (const file of files)
    for (const entry of imports.get(file) ?? [])
      for (const resolved of reached(entry, new Set([file]))) edges.add(`${file} → ${resolved}`);
  return edges;
}
