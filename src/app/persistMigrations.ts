// Versions of the persisted auth state: each change to its shape adds a version and a migration
// here, with a test. Storage is input like any other, so what comes out is validated
// (docs/architecture.md, "Architecture").
import { createMigrate, createTransform, type MigrationManifest, type PersistedState } from 'redux-persist';
import { parseUser } from '@/api/staking/userResponse';
import type { User } from '@/api/staking/types';

export const PERSIST_VERSION = 1;

type Stored = PersistedState & { auth?: unknown };

export interface PersistedAuth {
  user: User | null;
  walletVerified: boolean;
}

function asRecord(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

/** The auth slice as it may be restored: a well-formed user (or null) and a boolean. */
export function validatePersistedAuth(value: unknown): PersistedAuth {
  const auth = asRecord(value);
  const user = auth.user === null || auth.user === undefined ? null : (parseUser(auth.user) ?? null);
  return { user, walletVerified: user !== null && auth.walletVerified === true };
}

/**
 * The restored state, checked: undefined (nothing to restore) stays undefined; otherwise the
 * auth slice is validated and nothing else is kept but redux-persist's own `_persist`.
 */
export function validatePersistedState(state: unknown): Stored | undefined {
  if (state === undefined || state === null || typeof state !== 'object' || Array.isArray(state)) return undefined;
  const record = state as Record<string, unknown>;
  const persist = asRecord(record._persist);
  return {
    _persist: {
      version: typeof persist.version === 'number' ? persist.version : PERSIST_VERSION,
      rehydrated: persist.rehydrated === true,
    },
    auth: validatePersistedAuth(record.auth),
  };
}

/** What is written of the auth slice: exactly {user, walletVerified}, never this page's status. */
export const persistedAuthOnly = createTransform<PersistedAuth, PersistedAuth>(
  ({ user, walletVerified }) => ({ user, walletVerified }),
  (stored) => stored,
  { whitelist: ['auth'] },
);

export const persistMigrations: MigrationManifest = {
  /**
   * Version 0 kept whatever the slice held, in early builds the access token. Version 1 is exactly
   * {user, walletVerified}: anything else, secrets above all, is dropped.
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

const runMigrations = createMigrate(persistMigrations, { debug: false });

/** redux-persist's `migrate`: the migrations, then the check; a failure starts from nothing. */
export async function migratePersistedState(state: PersistedState, currentVersion: number): Promise<PersistedState> {
  try {
    return validatePersistedState(await runMigrations(state, currentVersion)) as PersistedState;
  } catch {
    return undefined as unknown as PersistedState;
  }
}
