// What the support export takes from the store: the wallet status and the users' personal values,
// so they can be redacted (docs/support.md, "Support: the diagnostics export").
import {
  registerDiagnosticsSection,
  setDiagnosticsAccountSource,
  setPersonalDataSource,
} from '@/lib/diagnostics/sections';
import { selectVerifiedAddress } from '@/lib/session';
import type { User } from '@/api/staking/types';
import type { AppStore } from '@/lib/store/state';

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
  setDiagnosticsAccountSource(() => ({ verifiedWallet: selectVerifiedAddress(store.getState()) }));
}
