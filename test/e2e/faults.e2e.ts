/**
 * Faults over the fixture backend (test/fixture-server/faults.ts arms one per request): for the
 * reads of the pages, and for the writes (transfer, vote), a 500, a 502 with an HTML body, an
 * empty body, malformed JSON, a dropped connection, an answer after the app's 10 s timeout that
 * the server DID carry out, and offline then back online. Each: a clear message, a page that
 * still works, and nothing lost or doubled (the fixture db counts exactly one write, or none).
 */
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { ALICE_WALLET_ADDRESS, DEMO_WALLET_PRIVATE_KEY } from '../../src/testing/mocks/constants';
import { browserSuite, type E2EContext } from './support/e2e';
import { installInjectedWallet } from './support/injectedWallet';
import { signIn } from './support/session';
import { countVisible, visible, waitUntil } from './support/wait';
import { connectAndVerify } from './support/wallet';

const e2e = browserSuite('faults');

type FaultMode = 'status500' | 'html502' | 'empty' | 'malformed' | 'drop' | 'slow';
const READ_FAULTS: readonly FaultMode[] = ['status500', 'html502', 'empty', 'malformed', 'drop'];

async function arm(
  fixtureUrl: string,
  fault: { method: string; path: string; mode: FaultMode; carryOut?: boolean; times?: number },
) {
  const response = await fetch(`${fixtureUrl}/__control/faults`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(fault),
  });
  assert.equal(response.status, 204, `arming ${JSON.stringify(fault)}: ${await response.text()}`);
}

async function counts(fixtureUrl: string): Promise<{ transactions: number; transfers: number; votes: number }> {
  return (await (await fetch(`${fixtureUrl}/__control/counts`)).json()) as {
    transactions: number;
    transfers: number;
    votes: number;
  };
}

async function hits(fixtureUrl: string): Promise<number> {
  return ((await (await fetch(`${fixtureUrl}/__control/faults`)).json()) as { hits: unknown[] }).hits.length;
}

/** No script of a server's HTML error page may ever run. */
function forbidDialogs(page: Page): string[] {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return dialogs;
}

async function verifiedDemo({ appUrl, fixtureUrl, config, newPage }: E2EContext) {
  const opened = await newPage();
  await installInjectedWallet(opened.page, {
    privateKey: DEMO_WALLET_PRIVATE_KEY,
    chainId: 97,
    rpcUrls: config.rpcUrls as Record<string, string>,
  });
  await signIn(opened.page, appUrl, fixtureUrl);
  await connectAndVerify(opened.page);
  return opened;
}

async function reviewTransfer(page: Page, votes: number) {
  await (
    await visible(page.getByRole('textbox', { name: /recipient wallet address/i }), 'the recipient field')
  ).fill(ALICE_WALLET_ADDRESS);
  await page.getByRole('textbox', { name: /votes to transfer/i }).fill(String(votes));
  await page.getByRole('button', { name: /review transfer/i }).click();
  const dialog = await visible(
    page.getByRole('dialog', { name: /confirm the transfer/i }),
    'the transfer confirmation',
  );
  return { dialog, confirm: dialog.getByRole('button', { name: new RegExp(`^transfer ${votes} votes$`, 'i') }) };
}

e2e.test(
  'reads: every fault of every page read shows a clear message and the page works again after Retry/reload',
  async (context) => {
    const { appUrl, fixtureUrl } = context;
    const { page } = await verifiedDemo(context);
    const dialogs = forbidDialogs(page);
    // A transaction's detail page: its hash, as the transactions list links to it.
    await page.goto(`${appUrl}/transactions`);
    const detailLink = await visible(
      page.locator('main a[href^="/transactions/0x"]').first(),
      'a link to a transaction',
    );
    const detailUrl = (await detailLink.getAttribute('href')) ?? '';
    const reads: Array<{ url: string; path: string; heading: RegExp; message?: RegExp }> = [
      { url: '/vote', path: '/api/vote', heading: /^vote/i },
      { url: '/analytics', path: '/api/vote/summary', heading: /analytics/i },
      { url: '/transfers', path: '/api/user-balance/transfer-history', heading: /transfer/i },
      {
        url: detailUrl,
        path: `/api/transaction/hash${detailUrl.slice('/transactions'.length)}`,
        heading: /^transaction$/i,
        // A failed read is not "this transaction does not exist".
        message: /could not be loaded/i,
      },
    ];
    for (const read of reads) {
      for (const mode of READ_FAULTS) {
        // Retries (RTK Query refetches) meet the fault too: armed for a few requests.
        await arm(fixtureUrl, { method: 'GET', path: read.path, mode, times: 3 });
        await page.goto(`${appUrl}${read.url}`);
        await visible(
          page.getByRole('heading', { level: 1, name: read.heading }),
          `the ${read.url} heading under ${mode}`,
        );
        const alert = await visible(
          page.getByRole('alert').first(),
          `an error message on ${read.url} under ${mode}`,
          20_000,
        );
        if (read.message) assert.match((await alert.textContent()) ?? '', read.message, `${read.url} (${mode})`);
        assert.equal(
          await page.locator('main script, main h1:text("502 Bad Gateway")').count(),
          0,
          `no server HTML shown on ${read.url} (${mode})`,
        );
        await fetch(`${fixtureUrl}/__control/faults`, { method: 'DELETE' });
        await page.reload();
        await visible(
          page.getByRole('heading', { level: 1, name: read.heading }),
          `the ${read.url} heading after the fault`,
        );
      }
    }
    assert.deepEqual(dialogs, [], 'no script of an error page ran');
  },
  // 32 page loads, each waiting out the app's retries; beside another lane that can pass 60 s.
  { timeout: 120_000 },
);

