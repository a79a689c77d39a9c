// The transactions the app still follows, in localStorage so a reload, a crash or a closed tab
// never loses one (above all a sent deposit not yet recorded). Holds no secret. The entries:
// pendingEntry.ts; the journal's rules and stored form: pendingJournal.ts.
import { createListeners } from '@/lib/listeners';
import { PENDING_MONEY_STORAGE_KEY } from '@/lib/session';
import type { FinishedOutcome, FinishedTransaction, TrackedTransaction } from './pendingEntry';
import {
  finishIn,
  forwardOnly,
  parseStored,
  sameHash,
  survivorOf,
  type Journal,
  type StoredShape,
} from './pendingJournal';

/** Kept when a session ends (sessionStorage.ts, KEPT_STORAGE_KEYS): it holds no secret. */
export const PENDING_STORAGE_KEY = PENDING_MONEY_STORAGE_KEY;

/** The removed recent-transactions store's key: nothing reads it, so the journal clears it away. */
export const OLD_TRANSACTIONS_KEY = 'wallet.transactions';

export class PendingStore {
  private journal: Journal;
  private readonly listeners = createListeners();
  private storageHoldsAll = true;
  /** The stored text the journal was last read from or written as. */
  private lastRaw: string | null | undefined = undefined;
  private detachStorage: (() => void) | null = null;

  constructor(
    private readonly storage: Storage | null = safeLocalStorage(),
    private readonly now: () => number = Date.now,
  ) {
    this.journal = this.read();
    try {
      this.storage?.removeItem(OLD_TRANSACTIONS_KEY);
    } catch {
      // Storage blocked: nothing to clear either.
    }
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    const unsubscribe = this.listeners.subscribe(listener);
    if (this.listeners.size === 1) this.listenToOtherTabs();
    return () => {
      unsubscribe();
      if (this.listeners.size === 0) {
        this.detachStorage?.();
        this.detachStorage = null;
      }
    };
  };

  /** Every entry still followed, oldest first (a stable array until something changes). */
  readonly getAll = (): readonly TrackedTransaction[] => this.journal.entries;

  /** Entries that ended lately, newest first (a stable array until something changes). */
  readonly getFinished = (): readonly FinishedTransaction[] => this.journal.finished;

  get(key: string): TrackedTransaction | undefined {
    return this.journal.entries.find((entry) => entry.key === key);
  }

  /** The finished entry that held this hash, if one ended lately. */
  finishedWithHash(hash: string): FinishedTransaction | undefined {
    return this.journal.finished.find((entry) => sameHash(entry.hash, hash));
  }

  /** Adds or replaces the entry with this key, and writes at once. */
  put(entry: TrackedTransaction): void {
    this.mutateEntries((entries) => {
      const index = entries.findIndex((existing) => existing.key === entry.key);
      return index === -1 ? [...entries, entry] : entries.map((existing, i) => (i === index ? entry : existing));
    });
  }

  /**
   * Changes some fields of an entry; nothing happens if it is gone (here or in another tab). A
   * stage that would move it back is ignored: another tab may have recorded it meanwhile.
   */
  update(key: string, change: Partial<Omit<TrackedTransaction, 'key'>>): TrackedTransaction | undefined {
    let updated: TrackedTransaction | undefined;
    this.mutateEntries((entries) =>
      entries.map((entry) => (entry.key === key ? (updated = { ...entry, ...forwardOnly(entry, change) }) : entry)),
    );
    return updated;
  }

  /**
   * Gives an entry a hash in one step with the rest of the journal, so one hash is never held
   * twice: another entry with it merges with this one (the one further on survives), and a hash
   * that has already finished ends this entry as a duplicate. Returns the entry now holding it.
   */
  claimHash(
    key: string,
    hash: NonNullable<TrackedTransaction['hash']>,
    change: Partial<Omit<TrackedTransaction, 'key' | 'hash'>> = {},
  ): TrackedTransaction | undefined {
    let holder: TrackedTransaction | undefined;
    this.mutate((journal) => {
      const own = journal.entries.find((entry) => entry.key === key);
      if (!own) return journal;
      const claimed = { ...own, ...forwardOnly(own, change), hash };
      if (journal.finished.some((entry) => sameHash(entry.hash, hash))) {
        return finishIn(journal, claimed, 'duplicate', this.now());
      }
      const other = journal.entries.find((entry) => entry.key !== key && sameHash(entry.hash, hash));
      holder = other ? survivorOf(other, claimed) : claimed;
      const loser = holder === claimed ? other : claimed;
      const entries = journal.entries
        .filter((entry) => entry.key !== loser?.key)
        .map((entry) => (entry.key === holder?.key ? (holder as TrackedTransaction) : entry));
      return { ...journal, entries };
    });
    return holder;
  }

