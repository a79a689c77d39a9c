/** The one check of an on-chain transaction hash: 0x and 64 hex digits. */
export const TX_HASH_PATTERN = /^0x[0-9a-fA-F]{64}$/;

export function isTxHash(value: unknown): value is `0x${string}` {
  return typeof value === 'string' && TX_HASH_PATTERN.test(value);
}
