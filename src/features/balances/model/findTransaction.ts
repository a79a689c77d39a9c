// Finding a withdrawal or swap whose answer never arrived: a matching transaction among the newest
// that was not there before it was sent (or else created since, a minute's clock skew allowed).
import type { CreateTransactionRequest, Transaction } from '@/api/staking/types';
import { toUnits } from './amount';
import { decimalsOf } from '@/lib/money/currencies';

/** How far the backend's clock may be behind ours when the list from before is missing. */
export const CLOCK_SKEW_MS = 60_000;

function sameAmount(a: string, b: string, currency: string): boolean {
  const decimals = decimalsOf(currency);
  const left = toUnits(a, decimals, 'truncate');
  return left !== null && left === toUnits(b, decimals, 'truncate');
}

export function matchesRequest(tx: Transaction, request: CreateTransactionRequest): boolean {
  return (
    tx.type === request.type &&
    tx.currency_symbol === request.currency_symbol &&
    (request.to_currency_symbol === undefined || tx.to_currency_symbol === request.to_currency_symbol) &&
    tx.wallet_address.toLowerCase() === request.wallet_address.toLowerCase() &&
    sameAmount(tx.amount, request.amount, request.currency_symbol)
  );
}

/** The transaction this request made, if the newest list shows one; null if not. */
export function findCreated(
  newest: readonly Transaction[],
  request: CreateTransactionRequest,
  before: ReadonlySet<string> | undefined,
  sentAt: number,
): Transaction | null {
  for (const tx of newest) {
    if (!matchesRequest(tx, request)) continue;
    if (before ? !before.has(tx.id) : Date.parse(tx.created_at) >= sentAt - CLOCK_SKEW_MS) return tx;
  }
  return null;
}
