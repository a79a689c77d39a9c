/**
 * The production build as deploy/ serves it: Debian's nginx with deploy/nginx-app.conf and the
 * headers `npm run deploy:headers` writes from config.js. Checks the headers, caching,
 * compression and SPA fallback, then walks sign-in, wallet connection, a deposit, a vote and the
 * analytics charts with not one Content-Security-Policy violation reported by the browser.
 *
 * Each test starts its own fixture server whose app origin is nginx's (sign-in only redirects
 * there); config.js points every service at it, so connect-src is exercised across origins.
 * Content images come from a third origin (a small image server, config.js's imageOrigins),
 * as a CDN serves them in production.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { DEMO_WALLET_PRIVATE_KEY } from '../../src/testing/mocks/constants';
import { makeAppConfig, toConfigJs, type E2EAppConfig } from './support/appConfig';
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

/**
 * An image CDN stand-in on its own origin: serves under /img/N the data: URIs registered with
 * `host`, and records every path asked for.
 */
async function startImageServer() {
  const images = new Map<string, { type: string; body: Buffer }>();
  const requested: string[] = [];
  const server = http.createServer((request, response) => {
    requested.push(request.url ?? '');
    const image = images.get(request.url ?? '');
    if (!image) return void response.writeHead(404).end();
    response.writeHead(200, { 'Content-Type': image.type, 'Cache-Control': 'no-store' }).end(image.body);
  });
  const port = await getFreePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${port}`;
  return {
    origin,
    requested,
    /** The URL on this server for a data: URI (registered once). */
    host(dataUri: string): string {
      const match = /^data:([^;,]+)(;base64)?,(.*)$/s.exec(dataUri);
      if (!match) return dataUri;
      const [, type = '', base64, data = ''] = match;
      const body = base64 ? Buffer.from(data, 'base64') : Buffer.from(decodeURIComponent(data));
      const existing = [...images.entries()].find(([, image]) => image.body.equals(body));
      if (existing) return `${origin}${existing[0]}`;
      const key = `/img/${images.size}`;
      images.set(key, { type, body });
      return `${origin}${key}`;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function deployedSite(context: E2EContext, { headersArgs = [] as string[] } = {}) {
  const nginxPort = await getFreePort();
  const appOrigin = `http://127.0.0.1:${nginxPort}`;
  const { start } = await loadStartFixtureServer();
  const fixture = await start({ port: await getFreePort(), appOrigin });
  const fixtureUrl = fixture.url.replace(/\/+$/, '');
  const images = await startImageServer();
  const config: E2EAppConfig = { ...makeAppConfig(fixtureUrl), imageOrigins: [images.origin] };
  let site;
  try {
    site = await startNginx({ distDir, configJs: toConfigJs(config) + RECORD_ADDRESS, port: nginxPort, headersArgs });
  } catch (error) {
    await Promise.resolve(fixture.close());
    await images.close();
    throw error;
  }
  context.allowOrigin(site.origin);
  context.allowOrigin(fixtureUrl);
  context.allowOrigin(images.origin);
  context.closeAfterPages(async () => {
    await site.stop();
    await Promise.resolve(fixture.close());
    await images.close();
  });
  return {
    appUrl: site.url,
    fixtureUrl,
    config,
    images,
    headersSnippet: site.headersSnippet,
    accessLog: () => site.accessLog(),
    /**
     * The fixture backend's content images are data: URIs; from now on its answers name them on
     * the image server instead, as a real backend names its CDN.
     */
    async serveImagesFromCdn(browserContext: BrowserContext) {
      await browserContext.route(
        (url) => url.origin === fixtureUrl && url.pathname.startsWith('/api/'),
        async (route) => {
          if (route.request().method() !== 'GET') return route.fallback();
          const response = await route.fetch();
          const text = await response.text();
          if (!text.includes('"image_url":"data:')) return route.fulfill({ response, body: text });
          const body = JSON.stringify(JSON.parse(text), (key, value: unknown) =>
            key === 'image_url' && typeof value === 'string' ? images.host(value) : value,
          );
          return route.fulfill({ response, body });
        },
      );
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
    assert.deepEqual(
      directive(csp, 'img-src'),
      ["'self'", 'data:', 'blob:', site.images.origin],
      "img-src: wallet icons (data:) and config.js's imageOrigins",
    );
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

    // /callback carries the login service's tokens in its query: served (with the security
    // headers), never stored by a cache, never written to the access log.
    for (const callback of ['/callback', '/callback/']) {
      const answer = await fetch(`${site.appUrl}${callback}?access_token=tok-SECRET&session_id=sid-SECRET&state=s`);
      assert.equal(answer.status, 200, `${callback} gets index.html`);
      assert.match(await answer.text(), /<div id="?root"?>/);
      assert.equal(answer.headers.get('cache-control'), 'no-store', `${callback} is never cached`);
      assert.ok(answer.headers.get('content-security-policy'), `${callback} carries the CSP`);
      assert.equal(answer.headers.get('x-frame-options'), 'DENY', `${callback} carries the security headers`);
    }
    await (await fetch(`${site.appUrl}/vote?logged=1`)).arrayBuffer();
    const log = site.accessLog();
    assert.match(log, /GET \/vote\?logged=1 /, 'the access log records other requests');
    assert.doesNotMatch(log, /\/callback|SECRET/, 'no /callback request (nor its tokens) in the access log');
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
    const { page, context: browserContext } = await context.newPage();
    const violations = await watchCsp(page);
    await site.serveImagesFromCdn(browserContext);
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
    await (await visible(page.getByRole('button', { name: /connect wallet/i }), "the 'Connect Wallet' button")).click();
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

    // The cards show their images from the image origin (config.js's imageOrigins), not the gradient.
    await page.goto(`${site.appUrl}/vote`);
    // (Every fifth fixture has no image: the first card that has one.)
    const image = page.locator('article img').first();
    await waitUntil(
      async () =>
        (await image.count()) === 1 &&
        (await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)),
      { message: "a card's image to load" },
    );
    assert.ok(
      (await image.getAttribute('src'))?.startsWith(`${site.images.origin}/img/`),
      'served by the image origin',
    );
    assert.ok(site.images.requested.length > 0, 'the image server was asked');

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
    // The browser's visit to /callback (forged tokens above) left no access-log line either.
    assert.match(site.accessLog(), /GET \/wallet /);
    assert.doesNotMatch(site.accessLog(), /\/callback|forged/, 'no /callback line in the access log');

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
  },
  { timeout: 150_000 },
);

