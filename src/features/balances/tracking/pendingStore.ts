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

interface StoredShape {
  v: 1;
  entries: TrackedTransaction[];
}

export class PendingStore {
  private entries: readonly TrackedTransaction[];
  private readonly listeners = new Set<() => void>();
  private storageHoldsAll = true;
  /** The stored text the entries were last read from or written as. */
  private lastRaw: string | null | undefined = undefined;
  private detachStorage: (() => void) | null = null;

  constructor(private readonly storage: Storage | null = safeLocalStorage()) {
    this.entries = this.read();
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

  /** Every entry, oldest first (a stable array until something changes). */
  readonly getAll = (): readonly TrackedTransaction[] => this.entries;

  get(key: string): TrackedTransaction | undefined {
    return this.entries.find((entry) => entry.key === key);
  }

  /** Adds or replaces the entry with this key, and writes at once. */
  put(entry: TrackedTransaction): void {
    this.mutate((entries) => {
      const index = entries.findIndex((existing) => existing.key === entry.key);
      return index === -1 ? [...entries, entry] : entries.map((existing, i) => (i === index ? entry : existing));
    });
  }

  /** Changes some fields of an entry; nothing happens if it is gone (here or in another tab). */
  update(key: string, change: Partial<Omit<TrackedTransaction, 'key'>>): TrackedTransaction | undefined {
    let updated: TrackedTransaction | undefined;
    this.mutate((entries) => entries.map((entry) => (entry.key === key ? (updated = { ...entry, ...change }) : entry)));
    return updated;
  }

  remove(key: string): void {
    this.mutate((entries) => entries.filter((entry) => entry.key !== key));
  }

  /** Re-reads storage (another tab wrote it). */
  reload(): void {
    const stored = this.read();
    // Entries only this page could keep (its write failed) stay beside what storage holds.
    const keys = new Set(stored.map((entry) => entry.key));
    this.entries = this.storageHoldsAll ? stored : [...stored, ...this.entries.filter((e) => !keys.has(e.key))];
    this.emit();
  }

  /**
   * Every change re-reads storage, applies and writes in one synchronous step: another tab's
   * entry written a moment ago is never overwritten by this tab's older copy.
   */
  private mutate(change: (entries: readonly TrackedTransaction[]) => readonly TrackedTransaction[]): void {
    // Once a write failed (storage full or blocked), this page's memory is the only full copy.
    const current = this.storage && this.storageHoldsAll ? this.read() : this.entries;
    const next = change(current);
    const unchanged = next.length === current.length && next.every((entry, i) => entry === current[i]);
    if (unchanged && current === this.entries) return;
    this.entries = unchanged ? current : next;
    if (!unchanged) this.write();
    this.emit();
  }

  private emit(): void {
    for (const listener of [...this.listeners]) listener();
  }

  /** The stored entries; the same array as now while the stored text is unchanged. */
  private read(): readonly TrackedTransaction[] {
    let raw: string | null | undefined;
    try {
      raw = this.storage?.getItem(PENDING_STORAGE_KEY) ?? null;
    } catch {
      raw = null;
    }
    if (raw === this.lastRaw && this.entries) return this.entries;
    this.lastRaw = raw;
    return parseStored(raw);
  }

  private write(): void {
    try {
      const raw =
        this.entries.length === 0 ? null : JSON.stringify({ v: 1, entries: [...this.entries] } satisfies StoredShape);
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

function parseStored(raw: string | null): TrackedTransaction[] {
  if (!raw) return [];
  try {
    const parsed = JSON.parse(raw) as Partial<StoredShape> | null;
    if (!parsed || parsed.v !== 1 || !Array.isArray(parsed.entries)) return [];
    return parsed.entries.filter(isTrackedTransaction).map(normalise);
  } catch {
    return [];
  }
}

function safeLocalStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}
