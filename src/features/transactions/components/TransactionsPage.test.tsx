import { act, screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { TransactionType, type User } from '@/api/staking/types';
import { WithMoneyMessages } from '@/testing/withMoneyMessages';
import { storeTokens } from '@/lib/session';
import { getFixtureDb } from '@/testing/mocks/fixtures';
import { toTransaction } from '@/testing/mocks/mappers';
import { server, useScenario } from '@/testing/mocks/server';
import { STAKING, giveVerifiedWallet, signInAs } from '@/testing/mocks/testHelpers';
import { LocationDisplay, renderWithProviders } from '@/testing/renderWithProviders';
import { rewardTotals } from '../model/rewards';
import TransactionDetailPage, { DETAIL_POLL_MS } from './TransactionDetailPage';
import TransactionsPage from './TransactionsPage';

jest.setTimeout(30_000);

function demoUser(): User {
  const row = getFixtureDb().findUserByUsername('demo');
  if (!row) throw new Error('no demo user');
  return { id: row.id, email: row.email, username: row.username, name: row.name, wallet_address: row.wallet_address };
}

function signIn() {
  storeTokens(signInAs('demo'));
  giveVerifiedWallet('demo');
  return { auth: { user: demoUser(), walletVerified: true } };
}

function renderTransactions(route = '/transactions', { signedIn = true } = {}) {
  const preloadedState = signedIn ? signIn() : { auth: { user: null, walletVerified: false } };
  return renderWithProviders(
    <WithMoneyMessages>
      <TransactionsPage />
      <LocationDisplay />
    </WithMoneyMessages>,
    {
      route,
      path: '/transactions',
      preloadedState,
      routes: [
        {
          path: '/transactions/:hash',
          element: (
            <WithMoneyMessages>
              <TransactionDetailPage />
            </WithMoneyMessages>
          ),
        },
      ],
    },
  );
}

/** The demo user's transactions as the backend lists them (newest first). */
const listed = () => getFixtureDb().listTransactions(getFixtureDb().findUserByUsername('demo')!).map(toTransaction);

function pageRequests(): URL[] {
  const urls: URL[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (request.method === 'GET' && url.pathname === '/api/transaction') urls.push(url);
  });
  return urls;
}

afterEach(() => server.events.removeAllListeners());

// The shown page's rows (the pages beside it are rendered ahead, hidden).
const rows = () => screen.getAllByRole('table').flatMap((table) => within(table).queryAllByTestId('transaction-row'));

/** Adds `count` rewards of `amount` USDT to the demo history (newest first from now on), settled. */
function addRewards(count: number, amount: string) {
  const db = getFixtureDb();
  const owner = db.findUserByUsername('demo')!;
  for (let i = 0; i < count; i += 1) {
    db.createTransaction({
      type: TransactionType.REWARD,
      hash: null,
      currency_symbol: 'USDT',
      to_currency_symbol: null,
      amount,
      wallet_address: owner.wallet_address!,
      chain_id: 97,
      user_id: owner.id,
    });
  }
  db.settleDue(); // settleDelayMs is 0 in jest: they are SUCCESSFUL now
}

/** The USDT reward total as the page names it ('1,263.5 USDT'), from the history as the backend has it now. */
function expectedUsdtTotal(): string {
  const usdt = rewardTotals(listed()).find((t) => t.currency === 'USDT');
  if (!usdt) throw new Error('The fixtures hold no USDT reward.');
  return `${usdt.amount.replace(/\B(?=(\d{3})+(?!\d))/g, ',')} USDT`;
}