e2e.test(
  'Coinbase Wallet without its extension opens keys.coinbase.com in a popup; the page itself asks no other host (nothing to add to the CSP)',
  async (context) => {
    const site = await deployedSite(context);
    const { page, context: browserContext } = await context.newPage();
    const violations = await watchCsp(page);
    const ours = new Set([site.appUrl, site.fixtureUrl, site.images.origin]);
    // Every request to another host is stopped here and recorded: nothing leaves the machine.
    const attempted: Array<{ url: string; type: string; navigation: boolean }> = [];
    await browserContext.route(
      (url) => !ours.has(url.origin),
      async (route) => {
        const request = route.request();
        const navigation = request.isNavigationRequest();
        attempted.push({ url: request.url(), type: request.resourceType(), navigation });
        if (navigation)
          await route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Coinbase stand-in</title>' });
        else await route.abort();
      },
    );
    // The popup's page is the stand-in above (fulfilled locally, never fetched).
    context.allowOrigin('https://keys.coinbase.com');

    await page.goto(`${site.appUrl}/`);
    await (await visible(page.getByRole('button', { name: /connect wallet/i }), "the 'Connect Wallet' button")).click();
    const dialog = await visible(page.getByRole('dialog'), 'the connect-wallet dialog');
    const [popup] = await Promise.all([
      page.waitForEvent('popup', { timeout: 20_000 }),
      (await visible(dialog.getByRole('button', { name: /coinbase wallet/i }), "'Coinbase Wallet'")).click(),
    ]);
    await waitUntil(async () => attempted.length > 0, { message: 'the popup to navigate' });
    // Give the SDK time for anything else it would ask (an RPC call, telemetry).
    await page.waitForTimeout(3000);
    await context.screenshot(page, '04-coinbase-popup', { sizes: [{ width: 1280, height: 800 }] });

    assert.match(popup.url(), /^https:\/\/keys\.coinbase\.com\/connect\?/, 'the popup is Coinbase’s sign-in page');
    assert.ok(page.url().startsWith(site.appUrl), 'the app itself stays where it was');
    // Exactly one thing was attempted outside our origins: the popup's own page. No fetch,
    // script, image or socket of the app went to Coinbase, so connect-src needs no host.
    assert.deepEqual(
      attempted.map(({ url, type, navigation }) => ({ origin: new URL(url).origin, type, navigation })),
      [{ origin: 'https://keys.coinbase.com', type: 'document', navigation: true }],
      `attempted:\n${attempted.map((entry) => `${entry.type} ${entry.url}`).join('\n')}`,
    );
    assert.deepEqual(violations, [], 'no Content-Security-Policy violation');
  },
  { timeout: 90_000 },
);

