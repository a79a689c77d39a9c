/**
 * Follows money transactions until they settle, whatever happens to the page:
 *
 * - A deposit is written to the pending store the moment the wallet returns its hash. Then
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
import { depositKey, recordKey, type PendingStore, type TrackedKind, type TrackedTransaction } from './pendingStore';

export type RecordResult = { ok: true; tx: Transaction } | { ok: false; error: ApiError };

export interface TrackerApi {
  /** POST /api/transaction for a deposit entry. */
  recordDeposit(entry: TrackedTransaction): Promise<RecordResult>;
  /** GET /api/transaction/hash/{hash}; null when unknown or on any failure. */
  getByHash(hash: TxHash): Promise<Transaction | null>;
  /** The record with this id (newest page of GET /api/transaction); null when not found or on failure. */
  getById(id: string): Promise<Transaction | null>;
}

export type TrackerEvent =
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

export class TransactionTracker {
  private wallet: string | null = null;
  private readonly running = new Map<string, AbortController>();
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

  /** Call the moment the wallet returns a deposit's hash: it is stored before anything else. */
  trackDeposit(deposit: NewDeposit): TrackedTransaction {
    const key = depositKey(deposit.hash);
    const existing = this.store.get(key);
    if (existing) return existing;
    const entry: TrackedTransaction = {
      key,
      kind: 'deposit',
      stage: 'recording',
      hash: deposit.hash,
      txId: null,
      wallet: deposit.wallet,
      chainId: deposit.chainId,
      currency: deposit.currency,
      toCurrency: null,
      amount: deposit.amount,
      createdAt: this.now(),
      attempts: 0,
      lastError: null,
    };
    this.store.put(entry);
    this.sync();
    return entry;
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
      const controller = new AbortController();
      this.running.set(entry.key, controller);
      void this.run(entry.key, controller);
    }
  }

  private async run(key: string, controller: AbortController): Promise<void> {
    try {
      const entry = this.store.get(key);
      if (entry?.stage === 'recording') await this.record(key, controller.signal);
      if (!controller.signal.aborted && this.store.get(key)?.stage === 'following')
        await this.followStatus(key, controller.signal);
    } finally {
      if (this.running.get(key) === controller) this.running.delete(key);
    }
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
          ? await this.safeGetById(entry.txId)
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

  private async safeGetById(id: string): Promise<Transaction | null> {
    try {
      return await this.api.getById(id);
    } catch {
      return null;
    }
  }
}
