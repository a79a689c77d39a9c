/**
 * The production build as deploy/ serves it: Debian's nginx with deploy/nginx-app.conf and the
 * headers `npm run deploy:headers` writes from config.js. Checks the headers, caching,
 * compression and SPA fallback, then walks sign-in, wallet connection, a deposit, a vote and the
 * analytics charts with not one Content-Security-Policy violation reported by the browser.
 *
 * Each test starts its own fixture server whose app origin is nginx's (sign-in only redirects
 * there); config.js points every service at it, so connect-src is exercised across origins.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { DEMO_WALLET_PRIVATE_KEY } from '../../src/testing/mocks/constants';
import { makeAppConfig, toConfigJs } from './support/appConfig';
import { browserSuite, type E2EContext } from './support/e2e';
import { loadStartFixtureServer } from './support/fixture';
import { installInjectedWallet, TEST_WALLET_NAME } from './support/injectedWallet';
import { checkSiteConfig, startNginx } from './support/nginx';
import { distDir } from './support/paths';
import { getFreePort } from './support/servers';
import { signIn } from './support/session';
import { countVisible, visible, waitUntil } from './support/wait';

const e2e = browserSuite('deploy');

/** Appended to config.js: where the address bar stood when config.js ran (after the inline script, before the bundle). */
const RECORD_ADDRESS =
  'window.__addressAtConfig = window.location.pathname + window.location.search + window.location.hash;\n';

async function deployedSite(context: E2EContext) {
  const nginxPort = await getFreePort();
  const appOrigin = `http://127.0.0.1:${nginxPort}`;
  const { start } = await loadStartFixtureServer();
  const fixture = await start({ port: await getFreePort(), appOrigin });
  const fixtureUrl = fixture.url.replace(/\/+$/, '');
  const config = makeAppConfig(fixtureUrl);
  let site;
  try {
    site = await startNginx({ distDir, configJs: toConfigJs(config) + RECORD_ADDRESS, port: nginxPort });
  } catch (error) {
    await Promise.resolve(fixture.close());
    throw error;
  }
  context.allowOrigin(site.origin);
  context.allowOrigin(fixtureUrl);
  return {
    appUrl: site.url,
    fixtureUrl,
    config,
    headersSnippet: site.headersSnippet,
    async close() {
      await site.stop();
      await Promise.resolve(fixture.close());
    },
  };
}

/** Every CSP violation the page's documents report (securitypolicyviolation events and console messages). */
async function watchCsp(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('__reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation(text: string): void }).__reportCspViolation;
      report(
        `${event.violatedDirective} blocked ${event.blockedURI || '(inline)'} at ${event.sourceFile}:${event.lineNumber} on ${location.href}`,
      );
    });
  });
  page.on('console', (message) => {
    if (/content security policy/i.test(message.text())) violations.push(`console: ${message.text()}`);
  });
  return violations;
}

function directive(csp: string, name: string): string[] {
  const found = csp
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([key]) => key === name);
  assert.ok(found, `the CSP has ${name}`);
  return found.slice(1);
}

