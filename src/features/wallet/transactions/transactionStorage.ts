/**
 * The stored lists of recent transactions (localStorage `wallet.transactions`, one list per
 * account and chain). Corrupt or blocked storage reads as empty and falls back to memory.
 */
import type { Hash } from 'viem';
import { isTxHash } from '@/lib/money/txHash';
import type { RecentTransaction } from './types';

export const TRANSACTIONS_STORAGE_KEY = 'wallet.transactions';

export type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;

export interface StoredData {
  v: 1;
  accounts: Record<string, RecentTransaction[]>;
}

export interface TransactionStorage {
  /** The parsed data, re-parsed only when the stored text changed; unchanged lists keep their identity. */
  read(): StoredData;
  /** Read-modify-write against the latest stored value (another tab's write is never lost); true when it changed. */
  update(key: string, change: (list: RecentTransaction[]) => RecentTransaction[]): boolean;
  /** Re-reads after another tab wrote; true when what this tab shows changed. */
  refresh(): boolean;
}

function parseTransaction(value: unknown): RecentTransaction | null {
  if (typeof value !== 'object' || value === null) return null;
  const t = value as Record<string, unknown>;
  if (!isTxHash(t.hash) || typeof t.description !== 'string') return null;
  if (t.status !== 'pending' && t.status !== 'confirmed' && t.status !== 'failed') return null;
  const parsed: RecentTransaction = {
    hash: t.hash.toLowerCase() as Hash,
    description: t.description,
    status: t.status,
    addedAt: typeof t.addedAt === 'number' && Number.isFinite(t.addedAt) ? t.addedAt : 0,
  };
  if (typeof t.confirmations === 'number' && Number.isInteger(t.confirmations) && t.confirmations >= 1) {
    parsed.confirmations = t.confirmations;
  }
  if (t.replaced === 'cancelled' || t.replaced === 'replaced') parsed.replaced = t.replaced;
  return parsed;
}

function parseData(raw: string | null): StoredData {
  const data: StoredData = { v: 1, accounts: {} };
  if (!raw) return data;
  try {
    const parsed: unknown = JSON.parse(raw);
    const accounts = (parsed as { accounts?: unknown } | null)?.accounts;
    if (typeof accounts !== 'object' || accounts === null) return data;
    for (const [key, list] of Object.entries(accounts)) {
      if (!Array.isArray(list)) continue;
      const transactions = list.map(parseTransaction).filter((t): t is RecentTransaction => t !== null);
      if (transactions.length > 0) data.accounts[key] = transactions;
    }
  } catch {
    // Corrupt JSON: start over rather than break the dialog.
  }
  return data;
}

/** Keeps every pending transaction and the newest `maxCompleted` completed ones, newest first. */
function trim(list: RecentTransaction[], maxCompleted: number): RecentTransaction[] {
  let completed = 0;
  return list.filter((t) => t.status === 'pending' || completed++ < maxCompleted);
}

export function createTransactionStorage(storage: StorageLike | null, maxCompleted: number): TransactionStorage {
  let memoryRaw: string | null = null;
  let cachedRaw: string | null | undefined;
  let cachedData: StoredData = { v: 1, accounts: {} };

  function readRaw(): string | null {
    if (storage) {
      try {
        return storage.getItem(TRANSACTIONS_STORAGE_KEY);
      } catch {
        // Blocked: fall through to the in-memory copy.
      }
    }
    return memoryRaw;
  }

  function writeRaw(raw: string): void {
    memoryRaw = raw;
    try {
      storage?.setItem(TRANSACTIONS_STORAGE_KEY, raw);
    } catch {
      // Quota or blocked storage: this tab keeps working from memory.
    }
  }

  function read(): StoredData {
    const raw = readRaw();
    if (raw === cachedRaw) return cachedData;
    const next = parseData(raw);
    for (const [key, list] of Object.entries(next.accounts)) {
      const previous = cachedData.accounts[key];
      if (previous && JSON.stringify(previous) === JSON.stringify(list)) next.accounts[key] = previous;
    }
    cachedRaw = raw;
    cachedData = next;
    return next;
  }

  function update(key: string, change: (list: RecentTransaction[]) => RecentTransaction[]): boolean {
    cachedRaw = undefined; // Force a fresh read of what other tabs may have written.
    const data = read();
    const next = trim(change([...(data.accounts[key] ?? [])]), maxCompleted);
    const accounts = { ...data.accounts };
    if (next.length > 0) accounts[key] = next;
    else delete accounts[key];
    const raw = JSON.stringify({ v: 1, accounts } satisfies StoredData);
    if (raw === readRaw()) return false;
    writeRaw(raw);
    read();
    return true;
  }

  function refresh(): boolean {
    const before = cachedData;
    read();
    return cachedData !== before;
  }

  return { read, update, refresh };
}
