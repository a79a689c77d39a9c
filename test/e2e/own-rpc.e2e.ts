/**
 * The user's own RPC URL (display settings, docs/rpc.md) in a real browser: a node is checked by
 * eth_chainId and kept; one on a host the Content-Security-Policy's connect-src leaves out is
 * blocked by the browser, and the settings say it is the site's security policy.
 */
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { browserSuite } from './support/e2e';
import { visible } from './support/wait';

const e2e = browserSuite('own-rpc');

async function openSettings(page: Page) {
  await (await visible(page.getByRole('button', { name: 'Display settings' }), 'the display settings button')).click();
  return visible(page.getByRole('dialog', { name: 'Display' }), 'the display settings');
}

e2e.test('checks a node by eth_chainId and keeps it for its chain', async ({ appUrl, fixtureUrl, newPage }) => {
  const { page } = await newPage();
  await page.goto(`${appUrl}/`);
  const dialog = await openSettings(page);
  await dialog.getByRole('textbox', { name: 'RPC URL for BNB Smart Chain Testnet' }).fill(`${fixtureUrl}/rpc/97`);
  await dialog.getByRole('button', { name: 'Check and use' }).first().click();
  const host = new URL(fixtureUrl).host;
  await visible(dialog.getByText(`BNB Smart Chain Testnet: your node at ${host} is in use.`), 'the kept node');
  const stored = await page.evaluate(() => window.localStorage.getItem('userRpcUrls'));
  assert.deepEqual(JSON.parse(stored ?? '{}'), { 97: `${fixtureUrl}/rpc/97` });
});

e2e.test('names the security policy when connect-src leaves the host out', async ({ appUrl, newPage, allowOrigin }) => {
  allowOrigin('https://blocked-node.test'); // Asked for, and refused by the browser itself.
  const { page } = await newPage();
  // index.html with a policy as deploy:headers writes it (this test needs no backend).
  await page.route(
    (url) => url.href === `${appUrl}/`,
    async (route) => {
      const response = await route.fetch();
      const headers = { ...response.headers(), 'content-security-policy': "connect-src 'self'" };
      await route.fulfill({ response, headers });
    },
  );
  await page.goto(`${appUrl}/`);
  const dialog = await openSettings(page);
  await dialog
    .getByRole('textbox', { name: 'RPC URL for BNB Smart Chain', exact: true })
    .fill('https://blocked-node.test/v1/key');
  await dialog.getByRole('button', { name: 'Check and use' }).last().click();
  const alert = await visible(dialog.getByRole('alert'), 'the refusal', 15_000);
  assert.match((await alert.textContent()) ?? '', /security policy does not allow blocked-node\.test\./);
  assert.equal(await page.evaluate(() => window.localStorage.getItem('userRpcUrls')), null);
});