e2e.test(
  'nginx serves the build with the security headers from config.js, caching, compression and the SPA fallback',
  async (context) => {
    const site = await deployedSite(context);
    try {
      const index = await fetch(`${site.appUrl}/`, { headers: { 'Accept-Encoding': 'gzip' } });
      assert.equal(index.status, 200);
      assert.equal(index.headers.get('cache-control'), 'no-cache');
      const csp = index.headers.get('content-security-policy') ?? '';
      const scripts = directive(csp, 'script-src');
      assert.equal(scripts[0], "'self'");
      assert.ok(
        scripts.slice(1).length >= 1 && scripts.slice(1).every((source) => /^'sha256-[A-Za-z0-9+/]+=*'$/.test(source)),
        `script-src: self and hashes only (${scripts.join(' ')})`,
      );
      assert.deepEqual(
        directive(csp, 'connect-src'),
        ["'self'", site.fixtureUrl],
        'connect-src: the configured services and RPC nodes, nothing else',
      );
      assert.deepEqual(directive(csp, 'frame-ancestors'), ["'none'"]);
      assert.deepEqual(directive(csp, 'object-src'), ["'none'"]);
      assert.deepEqual(directive(csp, 'base-uri'), ["'none'"]);
      assert.deepEqual(directive(csp, 'img-src'), ["'self'", 'data:', 'blob:']);
      assert.doesNotMatch(csp, /unsafe-eval/);
      assert.equal(index.headers.get('x-content-type-options'), 'nosniff');
      assert.equal(index.headers.get('referrer-policy'), 'no-referrer');
      assert.equal(index.headers.get('x-frame-options'), 'DENY');
      assert.match(index.headers.get('permissions-policy') ?? '', /camera=\(\)/);
      assert.match(index.headers.get('strict-transport-security') ?? '', /max-age=\d+/);
      assert.match(site.headersSnippet, /Generated by `npm run deploy:headers`/);

      const html = await index.text();
      const main = /src="?(\/assets\/main\.[0-9a-f]{8}\.js)/.exec(html)?.[1];
      assert.ok(main, 'index.html loads the hashed main bundle');
      const asset = await fetch(`${site.appUrl}${main}`, { headers: { 'Accept-Encoding': 'gzip' } });
      assert.equal(asset.status, 200);
      assert.equal(asset.headers.get('cache-control'), 'public, max-age=31536000, immutable');
      assert.equal(asset.headers.get('content-encoding'), 'gzip', 'scripts are compressed');
      assert.ok(asset.headers.get('content-security-policy'), 'assets carry the headers too');
      await asset.arrayBuffer();

      const config = await fetch(`${site.appUrl}/config.js`);
      assert.equal(config.headers.get('cache-control'), 'no-cache');
      assert.match(await config.text(), /window\.APP_CONFIG/);

      const route = await fetch(`${site.appUrl}/vote?q=x`);
      assert.equal(route.status, 200, 'a client route gets index.html');
      assert.match(await route.text(), /<div id="?root"?>/);
      assert.ok(route.headers.get('content-security-policy'), 'the fallback page carries the headers');
      assert.equal(
        (await fetch(`${site.appUrl}/assets/main.00000000.js`)).status,
        404,
        'a missing asset is a 404, not a page',
      );
      assert.equal((await fetch(`${site.appUrl}${main}.map`)).status, 404, 'no source map is served');
      const worker = await fetch(`${site.appUrl}/mockServiceWorker.js`);
      assert.doesNotMatch(await worker.text(), /Mock Service Worker/, 'no MSW worker in the production build');
    } finally {
      await site.close();
    }
  },
);

e2e.test('deploy/nginx.conf, as installed with a certificate, passes nginx -t', async () => {
  const output = checkSiteConfig(distDir, path.join(distDir, 'config.js'));
  assert.match(output, /test is successful/);
});