describe('TransactionsPage', () => {
  it('lists a page of transactions, newest first, with labels, Asia/Saigon times and links', async () => {
    const requests = pageRequests();
    signIn();
    const all = listed();
    renderTransactions();
    await waitFor(() => expect(rows()).toHaveLength(20));
    // The page on screen, then the next one fetched ahead.
    await waitFor(() => expect(requests.map((url) => url.search)).toEqual(['?page=1&size=20', '?page=2&size=20']));
    const first = all[0]!;
    const firstRow = rows()[0]!;
    expect(within(firstRow).getByText(/Deposit|Withdrawal|Reward|Voting|Swap/)).toBeInTheDocument();
    expect(firstRow.querySelector('time')).toHaveAttribute('dateTime', first.created_at);
    // Asia/Saigon is UTC+7 all year (no daylight saving time).
    const saigon = new Date(Date.parse(first.created_at) + 7 * 3_600_000);
    const hours = saigon.getUTCHours();
    const month = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][
      saigon.getUTCMonth()
    ];
    const clock = `${hours % 12 || 12}:${String(saigon.getUTCMinutes()).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
    expect(firstRow.querySelector('time')?.textContent).toBe(
      `${month} ${saigon.getUTCDate()}, ${saigon.getUTCFullYear()}, ${clock}`,
    );
    const withHash = all.slice(0, 20).findIndex((tx) => tx.hash);
    const hashRow = rows()[withHash]!;
    const tx = all[withHash]!;
    expect(within(hashRow).getByRole('link', { name: /^Details of transaction/ })).toHaveAttribute(
      'href',
      `/transactions/${tx.hash}`,
    );
    expect(within(hashRow).getByRole('link', { name: /block explorer/ })).toHaveAttribute(
      'href',
      `${tx.chain_id === 56 ? 'https://bscscan.com' : 'https://testnet.bscscan.com'}/tx/${tx.hash}`,
    );
    // Every status label of SPEC.md section 3 appears somewhere in the seeded history.
    expect(screen.getAllByText('Successful').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Failed').length).toBeGreaterThan(0);
  });

  it('pages through the server, keeping the page and size in the address', async () => {
    const requests = pageRequests();
    const { user } = renderTransactions();
    await waitFor(() => expect(rows()).toHaveLength(20));
    expect(screen.getByText('1–20 of 45')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(screen.getByText('21–40 of 45')).toBeInTheDocument());
    // The address follows the page shown.
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/transactions?page=2&size=20'));
    await user.click(screen.getByRole('button', { name: 'Last page' }));
    await waitFor(() => expect(rows()).toHaveLength(5));
    expect(requests.map((url) => url.search)).toEqual(['?page=1&size=20', '?page=2&size=20', '?page=3&size=20']);
    expect(rows().at(-1)).toHaveTextContent('Unknown');
  });

  it('never renders more rows than a page holds: an oversized size falls back to 20', async () => {
    const requests = pageRequests();
    renderTransactions('/transactions?size=10000');
    await waitFor(() => expect(rows()).toHaveLength(20));
    expect(requests[0]?.searchParams.get('size')).toBe('20');
  });

  it('says when there are no transactions yet', async () => {
    useScenario('empty');
    renderTransactions();
    expect(await screen.findByText('No transactions yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  });

  it('says when the transactions cannot be loaded (the endpoint answers null), and retries', async () => {
    useScenario('server-error');
    const { user } = renderTransactions();
    const message = await screen.findByText('Your transactions could not be loaded.');
    server.resetHandlers();
    await user.click(within(message.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(rows()).toHaveLength(20));
  });

  it('asks a signed-out visitor to sign in', () => {
    renderTransactions('/transactions', { signedIn: false });
    expect(screen.getByText(/Sign in to see your balances/)).toBeInTheDocument();
  });

  it('exports the rows shown as CSV', async () => {
    let blob: Blob | null = null;
    const createObjectURL = jest.fn((value: Blob) => {
      blob = value;
      return 'blob:csv';
    });
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { user } = renderTransactions('/transactions?page=1&size=10');
    await waitFor(() => expect(rows()).toHaveLength(10));
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(click).toHaveBeenCalled();
    const text = await (blob as unknown as Blob).text();
    const lines = text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(11);
    expect(lines[0]).toBe(
      'Time (Asia/Saigon),Time (ISO 8601),Type,Status,Amount,Currency,Swapped to,Hash,Network,Wallet,Record id',
    );
    const first = listed()[0]!;
    expect(lines[1]).toContain(`,${first.created_at},`);
    expect(lines[1]).toContain(`,${first.amount},${first.currency_symbol},`);
  });
});

describe('TransactionsPage: rewards', () => {
  it('lists the rewards with their total', async () => {
    signIn();
    const rewards = listed().filter((tx) => tx.type === TransactionType.REWARD);
    const totals = rewardTotals(listed());
    const { user } = renderTransactions();
    await user.click(screen.getByRole('tab', { name: 'Rewards' }));
    const total = await screen.findByTestId('rewards-total');
    for (const { currency } of totals) expect(total).toHaveTextContent(currency);
    expect(totals.length).toBeGreaterThan(0);
    await waitFor(() => expect(rows()).toHaveLength(Math.min(20, rewards.length)));
    for (const row of rows()) expect(row).toHaveTextContent('Reward');
    expect(screen.getByTestId('location')).toHaveTextContent('/transactions?view=rewards');
  });

  it('adds up rewards across every page of the history, exactly', async () => {
    signIn();
    const db = getFixtureDb();
    const user = db.findUserByUsername('demo')!;
    for (let i = 0; i < 130; i += 1) {
      db.createTransaction({
        type: TransactionType.REWARD,
        hash: null,
        currency_symbol: 'USDT',
        to_currency_symbol: null,
        amount: '0.1',
        wallet_address: user.wallet_address!,
        chain_id: 97,
        user_id: user.id,
      });
    }
    db.settleDue(); // settleDelayMs is 0 in jest: they are SUCCESSFUL now
    const expected = rewardTotals(listed()).find((t) => t.currency === 'USDT')!;
    const requests = pageRequests();
    const view = renderTransactions('/transactions?view=rewards');
    const total = await screen.findByTestId('rewards-total');
    await waitFor(() => expect(requests.length).toBe(2));
    // The total's exact amount is its accessible name (0.1 × 130 adds to 13, never 12.999…).
    expect(within(total).getByText(/USDT/)).toHaveAccessibleName(
      `${expected.amount.replace(/\B(?=(\d{3})+(?!\d))/g, ',')} USDT`,
    );
    expect(expected.amount).toMatch(/^\d+(\.\d+)?$/);
    expect(requests.map((url) => url.search)).toEqual(['?page=1&size=100', '?page=2&size=100']);
    view.unmount();
  });

  it('says when the rewards cannot be loaded, and retries', async () => {
    server.use(http.get(`${STAKING}/api/transaction`, () => HttpResponse.json({ error: 'down' }, { status: 500 })));
    const { user } = renderTransactions('/transactions?view=rewards');
    const message = await screen.findByText('Your rewards could not be loaded.');
    server.resetHandlers();
    await user.click(within(message.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('rewards-total')).toBeInTheDocument();
  });

  it('adds up fresh pages: a cached first page beside a later fresh one would count rows twice', async () => {
    signIn();
    addRewards(205, '0.1'); // 250 rows: three pages of 100
    const requests = pageRequests();
    // The All view at 100 a page caches pages 1 and 2 under the same keys the total reads.
    const { user } = renderTransactions('/transactions?page=1&size=100');
    await waitFor(() => expect(requests.map((url) => url.search)).toEqual(['?page=1&size=100', '?page=2&size=100']));
    // 30 new rewards arrive: every older row moves 30 places down.
    addRewards(30, '1');
    await user.click(screen.getByRole('tab', { name: 'Rewards' }));
    const total = await screen.findByTestId('rewards-total');
    await waitFor(() => expect(within(total).getByText(/USDT/)).toHaveAccessibleName(expectedUsdtTotal()));
    expect(requests.slice(2).map((url) => url.search)).toEqual([
      '?page=1&size=100',
      '?page=2&size=100',
      '?page=3&size=100',
    ]);
  });

  it('counts a row once when new rows push it onto the next page during the read', async () => {
    signIn();
    addRewards(130, '0.1'); // 175 rows: two pages of 100
    const expected = expectedUsdtTotal();
    const rewardCount = listed().filter((tx) => tx.type === TransactionType.REWARD).length;
    let arrived = false;
    server.use(
      http.get(`${STAKING}/api/transaction`, ({ request }) => {
        // Between page 1 and page 2 a reward arrives; the fixture backend then answers page 2.
        if (new URL(request.url).searchParams.get('page') === '2' && !arrived) {
          arrived = true;
          addRewards(1, '5');
        }
      }),
    );
    renderTransactions('/transactions?view=rewards');
    const total = await screen.findByTestId('rewards-total');
    // The read is of the history before the new reward, each row once.
    expect(within(total).getByText(/USDT/)).toHaveAccessibleName(expected);
    expect(arrived).toBe(true);
    expect(screen.getByText(`1–20 of ${rewardCount}`)).toBeInTheDocument();
  });
});

describe('TransactionsPage: lists that tell the truth', () => {
  /** The fixture history, page by page, with the rows at `broken` (indexes in the whole list) unreadable. */
  function serveWithBrokenRows(broken: readonly number[]) {
    server.use(
      http.get(`${STAKING}/api/transaction`, ({ request }) => {
        const params = new URL(request.url).searchParams;
        const page = Number(params.get('page') ?? 1);
        const size = Number(params.get('size') ?? 20);
        const all = listed();
        const items = all
          .slice((page - 1) * size, page * size)
          .map((row, index) => (broken.includes((page - 1) * size + index) ? { ...row, amount: 12 } : row));
        return HttpResponse.json({ items, page, size, total: all.length });
      }),
    );
  }

  it('shows the rows that parse and says how many could not be shown', async () => {
    signIn();
    serveWithBrokenRows([0, 2]);
    renderTransactions('/transactions?page=1&size=10');
    expect(
      await screen.findByText('2 items could not be shown: the server sent them in a form this app cannot read.'),
    ).toBeInTheDocument();
    expect(rows()).toHaveLength(8);
  });

  it('adds up the rewards of every page even when a page comes back short of an unreadable row', async () => {
    signIn();
    addRewards(130, '0.1'); // 175 rows: two pages of 100; the newest is a reward of 0.1
    serveWithBrokenRows([0]);
    const without = rewardTotals(listed().slice(1)).find((t) => t.currency === 'USDT')!;
    const requests = pageRequests();
    renderTransactions('/transactions?view=rewards');
    const total = await screen.findByTestId('rewards-total');
    expect(within(total).getByText(/USDT/)).toHaveAccessibleName(
      `${without.amount.replace(/\B(?=(\d{3})+(?!\d))/g, ',')} USDT`,
    );
    expect(requests.map((url) => url.search)).toEqual(['?page=1&size=100', '?page=2&size=100']);
    expect(
      screen.getByText('1 item could not be shown: the server sent it in a form this app cannot read.'),
    ).toBeInTheDocument();
  });
});

describe('TransactionsPage: reading every page is bounded', () => {
  it('reads at most ceil(total / size) + 2 pages when the pages never add up to the total, and says so', async () => {
    signIn();
    const row = listed().find((tx) => tx.type === TransactionType.REWARD)!;
    // Short pages of 10 (one reward each, nine unreadable) against a claimed total of 250.
    server.use(
      http.get(`${STAKING}/api/transaction`, ({ request }) => {
        const page = Number(new URL(request.url).searchParams.get('page') ?? 1);
        const items = Array.from({ length: 10 }, (_, index) =>
          index === 0 ? { ...row, id: `${row.id}-${page}` } : { ...row, id: `broken-${page}-${index}`, amount: 12 },
        );
        return HttpResponse.json({ items, page, size: 100, total: 250 });
      }),
    );
    const requests = pageRequests();
    renderTransactions('/transactions?view=rewards');
    expect(
      await screen.findByText(
        "Your history's pages did not add up to its count, so only the transactions that could be read were counted.",
      ),
    ).toBeInTheDocument();
    expect(requests).toHaveLength(Math.ceil(250 / 100) + 2);
    expect(screen.queryByText('Only your most recent 10,000 transactions were counted.')).not.toBeInTheDocument();
    expect(
      screen.getByText('45 items could not be shown: the server sent them in a form this app cannot read.'),
    ).toBeInTheDocument();
  });
});

describe('TransactionDetailPage', () => {
  it('shows one transaction by its hash', async () => {
    signIn();
    const tx = listed().find((candidate) => candidate.hash && candidate.type === TransactionType.DEPOSIT)!;
    renderTransactions(`/transactions/${tx.hash}`);
    expect(await screen.findByText(tx.wallet_address)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Transaction' })).toBeInTheDocument();
    expect(screen.getByText('Deposit')).toBeInTheDocument();
    expect(screen.getByText(tx.id)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View on the block explorer' })).toHaveAttribute(
      'href',
      expect.stringContaining(`/tx/${tx.hash}`),
    );
  });

  it('says when no transaction has that hash, and retries', async () => {
    const { user } = renderTransactions(`/transactions/0x${'0'.repeat(64)}`);
    expect(await screen.findByText(/No transaction with this hash was found/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(/No transaction with this hash was found/)).toBeInTheDocument();
  });

  it('refuses an address that is not a transaction hash', () => {
    renderTransactions('/transactions/not-a-hash');
    expect(screen.getByText(/This address does not name a transaction/)).toBeInTheDocument();
  });
});

describe('TransactionDetailPage: a failed refresh is not an answer', () => {
  const HASH: `0x${string}` = `0x${'ab'.repeat(32)}`;
  const STALE =
    'The latest status could not be loaded. These are the last known details. The page will try again in a few seconds.';

  /** A deposit that stays PROCESSING until the test settles it. */
  function processingDeposit() {
    signIn();
    const db = getFixtureDb();
    db.settings.settleDelayMs = 60 * 60_000;
    const owner = db.findUserByUsername('demo')!;
    const row = db.createTransaction({
      type: TransactionType.DEPOSIT,
      hash: HASH,
      currency_symbol: 'USDT',
      to_currency_symbol: null,
      amount: '0.75',
      wallet_address: owner.wallet_address!,
      chain_id: 97,
      user_id: owner.id,
    });
    return { row, settle: () => (row.settle_at = new Date(db.now()).toISOString()) };
  }

  const nextPoll = (ms = DETAIL_POLL_MS) => act(() => jest.advanceTimersByTimeAsync(ms));

  beforeEach(() => jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] }));
  afterEach(() => jest.useRealTimers());

  it.each([
    ['a 500', () => HttpResponse.json({ error: 'down' }, { status: 500 }), DETAIL_POLL_MS],
    ['a dropped connection', () => HttpResponse.error(), DETAIL_POLL_MS],
    // The request gives up after 10 s (src/api/http.ts).
    ['a timeout', () => delay('infinite'), DETAIL_POLL_MS + 10_000],
  ] as const)(
    'keeps the last known details when a poll fails with %s, and keeps polling',
    async (_name, failure, failsAfterMs) => {
      const { row, settle } = processingDeposit();
      renderTransactions(`/transactions/${HASH}`);
      expect(await screen.findByText('Processing')).toBeInTheDocument();
      expect(screen.getByText(row.id)).toBeInTheDocument();

      server.use(http.get(`${STAKING}/api/transaction/hash/:hash`, failure, { once: true }));
      await nextPoll(failsAfterMs);
      expect(await screen.findByText(STALE)).toBeInTheDocument();
      expect(screen.getByText('Processing')).toBeInTheDocument();
      expect(screen.getByText(row.id)).toBeInTheDocument();
      expect(screen.queryByText(/No transaction with this hash was found/)).not.toBeInTheDocument();

      // The next poll answers: the deposit went through.
      settle();
      await nextPoll();
      expect(await screen.findByText('Successful')).toBeInTheDocument();
      expect(screen.queryByText('Processing')).not.toBeInTheDocument();
      expect(screen.queryByText(STALE)).not.toBeInTheDocument();
      expect(screen.getByText(row.id)).toBeInTheDocument();
    },
  );

  it("does not carry one hash's details over to another", async () => {
    const { row } = processingDeposit();
    const { router } = renderTransactions(`/transactions/${HASH}`);
    expect(await screen.findByText(row.id)).toBeInTheDocument();
    act(() => router.navigate(`/transactions/0x${'0'.repeat(64)}`));
    expect(await screen.findByText(/No transaction with this hash was found/)).toBeInTheDocument();
    expect(screen.queryByText(row.id)).not.toBeInTheDocument();
    expect(screen.queryByText(STALE)).not.toBeInTheDocument();
  });
});
