import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { TransactionType, type User } from '@/api/staking/types';
import { WithMoneyMessages } from '@/features/balances/testing/withMoneyMessages';
import { storeTokens } from '@/lib/session/sessionStorage';
import { getFixtureDb } from '@/testing/mocks/fixtures';
import { toTransaction } from '@/testing/mocks/mappers';
import { server, useScenario } from '@/testing/mocks/server';
import { STAKING, giveVerifiedWallet, signInAs } from '@/testing/mocks/testHelpers';
import { LocationDisplay, renderWithProviders } from '@/testing/renderWithProviders';
import { rewardTotals } from './model/rewards';
import TransactionDetailPage from './TransactionDetailPage';
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

const rows = () => screen.getAllByTestId('transaction-row');

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
    expect(screen.getByTestId('location')).toHaveTextContent('/transactions?page=2&size=20');
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
