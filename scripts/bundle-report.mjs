#!/usr/bin/env node
/**
 * Bundle report, run after a production build (`npm run build`): every JS chunk in dist/assets
 * with its raw and gzip size (zlib level 9), largest first, and the total of the initial chunks,
 * the ones dist/index.html loads up front, with <script> tags or <link rel="preload" as="script">
 * ("first page JS"). Fails (exit 1) when that total, gzipped, exceeds the budget, and when an
 * initial chunk holds MUI, emotion or stylis code: the first page is styled by shell.css alone
 * (src/components/shell/), MUI loads with the parts that use it (src/components/mui/lazyMui.tsx).
 * The modules of a chunk are read from its hidden source map (dist-sourcemaps/ beside dist/).
 *
 *   node scripts/bundle-report.mjs [--dist DIR] [--maps DIR] [--budget BYTES] [--json FILE]
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const DEFAULT_BUDGET = 150 * 1024; // 153600 bytes, gzip: issue 9's first-page budget

/** Packages that must not be on the first page (a source path inside node_modules). */
const NOT_ON_FIRST_PAGE = /(?:^|\/)node_modules\/(@mui\/[^/]+|@emotion\/[^/]+|stylis[^/]*)\//;

function parseArgs(argv) {
  const options = { dist: 'dist', maps: null, budget: DEFAULT_BUDGET, json: null };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    const value = () => {
      const next = argv[i + 1];
      if (next === undefined) throw new Error(`${arg} needs a value`);
      i += 1;
      return next;
    };
    if (arg === '--dist') options.dist = value();
    else if (arg === '--maps') options.maps = value();
    else if (arg === '--budget') options.budget = Number(value());
    else if (arg === '--json') options.json = value();
    else if (arg === '--help' || arg === '-h') {
      console.log('usage: node scripts/bundle-report.mjs [--dist DIR] [--maps DIR] [--budget BYTES] [--json FILE]');
      process.exit(0);
    } else throw new Error(`unknown argument ${arg}`);
  }
  if (!Number.isFinite(options.budget) || options.budget <= 0)
    throw new Error('--budget must be a positive number of bytes');
  return options;
}

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

/**
 * The packages of NOT_ON_FIRST_PAGE in a chunk, with how many of their modules it holds, from
 * the chunk's source map. Throws when the map is missing: the check must not pass unseen.
 */
function forbiddenPackages(mapFile) {
  if (!fs.existsSync(mapFile))
    throw new Error(`no source map ${mapFile}: cannot check the first page for MUI (build with \`npm run build\`).`);
  const { sources = [] } = JSON.parse(fs.readFileSync(mapFile, 'utf8'));
  const found = new Map();
  for (const source of sources) {
    const match = NOT_ON_FIRST_PAGE.exec(source);
    if (match) found.set(match[1], (found.get(match[1]) ?? 0) + 1);
  }
  return found;
}

