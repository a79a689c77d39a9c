// The transactions the app still follows, in localStorage so a reload, a crash or a closed tab
// never loses one (above all a sent deposit not yet recorded). Holds no secret.
import type { Address, TxHash } from '@/api/staking/types';
import type { ScanState } from './nonceSearch';
import { PENDING_MONEY_STORAGE_KEY } from '@/lib/session';
import { isTxHash } from '@/lib/money/txHash';

/** Kept when a session ends (sessionStorage.ts, KEPT_STORAGE_KEYS): it holds no secret. */
export const PENDING_STORAGE_KEY = PENDING_MONEY_STORAGE_KEY;

export type TrackedKind = 'deposit' | 'withdraw' | 'swap';

/** 'sending': asked the wallet, no hash yet (found on chain by nonce); 'onChain': not mined yet;
 * 'recording': mined (older versions: sent), not recorded yet; 'rejected': refused by the backend,
 * kept, shown, retried on demand; 'following': recorded, followed until it settles. */
export type TrackedStage = 'sending' | 'onChain' | 'recording' | 'rejected' | 'following';

export interface TrackedTransaction {
  /** A deposit's 'deposit:<chain>:<wallet>:<nonce>' (older: its hash), or 'id:<record id>'. */
  key: string;
  kind: TrackedKind;
  stage: TrackedStage;
  hash: TxHash | null;
  /** The backend record's id once known. */
  txId: string | null;
  wallet: Address;
  chainId: number;
  currency: string;
  toCurrency: string | null;
  /** Decimal string as sent to the backend. */
  amount: string;
  /** Epoch ms when the app started tracking it. */
  createdAt: number;
  /** POST /api/transaction attempts made for a deposit. */
  attempts: number;
  /** The last failure's message (server text), for the pending list. */
  lastError: string | null;
  /** A deposit's nonce in its wallet (guessed before the wallet was asked), and the block then. */
  nonce: number | null;
  fromBlock: number | null;
  /** The wallet's nonce at latest when the marker was written: the deposit's nonce is not below it. */
  nonceFloor?: number | null;
  /** `nonce` was read from the transaction on chain (not the marker's guess). */
  nonceSeen?: boolean;
  /** The one deep search's progress over old blocks (never run twice for an entry). */
  scan?: ScanState | null;
  /** Its nonce was used and the search could not see by what: only cheap checks go on. */
  unseen?: boolean;
}

const ADDRESS = /^0x[0-9a-fA-F]{40}$/;
const AMOUNT = /^\d+(\.\d+)?$/;
const KINDS: readonly string[] = ['deposit', 'withdraw', 'swap'];
const STAGES: readonly string[] = ['sending', 'onChain', 'recording', 'rejected', 'following'];
const isCount = (v: unknown) => v === undefined || v === null || (Number.isSafeInteger(v) && (v as number) >= 0);
const isFlag = (v: unknown) => v === undefined || typeof v === 'boolean';
const isBlock = (v: unknown) => Number.isSafeInteger(v) && (v as number) >= 0;
/** Entries written before the search was kept have none of its fields (read as none). */
const isScan = (v: unknown) =>
  v === undefined ||
  v === null ||
  (typeof v === 'object' && isBlock((v as ScanState).next) && isBlock((v as ScanState).end));

/** A stored entry as written by this version; anything else is dropped when read. */
export function isTrackedTransaction(value: unknown): value is TrackedTransaction {
  if (typeof value !== 'object' || value === null) return false;
  const e = value as Record<string, unknown>;
  const isStringOrNull = (v: unknown) => v === null || typeof v === 'string';
  return (
    typeof e.key === 'string' &&
    typeof e.kind === 'string' &&
    KINDS.includes(e.kind) &&
    typeof e.stage === 'string' &&
    STAGES.includes(e.stage) &&
    (e.hash === null || isTxHash(e.hash)) &&
    isStringOrNull(e.txId) &&
    typeof e.wallet === 'string' &&
    ADDRESS.test(e.wallet) &&
    typeof e.chainId === 'number' &&
    typeof e.currency === 'string' &&
    isStringOrNull(e.toCurrency) &&
    typeof e.amount === 'string' &&
    AMOUNT.test(e.amount) &&
    typeof e.createdAt === 'number' &&
    typeof e.attempts === 'number' &&
    isStringOrNull(e.lastError) &&
    isCount(e.nonce) &&
    isCount(e.fromBlock) &&
    isCount(e.nonceFloor) &&
    isFlag(e.nonceSeen) &&
    isScan(e.scan) &&
    isFlag(e.unseen) &&
    // A deposit is found by its hash (a marker by its nonce), the others by their record id.
    (e.kind === 'deposit' ? (e.stage === 'sending' ? typeof e.nonce === 'number' : e.hash !== null) : e.txId !== null)
  );
}

/** Entries written before nonces were kept read with none. */
const normalise = (entry: TrackedTransaction): TrackedTransaction => ({
  ...entry,
  nonce: entry.nonce ?? null,
  fromBlock: entry.fromBlock ?? null,
});

export function depositKey(hash: string): string {
  return hash.toLowerCase();
}

export function recordKey(id: string): string {
  return `id:${id}`;
}

export function markerKey(chainId: number, wallet: string, nonce: number): string {
  return `deposit:${chainId}:${wallet.toLowerCase()}:${nonce}`;
}

