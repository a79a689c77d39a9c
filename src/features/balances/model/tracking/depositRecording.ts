// The tracker's backend half: a mined deposit is recorded once (POST /api/transaction, retried,
// one tab at a time), then every entry's record is followed until it settles.
import { isWorthRetrying, toApiError } from '@/api/errors';
import type { ApiError } from '@/api/http';
import { backoff, retry } from '@/api/retry';
import { TransactionStatus, TransactionType, type Transaction, type TxHash } from '@/api/staking/types';
import { decimalsOf } from '@/lib/money/currencies';
import { toUnits } from '../amount';
import type { TrackedTransaction } from './pendingEntry';
import type { RecordResult, TrackerContext } from './trackerTypes';

/** A recording attempt worth another try, and why it failed. */
type RecordFailure = { entry: TrackedTransaction; message: string };

/**
 * A refusal of ours, not the server's: the hash is recorded for another wallet or payment. The
 * views translate it (money.pending.recordedElsewhere); it is never shown as it stands.
 */
export const RECORDED_ELSEWHERE = 'RECORDED_ELSEWHERE';

/** A 401 after the re-auth is about the session, not the deposit: it is recorded once signed in again. */
function shouldRecordAgain(error: ApiError): boolean {
  return isWorthRetrying(error) || error.status === 401;
}

/** Whether the backend's record of a hash is this deposit: same wallet, type, currency and amount. */
export function recordMatches(entry: TrackedTransaction, tx: Transaction): boolean {
  const decimals = decimalsOf(entry.currency);
  const units = (amount: string) => toUnits(amount, decimals, 'truncate');
  return (
    tx.type === TransactionType.DEPOSIT &&
    tx.wallet_address.toLowerCase() === entry.wallet.toLowerCase() &&
    tx.currency_symbol === entry.currency &&
    units(tx.amount) !== null &&
    units(tx.amount) === units(entry.amount)
  );
}

const isSettled = (tx: Transaction) =>
  tx.status === TransactionStatus.SUCCESSFUL || tx.status === TransactionStatus.FAILED;

/** Records a mined deposit, retrying what is worth it, until recorded, refused or no longer here. */
export async function recordDeposit(ctx: TrackerContext, key: string, signal: AbortSignal): Promise<void> {
  const first = ctx.store.get(key);
  if (!first?.hash) return;
  const hash = first.hash;
  ctx.emit({ type: 'recording', entry: first });
  await retry(() => recordOnce(ctx, key, hash, signal), backoff(ctx.recordBackoff), {
    shouldRetry: (failed) => failed !== null,
    onRetry: (failed, delayMs) => {
      if (failed) ctx.emit({ type: 'recordRetrying', ...failed, delayMs });
    },
    signal,
    sleep: ctx.sleep,
  });
}

/** One POST; returns the failure when it is worth another try, null once recorded, refused or left. */
function recordOnce(
  ctx: TrackerContext,
  key: string,
  hash: TxHash,
  signal: AbortSignal,
): Promise<RecordFailure | null> {
  // Every tab follows the shared journal: one posts a hash at a time, and the next finds it recorded.
  return ctx.exclusive(`staking.deposit.record.${hash.toLowerCase()}`, async () => {
    ctx.store.reload();
    const entry = ctx.store.get(key);
    if (!entry || entry.stage !== 'recording' || signal.aborted) return null;
    // The backend may hold it already, whatever this tab's journal says: a tab that found the
    // lock free can still miss the journal writes of the tab whose turn just ended.
    const known = await safeGetByHash(ctx, hash);
    if (signal.aborted || !ctx.store.get(key)) return null;
    if (known) return acceptKnown(ctx, entry, known, entry.attempts);
    const result = await ctx.api
      .recordDeposit(entry)
      .catch((error: unknown): RecordResult => ({ ok: false, error: toApiError(error) }));
    if (signal.aborted || !ctx.store.get(key)) return null;
    return afterRecordAttempt(ctx, entry, result, signal);
  });
}

async function afterRecordAttempt(
  ctx: TrackerContext,
  entry: TrackedTransaction,
  result: RecordResult,
  signal: AbortSignal,
): Promise<RecordFailure | null> {
  const { key } = entry;
  const attempts = entry.attempts + 1;
  if (result.ok) {
    ctx.store.update(key, { stage: 'following', txId: result.tx.id, attempts, lastError: null });
    return null;
  }
  // The attempt may have landed (its answer was lost), or another tab recorded it.
  const known = entry.hash ? await safeGetByHash(ctx, entry.hash) : null;
  if (signal.aborted || !ctx.store.get(key)) return null;
  if (known) return acceptKnown(ctx, entry, known, attempts);
  const message = result.error.message;
  if (shouldRecordAgain(result.error)) {
    const updated = ctx.store.update(key, { attempts, lastError: message });
    return updated ? { entry: updated, message } : null;
  }
  const rejected = ctx.store.update(key, { stage: 'rejected', attempts, lastError: message });
  if (rejected) ctx.emit({ type: 'rejected', entry: rejected, message });
  return null;
}

/**
 * A record the backend already holds for the hash: followed only when it is this deposit (its
 * wallet, type, currency and amount); another account's record for it is a refusal, shown.
 */
function acceptKnown(ctx: TrackerContext, entry: TrackedTransaction, known: Transaction, attempts: number): null {
  if (recordMatches(entry, known)) {
    ctx.store.update(entry.key, { stage: 'following', txId: known.id, attempts, lastError: null });
    return null;
  }
  const rejected = ctx.store.update(entry.key, { stage: 'rejected', attempts, lastError: RECORDED_ELSEWHERE });
  if (rejected) ctx.emit({ type: 'rejected', entry: rejected, message: RECORDED_ELSEWHERE });
  return null;
}

/** Reads a recorded entry's status (by hash, else by record id) until it settles. */
export async function followStatus(ctx: TrackerContext, key: string, signal: AbortSignal): Promise<void> {
  const start = ctx.now();
  let slowShown = false;
  const first = ctx.store.get(key);
  if (!first) return;
  ctx.emit({ type: 'processing', entry: first });
  const read = async () => {
    const entry = ctx.store.get(key);
    if (!entry) return false;
    const tx = entry.hash
      ? await safeGetByHash(ctx, entry.hash)
      : entry.txId
        ? await safeGetById(ctx, entry.txId, entry.createdAt)
        : null;
    if (signal.aborted || !ctx.store.get(key)) return false;
    if (tx && isSettled(tx)) {
      ctx.store.finish(key, tx.status === TransactionStatus.SUCCESSFUL ? 'successful' : 'failed');
      const outcome = tx.status === TransactionStatus.SUCCESSFUL ? 'successful' : 'failed';
      ctx.emit({ type: 'settled', entry, tx, outcome });
      return false;
    }
    if (!slowShown && ctx.now() - start >= ctx.slowAfterMs) {
      slowShown = true;
      ctx.emit({ type: 'slow', entry });
    }
    return true;
  };
  await retry(read, backoff(ctx.pollBackoff), { shouldRetry: (again) => again, signal, sleep: ctx.sleep });
}

async function safeGetByHash(ctx: TrackerContext, hash: TxHash): Promise<Transaction | null> {
  try {
    return await ctx.api.getByHash(hash);
  } catch {
    return null;
  }
}

async function safeGetById(ctx: TrackerContext, id: string, since: number): Promise<Transaction | null> {
  try {
    return await ctx.api.getById(id, since);
  } catch {
    return null;
  }
}
