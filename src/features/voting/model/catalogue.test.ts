/** The voting, transfers and analytics messages: the same ids in every locale, and valid ICU. */
import { createIntl } from 'react-intl';
import en from '@/locales/en-US/voting.json';
import vi from '@/locales/vi-VN/voting.json';

// Placeholder names, without the keywords of plural and select branches.
const KEYWORDS = new Set(['one', 'other', 'true', 'up', 'down']);
const placeholders = (message: string) =>
  new Set(
    [...message.matchAll(/\{\s*(\w+)\s*[,}]/g)].map((match) => match[1] ?? '').filter((name) => !KEYWORDS.has(name)),
  );

describe('voting catalogues', () => {
  it('have identical id sets', () => {
    expect(Object.keys(vi).sort()).toEqual(Object.keys(en).sort());
  });

  it('use only the three areas’ prefixes', () => {
    for (const id of Object.keys(en)) expect(id).toMatch(/^(voting|transfers|analytics)\./);
  });

  it.each([
    ['en-US', en],
    ['vi-VN', vi],
  ] as const)('%s: every message formats, with the placeholders of en-US', (locale, catalogue) => {
    const intl = createIntl({
      locale,
      timeZone: 'Asia/Saigon',
      messages: catalogue,
      onError: (error) => {
        throw error;
      },
    });
    for (const [id, message] of Object.entries(catalogue as Record<string, string>)) {
      expect(message.trim()).not.toBe('');
      const expected = placeholders((en as Record<string, string>)[id] ?? '');
      const own = placeholders(message);
      // The same placeholders, except that a language without plurals may leave out `count`.
      for (const name of own) expect({ id, name, known: expected.has(name) }).toEqual({ id, name, known: true });
      for (const name of expected)
        if (name !== 'count') expect({ id, name, present: own.has(name) }).toEqual({ id, name, present: true });
      const values = Object.fromEntries(
        [...expected].map((name) => [
          name,
          name === 'count' || name === 'page' ? 2 : name === 'selected' ? 'true' : name === 'direction' ? 'up' : 'x',
        ]),
      );
      expect(() => intl.formatMessage({ id }, values)).not.toThrow();
    }
  });

  it('translates Vietnamese (not English left behind)', () => {
    // Only texts that read the same in both languages: names, symbols and formats.
    const sameInBoth = new Set([
      'analytics.trending.change',
      'transfers.history.amountIn',
      'transfers.history.amountOut',
      'voting.emotion.haha',
      'voting.emotion.wow',
      'voting.stats.item',
      'voting.tabs.kyc',
    ]);
    const untranslated = Object.keys(en).filter(
      (id) => (en as Record<string, string>)[id] === (vi as Record<string, string>)[id] && !sameInBoth.has(id),
    );
    expect(untranslated).toEqual([]);
  });
});
