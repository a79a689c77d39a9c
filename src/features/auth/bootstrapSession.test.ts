import type { RequestResult } from '@/api/http';
import type { User } from '@/api/staking/types';
import { bootstrapSession, type BootstrapDeps } from './bootstrapSession';

const user: User = { id: 'u1', email: 'ann@example.org', username: 'ann', name: 'Ann', wallet_address: null };
const ok: RequestResult<User> = { ok: true, status: 200, data: user };
const unauthorized: RequestResult<User> = { ok: false, error: { kind: 'http', status: 401, message: 'Unauthorized' } };
const serverError: RequestResult<User> = { ok: false, error: { kind: 'http', status: 500, message: 'Boom' } };

/** Deps whose answers each test scripts; every call is recorded in order. */
function scripted(options: {
  token: boolean;
  userinfo?: RequestResult<User>[];
  refresh?: boolean;
  checkSession?: 'session' | 'none' | 'failed';
}) {
  const calls: string[] = [];
  const userinfo = [...(options.userinfo ?? [])];
  const deps: BootstrapDeps = {
    hasAccessToken: () => options.token,
    loadUser: async () => {
      calls.push('userinfo');
      const next = userinfo.shift();
      if (!next) throw new Error('unexpected userinfo call');
      return next;
    },
    refresh: async () => {
      calls.push('refresh');
      return options.refresh ? { ok: true } : { ok: false, refused: true, error: { kind: 'http', status: 401, message: 'Invalid session' } };
    },
    checkSession: async () => {
      calls.push('check-session');
      if (!options.checkSession) throw new Error('unexpected check-session call');
      return options.checkSession;
    },
    clearTokens: () => calls.push('clear'),
  };
  return { deps, calls };
}

describe('bootstrapSession (SPEC.md section 4)', () => {
  it('token ok: one userinfo request and the user', async () => {
    const { deps, calls } = scripted({ token: true, userinfo: [ok] });
    await expect(bootstrapSession(deps)).resolves.toEqual(user);
    expect(calls).toEqual(['userinfo']);
  });

  it('401 then refresh ok: userinfo again with the new token', async () => {
    const { deps, calls } = scripted({ token: true, userinfo: [unauthorized, ok], refresh: true });
    await expect(bootstrapSession(deps)).resolves.toEqual(user);
    expect(calls).toEqual(['userinfo', 'refresh', 'userinfo']);
  });

  it('refresh fails then check-session ok: the user from the new session', async () => {
    const { deps, calls } = scripted({ token: true, userinfo: [unauthorized, ok], refresh: false, checkSession: 'session' });
    await expect(bootstrapSession(deps)).resolves.toEqual(user);
    expect(calls).toEqual(['userinfo', 'refresh', 'check-session', 'userinfo']);
  });

  it('all fail: tokens cleared and nobody signed in', async () => {
    const { deps, calls } = scripted({ token: true, userinfo: [unauthorized], refresh: false, checkSession: 'failed' });
    await expect(bootstrapSession(deps)).resolves.toBeNull();
    expect(calls).toEqual(['userinfo', 'refresh', 'check-session', 'clear']);
  });

  it('check-session returning nothing after a failed refresh also signs out', async () => {
    const { deps, calls } = scripted({ token: true, userinfo: [unauthorized], refresh: false, checkSession: 'none' });
    await expect(bootstrapSession(deps)).resolves.toBeNull();
    expect(calls).toEqual(['userinfo', 'refresh', 'check-session', 'clear']);
  });

  it('other error: tokens cleared at once, no refresh', async () => {
    const { deps, calls } = scripted({ token: true, userinfo: [serverError] });
    await expect(bootstrapSession(deps)).resolves.toBeNull();
    expect(calls).toEqual(['userinfo', 'clear']);
  });

  it('no token with a session: check-session then userinfo', async () => {
    const { deps, calls } = scripted({ token: false, userinfo: [ok], checkSession: 'session' });
    await expect(bootstrapSession(deps)).resolves.toEqual(user);
    expect(calls).toEqual(['check-session', 'userinfo']);
  });

  it('no token, no session: nobody signed in, nothing else asked', async () => {
    const { deps, calls } = scripted({ token: false, checkSession: 'none' });
    await expect(bootstrapSession(deps)).resolves.toBeNull();
    expect(calls).toEqual(['check-session']);
  });

  it('a userinfo failure after a successful refresh signs out instead of looping', async () => {
    const { deps, calls } = scripted({ token: true, userinfo: [unauthorized, unauthorized], refresh: true });
    await expect(bootstrapSession(deps)).resolves.toBeNull();
    expect(calls).toEqual(['userinfo', 'refresh', 'userinfo', 'clear']);
  });
});
