/**
 * Follows money transactions until they settle, whatever happens to the page:
 *
 * - A deposit is journaled before the wallet is asked (an in-flight marker: wallet, chain, nonce,
 *   amount), then holds its hash once the wallet returns it, and is followed on chain until it is
 *   mined (a speed-up is followed to the mined hash; a cancel or revert ends it: no money moved).
 *   A marker whose hash never came back is resolved on chain (chainFollow.ts). Once mined,
 *   POST /api/transaction (type DEPOSIT) is tried until the backend knows the hash: a transient
 *   failure (no answer, timeout, 5xx, 401 after the re-auth, 408, 429) is retried with a growing
 *   delay, and before each retry GET /api/transaction/hash/{hash} checks whether the last attempt
 *   landed after all (or another tab recorded it). A refusal (another 4xx) is kept as 'rejected'
 *   and shown, never dropped; the user can try again.
 * - A recorded transaction's status is read with a growing delay (PROCESSING, then SUCCESSFUL or
 *   FAILED): deposits by hash, withdrawals and swaps (no hash) by record id in the newest page of
 *   GET /api/transaction. Settled, it leaves the store.
 *
 * Entries survive reloads (the store is localStorage); only the current verified wallet's entries
 * run, since the backend accepts records for that wallet only. Framework-free: the React side
 * passes in the API calls and presents the events (toasts).
 */
