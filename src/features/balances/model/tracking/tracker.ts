// Follows money transactions until they settle, across reloads, for the verified wallet only
// (the backend records for that wallet alone). Framework-free: the React side passes in the API
// calls and shows the events (src/features/balances/README.md, "How money moves").
import { isWorthRetrying, toApiError } from '@/api/errors';
import type { ApiError } from '@/api/http';
import { backoff, retry, sleep as realSleep, type Backoff, type Sleep } from '@/api/retry';
import { TransactionStatus, TransactionType, type Address, type Transaction, type TxHash } from '@/api/staking/types';
import { crossTabTurns, type Exclusive } from '@/lib/crossTabLock';
import { decimalsOf } from '@/lib/money/currencies';
import { fromUnits, toUnits } from '../amount';
import { BlockClock, lookDelayMs } from './blockTime';
import { checkByHash, checkMarker, checkSentDeposit, type Claim, type MarkerStep, type SentStep } from './chainFollow';
import type { ChainWatch } from './chainWatch';
import { newMemo, REPLICA_LAG_BLOCKS, type NonceSearch, type SearchMemo } from './nonceSearch';
import {
  depositKey,
  markerKey,
  recordKey,
  type FinishedOutcome,
  type PendingStore,
  type TrackedKind,
  type TrackedTransaction,
} from './pendingStore';

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

/** A recording attempt worth another try, and why it failed. */
type RecordFailure = { entry: TrackedTransaction; message: string };

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

/** A 401 after the re-auth is about the session, not the deposit: it is recorded once signed in again. */
function shouldRecordAgain(error: ApiError): boolean {
  return isWorthRetrying(error) || error.status === 401;
}

/**
 * A refusal of ours, not the server's: the hash is recorded for another wallet or payment. The
 * views translate it (money.pending.recordedElsewhere); it is never shown as it stands.
 */
export const RECORDED_ELSEWHERE = 'RECORDED_ELSEWHERE';

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

/** How a journal entry ended, for the recent transactions. */
function outcomeOf(event: TrackerEvent): FinishedOutcome {
  if (event.type === 'ended') return event.how;
  if (event.type === 'reverted') return 'reverted';
  return 'failed';
}

const isSettled = (tx: Transaction) =>
  tx.status === TransactionStatus.SUCCESSFUL || tx.status === TransactionStatus.FAILED;

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

export class TransactionTracker {
  private wallet: string | null = null;
  private readonly running = new Map<string, AbortController>();
  /** Markers whose wallet request is still open in this tab: not resolved from the chain. */
  private readonly sendingHere = new Set<string>();
  private chain: ChainWatch | null = null;
  private readonly listeners = new Set<(event: TrackerEvent) => void>();
  private readonly presenters: Array<(event: TrackerEvent) => void> = [];
  private unsubscribeStore: (() => void) | null = null;
  private retained = 0;
  private readonly sleep: Sleep | undefined;
  private readonly now: () => number;
  private readonly recordBackoff: Backoff;
  private readonly pollBackoff: Backoff;
  private readonly slowAfterMs: number;
  private readonly exclusive: Exclusive;
  private readonly clock: BlockClock;
  /** What each entry's looks at the chain have learnt (this tab only). */
  private readonly memos = new Map<string, SearchMemo>();
  /** When each pending deposit's fromBlock was last stored. */
  private readonly fromBlockStored = new Map<string, number>();

  constructor(
    readonly store: PendingStore,
    private readonly api: TrackerApi,
    options: TrackerOptions = {},
  ) {
    this.sleep = options.sleep;
    this.now = options.now ?? Date.now;
    this.recordBackoff = options.recordBackoff ?? RECORD_BACKOFF;
    this.pollBackoff = options.pollBackoff ?? POLL_BACKOFF;
    this.slowAfterMs = options.slowAfterMs ?? SLOW_AFTER_MS;
    this.exclusive = options.exclusive ?? crossTabTurns(DEPOSIT_RECORD_DONE_KEY);
    this.clock = new BlockClock(this.now);
  }

