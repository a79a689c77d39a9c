// The last three wallets used in this browser (SPEC.md section 9), capped when writing and when
// reading, so a longer list left by an older version or another tab never grows the dialog.
import { MAX_RECENT_WALLETS } from '../catalogue/walletGroups';

export const RECENT_WALLETS_KEY = 'wallet.recent';

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function defaultStorage(): StorageLike | null {
  try {
    return window.localStorage;
  } catch {
    return null; // Storage blocked (privacy mode, sandboxed iframe).
  }
}

function normalise(ids: readonly unknown[]): string[] {
  const unique: string[] = [];
  for (const id of ids) {
    if (typeof id === 'string' && id !== '' && !unique.includes(id)) unique.push(id);
    if (unique.length === MAX_RECENT_WALLETS) break;
  }
  return unique;
}

export function getRecentWalletIds(storage: StorageLike | null = defaultStorage()): string[] {
  try {
    const raw = storage?.getItem(RECENT_WALLETS_KEY);
    if (!raw) return [];
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? normalise(parsed) : [];
  } catch {
    return [];
  }
}

/** Moves `id` to the front; returns the stored list. */
export function addRecentWalletId(id: string, storage: StorageLike | null = defaultStorage()): string[] {
  const next = normalise([id, ...getRecentWalletIds(storage)]);
  try {
    storage?.setItem(RECENT_WALLETS_KEY, JSON.stringify(next));
  } catch {
    // Quota or blocked storage: the list is a convenience, not worth an error.
  }
  return next;
}

export function clearRecentWalletIds(storage: StorageLike | null = defaultStorage()): void {
  try {
    storage?.removeItem(RECENT_WALLETS_KEY);
  } catch {
    // As above.
  }
}
