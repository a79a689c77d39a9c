/**
 * The store without RTK Query until an API's module loads (src/lib/store/lazyApis.ts). The test
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
