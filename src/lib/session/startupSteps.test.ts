import type { RequestResult } from '@/api/http';
import type { RefreshOutcome } from './refresh';
import type { User } from '@/api/staking/types';
import { bootstrapSession, type BootstrapDeps } from './startupSteps';

const user: User = { id: 'u1', email: 'ann@example.org', username: 'ann', name: 'Ann', wallet_address: null };
const ok: RequestResult<User> = { ok: true, status: 200, data: user };
const unauthorized: RequestResult<User> = { ok: false, error: { kind: 'http', status: 401, message: 'Unauthorized' } };
const serverError: RequestResult<User> = { ok: false, error: { kind: 'http', status: 500, message: 'Boom' } };
const forbidden: RequestResult<User> = { ok: false, error: { kind: 'http', status: 403, message: 'Forbidden' } };
const timedOut: RequestResult<User> = {
  ok: false,
  error: { kind: 'timeout', status: 0, message: 'There was an error with the request.' },
};
const dropped: RequestResult<User> = {
  ok: false,
  error: { kind: 'network', status: 0, message: 'There was an error with the request.' },
};

/** Deps whose answers each test scripts; every call is recorded in order. */
function scripted(options: {
  token: boolean;
  userinfo?: RequestResult<User>[];
  refresh?: boolean;
  checkSession?: 'session' | 'none' | 'failed' | 'unreachable';
  checkSessions?: Array<'session' | 'none' | 'failed' | 'unreachable'>;
  refreshOutcome?: RefreshOutcome;
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
      if (options.refreshOutcome) return options.refreshOutcome;
      return options.refresh
        ? { ok: true }
        : { ok: false, refused: true, error: { kind: 'http', status: 401, message: 'Invalid session' } };
    },
    checkSession: async () => {
      calls.push('check-session');
      const next = options.checkSessions?.shift() ?? options.checkSession;
      if (!next) throw new Error('unexpected check-session call');
      return next;
    },
    clearTokens: () => calls.push('clear'),
    sleep: async (ms) => {
      calls.push(`wait ${ms}`);
    },
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
    const { deps, calls } = scripted({
      token: true,
      userinfo: [unauthorized, ok],
      refresh: false,
      checkSession: 'session',
    });
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
    const { deps, calls } = scripted({ token: true, userinfo: [forbidden] });
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

  describe('a request that got no answer is tried again before step 5 applies', () => {
    it('userinfo times out once: tried again, still signed in', async () => {
      const { deps, calls } = scripted({ token: true, userinfo: [timedOut, ok] });
      await expect(bootstrapSession(deps)).resolves.toEqual(user);
      expect(calls).toEqual(['userinfo', 'wait 1000', 'userinfo']);
    });

    it('three tries within about 5 s, then step 5: signed out', async () => {
      const { deps, calls } = scripted({ token: true, userinfo: [dropped, timedOut, dropped] });
      await expect(bootstrapSession(deps)).resolves.toBeNull();
      expect(calls).toEqual(['userinfo', 'wait 1000', 'userinfo', 'wait 2000', 'userinfo', 'clear']);
    });

    it('a 5xx (a deploy, a restart) is tried again like no answer: still signed in', async () => {
      const { deps, calls } = scripted({ token: true, userinfo: [serverError, ok] });
      await expect(bootstrapSession(deps)).resolves.toEqual(user);
      expect(calls).toEqual(['userinfo', 'wait 1000', 'userinfo']);
    });

    it.each([408, 429])('a %i (the server did not take it up) is tried again too: still signed in', async (status) => {
      const busy: RequestResult<User> = { ok: false, error: { kind: 'http', status, message: 'Busy' } };
      const { deps, calls } = scripted({ token: true, userinfo: [busy, ok] });
      await expect(bootstrapSession(deps)).resolves.toEqual(user);
      expect(calls).toEqual(['userinfo', 'wait 1000', 'userinfo']);
    });

    it('three 5xx, then step 5 (SPEC.md: any other error signs out)', async () => {
      const { deps, calls } = scripted({ token: true, userinfo: [serverError, serverError, serverError] });
      await expect(bootstrapSession(deps)).resolves.toBeNull();
      expect(calls).toEqual(['userinfo', 'wait 1000', 'userinfo', 'wait 2000', 'userinfo', 'clear']);
    });

    it('check-session unreachable once: tried again', async () => {
      const { deps, calls } = scripted({ token: false, userinfo: [ok], checkSessions: ['unreachable', 'session'] });
      await expect(bootstrapSession(deps)).resolves.toEqual(user);
      expect(calls).toEqual(['check-session', 'wait 1000', 'check-session', 'userinfo']);
    });

    it('no token and check-session unanswered: the app starts signed out at once; a session found later is handed over', async () => {
      const { deps, calls } = scripted({
        token: false,
        userinfo: [ok],
        checkSessions: ['unreachable', 'unreachable', 'session'],
      });
      const late: User[] = [];
      let lateFound: () => void = () => undefined;
      const found = new Promise<void>((resolve) => {
        lateFound = resolve;
      });
      const onLateSession = (value: User) => {
        late.push(value);
        lateFound();
      };
      await expect(bootstrapSession({ ...deps, onLateSession })).resolves.toBeNull();
      expect(late).toEqual([]); // signed out first: the first page did not wait
      await found;
      expect(late).toEqual([user]);
      expect(calls).toEqual(['check-session', 'wait 1000', 'check-session', 'wait 2000', 'check-session', 'userinfo']);
    });

    it('no token and a plain "no session": nothing happens later', async () => {
      const { deps, calls } = scripted({ token: false, checkSession: 'none' });
      const onLateSession = jest.fn();
      await expect(bootstrapSession({ ...deps, onLateSession })).resolves.toBeNull();
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(calls).toEqual(['check-session']);
      expect(onLateSession).not.toHaveBeenCalled();
    });

    it('a refresh that got no answer (after its own retries) keeps nothing but does not clear all storage: step 5', async () => {
      const refreshOutcome: RefreshOutcome = {
        ok: false,
        refused: false,
        error: { kind: 'timeout', status: 0, message: 'x' },
      };
      const { deps, calls } = scripted({ token: true, userinfo: [unauthorized], refreshOutcome });
      await expect(bootstrapSession(deps)).resolves.toBeNull();
      expect(calls).toEqual(['userinfo', 'refresh', 'clear']);
    });

    it('offline at start: nothing is asked until the browser is back online', async () => {
      let backOnline: () => void = () => undefined;
      const online = new Promise<void>((resolve) => {
        backOnline = resolve;
      });
      const { deps, calls } = scripted({ token: true, userinfo: [ok] });
      const result = bootstrapSession({ ...deps, whenOnline: () => online });
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(calls).toEqual([]);
      backOnline();
      await expect(result).resolves.toEqual(user);
    });
  });
});