  /** Every event, for whoever wants them (balances refresh on 'settled'). */
  onEvent(listener: (event: TrackerEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** The one presenter (toasts) that shows events: the latest attached; returns the detach. */
  present(presenter: (event: TrackerEvent) => void): () => void {
    this.presenters.push(presenter);
    return () => {
      const index = this.presenters.lastIndexOf(presenter);
      if (index !== -1) this.presenters.splice(index, 1);
    };
  }

  /**
   * Keeps the tracker running for the current wallet while retained (each watcher retains it
   * once); returns the release. The last release stops every loop; the store keeps the entries.
   */
  retain(): () => void {
    this.retained += 1;
    if (this.retained === 1) this.unsubscribeStore = this.store.subscribe(() => this.sync());
    this.sync();
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.retained -= 1;
      if (this.retained === 0) {
        this.unsubscribeStore?.();
        this.unsubscribeStore = null;
        for (const controller of this.running.values()) controller.abort();
        this.running.clear();
      }
    };
  }

  /** The verified wallet whose entries run (null: none run). */
  setWallet(address: string | null): void {
    const next = address?.toLowerCase() ?? null;
    if (next === this.wallet) return;
    this.wallet = next;
    this.sync();
  }

  /** The current wallet's entries, oldest first. */
  entriesFor(address: string | null): TrackedTransaction[] {
    const wallet = address?.toLowerCase();
    return this.store.getAll().filter((entry) => entry.wallet.toLowerCase() === wallet);
  }

  /** How the chain is read (the wallet runtime's RPC clients); entries that need it wait for it. */
  setChain(chain: ChainWatch | null): void {
    this.chain = chain;
    this.sync();
  }

  /** A marker of the wallet not resolved yet (here or in another tab): no new deposit may go. */
  hasOpenMarker(address: string | null): boolean {
    return this.entriesFor(address).some((entry) => entry.stage === 'sending');
  }

  /**
   * Journals a deposit before the wallet is asked, so nothing loses it. The nonce skips the wallet's
   * deposits still on their way: a node's 'pending' count may not include them.
   */
  beginDeposit(intent: DepositIntent): DepositSend {
    const own = this.entriesFor(intent.wallet).filter((e) => e.chainId === intent.chainId && e.nonce !== null);
    const nonce = Math.max(intent.nonce, ...own.map((e) => (e.nonce as number) + 1));
    const key = markerKey(intent.chainId, intent.wallet, nonce);
    const { wallet, chainId, currency, amount, fromBlock } = intent;
    const marker: TrackedTransaction = {
      ...this.newDeposit(key, { wallet, chainId, currency, amount, fromBlock, nonce, stage: 'sending', hash: null }),
      nonceFloor: intent.nonceFloor ?? null,
    };
    this.sendingHere.add(key);
    this.store.put(marker);
    const done = (apply: () => void) => {
      this.sendingHere.delete(key);
      apply();
      this.sync();
    };
    return {
      key,
      sent: (hash) => done(() => this.walletReturned(marker, hash)),
      notSent: () => done(() => this.store.remove(key)),
      unknown: () => done(() => undefined),
    };
  }

  /**
   * The wallet's hash for a marker. Another tab may have found the deposit meanwhile (and
   * recorded it, or seen it end): an entry never goes back, and a hash is never held twice.
   */
  private walletReturned(marker: TrackedTransaction, hash: TxHash): void {
    if (this.store.finishedWithHash(hash)) return;
    const entry = this.store.get(marker.key);
    if (!entry) {
      // Ended meanwhile without this hash (another tab saw nothing at the nonce): the hash is the truth.
      if (this.store.getFinished().some((done) => done.key === marker.key && done.outcome !== 'notSent')) return;
      this.store.put(marker); // As a marker (a deposit on chain needs its hash), given it just below.
    }
    if (this.store.get(marker.key)?.hash) return; // Found on chain already: that hash is the mined one.
    this.takeHash(marker.key, hash, { stage: 'onChain' });
  }

  /**
   * The deposit's nonce as the wallet's own node tells it, right after sending: the app's node
   * may not see the transaction before a speed-up or cancel replaces it.
   */
  nonceFromWallet(hash: TxHash, nonce: number): void {
    const entry = this.store.getAll().find((e) => e.hash?.toLowerCase() === hash.toLowerCase());
    if (entry && !entry.nonceSeen) this.store.update(entry.key, { nonce, nonceSeen: true });
  }

  /** Every change of an entry's hash: one hash is never held by two entries (the journal merges them). */
  private takeHash(key: string, hash: TxHash, change: Partial<TrackedTransaction>): TrackedTransaction | undefined {
    return this.store.claimHash(key, hash, change);
  }

  /** A deposit's hash from elsewhere (pasted by the user): followed on chain, then recorded. */
  trackDeposit(deposit: NewDeposit): TrackedTransaction {
    const held = (e: TrackedTransaction) => e.hash?.toLowerCase() === deposit.hash.toLowerCase();
    const existing = this.store.getAll().find(held) ?? this.store.getFinished().find(held);
    if (existing) return existing;
    const { hash, wallet, chainId, currency, amount } = deposit;
    const entry = this.newDeposit(depositKey(hash), {
      hash,
      wallet,
      chainId,
      currency,
      amount,
      stage: 'onChain',
      nonce: null,
      fromBlock: null,
    });
    this.store.put(entry);
    this.sync();
    return entry;
  }

  /** The user says a marker's deposit was never sent (the wallet showed nothing, say). */
  forgetMarker(key: string): void {
    if (this.store.get(key)?.stage !== 'sending' || this.sendingHere.has(key)) return;
    this.store.finish(key, 'dismissed');
  }

  /** Whether the user may stop following an entry that cannot finish by itself. */
  canDismiss(entry: TrackedTransaction): boolean {
    if (entry.stage === 'rejected') return true;
    const waiting = entry.stage === 'sending' || entry.stage === 'onChain';
    return waiting && !this.sendingHere.has(entry.key) && this.now() - entry.createdAt >= DISMISS_AFTER_MS;
  }

  /** The user stops following an entry that cannot finish (refused, or lost on the way). */
  dismiss(key: string): void {
    const entry = this.store.get(key);
    if (entry && this.canDismiss(entry)) this.store.finish(key, 'dismissed');
  }

  private newDeposit(
    key: string,
    fields: Pick<
      TrackedTransaction,
      'stage' | 'hash' | 'wallet' | 'chainId' | 'currency' | 'amount' | 'nonce' | 'fromBlock'
    >,
  ): TrackedTransaction {
    return {
      key,
      kind: 'deposit',
      txId: null,
      toCurrency: null,
      createdAt: this.now(),
      attempts: 0,
      lastError: null,
      ...fields,
    };
  }

  /** A withdrawal or swap the backend has just recorded: follow its status. */
  follow(kind: Exclude<TrackedKind, 'deposit'>, tx: Transaction): TrackedTransaction {
    const entry: TrackedTransaction = {
      key: recordKey(tx.id),
      kind,
      stage: 'following',
      hash: tx.hash,
      txId: tx.id,
      wallet: tx.wallet_address,
      chainId: tx.chain_id,
      currency: tx.currency_symbol,
      toCurrency: tx.to_currency_symbol ?? null,
      amount: tx.amount,
      createdAt: this.now(),
      attempts: 0,
      lastError: null,
      nonce: null,
      fromBlock: null,
    };
    this.store.put(entry);
    this.sync();
    return entry;
  }

  /** Tries a refused deposit again (the user asked). */
  retry(key: string): void {
    const entry = this.store.get(key);
    if (!entry || entry.stage !== 'rejected') return;
    this.store.update(key, { stage: 'recording', lastError: null });
    this.sync();
  }

  /** Whether this tab's wallet request for a marker is still open (then only the wallet can end it). */
  isSendingHere(key: string): boolean {
    return this.sendingHere.has(key);
  }

  /** Whether a loop is working on this entry now. */
  isRunning(key: string): boolean {
    return this.running.has(key);
  }

  private emit(event: TrackerEvent): void {
    this.presenters.at(-1)?.(event);
    for (const listener of [...this.listeners]) listener(event);
  }

  /** Starts a loop for each runnable entry of the wallet; stops loops whose entry left. */
  private sync(): void {
    const active = this.retained > 0 && this.wallet !== null;
    for (const [key, controller] of this.running) {
      const entry = this.store.get(key);
      if (!active || !entry || entry.wallet.toLowerCase() !== this.wallet || entry.stage === 'rejected') {
        controller.abort();
        this.running.delete(key);
      }
    }
    if (!active) return;
    for (const entry of this.store.getAll()) {
      if (entry.wallet.toLowerCase() !== this.wallet || entry.stage === 'rejected' || this.running.has(entry.key))
        continue;
      if (this.sendingHere.has(entry.key)) continue;
      // A marker the search could not resolve waits for the user (there is no hash to ask about).
      if (entry.stage === 'sending' && entry.unseen) continue;
      if ((entry.stage === 'sending' || entry.stage === 'onChain') && !this.chain) continue;
      const controller = new AbortController();
      this.running.set(entry.key, controller);
      void this.run(entry.key, controller);
    }
  }

  private async run(key: string, controller: AbortController): Promise<void> {
    try {
      const stage = () => this.store.get(key)?.stage;
      if (stage() === 'sending') await this.resolveMarker(key, controller.signal);
      if (!controller.signal.aborted && stage() === 'onChain') await this.followChain(key, controller.signal);
      if (!controller.signal.aborted && stage() === 'recording') await this.record(key, controller.signal);
      if (!controller.signal.aborted && this.store.get(key)?.stage === 'following')
        await this.followStatus(key, controller.signal);
    } finally {
      if (this.running.get(key) === controller) this.running.delete(key);
    }
  }

  /** Until the deposit is mined (then 'recording'), or has certainly ended without money moving. */
  private async followChain(key: string, signal: AbortSignal): Promise<void> {
    const start = this.now();
    let slowShown = false;
    let unreachableShown = false;
    const first = this.store.get(key);
    if (first) this.emit({ type: 'onChain', entry: first });
    const look = async () => {
      const seen = await this.lookOnChain(key, signal);
      const entry = this.store.get(key);
      if (seen === 'final' || !entry) return false;
      // No answer from the node is not an answer about the deposit: it stays on its way.
      if (seen === 'unreachable' && !unreachableShown) this.emit({ type: 'chainUnreachable', entry });
      unreachableShown = seen === 'unreachable';
      if (!slowShown && this.now() - start >= this.slowAfterMs) {
        slowShown = true;
        this.emit({ type: 'slow', entry });
      }
      return true;
    };
    try {
      await retry(look, this.lookSchedule(key), { shouldRetry: (again) => again, signal, sleep: this.sleep });
    } finally {
      this.memos.delete(key);
    }
  }

  /** Delays between looks, in blocks of the entry's chain; an 'unseen' entry is asked about rarely. */
  private lookSchedule(key: string): (n: number) => number {
    return (n) => {
      const entry = this.store.get(key);
      if (entry?.unseen) return UNSEEN_CHECK_MS;
      return lookDelayMs(n, this.clock.blockMs(entry?.chainId ?? 0));
    };
  }

  /** One look at a sent deposit; 'final' once it is mined, has ended, or is no longer followed here. */
  private async lookOnChain(key: string, signal: AbortSignal): Promise<'pending' | 'unreachable' | 'final'> {
    const entry = this.store.get(key);
    const chain = this.chain;
    if (!entry?.hash || entry.stage !== 'onChain' || !chain) return 'final';
    let step: SentStep;
    try {
      await this.clock.refresh(chain, entry.chainId);
      step = entry.unseen
        ? ((await checkByHash(chain, entry.chainId, entry.hash)) ?? { kind: 'waiting', nonce: null })
        : await checkSentDeposit(
            this.searchFor(entry, chain, signal),
            this.sentDeposit(entry, entry.hash),
            this.claimFor(entry),
            this.now(),
            MARKER_GRACE_MS,
            this.paysAsEntry(entry),
          );
    } catch {
      return 'unreachable';
    }
    if (signal.aborted || this.store.get(key)?.stage !== 'onChain') return 'final';
    return this.afterLook(entry, step, chain, signal);
  }

  /** What one look's answer does to the entry; the same answers as lookOnChain. */
  private async afterLook(
    entry: TrackedTransaction,
    step: SentStep,
    chain: ChainWatch,
    signal: AbortSignal,
  ): Promise<'pending' | 'unreachable' | 'final'> {
    const { key } = entry;
    if (step.kind === 'waiting') {
      if (step.nonce !== null) await this.seenPending(entry, step.nonce, chain);
      return 'pending';
    }
    if (step.kind === 'unseen') {
      this.markUnseen(key);
      return 'pending';
    }
    if (step.kind === 'repriced') {
      const change = { ...this.paid(step.payment), nonce: step.nonce, nonceSeen: true, unseen: false };
      const followed = this.takeHash(key, step.hash, change);
      if (followed) this.emit({ type: 'repriced', entry: followed });
      return this.lookOnChain(key, signal); // Looked at again at once, under its new hash.
    }
    if (step.kind === 'mined') this.store.update(key, { stage: 'recording', ...this.seenNonce(step.nonce) });
    else if (step.kind === 'reverted')
      this.end(entry, { type: 'reverted', entry, feePaid: step.feePaid, reason: step.reason });
    else this.end(entry, { type: 'ended', entry, how: step.kind });
    return 'final';
  }

  /** The chain showed the transaction: its nonce is the truth (the marker's was a guess). */
  private seenNonce(nonce: number | null): Partial<TrackedTransaction> {
    return nonce === null ? {} : { nonce, nonceSeen: true };
  }

  /**
   * The deposit waits in the pool: its nonce is kept, and (at most every 30 s) the block below
   * which it is surely not mined, so that a search after a long absence starts there.
   */
  private async seenPending(entry: TrackedTransaction, nonce: number, chain: ChainWatch): Promise<void> {
    if (entry.nonce !== nonce || !entry.nonceSeen) this.store.update(entry.key, this.seenNonce(nonce));
    const last = this.fromBlockStored.get(entry.key);
    if (last !== undefined && this.now() - last < FROM_BLOCK_REFRESH_MS) return;
    this.fromBlockStored.set(entry.key, this.now());
    const head = await chain.blockNumber(entry.chainId).catch(() => null);
    // The answer about the pool may come from a replica behind the one that gave the head.
    const block = head === null ? null : head - REPLICA_LAG_BLOCKS;
    if (block !== null && block > (entry.fromBlock ?? -1)) this.store.update(entry.key, { fromBlock: block });
  }

  private markUnseen(key: string): void {
    if (this.store.get(key)?.unseen) return;
    const entry = this.store.update(key, { unseen: true });
    if (entry) this.emit({ type: 'unseen', entry });
  }

  private sentDeposit(entry: TrackedTransaction, hash: TxHash) {
    return { ...entry, hash, nonceSeen: entry.nonceSeen ?? false, nonceFloor: entry.nonceFloor ?? null };
  }

  /** How the chain is searched for this entry: its stored progress, this tab's memo, paced by the tracker's clock. */
  private searchFor(entry: TrackedTransaction, chain: ChainWatch, signal: AbortSignal): NonceSearch {
    const memo = this.memos.get(entry.key) ?? newMemo();
    this.memos.set(entry.key, memo);
    const pause = this.sleep ?? realSleep;
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
      saveScan: (scan) => void this.store.update(entry.key, { scan }),
    };
  }

