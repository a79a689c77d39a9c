/**
 * Recent wallet transactions per address and chain, in localStorage (`wallet.transactions`),
 * framework-free (React wraps it in TransactionStoreProvider). SPEC.md sections 3, 4, 5, 8, 9.
 *
 * - Pending until the receipt arrives: status 'reverted'/0 → failed. A wait error or no receipt
 *   within 300000 ms says nothing about the transaction (the node may be down): it stays pending
 *   and is waited for again (SPEC.md says failed; a silent node must never turn into 'failed').
 * - A replacement viem reports: 'repriced' (sped up) keeps tracking under the new hash;
 *   'cancelled' / 'replaced' mean this transaction will never happen → failed, saying which.
 * - Multi-tab: every write re-reads the stored value and merges into it; other tabs' writes
 *   arrive as `storage` events, re-read and re-announced to subscribers.
 * - Corrupt or blocked storage reads as empty and falls back to memory; nothing throws.
 */
import type { Hash } from 'viem';
import { isTxHash } from '@/lib/money/txHash';

export const TRANSACTIONS_STORAGE_KEY = 'wallet.transactions';
export const RECEIPT_TIMEOUT_MS = 300_000;
/** After a wait error or a timeout, the next wait starts this much later. */
export const WAIT_AGAIN_MS = 30_000;
/**
 * Completed transactions kept per address and chain, besides every pending one. SPEC.md says
 * "about 11": RainbowKit means 10 and keeps 11 through an off-by-one; we keep exactly 10.
 * (The account dialog shows the 3 most recent.)
 */
export const MAX_COMPLETED_TRANSACTIONS = 10;

/** SPEC.md section 8 texts, verbatim (the UI maps them to message ids). */
export const INVALID_TRANSACTION_HASH = 'Invalid transaction hash';
export const TRANSACTION_DESCRIPTION_REQUIRED = 'Transaction must have a description';
export const TRANSACTION_CONFIRMATIONS_INVALID = 'Transaction confirmations must be a positiver integer';
export const NO_ADDRESS_OR_CHAIN = 'No address or chain ID found';

/** The message id the UI shows for each validation error above. */
export const TRANSACTION_ERROR_MESSAGE_IDS: Readonly<Record<string, string>> = {
  [INVALID_TRANSACTION_HASH]: 'wallet.transactions.error.invalidHash',
  [TRANSACTION_DESCRIPTION_REQUIRED]: 'wallet.transactions.error.description',
  [TRANSACTION_CONFIRMATIONS_INVALID]: 'wallet.transactions.error.confirmations',
};

export type TransactionStatus = 'pending' | 'confirmed' | 'failed';

export interface RecentTransaction {
  hash: Hash;
  description: string;
  status: TransactionStatus;
  confirmations?: number;
  /** When it was added (ms since epoch), for ordering and display. */
  addedAt: number;
  /** Failed because the wallet cancelled or replaced it (not a revert). */
  replaced?: 'cancelled' | 'replaced';
}

export interface NewTransaction {
  hash: string;
  description: string;
  confirmations?: number;
}

/** The part of a viem receipt the store reads. */
export interface ReceiptLike {
  status: unknown;
  transactionHash?: string;
}

/** The part of viem's `onReplaced` argument the store reads. */
export interface ReplacementLike {
  reason: 'cancelled' | 'replaced' | 'repriced';
  transaction: { hash: string };
}

export interface WaitForReceiptArgs {
  hash: Hash;
  chainId: number;
  confirmations: number;
  timeout: number;
  onReplaced: (replacement: ReplacementLike) => void;
  /** Aborted when the store gives up (timeout) or is destroyed. */
  signal: AbortSignal;
}

/** viem's waitForTransactionReceipt bound to the chain's client (wagmi's action takes chainId). */
export type WaitForReceipt = (args: WaitForReceiptArgs) => Promise<ReceiptLike>;

type StorageLike = Pick<Storage, 'getItem' | 'setItem'>;
type EventSource = Pick<Window, 'addEventListener' | 'removeEventListener'>;

export interface TransactionStoreOptions {
  waitForReceipt: WaitForReceipt;
  /** Default: window.localStorage; null or a throwing storage falls back to memory. */
  storage?: StorageLike | null;
  now?: () => number;
  /** Where other tabs' `storage` events arrive; default window, null for none. */
  events?: EventSource | null;
  timeoutMs?: number;
  maxCompleted?: number;
}

export interface TransactionStore {
  /** Validates (throws the SPEC.md messages), stores as pending and starts waiting for it. */
  addTransaction(address: string, chainId: number, transaction: NewTransaction): void;
  /** Newest first; the same array until something changes (useSyncExternalStore-safe). */
  getTransactions(address: string, chainId: number): readonly RecentTransaction[];
  clearTransactions(address: string, chainId: number): void;
  subscribe(listener: () => void): () => void;
  /** Waits for every pending transaction of the account (again after a reload) until settled. */
  waitForPendingTransactions(address: string, chainId: number): Promise<void>;
  destroy(): void;
}

