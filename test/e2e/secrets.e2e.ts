/**
 * Secrets never reach Redux DevTools, the address bar, the console or persisted state. A
 * stand-in for the DevTools extension records every action and every state RAW (before any
 * sanitizer), as an extension replaying old states would relay them.
 */
import assert from 'node:assert/strict';
import { browserSuite } from './support/e2e';
import { visible } from './support/wait';

const e2e = browserSuite('secrets');

const PASSWORD = 'Secret-Horse-77';

e2e.test(
  'no secret reaches DevTools, the address bar, the console or persisted state',
  async ({ appUrl, fixtureUrl, newPage }) => {
    const { page, context } = await newPage();
    const consoleLines: string[] = [];
    page.on('console', (message) => consoleLines.push(message.text()));
    // Collected in Node, so the record survives the page's navigations.
    const seenLines: string[] = [];
    await context.exposeBinding('__recordDevtools', (_source, line: string) => {
      seenLines.push(line);
    });

    // Plain JavaScript: the test runner's compiler must not add helpers to code run in the page.
    await context.addInitScript(`
    (() => {
      const record = (label, value) => {
        let text;
        try { text = JSON.stringify(value); } catch { text = '<unserializable>'; }
        window.__recordDevtools(label + ' ' + text);
      };
      // What configureStore calls when the extension is present. Its options (with the
      // sanitizers) are ignored on purpose: this records what the store really holds.
      window.__REDUX_DEVTOOLS_EXTENSION_COMPOSE__ = () => (...enhancers) => (createStore) => (reducer, ...rest) => {
        const composed = enhancers.reduceRight((next, enhancer) => enhancer(next), createStore);
        const store = composed((state, action) => {
          record('action', action);
          return reducer(state, action);
        }, ...rest);
        record('state', store.getState());
        store.subscribe(() => record('state', store.getState()));
        return store;
      };
    })();
  `);

    // Sign in through the login service and back.
    await page.goto(`${appUrl}/`);
    await (
      await visible(
        page.getByRole('banner').getByRole('button', { name: /sign in/i }),
        "the app bar's 'Sign in' button",
      )
    ).click();
    await page.waitForURL((url) => url.origin === fixtureUrl);
    await page.getByLabel(/username/i).fill('demo');
    await page.getByLabel(/password/i).fill('demo1234');
    await page.getByRole('button', { name: /sign in/i }).click();
    await page.waitForURL((url) => url.origin === appUrl);
    await visible(page.getByText(/demo user/i), 'the signed-in user');
    const token = await page.evaluate(() => localStorage.getItem('access_token'));
    const sessionId = await page.evaluate(() => localStorage.getItem('session_id'));
    assert.ok(token && sessionId, 'signed in with a stored token pair');
    assert.doesNotMatch(page.url(), /access_token|session_id/, 'no token in the address bar');

    await page.reload();
    await visible(page.getByText(/demo user/i), 'the signed-in user after a reload');
    assert.ok(seenLines.length > 0, 'the DevTools stand-in records the store');

    // Sign out, then a registration carries a password through the app.
    await page.getByRole('button', { name: /sign out/i }).click();
    await visible(page.getByRole('banner').getByRole('button', { name: /sign in/i }), 'signed out');
    await page.goto(`${appUrl}/register`);
    await page.getByRole('textbox', { name: /^email/i }).fill('secret.keeper@example.org');
    await page.getByRole('textbox', { name: /^username/i }).fill('secretkeeper');
    await page.getByLabel(/^password/i).fill(PASSWORD);
    await page.getByRole('textbox', { name: /^name/i }).fill('Secret Keeper');
    const registered = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/user/register');
    await page
      .locator('form')
      .getByRole('button', { name: /register|sign up|create account/i })
      .click();
    assert.equal((await registered).status(), 201, 'the registration succeeded');

    const seen = seenLines.join('\n');
    const persisted = await page.evaluate(() => JSON.stringify({ ...localStorage }));
    const secrets = {
      token,
      sessionId,
      password: PASSWORD,
      loginPassword: 'demo1234',
      clientSecret: 'test-client-secret',
    };
    for (const [name, value] of Object.entries(secrets)) {
      assert.ok(!seen.includes(value), `${name} reached the Redux store (DevTools)`);
      assert.ok(!consoleLines.some((line) => line.includes(value)), `${name} was written to the console`);
    }
    assert.ok(!persisted.includes(PASSWORD), 'the password is not persisted');
    assert.doesNotMatch(
      persisted.match(/"persist:staking\.app":"[^]*?"(,|})/)?.[0] ?? '',
      new RegExp(String(token)),
      'no token in the persisted state',
    );
  },
);
