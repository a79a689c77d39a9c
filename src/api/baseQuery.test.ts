import { delay, http, HttpResponse } from 'msw';
import { server } from '@/testing/mocks/server';
import { makeApiStore, recordRequests, seedTokens, STAKING, VOTE } from '@/testing/apiTestUtils';
import {
  getConnectionStatus,
  PENDING_MONEY_STORAGE_KEY,
  REFRESH_RETRY_DELAYS_MS,
  refreshSession,
  retryConnection,
  SESSION_ID_NOT_FOUND,
  setConnectionStatus,
  setRefreshRetryDelaysForTests,
} from '@/lib/session';
import { stakingApi } from './staking/stakingApi';
import { voteApi } from './vote/voteApi';

const user = { id: 'u1', email: 'a@b.c', username: 'alice', name: 'Alice', wallet_address: null };
const WALLET = '0x1111111111111111111111111111111111111111';
const summary = { period: 'day', total_votes: 1, total_voters: 1, total_contents: 1, by_emotion: [] };

/** A backend whose endpoints accept only `Bearer access-new`, with a counting refresh. */
function expiringBackend({ refreshDelayMs = 30, refreshOk = true } = {}) {
  const calls = { refresh: 0, refreshBodies: [] as unknown[] };
  const guarded =
    (respond: () => Response, lateMs = 0) =>
    async ({ request }: { request: Request }) => {
      if (request.headers.get('authorization') !== 'Bearer access-new') {
        await delay(lateMs);
        return HttpResponse.json({ error: 'Token expired' }, { status: 401 });
      }
      return respond();
    };
  server.use(
    http.post(`${STAKING}/api/auth/refresh`, async ({ request }) => {
      calls.refresh += 1;
      calls.refreshBodies.push(await request.json());
      await delay(refreshDelayMs);
      return refreshOk
        ? HttpResponse.json({ access_token: 'access-new', session_id: 'session-new' })
        : HttpResponse.json({ error: 'Session expired' }, { status: 401 });
    }),
    http.get(
      `${STAKING}/api/auth/userinfo`,
      guarded(() => HttpResponse.json(user)),
    ),
    http.post(
      `${STAKING}/api/auth/check-wallet-verified`,
      guarded(() => HttpResponse.json({ verified: true, wallet_address: WALLET }), 5),
    ),
    http.get(
      `${STAKING}/api/user-balance/all`,
      guarded(() => HttpResponse.json([]), 80),
    ),
    http.get(
      `${VOTE}/api/vote/summary`,
      guarded(() => HttpResponse.json(summary), 10),
    ),
    http.get(
      `${VOTE}/api/vote/trending`,
      guarded(() => HttpResponse.json([]), 120),
    ),
  );
  return calls;
}

