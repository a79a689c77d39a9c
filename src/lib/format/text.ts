/** Shortening addresses and names for display (SPEC.md section 9). */

const ELLIPSIS = '…';

/** Under 8 characters whole; otherwise the first 4, an ellipsis and the last 4: '0x12…cdef'. */
export function shortenAddress(address: string): string {
  if (address.length < 8) return address;
  return `${address.slice(0, 4)}${ELLIPSIS}${address.slice(-4)}`;
}

export const MAX_NAME_LENGTH = 24;

/**
 * Names over 24 characters keep their first 24 and an ellipsis. Counted in code points, so an
 * emoji or an accented letter is never cut in half.
 */
export function truncateName(name: string, maxLength: number = MAX_NAME_LENGTH): string {
  const characters = Array.from(name);
  if (characters.length <= maxLength) return name;
  return characters.slice(0, maxLength).join('').trimEnd() + ELLIPSIS;
}
