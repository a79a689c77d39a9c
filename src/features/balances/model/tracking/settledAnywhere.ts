// A transaction settling changes balances in every tab of the origin, not only in the tab whose
// tracker saw it settle: the journal's finished list, shared through localStorage, tells them all.
import type { PendingStore } from './pendingStore';

/** Calls `listener` each time the journal gains a settled entry (successful or failed), from any tab. */
export function onSettledAnywhere(store: PendingStore, listener: () => void): () => void {
  let newest = Math.max(0, ...store.getFinished().map((entry) => entry.finishedAt));
  return store.subscribe(() => {
    const fresh = store.getFinished().filter((entry) => entry.finishedAt > newest);
    if (fresh.length === 0) return;
    newest = Math.max(...fresh.map((entry) => entry.finishedAt));
    if (fresh.some((entry) => entry.outcome === 'successful' || entry.outcome === 'failed')) listener();
  });
}
