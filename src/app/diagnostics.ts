/**
 * What the support export (src/lib/diagnostics) takes from the store: the wallet status and the
 * signed-in person's email and name (redacted unless the user agrees). (The pending-money
 * journal registers its own section with its chunk: src/features/balances/tracking/useTracker.tsx.)
 */
import { selectUser } from '@/lib/session/authSlice';
import { registerDiagnosticsSection, setPersonalDataSource } from '@/lib/diagnostics/sections';
import type { AppStore } from './store';

export function provideDiagnostics(store: AppStore): void {
  registerDiagnosticsSection('walletStatus', () => store.getState().wallet);
  setPersonalDataSource(() => {
    const user = selectUser(store.getState());
    return user ? [user.email, user.name].filter((value): value is string => typeof value === 'string') : [];
  });
}
