/** A locale's whole message catalogue as the source holds it (src/locales/<code>/*.json), read in Node. */
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from './paths';

export function catalogue(locale: string): Record<string, string> {
  const dir = path.join(repoRoot, 'src', 'locales', locale);
  return Object.assign(
    {},
    ...fs
      .readdirSync(dir)
      .filter((name) => name.endsWith('.json'))
      .map((name) => JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8')) as Record<string, string>),
  );
}
