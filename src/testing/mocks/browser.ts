/**
 * The browser demo backend: the fixture handlers in a service worker (msw/browser), over a db
 * kept in localStorage. Load this module lazily, only when config.demo is true.
 */
import { setupWorker, type SetupWorker } from 'msw/browser';
import type { TokenResponse } from '@/api/staking/types';
import { DEMO_STORAGE_KEY } from './constants';
import { FixtureDb } from './db';
import { chooseScenario, loadDemoDb, reseedKeepingAccounts, saveDemoDb } from './demoStore';
import { createHandlers, type FixtureUrls } from './handlers';
import { prepareScenarioData, scenarioHandlers, type ScenarioName } from './scenarios';

export interface DemoBackend {
  worker: SetupWorker;
  scenario: ScenarioName | null;
  getDb(): FixtureDb;
}

let demoDb: FixtureDb | null = null;
let savedRevision = -1;

function getDemoDb(): FixtureDb {
  if (!demoDb) {
    demoDb = loadDemoDb(window.localStorage);
    persist(true);
    // Another tab saved: take its state, so tabs do not overwrite each other's changes.
    window.addEventListener('storage', (event) => {
      if (event.key !== DEMO_STORAGE_KEY || !event.newValue) return;
      try {
        demoDb = FixtureDb.fromJSON(JSON.parse(event.newValue));
        savedRevision = demoDb.revision;
      } catch {
        // Unreadable: keep ours.
      }
    });
  }
  return demoDb;
}

/** Saves when the db changed since the last save (or always with `force`). */
function persist(force = false): void {
  const db = demoDb;
  if (!db || (!force && db.revision === savedRevision)) return;
  saveDemoDb(window.localStorage, db);
  savedRevision = db.revision;
}

/** Starts the service worker; resolves once requests are being answered. */
export async function startDemoBackend(config: FixtureUrls): Promise<DemoBackend> {
  const db = getDemoDb();
  const choice = chooseScenario(window.location.search, window.sessionStorage);
  // Leaving the empty scenario brings the data back (accounts kept).
  if (choice.fromUrl && choice.previous === 'empty' && choice.name !== 'empty') {
    demoDb = reseedKeepingAccounts(db);
  }
  if (choice.name && choice.fromUrl) prepareScenarioData(choice.name, getDemoDb());
  persist(true);

  const worker = setupWorker(...createHandlers(config, getDemoDb));
  if (choice.name) worker.use(...scenarioHandlers(choice.name, config));
  worker.events.on('response:mocked', () => persist());
  await worker.start({ onUnhandledRequest: 'bypass', quiet: true, serviceWorker: { url: '/mockServiceWorker.js' } });
  return { worker, scenario: choice.name, getDb: getDemoDb };
}

/** The demo login page's check: a session in the persisted db, or null for bad credentials. */
export function demoSignIn(username: string, password: string): TokenResponse | null {
  const db = getDemoDb();
  const user = db.checkCredentials(username, password);
  if (!user) return null;
  const tokens = db.issueSession(user.id);
  persist(true);
  return tokens;
}
