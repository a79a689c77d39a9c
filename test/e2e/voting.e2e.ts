/**
 * Voting in Chromium, with the demo user and the demo wallet (the injected Test Wallet holding
 * the demo key): an anonymous visitor asked to sign in comes back to the same content, votes
 * with an emotion and sees the count change; votes are transferred and the transfer is found in
 * the history with a date filter, which a reload keeps; the analytics switch periods and show
 * 14 then 7 points. The trending, summary and analytics parts need no wallet (nor a sign-in) and run on their own.
 */
import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import { DEMO_WALLET_PRIVATE_KEY, ALICE_WALLET_ADDRESS } from '../../src/testing/mocks/constants';
import { browserSuite, type E2EContext } from './support/e2e';
import { installInjectedWallet } from './support/injectedWallet';
import { visible, waitUntil } from './support/wait';
import { connectAndVerify } from './support/wallet';

const e2e = browserSuite('voting');

const DEMO = { username: 'demo', password: 'demo1234', name: 'Demo User' };
const CONTENT = 'Charity stream recap';

/** On the login service's page: the demo user's credentials, then back to the app. */
async function logIn(page: Page, appUrl: string, fixtureUrl: string): Promise<void> {
  await page.waitForURL((url) => url.origin === fixtureUrl && url.pathname === '/auth/login');
  await (await visible(page.getByLabel(/username/i), 'the Username field')).fill(DEMO.username);
  await (await visible(page.getByLabel(/password/i), 'the Password field')).fill(DEMO.password);
  await (await visible(page.getByRole('button', { name: /sign in/i }), "the login form's 'Sign in' button")).click();
  await page.waitForURL((url) => url.origin === appUrl && url.pathname !== '/callback');
}

async function withDemoWallet({ config, newPage }: E2EContext) {
  const opened = await newPage();
  await installInjectedWallet(opened.page, {
    privateKey: DEMO_WALLET_PRIVATE_KEY,
    chainId: 97,
    rpcUrls: config.rpcUrls as Record<string, string>,
  });
  return opened;
}

function card(page: Page, title: string): Locator {
  return page.getByRole('article', { name: title });
}

/** The number in a card's "N votes". */
async function totalVotes(cardLocator: Locator): Promise<number> {
  const text = await cardLocator.getByTestId('total-votes').innerText();
  return Number(text.replace(/[^\d]/g, ''));
}

