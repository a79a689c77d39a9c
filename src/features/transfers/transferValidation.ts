/**
 * The transfer form's rules. The recipient must be an address whose checksum holds (an
 * all-lowercase or all-uppercase address carries none and is accepted; a mixed-case one must
 * match EIP-55 exactly, which catches typos) and must not be the sender's own wallet. The
 * amount is whole votes, at least 1, at most the balance, compared as BigInt (never a float).
 */
import { getAddress, isAddress } from 'viem';
import type { Address } from '@/api/staking/types';
import { parseDecimal } from '@/lib/format';

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

/** Whole votes a balance allows; null when the balance is unreadable. */
export function wholeVotes(balance: string | null | undefined): bigint | null {
  if (balance === null || balance === undefined) return null;
  const parsed = parseDecimal(balance);
  if (!parsed) return null;
  return parsed.negative ? 0n : BigInt(parsed.integer);
}

export type AmountError = 'required' | 'notWhole' | 'tooSmall' | 'overBalance';
export type AmountCheck = { ok: true; amount: number } | { ok: false; error: AmountError };

export function checkAmount(input: string, available: bigint): AmountCheck {
  const text = input.trim();
  if (text === '') return { ok: false, error: 'required' };
  if (!/^\d+$/.test(text)) return { ok: false, error: 'notWhole' };
  const amount = BigInt(text);
  if (amount < 1n) return { ok: false, error: 'tooSmall' };
  if (amount > available || amount > BigInt(Number.MAX_SAFE_INTEGER)) return { ok: false, error: 'overBalance' };
  return { ok: true, amount: Number(amount) };
}
