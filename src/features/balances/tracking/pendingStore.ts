/**
 * The transactions the app is still following, kept in localStorage so that a reload (or a
 * crash, or closing the tab) never loses one: above all a deposit whose wallet transaction was
 * sent but whose backend record was not created yet. Framework-free; other tabs' changes arrive
 * through the 'storage' event. Holds no secret: hashes, ids, amounts, addresses.
 */
import type { Address, TxHash } from '@/api/staking/types';
import { PENDING_MONEY_STORAGE_KEY } from '@/lib/session/sessionStorage';
import { isTxHash } from '@/lib/money/txHash';

/** Kept when a session ends (sessionStorage.ts, KEPT_STORAGE_KEYS): it holds no secret. */
export const PENDING_STORAGE_KEY = PENDING_MONEY_STORAGE_KEY;

export type TrackedKind = 'deposit' | 'withdraw' | 'swap';

/**
 * 'recording': a deposit sent from the wallet; POST /api/transaction has not succeeded yet.
 * 'rejected': the backend refused to record that deposit (a 4xx); kept, shown, retried on demand.
 * 'following': the backend has the record; its status is followed until it settles.
 */
export type TrackedStage = 'recording' | 'rejected' | 'following';

export interface TrackedTransaction {
  /** The deposit's hash, or 'id:<record id>' for a withdrawal or a swap. */
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
}

const ADDRESS = /^0x[0-9a-fA-F]{40}$/;
const AMOUNT = /^\d+(\.\d+)?$/;
const KINDS: readonly string[] = ['deposit', 'withdraw', 'swap'];
const STAGES: readonly string[] = ['recording', 'rejected', 'following'];

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
    // A deposit is found by its hash, the others by their record id.
    (e.kind === 'deposit' ? e.hash !== null : e.txId !== null)
  );
}

export function depositKey(hash: string): string {
  return hash.toLowerCase();
}

export function recordKey(id: string): string {
  return `id:${id}`;
}

interface StoredShape {
  v: 1;
  entries: TrackedTransaction[];
}

export class PendingStore {
  private entries: readonly TrackedTransaction[];
  private readonly listeners = new Set<() => void>();
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
    const index = this.entries.findIndex((existing) => existing.key === entry.key);
    const next =
      index === -1
        ? [...this.entries, entry]
        : this.entries.map((existing) => (existing.key === entry.key ? entry : existing));
    this.commit(next);
  }

  /** Changes some fields of an entry; nothing happens if it is gone. */
  update(key: string, change: Partial<Omit<TrackedTransaction, 'key'>>): TrackedTransaction | undefined {
    const current = this.get(key);
    if (!current) return undefined;
    const next = { ...current, ...change };
    this.put(next);
    return next;
  }

  remove(key: string): void {
    if (!this.get(key)) return;
    this.commit(this.entries.filter((entry) => entry.key !== key));
  }

  /** Re-reads storage (another tab wrote it). */
  reload(): void {
    this.entries = this.read();
    this.emit();
  }

  private commit(next: readonly TrackedTransaction[]): void {
    this.entries = next;
    this.write();
    this.emit();
  }

  private emit(): void {
    for (const listener of [...this.listeners]) listener();
  }

  private read(): TrackedTransaction[] {
    try {
      const raw = this.storage?.getItem(PENDING_STORAGE_KEY);
      if (!raw) return [];
      const parsed = JSON.parse(raw) as Partial<StoredShape> | null;
      if (!parsed || parsed.v !== 1 || !Array.isArray(parsed.entries)) return [];
      return parsed.entries.filter(isTrackedTransaction);
    } catch {
      return [];
    }
  }

  private write(): void {
    try {
      if (this.entries.length === 0) this.storage?.removeItem(PENDING_STORAGE_KEY);
      else
        this.storage?.setItem(
          PENDING_STORAGE_KEY,
          JSON.stringify({ v: 1, entries: [...this.entries] } satisfies StoredShape),
        );
    } catch {
      // Storage full or blocked: the entry still lives in memory for this page.
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