/** A Saigon day (YYYY-MM-DD) of an instant. */
function saigonDay(iso: string): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: 'Asia/Saigon',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(new Date(iso));
  const part = (type: string) => parts.find((entry) => entry.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

e2e.test(
  'an anonymous visitor is sent to sign in and back to the content, votes with an emotion and sees the count change',
  async (context) => {
    const { appUrl, fixtureUrl, screenshot } = context;
    const { page, log } = await withDemoWallet(context);

    await page.goto(`${appUrl}/vote?q=charity`);
    const target = card(page, CONTENT);
    await visible(target, `the card of "${CONTENT}"`);
    // Titles holding markup are text: the listing has such a title, and nothing of it became HTML.
    await page.goto(`${appUrl}/vote?q=script`);
    await visible(
      page.getByRole('heading', { name: '<b>bold</b> & <script>alert(1)</script>' }),
      'the markup title shown as text',
    );
    assert.equal(await page.locator('article b, article script').count(), 0, 'no element was made from a title');
    await page.goto(`${appUrl}/vote?q=charity`);
    await visible(target, `the card of "${CONTENT}"`);
    await screenshot(page, '01-vote-anonymous');

    // Voting asks for sign-in; sign-in brings the visitor back to this content.
    await target.getByRole('button', { name: `Vote ${CONTENT}` }).click();
    const askSignIn = await visible(
      page.getByRole('dialog', { name: /sign in to vote/i }),
      "the 'Sign in to vote' dialog",
    );
    await askSignIn.getByRole('button', { name: /^sign in$/i }).click();
    await logIn(page, appUrl, fixtureUrl);
    await page.waitForURL((url) => url.pathname === '/vote');
    assert.match(page.url(), /[?&]q=charity/, 'back on the same view');
    // The dialog of that content opens again by itself; without a verified wallet it says so.
    const returned = await visible(page.getByRole('dialog'), 'the Vote dialog of the content after sign-in', 20_000);
    await visible(
      returned.getByText(new RegExp(CONTENT)).or(returned.getByRole('heading', { name: /verify your wallet/i })),
      'the dialog of the same content',
    );
    await screenshot(page, '02-vote-returned');
    await returned
      .getByRole('button', { name: /cancel|close/i })
      .first()
      .click();

    await connectAndVerify(page);
    await visible(
      page.getByText(/you have 500 votes to spend/i),
      'the VOTE balance of the verified demo wallet',
      20_000,
    );
    const before = await totalVotes(target);

    await target.getByRole('button', { name: `Vote ${CONTENT}` }).click();
    const dialog = await visible(page.getByRole('dialog', { name: /^vote$/i }), 'the Vote dialog');
    await dialog.getByRole('radio', { name: /love/i }).check();
    const amount = await visible(
      dialog.getByRole('textbox', { name: /number of votes/i }),
      'the Number of votes field',
    );
    await amount.fill('3');
    await screenshot(page, '03-vote-dialog');
    const mark = log.mark();
    await dialog.getByRole('button', { name: /^vote$/i }).click();

    await waitUntil(async () => (await totalVotes(target)) === before + 3, {
      message: `the card to count ${before + 3} votes`,
    });
    await visible(page.getByText(/your vote counted/i), 'the success toast');
    const posts = log.find({ method: 'POST', path: '/api/vote', since: mark });
    assert.equal(posts.length, 1, `one POST /api/vote:\n${log.describe(posts)}`);
    assert.equal(posts[0]?.status, 201, 'the backend counted the vote');
    await visible(page.getByText(/you have 497 votes to spend/i), 'the balance after the vote');
    await screenshot(page, '04-voted');

    // The count is the backend's, not only the screen's.
    await page.reload();
    await visible(target, `the card of "${CONTENT}" after a reload`);
    assert.equal(await totalVotes(target), before + 3, 'the new count survives a reload');
  },
);

e2e.test(
  'transfers votes, finds the transfer in the history with a date filter, and a reload keeps the filters',
  async (context) => {
    const { appUrl, fixtureUrl, screenshot } = context;
    const { page, log } = await withDemoWallet(context);

    await page.goto(`${appUrl}/transfers`);
    await (
      await visible(
        page.getByRole('main').getByRole('button', { name: /^sign in$/i }),
        "the transfer page's 'Sign in' button",
      )
    ).click();
    await logIn(page, appUrl, fixtureUrl);
    await page.waitForURL((url) => url.pathname === '/transfers');
    await connectAndVerify(page);
    await visible(page.getByText(/available: 500 votes/i), 'the VOTE balance', 20_000);
    await visible(page.getByRole('table', { name: /vote transfers/i }), 'the transfer history');

    // A recipient with a broken checksum is refused; a good one shows its name.
    const recipient = page.getByRole('textbox', { name: /recipient wallet address/i });
    await recipient.fill(ALICE_WALLET_ADDRESS.replace('aC2', 'Ac2'));
    await recipient.blur();
    await visible(page.getByText(/fails its checksum/i), 'the checksum message');
    await recipient.fill(ALICE_WALLET_ADDRESS);
    await visible(page.getByText('Name: alice.bnb'), "the recipient's name");
    await page.getByRole('textbox', { name: /votes to transfer/i }).fill('5');
    await page.getByRole('button', { name: /review transfer/i }).click();
    const confirm = await visible(page.getByRole('dialog', { name: /confirm the transfer/i }), 'the transfer summary');
    await visible(confirm.getByText(ALICE_WALLET_ADDRESS), 'the full recipient address in the summary');
    await screenshot(page, '05-transfer-confirm');
    const [response] = await Promise.all([
      page.waitForResponse(
        (r) => r.request().method() === 'POST' && r.url().endsWith('/api/user-balance/transfer-vote'),
      ),
      confirm.getByRole('button', { name: /transfer 5 votes/i }).click(),
    ]);
    assert.equal(response.status(), 201, 'the backend made the transfer');
    const record = (await response.json()) as { id: string; created_at: string };
    await visible(
      page.getByText(`Transferred 5 votes to alice.bnb (${ALICE_WALLET_ADDRESS}).`),
      'the success toast, with the full address',
    );
    await visible(page.getByText(/available: 495 votes/i), 'the balance after the transfer');

    // The day of the transfer, in Asia/Saigon, as the date filter.
    const day = saigonDay(record.created_at);
    const mark = log.mark();
    await page.getByLabel('From', { exact: true }).fill(day);
    await page.getByLabel('To', { exact: true }).fill(day);
    await page.getByRole('combobox', { name: 'Type' }).click();
    await page.getByRole('option', { name: /out \(sent\)/i }).click();
    await page.waitForURL(
      (url) =>
        url.searchParams.get('from') === day &&
        url.searchParams.get('to') === day &&
        url.searchParams.get('type') === 'out',
    );
    const row = page.locator(`tr[data-transfer-id="${record.id}"]`);
    await visible(row, 'the new transfer in the filtered history');
    assert.match(await row.innerText(), /to 0x84…D759/);
    assert.match(await row.innerText(), /−5/);
    const filtered = log
      .find({ method: 'GET', path: '/api/user-balance/transfer-history', since: mark })
      .map((entry) => new URL(entry.url).searchParams)
      .at(-1);
    assert.deepEqual(
      Object.fromEntries(filtered ?? []),
      { type: 'out', fromDate: `${day}T00:00:00+07:00`, toDate: `${day}T23:59:59.999+07:00` },
      'only the set filters, with Saigon instants',
    );
    await screenshot(page, '06-history-filtered');

    // A reload keeps the view: same filters on screen, same request, same transfer.
    const url = page.url();
    const beforeReload = log.mark();
    await page.reload();
    assert.equal(page.url(), url, 'the address is unchanged');
    await visible(row, 'the transfer after a reload');
    assert.equal(await page.getByLabel('From', { exact: true }).inputValue(), day);
    assert.equal(await page.getByLabel('To', { exact: true }).inputValue(), day);
    assert.match(await page.getByRole('combobox', { name: 'Type' }).innerText(), /out \(sent\)/i);
    const reloaded = log
      .find({ method: 'GET', path: '/api/user-balance/transfer-history', since: beforeReload })
      .at(-1);
    assert.equal(new URL(reloaded?.url ?? 'http://x/').searchParams.get('fromDate'), `${day}T00:00:00+07:00`);
  },
);

e2e.test(
  'anonymous visitors see the trending list, the summary and the charts (the analytics read is public)',
  async ({ appUrl, newPage, screenshot }) => {
    const { page, log } = await newPage();
    await page.goto(`${appUrl}/vote`);
    assert.equal(log.count({ path: /analytics-charts/ }), 0, 'the charts code is not part of another page');
    await page.goto(`${appUrl}/analytics?period=week`);
    const summary = await visible(page.getByRole('region', { name: /summary of the last week/i }), 'the summary');
    await visible(summary.getByText(/^voters$/i), 'the voters figure');
    const trending = await visible(
      page.getByRole('region', { name: /trending in the last week/i }),
      'the trending list',
    );
    await waitUntil(async () => (await trending.getByRole('listitem').count()) > 0, { message: 'trending items' });
    const votesTable = page.getByRole('table', { name: 'Votes: all content, as a table' });
    await visible(votesTable, 'the votes table');
    await waitUntil(async () => (await votesTable.locator('tbody tr').count()) === 7, { message: '7 rows for week' });
    await visible(page.locator('[data-testid="chart-bar"]'), 'the votes chart', 20_000);
    assert.ok(log.count({ path: /analytics-charts/ }) > 0, 'the charts code arrived as its own chunk');
    await screenshot(page, '07-analytics-anonymous');
  },
);

e2e.test(
  'signed-in charts show the last 14 points for hour, then 7 for day, each with a table of the same numbers',
  async ({ appUrl, fixtureUrl, newPage, screenshot }) => {
    const { page, log } = await newPage();
    await page.goto(`${appUrl}/analytics?period=hour`);
    await (
      await visible(
        page.getByRole('banner').getByRole('button', { name: /^sign in$/i }),
        "the app bar's 'Sign in' button",
      )
    ).click();
    await logIn(page, appUrl, fixtureUrl);
    await page.waitForURL((url) => url.pathname === '/analytics' && url.searchParams.get('period') === 'hour');

    const votesTable = page.getByRole('table', { name: 'Votes: all content, as a table' });
    const votersTable = page.getByRole('table', { name: 'Voters: all content, as a table' });
    await visible(votesTable, 'the votes table');
    await waitUntil(async () => (await votesTable.locator('tbody tr').count()) === 14, { message: '14 rows for hour' });
    assert.equal(await votersTable.locator('tbody tr').count(), 14, 'the voters table has 14 rows too');
    const bars = page.locator('[data-testid="chart-bar"]');
    await visible(bars, 'the votes chart', 20_000);
    assert.equal(await bars.getAttribute('data-points'), '14');
    assert.ok((await bars.locator('svg').count()) > 0, 'the chart is drawn');
    assert.ok(log.count({ path: /analytics-charts/ }) > 0, 'the charts code arrived as its own chunk');
    await screenshot(page, '08-analytics-hour');

    await page.getByRole('button', { name: /^day$/i }).click();
    await page.waitForURL((url) => url.searchParams.get('period') === 'day');
    await waitUntil(async () => (await votesTable.locator('tbody tr').count()) === 7, { message: '7 rows for day' });
    await waitUntil(async () => (await bars.getAttribute('data-points')) === '7', {
      message: 'the chart to show 7 points',
    });
    assert.equal(await votersTable.locator('tbody tr').count(), 7);
    await screenshot(page, '09-analytics-day');
  },
);
