// What the tracker (tracker.ts) takes and tells: the API it calls, its events, its options and
// timings, and the context its loops (chainLooks.ts, depositRecording.ts) share with it.
import type { ApiError } from '@/api/http';
import type { Backoff, Sleep } from '@/api/retry';
import type { Address, Transaction, TxHash } from '@/api/staking/types';
import type { Exclusive } from '@/lib/crossTabLock';
import type { BlockClock } from './blockTime';
import type { ChainWatch } from './chainWatch';
import type { SearchMemo } from './nonceSearch';
import type { PendingStore } from './pendingStore';
import type { TrackedTransaction } from './pendingEntry';

export type RecordResult = { ok: true; tx: Transaction } | { ok: false; error: ApiError };

export interface TrackerApi {
  /** POST /api/transaction for a deposit entry. */
  recordDeposit(entry: TrackedTransaction): Promise<RecordResult>;
  /** GET /api/transaction/hash/{hash}; null when unknown or on any failure. */
  getByHash(hash: TxHash): Promise<Transaction | null>;
  /** The record with this id, paging back from the newest to records older than `since` (epoch ms); null when not found or on failure. */
  getById(id: string, since: number): Promise<Transaction | null>;
}

export type TrackerEvent =
  /** A deposit's transaction is sent and waits to be mined. */
  | { type: 'onChain'; entry: TrackedTransaction }
  /** The wallet sped the deposit up (same nonce, higher fee): followed under its new hash. */
  | { type: 'repriced'; entry: TrackedTransaction }
  /** A marker's deposit was found on chain (its hash had not come back from the wallet). */
  | { type: 'found'; entry: TrackedTransaction }
  /** A transaction at the deposit's nonce was mined, and the bounded search could not see which. */
  | { type: 'unseen'; entry: TrackedTransaction }
  /** The deposit will never arrive: cancelled or replaced in the wallet, or nothing was sent. */
  | { type: 'ended'; entry: TrackedTransaction; how: 'cancelled' | 'replaced' | 'notSent' }
  /** Mined but reverted: the fee was paid, no money moved. */
  | { type: 'reverted'; entry: TrackedTransaction; feePaid: bigint; reason: string | null }
  /** The RPC node did not answer; the deposit stays on its way and is checked again. */
  | { type: 'chainUnreachable'; entry: TrackedTransaction }
  /** A deposit's backend record is being created. */
  | { type: 'recording'; entry: TrackedTransaction }
  /** Creating it failed for now; the next attempt comes in `delayMs`. */
  | { type: 'recordRetrying'; entry: TrackedTransaction; delayMs: number; message: string }
  /** The backend refused to record it; kept until the user tries again. */
  | { type: 'rejected'; entry: TrackedTransaction; message: string }
  | { type: 'processing'; entry: TrackedTransaction }
  /** Processing for longer than usual; still followed. */
  | { type: 'slow'; entry: TrackedTransaction }
  | { type: 'settled'; entry: TrackedTransaction; tx: Transaction; outcome: 'successful' | 'failed' };

export interface TrackerOptions {
  /** Resolves after `ms`, or at once when `signal` aborts. */
  sleep?: Sleep;
  now?: () => number;
  /** Delays between attempts to record a deposit. */
  recordBackoff?: Backoff;
  /** Delays between status reads. */
  pollBackoff?: Backoff;
  /** After this long processing, a 'slow' event (once per run). */
  slowAfterMs?: number;
  /** Runs a task while no other tab runs one of the same name (default: Web Locks, in turn). */
  exclusive?: Exclusive;
}

/** The deposit recorders' done mark: a tab that waited reads the journal once it has come. */
export const DEPOSIT_RECORD_DONE_KEY = 'staking.deposit.recordDone';

export const RECORD_BACKOFF: Backoff = { firstMs: 2_000, factor: 2, maxMs: 60_000 };
// Looks at the chain are counted in blocks of a measured block time (blockTime.ts, lookDelayMs).
/** An 'unseen' deposit is only asked about by hash, this rarely. */
export const UNSEEN_CHECK_MS = 60_000;
/** A pending deposit's fromBlock (where a later search starts) is stored at most this often. */
export const FROM_BLOCK_REFRESH_MS = 30_000;
/** How long a marker with nothing at its nonce may still become a transaction (phones answer late). */
export const MARKER_GRACE_MS = 10 * 60_000;
export const POLL_BACKOFF: Backoff = { firstMs: 1_000, factor: 1.5, maxMs: 15_000 };
export const SLOW_AFTER_MS = 120_000;
/** A deposit still on its way after this long may be dismissed by the user (it may have been dropped). */
export const DISMISS_AFTER_MS = 10 * 60_000;
/** How long after a loop broke on the unexpected it starts again (tracker.ts, run). */
export const LOOP_RESTART_MS = 5_000;

export interface NewDeposit {
  hash: TxHash;
  wallet: Address;
  chainId: number;
  currency: string;
  amount: string;
}

/** A deposit about to be asked of the wallet. */
export interface DepositIntent {
  wallet: Address;
  chainId: number;
  currency: string;
  amount: string;
  /** The wallet's next nonce as the node counts it (a guess: the wallet picks). */
  nonce: number;
  /** The wallet's nonce at latest then (a lower bound the guess of a node behind may miss). */
  nonceFloor?: number | null;
  /** The chain's block number before sending (where a search for the transaction starts). */
  fromBlock: number | null;
}

/** The marker of one wallet request: say how it ended. */
export interface DepositSend {
  key: string;
  /** The wallet returned the hash. */
  sent(hash: TxHash): void;
  /** Nothing left the wallet (the user declined, or it refused before sending). */
  notSent(): void;
  /** The wallet failed in a way that may have sent it: the chain will tell. */
  unknown(): void;
}

/** What the tracker's loops share with it (this tab's state and the tracker's options). */
export interface TrackerContext {
  readonly store: PendingStore;
  readonly api: TrackerApi;
  /** How the chain is read now (null until the wallet runtime is there). */
  chain(): ChainWatch | null;
  readonly now: () => number;
  readonly sleep: Sleep | undefined;
  readonly recordBackoff: Backoff;
  readonly pollBackoff: Backoff;
  readonly slowAfterMs: number;
  readonly exclusive: Exclusive;
  readonly clock: BlockClock;
  /** What each entry's looks at the chain have learnt (this tab only). */
  readonly memos: Map<string, SearchMemo>;
  /** When each pending deposit's fromBlock was last stored. */
  readonly fromBlockStored: Map<string, number>;
  /** Markers whose wallet request is still open in this tab: not resolved from the chain. */
  readonly sendingHere: Set<string>;
  emit(event: TrackerEvent): void;
}
