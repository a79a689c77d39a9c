/**
 * Whether this browser lets the app remember things (quota full, storage blocked). Found out
 * when a write throws; the app keeps running for this page and says it cannot remember the
 * sign-in. A tiny external store, so the API layer reports and React reads.
 */
let writable = true;
const listeners = new Set<() => void>();

export function reportStorageUnwritable(): void {
  if (!writable) return;
  writable = false;
  for (const listener of [...listeners]) listener();
}

export function isStorageWritable(): boolean {
  return writable;
}

export function subscribeStorageHealth(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Tests only. */
export function resetStorageHealthForTests(): void {
  writable = true;
}
