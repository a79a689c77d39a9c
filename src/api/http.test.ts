import { delay, http, HttpResponse } from 'msw';
import { server } from '@/testing/mocks/server';
import { connectSessionToApi } from '@/lib/session';
import { recordRequests, STAKING } from '@/testing/apiTestUtils';
import {
  AUTH_TOKEN_NOT_FOUND,
  GENERIC_REQUEST_ERROR,
  REQUEST_TIMEOUT_MS,
  buildUrl,
  request,
  serverMessage,
  MAX_SERVER_MESSAGE,
  provideSession,
  type SessionPort,
} from './http';
import { createIntl } from 'react-intl';
import enUS from '@/locales/en-US';
import viVN from '@/locales/vi-VN';

const TOKEN = 'access-token-secret-1';

describe('request()', () => {
  it('sends JSON headers, the stored bearer token and no cookies', async () => {
    window.localStorage.setItem('access_token', TOKEN);
    let seen: Request | undefined;
    let body: unknown;
    server.use(
      http.post(`${STAKING}/api/thing`, async ({ request: req }) => {
        seen = req;
        body = await req.json();
        return HttpResponse.json({ ok: 1 });
      }),
    );
    const fetchSpy = jest.spyOn(globalThis, 'fetch');

    const result = await request(STAKING, '/api/thing', { method: 'POST', body: { a: 1 } });

    expect(result).toEqual({ ok: true, status: 200, data: { ok: 1 } });
    expect(seen?.headers.get('content-type')).toBe('application/json');
    expect(seen?.headers.get('authorization')).toBe(`Bearer ${TOKEN}`);
    expect(body).toEqual({ a: 1 });
    const init = fetchSpy.mock.calls[0]?.[1];
    expect(init?.credentials).toBe('omit');
  });

  it('sends no Authorization header without a token, or with auth none', async () => {
    const headers: (string | null)[] = [];
    server.use(
      http.get(`${STAKING}/api/thing`, ({ request: req }) => {
        headers.push(req.headers.get('authorization'));
        return HttpResponse.json({});
      }),
    );
    await request(STAKING, '/api/thing');
    window.localStorage.setItem('access_token', TOKEN);
    await request(STAKING, '/api/thing', { auth: 'none' });
    expect(headers).toEqual([null, null]);
  });

  it("leaves undefined, null and '' query parameters out", () => {
    expect(buildUrl(STAKING, '/api/x', { a: 1, b: undefined, c: null, d: '', e: 'x y', f: false })).toBe(
      `${STAKING}/api/x?a=1&e=x+y&f=false`,
    );
  });

  it('reads an empty body (204) as null', async () => {
    server.use(http.post(`${STAKING}/api/thing`, () => new HttpResponse(null, { status: 204 })));
    await expect(request(STAKING, '/api/thing', { method: 'POST' })).resolves.toEqual({
      ok: true,
      status: 204,
      data: null,
    });
  });

  describe('error message rule', () => {
    it('uses the body error field', async () => {
      server.use(
        http.get(`${STAKING}/api/thing`, () =>
          HttpResponse.json({ error: 'Email already taken' }, { status: 409, statusText: 'Conflict' }),
        ),
      );
      await expect(request(STAKING, '/api/thing')).resolves.toEqual({
        ok: false,
        error: { kind: 'http', status: 409, message: 'Email already taken', fromServer: true },
      });
    });

    it('falls back to the status text when the body has no usable error', async () => {
      server.use(
        http.get(`${STAKING}/api/a`, () =>
          HttpResponse.json({ error: '' }, { status: 400, statusText: 'Bad Request' }),
        ),
        http.get(
          `${STAKING}/api/b`,
          () => new HttpResponse('<html>oops</html>', { status: 502, statusText: 'Bad Gateway' }),
        ),
      );
      await expect(request(STAKING, '/api/a')).resolves.toEqual({
        ok: false,
        error: { kind: 'http', status: 400, message: 'Bad Request' },
      });
      await expect(request(STAKING, '/api/b')).resolves.toEqual({
        ok: false,
        error: { kind: 'http', status: 502, message: 'Bad Gateway' },
      });
    });

    it('falls back to the generic text without a status text (as over HTTP/2)', async () => {
      // msw fills in a missing status text, so this answer comes from fetch itself.
      jest.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(null, { status: 500, statusText: '' }));
      await expect(request(STAKING, '/api/thing')).resolves.toEqual({
        ok: false,
        error: { kind: 'http', status: 500, message: GENERIC_REQUEST_ERROR },
      });
    });
  });

  it("reports a 2xx body that is not JSON as kind 'malformed'", async () => {
    server.use(http.get(`${STAKING}/api/thing`, () => new HttpResponse('{"items": [', { status: 200 })));
    await expect(request(STAKING, '/api/thing')).resolves.toEqual({
      ok: false,
      error: { kind: 'malformed', status: 200, message: GENERIC_REQUEST_ERROR },
    });
  });

  it("reports a network failure as kind 'network'", async () => {
    server.use(http.get(`${STAKING}/api/thing`, () => HttpResponse.error()));
    await expect(request(STAKING, '/api/thing')).resolves.toEqual({
      ok: false,
      error: { kind: 'network', status: 0, message: GENERIC_REQUEST_ERROR },
    });
  });

  it('times out after 10 s', async () => {
    expect(REQUEST_TIMEOUT_MS).toBe(10_000);
    server.use(http.get(`${STAKING}/api/slow`, () => delay('infinite')));
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    try {
      let settled: unknown;
      const pending = request(STAKING, '/api/slow').then((result) => (settled = result));
      await jest.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
      expect(settled).toBeUndefined();
      await jest.advanceTimersByTimeAsync(1);
      await pending;
      expect(settled).toEqual({ ok: false, error: { kind: 'timeout', status: 0, message: GENERIC_REQUEST_ERROR } });
    } finally {
      jest.useRealTimers();
    }
  });

  it('honours a shorter timeoutMs', async () => {
    server.use(http.get(`${STAKING}/api/slow`, () => delay('infinite')));
    await expect(request(STAKING, '/api/slow', { timeoutMs: 20 })).resolves.toEqual({
      ok: false,
      error: { kind: 'timeout', status: 0, message: GENERIC_REQUEST_ERROR },
    });
  });

  it("reports the caller's abort as 'network', and starts nothing for a signal already aborted", async () => {
    const requests = recordRequests(server);
    server.use(http.get(`${STAKING}/api/slow`, () => delay('infinite')));
    const controller = new AbortController();
    const pending = request(STAKING, '/api/slow', { signal: controller.signal });
    await delay(10);
    controller.abort();
    await expect(pending).resolves.toEqual({
      ok: false,
      error: { kind: 'network', status: 0, message: GENERIC_REQUEST_ERROR },
    });
    expect(requests).toHaveLength(1);

    await expect(request(STAKING, '/api/slow', { signal: controller.signal })).resolves.toMatchObject({
      ok: false,
      error: { kind: 'network' },
    });
    expect(requests).toHaveLength(1);
  });

  it("with auth 'required' and no token fails at once, without a request", async () => {
    const requests = recordRequests(server);
    await expect(request(STAKING, '/api/thing', { auth: 'required' })).resolves.toEqual({
      ok: false,
      error: { kind: 'http', status: 401, message: AUTH_TOKEN_NOT_FOUND },
    });
    expect(AUTH_TOKEN_NOT_FOUND).toBe('Authentication token not found');
    expect(requests).toHaveLength(0);
  });

  it('never puts the URL, a query parameter or the token in an error', async () => {
    window.localStorage.setItem('access_token', TOKEN);
    server.use(
      http.get(`${STAKING}/api/net`, () => HttpResponse.error()),
      http.get(`${STAKING}/api/slow`, () => delay('infinite')),
      http.get(`${STAKING}/api/bad`, () => new HttpResponse('not json', { status: 200 })),
      http.get(`${STAKING}/api/http`, () => new HttpResponse(null, { status: 503, statusText: '' })),
    );
    const params = { walletAddress: '0xSECRETPARAM' };
    const results = await Promise.all([
      request(STAKING, '/api/net', { params }),
      request(STAKING, '/api/slow', { params, timeoutMs: 20 }),
      request(STAKING, '/api/bad', { params }),
      request(STAKING, '/api/http', { params }),
    ]);
    for (const result of results) {
      expect(result.ok).toBe(false);
      const text = JSON.stringify(result);
      expect(text).not.toContain('staking.test');
      expect(text).not.toContain('/api/');
      expect(text).not.toContain('SECRETPARAM');
      expect(text).not.toContain(TOKEN);
    }
  });
});

