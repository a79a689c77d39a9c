/**
 * The catalogue check (run by src/locales/catalogues.test.ts in `npm test`, and by
 * `npm run i18n:check`): every locale folder in src/locales has exactly en-US's ids, each
 * message parses as ICU with the same placeholders, tags and the plural categories of its
 * language, none holds bidi control characters (isolation is the code's), and none is left
 * identical to English unless src/locales/sameAsEnglish.json allows it (names and format-only
 * strings). en-US's ids are exactly the ids the code uses:
 *
 * - extracted by @formatjs/cli from FormattedMessage, formatMessage, defineMessage(s);
 * - written as a plain string literal in the code ('wallet.group.installed' in a data table);
 * - built from a template literal (`voting.emotion.${emotion}`): every such template in the
 *   code must be listed with its values in src/locales/messageIdPatterns.json, and every
 *   listed template must still be in the code.
 *
 * `npm run i18n:index` writes the shared index.ts into locale folders that lack one.
 */
const fs = require('node:fs');
const path = require('node:path');
const { execFileSync } = require('node:child_process');

const ROOT = path.resolve(__dirname, '../..');
const LOCALES_DIR = path.join(ROOT, 'src/locales');
const SOURCE_LOCALE = 'en-US';
/** Arabic letter mark, LRM/RLM, the embeddings and overrides, the isolates. */
const BIDI_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/;

/** The area files of a catalogue folder, as en-US has them. */
function areaFiles() {
  return fs
    .readdirSync(path.join(LOCALES_DIR, SOURCE_LOCALE))
    .filter((file) => file.endsWith('.json'))
    .sort();
}

