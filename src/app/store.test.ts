/**
 * The store without RTK Query until an API's module loads (src/api/lazyApis.ts). The test
 * runs in a module registry of its own, so no API module has been loaded when it starts.
 */
describe('the store and the lazily loaded APIs', () => {
  it('starts without the API caches, adds one to a running store when its module loads, and serves its queries', async () => {
    await jest.isolateModulesAsync(async () => {
      (await import('@/testing/testConfig')).installTestConfig();
      const storeModule = await import('./store');
      const sessionEvents = await import('@/lib/session');
      const { store } = storeModule.makeStore({ persist: false });
      expect(Object.keys(store.getState()).sort()).toEqual(['auth', 'wallet']);
      // Signing out with no API loaded has no cache to empty, and works.
      store.dispatch(sessionEvents.signedOut());

      // (The vote API's module loads the staking API's: a vote invalidates the balances.)
      const { voteApi } = await import('@/api/vote/voteApi');
      expect(Object.keys(store.getState()).sort()).toEqual(['auth', 'stakingApi', 'voteApi', 'wallet']);
      const result = await store.dispatch(voteApi.endpoints.getVoteSummary.initiate('week'));
      expect(result.isSuccess).toBe(true);
      expect(voteApi.endpoints.getVoteSummary.select('week')(store.getState()).data).toEqual(result.data);

      // The session lifecycle empties the loaded cache at a sign-out.
      store.dispatch(sessionEvents.signedOut());
      expect(voteApi.endpoints.getVoteSummary.select('week')(store.getState()).data).toBeUndefined();

      // A store built after the module loaded has the cache from the start.
      expect(Object.keys(storeModule.makeStore({ persist: false }).store.getState()).sort()).toEqual([
        'auth',
        'stakingApi',
        'voteApi',
        'wallet',
      ]);
    });
  });
});

describe('the persisted auth slice', () => {
  const user = { id: 'u1', email: 'a@b.co', username: 'ann', name: 'Ann', wallet_address: null };

  it("restores {user, walletVerified} beside this page's status, and never writes the status", async () => {
    const { makeStore } = await import('./store');
    const { sessionRestored, storeTokens } = await import('@/lib/session');
    storeTokens({ access_token: 'access-1', session_id: 'session-1' });
    window.localStorage.setItem(
      'persist:staking.app',
      JSON.stringify({ auth: JSON.stringify({ user, walletVerified: true }), _persist: '{"version":1}' }),
    );
    const { store, persistor } = makeStore();
    await new Promise<void>((resolve) => {
      if (persistor?.getState().bootstrapped) resolve();
      else persistor?.subscribe(() => persistor.getState().bootstrapped && resolve());
    });
    expect(store.getState().auth).toEqual({ user, walletVerified: true, status: 'starting' });

    store.dispatch(sessionRestored({ user }));
    await persistor?.flush();
    const stored = JSON.parse(window.localStorage.getItem('persist:staking.app') ?? '{}') as { auth: string };
    expect(JSON.parse(stored.auth)).toEqual({ user, walletVerified: true });
    expect(store.getState().auth.status).toBe('signedIn');
  });
});