e2e.test(
  'sign-in, wallet connection, a deposit, a vote and the analytics charts through nginx with zero CSP violations',
  async (context) => {
    const site = await deployedSite(context);
    try {
      const { page } = await context.newPage();
      const violations = await watchCsp(page);
      await installInjectedWallet(page, {
        privateKey: DEMO_WALLET_PRIVATE_KEY,
        chainId: 97,
        rpcUrls: site.config.rpcUrls as Record<string, string>,
      });

      // The first inline script ran under the CSP: the callback's tokens were gone before config.js ran.
      await page.goto(`${site.appUrl}/callback?access_token=forged&session_id=forged&state=forged`);
      assert.equal(
        await page.evaluate(() => (window as unknown as { __addressAtConfig: string }).__addressAtConfig),
        '/callback',
      );

      await signIn(page, site.appUrl, site.fixtureUrl);

      // Wallet: Connect Wallet → Test Wallet → sign the verification message.
      await (
        await visible(page.getByRole('button', { name: /connect wallet/i }), "the 'Connect Wallet' button")
      ).click();
      const connectDialog = await visible(page.getByRole('dialog'), 'the connect-wallet dialog');
      await (
        await visible(
          connectDialog.getByRole('button', { name: new RegExp(TEST_WALLET_NAME, 'i') }),
          `'${TEST_WALLET_NAME}'`,
        )
      ).click();
      const verify = page.getByRole('dialog').getByRole('button', { name: /sign message|send message|verify/i });
      await (await visible(verify, "the 'Sign message' button", 20_000)).click();
      await waitUntil(async () => (await countVisible(page.getByRole('dialog'))) === 0, {
        timeout: 20_000,
        message: 'the sign-in dialog to close',
      });

      // A deposit of 0.1 BNB, mined by the fixture chain and recorded.
      await page.goto(`${site.appUrl}/wallet`);
      await visible(page.getByRole('heading', { level: 1, name: /^wallet$/i }), 'the wallet page');
      await (await visible(page.getByRole('textbox', { name: /^amount$/i }), 'the Amount field')).fill('0.1');
      await page.getByRole('button', { name: /review deposit/i }).click();
      const confirm = await visible(
        page.getByRole('dialog', { name: /confirm the deposit/i }),
        'the deposit confirmation',
      );
      await confirm.getByRole('button', { name: /^deposit$/i }).click();
      await visible(page.getByText('Deposit of 0.1 BNB succeeded.'), 'the deposit success toast', 25_000);
      await context.screenshot(page, '01-deposit-done');

      // A vote of 3 with an emotion.
      await page.goto(`${site.appUrl}/vote?q=charity`);
      const card = await visible(page.getByRole('article', { name: 'Charity stream recap' }), 'the content card');
      await card.getByRole('button', { name: 'Vote Charity stream recap' }).click();
      const dialog = await visible(page.getByRole('dialog', { name: /^vote$/i }), 'the Vote dialog');
      await dialog.getByRole('radio', { name: /love/i }).check();
      await (
        await visible(dialog.getByRole('textbox', { name: /number of votes/i }), 'the Number of votes field')
      ).fill('3');
      await dialog.getByRole('button', { name: /^vote$/i }).click();
      await visible(page.getByText(/your vote counted/i), 'the vote success toast');

      // The analytics charts (MUI X Charts: SVG and inline styles).
      await page.goto(`${site.appUrl}/analytics?period=hour`);
      const bars = page.locator('[data-testid="chart-bar"]');
      await visible(bars, 'the votes chart', 20_000);
      await waitUntil(async () => (await bars.locator('svg').count()) > 0, { message: 'the chart to be drawn' });
      await context.screenshot(page, '02-analytics');

      // The support export from the account controls: a DevTools lifted state without secrets.
      const token = await page.evaluate(() => localStorage.getItem('access_token'));
      const sessionId = await page.evaluate(() => localStorage.getItem('session_id'));
      assert.ok(token && sessionId, 'signed in with a token and a session id');
      await (
        await visible(
          page.getByRole('banner').getByRole('button', { name: /download diagnostics/i }),
          "the 'Download diagnostics' button",
        )
      ).click();
      const exportDialog = await visible(
        page.getByRole('dialog', { name: /download diagnostics/i }),
        'the diagnostics dialog',
      );
      await context.screenshot(page, '03-diagnostics', { sizes: [{ width: 1280, height: 800 }] });
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        exportDialog.getByRole('button', { name: /^download$/i }).click(),
      ]);
      assert.match(download.suggestedFilename(), /^staking-diagnostics-\d{8}-\d{6}Z\.json$/);
      const file = await download.path();
      const text = fs.readFileSync(file, 'utf8');
      const exported = JSON.parse(text) as {
        actionsById: Record<string, unknown>;
        computedStates: unknown[];
        diagnostics: Record<string, unknown>;
      };
      assert.equal(Object.keys(exported.actionsById).length, exported.computedStates.length);
      assert.ok(Object.keys(exported.actionsById).length > 1, 'actions were recorded');
      assert.equal(exported.diagnostics.personalDataIncluded, false);
      for (const secret of [token, sessionId, 'test-client-secret', 'demo1234', 'Demo User', 'demo@example.org']) {
        assert.equal(text.includes(secret), false, `the export does not contain ${secret.slice(0, 4)}…`);
      }

      assert.deepEqual(violations, [], 'no Content-Security-Policy violation');

      // The watch works: an inline script the policy does not hash is blocked and reported.
      await page.evaluate(() => {
        const script = document.createElement('script');
        script.textContent = 'window.__inlineRan = true;';
        document.head.append(script);
      });
      await waitUntil(async () => violations.length > 0, { message: 'the injected inline script to be reported' });
      assert.match(violations[0] ?? '', /script-src/);
      assert.equal(
        await page.evaluate(() => 'inlineRan' in window || '__inlineRan' in window),
        false,
        'the inline script did not run',
      );
    } finally {
      await site.close();
    }
  },
  { timeout: 150_000 },
);
