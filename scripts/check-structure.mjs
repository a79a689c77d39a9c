#!/usr/bin/env node
/**
 * `npm run lint`'s structure checks (docs/structure.md, "How it is checked"):
 *   pointers  every repository path, docs/<file>.md#anchor and docs/<file>.md, "Section" named
 *             in README.md, the docs and the code comments of src/, scripts/ and test/ exists
 *   names     no two product files of src/ share a name (the per-folder conventions excepted)
 *   features  a feature folder's root holds only index.ts, messages.ts, model/, components/,
 *             api/ and testing/
 *   size      function and file lengths of the product code, counted with the TypeScript parser
 *
 *   node scripts/check-structure.mjs [--root DIR] [--only pointers,names,features,size]
 *
 * Prints each finding and exits 1 if there is any; the size count is printed every time.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const CHECKS = ['pointers', 'names', 'features', 'size'];
const SKIPPED_DIRS = new Set(['node_modules', '.git', 'dist', 'dist-sourcemaps', 'coverage', 'test-results']);
const CODE_FILE = /\.(ts|tsx|js|mjs|cjs)$/;
const TEST_FILE = /\.test\.tsx?$/;

/** Names every folder may have once: its index, types, hooks, response parsers and messages. */
const SHARED_NAMES = new Set(['index', 'types', 'hooks', 'responses', 'messages']);
const FEATURE_ROOT = { files: ['index.ts', 'messages.ts'], dirs: ['model', 'components', 'api', 'testing'] };

