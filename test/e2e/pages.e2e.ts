/** Pages outside the main flows: an unknown path, and a configuration missing a key. */
import assert from 'node:assert/strict';
import { browserSuite } from './support/e2e';
import { toConfigJs, withoutKeys } from './support/appConfig';
import { visible } from './support/wait';

const e2e = browserSuite('pages');

e2e.test('an unknown path shows a not-found page', async ({ appUrl, newPage, screenshot }) => {
  const { page } = await newPage();
  const response = await page.goto(`${appUrl}/no/such/page`);
  assert.equal(response?.status(), 200, 'the static server falls back to index.html');
  await visible(page.getByRole('heading', { name: /not found|404|does(n.t| not) exist/i }), 'a not-found heading');
  await screenshot(page, '01-not-found');
});

e2e.test('a config.js without stakingApiUrl shows a page that names the key', async ({ config, fixtureUrl, newPage, screenshot, startAppServer }) => {
  const broken = await startAppServer(toConfigJs(withoutKeys(config, 'stakingApiUrl')));
  const { page, log } = await newPage();
  await page.goto(`${broken.url}/`);
  const alert = await visible(page.getByRole('alert'), 'the configuration error page');
  assert.match(await alert.innerText(), /stakingApiUrl/, 'the page names the missing key');
  await screenshot(page, '02-missing-config');
  const toFixture = log.entries.filter((entry) => entry.url.startsWith(fixtureUrl));
  assert.deepEqual(toFixture, [], 'the app makes no backend request when its configuration is invalid');
});