function localeFolders() {
  return fs
    .readdirSync(LOCALES_DIR, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

/** { area file → { id → message } } of one locale folder; a missing file is an empty area. */
function readAreas(locale) {
  const areas = {};
  for (const file of fs.readdirSync(path.join(LOCALES_DIR, locale)).filter((name) => name.endsWith('.json'))) {
    areas[file] = JSON.parse(fs.readFileSync(path.join(LOCALES_DIR, locale, file), 'utf8'));
  }
  return areas;
}

/** The shared index.ts, written as Prettier formats it (CI checks the formatting). */
function indexSource() {
  const areas = areaFiles().map((file) => file.replace(/\.json$/, ''));
  const imports = areas.map((area) => `import ${area} from './${area}.json';`).join('\n');
  return `/** A locale's catalogue: its own chunk, loaded only when it is the active locale (src/locales/index.ts). Written by \`npm run i18n:index\`. */
${imports}

const messages = {
${areas.map((area) => `  ...${area},`).join('\n')}
};

export default messages;
`;
}

/** Writes index.ts into every locale folder but en-US that lacks it; returns the folders written. */
function writeMissingIndexes() {
  const written = [];
  for (const locale of localeFolders()) {
    if (locale === SOURCE_LOCALE) continue;
    const file = path.join(LOCALES_DIR, locale, 'index.ts');
    if (fs.existsSync(file)) continue;
    fs.writeFileSync(file, indexSource());
    written.push(locale);
  }
  return written;
}

async function icu() {
  return import('@formatjs/icu-messageformat-parser');
}

function walk(elements, TYPE, out) {
  for (const element of elements) {
    if ([TYPE.argument, TYPE.number, TYPE.date, TYPE.time].includes(element.type)) out.args.add(element.value);
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      out.args.add(element.value);
      if (element.type === TYPE.plural) {
        out.plurals.push({
          arg: element.value,
          ordinal: element.pluralType === 'ordinal',
          keys: Object.keys(element.options),
        });
      }
      for (const option of Object.values(element.options)) walk(option.value, TYPE, out);
    }
    if (element.type === TYPE.tag) {
      out.tags.add(element.value);
      walk(element.children, TYPE, out);
    }
  }
  return out;
}

const sameSet = (a, b) => a.size === b.size && [...a].every((item) => b.has(item));

function readAllowList() {
  const file = path.join(LOCALES_DIR, 'sameAsEnglish.json');
  const list = JSON.parse(fs.readFileSync(file, 'utf8'));
  return { all: new Set(list['*'] ?? []), byLocale: list };
}

/** Problems of one locale folder against en-US, as readable lines (empty: all good). */
async function checkLocale(locale) {
  const { parse, TYPE } = await icu();
  const info = (message) =>
    walk(parse(message, { requiresOtherClause: true, ignoreTag: false }), TYPE, {
      args: new Set(),
      tags: new Set(),
      plurals: [],
    });
  const problems = [];
  const english = readAreas(SOURCE_LOCALE);
  const translated = readAreas(locale);
  const allow = readAllowList();
  const allowed = (id) => allow.all.has(id) || (allow.byLocale[locale] ?? []).includes(id);
  const language = locale.split('-')[0];
  const cardinal = new Set(new Intl.PluralRules(locale).resolvedOptions().pluralCategories);
  const ordinal = new Set(new Intl.PluralRules(locale, { type: 'ordinal' }).resolvedOptions().pluralCategories);

  if (locale !== SOURCE_LOCALE && !fs.existsSync(path.join(LOCALES_DIR, locale, 'index.ts'))) {
    problems.push(`${locale}: no index.ts (run npm run i18n:index)`);
  } else if (
    locale !== SOURCE_LOCALE &&
    fs.readFileSync(path.join(LOCALES_DIR, locale, 'index.ts'), 'utf8') !== indexSource()
  ) {
    problems.push(`${locale}/index.ts differs from the shared one (delete it and run npm run i18n:index)`);
  }
  for (const file of Object.keys(translated))
    if (!(file in english)) problems.push(`${locale}/${file}: not an area of en-US`);
  for (const [file, messages] of Object.entries(english)) {
    const theirs = translated[file];
    if (!theirs) {
      problems.push(`${locale}/${file}: missing`);
      continue;
    }
    for (const id of Object.keys(theirs))
      if (!(id in messages)) problems.push(`${locale}/${file}: ${id} is not in en-US`);
    for (const [id, source] of Object.entries(messages)) {
      if (!(id in theirs)) {
        problems.push(`${locale}/${file}: ${id} is missing`);
        continue;
      }
      const message = theirs[id];
      if (typeof message !== 'string') {
        problems.push(`${locale}/${file}: ${id} is not a string`);
        continue;
      }
      let a;
      let b;
      try {
        a = info(source);
        b = info(message);
      } catch (error) {
        problems.push(`${locale}/${file}: ${id} is not valid ICU (${error.message})`);
        continue;
      }
      if (!sameSet(a.args, b.args))
        problems.push(`${locale}: ${id} has placeholders {${[...b.args]}}, en-US {${[...a.args]}}`);
      if (!sameSet(a.tags, b.tags)) problems.push(`${locale}: ${id} has tags <${[...b.tags]}>, en-US <${[...a.tags]}>`);
      const pluralArgs = (x) => new Set(x.plurals.map((plural) => plural.arg));
      if (!sameSet(pluralArgs(a), pluralArgs(b)))
        problems.push(`${locale}: ${id} drops or adds a plural (en-US: ${[...pluralArgs(a)]})`);
      for (const plural of b.plurals) {
        const categories = plural.ordinal ? ordinal : cardinal;
        for (const key of plural.keys) {
          if (!key.startsWith('=') && !categories.has(key))
            problems.push(`${locale}: ${id} uses plural category '${key}', not one of ${language}'s`);
        }
        for (const category of categories) {
          if (!plural.keys.includes(category)) problems.push(`${locale}: ${id} lacks plural category '${category}'`);
        }
      }
      // Amounts, addresses and hashes are isolated in code (src/lib/format: isolateLtr, moneyText);
      // a mark in a message would isolate twice, or in one locale only.
      if (BIDI_CONTROLS.test(message))
        problems.push(`${locale}: ${id} holds bidi control characters; isolate in code instead`);
      if (locale !== SOURCE_LOCALE && message === source && !allowed(id)) {
        problems.push(
          `${locale}: ${id} is identical to English ("${message}"); translate it or list it in sameAsEnglish.json`,
        );
      }
    }
  }
  return problems;
}

function sourceFiles(dir = path.join(ROOT, 'src')) {
  const files = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'locales' && entry.name !== 'testing') files.push(...sourceFiles(full));
    } else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) {
      files.push(full);
    }
  }
  return files;
}

