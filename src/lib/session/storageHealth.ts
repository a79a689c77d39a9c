// Whether the browser lets the app remember things, found out when a write throws; the app then
// says it cannot remember the sign-in. An external store: the API layer reports, React reads.
import { createListeners } from '@/lib/listeners';

let writable = true;
const listeners = createListeners();

export function reportStorageUnwritable(): void {
  if (!writable) return;
  writable = false;
  listeners.notify();
}

export function isStorageWritable(): boolean {
  return writable;
}

export const subscribeStorageHealth = listeners.subscribe;

/** Tests only. */
export function resetStorageHealthForTests(): void {
  writable = true;
}