import type { ApiError } from '@/api/http';
import { TransactionStatus, type Address, type Transaction, type TxHash } from '@/api/staking/types';
import { decimalsOf } from '@/lib/money/currencies';
import { fromUnits } from '../model/amount';
import { checkMarker, checkSentDeposit } from './chainFollow';
import type { ChainWatch } from './chainWatch';
import {
  depositKey,
  markerKey,
  recordKey,
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

export interface Backoff {
  firstMs: number;
  factor: number;
  maxMs: number;
}

export interface TrackerOptions {
  /** Resolves after `ms`, or at once when `signal` aborts. */
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
  now?: () => number;
  /** Delays between attempts to record a deposit. */
  recordBackoff?: Backoff;
  /** Delays between status reads. */
  pollBackoff?: Backoff;
  /** After this long processing, a 'slow' event (once per run). */
  slowAfterMs?: number;
}

export const RECORD_BACKOFF: Backoff = { firstMs: 2_000, factor: 2, maxMs: 60_000 };
/** Delays between looks at the chain (BSC makes a block every 3 s). */
export const CHAIN_BACKOFF: Backoff = { firstMs: 2_000, factor: 1.5, maxMs: 15_000 };
/** How long a marker with nothing at its nonce may still become a transaction (phones answer late). */
export const MARKER_GRACE_MS = 10 * 60_000;
export const POLL_BACKOFF: Backoff = { firstMs: 1_000, factor: 1.5, maxMs: 15_000 };
export const SLOW_AFTER_MS = 120_000;

/** The n-th delay (0-based) of a backoff, in whole ms. */
export function backoffDelay(backoff: Backoff, n: number): number {
  return Math.min(backoff.maxMs, Math.round(backoff.firstMs * backoff.factor ** n));
}

/** Failures worth retrying: no answer, or a status that says "later". */
export function isTransient(error: ApiError): boolean {
  if (error.kind !== 'http') return true;
  return (
    error.status === 0 || error.status === 401 || error.status === 408 || error.status === 429 || error.status >= 500
  );
}

const isSettled = (tx: Transaction) =>
  tx.status === TransactionStatus.SUCCESSFUL || tx.status === TransactionStatus.FAILED;

function defaultSleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done);
  });
}

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
  private readonly sleep: (ms: number, signal: AbortSignal) => Promise<void>;
  private readonly now: () => number;
  private readonly recordBackoff: Backoff;
  private readonly pollBackoff: Backoff;
  private readonly slowAfterMs: number;

  constructor(
    readonly store: PendingStore,
    private readonly api: TrackerApi,
    options: TrackerOptions = {},
  ) {
    this.sleep = options.sleep ?? defaultSleep;
    this.now = options.now ?? Date.now;
    this.recordBackoff = options.recordBackoff ?? RECORD_BACKOFF;
    this.pollBackoff = options.pollBackoff ?? POLL_BACKOFF;
    this.slowAfterMs = options.slowAfterMs ?? SLOW_AFTER_MS;
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
   * Journals a deposit before the wallet is asked, so a reload, a closed tab or a wallet that
   * errors after broadcasting never loses it. The nonce skips those of the wallet's deposits
   * still on their way (a node's 'pending' count may not include them).
   */
  beginDeposit(intent: DepositIntent): DepositSend {
    const own = this.entriesFor(intent.wallet).filter((e) => e.chainId === intent.chainId && e.nonce !== null);
    const nonce = Math.max(intent.nonce, ...own.map((e) => (e.nonce as number) + 1));
    const key = markerKey(intent.chainId, intent.wallet, nonce);
    const { wallet, chainId, currency, amount, fromBlock } = intent;
    const marker = this.newDeposit(key, {
      wallet,
      chainId,
      currency,
      amount,
      fromBlock,
      nonce,
      stage: 'sending',
      hash: null,
    });
    this.sendingHere.add(key);
    this.store.put(marker);
    const done = (apply: () => void) => {
      this.sendingHere.delete(key);
      apply();
      this.sync();
    };
    return {
      key,
      // Put again even if another tab resolved the marker meanwhile: the hash is the truth.
      sent: (hash) => done(() => this.store.put({ ...(this.store.get(key) ?? marker), stage: 'onChain', hash })),
      notSent: () => done(() => this.store.remove(key)),
      unknown: () => done(() => undefined),
    };
  }

  /** A deposit's hash from elsewhere (pasted by the user): followed on chain, then recorded. */
  trackDeposit(deposit: NewDeposit): TrackedTransaction {
    const existing = this.store.getAll().find((e) => e.hash?.toLowerCase() === deposit.hash.toLowerCase());
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
    this.store.remove(key);
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
    for (let n = 0; !signal.aborted; n += 1) {
      const entry = this.store.get(key);
      const chain = this.chain;
      if (!entry?.hash || entry.stage !== 'onChain' || !chain) return;
      try {
        const step = await checkSentDeposit(chain, { ...entry, hash: entry.hash });
        if (signal.aborted || this.store.get(key)?.stage !== 'onChain') return;
        unreachableShown = false;
        if (step.kind === 'mined') {
          this.store.update(key, { stage: 'recording' });
          return;
        }
        if (step.kind === 'reverted')
          return this.end(entry, { type: 'reverted', entry, feePaid: step.feePaid, reason: step.reason });
        if (step.kind === 'cancelled' || step.kind === 'replaced')
          return this.end(entry, { type: 'ended', entry, how: step.kind });
        if (step.kind === 'repriced') {
          const followed = this.store.update(key, { hash: step.hash, ...this.paid(step.payment) });
          if (followed) this.emit({ type: 'repriced', entry: followed });
          continue;
        }
        if (step.nonce !== null && entry.nonce === null) this.store.update(key, { nonce: step.nonce });
      } catch {
        // No answer from the node is not an answer about the deposit: it stays on its way.
        if (!unreachableShown) this.emit({ type: 'chainUnreachable', entry });
        unreachableShown = true;
      }
      if (!slowShown && this.now() - start >= this.slowAfterMs) {
        slowShown = true;
        this.emit({ type: 'slow', entry });
      }
      await this.sleep(backoffDelay(CHAIN_BACKOFF, n), signal);
    }
  }

  /** A marker from a wallet request that did not return a hash: found on chain, or not sent. */
  private async resolveMarker(key: string, signal: AbortSignal): Promise<void> {
    for (let n = 0; !signal.aborted; n += 1) {
      const entry = this.store.get(key);
      const chain = this.chain;
      if (!entry || entry.stage !== 'sending' || entry.nonce === null || !chain || this.sendingHere.has(key)) return;
      try {
        const step = await checkMarker(chain, { ...entry, nonce: entry.nonce }, this.now(), MARKER_GRACE_MS);
        if (signal.aborted || this.store.get(key)?.stage !== 'sending' || this.sendingHere.has(key)) return;
        if (step.kind === 'notSent') return this.end(entry, { type: 'ended', entry, how: 'notSent' });
        if (step.kind === 'found') {
          const found = this.store.update(key, { stage: 'onChain', hash: step.hash, ...this.paid(step.payment) });
          if (found) this.emit({ type: 'found', entry: found });
          return;
        }
      } catch {
        // The node did not answer: the marker stays, and is looked at again.
      }
      await this.sleep(backoffDelay(CHAIN_BACKOFF, n), signal);
    }
  }

  private paid(payment: { currency: string; units: bigint }): Pick<TrackedTransaction, 'currency' | 'amount'> {
    return { currency: payment.currency, amount: fromUnits(payment.units, decimalsOf(payment.currency)) };
  }

  private end(entry: TrackedTransaction, event: TrackerEvent): void {
    this.store.remove(entry.key);
    this.emit(event);
  }

  private async record(key: string, signal: AbortSignal): Promise<void> {
    let entry = this.store.get(key);
    if (!entry?.hash) return;
    const hash = entry.hash;
    this.emit({ type: 'recording', entry });
    for (let n = 0; !signal.aborted; n += 1) {
      entry = this.store.get(key);
      if (!entry || entry.stage !== 'recording') return;
      let result: RecordResult;
      try {
        result = await this.api.recordDeposit(entry);
      } catch (error) {
        result = {
          ok: false,
          error: { kind: 'network', status: 0, message: error instanceof Error ? error.message : String(error) },
        };
      }
      if (signal.aborted || !this.store.get(key)) return;
      if (result.ok) {
        this.store.update(key, {
          stage: 'following',
          txId: result.tx.id,
          attempts: entry.attempts + 1,
          lastError: null,
        });
        return;
      }
      // The attempt may have landed (its answer was lost), or another tab recorded it.
      const known = await this.safeGetByHash(hash);
      if (signal.aborted || !this.store.get(key)) return;
      if (known) {
        this.store.update(key, { stage: 'following', txId: known.id, attempts: entry.attempts + 1, lastError: null });
        return;
      }
      const message = result.error.message;
      if (!isTransient(result.error)) {
        const rejected = this.store.update(key, {
          stage: 'rejected',
          attempts: entry.attempts + 1,
          lastError: message,
        });
        if (rejected) this.emit({ type: 'rejected', entry: rejected, message });
        return;
      }
      const updated = this.store.update(key, { attempts: entry.attempts + 1, lastError: message });
      const delayMs = backoffDelay(this.recordBackoff, n);
      if (updated) this.emit({ type: 'recordRetrying', entry: updated, delayMs, message });
      await this.sleep(delayMs, signal);
    }
  }

  private async followStatus(key: string, signal: AbortSignal): Promise<void> {
    const start = this.now();
    let slowShown = false;
    const first = this.store.get(key);
    if (!first) return;
    this.emit({ type: 'processing', entry: first });
    for (let n = 0; !signal.aborted; n += 1) {
      const entry = this.store.get(key);
      if (!entry) return;
      const tx = entry.hash
        ? await this.safeGetByHash(entry.hash)
        : entry.txId
          ? await this.safeGetById(entry.txId, entry.createdAt)
          : null;
      if (signal.aborted || !this.store.get(key)) return;
      if (tx && isSettled(tx)) {
        this.store.remove(key);
        this.emit({
          type: 'settled',
          entry,
          tx,
          outcome: tx.status === TransactionStatus.SUCCESSFUL ? 'successful' : 'failed',
        });
        return;
      }
      if (!slowShown && this.now() - start >= this.slowAfterMs) {
        slowShown = true;
        this.emit({ type: 'slow', entry });
      }
      await this.sleep(backoffDelay(this.pollBackoff, n), signal);
    }
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
