import type { PersistedState } from 'redux-persist';
import { createMigrate } from 'redux-persist';
import fc from 'fast-check';
import { migratePersistedState, PERSIST_VERSION, persistMigrations, validatePersistedState } from './persistMigrations';

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
    const stored = {
      auth: { user: { name: 'no id' }, walletVerified: true },
      _persist: { version: 0, rehydrated: false },
    };
    const migrated = (await migrate(stored as unknown as PersistedState, PERSIST_VERSION)) as unknown as {
      auth: unknown;
    };
    expect(migrated.auth).toEqual({ user: null, walletVerified: false });
  });

  it('leaves a current state untouched', async () => {
    const stored = { auth: { user, walletVerified: false }, _persist: { version: PERSIST_VERSION, rehydrated: false } };
    await expect(migrate(stored as unknown as PersistedState, PERSIST_VERSION)).resolves.toEqual(stored);
  });
});

describe('validatePersistedState (what may come back from storage)', () => {
  const validUser = fc.record({
    id: fc.string({ minLength: 1, maxLength: 12 }).filter((id) => id.trim() !== ''),
    email: fc.string({ maxLength: 20 }),
    username: fc.string({ maxLength: 20 }),
    name: fc.string({ maxLength: 20 }),
    wallet_address: fc.constantFrom(null, '0xfeb99AD6a77DcB2f0a612Db6204B01c8bB9132f9'),
  });

  it('anything at all comes out as exactly {user: a well-formed user or null, walletVerified: boolean}', () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), (auth, persist) => {
        const result = validatePersistedState({ auth, _persist: persist });
        expect(Object.keys(result ?? {}).sort()).toEqual(['_persist', 'auth']);
        const restored = result?.auth as { user: unknown; walletVerified: unknown };
        expect(Object.keys(restored).sort()).toEqual(['user', 'walletVerified']);
        expect(typeof restored.walletVerified).toBe('boolean');
        if (restored.user !== null) {
          const user = restored.user as Record<string, unknown>;
          for (const field of ['id', 'email', 'username', 'name']) expect(typeof user[field]).toBe('string');
        } else {
          expect(restored.walletVerified).toBe(false);
        }
      }),
    );
  });

  it('a well-formed state passes unchanged', () => {
    fc.assert(
      fc.property(validUser, fc.boolean(), (user, walletVerified) => {
        const result = validatePersistedState({
          auth: { user, walletVerified },
          _persist: { version: PERSIST_VERSION, rehydrated: false },
        });
        expect(result?.auth).toEqual({ user, walletVerified });
      }),
    );
  });

  it('never keeps an extra field (a token written by another build, say)', () => {
    fc.assert(
      fc.property(validUser, fc.string(), (user, secret) => {
        const result = validatePersistedState({
          auth: { user, walletVerified: true, access_token: secret },
          extra: secret,
          _persist: {},
        });
        expect(result?.auth).not.toHaveProperty('access_token');
        expect(result).not.toHaveProperty('extra');
      }),
    );
  });

  it('not an object at all: nothing to restore', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.integer(), fc.constant(null), fc.array(fc.anything())), (value) => {
        expect(validatePersistedState(value)).toBeUndefined();
      }),
    );
  });

  it('{"auth":"null"} at the current version (what redux-persist reads as auth: null) starts signed out', async () => {
    const restored = await migratePersistedState(
      { auth: null, _persist: { version: PERSIST_VERSION, rehydrated: false } } as unknown as PersistedState,
      PERSIST_VERSION,
    );
    expect((restored as unknown as { auth: unknown }).auth).toEqual({ user: null, walletVerified: false });
  });
});