/**
 * The Safe{Wallet} web app as a stand-in (served by the test, never fetched) that opens the app in
 * an iframe. Both are https origins routed by the test: Chromium lets no public https page frame
 * a loopback address, so the app is served as https://staking.app.test from nginx's answers
 * (its headers, CSP included, as nginx sent them).
 */
const FRAMED_APP = 'https://staking.app.test';

async function openInSafeApp(page: Page, browserContext: BrowserContext, appUrl: string) {
  await browserContext.route(`${FRAMED_APP}/**`, async (route) => {
    const url = new URL(route.request().url());
    const response = await route.fetch({ url: `${appUrl}${url.pathname}${url.search}` });
    await route.fulfill({ response });
  });
  await browserContext.route('https://app.safe.global/**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><title>Safe stand-in</title><iframe id="safe-app" title="Safe app" src="${FRAMED_APP}/" style="width:1100px;height:760px;border:0"></iframe>`,
    }),
  );
  await page.goto('https://app.safe.global/apps/open');
}

e2e.test(
  'Safe: the app refuses to be framed by default; with deploy:headers --allow-safe the Safe{Wallet} web app frames it and Safe is listed as installed',
  async (context) => {
    context.allowOrigin('https://app.safe.global');
    context.allowOrigin(FRAMED_APP);
    for (const allowSafe of [false, true]) {
      const site = await deployedSite(context, { headersArgs: allowSafe ? ['--allow-safe'] : [] });
      const { page, context: browserContext } = await context.newPage({ viewport: { width: 1280, height: 800 } });
      const violations = await watchCsp(page);
      await openInSafeApp(page, browserContext, site.appUrl);
      const app = page.frameLocator('#safe-app');
      if (!allowSafe) {
        // nginx answered the frame's request, and the browser refused to show the answer.
        await waitUntil(async () => /GET \/ HTTP/.test(site.accessLog()), { message: 'nginx to serve the frame' });
        await waitUntil(async () => page.frames().some((frame) => frame.url().startsWith('chrome-error:')), {
          message: "the browser to refuse the frame (frame-ancestors 'none')",
        });
        assert.equal(await app.locator('#root').count(), 0, 'the app is not in the frame');
        continue;
      }
      // The framed app cannot reach the fixture backend (loopback from a public origin): it
      // starts signed out after its retries, which is all this needs.
      await (
        await visible(app.getByRole('button', { name: /connect wallet/i }), "the framed app's 'Connect Wallet'", 30_000)
      ).click();
      const dialog = await visible(app.getByRole('dialog'), 'the connect-wallet dialog');
      const installed = dialog.getByRole('region', { name: 'Installed' });
      await visible(installed.getByRole('button', { name: /^safe\b/i }), "'Safe' among the installed wallets");
      await context.screenshot(page, '05-safe-frame', { sizes: [{ width: 1280, height: 800 }] });
      assert.deepEqual(
        violations.filter((text) => /frame-ancestors/.test(text)),
        [],
        'frame-ancestors lets the Safe app frame it',
      );
    }
  },
  { timeout: 120_000 },
);
