// Amounts are formatted from decimal strings without ever becoming floats: only whole numbers go
// through Intl. Cutting is truncation, so a balance is never shown larger than it is.
import { DEFAULT_LOCALE } from '@/lib/i18n/locales';

export type DecimalInput = string | number | bigint;

export interface ParsedDecimal {
  negative: boolean;
  /** Integer digits without leading zeros ('0' for none). */
  integer: string;
  /** Fraction digits as written (may end in zeros). */
  fraction: string;
}

const DECIMAL_PATTERN = /^([+-]?)(\d*)(?:\.(\d*))?$/;

// Made once: toLocaleString with options builds a new Intl.NumberFormat at every call, which
// cost tens of milliseconds at 4× CPU when a page of cards re-rendered its counts.
let plainNumbers: Intl.NumberFormat | null = null;

function toDecimalString(value: DecimalInput): string | null {
  if (typeof value === 'bigint') return value.toString();
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null;
    // Plain notation (String(1e21) would be exponential); numbers are for counts, not money.
    plainNumbers ??= new Intl.NumberFormat('en-US', { useGrouping: false, maximumFractionDigits: 20 });
    return plainNumbers.format(value);
  }
  return value.trim();
}

/** Reads '12', '-0.5', '.5' or '7.' ; null for anything else (exponents, grouping, words). */
export function parseDecimal(value: DecimalInput): ParsedDecimal | null {
  const text = toDecimalString(value);
  if (text === null) return null;
  const match = DECIMAL_PATTERN.exec(text);
  if (!match) return null;
  const [, sign = '', integerDigits = '', fraction = ''] = match;
  if (integerDigits === '' && fraction === '') return null;
  return { negative: sign === '-', integer: integerDigits.replace(/^0+(?=\d)/, '') || '0', fraction };
}

interface LocaleNumbers {
  grouped: Intl.NumberFormat;
  ungrouped: Intl.NumberFormat;
  decimalSeparator: string;
  minusSign: string;
}

const numberCache = new Map<string, LocaleNumbers>();

function localeNumbers(locale: string): LocaleNumbers {
  let entry = numberCache.get(locale);
  if (!entry) {
    const grouped = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
    const parts = grouped.formatToParts(-1.5);
    entry = {
      grouped,
      ungrouped: new Intl.NumberFormat(locale, { maximumFractionDigits: 0, useGrouping: false }),
      decimalSeparator:
        new Intl.NumberFormat(locale, { minimumFractionDigits: 1 })
          .formatToParts(1.5)
          .find((part) => part.type === 'decimal')?.value ?? '.',
      minusSign: parts.find((part) => part.type === 'minusSign')?.value ?? '-',
    };
    numberCache.set(locale, entry);
  }
  return entry;
}

/** The fraction's digits in the locale's numbering system, one by one so leading zeros stay. */
function localizeFraction(fraction: string, numbers: LocaleNumbers): string {
  return Array.from(fraction, (digit) => numbers.ungrouped.format(Number(digit))).join('');
}

function assemble(
  negative: boolean,
  integer: string,
  fraction: string,
  suffix: string,
  locale: string,
  grouping: boolean,
): string {
  const numbers = localeNumbers(locale);
  const formatter = grouping ? numbers.grouped : numbers.ungrouped;
  let text = formatter.format(BigInt(integer));
  if (fraction !== '') text += numbers.decimalSeparator + localizeFraction(fraction, numbers);
  const isZero = /^0*$/.test(integer) && /^0*$/.test(fraction);
  return (negative && !isZero ? numbers.minusSign : '') + text + suffix;
}

/** Keeps at most `digits` fraction digits (cut, not rounded) and drops trailing zeros. */
function cutFraction(fraction: string, digits: number): string {
  return fraction.slice(0, digits).replace(/0+$/, '');
}

export interface FormatDecimalOptions {
  /** At most this many fraction digits, cut (default 3, SPEC.md section 9's decimal places). */
  maxFractionDigits?: number;
  grouping?: boolean;
}

export const DEFAULT_DECIMAL_PLACES = 3;

/** A full decimal in the locale's style: '1,234,567.891'. Unreadable input comes back as given. */
export function formatDecimal(
  value: DecimalInput,
  locale: string = DEFAULT_LOCALE,
  options: FormatDecimalOptions = {},
): string {
  const { maxFractionDigits = DEFAULT_DECIMAL_PLACES, grouping = true } = options;
  const parsed = parseDecimal(value);
  if (!parsed) return String(value);
  return assemble(
    parsed.negative,
    parsed.integer,
    cutFraction(parsed.fraction, maxFractionDigits),
    '',
    locale,
    grouping,
  );
}

/** A whole number (votes, counts) in the locale's style: '12,345'. */
export function formatInteger(value: DecimalInput, locale: string = DEFAULT_LOCALE): string {
  return formatDecimal(value, locale, { maxFractionDigits: 0 });
}

const SUFFIXES = ['k', 'm', 'b', 't'] as const;

/**
 * A balance as SPEC.md section 9 shows it ('12.3k'). An amount that is not zero never shows as
 * 0: under 0.001 it is '<0.001'.
 */
export function formatBalance(value: DecimalInput, locale: string = DEFAULT_LOCALE): string {
  const parsed = parseDecimal(value);
  if (!parsed) return String(value);
  const { negative, integer, fraction } = parsed;
  // The fraction is below 1, so comparing the integer part decides every threshold.
  const whole = BigInt(integer);
  if (whole < 1n) {
    const shown = cutFraction(fraction, 3);
    if (shown === '' && /[1-9]/.test(fraction)) {
      // Between -0.001 and 0.001, not zero: say so rather than show a zero.
      return (negative ? '>' : '<') + assemble(negative, '0', '001', '', locale, true);
    }
    return assemble(negative, integer, shown, '', locale, true);
  }
  if (whole < 100n) return assemble(negative, integer, cutFraction(fraction, 2), '', locale, true);
  if (whole < 10_000n) return assemble(negative, integer, cutFraction(fraction, 1), '', locale, true);

  const groups = Math.min(Math.floor((integer.length - 1) / 3), SUFFIXES.length);
  const kept = integer.length - groups * 3;
  const scaledInteger = integer.slice(0, kept);
  const scaledFraction = cutFraction(integer.slice(kept, kept + 1), 1);
  return assemble(negative, scaledInteger, scaledFraction, SUFFIXES[groups - 1] ?? '', locale, true);
}
