// Recent wallet transactions per address and chain, shared by tabs. A silent node never turns a
// transaction into 'failed' (SPEC.md says failed).
// Rules: src/features/wallet/README.md#recent-transactions.
import type { Hash } from 'viem';
import { isTxHash } from '@/lib/money/txHash';
import { waitOnce, type WaitOutcome } from './receiptWait';
import { createTransactionStorage, TRANSACTIONS_STORAGE_KEY, type StorageLike } from './transactionStorage';
import type { NewTransaction, ReceiptLike, RecentTransaction, TransactionStatus, WaitForReceipt } from './types';

export { TRANSACTIONS_STORAGE_KEY } from './transactionStorage';
export const RECEIPT_TIMEOUT_MS = 300_000;
/** After a wait error or a timeout, the next wait starts this much later. */
export const WAIT_AGAIN_MS = 30_000;
/**
 * Completed transactions kept per address and chain. SPEC.md says "about 11": RainbowKit means 10
 * and keeps 11 through an off-by-one; we keep exactly 10.
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

export type {
  TransactionStatus,
  RecentTransaction,
  NewTransaction,
  ReceiptLike,
  ReplacementLike,
  WaitForReceiptArgs,
  WaitForReceipt,
} from './types';

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

function isSuccess(receipt: ReceiptLike): boolean {
  return !FAILURE_STATUSES.has(receipt.status);
}

/** The list with `hash` settled as `status` (under `newHash` when sped up); unchanged when no longer pending. */
function settleInList(
  list: RecentTransaction[],
  hash: string,
  status: TransactionStatus,
  newHash?: string,
  replaced?: RecentTransaction['replaced'],
): RecentTransaction[] {
  const index = list.findIndex((t) => t.hash === hash);
  const entry = list[index];
  // Cleared meanwhile, or already settled by another tab: leave it.
  if (!entry || entry.status !== 'pending') return list;
  const replacementHash = newHash?.toLowerCase() as Hash | undefined;
  if (!replacementHash || replacementHash === hash) {
    list[index] = replaced ? { ...entry, status, replaced } : { ...entry, status };
    return list;
  }
  if (!list.some((t) => t.hash === replacementHash)) {
    list[index] = { ...entry, hash: replacementHash, status };
    return list;
  }
  // The wallet added the replacement itself: keep that entry, drop the old one.
  return list.filter((_, i) => i !== index).map((t) => (t.hash === replacementHash ? { ...t, status } : t));
}

/** Adds `entry`, or refreshes its text when added twice (keeping the status it already reached). */
function addToList(list: RecentTransaction[], entry: RecentTransaction): RecentTransaction[] {
  const index = list.findIndex((t) => t.hash === entry.hash);
  if (index === -1) return [entry, ...list];
  list[index] = { ...entry, status: list[index]!.status, addedAt: list[index]!.addedAt };
  return list;
}

export function createTransactionStore(options: TransactionStoreOptions): TransactionStore {
  const { waitForReceipt, now = Date.now, timeoutMs = RECEIPT_TIMEOUT_MS } = options;
  const stored = createTransactionStorage(
    options.storage === undefined ? browserStorage() : options.storage,
    options.maxCompleted ?? MAX_COMPLETED_TRANSACTIONS,
  );
  const events = options.events === undefined ? (typeof window === 'undefined' ? null : window) : options.events;
  const listeners = new Set<() => void>();
  const inFlight = new Map<string, Promise<void>>();
  /** Accounts the app waits for (waitForPendingTransactions), key → chain id. */
  const watched = new Map<string, number>();
  const controllers = new Set<AbortController>();
  const retries = new Set<ReturnType<typeof setTimeout>>();
  let destroyed = false;

  const notify = () => [...listeners].forEach((listener) => listener());
  const update = (key: string, change: (list: RecentTransaction[]) => RecentTransaction[]) => {
    if (stored.update(key, change)) notify();
  };
  const find = (key: string, hash: string) => stored.read().accounts[key]?.find((t) => t.hash === hash);

  function track(key: string, chainId: number, transaction: RecentTransaction): Promise<void> {
    const flightKey = `${key}:${transaction.hash}`;
    const existing = inFlight.get(flightKey);
    if (existing) return existing;
    const controller = new AbortController();
    controllers.add(controller);
    const flight = waitOnce(waitForReceipt, transaction, chainId, timeoutMs, controller).then((outcome) => {
      controllers.delete(controller);
      inFlight.delete(flightKey);
      settleFrom(outcome, key, chainId, transaction);
    });
    inFlight.set(flightKey, flight);
    return flight;
  }

  function settleFrom(outcome: WaitOutcome, key: string, chainId: number, transaction: RecentTransaction): void {
    if (outcome.kind === 'aborted' || destroyed) return;
    if (outcome.kind !== 'receipt') return waitAgain(key, chainId, transaction);
    const { receipt, replacement } = outcome;
    const reason = replacement?.reason;
    if (reason === 'cancelled' || reason === 'replaced') {
      update(key, (list) => settleInList(list, transaction.hash, 'failed', undefined, reason));
      return;
    }
    const status = isSuccess(receipt) ? 'confirmed' : 'failed';
    const newHash = replacement ? replacement.transaction.hash || receipt.transactionHash : undefined;
    update(key, (list) => settleInList(list, transaction.hash, status, newHash));
  }

  /** A silent node or a timeout: the transaction stays pending and is waited for again later. */
  function waitAgain(key: string, chainId: number, transaction: RecentTransaction): void {
    const timer = setTimeout(() => {
      retries.delete(timer);
      const current = find(key, transaction.hash);
      if (!destroyed && current?.status === 'pending') void track(key, chainId, current);
    }, WAIT_AGAIN_MS);
    retries.add(timer);
  }

  function waitForKey(key: string, chainId: number): Promise<void> {
    const pending = (stored.read().accounts[key] ?? []).filter((t) => t.status === 'pending');
    return Promise.all(pending.map((t) => track(key, chainId, t))).then(() => undefined);
  }

  function onStorage(event: Event): void {
    const { key } = event as StorageEvent;
    if (key !== null && key !== TRANSACTIONS_STORAGE_KEY) return;
    if (stored.refresh()) notify();
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
      update(key, (list) => addToList(list, entry));
      const current = find(key, entry.hash);
      if (current?.status === 'pending') void track(key, chainId, current);
    },

    getTransactions(address, chainId) {
      if (!address || !chainId) return EMPTY;
      return stored.read().accounts[accountKey(address, chainId)] ?? EMPTY;
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
