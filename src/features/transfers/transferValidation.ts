/**
 * The transfer form's rules. The recipient must be an address whose checksum holds (an
 * all-lowercase or all-uppercase address carries none and is accepted; a mixed-case one must
 * match EIP-55 exactly, which catches typos) and must not be the sender's own wallet. The
 * amount follows the whole-vote rules of @/lib/votes/wholeVotes.
 */
import { getAddress, isAddress } from 'viem';
import type { Address } from '@/api/staking/types';

export type RecipientError = 'required' | 'invalid' | 'checksum' | 'self';
export type RecipientCheck = { ok: true; address: Address } | { ok: false; error: RecipientError };

export function checkRecipient(input: string, own: string | null | undefined): RecipientCheck {
  const text = input.trim();
  if (text === '') return { ok: false, error: 'required' };
  if (!isAddress(text, { strict: false })) return { ok: false, error: 'invalid' };
  if (!isAddress(text)) return { ok: false, error: 'checksum' };
  const address = getAddress(text);
  if (own && address.toLowerCase() === own.toLowerCase()) return { ok: false, error: 'self' };
  return { ok: true, address };
}