  /** A mined deposit of this entry's currency and amount (whoever holds it). */
  private paysAsEntry(entry: TrackedTransaction): Claim {
    const units = toUnits(entry.amount, decimalsOf(entry.currency));
    return (_tx, payment) => payment.currency === entry.currency && payment.units === units;
  }

  /**
   * A mined deposit is this entry's when it pays its currency and amount and no other entry holds
   * it, followed or lately finished (an earlier deposit of the same amount is not this one).
   */
  private claimFor(entry: TrackedTransaction): Claim {
    const pays = this.paysAsEntry(entry);
    const heldElsewhere = (hash: TxHash) =>
      this.store.finishedWithHash(hash) !== undefined ||
      this.store.getAll().some((other) => other.key !== entry.key && other.hash?.toLowerCase() === hash.toLowerCase());
    return (tx, payment) => pays(tx, payment) && !heldElsewhere(tx.hash);
  }

  /** A marker from a wallet request that did not return a hash: found on chain, or not sent. */
  private async resolveMarker(key: string, signal: AbortSignal): Promise<void> {
    try {
      await retry(() => this.lookForMarker(key, signal), this.lookSchedule(key), {
        shouldRetry: (again) => again,
        signal,
        sleep: this.sleep,
      });
    } finally {
      this.memos.delete(key);
    }
  }

