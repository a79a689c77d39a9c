/**
 * Versions of the persisted auth state ('persist:staking.app' in localStorage). Each change to
 * its shape adds a version and a migration here, with a test; redux-persist runs the
 * migrations between the stored version and the current one at start-up.
 */
import type { MigrationManifest, PersistedState } from 'redux-persist';

export const PERSIST_VERSION = 1;

type Stored = PersistedState & { auth?: unknown };

function asRecord(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

export const persistMigrations: MigrationManifest = {
  /**
   * Version 0 (before versioning) kept whatever the auth slice held, including, in early
   * builds, the access token. Version 1 is exactly {user, walletVerified}: anything else,
   * secrets above all, is dropped.
   */
  1: (state) => {
    const stored = state as Stored | undefined;
    if (!stored) return stored;
    const auth = asRecord(stored.auth);
    const user = asRecord(auth.user);
    const validUser = typeof user.id === 'string' && typeof user.username === 'string' ? (auth.user as object) : null;
    return {
      ...stored,
      auth: { user: validUser, walletVerified: validUser !== null && auth.walletVerified === true },
    } as Stored;
  },
};
