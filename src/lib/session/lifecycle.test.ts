import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { stakingApi } from '@/api/staking/stakingApi';
import type { User } from '@/api/staking/types';
import { makeStore } from '@/app/store';
import { broadcastSessionChange, onSessionChange, resetCrossTabForTests, type CrossTabMessage } from './crossTab';
import { followOtherTabs, TOKEN_REMOVED_GRACE_MS } from './otherTab';
import { REFRESH_RETRY_DELAYS_MS, refreshSession, setRefreshRetryDelaysForTests } from './refresh';
import { connectionRetryRequested, sessionExpired, sessionRestored, signedIn, signedOut } from './sessionEvents';
import {
  ACCESS_TOKEN_KEY,
  getAccessToken,
  getSessionOwner,
  PENDING_MONEY_STORAGE_KEY,
  setSessionOwner,
  storeTokens,
} from './sessionStorage';
import { ALICE_USER, DEMO_USER } from '@/testing/mocks/constants';
import { server } from '@/testing/mocks/server';
import { signInAs } from '@/testing/mocks/testHelpers';
import { testConfig } from '@/testing/testConfig';

const demo: User = {
  id: DEMO_USER.id,
  email: DEMO_USER.email,
  username: DEMO_USER.username,
  name: DEMO_USER.name,
  wallet_address: null,
};

/** What another tab would send: the same channel, from another sender. */
function fromOtherTab(message: CrossTabMessage) {
  const other = new BroadcastChannel('staking.session');
  other.postMessage({ sender: 'another-tab', at: Date.now(), message });
  other.close();
}

const STAKING_URL = testConfig.stakingApiUrl;

afterEach(() => resetCrossTabForTests());

describe('the session lifecycle', () => {
  it('sign-out clears everything of the session but the money journal, the language and the display settings, and tells the other tabs', async () => {
    const heard: CrossTabMessage[] = [];
    const other = new BroadcastChannel('staking.session');
    other.onmessage = (event: MessageEvent<{ message: CrossTabMessage }>) => heard.push(event.data.message);
    const { store } = makeStore({ persist: false });
    storeTokens(signInAs('demo'));
    store.dispatch(sessionRestored({ user: demo }));
    window.localStorage.setItem('wallet.recent', '["io.metamask"]');
    window.localStorage.setItem(PENDING_MONEY_STORAGE_KEY, '{"v":1,"entries":[]}');
    window.localStorage.setItem('locale', 'vi-VN');
    window.localStorage.setItem('theme', '{"mode":"dark","accent":"green","radius":"small"}');
    store.dispatch(signedOut());
    expect(Object.keys({ ...window.localStorage }).sort()).toEqual(
      ['locale', PENDING_MONEY_STORAGE_KEY, 'theme'].sort(),
    );
    expect(window.localStorage.getItem('theme')).toBe('{"mode":"dark","accent":"green","radius":"small"}');
    await waitFor(() => expect(heard).toEqual([{ type: 'signedOut' }]));
    other.close();
  });

  it('an ended session (a refused refresh) keeps the language and the display settings too', () => {
    const { store } = makeStore({ persist: false });
    storeTokens(signInAs('demo'));
    store.dispatch(sessionRestored({ user: demo }));
    window.localStorage.setItem('locale', 'ar');
    window.localStorage.setItem('theme', '{"mode":"light","accent":"purple","radius":"none"}');
    store.dispatch(sessionExpired());
    expect(window.localStorage.getItem('access_token')).toBeNull();
    expect(window.localStorage.getItem('locale')).toBe('ar');
    expect(window.localStorage.getItem('theme')).toBe('{"mode":"light","accent":"purple","radius":"none"}');
  });

  it('never lets this tab send a token that is not its own user’s', () => {
    const { store } = makeStore({ persist: false });
    storeTokens({ access_token: 'demo-token', session_id: 'demo-session' });
    store.dispatch(sessionRestored({ user: demo }));
    expect(getAccessToken()).toBe('demo-token');
    // Another tab signs in as Alice: her tokens replace the demo user's before anyone knows her id...
    storeTokens({ access_token: 'alice-token', session_id: 'alice-session' });
    expect(getAccessToken()).toBeNull();
    // ...and once it does, they are still not this tab's while it shows the demo user.
    setSessionOwner(ALICE_USER.id);
    expect(getAccessToken()).toBeNull();
  });

  it('a start-up that finishes after another tab ended the session ends it here too', () => {
    const { store } = makeStore({ persist: false });
    // The start-up loaded the user; meanwhile another tab signed out and removed the tokens.
    store.dispatch(sessionRestored({ user: demo }));
    expect(store.getState().auth.user).toBeNull();
  });

  it('a start-up that finishes after another tab signed in as someone else follows that tab', async () => {
    const { store } = makeStore({ persist: false });
    storeTokens(signInAs('alice'));
    setSessionOwner(ALICE_USER.id);
    store.dispatch(sessionRestored({ user: demo }));
    await waitFor(() => expect(store.getState().auth.user?.id).toBe(ALICE_USER.id));
    expect(getSessionOwner()).toBe(ALICE_USER.id);
  });

  it('a start-up with its own tokens records whose they are', () => {
    const { store } = makeStore({ persist: false });
    storeTokens(signInAs('demo'));
    store.dispatch(sessionRestored({ user: demo }));
    expect(store.getState().auth.user?.id).toBe(DEMO_USER.id);
    expect(getSessionOwner()).toBe(DEMO_USER.id);
  });

  it('a sign-in drops the cached answers of the previous user and starts unverified', () => {
    const { store } = makeStore({ persist: false, preloadedState: { auth: { user: demo, walletVerified: true } } });
    store.dispatch(stakingApi.util.upsertQueryData('getUserInfo', undefined, demo));
    const alice: User = { ...demo, id: ALICE_USER.id, username: ALICE_USER.username, name: ALICE_USER.name };
    store.dispatch(signedIn({ user: alice }));
    expect(store.getState().auth).toEqual({ user: alice, walletVerified: false, status: 'signedIn' });
    expect(stakingApi.endpoints.getUserInfo.select()(store.getState()).data).toBeUndefined();
  });
});

