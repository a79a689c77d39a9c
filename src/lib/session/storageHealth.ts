// Whether the browser lets the app remember things, found out when a write throws; the app then
// says it cannot remember the sign-in. An external store: the API layer reports, React reads.
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
