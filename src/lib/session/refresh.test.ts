import { http, HttpResponse } from 'msw';
import { recordRequests, seedTokens, STAKING } from '@/api/apiTestUtils';
import { server } from '@/testing/mocks/server';
import { checkSessionStep, refreshSession } from '.';

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