interface StoredData {
  v: 1;
  accounts: Record<string, RecentTransaction[]>;
}

const EMPTY: readonly RecentTransaction[] = Object.freeze([]);
const FAILURE_STATUSES = new Set<unknown>(['reverted', 0, '0x0', 0n, false]);

export function validateNewTransaction(transaction: NewTransaction): void {
  if (typeof transaction?.hash !== 'string' || !isTxHash(transaction.hash)) throw new Error(INVALID_TRANSACTION_HASH);
  if (typeof transaction.description !== 'string' || transaction.description.trim() === '') {
    throw new Error(TRANSACTION_DESCRIPTION_REQUIRED);
  }
  const { confirmations } = transaction;
  if (confirmations !== undefined && !(Number.isInteger(confirmations) && confirmations >= 1)) {
    throw new Error(TRANSACTION_CONFIRMATIONS_INVALID);
  }
}

function accountKey(address: string, chainId: number): string {
  if (typeof address !== 'string' || address === '' || !Number.isInteger(chainId) || chainId <= 0) {
    throw new Error(NO_ADDRESS_OR_CHAIN);
  }
  return `${address.toLowerCase()}:${chainId}`;
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

function isSuccess(receipt: ReceiptLike): boolean {
  return !FAILURE_STATUSES.has(receipt.status);
}

export function createTransactionStore(options: TransactionStoreOptions): TransactionStore {
  const {
    waitForReceipt,
    now = Date.now,
    timeoutMs = RECEIPT_TIMEOUT_MS,
    maxCompleted = MAX_COMPLETED_TRANSACTIONS,
  } = options;
  const storage = options.storage === undefined ? browserStorage() : options.storage;
  const events = options.events === undefined ? (typeof window === 'undefined' ? null : window) : options.events;

  let memoryRaw: string | null = null;
  let cachedRaw: string | null | undefined;
  let cachedData: StoredData = { v: 1, accounts: {} };
  const listeners = new Set<() => void>();
  const inFlight = new Map<string, Promise<void>>();
  /** Accounts the app waits for (waitForPendingTransactions), key → chain id. */
  const watched = new Map<string, number>();
  const controllers = new Set<AbortController>();
  const retries = new Set<ReturnType<typeof setTimeout>>();
  let destroyed = false;

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

  /** The parsed data, re-parsed only when the stored text changed; unchanged lists keep their identity. */
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

  function notify(): void {
    for (const listener of [...listeners]) listener();
  }

  /** Keeps every pending transaction and the newest `maxCompleted` completed ones, newest first. */
  function trim(list: RecentTransaction[]): RecentTransaction[] {
    let completed = 0;
    return list.filter((t) => t.status === 'pending' || completed++ < maxCompleted);
  }

  /** Read-modify-write against the latest stored value, so another tab's write is never lost. */
  function update(key: string, change: (list: RecentTransaction[]) => RecentTransaction[]): void {
    cachedRaw = undefined; // Force a fresh read of what other tabs may have written.
    const data = read();
    const current = data.accounts[key] ?? [];
    const next = trim(change([...current]));
    const accounts = { ...data.accounts };
    if (next.length > 0) accounts[key] = next;
    else delete accounts[key];
    const raw = JSON.stringify({ v: 1, accounts } satisfies StoredData);
    if (raw === readRaw()) return;
    writeRaw(raw);
    read();
    notify();
  }

  function settle(
    key: string,
    hash: string,
    status: TransactionStatus,
    newHash?: string,
    replaced?: RecentTransaction['replaced'],
  ): void {
    if (destroyed) return;
    update(key, (list) => {
      const index = list.findIndex((t) => t.hash === hash);
      const entry = list[index];
      // Cleared meanwhile, or already settled by another tab: leave it.
      if (!entry || entry.status !== 'pending') return list;
      const replacementHash = newHash?.toLowerCase() as Hash | undefined;
      if (replacementHash && replacementHash !== hash) {
        const existing = list.findIndex((t) => t.hash === replacementHash);
        if (existing !== -1) {
          // The wallet added the replacement itself: keep that entry, drop the old one.
          const kept = { ...list[existing]!, status };
          return list.filter((_, i) => i !== index).map((t) => (t.hash === replacementHash ? kept : t));
        }
        list[index] = { ...entry, hash: replacementHash, status };
        return list;
      }
      list[index] = replaced ? { ...entry, status, replaced } : { ...entry, status };
      return list;
    });
  }

  function track(key: string, chainId: number, transaction: RecentTransaction): Promise<void> {
    const flightKey = `${key}:${transaction.hash}`;
    const existing = inFlight.get(flightKey);
    if (existing) return existing;

    const controller = new AbortController();
    controllers.add(controller);
    let replacement: ReplacementLike | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timedOut = new Promise<{ kind: 'timeout' }>((resolve) => {
      timer = setTimeout(() => resolve({ kind: 'timeout' }), timeoutMs);
    });
    // destroy() aborts: the flight ends at once instead of holding its timer for minutes.
    const aborted = new Promise<{ kind: 'aborted' }>((resolve) => {
      controller.signal.addEventListener('abort', () => resolve({ kind: 'aborted' }), { once: true });
    });
    let receipt: Promise<ReceiptLike>;
    try {
      receipt = Promise.resolve(
        waitForReceipt({
          hash: transaction.hash,
          chainId,
          confirmations: transaction.confirmations ?? 1,
          timeout: timeoutMs,
          onReplaced: (r) => {
            replacement = r;
          },
          signal: controller.signal,
        }),
      );
    } catch (error) {
      receipt = Promise.reject(error); // A waiter that throws at once (no client for the chain).
    }
    const waited = receipt.then(
      (receipt) => ({ kind: 'receipt' as const, receipt }),
      () => ({ kind: 'error' as const }),
    );

    // Our own timer as well as viem's `timeout`: a waiter that never settles cannot keep a
    // transaction pending forever.
    const flight = Promise.race([waited, timedOut, aborted]).then((result) => {
      clearTimeout(timer);
      controller.abort();
      controllers.delete(controller);
      inFlight.delete(flightKey);
      if (result.kind === 'aborted') return;
      if (result.kind !== 'receipt') return waitAgain(key, chainId, transaction);
      if (replacement && replacement.reason !== 'repriced')
        return settle(key, transaction.hash, 'failed', undefined, replacement.reason);
      const status = isSuccess(result.receipt) ? 'confirmed' : 'failed';
      const newHash = replacement ? replacement.transaction.hash || result.receipt.transactionHash : undefined;
      return settle(key, transaction.hash, status, newHash);
    });
    inFlight.set(flightKey, flight);
    return flight;
  }

  /** A silent node or a timeout: the transaction stays pending and is waited for again later. */
  function waitAgain(key: string, chainId: number, transaction: RecentTransaction): void {
    const timer = setTimeout(() => {
      retries.delete(timer);
      const current = read().accounts[key]?.find((t) => t.hash === transaction.hash);
      if (!destroyed && current?.status === 'pending') void track(key, chainId, current);
    }, WAIT_AGAIN_MS);
    retries.add(timer);
  }

  function waitForKey(key: string, chainId: number): Promise<void> {
    const pending = (read().accounts[key] ?? []).filter((t) => t.status === 'pending');
    return Promise.all(pending.map((t) => track(key, chainId, t))).then(() => undefined);
  }

  function onStorage(event: Event): void {
    const { key } = event as StorageEvent;
    if (key !== null && key !== TRANSACTIONS_STORAGE_KEY) return;
    const before = cachedData;
    read();
    if (cachedData !== before) notify();
    // A transaction another tab added is waited for here too: that tab may close first.
    for (const [watchedKey, chainId] of watched) void waitForKey(watchedKey, chainId);
  }
  events?.addEventListener('storage', onStorage);

  return {
    addTransaction(address, chainId, transaction) {
      const key = accountKey(address, chainId);
      validateNewTransaction(transaction);
      const entry: RecentTransaction = {
        hash: transaction.hash.toLowerCase() as Hash,
        description: transaction.description,
        status: 'pending',
        addedAt: now(),
      };
      if (transaction.confirmations !== undefined) entry.confirmations = transaction.confirmations;
      let stored = entry;
      update(key, (list) => {
        const index = list.findIndex((t) => t.hash === entry.hash);
        if (index === -1) return [entry, ...list];
        // Added twice: refresh the text, keep the status it already reached.
        stored = { ...entry, status: list[index]!.status, addedAt: list[index]!.addedAt };
        list[index] = stored;
        return list;
      });
      if (stored.status === 'pending') void track(key, chainId, stored);
    },

    getTransactions(address, chainId) {
      if (!address || !chainId) return EMPTY;
      return read().accounts[accountKey(address, chainId)] ?? EMPTY;
    },

    clearTransactions(address, chainId) {
      update(accountKey(address, chainId), () => []);
    },

    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },

    waitForPendingTransactions(address, chainId) {
      const key = accountKey(address, chainId);
      watched.set(key, chainId);
      return waitForKey(key, chainId);
    },

    destroy() {
      destroyed = true;
      events?.removeEventListener('storage', onStorage);
      for (const controller of controllers) controller.abort();
      controllers.clear();
      for (const timer of retries) clearTimeout(timer);
      retries.clear();
      listeners.clear();
      watched.clear();
    },
  };
}

function browserStorage(): StorageLike | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}
