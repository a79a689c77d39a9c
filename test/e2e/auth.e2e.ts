/**
 * Sign-in through the login service and back, the session across reloads, one refresh for an
 * expired token, and sign-out (SPEC.md section 4; ../shared/api/README.md "Login service").
 */
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { browserSuite } from './support/e2e';
import { countVisible, hidden, visible, waitUntil } from './support/wait';
import type { RequestLog } from './support/browser';

const e2e = browserSuite('auth');

const DEMO = { username: 'demo', password: 'demo1234', name: 'Demo User' };

/** Resolves once the page has made no request for `quietMs` (bounded by `timeout`). */
async function networkQuiet(log: RequestLog, quietMs = 800, timeout = 10_000): Promise<void> {
  let last = log.mark();
  let since = Date.now();
  await waitUntil(
    () => {
      const now = log.mark();
      if (now !== last) {
        last = now;
        since = Date.now();
      }
      return Date.now() - since >= quietMs;
    },
    { timeout, message: 'the network to go quiet' },
  );
}

/** 'Sign out' is either in the app bar or in the account menu the user's name opens. */
async function signOut(page: Page): Promise<void> {
  const direct = page
    .getByRole('button', { name: /sign out|log out/i })
    .or(page.getByRole('menuitem', { name: /sign out|log out/i }));
  if ((await countVisible(direct)) === 0) {
    const accountMenu = page.getByRole('button', { name: new RegExp(`${DEMO.name}|account`, 'i') });
    await (await visible(accountMenu, 'the account menu button (no visible Sign out button)')).click();
  }
  await (await visible(direct, "the 'Sign out' button or menu item")).click();
}

e2e.test(
  'signs in through the login service, keeps the session, refreshes an expired token once, signs out',
  async ({ appUrl, fixtureUrl, newPage, screenshot, setScenario }) => {
    const { page, log } = await newPage();
    const userName = page.getByText(new RegExp(DEMO.name, 'i'));

    // Anonymous home.
    await page.goto(`${appUrl}/`);
    // The app bar's button (the home page may offer another one in its content).
    const signIn = await visible(
      page.getByRole('banner').getByRole('button', { name: /sign in/i }),
      "the app bar's 'Sign in' button",
    );
    await screenshot(page, '01-home-anonymous');

    // To the login service, with the parameters the contract names.
    await signIn.click();
    await page.waitForURL((url) => url.origin === fixtureUrl && url.pathname === '/auth/login');
    const login = new URL(page.url());
    assert.equal(login.searchParams.get('client_id'), 'production', 'client_id sent to the login service');
    assert.equal(
      login.searchParams.get('redirect_uri'),
      `${appUrl}/callback`,
      'redirect_uri sent to the login service',
    );
    assert.ok(login.searchParams.get('state'), 'a state parameter is sent to the login service');
    await (await visible(page.getByLabel(/username/i), 'the Username field of the login form')).fill(DEMO.username);
    await (await visible(page.getByLabel(/password/i), 'the Password field of the login form')).fill(DEMO.password);
    await screenshot(page, '02-login-form');
    await (await visible(page.getByRole('button', { name: /sign in/i }), "the login form's 'Sign in' button")).click();

    // Back through /callback: signed in, tokens gone from the address bar.
    await page.waitForURL((url) => url.origin === appUrl);
    await visible(userName, `the user's name "${DEMO.name}" after sign-in`);
    const callback = log.find({ method: 'GET', path: '/callback' }).filter((entry) => entry.isNavigation);
    assert.equal(callback.length, 1, `one navigation to /callback:\n${log.describe()}`);
    assert.match(callback[0]?.url ?? '', /access_token=/, 'the login service returned the token to /callback');
    await waitUntil(() => !/access_token|session_id/.test(page.url()), {
      message: 'the tokens to leave the address bar',
    });
    assert.doesNotMatch(page.url(), /access_token|session_id|state=/, 'the address bar no longer holds the tokens');
    const stored = await page.evaluate(() => ({
      token: localStorage.getItem('access_token'),
      session: localStorage.getItem('session_id'),
    }));
    assert.ok(stored.token && stored.session, 'access_token and session_id are stored in localStorage');
    await screenshot(page, '03-home-signed-in');

    // A reload keeps the session, without a refresh.
    await page.reload();
    await visible(userName, `the user's name after a reload`);
    await networkQuiet(log);
    assert.equal(
      log.count({ method: 'POST', path: '/api/auth/refresh' }),
      0,
      `no refresh while the token is valid:\n${log.describe()}`,
    );

    // The token expires: the next load refreshes it exactly once and stays signed in.
    await setScenario('token-expired');
    const beforeExpiry = log.mark();
    await page.reload();
    await waitUntil(() => log.count({ method: 'POST', path: '/api/auth/refresh', since: beforeExpiry }) > 0, {
      timeout: 15_000,
      message: 'POST /api/auth/refresh after the token expired',
    });
    await visible(userName, `the user's name after the expired token was refreshed`);
    await networkQuiet(log);
    const refreshes = log.find({ method: 'POST', path: '/api/auth/refresh', since: beforeExpiry });
    assert.equal(refreshes.length, 1, `exactly one refresh after the token expired:\n${log.describe(refreshes)}`);
    assert.equal(refreshes[0]?.status, 200, 'the refresh succeeded');
    assert.equal(
      await countVisible(page.getByRole('button', { name: /sign in/i })),
      0,
      "no 'Sign in' button while signed in",
    );
    await setScenario(null);

    // Sign out: back to the anonymous home.
    const beforeSignOut = log.mark();
    await signOut(page);
    await visible(page.getByRole('button', { name: /sign in/i }), "the 'Sign in' button after sign-out");
    await hidden(userName, `the user's name after sign-out`);
    assert.equal(
      log.count({ method: 'POST', path: '/api/auth/logout', since: beforeSignOut }),
      1,
      `one POST /api/auth/logout:\n${log.describe()}`,
    );
    const after = await page.evaluate(() => ({
      token: localStorage.getItem('access_token'),
      session: localStorage.getItem('session_id'),
    }));
    assert.deepEqual(after, { token: null, session: null }, 'sign-out clears the stored tokens');
    await screenshot(page, '04-home-signed-out');
  },
);
