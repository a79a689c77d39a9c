/**
 * What the support export (src/lib/diagnostics) takes from the store: the wallet status and the
 * personal values (email, name, username) of the signed-in user (redacted unless the user
 * agrees) and, through the recorder, of every user the page has seen (always redacted). (The
 * pending-money journal registers its own section with its chunk:
 * src/features/balances/tracking/useTracker.tsx.)
 */
import { registerDiagnosticsSection, setPersonalDataSource } from '@/lib/diagnostics/sections';
import type { User } from '@/api/staking/types';
import type { AppStore } from './store';

/** The values that identify the user a state belongs to; none when signed out. */
export function personalValuesOf(state: unknown): readonly string[] {
  // Read defensively: the recorder also sees the state before redux-persist has rehydrated.
  const user = (state as { auth?: { user?: Partial<User> | null } } | undefined)?.auth?.user;
  if (!user) return [];
  return [user.email, user.name, user.username].filter((value): value is string => typeof value === 'string');
}

export function provideDiagnostics(store: AppStore): void {
  registerDiagnosticsSection('walletStatus', () => store.getState().wallet);
  setPersonalDataSource(() => personalValuesOf(store.getState()));
}