  /** One look for a marker's deposit; true: look again later (not found yet, or no answer). */
  private async lookForMarker(key: string, signal: AbortSignal): Promise<boolean> {
    const entry = this.store.get(key);
    const chain = this.chain;
    if (!entry || entry.stage !== 'sending' || entry.nonce === null || !chain || this.sendingHere.has(key))
      return false;
    if (entry.unseen) return false;
    let step: MarkerStep;
    try {
      await this.clock.refresh(chain, entry.chainId);
      const marker = { ...entry, nonce: entry.nonce, nonceFloor: entry.nonceFloor ?? null };
      step = await checkMarker(
        this.searchFor(entry, chain, signal),
        marker,
        this.claimFor(entry),
        this.now(),
        MARKER_GRACE_MS,
      );
    } catch {
      return true; // The node did not answer: the marker stays, and is looked at again.
    }
    if (signal.aborted || this.store.get(key)?.stage !== 'sending' || this.sendingHere.has(key)) return false;
    if (step.kind === 'waiting') return true;
    if (step.kind === 'unseen') this.markUnseen(key);
    else if (step.kind === 'notSent') this.end(entry, { type: 'ended', entry, how: 'notSent' });
    else {
      const change = { stage: 'onChain' as const, ...this.paid(step.payment), nonce: step.nonce, nonceSeen: true };
      const found = this.takeHash(key, step.hash, change);
      if (found) this.emit({ type: 'found', entry: found });
    }
    return false;
  }

