/**
 * Pages outside the main flows: an unknown path, a configuration missing a key, configurations
 * that cannot be meant, a production build without demo mode, and the first page's static start.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { browserSuite } from './support/e2e';
import { toConfigJs, withoutKeys } from './support/appConfig';
import { repoRoot } from './support/paths';
import { VIEWPORTS } from './support/browser';
import { visible } from './support/wait';

const e2e = browserSuite('pages');

e2e.test('an unknown path shows a not-found page', async ({ appUrl, newPage, screenshot }) => {
  const { page } = await newPage();
  const response = await page.goto(`${appUrl}/no/such/page`);
  assert.equal(response?.status(), 200, 'the static server falls back to index.html');
  await visible(page.getByRole('heading', { name: /not found|404|does(n.t| not) exist/i }), 'a not-found heading');
  await screenshot(page, '01-not-found');
});

e2e.test(
  'the first page: the stored dark mode before any script, no layout shift when the app replaces the start-up screen, nothing wider than a phone',
  async ({ appUrl, newPage, screenshot }) => {
    const { page } = await newPage({ viewport: VIEWPORTS.phone });
    await page.addInitScript(() => {
      localStorage.setItem('theme', JSON.stringify({ mode: 'dark', accent: 'blue', radius: 'large' }));
      const shifts = { total: 0 };
      Object.assign(window, { __layoutShift: shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
          if (!entry.hadRecentInput) shifts.total += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    // THEME_BACKGROUNDS.dark.default (#0F1216), though the browser's own preference is light.
    const darkPage = 'rgb(15, 18, 22)';

    // No script from the bundle: index.html alone, its spinner on the theme's background.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto(`${appUrl}/`);
    await visible(page.getByRole('progressbar', { name: 'Loading...' }), 'the static start-up spinner');
    assert.equal(await background(), darkPage, 'the start-up screen paints the stored dark mode');
    await page.unroute('**/assets/*.js');

    await page.goto(`${appUrl}/`);
    await visible(page.getByRole('button', { name: 'Connect Wallet' }), 'the Connect Wallet button');
    await visible(page.getByRole('heading', { level: 1 }), 'the home heading');
    assert.equal(await background(), darkPage, 'the app keeps the background');
    const { scrollWidth, innerWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
    }));
    assert.ok(scrollWidth <= innerWidth, `nothing wider than the phone (${scrollWidth} px in ${innerWidth} px)`);
    const shift = await page.evaluate(
      () => (window as unknown as { __layoutShift: { total: number } }).__layoutShift.total,
    );
    assert.ok(shift < 0.01, `no layout shift on the way to the first page (${shift})`);
    await screenshot(page, '04-home-phone-dark');
  },
);

e2e.test(
  'a config.js without stakingApiUrl shows a page that names the key',
  async ({ config, fixtureUrl, newPage, screenshot, startAppServer }) => {
    const broken = await startAppServer(toConfigJs(withoutKeys(config, 'stakingApiUrl')));
    const { page, log } = await newPage();
    await page.goto(`${broken.url}/`);
    const alert = await visible(page.getByRole('alert'), 'the configuration error page');
    assert.match(await alert.innerText(), /stakingApiUrl/, 'the page names the missing key');
    await screenshot(page, '02-missing-config');
    const toFixture = log.entries.filter((entry) => entry.url.startsWith(fixtureUrl));
    assert.deepEqual(toFixture, [], 'the app makes no backend request when its configuration is invalid');
  },
);

e2e.test(
  'configurations that cannot be meant are refused, naming the key',
  async ({ config, newPage, startAppServer }) => {
    const cases: Array<[string, Record<string, unknown>, RegExp]> = [
      [
        'zero deposit address',
        { contracts: { ...(config.contracts as object), deposit: `0x${'0'.repeat(40)}` } },
        /contracts\.deposit.*zero address/,
      ],
      ['placeholder secret', { clientSecret: 'REPLACE_ME' }, /clientSecret.*placeholder/],
      ['demo on mainnet', { demo: true }, /demo/],
      [
        'plain http in production',
        { env: 'prod', stakingApiUrl: 'http://staking.bank.test' },
        /stakingApiUrl.*plain http/,
      ],
      // A production build talks to real services whatever env is called.
      [
        'plain http with env staging',
        { env: 'staging', voteApiUrl: 'http://vote.bank.test' },
        /voteApiUrl.*plain http/,
      ],
    ];
    const { page } = await newPage();
    for (const [name, change, text] of cases) {
      const server = await startAppServer(toConfigJs({ ...config, ...change }));
      await page.goto(`${server.url}/`);
      const alert = await visible(page.getByRole('alert'), `the configuration error page (${name})`);
      assert.match(await alert.innerText(), text, name);
    }
  },
);

e2e.test(
  'the production build has no demo mode: the demo configuration is refused, nothing demo is fetched',
  async ({ newPage, screenshot, startAppServer }) => {
    // The demo configuration `npm start` uses; the production build does not contain demo mode.
    const demo = await startAppServer(fs.readFileSync(path.join(repoRoot, 'public', 'config.js'), 'utf8'));
    const { page, log } = await newPage();
    await page.goto(`${demo.url}/`);
    const alert = await visible(page.getByRole('alert'), 'the configuration error page');
    assert.match(await alert.innerText(), /demo.*this production build does not contain it/);
    await screenshot(page, '03-demo-not-in-build');
    const demoRequests = log.entries.filter((entry) =>
      /mockServiceWorker|demo-(backend|wallet)|demo-login|\.map$/.test(entry.url),
    );
    assert.deepEqual(demoRequests, [], 'no demo chunk, worker or source map is requested');
    const worker = await page.request.get(`${demo.url}/mockServiceWorker.js`);
    assert.notEqual(
      await worker.text().then((body) => body.includes('Mock Service Worker')),
      true,
      'dist/ has no MSW worker',
    );
    assert.equal(await page.evaluate(() => 'demoWallet' in window), false, 'no demo wallet is installed');
  },
);