  /** Ends an entry: it leaves the followed ones and is kept a while among the finished. */
  finish(key: string, outcome: FinishedOutcome): void {
    this.mutate((journal) => {
      const entry = journal.entries.find((candidate) => candidate.key === key);
      return entry ? finishIn(journal, entry, outcome, this.now()) : journal;
    });
  }

  /**
   * Clears a wallet's finished entries from its recent transactions (the account dialog's Clear);
   * its followed ones stay. They are kept, marked, until newer ones push them out: a hash pasted
   * again must still be known as done.
   */
  clearFinished(wallet: string): void {
    const key = wallet.toLowerCase();
    const clears = (entry: FinishedTransaction) => entry.wallet.toLowerCase() === key && !entry.cleared;
    this.mutate((journal) =>
      journal.finished.some(clears)
        ? {
            ...journal,
            finished: journal.finished.map((entry) => (clears(entry) ? { ...entry, cleared: true } : entry)),
          }
        : journal,
    );
  }

  remove(key: string): void {
    this.mutateEntries((entries) => entries.filter((entry) => entry.key !== key));
  }

  /** Re-reads storage (another tab wrote it). */
  reload(): void {
    const stored = this.read();
    // Entries only this page could keep (its write failed) stay beside what storage holds.
    const keys = new Set(stored.entries.map((entry) => entry.key));
    this.journal = this.storageHoldsAll
      ? stored
      : { ...stored, entries: [...stored.entries, ...this.journal.entries.filter((e) => !keys.has(e.key))] };
    this.emit();
  }

  private mutateEntries(change: (entries: readonly TrackedTransaction[]) => readonly TrackedTransaction[]): void {
    this.mutate((journal) => {
      const entries = change(journal.entries);
      const unchanged = entries.length === journal.entries.length && entries.every((e, i) => e === journal.entries[i]);
      return unchanged ? journal : { ...journal, entries };
    });
  }

  /**
   * Every change re-reads storage, applies and writes in one synchronous step: another tab's
   * entry written a moment ago is never overwritten by this tab's older copy.
   */
  private mutate(change: (journal: Journal) => Journal): void {
    // Once a write failed (storage full or blocked), this page's memory is the only full copy.
    const current = this.storage && this.storageHoldsAll ? this.read() : this.journal;
    const next = change(current);
    if (next === current && current === this.journal) return;
    this.journal = next;
    if (next !== current) this.write();
    this.emit();
  }

  private emit(): void {
    this.listeners.notify();
  }

  /** The stored journal; the same object as now while the stored text is unchanged. */
  private read(): Journal {
    let raw: string | null | undefined;
    try {
      raw = this.storage?.getItem(PENDING_STORAGE_KEY) ?? null;
    } catch {
      raw = null;
    }
    if (raw === this.lastRaw && this.journal) return this.journal;
    this.lastRaw = raw;
    return parseStored(raw);
  }

  private write(): void {
    const { entries, finished } = this.journal;
    try {
      const stored: StoredShape = {
        v: 1,
        entries: [...entries],
        ...(finished.length > 0 && { finished: [...finished] }),
      };
      const raw = entries.length === 0 && finished.length === 0 ? null : JSON.stringify(stored);
      if (raw === null) this.storage?.removeItem(PENDING_STORAGE_KEY);
      else this.storage?.setItem(PENDING_STORAGE_KEY, raw);
      this.lastRaw = raw;
      this.storageHoldsAll = true;
    } catch {
      // Storage full or blocked: the entry still lives in memory for this page.
      this.storageHoldsAll = false;
    }
  }

  private listenToOtherTabs(): void {
    if (typeof window === 'undefined') return;
    const onStorage = (event: StorageEvent) => {
      if (event.key === PENDING_STORAGE_KEY || event.key === null) this.reload();
    };
    window.addEventListener('storage', onStorage);
    this.detachStorage = () => window.removeEventListener('storage', onStorage);
  }
}

function safeLocalStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}