  private paid(payment: { currency: string; units: bigint }): Pick<TrackedTransaction, 'currency' | 'amount'> {
    return { currency: payment.currency, amount: fromUnits(payment.units, decimalsOf(payment.currency)) };
  }

  private end(entry: TrackedTransaction, event: TrackerEvent): void {
    this.store.finish(entry.key, outcomeOf(event));
    this.emit(event);
  }

  private async record(key: string, signal: AbortSignal): Promise<void> {
    const first = this.store.get(key);
    if (!first?.hash) return;
    const hash = first.hash;
    this.emit({ type: 'recording', entry: first });
    await retry(() => this.recordOnce(key, hash, signal), backoff(this.recordBackoff), {
      shouldRetry: (failed) => failed !== null,
      onRetry: (failed, delayMs) => {
        if (failed) this.emit({ type: 'recordRetrying', ...failed, delayMs });
      },
      signal,
      sleep: this.sleep,
    });
  }

  /** One POST; returns the failure when it is worth another try, null once recorded, refused or left. */
  private recordOnce(key: string, hash: TxHash, signal: AbortSignal): Promise<RecordFailure | null> {
    // Every tab follows the shared journal: one posts a hash at a time, and the next finds it recorded.
    return this.exclusive(`staking.deposit.record.${hash.toLowerCase()}`, async (waited) => {
      this.store.reload();
      const entry = this.store.get(key);
      if (!entry || entry.stage !== 'recording' || signal.aborted) return null;
      // After another tab's turn the backend may hold it already, whatever this tab's journal says.
      const known = waited ? await this.safeGetByHash(hash) : null;
      if (signal.aborted || !this.store.get(key)) return null;
      if (known) return this.acceptKnown(entry, known, entry.attempts);
      const result = await this.api
        .recordDeposit(entry)
        .catch((error: unknown): RecordResult => ({ ok: false, error: toApiError(error) }));
      if (signal.aborted || !this.store.get(key)) return null;
      return this.afterRecordAttempt(entry, result, signal);
    });
  }

