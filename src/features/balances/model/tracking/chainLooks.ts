// The tracker's chain half: a sent deposit is looked at until it is mined (then recorded) or has
// certainly ended; a marker (no hash from the wallet) is looked for by its nonce
// (docs/money-in-flight.md, "Finding a deposit on chain").
import { retry, sleep as realSleep } from '@/api/retry';
import type { TxHash } from '@/api/staking/types';
import { decimalsOf } from '@/lib/money/currencies';
import { fromUnits, toUnits } from '../amount';
import { lookDelayMs } from './blockTime';
import { checkByHash, checkMarker, checkSentDeposit, type Claim, type MarkerStep, type SentStep } from './chainFollow';
import type { ChainWatch } from './chainWatch';
import { newMemo, REPLICA_LAG_BLOCKS, type NonceSearch } from './nonceSearch';
import type { FinishedOutcome, TrackedTransaction } from './pendingEntry';
import {
  FROM_BLOCK_REFRESH_MS,
  MARKER_GRACE_MS,
  UNSEEN_CHECK_MS,
  type TrackerContext,
  type TrackerEvent,
} from './trackerTypes';

type Look = 'pending' | 'unreachable' | 'final';

/** Until the deposit is mined (then 'recording'), or has certainly ended without money moving. */
export async function followChain(ctx: TrackerContext, key: string, signal: AbortSignal): Promise<void> {
  const start = ctx.now();
  let slowShown = false;
  let unreachableShown = false;
  const first = ctx.store.get(key);
  if (first) ctx.emit({ type: 'onChain', entry: first });
  const look = async () => {
    const seen = await lookOnChain(ctx, key, signal);
    const entry = ctx.store.get(key);
    if (seen === 'final' || !entry) return false;
    // No answer from the node is not an answer about the deposit: it stays on its way.
    if (seen === 'unreachable' && !unreachableShown) ctx.emit({ type: 'chainUnreachable', entry });
    unreachableShown = seen === 'unreachable';
    if (!slowShown && ctx.now() - start >= ctx.slowAfterMs) {
      slowShown = true;
      ctx.emit({ type: 'slow', entry });
    }
    return true;
  };
  try {
    await retry(look, lookSchedule(ctx, key), { shouldRetry: (again) => again, signal, sleep: ctx.sleep });
  } finally {
    ctx.memos.delete(key);
  }
}

/** Delays between looks, in blocks of the entry's chain; an 'unseen' entry is asked about rarely. */
function lookSchedule(ctx: TrackerContext, key: string): (n: number) => number {
  return (n) => {
    const entry = ctx.store.get(key);
    if (entry?.unseen) return UNSEEN_CHECK_MS;
    return lookDelayMs(n, ctx.clock.blockMs(entry?.chainId ?? 0));
  };
}

/** One look at a sent deposit; 'final' once it is mined, has ended, or is no longer followed here. */
async function lookOnChain(ctx: TrackerContext, key: string, signal: AbortSignal): Promise<Look> {
  const entry = ctx.store.get(key);
  const chain = ctx.chain();
  if (!entry?.hash || entry.stage !== 'onChain' || !chain) return 'final';
  let step: SentStep;
  try {
    await ctx.clock.refresh(chain, entry.chainId);
    step = entry.unseen
      ? ((await checkByHash(chain, entry.chainId, entry.hash)) ?? { kind: 'waiting', nonce: null })
      : await checkSentDeposit(
          searchFor(ctx, entry, chain, signal),
          sentDeposit(entry, entry.hash),
          claimFor(ctx, entry),
          ctx.now(),
          MARKER_GRACE_MS,
          paysAsEntry(entry),
        );
  } catch {
    return 'unreachable';
  }
  if (signal.aborted || ctx.store.get(key)?.stage !== 'onChain') return 'final';
  return afterLook(ctx, entry, step, chain, signal);
}

/** What one look's answer does to the entry; the same answers as lookOnChain. */
async function afterLook(
  ctx: TrackerContext,
  entry: TrackedTransaction,
  step: SentStep,
  chain: ChainWatch,
  signal: AbortSignal,
): Promise<Look> {
  const { key } = entry;
  if (step.kind === 'waiting') {
    if (step.nonce !== null) await seenPending(ctx, entry, step.nonce, chain);
    return 'pending';
  }
  if (step.kind === 'unseen') {
    markUnseen(ctx, key);
    return 'pending';
  }
  if (step.kind === 'repriced') {
    const change = { ...paid(step.payment), nonce: step.nonce, nonceSeen: true, unseen: false };
    const followed = ctx.store.claimHash(key, step.hash, change);
    if (followed) ctx.emit({ type: 'repriced', entry: followed });
    return lookOnChain(ctx, key, signal); // Looked at again at once, under its new hash.
  }
  if (step.kind === 'mined') ctx.store.update(key, { stage: 'recording', ...seenNonce(step.nonce) });
  else if (step.kind === 'reverted')
    end(ctx, entry, { type: 'reverted', entry, feePaid: step.feePaid, reason: step.reason });
  else end(ctx, entry, { type: 'ended', entry, how: step.kind });
  return 'final';
}

/** The chain showed the transaction: its nonce is the truth (the marker's was a guess). */
function seenNonce(nonce: number | null): Partial<TrackedTransaction> {
  return nonce === null ? {} : { nonce, nonceSeen: true };
}

/**
 * The deposit waits in the pool: its nonce is kept, and (at most every 30 s) the block below
 * which it is surely not mined, so that a search after a long absence starts there.
 */
