/** What the app frame mounts on every page (a chunk of its own, src/app/layout/lazySessionParts.tsx). */
export { PendingIndicator } from './PendingIndicator';
export { PendingTransactionsWatcher } from './useTracker';