/** How a journal entry ended: kept a while for the account dialog's recent transactions. */
export type FinishedOutcome =
  'successful' | 'failed' | 'cancelled' | 'replaced' | 'notSent' | 'reverted' | 'dismissed' | 'duplicate';

export interface FinishedTransaction extends TrackedTransaction {
  outcome: FinishedOutcome;
  /** Epoch ms it ended. */
  finishedAt: number;
  /** Cleared from the recent transactions; still kept, so a hash pasted again is known as done. */
  cleared?: boolean;
}

const OUTCOMES: readonly string[] = [
  'successful',
  'failed',
  'cancelled',
  'replaced',
  'notSent',
  'reverted',
  'dismissed',
  'duplicate',
];

/** Finished entries kept per wallet (the account dialog shows three) and on the device. */
export const FINISHED_PER_WALLET = 5;
export const FINISHED_MAX = 30;

export function isFinishedTransaction(value: unknown): value is FinishedTransaction {
  const e = value as Partial<FinishedTransaction> | null;
  return (
    isTrackedTransaction(value) &&
    typeof e?.outcome === 'string' &&
    OUTCOMES.includes(e.outcome) &&
    typeof e.finishedAt === 'number' &&
    (e.cleared === undefined || typeof e.cleared === 'boolean')
  );
}

/** The order a deposit goes through; an entry never moves back (a refusal sits beside recording). */
const STAGE_RANK: Record<TrackedStage, number> = { sending: 0, onChain: 1, recording: 2, rejected: 2, following: 3 };

const sameHash = (a: string | null, b: string | null) =>
  a !== null && b !== null && a.toLowerCase() === b.toLowerCase();

/** `change` without a stage that would move `entry` back (another tab may be further on). */
function forwardOnly(
  entry: TrackedTransaction,
  change: Partial<Omit<TrackedTransaction, 'key'>>,
): Partial<Omit<TrackedTransaction, 'key'>> {
  if (!change.stage || STAGE_RANK[change.stage] >= STAGE_RANK[entry.stage]) return change;
  const { stage: _backwards, ...rest } = change;
  return rest;
}

/** Of two entries holding one hash, the one further on (a recorded one above all) survives. */
function survivorOf(a: TrackedTransaction, b: TrackedTransaction): TrackedTransaction {
  if (STAGE_RANK[b.stage] > STAGE_RANK[a.stage]) return b;
  if (STAGE_RANK[a.stage] > STAGE_RANK[b.stage]) return a;
  return a.txId || !b.txId ? a : b;
}

/** The newest finished entries first, at most FINISHED_PER_WALLET per wallet and FINISHED_MAX in all. */
function keepRecent(finished: readonly FinishedTransaction[]): FinishedTransaction[] {
  const perWallet = new Map<string, number>();
  return [...finished]
    .sort((a, b) => b.finishedAt - a.finishedAt)
    .filter((entry) => {
      const wallet = entry.wallet.toLowerCase();
      const count = (perWallet.get(wallet) ?? 0) + 1;
      perWallet.set(wallet, count);
      return count <= FINISHED_PER_WALLET;
    })
    .slice(0, FINISHED_MAX);
}

interface Journal {
  entries: readonly TrackedTransaction[];
  finished: readonly FinishedTransaction[];
}

interface StoredShape {
  v: 1;
  entries: TrackedTransaction[];
  /** Absent while empty (journals written before it existed read the same). */
  finished?: FinishedTransaction[];
}

const EMPTY: Journal = { entries: [], finished: [] };

export class PendingStore {
  private journal: Journal;
  private readonly listeners = new Set<() => void>();
  private storageHoldsAll = true;
  /** The stored text the journal was last read from or written as. */
  private lastRaw: string | null | undefined = undefined;
  private detachStorage: (() => void) | null = null;

  constructor(
    private readonly storage: Storage | null = safeLocalStorage(),
    private readonly now: () => number = Date.now,
  ) {
    this.journal = this.read();
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    if (this.listeners.size === 1) this.listenToOtherTabs();
    return () => {
      this.listeners.delete(listener);
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
        return this.finishIn(journal, claimed, 'duplicate');
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
      return entry ? this.finishIn(journal, entry, outcome) : journal;
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

  private finishIn(journal: Journal, entry: TrackedTransaction, outcome: FinishedOutcome): Journal {
    const finished: FinishedTransaction = { ...entry, outcome, finishedAt: this.now() };
    return {
      entries: journal.entries.filter((candidate) => candidate.key !== entry.key),
      finished: keepRecent([finished, ...journal.finished.filter((candidate) => candidate.key !== entry.key)]),
    };
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
    for (const listener of [...this.listeners]) listener();
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

function parseStored(raw: string | null): Journal {
  if (!raw) return EMPTY;
  try {
    const parsed = JSON.parse(raw) as Partial<StoredShape> | null;
    if (!parsed || parsed.v !== 1 || !Array.isArray(parsed.entries)) return EMPTY;
    const finished = Array.isArray(parsed.finished) ? parsed.finished : [];
    return {
      entries: parsed.entries.filter(isTrackedTransaction).map(normalise),
      finished: finished.filter(isFinishedTransaction).map((entry) => ({ ...entry, ...normalise(entry) })),
    };
  } catch {
    return EMPTY;
  }
}

function safeLocalStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}