  private async afterRecordAttempt(
    entry: TrackedTransaction,
    result: RecordResult,
    signal: AbortSignal,
  ): Promise<RecordFailure | null> {
    const { key } = entry;
    const attempts = entry.attempts + 1;
    if (result.ok) {
      this.store.update(key, { stage: 'following', txId: result.tx.id, attempts, lastError: null });
      return null;
    }
    // The attempt may have landed (its answer was lost), or another tab recorded it.
    const known = entry.hash ? await this.safeGetByHash(entry.hash) : null;
    if (signal.aborted || !this.store.get(key)) return null;
    if (known) return this.acceptKnown(entry, known, attempts);
    const message = result.error.message;
    if (shouldRecordAgain(result.error)) {
      const updated = this.store.update(key, { attempts, lastError: message });
      return updated ? { entry: updated, message } : null;
    }
    const rejected = this.store.update(key, { stage: 'rejected', attempts, lastError: message });
    if (rejected) this.emit({ type: 'rejected', entry: rejected, message });
    return null;
  }

  /**
   * A record the backend already holds for the hash: followed only when it is this deposit (its
   * wallet, type, currency and amount); another account's record for it is a refusal, shown.
   */
  private acceptKnown(entry: TrackedTransaction, known: Transaction, attempts: number): null {
    if (recordMatches(entry, known)) {
      this.store.update(entry.key, { stage: 'following', txId: known.id, attempts, lastError: null });
      return null;
    }
    const rejected = this.store.update(entry.key, { stage: 'rejected', attempts, lastError: RECORDED_ELSEWHERE });
    if (rejected) this.emit({ type: 'rejected', entry: rejected, message: RECORDED_ELSEWHERE });
    return null;
  }

