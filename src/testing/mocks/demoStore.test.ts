import { DEMO_SCENARIO_KEY, DEMO_STORAGE_KEY, DEMO_USER } from './constants';
import { createDb } from './db';
import { DEMO_STALE_AFTER_MS, chooseScenario, loadDemoDb, saveDemoDb } from './demoStore';

describe('demo persistence', () => {
  it('seeds around now when nothing is stored, and reloads what was saved', () => {
    const now = new Date('2027-03-01T08:00:00Z');
    const db = loadDemoDb(window.localStorage, now);
    expect(db.tables.seedNow).toBe(now.toISOString());
    const tokens = db.issueSession(DEMO_USER.id);
    saveDemoDb(window.localStorage, db);
    expect(window.localStorage.getItem(DEMO_STORAGE_KEY)).toContain(tokens.session_id);

    const again = loadDemoDb(window.localStorage, new Date(now.getTime() + 60_000));
    expect(again.findUserByToken(tokens.access_token)?.id).toBe(DEMO_USER.id);
  });

  it('re-seeds stale activity data but keeps accounts', () => {
    const old = createDb({ seedNow: '2027-03-01T08:00:00Z' });
    const tokens = old.issueSession(DEMO_USER.id);
    old.setUserWallet(DEMO_USER.id, '0x00000000000000000000000000000000000000c3');
    old.clearData();
    saveDemoDb(window.localStorage, old);

    const later = new Date(Date.parse('2027-03-01T08:00:00Z') + DEMO_STALE_AFTER_MS + 1);
    const db = loadDemoDb(window.localStorage, later);
    expect(db.tables.seedNow).toBe(later.toISOString());
    expect(db.tables.contents.length).toBeGreaterThan(0);
    expect(db.findUserByToken(tokens.access_token)?.wallet_address).toBe('0x00000000000000000000000000000000000000c3');
  });

  it('starts over from a damaged snapshot', () => {
    window.localStorage.setItem(DEMO_STORAGE_KEY, '{"version": 0');
    expect(loadDemoDb(window.localStorage).tables.users).toHaveLength(2);
  });
});

describe('chooseScenario', () => {
  it('takes ?scenario=NAME, remembers it and forgets it with none', () => {
    const storage = window.sessionStorage;
    expect(chooseScenario('?scenario=slow', storage)).toEqual({ name: 'slow', fromUrl: true, previous: null });
    expect(storage.getItem(DEMO_SCENARIO_KEY)).toBe('slow');
    expect(chooseScenario('', storage)).toEqual({ name: 'slow', fromUrl: false, previous: 'slow' });
    expect(chooseScenario('?scenario=none', storage)).toEqual({ name: null, fromUrl: true, previous: 'slow' });
    expect(chooseScenario('?page=2', storage)).toEqual({ name: null, fromUrl: false, previous: null });
  });

  it('ignores unknown names with a warning', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    expect(chooseScenario('?scenario=chaos', window.sessionStorage).name).toBeNull();
    expect(warn).toHaveBeenCalled();
  });
});
