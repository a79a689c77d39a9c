// Whole-vote amounts, shared by voting and vote transfers. VOTE is whole numbers
// (../shared/api/README.md): only a balance's integer part counts, as a BigInt, never a float.
import { parseDecimal } from '@/lib/format';

/** Whole votes a balance allows; null when the balance is unreadable. */
export function wholeVotes(balance: string | null | undefined): bigint | null {
  if (balance === null || balance === undefined) return null;
  const parsed = parseDecimal(balance);
  if (!parsed) return null;
  return parsed.negative ? 0n : BigInt(parsed.integer);
}

export type AmountError = 'required' | 'notWhole' | 'tooSmall' | 'overBalance';

export type AmountCheck = { ok: true; amount: number } | { ok: false; error: AmountError };

/** A typed amount: digits only, at least 1, at most `available`. */
export function checkVoteAmount(input: string, available: bigint): AmountCheck {
  const text = input.trim();
  if (text === '') return { ok: false, error: 'required' };
  if (!/^\d+$/.test(text)) return { ok: false, error: 'notWhole' };
  const amount = BigInt(text);
  if (amount < 1n) return { ok: false, error: 'tooSmall' };
  if (amount > available || amount > BigInt(Number.MAX_SAFE_INTEGER)) return { ok: false, error: 'overBalance' };
  return { ok: true, amount: Number(amount) };
}