/** Ids @formatjs/cli extracts from the code (FormattedMessage, formatMessage, defineMessage(s)). */
function extractWithFormatjs(files) {
  const listFile = path.join(require('node:os').tmpdir(), `i18n-files-${process.pid}.txt`);
  const outFile = path.join(require('node:os').tmpdir(), `i18n-extracted-${process.pid}.json`);
  fs.writeFileSync(listFile, files.join('\n'));
  try {
    const cli = require.resolve('@formatjs/cli/bin/formatjs', { paths: [ROOT] });
    execFileSync(process.execPath, [cli, 'extract', '--in-file', listFile, '--out-file', outFile], {
      cwd: ROOT,
      stdio: 'pipe',
    });
    return Object.keys(JSON.parse(fs.readFileSync(outFile, 'utf8')));
  } finally {
    fs.rmSync(listFile, { force: true });
    fs.rmSync(outFile, { force: true });
  }
}

const TEMPLATE_ID = /`([a-z][A-Za-z]*(?:\.[A-Za-z0-9-]+)*\.)\$\{[^}`]+\}([A-Za-z0-9.-]*)`/g;
const STRING_LITERAL = /(['"])([a-z][A-Za-z0-9]*(?:\.[A-Za-z0-9-]+)+)\1/g;

/** The message ids the code uses, and the problems found on the way (unlisted or stale templates). */
function usedMessageIds(catalogueIds) {
  const files = sourceFiles();
  const used = new Set(extractWithFormatjs(files));
  const problems = [];
  const patterns = JSON.parse(fs.readFileSync(path.join(LOCALES_DIR, 'messageIdPatterns.json'), 'utf8'));
  const templatesInCode = new Set();
  for (const file of files) {
    const source = fs.readFileSync(file, 'utf8');
    for (const match of source.matchAll(STRING_LITERAL)) if (catalogueIds.has(match[2])) used.add(match[2]);
    for (const match of source.matchAll(TEMPLATE_ID)) {
      const template = `${match[1]}{}${match[2]}`;
      // Only templates that build message ids: some catalogue id starts with the prefix.
      if (![...catalogueIds].some((id) => id.startsWith(match[1]))) continue;
      templatesInCode.add(template);
      if (!patterns[template])
        problems.push(
          `${path.relative(ROOT, file)}: message id template \`${match[0].slice(1, -1)}\` is not listed in src/locales/messageIdPatterns.json`,
        );
    }
  }
  for (const [template, values] of Object.entries(patterns)) {
    if (template.startsWith('//')) continue;
    if (!templatesInCode.has(template))
      problems.push(`messageIdPatterns.json: "${template}" is no longer built in the code`);
    for (const value of values) used.add(template.replace('{}', value));
  }
  return { used, problems };
}

/** Problems of en-US against the code: ids used but missing, ids in the catalogue but unused. */
function checkUsage() {
  const english = Object.assign({}, ...Object.values(readAreas(SOURCE_LOCALE)));
  const ids = new Set(Object.keys(english));
  const { used, problems } = usedMessageIds(ids);
  for (const id of used) if (!ids.has(id)) problems.push(`en-US: ${id} is used in the code but not in the catalogue`);
  for (const id of ids) if (!used.has(id)) problems.push(`en-US: ${id} is in the catalogue but the code never uses it`);
  return problems;
}

module.exports = {
  LOCALES_DIR,
  SOURCE_LOCALE,
  localeFolders,
  checkLocale,
  checkUsage,
  usedMessageIds,
  writeMissingIndexes,
  indexSource,
};

if (require.main === module) {
  const command = process.argv[2];
  (async () => {
    if (command === 'index') {
      const written = writeMissingIndexes();
      console.log(
        written.length ? `index.ts written for ${written.join(', ')}` : 'every locale folder has its index.ts',
      );
      return;
    }
    if (command === 'extract') {
      const english = Object.assign({}, ...Object.values(readAreas(SOURCE_LOCALE)));
      const { used } = usedMessageIds(new Set(Object.keys(english)));
      console.log(JSON.stringify([...used].sort(), null, 2));
      return;
    }
    const problems = checkUsage();
    for (const locale of localeFolders()) problems.push(...(await checkLocale(locale)));
    for (const problem of problems) console.log(problem);
    console.log(problems.length ? `${problems.length} problem(s)` : `catalogues OK: ${localeFolders().join(', ')}`);
    process.exitCode = problems.length ? 1 : 0;
  })();
}