e2e.test(
  'writes: a transfer under each fault is never refused when its outcome is unknown, and never made twice',
  async (context) => {
    const { appUrl, fixtureUrl, screenshot } = context;
    const { page } = await verifiedDemo(context);
    await page.goto(`${appUrl}/transfers`);
    let votes = 2;
    const cases: Array<{ mode: FaultMode; carryOut: boolean }> = [
      { mode: 'status500', carryOut: true },
      { mode: 'html502', carryOut: false },
      { mode: 'empty', carryOut: true },
      { mode: 'malformed', carryOut: true },
      { mode: 'drop', carryOut: false },
      { mode: 'drop', carryOut: true },
    ];
    for (const { mode, carryOut } of cases) {
      const before = await counts(fixtureUrl);
      await arm(fixtureUrl, { method: 'POST', path: '/api/user-balance/transfer-vote', mode, carryOut });
      const { dialog, confirm } = await reviewTransfer(page, votes);
      await confirm.click();
      if (carryOut) {
        // Found by the check: shown as done.
        await visible(
          page.getByText(new RegExp(`transferred ${votes} votes`, 'i')).first(),
          `the transfer found after ${mode}`,
          20_000,
        );
        await waitUntil(async () => (await countVisible(page.getByRole('dialog'))) === 0, {
          message: 'the confirmation to close',
        });
        assert.equal(
          (await counts(fixtureUrl)).transfers,
          before.transfers + 1,
          `exactly one transfer after ${mode} (carried out)`,
        );
      } else {
        await visible(
          dialog.getByText(/still not known whether it went through/i),
          `the 'not known yet' message after ${mode}`,
          20_000,
        );
        assert.equal(await dialog.getByText(/transfer failed/i).count(), 0, 'not shown as a refusal');
        assert.ok(await confirm.isDisabled(), 'Confirm is off while the outcome is unknown');
        await screenshot(page, `unknown-${mode}`, { sizes: [{ width: 1280, height: 800 }] });
        // Closed and confirmed again: checked, not sent.
        await dialog.getByRole('button', { name: /^close$/i }).click();
        const again = await reviewTransfer(page, votes);
        const sentBefore = await hits(fixtureUrl);
        await again.confirm.click();
        await visible(again.dialog.getByText(/not known/i), 'the same submission still not known', 20_000);
        assert.equal(await hits(fixtureUrl), sentBefore, 'no second request reached the fault');
        assert.equal(
          (await counts(fixtureUrl)).transfers,
          before.transfers,
          `no transfer after ${mode} (not carried out)`,
        );
        await again.dialog.getByRole('button', { name: /^close$/i }).click();
      }
      votes += 1;
    }
  },
);

e2e.test(
  'writes: an answer after the 10 s timeout that the server carried out is found, not sent again',
  async (context) => {
    const { appUrl, fixtureUrl } = context;
    const { page } = await verifiedDemo(context);
    await page.goto(`${appUrl}/transfers`);
    const before = await counts(fixtureUrl);
    await arm(fixtureUrl, { method: 'POST', path: '/api/user-balance/transfer-vote', mode: 'slow' });
    const { confirm } = await reviewTransfer(page, 7);
    await confirm.click();
    await visible(page.getByText(/transferred 7 votes/i).first(), 'the late transfer found', 30_000);
    assert.equal((await counts(fixtureUrl)).transfers, before.transfers + 1, 'exactly one transfer');
  },
  { timeout: 90_000 },
);

e2e.test(
  'writes: a vote the server counted before a 500 is kept (not rolled back) and counted once',
  async (context) => {
    const { appUrl, fixtureUrl } = context;
    const { page } = await verifiedDemo(context);
    await page.goto(`${appUrl}/vote?q=charity`);
    const target = page.getByRole('article', { name: 'Charity stream recap' });
    await visible(target, 'the content card');
    const before = await counts(fixtureUrl);
    await arm(fixtureUrl, { method: 'POST', path: '/api/vote', mode: 'status500', carryOut: true });
    await target.getByRole('button', { name: 'Vote Charity stream recap' }).click();
    const dialog = await visible(page.getByRole('dialog', { name: /^vote$/i }), 'the Vote dialog');
    await dialog.getByRole('radio', { name: /love/i }).check();
    await dialog.getByRole('textbox', { name: /number of votes/i }).fill('2');
    await dialog.getByRole('button', { name: /^vote$/i }).click();
    await visible(page.getByText(/your vote counted/i), 'the vote found by re-reading', 20_000);
    assert.equal(await target.getByText(/undone/i).count(), 0, 'not rolled back');
    assert.equal((await counts(fixtureUrl)).votes, before.votes + 1, 'exactly one vote');
  },
);

e2e.test('offline: nothing is sent and it says so; back online the same transfer goes once', async (context) => {
  const { appUrl, fixtureUrl } = context;
  const { page, context: browserContext } = await verifiedDemo(context);
  await page.goto(`${appUrl}/transfers`);
  const before = await counts(fixtureUrl);
  const { dialog, confirm } = await reviewTransfer(page, 4);
  await browserContext.setOffline(true);
  await confirm.click();
  await visible(dialog.getByText(/you are offline/i), 'the offline message');
  assert.equal((await counts(fixtureUrl)).transfers, before.transfers, 'nothing sent while offline');
  await browserContext.setOffline(false);
  await confirm.click();
  await visible(page.getByText(/transferred 4 votes/i).first(), 'the transfer once back online', 20_000);
  assert.equal((await counts(fixtureUrl)).transfers, before.transfers + 1, 'exactly one transfer');
  assert.equal(
    await page.getByRole('textbox', { name: /recipient wallet address/i }).inputValue(),
    '',
    'the form is cleared after success',
  );
});
