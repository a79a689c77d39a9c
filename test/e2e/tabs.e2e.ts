/**
 * The session across tabs and through faults (issue 8): two tabs of one browser (one context,
 * two pages, shared localStorage) against a fixture backend that rotates session ids like a
 * strict backend (the old id answers 401 after a refresh).
 *
 * - A refresh race: both tabs find the token expired at once; exactly one refresh is made and
 *   both stay signed in.
 * - A sign-out in one tab reaches the other; a switch of user reaches the other, and the other
 *   tab's diagnostics export then holds nothing of the previous user, even with the box ticked.
 * - A deposit whose record fails, then a refused refresh, then signing in again: the deposit
 *   is recorded with no other action.
 * - A start-up userinfo that times out once: still signed in.
 * - A start-up that signs out after three 5xx (no message sent): the other tab follows.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import type { Page, Route } from 'playwright-core';
import { ALICE_USER, DEMO_USER, DEMO_WALLET_PRIVATE_KEY } from '../../src/testing/mocks/constants';
import { browserSuite } from './support/e2e';
import { installInjectedWallet, TEST_WALLET_NAME } from './support/injectedWallet';
import { DEMO_LOGIN, signIn, type LoginUser } from './support/session';
import { countVisible, visible, waitUntil } from './support/wait';

const e2e = browserSuite('tabs');

const ALICE: LoginUser = { username: ALICE_USER.username, password: ALICE_USER.password, name: ALICE_USER.name };
const PENDING_KEY = 'money.pending.v1';
/** Cross-tab news must arrive within a second; a little slack for a busy CI machine. */
const CROSS_TAB_MS = 2_000;

const bannerSignIn = (page: Page) => page.getByRole('banner').getByRole('button', { name: /sign in/i });
const userName = (page: Page, name: string) => page.getByRole('banner').getByText(new RegExp(name, 'i'));
const stored = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key);

async function signOut(page: Page): Promise<void> {
  const direct = page.getByRole('banner').getByRole('button', { name: /sign out/i });
  if ((await countVisible(direct)) === 0) {
    await (await visible(page.getByRole('button', { name: /open menu/i }), 'the menu button')).click();
  }
  await (await visible(page.getByRole('button', { name: /sign out/i }), "the 'Sign out' button")).click();
}

/** The support export as the user downloads it from the account controls, as text. */
async function downloadDiagnostics(page: Page, { includePersonal }: { includePersonal: boolean }): Promise<string> {
  const direct = page.getByRole('banner').getByRole('button', { name: /download diagnostics/i });
  if ((await countVisible(direct)) === 0) {
    await (await visible(page.getByRole('button', { name: /open menu/i }), 'the menu button')).click();
  }
  await (await visible(page.getByRole('button', { name: /download diagnostics/i }), "'Download diagnostics'")).click();
  const dialog = await visible(page.getByRole('dialog', { name: /download diagnostics/i }), 'the diagnostics dialog');
  if (includePersonal) await dialog.getByRole('checkbox', { name: /include my name and email/i }).check();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: /^download$/i }).click(),
  ]);
  return fs.readFileSync(await download.path(), 'utf8');
}

e2e.test(
  'a refresh race between two tabs: exactly one refresh, both tabs stay signed in',
  async ({ appUrl, fixtureUrl, newPage, setScenario, screenshot }) => {
    const { page: first, context, log } = await newPage();
    await signIn(first, appUrl, fixtureUrl);
    const second = await context.newPage();
    await second.goto(`${appUrl}/`);
    await visible(userName(second, DEMO_LOGIN.name), 'the user in the second tab');
    const sessionBefore = await stored(first, 'session_id');

    // Every access token expires; both tabs find out at the same moment.
    await setScenario('token-expired');
    const before = log.mark();
    await Promise.all([first.reload(), second.reload()]);
    await visible(userName(first, DEMO_LOGIN.name), 'the user in the first tab after the race');
    await visible(userName(second, DEMO_LOGIN.name), 'the user in the second tab after the race');
    await screenshot(second, '01-race-both-signed-in', {
      sizes: [second.viewportSize() ?? { width: 1280, height: 800 }],
    });

    const refreshes = log.find({ method: 'POST', path: '/api/auth/refresh', since: before });
    assert.equal(refreshes.length, 1, `exactly one refresh for both tabs:\n${log.describe(refreshes)}`);
    assert.equal(refreshes[0]?.status, 200, 'the refresh succeeded');
    const sessionAfter = await stored(first, 'session_id');
    assert.ok(sessionAfter && sessionAfter !== sessionBefore, 'the backend rotated the session id');
    assert.equal(await stored(second, 'session_id'), sessionAfter, 'both tabs use the rotated session');
    assert.equal(await countVisible(bannerSignIn(first)), 0, 'the first tab is not signed out');
    assert.equal(await countVisible(bannerSignIn(second)), 0, 'the second tab is not signed out');
    const userinfo = log.find({ method: 'GET', path: '/api/auth/userinfo', since: before });
    assert.ok(
      userinfo.some((entry) => entry.status === 200),
      `userinfo answered with the new token:\n${log.describe(userinfo)}`,
    );
  },
);

