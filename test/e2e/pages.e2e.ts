/**
 * Pages outside the main flows: an unknown path, a configuration missing a key, configurations
 * that cannot be meant, and a production build without demo mode.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { browserSuite } from './support/e2e';
import { toConfigJs, withoutKeys } from './support/appConfig';
import { repoRoot } from './support/paths';
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
