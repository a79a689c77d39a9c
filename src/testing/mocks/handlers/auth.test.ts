import type { TokenResponse, User } from '@/api/staking/types';
import { getFixtureDb } from '../fixtures';
import { STAKING, call, signInAs } from '../testHelpers';

const newUser = { email: 'new@example.org', username: 'newbie', password: 'secret123', name: 'New Person' };

describe('register', () => {
  const register = (body: unknown, query = '?client_id=production') =>
    call<User & { error?: string }>(`${STAKING}/api/user/register${query}`, { body });

  it('creates a user and never echoes the password', async () => {
    const res = await register(newUser);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      email: 'new@example.org',
      username: 'newbie',
      name: 'New Person',
      wallet_address: null,
    });
    expect(res.body).not.toHaveProperty('password');
    expect(getFixtureDb().checkCredentials('newbie', 'secret123')?.id).toBe(res.body.id);
  });

  it('refuses taken usernames and emails with 409', async () => {
    expect(await register({ ...newUser, username: 'DEMO' })).toMatchObject({
      status: 409,
      body: { error: 'Username already taken' },
    });
    expect(await register({ ...newUser, email: 'demo@example.org' })).toMatchObject({
      status: 409,
      body: { error: 'Email already registered' },
    });
  });

  it.each([
    [{ ...newUser, email: undefined }, 'email is required'],
    [{ ...newUser, email: 'nope' }, 'email must be an email address'],
    [{ ...newUser, username: 42 }, 'username must be a string'],
    [{ ...newUser, password: 'short' }, 'password must be at least 8 characters'],
    [{ ...newUser, name: '  ' }, 'name must not be empty'],
    ['{"email": ', 'Malformed JSON body'],
    ['[1,2]', 'Request body must be a JSON object'],
  ])('answers 400 for a bad body (%#)', async (body, error) => {
    expect(await register(body)).toMatchObject({ status: 400, body: { error } });
  });

  it('needs client_id', async () => {
    expect(await register(newUser, '')).toMatchObject({
      status: 400,
      body: { error: 'client_id query parameter is required' },
    });
  });
});

describe('tokens and sessions', () => {
  it('userinfo needs a valid bearer token', async () => {
    expect(await call(`${STAKING}/api/auth/userinfo`)).toMatchObject({ status: 401, body: { error: 'Unauthorized' } });
    expect(await call(`${STAKING}/api/auth/userinfo`, { token: 'at_made_up' })).toMatchObject({ status: 401 });
    const { access_token } = signInAs('demo');
    const res = await call<User>(`${STAKING}/api/auth/userinfo`, { token: access_token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: 'usr_demo',
      email: 'demo@example.org',
      username: 'demo',
      name: 'Demo User',
      wallet_address: null,
      created_at: expect.any(String),
    });
  });

  it('refresh rotates the session id like a strict backend: a new pair, and the old id answers 401', async () => {
    const session = signInAs('demo');
    getFixtureDb().expireAccessTokens();
    expect((await call(`${STAKING}/api/auth/userinfo`, { token: session.access_token })).status).toBe(401);

    const res = await call<TokenResponse>(`${STAKING}/api/auth/refresh`, { body: { session_id: session.session_id } });
    expect(res.status).toBe(200);
    expect(res.body.session_id).not.toBe(session.session_id);
    expect(res.body.access_token).not.toBe(session.access_token);
    expect((await call(`${STAKING}/api/auth/userinfo`, { token: res.body.access_token })).status).toBe(200);
    // A second tab refreshing with the same (now rotated) id is refused.
    expect(await call(`${STAKING}/api/auth/refresh`, { body: { session_id: session.session_id } })).toMatchObject({
      status: 401,
    });
    expect((await call(`${STAKING}/api/auth/refresh`, { body: { session_id: res.body.session_id } })).status).toBe(200);

    expect(await call(`${STAKING}/api/auth/refresh`, { body: { session_id: 'ses_unknown' } })).toMatchObject({
      status: 401,
      body: { error: 'Invalid session' },
    });
    expect(await call(`${STAKING}/api/auth/refresh`, { body: {} })).toMatchObject({
      status: 400,
      body: { error: 'session_id is required' },
    });
  });

  it('check-session returns tokens for a live session, 204 otherwise, 401 for a bad client', async () => {
    const session = signInAs('alice');
    const check = (body: object) => call<TokenResponse>(`${STAKING}/api/auth/check-session`, { body });
    const client = { client_id: 'production', client_secret: 'test-client-secret' };

    const live = await check({ ...client, session_id: session.session_id });
    expect(live.status).toBe(200);
    expect(live.body.session_id).toBe(session.session_id);
    expect(await check({ ...client, session_id: null })).toMatchObject({ status: 204, body: null });
    expect(await check({ ...client, session_id: 'ses_gone' })).toMatchObject({ status: 204 });
    expect(await check({ ...client, client_secret: 'wrong', session_id: session.session_id })).toMatchObject({
      status: 401,
    });
    expect(await check({ client_secret: 'test-client-secret' })).toMatchObject({
      status: 400,
      body: { error: 'client_id is required' },
    });
  });

  it('logout ends the session, so its tokens and refresh stop working', async () => {
    const session = signInAs('demo');
    const res = await call(`${STAKING}/api/auth/logout`, {
      token: session.access_token,
      body: { session_id: session.session_id },
    });
    expect(res).toMatchObject({ status: 204, body: null });
    expect((await call(`${STAKING}/api/auth/userinfo`, { token: session.access_token })).status).toBe(401);
    expect((await call(`${STAKING}/api/auth/refresh`, { body: { session_id: session.session_id } })).status).toBe(401);
    expect((await call(`${STAKING}/api/auth/logout`, { body: { session_id: session.session_id } })).status).toBe(401);
  });

  it('adds CORS headers and answers preflights', async () => {
    const res = await call(`${STAKING}/api/auth/userinfo`);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    const preflight = await fetch(`${STAKING}/api/transaction`, { method: 'OPTIONS' });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-headers')).toContain('Authorization');
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST');
  });
});
