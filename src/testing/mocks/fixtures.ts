/**
 * The shared fixture db for jest: resetFixtures() (run before every test by jest.setup.ts)
 * replaces it with a freshly seeded one, and the handlers look it up per request.
 * Transactions settle at once here (settleDelayMs 0); set getFixtureDb().settings.settleDelayMs
 * in a test to watch PROCESSING last.
 */
import { createDb, type CreateDbOptions, type FixtureDb } from './db';

let current: FixtureDb = createDb({ settleDelayMs: 0 });

export function getFixtureDb(): FixtureDb {
  return current;
}

/** A fresh seeded db (or `empty: true` for users only). */
export function resetFixtures(options: CreateDbOptions = {}): FixtureDb {
  current = createDb({ settleDelayMs: 0, ...options });
  return current;
}