  private async followStatus(key: string, signal: AbortSignal): Promise<void> {
    const start = this.now();
    let slowShown = false;
    const first = this.store.get(key);
    if (!first) return;
    this.emit({ type: 'processing', entry: first });
    const read = async () => {
      const entry = this.store.get(key);
      if (!entry) return false;
      const tx = entry.hash
        ? await this.safeGetByHash(entry.hash)
        : entry.txId
          ? await this.safeGetById(entry.txId, entry.createdAt)
          : null;
      if (signal.aborted || !this.store.get(key)) return false;
      if (tx && isSettled(tx)) {
        this.store.finish(key, tx.status === TransactionStatus.SUCCESSFUL ? 'successful' : 'failed');
        const outcome = tx.status === TransactionStatus.SUCCESSFUL ? 'successful' : 'failed';
        this.emit({ type: 'settled', entry, tx, outcome });
        return false;
      }
      if (!slowShown && this.now() - start >= this.slowAfterMs) {
        slowShown = true;
        this.emit({ type: 'slow', entry });
      }
      return true;
    };
    await retry(read, backoff(this.pollBackoff), { shouldRetry: (again) => again, signal, sleep: this.sleep });
  }

  private async safeGetByHash(hash: TxHash): Promise<Transaction | null> {
    try {
      return await this.api.getByHash(hash);
    } catch {
      return null;
    }
  }

  private async safeGetById(id: string, since: number): Promise<Transaction | null> {
    try {
      return await this.api.getById(id, since);
    } catch {
      return null;
    }
  }
}
