/**
 * The catalogue check (scripts/i18n/catalogues.cjs, also `npm run i18n:check`): en-US holds
 * exactly the ids the code uses, and every locale folder matches en-US message for message.
 */
import { SUPPORTED_LOCALE_CODES } from '@/lib/i18n/locales';
import catalogues from '../../scripts/i18n/catalogues.cjs';

describe('message catalogues', () => {
  it('en-US holds exactly the messages the code uses (extracted with @formatjs/cli)', () => {
    expect(catalogues.checkUsage()).toEqual([]);
  });

  it('has a catalogue folder for every supported locale, and no other', () => {
    expect(catalogues.localeFolders()).toEqual([...SUPPORTED_LOCALE_CODES].sort());
  });

  it.each(catalogues.localeFolders())(
    '%s has en-US’s ids, placeholders, tags and its own plural forms, and nothing left in English',
    async (locale) => {
      expect(await catalogues.checkLocale(locale)).toEqual([]);
    },
  );
});
