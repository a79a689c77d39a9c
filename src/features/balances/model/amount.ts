// Typed amounts checked and turned into BigInt smallest units, so no amount passes through a
// float. Each way an amount can be wrong has its own code and message.
import { formatUnits } from 'viem';
import { readAmountText } from '@/lib/format/amountInput';

export type AmountErrorCode =
  /** Nothing typed. */
  | 'empty'
  /** Letters, spaces inside, an exponent, a sign other than a leading minus... */
  | 'notNumber'
  /** Readable two ways ('1.234' where ',' is the decimal separator): never guessed. */
  | 'ambiguous'
  /** Grouping separators in the wrong places. */
  | 'grouping'
  | 'negative'
  | 'zero'
  /** More fraction digits than the currency has. */
  | 'tooManyDecimals'
  /** A fraction for a currency of whole units (VOTE). */
  | 'wholeOnly'
  /** Over the balance that limits this action. */
  | 'exceedsBalance'
  /** Over the wallet balance less the estimated network fee (a BNB deposit). */
  | 'exceedsBalanceLessFee'
  /** The wallet cannot even pay the network fee. */
  | 'feeExceedsBalance'
  /** The limiting balance has not loaded (or failed to): nothing can be checked against it yet. */
  | 'balanceUnknown';

/** What limits an amount: all values in the currency's smallest unit. */
export type AmountLimit =
  | { kind: 'unknown' }
  | { kind: 'balance'; balance: bigint }
  /** BNB deposit: the wallet pays the amount and the fee from the same balance. */
  | { kind: 'balanceLessFee'; balance: bigint; fee: bigint }
  /** Token deposit: the amount comes from the token balance, the fee (in BNB) from the native one. */
  | { kind: 'balanceAndFee'; balance: bigint; fee: bigint; nativeBalance: bigint };

export type AmountCheck =
  | {
      ok: true;
      /** In the smallest unit. */
      units: bigint;
      /** Canonical decimal string for the backend: '12.5', '0.001', '3' (no sign, no exponent). */
      amount: string;
    }
  | { ok: false; code: AmountErrorCode };

const DIGITS_AND_DOT = /^(\d*)(?:\.(\d*))?$/;

/**
 * A decimal string to smallest units; null when not plain digits with at most one dot. 'strict'
 * refuses extra fraction digits; 'truncate' cuts them, so a balance never reads as more.
 */
export function toUnits(value: string, decimals: number, mode: 'strict' | 'truncate' = 'strict'): bigint | null {
  const match = DIGITS_AND_DOT.exec(value.trim());
  if (!match) return null;
  const [, whole = '', fraction = ''] = match;
  if (whole === '' && fraction === '') return null;
  if (fraction.length > decimals && mode === 'strict' && /[1-9]/.test(fraction.slice(decimals))) return null;
  const kept = fraction.slice(0, decimals).padEnd(decimals, '0');
  return BigInt(whole || '0') * 10n ** BigInt(decimals) + BigInt(kept || '0');
}

/** Smallest units to the shortest decimal string: 1500000000000000000n, 18 → '1.5'. */
export function fromUnits(units: bigint, decimals: number): string {
  return formatUnits(units, decimals);
}

/** The most an amount may be under `limit` (never below 0); null while unknown. */
export function maxAmount(limit: AmountLimit): bigint | null {
  switch (limit.kind) {
    case 'unknown':
      return null;
    case 'balance':
      return limit.balance;
    case 'balanceLessFee':
      return limit.balance > limit.fee ? limit.balance - limit.fee : 0n;
    case 'balanceAndFee':
      return limit.nativeBalance >= limit.fee ? limit.balance : 0n;
  }
}

/** Reads what the user typed, as the locale's users type it (lib/format/amountInput): format only, no limit. */
export function parseAmountInput(raw: string, decimals: number, locale = 'en-US'): AmountCheck {
  if (raw.trim() === '') return { ok: false, code: 'empty' };
  const read = readAmountText(raw, locale);
  if (!read.ok) return { ok: false, code: read.error };
  if (read.negative) return { ok: false, code: 'negative' };
  const text = read.text;
  const match = DIGITS_AND_DOT.exec(text);
  if (!match) return { ok: false, code: 'notNumber' };
  const fraction = match[2] ?? '';
  // Zeros past the currency's decimals change nothing ('5.0' VOTE is 5); other digits would be lost.
  if (/[1-9]/.test(fraction.slice(decimals)))
    return { ok: false, code: decimals === 0 ? 'wholeOnly' : 'tooManyDecimals' };
  const units = toUnits(text, decimals);
  if (units === null) return { ok: false, code: 'notNumber' };
  if (units === 0n) return { ok: false, code: 'zero' };
  return { ok: true, units, amount: fromUnits(units, decimals) };
}

/** Reads and checks an amount against what limits it. */
export function checkAmount(raw: string, decimals: number, limit: AmountLimit, locale = 'en-US'): AmountCheck {
  const parsed = parseAmountInput(raw, decimals, locale);
  if (!parsed.ok) return parsed;
  switch (limit.kind) {
    case 'unknown':
      return { ok: false, code: 'balanceUnknown' };
    case 'balance':
      return parsed.units > limit.balance ? { ok: false, code: 'exceedsBalance' } : parsed;
    case 'balanceLessFee':
      if (limit.balance <= limit.fee) return { ok: false, code: 'feeExceedsBalance' };
      return parsed.units > limit.balance - limit.fee ? { ok: false, code: 'exceedsBalanceLessFee' } : parsed;
    case 'balanceAndFee':
      if (limit.nativeBalance < limit.fee) return { ok: false, code: 'feeExceedsBalance' };
      return parsed.units > limit.balance ? { ok: false, code: 'exceedsBalance' } : parsed;
  }
}