const LIMITS = { functionMax: 150, longFunction: 80, longFunctionsAllowed: 8, longFile: 300, longFilesAllowed: 3 };
/** Files whose length is data, not logic: they are left out of the long-file count. */
const DATA_TABLES = [
  { pattern: /^src\/features\/wallet\/(.*\/)?wallets\.ts$/, reason: 'the wallet catalogue: one entry per wallet' },
  { pattern: /^src\/locales\//, reason: 'the message catalogues: one line per message' },
];

// --- files -----------------------------------------------------------------------------------

function listFiles(root, dir) {
  const full = path.join(root, dir);
  if (!fs.existsSync(full)) return [];
  return fs.readdirSync(full, { withFileTypes: true }).flatMap((entry) => {
    const relative = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED_DIRS.has(entry.name) ? [] : listFiles(root, relative);
    return entry.isFile() ? [relative] : [];
  });
}

/** src/ code that ships: no tests, no src/testing, no type declarations. */
function isProductCode(file) {
  return /\.tsx?$/.test(file) && !TEST_FILE.test(file) && !file.endsWith('.d.ts') && !file.startsWith('src/testing/');
}

function parse(root, file) {
  const text = fs.readFileSync(path.join(root, file), 'utf8');
  const kind = /\.tsx$/.test(file) ? ts.ScriptKind.TSX : /\.tsx?$/.test(file) ? ts.ScriptKind.TS : ts.ScriptKind.JS;
  return ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
}

function lineOf(source, position) {
  return source.getLineAndCharacterOfPosition(position).line + 1;
}

// --- pointers --------------------------------------------------------------------------------

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
export function githubSlug(heading) {
  const text = heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .replace(/`/g, '');
  return text
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

/** The anchors of a markdown file: its headings' slugs (repeats get -1, -2) and explicit ids. */
function anchorsOf(text) {
  const anchors = new Set();
  const seen = new Map();
  let fenced = false;
  for (const line of text.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    for (const match of line.matchAll(/<a\s+(?:id|name)="([^"]+)"/g)) anchors.add(match[1]);
    const heading = fenced ? null : /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const slug = githubSlug(heading[1]);
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count === 0 ? slug : `${slug}-${count}`);
  }
  return anchors;
}

/** Files whose paths are not pointers to today's tree; their anchors are still checked. */
const NOT_POINTERS = [
  { file: /^docs\/journey-trace\.md$/, reason: 'a measurement record: it names the files as they were when measured' },
  { file: /^scripts\/journey-trace-map(\.test)?\.ts$/, reason: 'its examples name made-up source files' },
];

const URL_PATTERN = /\b[a-z][a-z0-9+.-]*:\/\/\S+/gi;
const REPO_PATH = /(?<![\w./@-])((?:src|docs|test|scripts|deploy|public|\.ci)\/[\w./-]*)(#[\w-]+)?/g;
/** `docs/session.md, "The session"`: a section named by its heading or the heading's first words. */
const SECTION_NAME = /^[,:]? ["“]([^"”]+)["”]/;
const MARKDOWN_LINK = /\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g;
/** After a path, these make it a pattern (`src/locales/*`, `features/<feature>/`), not a file. */
const PATTERN_CHARS = new Set(['*', '{', '<', '[', '$']);

/** Repository paths written out in a line of text: `src/...`, a markdown file with `#anchor`. */
function barePointers(line) {
  const text = line.replace(URL_PATTERN, (url) => ' '.repeat(url.length));
  const pointers = [];
  for (const match of text.matchAll(REPO_PATH)) {
    const after = text[match.index + match[0].length];
    if (PATTERN_CHARS.has(after)) continue;
    const target = match[1].replace(/[.-]+$/, '');
    if (target.split('/').includes('..')) continue;
    const section =
      target.endsWith('.md') && !match[2] ? SECTION_NAME.exec(text.slice(match.index + match[0].length)) : null;
    pointers.push(
      section
        ? { target, anchor: githubSlug(section[1]), section: section[1] }
        : { target, anchor: match[2]?.slice(1) },
    );
  }
  return pointers;
}

/** Markdown link targets inside the repository, resolved from the file that holds them. */
function linkPointers(line, file) {
  const pointers = [];
  for (const match of line.matchAll(MARKDOWN_LINK)) {
    const [href, anchor] = match[1].split('#');
    if (/^[a-z][a-z0-9+.-]*:/i.test(href)) continue;
    const target = href === '' ? file : path.posix.normalize(path.posix.join(path.posix.dirname(file), href));
    if (target.startsWith('..')) continue; // Outside this repository (../shared).
    pointers.push({ target: target.replace(/\/$/, '') || '.', anchor });
  }
  return pointers;
}

/** The comments of a code file, each with the line it starts on. */
function commentsOf(source) {
  const text = source.getFullText();
  const seen = new Set();
  const comments = [];
  const collect = (ranges) => {
    for (const range of ranges ?? []) {
      if (seen.has(range.pos)) continue;
      seen.add(range.pos);
      comments.push({ text: text.slice(range.pos, range.end), line: lineOf(source, range.pos) });
    }
  };
  const visit = (node) => {
    collect(ts.getLeadingCommentRanges(text, node.getFullStart()));
    collect(ts.getTrailingCommentRanges(text, node.getEnd()));
    ts.forEachChild(node, visit);
  };
  visit(source);
  collect(ts.getLeadingCommentRanges(text, source.endOfFileToken.getFullStart()));
  return comments;
}

/** Every pointer of one file: [{ line, target, anchor }]. */
function pointersOf(root, file) {
  const isMarkdown = file.endsWith('.md');
  const blocks = isMarkdown
    ? [{ text: fs.readFileSync(path.join(root, file), 'utf8'), line: 1 }]
    : commentsOf(parse(root, file));
  return blocks.flatMap((block) =>
    block.text.split('\n').flatMap((line, index) => {
      const found = [...barePointers(line), ...(isMarkdown ? linkPointers(line, file) : [])];
      return found.map((pointer) => ({ ...pointer, line: block.line + index }));
    }),
  );
}

/** A module named as an import would name it: without its extension, or a folder's index. */
const MODULE_ENDINGS = ['', '.ts', '.tsx', '.mjs', '.js', '/index.ts'];

function checkPointer(root, file, pointer, anchorCache) {
  const where = `${file}:${pointer.line}`;
  const full = path.join(root, pointer.target);
  if (!MODULE_ENDINGS.some((ending) => fs.existsSync(full + ending))) {
    return NOT_POINTERS.some(({ file: pattern }) => pattern.test(file))
      ? null
      : `${where}: ${pointer.target} does not exist`;
  }
  if (!pointer.anchor || !pointer.target.endsWith('.md')) return null;
  if (!anchorCache.has(pointer.target)) anchorCache.set(pointer.target, anchorsOf(fs.readFileSync(full, 'utf8')));
  const anchors = anchorCache.get(pointer.target);
  if (anchors.has(pointer.anchor)) return null;
  if (pointer.section && [...anchors].some((anchor) => anchor.startsWith(`${pointer.anchor}-`))) return null;
  return `${where}: ${pointer.target} has no heading ${pointer.section ? `"${pointer.section}"` : `#${pointer.anchor}`}`;
}

function checkPointers(root) {
  const markdown = ['README.md', ...listFiles(root, 'docs'), ...listFiles(root, 'src')].filter(
    (file) => file.endsWith('.md') && fs.existsSync(path.join(root, file)),
  );
  const code = ['src', 'scripts', 'test'].flatMap((dir) => listFiles(root, dir)).filter((f) => CODE_FILE.test(f));
  const anchorCache = new Map();
  const problems = new Set();
  for (const file of [...markdown, ...code]) {
    for (const pointer of pointersOf(root, file)) {
      const problem = checkPointer(root, file, pointer, anchorCache);
      if (problem) problems.add(problem);
    }
  }
  return [...problems];
}

// --- names and feature shape -----------------------------------------------------------------

function checkNames(root) {
  const byName = new Map();
  const product = listFiles(root, 'src').filter(
    (file) =>
      CODE_FILE.test(file) &&
      !TEST_FILE.test(file) &&
      !file.startsWith('src/testing/') &&
      !file.startsWith('src/locales/'),
  );
  for (const file of product) {
    const name = path.posix.basename(file).replace(/(\.d)?\.[^.]+$/, '');
    if (SHARED_NAMES.has(name)) continue;
    const key = name.toLowerCase();
    byName.set(key, [...(byName.get(key) ?? []), file]);
  }
  return [...byName.values()].filter((files) => files.length > 1).map((files) => `same name: ${files.join(', ')}`);
}

function checkFeatures(root) {
  const featuresDir = path.join(root, 'src', 'features');
  if (!fs.existsSync(featuresDir)) return [];
  const problems = [];
  for (const feature of fs.readdirSync(featuresDir, { withFileTypes: true })) {
    if (!feature.isDirectory()) continue;
    for (const entry of fs.readdirSync(path.join(featuresDir, feature.name), { withFileTypes: true })) {
      const allowed = entry.isDirectory() ? FEATURE_ROOT.dirs : FEATURE_ROOT.files;
      if (!allowed.includes(entry.name)) {
        const shown = `src/features/${feature.name}/${entry.name}${entry.isDirectory() ? '/' : ''}`;
        problems.push(
          `${shown}: not part of a feature's shape (${FEATURE_ROOT.files.join(', ')}, ${FEATURE_ROOT.dirs.join('/, ')}/)`,
        );
      }
    }
  }
  return problems;
}

// --- size ------------------------------------------------------------------------------------

function isFunctionLike(node) {
  return (
    ts.isFunctionDeclaration(node) ||
    ts.isFunctionExpression(node) ||
    ts.isArrowFunction(node) ||
    ts.isMethodDeclaration(node) ||
    ts.isConstructorDeclaration(node) ||
    ts.isGetAccessorDeclaration(node) ||
    ts.isSetAccessorDeclaration(node)
  );
}

/** A readable name: its own, the variable or property it is assigned to, or the call it is passed to. */
function functionName(node) {
  if (ts.isConstructorDeclaration(node)) return 'constructor';
  if (node.name) return node.name.getText();
  const parent = node.parent;
  if (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent) || ts.isPropertyDeclaration(parent)) {
    return parent.name.getText();
  }
  if (ts.isCallExpression(parent)) return `(callback of ${parent.expression.getText().slice(0, 40)})`;
  if (ts.isExportAssignment(parent)) return 'default';
  return '(anonymous)';
}

/** Every function of a file: { file, line, name, length } (lines from its first token to its end). */
function functionsOf(source) {
  const found = [];
  const visit = (node) => {
    if (isFunctionLike(node)) {
      const line = lineOf(source, node.getStart(source));
      found.push({
        file: source.fileName,
        line,
        name: functionName(node),
        length: lineOf(source, node.end) - line + 1,
      });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

export function measure(root) {
  const files = listFiles(root, 'src').filter(isProductCode);
  const functions = [];
  const longFiles = [];
  for (const file of files) {
    const source = parse(root, file);
    functions.push(...functionsOf(source));
    const lines = source.getLineStarts().length - (source.text.endsWith('\n') ? 1 : 0);
    const table = DATA_TABLES.find(({ pattern }) => pattern.test(file));
    if (lines > LIMITS.longFile) longFiles.push({ file, lines, table: table?.reason });
  }
  functions.sort((a, b) => b.length - a.length);
  longFiles.sort((a, b) => b.lines - a.lines);
  return { files: files.length, functions, longFiles };
}

function checkSize(root, print) {
  const { files, functions, longFiles } = measure(root);
  const long = functions.filter((f) => f.length > LIMITS.longFunction);
  const tooLong = functions.filter((f) => f.length > LIMITS.functionMax);
  const countedFiles = longFiles.filter((f) => !f.table);
  const longest = functions[0];
  print(
    `size: ${files} files, ${functions.length} functions; longest ${longest ? `${longest.length} lines` : '-'}; ` +
      `over ${LIMITS.longFunction}: ${long.length} (at most ${LIMITS.longFunctionsAllowed}); ` +
      `over ${LIMITS.functionMax}: ${tooLong.length} (none allowed); files over ${LIMITS.longFile}: ` +
      `${countedFiles.length} (at most ${LIMITS.longFilesAllowed}) besides ${longFiles.length - countedFiles.length} data tables`,
  );
  for (const f of long) print(`  ${f.file}:${f.line} ${f.name} ${f.length}`);
  for (const f of longFiles) print(`  ${f.file} ${f.lines} lines${f.table ? ` (data table: ${f.table})` : ''}`);
  const problems = tooLong.map(
    (f) => `${f.file}:${f.line} ${f.name} is ${f.length} lines (at most ${LIMITS.functionMax})`,
  );
  if (long.length > LIMITS.longFunctionsAllowed) {
    problems.push(
      `${long.length} functions over ${LIMITS.longFunction} lines (at most ${LIMITS.longFunctionsAllowed})`,
    );
  }
  if (countedFiles.length > LIMITS.longFilesAllowed) {
    problems.push(`${countedFiles.length} files over ${LIMITS.longFile} lines (at most ${LIMITS.longFilesAllowed})`);
  }
  return problems;
}

// --- main ------------------------------------------------------------------------------------

function parseArgs(argv) {
  const options = { root: path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..'), only: CHECKS };
  for (let i = 0; i < argv.length; i += 1) {
    if (argv[i] === '--root') options.root = path.resolve(argv[++i]);
    else if (argv[i] === '--only') options.only = argv[++i].split(',');
    else throw new Error(`unknown option ${argv[i]} (--root DIR, --only ${CHECKS.join(',')})`);
  }
  const unknown = options.only.filter((check) => !CHECKS.includes(check));
  if (unknown.length > 0) throw new Error(`unknown check ${unknown.join(', ')} (${CHECKS.join(', ')})`);
  return options;
}

function main() {
  const { root, only } = parseArgs(process.argv.slice(2));
  const run = {
    pointers: () => checkPointers(root),
    names: () => checkNames(root),
    features: () => checkFeatures(root),
    size: () => checkSize(root, (line) => console.log(line)),
  };
  let failed = false;
  for (const check of only) {
    const problems = run[check]();
    for (const problem of problems) console.error(`[${check}] ${problem}`);
    failed ||= problems.length > 0;
  }
  console.log(failed ? 'check-structure: failed' : 'check-structure: ok');
  process.exitCode = failed ? 1 : 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
