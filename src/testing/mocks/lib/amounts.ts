/**
 * Decimal amounts as BigInt scaled integers (18 places, like BNB and USDT on chain), so no
 * sum or rate ever passes through a float.
 */
export const AMOUNT_DECIMALS = 18;
const ONE = 10n ** BigInt(AMOUNT_DECIMALS);
const AMOUNT_PATTERN = /^\d+(\.\d+)?$/;

export function isAmountString(value: string): boolean {
  return AMOUNT_PATTERN.test(value);
}

/** "12.5" -> 12.5 * 10^18. Throws on anything but the contract's pattern or > 18 places. */
export function parseAmount(value: string): bigint {
  if (!AMOUNT_PATTERN.test(value)) throw new Error(`Not a decimal amount: ${value}`);
  const [whole = '0', fraction = ''] = value.split('.');
  if (fraction.length > AMOUNT_DECIMALS) throw new Error(`More than ${AMOUNT_DECIMALS} decimal places: ${value}`);
  return BigInt(whole) * ONE + BigInt(fraction.padEnd(AMOUNT_DECIMALS, '0'));
}

/** Scaled integer -> shortest decimal string ("12.5", "0", "-3"). */
export function formatAmount(scaled: bigint): string {
  const negative = scaled < 0n;
  const abs = negative ? -scaled : scaled;
  const whole = abs / ONE;
  const fraction = (abs % ONE).toString().padStart(AMOUNT_DECIMALS, '0').replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}

export function addAmounts(a: string, b: string): string {
  return formatAmount(parseAmount(a) + parseAmount(b));
}

/** a - b; may be negative, callers check with compareAmounts first. */
export function subtractAmounts(a: string, b: string): string {
  return formatAmount(parseAmount(a) - parseAmount(b));
}

export function compareAmounts(a: string, b: string): -1 | 0 | 1 {
  const diff = parseAmount(a) - parseAmount(b);
  return diff < 0n ? -1 : diff > 0n ? 1 : 0;
}

/** Product of two scaled values, rounded down. */
export function multiplyScaled(a: bigint, b: bigint): bigint {
  return (a * b) / ONE;
}

/** Quotient of two scaled values, rounded down. */
export function divideScaled(a: bigint, b: bigint): bigint {
  return (a * ONE) / b;
}

/** Drops the fraction (VOTE is whole votes only). */
export function floorToWhole(scaled: bigint): bigint {
  return (scaled / ONE) * ONE;
}

export function isWholeAmount(value: string): boolean {
  return parseAmount(value) % ONE === 0n;
}

export function wholeToAmount(units: number): string {
  return formatAmount(BigInt(units) * ONE);
}
