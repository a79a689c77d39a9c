// Follows money transactions until they settle, across reloads, for the verified wallet only
// (the backend records for that wallet alone). Framework-free: the React side passes in the API
// calls and shows the events (docs/money-in-flight.md, "How money moves"). Its loops: chainLooks.ts
// (on chain) and depositRecording.ts (the backend); what it takes and tells: trackerTypes.ts.
import type { Transaction, TxHash } from '@/api/staking/types';
import { sleep } from '@/api/retry';
import { crossTabTurns } from '@/lib/crossTabLock';
import { createListeners } from '@/lib/listeners';
import { BlockClock } from './blockTime';
import { followChain, resolveMarker } from './chainLooks';
import type { ChainWatch } from './chainWatch';
import { followStatus, recordDeposit } from './depositRecording';
import {
  depositEntry,
  depositKey,
  markerKey,
  recordEntry,
  type TrackedKind,
  type TrackedTransaction,
} from './pendingEntry';
import type { PendingStore } from './pendingStore';
import {
  DEPOSIT_RECORD_DONE_KEY,
  DISMISS_AFTER_MS,
  LOOP_RESTART_MS,
  POLL_BACKOFF,
  RECORD_BACKOFF,
  SLOW_AFTER_MS,
  type DepositIntent,
  type DepositSend,
  type NewDeposit,
  type TrackerApi,
  type TrackerContext,
  type TrackerEvent,
  type TrackerOptions,
} from './trackerTypes';

export class TransactionTracker {
  private wallet: string | null = null;
  private readonly running = new Map<string, AbortController>();
  /** Markers whose wallet request is still open in this tab: not resolved from the chain. */
  private readonly sendingHere = new Set<string>();
  private chain: ChainWatch | null = null;
  private readonly listeners = createListeners<[TrackerEvent]>();
  private readonly presenters: Array<(event: TrackerEvent) => void> = [];
  private unsubscribeStore: (() => void) | null = null;
  private retained = 0;
  private readonly now: () => number;
  /** What the loops (chainLooks.ts, depositRecording.ts) share with the tracker. */
  private readonly context: TrackerContext;

  constructor(
    readonly store: PendingStore,
    api: TrackerApi,
    options: TrackerOptions = {},
  ) {
    this.now = options.now ?? Date.now;
    this.context = {
      store,
      api,
      chain: () => this.chain,
      now: this.now,
      sleep: options.sleep,
      recordBackoff: options.recordBackoff ?? RECORD_BACKOFF,
      pollBackoff: options.pollBackoff ?? POLL_BACKOFF,
      slowAfterMs: options.slowAfterMs ?? SLOW_AFTER_MS,
      exclusive: options.exclusive ?? crossTabTurns(DEPOSIT_RECORD_DONE_KEY),
      clock: new BlockClock(this.now),
      memos: new Map(),
      fromBlockStored: new Map(),
      sendingHere: this.sendingHere,
      emit: (event) => this.emit(event),
    };
  }

  /** Every event, for whoever wants them (balances refresh on 'settled'). */
  onEvent(listener: (event: TrackerEvent) => void): () => void {
    return this.listeners.subscribe(listener);
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
      ...depositEntry(key, this.now(), {
        wallet,
        chainId,
        currency,
        amount,
        fromBlock,
        nonce,
        stage: 'sending',
        hash: null,
      }),
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
    // Every change of an entry's hash goes through the journal: one hash is never held twice.
    this.store.claimHash(marker.key, hash, { stage: 'onChain' });
  }

  /**
   * The deposit's nonce as the wallet's own node tells it, right after sending: the app's node
   * may not see the transaction before a speed-up or cancel replaces it.
   */
  nonceFromWallet(hash: TxHash, nonce: number): void {
    const entry = this.store.getAll().find((e) => e.hash?.toLowerCase() === hash.toLowerCase());
    if (entry && !entry.nonceSeen) this.store.update(entry.key, { nonce, nonceSeen: true });
  }

  /** A deposit's hash from elsewhere (pasted by the user): followed on chain, then recorded. */
  trackDeposit(deposit: NewDeposit): TrackedTransaction {
    const held = (e: TrackedTransaction) => e.hash?.toLowerCase() === deposit.hash.toLowerCase();
    const existing = this.store.getAll().find(held) ?? this.store.getFinished().find(held);
    if (existing) return existing;
    const { hash, wallet, chainId, currency, amount } = deposit;
    const entry = depositEntry(depositKey(hash), this.now(), {
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

  /** A withdrawal or swap the backend has just recorded: follow its status. */
  follow(kind: Exclude<TrackedKind, 'deposit'>, tx: Transaction): TrackedTransaction {
    const entry = recordEntry(kind, tx, this.now());
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
    this.listeners.notify(event);
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
      if (stage() === 'sending') await resolveMarker(this.context, key, controller.signal);
      if (!controller.signal.aborted && stage() === 'onChain') await followChain(this.context, key, controller.signal);
      if (!controller.signal.aborted && stage() === 'recording')
        await recordDeposit(this.context, key, controller.signal);
      if (!controller.signal.aborted && this.store.get(key)?.stage === 'following')
        await followStatus(this.context, key, controller.signal);
    } catch (error) {
      // A loop broken by the unexpected (a presenter or the storage threw) would leave its entry
      // unfollowed until the journal next changes: it starts again a little later.
      if (process.env.NODE_ENV !== 'production') console.error(error);
      if (!controller.signal.aborted) void this.syncAfter(LOOP_RESTART_MS);
    } finally {
      if (this.running.get(key) === controller) this.running.delete(key);
    }
  }

  private async syncAfter(ms: number): Promise<void> {
    await (this.context.sleep ?? sleep)(ms);
    this.sync();
  }
}
