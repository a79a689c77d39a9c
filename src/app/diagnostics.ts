/**
 * What the support export (src/lib/diagnostics) takes from the features: the wallet status, the
 * pending-money journal as stored, and the signed-in person's email and name (redacted unless
 * the user agrees). Composed here because only src/app may combine features.
 */
import { selectUser } from '@/lib/session/authSlice';
import { PendingStore } from '@/features/balances/tracking/pendingStore';
import { registerDiagnosticsSection, setPersonalDataSource } from '@/lib/diagnostics/sections';
import type { AppStore } from './store';

export function provideDiagnostics(store: AppStore): void {
  registerDiagnosticsSection('walletStatus', () => store.getState().wallet);
  // Read afresh from storage: what this tab and every other tab are still following.
  registerDiagnosticsSection('pendingMoneyJournal', () => new PendingStore().getAll());
  setPersonalDataSource(() => {
    const user = selectUser(store.getState());
    return user ? [user.email, user.name].filter((value): value is string => typeof value === 'string') : [];
  });
}
