import { http, HttpResponse } from 'msw';
import { server } from '@/testing/mocks/server';
import { getAccessToken, getSessionId } from '@/lib/session';
import { completeSignIn, readCallbackParams } from './completeSignIn';

const user = { id: 'u1', email: 'ann@example.org', username: 'ann', name: 'Ann', wallet_address: null };

function saveSignIn(state: string, returnTo = '/wallet') {
  window.sessionStorage.setItem('signin.state', state);
  window.sessionStorage.setItem('signin.returnTo', returnTo);
}

function answerUserInfo(expectedToken: string) {
  server.use(
    http.get('http://staking.test/api/auth/userinfo', ({ request }) =>
      request.headers.get('Authorization') === `Bearer ${expectedToken}`
        ? HttpResponse.json(user)
        : HttpResponse.json({ error: 'Unauthorized' }, { status: 401 }),
    ),
  );
}

describe('readCallbackParams', () => {
  it('reads the query string or, equally, the fragment', () => {
    expect(readCallbackParams('http://x/callback?access_token=a&session_id=b&state=c')).toMatchObject({
      accessToken: 'a',
      sessionId: 'b',
      state: 'c',
    });
    expect(readCallbackParams('http://x/callback#access_token=a&session_id=b&state=c')).toMatchObject({
      accessToken: 'a',
      sessionId: 'b',
      state: 'c',
    });
    expect(readCallbackParams('http://x/callback?error=access_denied&error_description=No%20thanks')).toMatchObject({
      error: 'access_denied',
      errorDescription: 'No thanks',
    });
  });
});

describe('completeSignIn', () => {
  const base = { error: null, errorDescription: null };

  it('stores the tokens, loads the profile and returns to the saved path', async () => {
    saveSignIn('s1');
    answerUserInfo('tok');
    const outcome = await completeSignIn({ ...base, accessToken: 'tok', sessionId: 'sid', state: 's1' });
    expect(outcome).toEqual({ kind: 'signed-in', user, returnTo: '/wallet' });
    expect(getAccessToken()).toBe('tok');
    expect(getSessionId()).toBe('sid');
  });

  it('refuses tokens whose state does not match, and stores nothing', async () => {
    saveSignIn('expected');
    const outcome = await completeSignIn({ ...base, accessToken: 'tok', sessionId: 'sid', state: 'forged' });
    expect(outcome.kind).toBe('state-mismatch');
    expect(getAccessToken()).toBeNull();
  });

  it('refuses tokens when no sign-in was started in this tab', async () => {
    const outcome = await completeSignIn({ ...base, accessToken: 'tok', sessionId: 'sid', state: 'any' });
    expect(outcome).toEqual({ kind: 'state-mismatch', returnTo: '/' });
    expect(getAccessToken()).toBeNull();
  });

  it('passes the login service error description on as text', async () => {
    saveSignIn('s1');
    const outcome = await completeSignIn({
      ...base,
      accessToken: null,
      sessionId: null,
      state: 's1',
      error: 'access_denied',
      errorDescription: '<b>denied</b>',
    });
    expect(outcome).toEqual({ kind: 'login-error', description: '<b>denied</b>', returnTo: '/wallet' });
  });

  it.each([
    ['another state', 'forged'],
    ['no state', null],
  ])('shows no error description with %s: anyone can write one into a link', async (_name, state) => {
    saveSignIn('s1');
    const outcome = await completeSignIn({
      ...base,
      accessToken: null,
      sessionId: null,
      state,
      error: 'access_denied',
      errorDescription: 'Call +1 555 0100 to unlock your account',
    });
    expect(outcome).toEqual({ kind: 'login-error', description: null, returnTo: '/wallet' });
  });

  it('forgets the tokens when the profile cannot be loaded', async () => {
    saveSignIn('s1');
    server.use(
      http.get('http://staking.test/api/auth/userinfo', () =>
        HttpResponse.json({ error: 'Down for maintenance' }, { status: 503 }),
      ),
    );
    const outcome = await completeSignIn({ ...base, accessToken: 'tok', sessionId: 'sid', state: 's1' });
    expect(outcome).toEqual({ kind: 'profile-failed', message: 'Down for maintenance', returnTo: '/wallet' });
    expect(getAccessToken()).toBeNull();
  });

  it('with no token runs the session check, and signs in when it finds a session', async () => {
    saveSignIn('s1', '/');
    server.use(
      http.post('http://staking.test/api/auth/check-session', async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        expect(body).toEqual({ client_id: 'production', client_secret: 'test-client-secret', session_id: null });
        return HttpResponse.json({ access_token: 'fresh', session_id: 'sid2' });
      }),
    );
    answerUserInfo('fresh');
    const outcome = await completeSignIn({ ...base, accessToken: null, sessionId: null, state: null });
    expect(outcome).toEqual({ kind: 'signed-in', user, returnTo: '/' });
  });

  it('with no token and no session reports no session', async () => {
    server.use(http.post('http://staking.test/api/auth/check-session', () => new HttpResponse(null, { status: 204 })));
    const outcome = await completeSignIn({ ...base, accessToken: null, sessionId: null, state: null });
    expect(outcome).toEqual({ kind: 'no-session', returnTo: '/' });
  });
});
