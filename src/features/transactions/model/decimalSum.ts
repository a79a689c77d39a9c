/** Sums of decimal strings with BigInt (never floats): '1.75' + '12' = '13.75'. */

const DECIMAL = /^(\d+)(?:\.(\d+))?$/;

/** Adds decimal strings exactly; null if any is not a plain decimal ('12.5'). */
export function sumDecimals(values: readonly string[]): string | null {
  const parsed: Array<[string, string]> = [];
  for (const value of values) {
    const match = DECIMAL.exec(value.trim());
    if (!match) return null;
    parsed.push([match[1] ?? '0', match[2] ?? '']);
  }
  const scale = Math.max(0, ...parsed.map(([, fraction]) => fraction.length));
  const total = parsed.reduce((sum, [whole, fraction]) => sum + BigInt(whole + fraction.padEnd(scale, '0')), 0n);
  const digits = total.toString().padStart(scale + 1, '0');
  const whole = digits.slice(0, digits.length - scale);
  const fraction = digits.slice(digits.length - scale).replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : whole;
}
