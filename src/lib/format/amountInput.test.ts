import fc from 'fast-check';
import { formatDecimal } from './decimal';
import { amountSeparators, formatAmountForInput, readAmountText } from './amountInput';

const LOCALES = [
  'en-US',
  'vi-VN',
  'fr-FR',
  'de-DE',
  'es-ES',
  'pt-BR',
  'ru-RU',
  'uk-UA',
  'tr-TR',
  'id-ID',
  'ja-JP',
  'ar-EG',
  'de-CH',
  'hi-IN',
];

/** A canonical decimal: integer part without leading zeros, optional fraction. */
const canonical = fc
  .tuple(fc.bigInt({ min: 0n, max: 10n ** 15n }), fc.option(fc.stringMatching(/^\d{1,18}$/), { nil: undefined }))
  .map(([integer, fraction]) => (fraction === undefined ? integer.toString() : `${integer}.${fraction}`));

/** Same number? ('1.50' and '1.5' are.) */
function sameNumber(a: string, b: string): boolean {
  const norm = (text: string) => {
    const [integer = '', fraction = ''] = text.split('.');
    return `${integer.replace(/^0+(?=\d)/, '') || '0'}.${fraction.replace(/0+$/, '')}`;
  };
  return norm(a) === norm(b);
}

describe('readAmountText', () => {
  it.each<[string, string, string]>([
    ['en-US', '1234.5', '1234.5'],
    ['en-US', '1,234.5', '1234.5'],
    ['en-US', '1,234,567', '1234567'],
    ['en-US', '0,5', '0.5'],
    ['vi-VN', '0,5', '0.5'],
    ['vi-VN', '1.234,5', '1234.5'],
    ['vi-VN', '1.234.567', '1234567'],
    ['vi-VN', '1,234', '1.234'],
    ['vi-VN', '0.5', '0.5'],
    ['vi-VN', '12.5', '12.5'],
    ['fr-FR', '1 234,5', '1234.5'],
    ['fr-FR', '1\u202f234,5', '1234.5'],
    ['ru-RU', '1\u00a0234,5', '1234.5'],
    ['de-DE', '1.234,56', '1234.56'],
    ['de-CH', "1'234.5", '1234.5'],
    ['ar-EG', '١٢٣٫٥', '123.5'],
    ['en-US', '.5', '0.5'],
  ])('in %s reads %j as %s', (locale, typed, expected) => {
    expect(readAmountText(typed, locale)).toEqual({ ok: true, negative: false, text: expected });
  });

  it.each<[string, string]>([
    ['vi-VN', '1.234'],
    ['de-DE', '12.500'],
    ['tr-TR', '1.000'],
    ['en-US', '1,234'],
    ['pt-BR', '999.999'],
  ])('in %s refuses %j: it could be read two ways', (locale, typed) => {
    expect(readAmountText(typed, locale)).toEqual({ ok: false, error: 'ambiguous' });
  });

  it.each<[string, string, string]>([
    ['vi-VN', '12.34.5', 'grouping'],
    ['en-US', '1,2345.6', 'grouping'],
    ['en-US', '1.234,5.6', 'grouping'],
    ['fr-FR', '12 34', 'grouping'],
    ['en-US', '1e5', 'notNumber'],
    ['en-US', '12abc', 'notNumber'],
    ['en-US', '', 'notNumber'],
  ])('in %s refuses %j (%s)', (locale, typed, error) => {
    expect(readAmountText(typed, locale)).toEqual({ ok: false, error });
  });

  it('knows a minus sign', () => {
    expect(readAmountText('-1,5', 'vi-VN')).toEqual({ ok: true, negative: true, text: '1.5' });
  });
});

describe('amount input properties', () => {
  it('what Max fills in (the locale’s decimal mark, no grouping) reads back exactly', () => {
    fc.assert(
      fc.property(canonical, fc.constantFrom(...LOCALES), (value, locale) => {
        const read = readAmountText(formatAmountForInput(value, locale), locale);
        expect(read.ok).toBe(true);
        if (read.ok) expect(sameNumber(read.text, value)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('an amount as the app displays it (grouped) reads back as itself or is refused, never as another number', () => {
    fc.assert(
      fc.property(canonical, fc.constantFrom(...LOCALES), (value, locale) => {
        const shown = formatDecimal(value, locale, { maxFractionDigits: 18 });
        const read = readAmountText(shown, locale);
        if (read.ok) expect(sameNumber(read.text, value)).toBe(true);
        else expect(read.error).toBe('ambiguous');
      }),
      { numRuns: 500 },
    );
  });

  it('no typed text is read as a number it does not spell out with the locale’s marks', () => {
    // Whatever is typed from digits and separators: if it is read, removing the grouping the
    // reader saw and using its decimal mark gives the same digits in the same order.
    const typed = fc.stringMatching(/^\d{1,4}([.,\u00a0 ]\d{1,4}){0,3}$/);
    fc.assert(
      fc.property(typed, fc.constantFrom(...LOCALES), (text, locale) => {
        const read = readAmountText(text, locale);
        if (!read.ok) return;
        const digitsTyped = text.replace(/\D/g, '');
        const digitsRead = read.text.replace(/\D/g, '');
        expect(digitsRead.replace(/^0+/, '')).toBe(digitsTyped.replace(/^0+/, ''));
        // A lone mark that is not the locale's decimal separator, before three digits, is never read.
        const { decimal } = amountSeparators(locale);
        if (/^\d{1,3}[.,]\d{3}$/.test(text) && text.replace(/\d/g, '') !== decimal)
          throw new Error(`read ${text} in ${locale}`);
      }),
      { numRuns: 1000 },
    );
  });
});