e2e.test(
  'a sign-out in one tab, then a sign-in as another user, reach the other tab',
  async ({ appUrl, fixtureUrl, newPage }) => {
    const { page: first, context, log } = await newPage();
    await signIn(first, appUrl, fixtureUrl);
    const second = await context.newPage();
    await second.goto(`${appUrl}/transactions`);
    await visible(userName(second, DEMO_LOGIN.name), 'the user in the second tab');

    await signOut(first);
    await visible(bannerSignIn(second), "the second tab's 'Sign in' button after the sign-out elsewhere", CROSS_TAB_MS);
    assert.equal(
      await countVisible(userName(second, DEMO_LOGIN.name)),
      0,
      "the previous user's name is gone from the second tab",
    );
    assert.equal(await stored(second, 'access_token'), null, 'no token is left');

    // Alice signs in in the first tab: the second follows, and shows nothing of the demo user.
    const before = log.mark();
    await signIn(first, appUrl, fixtureUrl, ALICE);
    await visible(userName(second, ALICE.name), "Alice's name in the second tab", CROSS_TAB_MS + 3_000);
    assert.equal(
      await countVisible(second.getByText(new RegExp(DEMO_LOGIN.name, 'i'))),
      0,
      'nothing names the demo user in the second tab',
    );
    // The second tab's support export, made now, holds Alice's own values (she ticked the box)
    // and nothing of the demo user it showed before.
    const exported = await downloadDiagnostics(second, { includePersonal: true });
    assert.ok(exported.includes(ALICE_USER.email), "the export holds Alice's own email (ticked)");
    for (const value of [DEMO_USER.email, DEMO_USER.name])
      assert.equal(exported.includes(value), false, `the export does not name the previous user (${value})`);

    // Every request of either tab since carried Alice's token or none: the fixture answered none with 401 for a token of another user.
    const answered = log.find({ method: 'GET', path: '/api/auth/userinfo', since: before });
    assert.ok(
      answered.every((entry) => entry.status === 200),
      `userinfo only ever answered for Alice:\n${log.describe(answered)}`,
    );

    // And a switch back: the demo user signs in in the second tab, the first follows.
    await signOut(second);
    await visible(bannerSignIn(first), "the first tab's 'Sign in' after the second tab's sign-out", CROSS_TAB_MS);
    await signIn(second, appUrl, fixtureUrl, DEMO_LOGIN);
    await visible(userName(first, DEMO_LOGIN.name), 'the demo user in the first tab', CROSS_TAB_MS + 3_000);
    assert.equal(
      await countVisible(first.getByText(new RegExp(ALICE.name, 'i'))),
      0,
      'nothing names Alice in the first tab',
    );
  },
);

