// SPEC.md section 5: a hex string is 0x and an even, non-zero number of hex digits. Checked
// before any wallet-made hex value (a signature) is posted, so a broken wallet's output never goes.
import type { Hex } from 'viem';

const STRICT_HEX = /^0x(?:[0-9a-fA-F]{2})+$/;

export function isStrictHex(value: unknown): value is Hex {
  return typeof value === 'string' && STRICT_HEX.test(value);
}
