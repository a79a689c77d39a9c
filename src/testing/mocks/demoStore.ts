/**
 * Persistence and scenario choice for the browser demo, apart from msw so jest can test it.
 * The db lives in localStorage (DEMO_STORAGE_KEY) across full page navigations; the active
 * scenario lives in sessionStorage, so it ends with the tab.
 */
import { DEMO_SCENARIO_KEY, DEMO_STORAGE_KEY } from './constants';
import { FixtureDb, createDb } from './db';
import { isScenarioName, type ScenarioName } from './scenarios';

/** After this, the demo's activity data is re-seeded around "now" so charts stay alive. */
export const DEMO_STALE_AFTER_MS = 24 * 3_600_000;

/** A fresh seed around `now` that keeps the accounts (users, sessions, tokens, nonces). */
export function reseedKeepingAccounts(db: FixtureDb, now: Date = new Date()): FixtureDb {
  const old = db.toJSON();
  const fresh = createDb({ seedNow: now, settleDelayMs: old.settings.settleDelayMs }).toJSON();
  return FixtureDb.fromJSON({
    ...fresh,
    seq: old.seq,
    users: old.users,
    sessions: old.sessions,
    accessTokens: old.accessTokens,
    nonces: old.nonces,
  });
}

/** The stored db, or a new one seeded around `now` when there is none, it is unreadable or stale. */
export function loadDemoDb(storage: Storage, now: Date = new Date()): FixtureDb {
  const raw = storage.getItem(DEMO_STORAGE_KEY);
  let db: FixtureDb | null = null;
  if (raw) {
    try {
      db = FixtureDb.fromJSON(JSON.parse(raw));
    } catch {
      // An old or damaged snapshot: start over rather than break the demo.
      db = null;
    }
  }
  if (!db) return createDb({ seedNow: now });
  const seededAt = Date.parse(db.tables.seedNow);
  return now.getTime() - seededAt > DEMO_STALE_AFTER_MS ? reseedKeepingAccounts(db, now) : db;
}

export function saveDemoDb(storage: Storage, db: FixtureDb): void {
  try {
    storage.setItem(DEMO_STORAGE_KEY, JSON.stringify(db.toJSON()));
  } catch (error) {
    // Quota or private mode: the demo keeps working for this page, just without memory.
    console.warn('[demo] could not save the fixture db', error);
  }
}

export interface ScenarioChoice {
  /** The scenario in force for this page, or null. */
  name: ScenarioName | null;
  /** True when the page URL chose it (?scenario=NAME), so its one-off data change applies. */
  fromUrl: boolean;
  /** The scenario remembered before this page load. */
  previous: ScenarioName | null;
}

/** ?scenario=NAME switches a scenario on and remembers it; ?scenario=none forgets it. */
export function chooseScenario(search: string, storage: Storage): ScenarioChoice {
  const stored = storage.getItem(DEMO_SCENARIO_KEY);
  const previous = isScenarioName(stored) ? stored : null;
  const param = new URLSearchParams(search).get('scenario');
  if (param === 'none') {
    storage.removeItem(DEMO_SCENARIO_KEY);
    return { name: null, fromUrl: true, previous };
  }
  if (isScenarioName(param)) {
    storage.setItem(DEMO_SCENARIO_KEY, param);
    return { name: param, fromUrl: true, previous };
  }
  if (param !== null) console.warn(`[demo] unknown scenario "${param}"; use one of the SCENARIO_NAMES or none`);
  return { name: previous, fromUrl: false, previous };
}