e2e.test(
  'a deposit whose record fails, then a refused refresh, then signing in again: the deposit is recorded',
  async ({ appUrl, fixtureUrl, config, newPage, setScenario, screenshot }) => {
    const { page, log } = await newPage();
    await installInjectedWallet(page, {
      privateKey: DEMO_WALLET_PRIVATE_KEY,
      chainId: 97,
      rpcUrls: config.rpcUrls as Record<string, string>,
    });
    await signIn(page, appUrl, fixtureUrl);
    await (await visible(page.getByRole('button', { name: /connect wallet/i }), "the 'Connect Wallet' button")).click();
    const connectDialog = await visible(page.getByRole('dialog'), 'the connect-wallet dialog');
    await (
      await visible(connectDialog.getByRole('button', { name: new RegExp(TEST_WALLET_NAME, 'i') }), 'the test wallet')
    ).click();
    await (
      await visible(
        page.getByRole('dialog').getByRole('button', { name: /sign message|send message|verify/i }),
        "'Sign message'",
        20_000,
      )
    ).click();
    await waitUntil(async () => (await countVisible(page.getByRole('dialog'))) === 0, {
      timeout: 20_000,
      message: 'the verification to finish',
    });
    await (
      await visible(
        page
          .getByRole('navigation')
          .getByRole('link', { name: /^wallet$/i })
          .first(),
        'the Wallet link',
      )
    ).click();
    await visible(page.getByRole('heading', { level: 1, name: /^wallet$/i }), 'the wallet page');
    await waitUntil(
      async () =>
        (await page.getByTestId('onchain-BNB').count()) > 0 && (await page.getByTestId('inapp-BNB').count()) > 0,
      {
        message: 'the balances',
      },
    );

    // The wallet transaction goes through; the backend record does not.
    const blockRecord = (route: Route) =>
      route.request().method() === 'POST' ? route.abort('connectionrefused') : route.continue();
    await page.route(`${fixtureUrl}/api/transaction`, blockRecord);
    await (await visible(page.getByRole('textbox', { name: /^amount$/i }), 'the Amount field')).fill('0.2');
    await page.getByRole('button', { name: /review deposit/i }).click();
    const confirm = await visible(
      page.getByRole('dialog', { name: /confirm the deposit/i }),
      'the deposit confirmation',
    );
    await confirm.getByRole('button', { name: /^deposit$/i }).click();
    await waitUntil(async () => /"stage":"recording"/.test((await stored(page, PENDING_KEY)) ?? ''), {
      message: 'the deposit in the journal',
    });
    await visible(page.getByTestId('pending-indicator'), 'the pending indicator in the header');

    // The session ends: every token expires and the refresh is refused.
    await setScenario('refresh-fails');
    await page.unroute(`${fixtureUrl}/api/transaction`, blockRecord);
    await visible(bannerSignIn(page), "'Sign in' after the refused refresh", 30_000);
    assert.equal(await stored(page, 'access_token'), null, 'the tokens are gone');
    assert.ok(
      /"stage":"recording"/.test((await stored(page, PENDING_KEY)) ?? ''),
      'the money journal survived the refused refresh',
    );
    const waiting = await visible(page.getByTestId('pending-indicator'), 'the indicator while signed out');
    assert.match(
      (await waiting.getAttribute('aria-label')) ?? '',
      /wait/i,
      'the indicator says the deposit waits for a sign-in',
    );
    await screenshot(page, '02-deposit-waits-for-sign-in', {
      sizes: [page.viewportSize() ?? { width: 1280, height: 800 }],
    });

    // Signing in again is the only action: the deposit gets recorded.
    await setScenario(null);
    const before = log.mark();
    await signIn(page, appUrl, fixtureUrl);
    await waitUntil(
      () => log.find({ method: 'POST', path: '/api/transaction', since: before }).some((entry) => entry.status === 201),
      {
        timeout: 30_000,
        message: `the deposit to be recorded after signing in again:\n${log.describe(log.find({ path: '/api/transaction', since: before }))}`,
      },
    );
    await waitUntil(async () => !/"entries":\[\{/.test((await stored(page, PENDING_KEY)) ?? ''), {
      timeout: 30_000,
      message: 'the journal to empty once the deposit settled',
    });
  },
  { timeout: 120_000 },
);

e2e.test(
  'a start-up userinfo that times out once is tried again: still signed in',
  async ({ appUrl, fixtureUrl, newPage }) => {
    const { page, context, log } = await newPage();
    await signIn(page, appUrl, fixtureUrl);
    let delayed = 0;
    await context.route(`${fixtureUrl}/api/auth/userinfo`, async (route) => {
      if (delayed === 0) {
        delayed += 1;
        // Past the app's 10 s timeout.
        await new Promise((resolve) => setTimeout(resolve, 11_000));
      }
      await route.continue().catch(() => undefined);
    });
    const before = log.mark();
    await page.reload();
    await visible(userName(page, DEMO_LOGIN.name), 'the user after the slow start-up', 30_000);
    assert.ok(await stored(page, 'access_token'), 'the tokens are kept');
    assert.ok(log.count({ method: 'GET', path: '/api/auth/userinfo', since: before }) >= 2, 'userinfo was asked again');
  },
  { timeout: 90_000 },
);

e2e.test(
  'a tab whose start-up signs out after three server errors takes the other tab with it',
  async ({ appUrl, fixtureUrl, newPage }) => {
    const { page: first, context } = await newPage();
    await signIn(first, appUrl, fixtureUrl);
    // A deploy: userinfo answers 502 while the second tab starts (the first one asks nothing).
    await context.route(`${fixtureUrl}/api/auth/userinfo`, (route) =>
      route.fulfill({ status: 502, contentType: 'application/json', body: '{"error":"Bad gateway"}' }),
    );
    const second = await context.newPage();
    await second.goto(`${appUrl}/`);
    // SPEC.md section 4, step 5 after the tries: the second tab clears the tokens and sends no message.
    await visible(bannerSignIn(second), "the second tab's 'Sign in' after three 502s", 15_000);
    assert.equal(await stored(second, 'access_token'), null, 'the tokens are gone');
    // The first tab notices the token disappearing and does not go on showing a user it has no token for.
    await visible(bannerSignIn(first), "the first tab's 'Sign in'", CROSS_TAB_MS);
    assert.equal(await countVisible(userName(first, DEMO_LOGIN.name)), 0, 'the first tab no longer shows the user');
  },
  { timeout: 60_000 },
);