async function seenPending(ctx: TrackerContext, entry: TrackedTransaction, nonce: number, chain: ChainWatch) {
  if (entry.nonce !== nonce || !entry.nonceSeen) ctx.store.update(entry.key, seenNonce(nonce));
  const last = ctx.fromBlockStored.get(entry.key);
  if (last !== undefined && ctx.now() - last < FROM_BLOCK_REFRESH_MS) return;
  ctx.fromBlockStored.set(entry.key, ctx.now());
  const head = await chain.blockNumber(entry.chainId).catch(() => null);
  // The answer about the pool may come from a replica behind the one that gave the head.
  const block = head === null ? null : head - REPLICA_LAG_BLOCKS;
  if (block !== null && block > (entry.fromBlock ?? -1)) ctx.store.update(entry.key, { fromBlock: block });
}

function markUnseen(ctx: TrackerContext, key: string): void {
  if (ctx.store.get(key)?.unseen) return;
  const entry = ctx.store.update(key, { unseen: true });
  if (entry) ctx.emit({ type: 'unseen', entry });
}

function sentDeposit(entry: TrackedTransaction, hash: TxHash) {
  return { ...entry, hash, nonceSeen: entry.nonceSeen ?? false, nonceFloor: entry.nonceFloor ?? null };
}

/** How the chain is searched for this entry: its stored progress, this tab's memo, paced by the tracker's clock. */
function searchFor(
  ctx: TrackerContext,
  entry: TrackedTransaction,
  chain: ChainWatch,
  signal: AbortSignal,
): NonceSearch {
  const memo = ctx.memos.get(entry.key) ?? newMemo();
  ctx.memos.set(entry.key, memo);
  const pause = ctx.sleep ?? realSleep;
  return {
    chain,
    chainId: entry.chainId,
    wallet: entry.wallet,
    fromBlock: entry.fromBlock,
    scan: entry.scan ?? null,
    memo,
    pause: async (ms) => {
      await pause(ms, signal);
      return !signal.aborted;
    },
    saveScan: (scan) => void ctx.store.update(entry.key, { scan }),
  };
}

/** A mined deposit of this entry's currency and amount (whoever holds it). */
function paysAsEntry(entry: TrackedTransaction): Claim {
  const units = toUnits(entry.amount, decimalsOf(entry.currency));
  return (_tx, payment) => payment.currency === entry.currency && payment.units === units;
}

/**
 * A mined deposit is this entry's when it pays its currency and amount and no other entry holds
 * it, followed or lately finished (an earlier deposit of the same amount is not this one).
 */
function claimFor(ctx: TrackerContext, entry: TrackedTransaction): Claim {
  const pays = paysAsEntry(entry);
  const heldElsewhere = (hash: TxHash) =>
    ctx.store.finishedWithHash(hash) !== undefined ||
    ctx.store.getAll().some((other) => other.key !== entry.key && other.hash?.toLowerCase() === hash.toLowerCase());
  return (tx, payment) => pays(tx, payment) && !heldElsewhere(tx.hash);
}

/** A marker from a wallet request that did not return a hash: found on chain, or not sent. */
export async function resolveMarker(ctx: TrackerContext, key: string, signal: AbortSignal): Promise<void> {
  try {
    await retry(() => lookForMarker(ctx, key, signal), lookSchedule(ctx, key), {
      shouldRetry: (again) => again,
      signal,
      sleep: ctx.sleep,
    });
  } finally {
    ctx.memos.delete(key);
  }
}

/** One look for a marker's deposit; true: look again later (not found yet, or no answer). */
async function lookForMarker(ctx: TrackerContext, key: string, signal: AbortSignal): Promise<boolean> {
  const entry = ctx.store.get(key);
  const chain = ctx.chain();
  if (!entry || entry.stage !== 'sending' || entry.nonce === null || !chain || ctx.sendingHere.has(key)) return false;
  if (entry.unseen) return false;
  let step: MarkerStep;
  try {
    await ctx.clock.refresh(chain, entry.chainId);
    const marker = { ...entry, nonce: entry.nonce, nonceFloor: entry.nonceFloor ?? null };
    step = await checkMarker(
      searchFor(ctx, entry, chain, signal),
      marker,
      claimFor(ctx, entry),
      ctx.now(),
      MARKER_GRACE_MS,
    );
  } catch {
    return true; // The node did not answer: the marker stays, and is looked at again.
  }
  if (signal.aborted || ctx.store.get(key)?.stage !== 'sending' || ctx.sendingHere.has(key)) return false;
  if (step.kind === 'waiting') return true;
  if (step.kind === 'unseen') markUnseen(ctx, key);
  else if (step.kind === 'notSent') end(ctx, entry, { type: 'ended', entry, how: 'notSent' });
  else {
    const change = { stage: 'onChain' as const, ...paid(step.payment), nonce: step.nonce, nonceSeen: true };
    const found = ctx.store.claimHash(key, step.hash, change);
    if (found) ctx.emit({ type: 'found', entry: found });
  }
  return false;
}

function paid(payment: { currency: string; units: bigint }): Pick<TrackedTransaction, 'currency' | 'amount'> {
  return { currency: payment.currency, amount: fromUnits(payment.units, decimalsOf(payment.currency)) };
}

/** How a journal entry ended, for the recent transactions. */
function outcomeOf(event: TrackerEvent): FinishedOutcome {
  if (event.type === 'ended') return event.how;
  if (event.type === 'reverted') return 'reverted';
  return 'failed';
}

function end(ctx: TrackerContext, entry: TrackedTransaction, event: TrackerEvent): void {
  ctx.store.finish(entry.key, outcomeOf(event));
  ctx.emit(event);
}