const attribute = (tag, name) => {
  const match = tag.match(new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i'));
  return match ? (match[1] ?? match[2] ?? match[3]) : undefined;
};

/** The script URLs index.html loads up front, in order: every <script src> and <link rel="preload" as="script">. */
function scriptSources(html) {
  const sources = [];
  for (const [tag] of html.matchAll(/<(?:script|link)\b[^>]*>/gi)) {
    const isScript = /^<script/i.test(tag);
    if (
      !isScript &&
      !(attribute(tag, 'rel')?.toLowerCase() === 'preload' && attribute(tag, 'as')?.toLowerCase() === 'script')
    )
      continue;
    const src = attribute(tag, isScript ? 'src' : 'href');
    if (src) sources.push(src);
  }
  return sources;
}

function main() {
  const options = parseArgs(process.argv.slice(2));
  const dist = path.resolve(options.dist);
  const assets = path.join(dist, 'assets');
  const indexFile = path.join(dist, 'index.html');
  if (!fs.existsSync(indexFile) || !fs.existsSync(assets)) {
    console.error(
      `bundle-report: no production build in ${dist} (index.html and assets/ expected): run \`npm run build\`.`,
    );
    process.exit(1);
  }

  // Which assets index.html loads: resolve each same-origin script src to a file under dist/.
  const html = fs.readFileSync(indexFile, 'utf8');
  const initial = new Set();
  const otherScripts = [];
  for (const src of scriptSources(html)) {
    if (/^(?:[a-z]+:)?\/\//i.test(src)) {
      otherScripts.push(`${src} (another origin)`);
      continue;
    }
    const pathname = decodeURIComponent(src.split(/[?#]/)[0]);
    const file = path.resolve(dist, pathname.replace(/^\/+/, ''));
    if (path.dirname(file) === assets && fs.existsSync(file)) initial.add(path.basename(file));
    else otherScripts.push(src);
  }

  const chunks = fs
    .readdirSync(assets)
    .filter((name) => /\.m?js$/.test(name))
    .map((name) => {
      const raw = fs.readFileSync(path.join(assets, name));
      return { name, raw: raw.length, gzip: zlib.gzipSync(raw, { level: 9 }).length, initial: initial.has(name) };
    })
    .sort((a, b) => b.gzip - a.gzip || a.name.localeCompare(b.name));

  if (chunks.length === 0) {
    console.error(`bundle-report: no JS chunks in ${assets}.`);
    process.exit(1);
  }
  if (initial.size === 0) {
    console.error(
      'bundle-report: dist/index.html loads no script from dist/assets: cannot tell the first-page chunks.',
    );
    process.exit(1);
  }

  const labels = { all: `all JS (${chunks.length} chunks)`, first: `first page JS (${initial.size} initial)` };
  const nameWidth = Math.max(...chunks.map((chunk) => chunk.name.length), labels.all.length, labels.first.length);
  const line = (a, b, c, d) => `${a.padEnd(nameWidth)}  ${b.padStart(12)}  ${c.padStart(12)}  ${d}`;
  console.log(`\nBundle report: ${path.relative(process.cwd(), assets) || assets} (gzip level 9)\n`);
  console.log(line('chunk', 'raw', 'gzip', ''));
  for (const chunk of chunks)
    console.log(line(chunk.name, kib(chunk.raw), kib(chunk.gzip), chunk.initial ? 'initial' : ''));

  const total = chunks.reduce((sum, chunk) => ({ raw: sum.raw + chunk.raw, gzip: sum.gzip + chunk.gzip }), {
    raw: 0,
    gzip: 0,
  });
  const first = chunks
    .filter((chunk) => chunk.initial)
    .reduce((sum, chunk) => ({ raw: sum.raw + chunk.raw, gzip: sum.gzip + chunk.gzip }), { raw: 0, gzip: 0 });
  console.log('');
  console.log(line(labels.all, kib(total.raw), kib(total.gzip), ''));
  console.log(line(labels.first, kib(first.raw), kib(first.gzip), `${first.gzip} bytes gzip`));
  if (otherScripts.length > 0)
    console.log(`\nAlso loaded by index.html, not counted (not chunks in assets/): ${otherScripts.join(', ')}`);

  if (options.json) {
    fs.writeFileSync(
      options.json,
      `${JSON.stringify({ budget: options.budget, firstPage: first, total, chunks }, null, 2)}\n`,
    );
  }

  // The first page has no MUI, emotion or stylis (maps: dist-sourcemaps/assets/<chunk>.map).
  const maps = path.resolve(options.maps ?? path.join(path.dirname(dist), 'dist-sourcemaps'), 'assets');
  const offenders = [];
  for (const chunk of chunks.filter((item) => item.initial)) {
    const found = forbiddenPackages(path.join(maps, `${chunk.name}.map`));
    if (found.size > 0)
      offenders.push(`${chunk.name}: ${[...found].map(([name, count]) => `${name} (${count} modules)`).join(', ')}`);
  }
  if (offenders.length > 0) {
    console.error(
      `\nFAIL: the first page must not load MUI, emotion or stylis (shell.css styles it; MUI parts are lazy, src/components/mui/lazyMui.tsx):\n  ${offenders.join('\n  ')}`,
    );
    process.exit(1);
  }
  console.log('\nOK: no MUI, emotion or stylis in the first page.');

  const over = first.gzip - options.budget;
  if (over > 0) {
    console.error(
      `\nFAIL: first page JS is ${first.gzip} bytes gzip, ${over} bytes (${kib(over)}) over the budget of ${options.budget} bytes (${kib(options.budget)}).`,
    );
    process.exit(1);
  }
  console.log(
    `\nOK: first page JS is ${first.gzip} bytes gzip, within the budget of ${options.budget} bytes (${kib(options.budget)}; ${kib(options.budget - first.gzip)} to spare).`,
  );
}

try {
  main();
} catch (error) {
  console.error(`bundle-report: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
