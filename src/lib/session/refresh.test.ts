import { http, HttpResponse } from 'msw';
import { recordRequests, seedTokens, STAKING } from '@/testing/apiTestUtils';
import { installFakeWebLocks, removeFakeWebLocks } from '@/testing/fakeWebLocks';
import { getFixtureDb } from '@/testing/mocks/fixtures';
import { server } from '@/testing/mocks/server';
import { signInAs } from '@/testing/mocks/testHelpers';
import { checkSessionStep, refreshSession } from '.';
import { REFRESH_DONE_KEY, REFRESH_LOCK_NAME } from './refreshLock';

const NEW_ACCESS = 'access-NEW-secret-2';
const NEW_SESSION = 'session-NEW-secret-2';
const CLIENT_SECRET = 'test-client-secret';

describe('check-session, as the start-up sign-in and /callback send it', () => {
  it('posts the client credentials and the stored session id without a token, and stores the pair', async () => {
    window.localStorage.setItem('session_id', 'session-old');
    let seen: { auth: string | null; body: unknown } | undefined;
    server.use(
      http.post(`${STAKING}/api/auth/check-session`, async ({ request }) => {
        seen = { auth: request.headers.get('authorization'), body: await request.json() };
        return HttpResponse.json({ access_token: NEW_ACCESS, session_id: NEW_SESSION });
      }),
    );
    await expect(checkSessionStep()).resolves.toBe('session');
    expect(seen).toEqual({
      auth: null,
      body: { client_id: 'production', client_secret: CLIENT_SECRET, session_id: 'session-old' },
    });
    expect(window.localStorage.getItem('access_token')).toBe(NEW_ACCESS);
    expect(window.localStorage.getItem('session_id')).toBe(NEW_SESSION);
  });

  it.each([
    ['204', () => new HttpResponse(null, { status: 204 })],
    ['an empty 200', () => new HttpResponse('', { status: 200 })],
    ['a null body', () => HttpResponse.json(null)],
  ])('reads %s as no session, sending session_id null when none is stored', async (_name, respond) => {
    let body: unknown;
    server.use(
      http.post(`${STAKING}/api/auth/check-session`, async ({ request }) => {
        body = await request.json();
        return respond();
      }),
    );
    await expect(checkSessionStep()).resolves.toBe('none');
    expect(body).toEqual({ client_id: 'production', client_secret: CLIENT_SECRET, session_id: null });
    expect(window.localStorage.getItem('access_token')).toBeNull();
  });

  it('reads a 401 and a body that is not a token pair as failed, storing nothing', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.use(
      http.post(`${STAKING}/api/auth/check-session`, () =>
        HttpResponse.json({ error: 'Invalid client' }, { status: 401 }),
      ),
    );
    await expect(checkSessionStep()).resolves.toBe('failed');
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();

    server.use(http.post(`${STAKING}/api/auth/check-session`, () => HttpResponse.json({ access_token: NEW_ACCESS })));
    await expect(checkSessionStep()).resolves.toBe('failed');
    expect(window.localStorage.getItem('access_token')).toBeNull();
  });
});

describe('refreshSession', () => {
  it('stores the new pair the backend gives for the stored session id', async () => {
    seedTokens();
    let body: unknown;
    server.use(
      http.post(`${STAKING}/api/auth/refresh`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ access_token: NEW_ACCESS, session_id: NEW_SESSION });
      }),
    );
    await expect(refreshSession()).resolves.toEqual({ ok: true });
    expect(body).toEqual({ session_id: 'session-old' });
    expect(window.localStorage.getItem('access_token')).toBe(NEW_ACCESS);
  });

  it("without a stored session id: refused with 'session ID not found', no request, storage cleared", async () => {
    window.localStorage.setItem('access_token', 'access-old');
    const requests = recordRequests(server);
    await expect(refreshSession()).resolves.toMatchObject({
      ok: false,
      refused: true,
      error: { kind: 'http', status: 401, message: 'session ID not found' },
    });
    expect(requests).toHaveLength(0);
    expect(window.localStorage.length).toBe(0);
  });
});

describe('refreshSession across tabs (one refresh, and only a refusal ends the session)', () => {
  /** A write of another tab reaching this tab's copy of localStorage, with its 'storage' event. */
  function arrivesFromOtherTab(key: string, value: string) {
    window.localStorage.setItem(key, value);
    window.dispatchEvent(new StorageEvent('storage', { key, newValue: value, storageArea: window.localStorage }));
  }

  afterEach(removeFakeWebLocks);

  it("waits for the other tab's tokens when they reach its storage after the lock: no second refresh", async () => {
    const locks = installFakeWebLocks();
    const old = signInAs();
    seedTokens(old.access_token, old.session_id);
    getFixtureDb().expireAccessTokens();
    const requests = recordRequests(server);

    // The other tab holds the lock and refreshes while this tab waits for it.
    let finishOtherTab: () => void = () => undefined;
    const otherTab = locks.request(REFRESH_LOCK_NAME, {}, () => new Promise<void>((done) => (finishOtherTab = done)));
    await Promise.resolve();
    const mine = refreshSession(old.access_token);
    const rotated = getFixtureDb().rotateSession(old.session_id);
    if (!rotated) throw new Error('no session to rotate');
    finishOtherTab();
    await otherTab;
    // Its writes, its done mark last, reach this tab only after this tab got the lock.
    await new Promise((resolve) => setTimeout(resolve, 20));
    arrivesFromOtherTab('access_token', rotated.access_token);
    arrivesFromOtherTab('session_id', rotated.session_id);
    arrivesFromOtherTab(REFRESH_DONE_KEY, 'other-tab-1');

    await expect(mine).resolves.toEqual({ ok: true });
    expect(requests.filter((request) => request.url.endsWith('/api/auth/refresh'))).toHaveLength(0);
    expect(window.localStorage.getItem('access_token')).toBe(rotated.access_token);
    expect(window.localStorage.getItem('session_id')).toBe(rotated.session_id);
  });

  it('a refusal of the session id another tab has just rotated ends nothing: its new tokens are used', async () => {
    const old = signInAs();
    seedTokens(old.access_token, old.session_id);
    getFixtureDb().expireAccessTokens();
    let rotated = { access_token: '', session_id: '' };
    server.use(
      http.post(`${STAKING}/api/auth/refresh`, () => {
        // The other tab's refresh lands first and stores its pair; this one then reuses the old id.
        rotated = getFixtureDb().rotateSession(old.session_id) ?? rotated;
        seedTokens(rotated.access_token, rotated.session_id);
      }),
    );

    await expect(refreshSession(old.access_token)).resolves.toEqual({ ok: true });
    expect(window.localStorage.getItem('access_token')).toBe(rotated.access_token);
    expect(window.localStorage.getItem('session_id')).toBe(rotated.session_id);
  });

  it('a refusal of the id still stored ends the session: everything of it is cleared', async () => {
    const old = signInAs();
    seedTokens(old.access_token, old.session_id);
    getFixtureDb().endSession(old.session_id);

    await expect(refreshSession(old.access_token)).resolves.toMatchObject({ ok: false, refused: true });
    expect(window.localStorage.getItem('access_token')).toBeNull();
    expect(window.localStorage.getItem('session_id')).toBeNull();
  });
});
