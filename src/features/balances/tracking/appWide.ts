/** What the app frame mounts on every page (a chunk of its own, src/app/layout/lazySessionParts.tsx). */
import { registerDiagnosticsSection } from '@/lib/diagnostics/sections';
import { PendingStore } from './pendingStore';

export { PendingIndicator } from './PendingIndicator';
export { PendingTransactionsWatcher } from './useTracker';

// The support export's copy of the journal, read afresh from storage: what this tab and every
// other tab are still following. Registered here, with the chunk the frame fetches right after
// the first render, so the journal's code is not on the first page.
registerDiagnosticsSection('pendingMoneyJournal', () => new PendingStore().getAll());
