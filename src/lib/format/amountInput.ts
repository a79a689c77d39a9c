// Amounts as the locale's users type them, read without guessing: what could be read two ways
// is refused. The result is canonical text ('1234.5') for the amount checks.
// Rules: docs/amounts.md#typing-amounts.

export type AmountTextError =
  /** Letters, signs in the middle, two decimal marks... */
  | 'notNumber'
  /** Grouping in the wrong places ('12.34.5', '1 23'). */
  | 'grouping'
  /** Readable two ways ('1.234' where ',' is the decimal separator). */
  | 'ambiguous';

export type AmountText = { ok: true; text: string; negative: boolean } | { ok: false; error: AmountTextError };

export interface AmountSeparators {
  decimal: string;
  group: string;
}

const separatorCache = new Map<string, AmountSeparators>();

/** The locale's decimal and grouping separators, as Intl writes them. */
export function amountSeparators(locale: string): AmountSeparators {
  let entry = separatorCache.get(locale);
  if (!entry) {
    const parts = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, useGrouping: true }).formatToParts(
      1234567.5,
    );
    entry = {
      decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.',
      group: parts.find((part) => part.type === 'group')?.value ?? ',',
    };
    separatorCache.set(locale, entry);
  }
  return entry;
}

/** Separators that can only be grouping: spaces of every kind, apostrophes (de-CH), Arabic's. */
const GROUP_ONLY = /[\s\u00a0\u202f\u2009'\u2019\u066c]/;
/** Separators that can only be a decimal mark: Arabic's. */
const DECIMAL_ONLY = '\u066b';
const MINUS = /^[-\u2212]/;

/** Digits of other scripts (Arabic-Indic, Persian) as ASCII. */
function asciiDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (digit) => String((digit.codePointAt(0) ?? 0) & 0xf));
}

/** An integer part grouped in threes ('1 234 567') or the Indian way, separators removed; null if misplaced. */
function ungroup(integer: string, isGroup: (char: string) => boolean): string | null {
  const groups: string[] = [];
  let current = '';
  for (const char of integer) {
    if (isGroup(char)) {
      groups.push(current);
      current = '';
    } else current += char;
  }
  groups.push(current);
  const [first = '', ...rest] = groups;
  if (rest.length === 0) return first;
  const last = rest[rest.length - 1] ?? '';
  const thousands = first.length >= 1 && first.length <= 3 && rest.every((group) => group.length === 3);
  // Indian grouping (hi-IN and others): 1,00,000 — twos, then the last three.
  const lakhs =
    first.length >= 1 &&
    first.length <= 2 &&
    last.length === 3 &&
    rest.slice(0, -1).every((group) => group.length === 2);
  return thousands || lakhs ? groups.join('') : null;
}

export function readAmountText(raw: string, locale: string): AmountText {
  let text = asciiDigits(raw.trim());
  const negative = MINUS.test(text);
  if (negative) text = text.replace(MINUS, '').trim();
  if (text === '' || !/^[\d.,\u066b\s\u00a0\u202f\u2009'\u2019\u066c]+$/.test(text) || !/\d/.test(text))
    return { ok: false, error: 'notNumber' };

  const { decimal } = amountSeparators(locale);
  const marks = [...text].filter((char) => char === '.' || char === ',');
  const kinds = new Set(marks);
  let decimalIndex = -1;
  let groupMark: string | null = null;

  if (text.includes(DECIMAL_ONLY)) {
    if (text.indexOf(DECIMAL_ONLY) !== text.lastIndexOf(DECIMAL_ONLY) || kinds.size > 1)
      return { ok: false, error: 'notNumber' };
    decimalIndex = text.indexOf(DECIMAL_ONLY);
    groupMark = marks[0] ?? null;
  } else if (kinds.size === 2) {
    // Both marks: the last one is the decimal mark, once; the other groups.
    const last = marks[marks.length - 1] ?? '.';
    if (marks.filter((mark) => mark === last).length !== 1) return { ok: false, error: 'grouping' };
    decimalIndex = text.lastIndexOf(last);
    groupMark = last === '.' ? ',' : '.';
  } else if (kinds.size === 1) {
    const mark = marks[0] ?? '.';
    if (marks.length > 1) {
      groupMark = mark; // Twice or more: only grouping reads that way.
    } else {
      const index = text.indexOf(mark);
      const after = text.slice(index + 1);
      const before = text.slice(0, index);
      const spacedBefore = GROUP_ONLY.test(before);
      if (mark !== decimal && !spacedBefore && /^\d{3}$/.test(after) && /^\d{1,3}$/.test(before))
        return { ok: false, error: 'ambiguous' };
      decimalIndex = index;
    }
  }

  const integerPart = decimalIndex === -1 ? text : text.slice(0, decimalIndex);
  const fraction = decimalIndex === -1 ? '' : text.slice(decimalIndex + 1);
  if (!/^\d*$/.test(fraction)) return { ok: false, error: 'grouping' };
  const integer = ungroup(integerPart, (char) => char === groupMark || GROUP_ONLY.test(char));
  if (integer === null || !/^\d*$/.test(integer)) return { ok: false, error: 'grouping' };
  if (integer === '' && fraction === '') return { ok: false, error: 'notNumber' };
  return {
    ok: true,
    negative,
    text: fraction === '' && decimalIndex === -1 ? integer : `${integer || '0'}.${fraction}`,
  };
}

/**
 * Canonical decimal text ('1234.5') as the user of this locale types it: the locale's decimal
 * separator, no grouping (what Max fills in), so it always reads back the same.
 */
export function formatAmountForInput(canonical: string, locale: string): string {
  const { decimal } = amountSeparators(locale);
  return canonical.replace('.', decimal);
}
