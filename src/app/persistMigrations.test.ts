import type { PersistedState } from 'redux-persist';
import { createMigrate } from 'redux-persist';
import { PERSIST_VERSION, persistMigrations } from './persistMigrations';

const migrate = createMigrate(persistMigrations, { debug: false });
const user = { id: 'u1', email: 'a@b.c', username: 'ann', name: 'Ann', wallet_address: null };

describe('persisted auth state migrations', () => {
  it('migrates version 0 to the current version, dropping anything secret', async () => {
    const stored = {
      auth: { user, walletVerified: true, accessToken: 'leaked-token', session_id: 'leaked-session' },
      _persist: { version: 0, rehydrated: false },
    } as unknown as PersistedState;
    const migrated = (await migrate(stored, PERSIST_VERSION)) as unknown as { auth: unknown };
    expect(migrated.auth).toEqual({ user, walletVerified: true });
    expect(JSON.stringify(migrated)).not.toMatch(/leaked/);
  });

  it('drops a malformed user, and with it the verified flag', async () => {
    const stored = { auth: { user: { name: 'no id' }, walletVerified: true }, _persist: { version: 0, rehydrated: false } };
    const migrated = (await migrate(stored as unknown as PersistedState, PERSIST_VERSION)) as unknown as { auth: unknown };
    expect(migrated.auth).toEqual({ user: null, walletVerified: false });
  });

  it('leaves a current state untouched', async () => {
    const stored = { auth: { user, walletVerified: false }, _persist: { version: PERSIST_VERSION, rehydrated: false } };
    await expect(migrate(stored as unknown as PersistedState, PERSIST_VERSION)).resolves.toEqual(stored);
  });
});