describe("the connection notice's Retry", () => {
  afterEach(() => setRefreshRetryDelaysForTests(REFRESH_RETRY_DELAYS_MS));

  it('ends the session in the store when the refresh it sends is refused', async () => {
    setRefreshRetryDelaysForTests([]);
    const { store } = makeStore({ persist: false });
    storeTokens(signInAs('demo'));
    store.dispatch(sessionRestored({ user: demo }));
    let refuse = false;
    server.use(
      http.post(`${STAKING_URL}/api/auth/refresh`, () =>
        refuse ? HttpResponse.json({ error: 'Invalid session' }, { status: 401 }) : HttpResponse.error(),
      ),
    );
    expect(await refreshSession()).toMatchObject({ ok: false, refused: false });
    expect(store.getState().auth.status).toBe('signedIn');
    refuse = true;
    store.dispatch(connectionRetryRequested());
    await waitFor(() => expect(store.getState().auth).toEqual({ user: null, walletVerified: false, status: 'ended' }));
  });
});

describe('followOtherTabs (another tab’s news)', () => {
  let stop: () => void = () => undefined;
  afterEach(() => stop());

  function followingStore(user: User | null) {
    const { store } = makeStore({ persist: false });
    if (user) {
      storeTokens(signInAs('demo'));
      store.dispatch(sessionRestored({ user }));
    }
    stop = followOtherTabs(store);
    return store;
  }

  it('a sign-out elsewhere signs this tab out, without touching storage again', async () => {
    const store = followingStore(demo);
    window.localStorage.setItem(PENDING_MONEY_STORAGE_KEY, '{"v":1,"entries":[]}');
    fromOtherTab({ type: 'signedOut' });
    await waitFor(() => expect(store.getState().auth.user).toBeNull());
    expect(window.localStorage.getItem(PENDING_MONEY_STORAGE_KEY)).not.toBeNull();
  });

  it('a sign-in elsewhere as another user: this tab drops the demo user, then shows Alice', async () => {
    const store = followingStore(demo);
    const seen: Array<string | null> = [];
    store.subscribe(() => {
      const id = store.getState().auth.user?.id ?? null;
      if (seen.at(-1) !== id) seen.push(id);
    });
    storeTokens(signInAs('alice'));
    fromOtherTab({ type: 'signedIn', userId: ALICE_USER.id });
    await waitFor(() => expect(store.getState().auth.user?.id).toBe(ALICE_USER.id));
    expect(seen).toEqual([null, ALICE_USER.id]);
  });

  it('a token removed elsewhere with no message (a failed start-up check there) ends the session here', async () => {
    const store = followingStore(demo);
    window.localStorage.removeItem(ACCESS_TOKEN_KEY);
    window.dispatchEvent(
      new StorageEvent('storage', {
        key: ACCESS_TOKEN_KEY,
        oldValue: 'x',
        newValue: null,
        storageArea: window.localStorage,
      }),
    );
    await waitFor(() => expect(store.getState().auth.user).toBeNull());
  });

  it('a token replaced by a refresh elsewhere changes nothing here', async () => {
    const store = followingStore(demo);
    window.dispatchEvent(
      new StorageEvent('storage', {
        key: ACCESS_TOKEN_KEY,
        oldValue: 'x',
        newValue: 'y',
        storageArea: window.localStorage,
      }),
    );
    await new Promise((resolve) => setTimeout(resolve, TOKEN_REMOVED_GRACE_MS * 2));
    expect(store.getState().auth.user?.id).toBe(DEMO_USER.id);
  });

  it('following a sign-in elsewhere tries again while the profile does not come', async () => {
    const store = followingStore(demo);
    let failures = 1;
    server.use(
      http.get(`${STAKING_URL}/api/auth/userinfo`, () => {
        if (failures === 0) return undefined; // the fixture backend answers
        failures -= 1;
        return HttpResponse.json({ error: 'Bad gateway' }, { status: 502 });
      }),
    );
    storeTokens(signInAs('alice'));
    fromOtherTab({ type: 'signedIn', userId: ALICE_USER.id });
    await waitFor(() => expect(store.getState().auth.user?.id).toBe(ALICE_USER.id), { timeout: 3000 });
  });

  it('ignores its own messages and malformed ones', () => {
    const heard: CrossTabMessage[] = [];
    const stop = onSessionChange((message) => heard.push(message));
    broadcastSessionChange({ type: 'signedOut' });
    stop();
    expect(heard).toEqual([]);
  });
});