describe('re-authentication (createBaseQuery)', () => {
  it('refreshes once on a 401 and retries with the new token', async () => {
    seedTokens();
    const calls = expiringBackend();
    const { store } = makeApiStore();

    const result = await store.dispatch(stakingApi.endpoints.getUserInfo.initiate());

    expect(result.data).toEqual(user);
    expect(calls.refresh).toBe(1);
    expect(calls.refreshBodies).toEqual([{ session_id: 'session-old' }]);
    expect(window.localStorage.getItem('access_token')).toBe('access-new');
    expect(window.localStorage.getItem('session_id')).toBe('session-new');
  });

  it('makes exactly one refresh for a burst of 5 concurrent 401s across both apis, and all 5 succeed', async () => {
    seedTokens();
    const calls = expiringBackend();
    const requests = recordRequests(server);
    const { store, actionTypes } = makeApiStore();

    const results = await Promise.all([
      store.dispatch(stakingApi.endpoints.getUserInfo.initiate()),
      store.dispatch(stakingApi.endpoints.checkWalletVerified.initiate()),
      store.dispatch(stakingApi.endpoints.getAllBalances.initiate({ walletAddress: WALLET })), // its 401 arrives after the refresh
      store.dispatch(voteApi.endpoints.getVoteSummary.initiate('day')),
      store.dispatch(voteApi.endpoints.getTrending.initiate({ period: 'day' })), // so does this one
    ]);

    expect(results.map((result) => result.status)).toEqual(Array(5).fill('fulfilled'));
    expect(results.map((result) => result.error)).toEqual(Array(5).fill(undefined));
    expect(calls.refresh).toBe(1);
    expect(requests.filter((r) => r.url.endsWith('/api/auth/refresh'))).toHaveLength(1);
    expect(requests).toHaveLength(11); // 5 first tries, 1 refresh, 5 retries
    expect(actionTypes()).not.toContain('session/expired');
  });

  it("ends the session once when the refresh fails: 'session/expired', local storage cleared, error returned", async () => {
    seedTokens();
    window.localStorage.setItem('something-else', 'x');
    const calls = expiringBackend({ refreshOk: false });
    const { store, actionTypes } = makeApiStore();

    const results = await Promise.all([
      store.dispatch(stakingApi.endpoints.getUserInfo.initiate()),
      store.dispatch(stakingApi.endpoints.checkWalletVerified.initiate()),
      store.dispatch(voteApi.endpoints.getVoteSummary.initiate('day')),
      store.dispatch(voteApi.endpoints.getTrending.initiate({ period: 'week' })),
    ]);

    expect(calls.refresh).toBe(1);
    expect(actionTypes().filter((type) => type === 'session/expired')).toHaveLength(1);
    expect(window.localStorage.getItem('something-else')).toBeNull();
    expect(window.localStorage.getItem('access_token')).toBeNull();
    expect(results[0]?.error).toEqual({ kind: 'http', status: 401, message: 'Session expired', fromServer: true });
    for (const result of results) expect(result.error).toMatchObject({ kind: 'http', status: 401 });
  });

  it('a sign-out whose token had expired ends the session the refresh rotated to, not the old one', async () => {
    seedTokens();
    const calls = expiringBackend();
    const logoutBodies: unknown[] = [];
    server.use(
      http.post(`${STAKING}/api/auth/logout`, async ({ request }) => {
        const body = await request.json();
        if (request.headers.get('authorization') !== 'Bearer access-new')
          return HttpResponse.json({ error: 'Token expired' }, { status: 401 });
        logoutBodies.push(body);
        return HttpResponse.json({ message: 'Logged out' });
      }),
    );
    const { store } = makeApiStore();
    const result = await store.dispatch(stakingApi.endpoints.logout.initiate());
    expect(result).not.toHaveProperty('error');
    expect(calls.refresh).toBe(1);
    expect(logoutBodies).toEqual([{ session_id: 'session-new' }]);
  });

  it('returns a second 401 after a successful refresh as is, without a second refresh', async () => {
    seedTokens();
    let userinfoCalls = 0;
    let refreshCalls = 0;
    server.use(
      http.post(`${STAKING}/api/auth/refresh`, () => {
        refreshCalls += 1;
        return HttpResponse.json({ access_token: 'access-new', session_id: 'session-new' });
      }),
      http.get(`${STAKING}/api/auth/userinfo`, () => {
        userinfoCalls += 1;
        return HttpResponse.json({ error: 'Forbidden for this account' }, { status: 401 });
      }),
    );
    const { store, actionTypes } = makeApiStore();

    const result = await store.dispatch(stakingApi.endpoints.getUserInfo.initiate());

    expect(result.error).toEqual({
      kind: 'http',
      status: 401,
      message: 'Forbidden for this account',
      fromServer: true,
    });
    expect(refreshCalls).toBe(1);
    expect(userinfoCalls).toBe(2);
    expect(actionTypes()).not.toContain('session/expired');
  });

  it("fails with 'session ID not found' and no refresh request when no session id is stored", async () => {
    window.localStorage.setItem('access_token', 'access-old');
    const requests = recordRequests(server);
    server.use(
      http.get(`${STAKING}/api/auth/userinfo`, () => HttpResponse.json({ error: 'expired' }, { status: 401 })),
    );
    const { store, actionTypes } = makeApiStore();

    const result = await store.dispatch(stakingApi.endpoints.getUserInfo.initiate());

    expect(result.error).toEqual({ kind: 'http', status: 401, message: SESSION_ID_NOT_FOUND });
    expect(SESSION_ID_NOT_FOUND).toBe('session ID not found');
    expect(requests.map((r) => r.url)).toEqual([`${STAKING}/api/auth/userinfo`]);
    expect(actionTypes().filter((type) => type === 'session/expired')).toHaveLength(1);
  });

  it('does not refresh on a 401 to a request sent without a token', async () => {
    const requests = recordRequests(server);
    server.use(
      http.get(`${VOTE}/api/vote/summary`, () => HttpResponse.json({ error: 'Sign in first' }, { status: 401 })),
    );
    const { store } = makeApiStore();

    const result = await store.dispatch(voteApi.endpoints.getVoteSummary.initiate('hour'));

    expect(result.error).toEqual({ kind: 'http', status: 401, message: 'Sign in first', fromServer: true });
    expect(requests).toHaveLength(1);
  });

  it("does not refresh on a 401 to an auth 'none' request (register)", async () => {
    seedTokens();
    const requests = recordRequests(server);
    server.use(
      http.post(`${STAKING}/api/user/register`, () => HttpResponse.json({ error: 'Bad client' }, { status: 401 })),
    );
    const { holdSecret } = await import('@/api/secretHandle');
    const { store } = makeApiStore();

    const result = await store.dispatch(
      stakingApi.endpoints.register.initiate({ email: 'a@b.c', username: 'a', name: 'A', password: holdSecret('pw') }),
    );

    expect(result.error).toEqual({ kind: 'http', status: 401, message: 'Bad client', fromServer: true });
    expect(requests).toHaveLength(1);
    expect(window.localStorage.getItem('access_token')).toBe('access-old');
  });

  it('waits for a refresh under way before sending a new request', async () => {
    seedTokens();
    const calls = expiringBackend({ refreshDelayMs: 60 });
    const tokensSent: (string | null)[] = [];
    server.use(
      http.get(`${VOTE}/api/statistics/emotion-by-content`, ({ request }) => {
        tokensSent.push(request.headers.get('authorization'));
        return HttpResponse.json({ content_id: 'c1', total: 0, emotions: [] });
      }),
    );
    const { store } = makeApiStore();

    const first = store.dispatch(stakingApi.endpoints.getUserInfo.initiate());
    await delay(20); // the 401 has arrived and the refresh is under way
    const second = await store.dispatch(voteApi.endpoints.getEmotionStatistics.initiate('c1'));
    await first;

    expect(second.data).toEqual({ content_id: 'c1', total: 0, emotions: [] });
    expect(tokensSent).toEqual(['Bearer access-new']);
    expect(calls.refresh).toBe(1);
  });

  describe('a transient refresh failure is not a refusal', () => {
    beforeEach(() => setRefreshRetryDelaysForTests([0, 0, 0]));
    afterEach(() => {
      setRefreshRetryDelaysForTests(REFRESH_RETRY_DELAYS_MS);
      setConnectionStatus('ok');
    });

    const answers: Record<string, () => Response> = {
      '503': () => HttpResponse.json({ error: 'Service Unavailable' }, { status: 503 }),
      '502 with an HTML body': () =>
        new HttpResponse('<html>Bad gateway</html>', { status: 502, headers: { 'Content-Type': 'text/html' } }),
      'a dropped connection': () => HttpResponse.error(),
      'a malformed body': () => new HttpResponse('{"access_token": ', { status: 200 }),
      'a token pair with a field missing': () => HttpResponse.json({ access_token: 'x' }),
      '429 (the server did not take it up)': () => HttpResponse.json({ error: 'Slow down' }, { status: 429 }),
      '408': () => new HttpResponse(null, { status: 408 }),
    };
    for (const [name, answer] of Object.entries(answers)) {
      it(`${name}: keeps the tokens (and the money journal), retries a few times, no session/expired`, async () => {
        seedTokens();
        window.localStorage.setItem(PENDING_MONEY_STORAGE_KEY, '{"v":1,"entries":[]}');
        let refreshes = 0;
        server.use(
          http.post(`${STAKING}/api/auth/refresh`, () => {
            refreshes += 1;
            return answer();
          }),
          http.get(`${STAKING}/api/auth/userinfo`, () =>
            HttpResponse.json({ error: 'Token expired' }, { status: 401 }),
          ),
        );
        const { store, actionTypes } = makeApiStore();
        const result = await store.dispatch(stakingApi.endpoints.getUserInfo.initiate());
        expect(result.error).toBeDefined();
        expect(refreshes).toBe(4);
        expect(actionTypes()).not.toContain('session/expired');
        expect(window.localStorage.getItem('access_token')).toBe('access-old');
        expect(window.localStorage.getItem('session_id')).toBe('session-old');
        expect(window.localStorage.getItem(PENDING_MONEY_STORAGE_KEY)).not.toBeNull();
        expect(getConnectionStatus()).toBe('retrying');
      });
    }

    it('the notice retry refreshes again, and a success clears the notice', async () => {
      seedTokens();
      let fail = true;
      server.use(
        http.post(`${STAKING}/api/auth/refresh`, () =>
          fail ? HttpResponse.error() : HttpResponse.json({ access_token: 'access-new', session_id: 'session-new' }),
        ),
      );
      expect(await refreshSession()).toMatchObject({ ok: false, refused: false });
      expect(getConnectionStatus()).toBe('retrying');
      fail = false;
      await expect(retryConnection()).resolves.toBe(false);
      expect(getConnectionStatus()).toBe('ok');
      expect(window.localStorage.getItem('access_token')).toBe('access-new');
    });

    it('the notice retry that is refused says the session ended (nobody else is waiting on it)', async () => {
      seedTokens();
      let refuse = false;
      server.use(
        http.post(`${STAKING}/api/auth/refresh`, () =>
          refuse ? HttpResponse.json({ error: 'Invalid session' }, { status: 401 }) : HttpResponse.error(),
        ),
      );
      expect(await refreshSession()).toMatchObject({ ok: false, refused: false });
      refuse = true;
      await expect(retryConnection()).resolves.toBe(true);
      expect(window.localStorage.getItem('access_token')).toBeNull();
    });

    for (const status of [400, 401, 403, 404]) {
      it(`a ${status} refuses: everything of the session goes, the money journal stays`, async () => {
        seedTokens();
        window.localStorage.setItem('persist:staking.app', '{"auth":"{}"}');
        window.localStorage.setItem('wallet.recent', '["io.metamask"]');
        window.localStorage.setItem(PENDING_MONEY_STORAGE_KEY, '{"v":1,"entries":[]}');
        let refreshes = 0;
        server.use(
          http.post(`${STAKING}/api/auth/refresh`, () => {
            refreshes += 1;
            return HttpResponse.json({ error: 'Invalid session' }, { status });
          }),
        );
        expect(await refreshSession()).toMatchObject({ ok: false, refused: true });
        expect(refreshes).toBe(1);
        expect(Object.keys({ ...window.localStorage })).toEqual([PENDING_MONEY_STORAGE_KEY]);
      });
    }
  });

  it("uses the token another tab's refresh stored while this one waited, without refreshing again", async () => {
    seedTokens();
    let refreshes = 0;
    server.use(
      http.post(`${STAKING}/api/auth/refresh`, () => {
        refreshes += 1;
        return HttpResponse.json({ error: 'Invalid session' }, { status: 401 });
      }),
    );
    // Another tab has already replaced the token this caller found refused.
    window.localStorage.setItem('access_token', 'access-from-other-tab');
    window.localStorage.setItem('session_id', 'session-rotated');
    expect(await refreshSession('access-old')).toEqual({ ok: true });
    expect(refreshes).toBe(0);
    expect(window.localStorage.getItem('session_id')).toBe('session-rotated');
  });
});
