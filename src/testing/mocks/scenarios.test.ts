import type { TokenResponse, TransactionPage } from '@/api/staking/types';
import type { ContentPage } from '@/api/vote/types';
import { testConfig } from '@/testing/testConfig';
import { getFixtureDb } from './fixtures';
import { SCENARIO_NAMES, SLOW_DELAY_MS, applyScenario, isScenarioName } from './scenarios';
import { useScenario } from './server';
import { NAMES, STAKING, VOTE, call, giveVerifiedWallet, signInAs } from './testHelpers';

describe('scenarios', () => {
  it('names every scenario', () => {
    expect(SCENARIO_NAMES).toEqual([
      'token-expired',
      'refresh-fails',
      'server-error',
      'slow',
      'empty',
      'duplicates-accepted',
    ]);
    expect(isScenarioName('slow')).toBe(true);
    expect(isScenarioName('none')).toBe(false);
    expect(SLOW_DELAY_MS).toBeGreaterThan(10_000);
  });

  it('token-expired: the next call gets 401 once, and refresh recovers', async () => {
    const session = signInAs('demo');
    useScenario('token-expired');
    expect((await call(`${STAKING}/api/auth/userinfo`, { token: session.access_token })).status).toBe(401);
    const refreshed = await call<TokenResponse>(`${STAKING}/api/auth/refresh`, {
      body: { session_id: session.session_id },
    });
    expect(refreshed.status).toBe(200);
    expect((await call(`${STAKING}/api/auth/userinfo`, { token: refreshed.body.access_token })).status).toBe(200);
  });

  it('refresh-fails: tokens expired and refresh answers 401', async () => {
    const session = signInAs('demo');
    useScenario('refresh-fails');
    expect((await call(`${STAKING}/api/auth/userinfo`, { token: session.access_token })).status).toBe(401);
    expect(await call(`${STAKING}/api/auth/refresh`, { body: { session_id: session.session_id } })).toMatchObject({
      status: 401,
      body: { error: 'Invalid session' },
    });
    // With the session id gone from storage, the app's check-session finds nothing.
    const check = await call(`${STAKING}/api/auth/check-session`, {
      body: { client_id: 'production', client_secret: 'test-client-secret', session_id: null },
    });
    expect(check.status).toBe(204);
  });

  it('server-error: 500 everywhere but userinfo, refresh, check-session and logout', async () => {
    giveVerifiedWallet('demo');
    const session = signInAs('demo');
    useScenario('server-error');
    const failing = [
      call(`${VOTE}/api/vote`),
      call(`${VOTE}/api/vote/summary?period=day`),
      call(`${STAKING}/api/transaction`, { token: session.access_token }),
      call(`${STAKING}/api/auth/connect-wallet`, { method: 'POST', token: session.access_token }),
      call(`${STAKING}/api/user/register?client_id=production`, { body: {} }),
      call(`${NAMES}/v1/resolve-ens?address=0x00000000000000000000000000000000000000b2`, {
        headers: { 'x-api-key': 'k' },
      }),
    ];
    for (const res of await Promise.all(failing)) {
      expect(res).toMatchObject({ status: 500, body: { error: 'Internal server error' } });
      expect(res.headers.get('access-control-allow-origin')).toBe('*');
    }
    expect((await call(`${STAKING}/api/auth/userinfo`, { token: session.access_token })).status).toBe(200);
    const refreshed = await call<{ access_token: string; session_id: string }>(`${STAKING}/api/auth/refresh`, {
      body: { session_id: session.session_id },
    });
    expect(refreshed.status).toBe(200);
    // The refresh rotated the session: the new pair is the live one.
    const rotated = refreshed.body;
    const check = { client_id: 'production', client_secret: 'test-client-secret', session_id: rotated.session_id };
    expect((await call(`${STAKING}/api/auth/check-session`, { body: check })).status).toBe(200);
    expect(
      (
        await call(`${STAKING}/api/auth/logout`, {
          token: rotated.access_token,
          body: { session_id: rotated.session_id },
        })
      ).status,
    ).toBe(204);
    expect((await fetch(`${VOTE}/api/vote`, { method: 'OPTIONS' })).status).toBe(204);
  });

  it('server-error ends with the test (server.resetHandlers)', async () => {
    expect((await call(`${VOTE}/api/vote`)).status).toBe(200);
  });

  it('slow: every response is delayed, then answered normally', async () => {
    useScenario('slow', { slowDelayMs: 300 });
    const started = Date.now();
    const res = await call<ContentPage>(`${VOTE}/api/vote?size=1`);
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    expect(res.body.items).toHaveLength(1);
    // A client that gives up earlier (the app: after 10 s) sees a timeout.
    await expect(fetch(`${VOTE}/api/vote`, { signal: AbortSignal.timeout(50) })).rejects.toThrow();
  });

  it('empty: users stay, data goes', async () => {
    giveVerifiedWallet('demo');
    const { access_token } = signInAs('demo');
    useScenario('empty');
    expect((await call<ContentPage>(`${VOTE}/api/vote`)).body).toMatchObject({ items: [], total: 0 });
    expect((await call<TransactionPage>(`${STAKING}/api/transaction`, { token: access_token })).body.total).toBe(0);
    expect((await call(`${STAKING}/api/user-balance/transfer-history`, { token: access_token })).body).toMatchObject({
      total: 0,
    });
    expect((await call(`${STAKING}/api/auth/userinfo`, { token: access_token })).status).toBe(200);
    expect(getFixtureDb().tables.users.length).toBe(2);
  });

  it('applyScenario works with any handler list (worker, fixture server)', () => {
    const used: unknown[] = [];
    applyScenario('server-error', { db: getFixtureDb(), urls: testConfig, use: (...h) => used.push(...h) });
    // One catch-all per distinct base URL.
    expect(used).toHaveLength(3);
    applyScenario('token-expired', { db: getFixtureDb(), urls: testConfig, use: (...h) => used.push(...h) });
    expect(used).toHaveLength(3);
  });
});
