/**
 * Whether localStorage takes a write right now (not full, not blocked, not a private mode that
 * throws). Asked before money goes out whose only record would be there.
 */
const PROBE_KEY = 'storage.probe';

export function canWriteLocalStorage(storage: Storage | null = defaultStorage()): boolean {
  if (!storage) return false;
  try {
    storage.setItem(PROBE_KEY, '1');
    storage.removeItem(PROBE_KEY);
    return true;
  } catch {
    return false;
  }
}

function defaultStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}