const intl = createIntl({ locale: 'en-US', messages: enUS });
const viIntl = createIntl({ locale: 'vi-VN', messages: viVN });

describe('serverMessage', () => {
  it("cuts the server's words to MAX_SERVER_MESSAGE characters", () => {
    const long = `${'x'.repeat(MAX_SERVER_MESSAGE + 50)}`;
    const shown = serverMessage({ kind: 'http', status: 400, message: long, fromServer: true }, intl);
    expect(shown).toBe(`${'x'.repeat(MAX_SERVER_MESSAGE)}…`);
  });

  it("keeps the server's own words and the SPEC's own messages, nothing else", () => {
    expect(
      serverMessage({ kind: 'http', status: 409, message: 'Insufficient VOTE balance', fromServer: true }, intl),
    ).toBe('Insufficient VOTE balance');
    expect(serverMessage({ kind: 'http', status: 500, message: 'Internal server error', fromServer: true }, intl)).toBe(
      'Internal server error',
    );
    expect(serverMessage({ kind: 'http', status: 500, message: 'Internal Server Error' }, intl)).toBeNull();
    expect(serverMessage({ kind: 'http', status: 500, message: GENERIC_REQUEST_ERROR }, intl)).toBeNull();
    expect(serverMessage({ kind: 'http', status: 401, message: AUTH_TOKEN_NOT_FOUND }, intl)).toBe(
      AUTH_TOKEN_NOT_FOUND,
    );
    expect(serverMessage({ kind: 'http', status: 401, message: 'session ID not found' }, intl)).toBe(
      'session ID not found',
    );
    expect(serverMessage({ kind: 'http', status: 401, message: 'session ID not found' }, viIntl)).toBe(
      'Phiên đăng nhập đã kết thúc. Vui lòng đăng nhập lại.',
    );
    expect(serverMessage({ kind: 'network', status: 0, message: GENERIC_REQUEST_ERROR }, intl)).toBeNull();
    expect(serverMessage(null, intl)).toBeNull();
  });

  it('marks a message read from the response body as the server’s own', async () => {
    server.use(
      http.get('http://staking.test/own-words', () => HttpResponse.json({ error: 'Nope' }, { status: 400 })),
      http.get(
        'http://staking.test/status-only',
        () => new HttpResponse('', { status: 503, statusText: 'Service Unavailable' }),
      ),
    );
    const own = await request('http://staking.test', '/own-words');
    const bare = await request('http://staking.test', '/status-only');
    expect(own.ok ? null : serverMessage(own.error, intl)).toBe('Nope');
    expect(bare.ok ? null : serverMessage(bare.error, intl)).toBeNull();
  });
});

const stubSession: SessionPort = {
  getAccessToken: () => null,
  getSessionId: () => null,
  waitForRefresh: () => Promise.resolve(),
  refreshSession: () => Promise.resolve({ ok: true }),
  claimRefusal: () => false,
  sessionExpired: () => ({ type: 'test/expired' }),
};

describe('the session port', () => {
  afterEach(() => connectSessionToApi());

  it('sends the token the session hands in, and says loudly when no session was connected', async () => {
    const seen: Array<string | null> = [];
    server.use(
      http.get(`${STAKING}/probe`, ({ request: sent }) => {
        seen.push(sent.headers.get('Authorization'));
        return HttpResponse.json({});
      }),
    );
    provideSession({ ...stubSession, getAccessToken: () => 'token-from-port' });
    await request(STAKING, '/probe');
    expect(seen).toEqual(['Bearer token-from-port']);

    provideSession(null);
    await expect(request(STAKING, '/probe')).rejects.toThrow(/connectSessionToApi/);
  });
});
