// What src/app imports from the balances feature. The pages and the frame's lazy parts are
// imported by their own modules (components/BalancesPage.tsx, components/PendingIndicator.tsx,
// components/PendingTransactionsWatcher.tsx, model/tracking/useTracker.ts), each its own chunk.
export { useRecentDeposits } from './model/tracking/recentDeposits';
export { useTracker } from './model/tracking/useTracker';
export type { TransactionTracker } from './model/tracking/tracker';
export type { FinishedTransaction, TrackedTransaction } from './model/tracking/pendingEntry';
