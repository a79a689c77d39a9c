import { http, HttpResponse } from 'msw';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { userProfileLoaded, walletVerificationChecked } from '@/lib/session';
import { ALICE_WALLET_ADDRESS, DEMO_WALLET_ADDRESS } from '@/testing/mocks/constants';
import { getFixtureDb } from '@/testing/mocks/fixtures';
import { server } from '@/testing/mocks/server';
import { giveVerifiedWallet, signedInAsDemo, STAKING } from '@/testing/mocks/testHelpers';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { installTestConfig, testContracts } from '@/testing/testConfig';
import TransfersPage from './TransfersPage';

jest.mock('@/locales/en-US', () => {
  const actual = jest.requireActual('@/locales/en-US');
  return { __esModule: true, default: { ...actual.default, ...jest.requireActual('@/locales/en-US/voting.json') } };
});

jest.setTimeout(20_000);
const WAIT = { timeout: 4000 };
const HISTORY = `${STAKING}/api/user-balance/transfer-history`;

/** The query strings of every history request. */
function recordHistoryRequests(): URLSearchParams[] {
  const seen: URLSearchParams[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.origin + url.pathname === HISTORY) seen.push(url.searchParams);
  });
  return seen;
}

function renderPage(route = '/transfers', options: { signedIn?: boolean } = {}) {
  const onSignInRequest = jest.fn();
  const result = renderWithProviders(<TransfersPage onSignInRequest={onSignInRequest} />, {
    route,
    preloadedState: options.signedIn === false ? undefined : signedInAsDemo(),
  });
  return { ...result, onSignInRequest };
}

/** Holds the fixture backend's answers to history requests with `param=value` until released. */
function holdHistoryAnswers(param: string, value: string): () => void {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  server.use(
    http.get(HISTORY, async ({ request }) => {
      if (new URL(request.url).searchParams.get(param) === value) await held;
      return undefined; // then the fixture backend answers
    }),
  );
  return () => release();
}

async function historyRows(): Promise<HTMLElement[]> {
  const table = await screen.findByRole('table', { name: 'Vote transfers, newest first' }, WAIT);
  return within(table).getAllByRole('row').slice(1);
}

describe('TransfersPage', () => {
  afterEach(() => server.events.removeAllListeners());

  it('asks anonymous visitors to sign in and brings them back with their filters', async () => {
    const requests = recordHistoryRequests();
    const { user, onSignInRequest } = renderPage('/transfers?type=in', { signedIn: false });
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(onSignInRequest).toHaveBeenCalledWith('/transfers?type=in');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  describe('the form', () => {
    it('checks the recipient: an address, its checksum, not one’s own; shows its name', async () => {
      const { user } = renderPage();
      const recipient = await screen.findByRole('textbox', { name: /Recipient wallet address/ });
      await user.type(recipient, '0x1234');
      await user.tab();
      expect(screen.getByText('Enter a wallet address: 0x followed by 40 hexadecimal characters.')).toBeInTheDocument();

      await user.clear(recipient);
      await user.type(recipient, ALICE_WALLET_ADDRESS.replace('aC2', 'Ac2'));
      expect(screen.getByText(/fails its checksum/)).toBeInTheDocument();

      await user.clear(recipient);
      await user.type(recipient, DEMO_WALLET_ADDRESS.toLowerCase());
      expect(screen.getByText("This is your own wallet. Enter someone else's address.")).toBeInTheDocument();

      await user.clear(recipient);
      await user.type(recipient, ALICE_WALLET_ADDRESS);
      expect(screen.getByText('Name: alice.bnb')).toBeInTheDocument();

      await user.clear(recipient);
      await user.type(recipient, '0x1111111111111111111111111111111111111111');
      expect(screen.getByText('No name found for this address.')).toBeInTheDocument();
    });

    it("refuses the zero address and the service's contracts on every offered chain, keeping what was typed", async () => {
      const mainnetVote = '0x5000000000000000000000000000000000000005';
      installTestConfig({ contracts: { 97: testContracts, 56: { ...testContracts, vote: mainnetVote } } });
      const { user } = renderPage();
      await screen.findByText('Available: 500 votes', {}, WAIT);
      const recipient = screen.getByRole('textbox', { name: /Recipient wallet address/ });
      const amount = screen.getByRole('textbox', { name: /Votes to transfer/ });
      await user.type(amount, '3');

      // Pasted: typing 42 characters five times is slow under load.
      await user.click(recipient);
      await user.paste('0x0000000000000000000000000000000000000000');
      await user.click(screen.getByRole('button', { name: 'Review transfer' }));
      expect(screen.getByText(/This is the zero address: votes sent there belong to nobody/)).toBeInTheDocument();
      expect(recipient).toHaveValue('0x0000000000000000000000000000000000000000');
      expect(recipient).toHaveFocus();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

      for (const contract of [...Object.values(testContracts), mainnetVote]) {
        await user.clear(recipient);
        await user.paste(contract);
        await user.click(screen.getByRole('button', { name: 'Review transfer' }));
        expect(screen.getByText(/one of the service's contract addresses, not a wallet/)).toBeInTheDocument();
        expect(recipient).toHaveValue(contract);
        expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      }
    });

    it('allows whole votes up to the balance only', async () => {
      const { user } = renderPage();
      expect(await screen.findByText('Available: 500 votes', {}, WAIT)).toBeInTheDocument();
      await user.type(screen.getByRole('textbox', { name: /Recipient wallet address/ }), ALICE_WALLET_ADDRESS);
      const amount = screen.getByRole('textbox', { name: /Votes to transfer/ });
      await user.type(amount, '501');
      await user.click(screen.getByRole('button', { name: 'Review transfer' }));
      expect(screen.getByText('You have only 500 votes.')).toBeInTheDocument();
      expect(amount).toHaveFocus();
      await user.clear(amount);
      await user.type(amount, '1.5');
      expect(screen.getByText('Enter a whole number of votes, like 3.')).toBeInTheDocument();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    it('confirms a summary, transfers, and the history shows the transfer', async () => {
      const bodies: unknown[] = [];
      server.events.on('request:start', async ({ request }) => {
        if (request.method === 'POST' && request.url.endsWith('/transfer-vote'))
          bodies.push(await request.clone().json());
      });
      const { user } = renderPage();
      await screen.findByText('Available: 500 votes', {}, WAIT);
      await user.type(
        screen.getByRole('textbox', { name: /Recipient wallet address/ }),
        ALICE_WALLET_ADDRESS.toLowerCase(),
      );
      await user.type(screen.getByRole('textbox', { name: /Votes to transfer/ }), '7');
      await user.click(screen.getByRole('button', { name: 'Review transfer' }));

      const dialog = await screen.findByRole('dialog', { name: 'Confirm the transfer' });
      expect(within(dialog).getByText(DEMO_WALLET_ADDRESS)).toBeInTheDocument();
      expect(within(dialog).getByTestId('confirm-recipient')).toHaveTextContent(ALICE_WALLET_ADDRESS);
      expect(within(dialog).getByText('alice.bnb')).toBeInTheDocument();
      expect(within(dialog).getByText('7 votes')).toBeInTheDocument();
      expect(within(dialog).getByText('493 votes')).toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: 'Transfer 7 votes' }));

      // The looked-up name and the full checksummed address the votes went to.
      expect(
        await screen.findByText(`Transferred 7 votes to alice.bnb (${ALICE_WALLET_ADDRESS}).`, {}, WAIT),
      ).toBeInTheDocument();
      expect(bodies).toEqual([
        { walletAddress: DEMO_WALLET_ADDRESS, toWalletAddress: ALICE_WALLET_ADDRESS, amount: 7 },
      ]);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(screen.getByRole('textbox', { name: /Recipient wallet address/ })).toHaveValue('');
      await waitFor(() => expect(screen.getByText('Available: 493 votes')).toBeInTheDocument(), WAIT);
      await waitFor(async () => {
        const [newest] = await historyRows();
        expect(newest).toHaveTextContent('Out');
        expect(newest).toHaveTextContent('to 0x84…D759');
        expect(newest).toHaveTextContent('−7');
      }, WAIT);
    });

    it("shows the server's message when the transfer fails, and keeps the summary", async () => {
      server.use(
        http.post(`${STAKING}/api/user-balance/transfer-vote`, () =>
          HttpResponse.json({ error: 'Recipient is frozen' }, { status: 400 }),
        ),
      );
      const { user } = renderPage();
      await screen.findByText('Available: 500 votes', {}, WAIT);
      await user.type(screen.getByRole('textbox', { name: /Recipient wallet address/ }), ALICE_WALLET_ADDRESS);
      await user.type(screen.getByRole('textbox', { name: /Votes to transfer/ }), '2');
      await user.click(screen.getByRole('button', { name: 'Review transfer' }));
      const dialog = await screen.findByRole('dialog');
      await user.click(within(dialog).getByRole('button', { name: 'Transfer 2 votes' }));
      expect(await within(dialog).findByRole('alert', {}, WAIT)).toHaveTextContent('Recipient is frozen');
      expect(getFixtureDb().getBalance(DEMO_WALLET_ADDRESS, 'VOTE')).toBe('500');
    });

    it("says 'Transfer failed' when a refusal carries no message", async () => {
      server.use(http.post(`${STAKING}/api/user-balance/transfer-vote`, () => new HttpResponse(null, { status: 400 })));
      const { user } = renderPage();
      await screen.findByText('Available: 500 votes', {}, WAIT);
      await user.type(screen.getByRole('textbox', { name: /Recipient wallet address/ }), ALICE_WALLET_ADDRESS);
      await user.type(screen.getByRole('textbox', { name: /Votes to transfer/ }), '2');
      await user.click(screen.getByRole('button', { name: 'Review transfer' }));
      const dialog = await screen.findByRole('dialog');
      await user.click(within(dialog).getByRole('button', { name: 'Transfer 2 votes' }));
      expect(await within(dialog).findByRole('alert', {}, WAIT)).toHaveTextContent(/^Transfer failed$/);
    });

    it('a dropped connection is not a refusal: it says so, checks, and never sends the transfer twice', async () => {
      let posts = 0;
      server.use(
        http.post(`${STAKING}/api/user-balance/transfer-vote`, () => {
          posts += 1;
          return HttpResponse.error();
        }),
      );
      const { user } = renderPage();
      await screen.findByText('Available: 500 votes', {}, WAIT);
      await user.type(screen.getByRole('textbox', { name: /Recipient wallet address/ }), ALICE_WALLET_ADDRESS);
      await user.type(screen.getByRole('textbox', { name: /Votes to transfer/ }), '2');
      await user.click(screen.getByRole('button', { name: 'Review transfer' }));
      const dialog = await screen.findByRole('dialog');
      await user.click(within(dialog).getByRole('button', { name: 'Transfer 2 votes' }));
      expect(await within(dialog).findByText(/Still not known whether it went through/, {}, WAIT)).toBeInTheDocument();
      expect(within(dialog).queryByText('Transfer failed')).not.toBeInTheDocument();
      expect(within(dialog).getByRole('button', { name: 'Transfer 2 votes' })).toBeDisabled();
      // Closed and reviewed again: the same transfer is checked, not sent.
      await user.click(within(dialog).getByRole('button', { name: 'Close' }));
      await user.click(screen.getByRole('button', { name: 'Review transfer' }));
      const again = await screen.findByRole('dialog');
      await user.click(within(again).getByRole('button', { name: 'Transfer 2 votes' }));
      expect(await within(again).findByText(/Still not known whether it went through/, {}, WAIT)).toBeInTheDocument();
      expect(posts).toBe(1);
      expect(getFixtureDb().getBalance(DEMO_WALLET_ADDRESS, 'VOTE')).toBe('500');
    });

    it('a transfer the server made before the connection dropped is found and shown as done', async () => {
      server.use(
        http.post(`${STAKING}/api/user-balance/transfer-vote`, async ({ request }) => {
          const body = (await request.json()) as {
            walletAddress: `0x${string}`;
            toWalletAddress: `0x${string}`;
            amount: number;
          };
          getFixtureDb().transferVotes(body.walletAddress, body.toWalletAddress, body.amount);
          return HttpResponse.error();
        }),
      );
      const { user } = renderPage();
      await screen.findByText('Available: 500 votes', {}, WAIT);
      await user.type(screen.getByRole('textbox', { name: /Recipient wallet address/ }), ALICE_WALLET_ADDRESS);
      await user.type(screen.getByRole('textbox', { name: /Votes to transfer/ }), '2');
      await user.click(screen.getByRole('button', { name: 'Review transfer' }));
      const dialog = await screen.findByRole('dialog');
      await user.click(within(dialog).getByRole('button', { name: 'Transfer 2 votes' }));
      expect(await screen.findByText(/Transferred 2 votes to/, {}, WAIT)).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(getFixtureDb().getBalance(DEMO_WALLET_ADDRESS, 'VOTE')).toBe('498');
    });

    it('explains what to do without a verified wallet, and still shows the history', async () => {
      renderWithProviders(<TransfersPage onSignInRequest={jest.fn()} />, {
        route: '/transfers',
        preloadedState: signedInAsDemo({ verifiedWallet: false }),
      });
      expect(screen.getByText(/Votes are sent from your verified wallet/)).toBeInTheDocument();
      expect(screen.queryByRole('textbox', { name: /Recipient/ })).not.toBeInTheDocument();
      expect(await screen.findByText('No transfers yet.', {}, WAIT)).toBeInTheDocument();
    });
  });

  describe('the history', () => {
    it('asks again once the wallet is verified (its cache does not name the wallet)', async () => {
      const preloadedState = signedInAsDemo({ verifiedWallet: false });
      const { store } = renderWithProviders(<TransfersPage onSignInRequest={jest.fn()} />, {
        route: '/transfers',
        preloadedState,
      });
      expect(await screen.findByText('No transfers yet.', {}, WAIT)).toBeInTheDocument();
      giveVerifiedWallet('demo');
      act(() => {
        store.dispatch(
          userProfileLoaded({ user: { ...preloadedState.auth.user, wallet_address: DEMO_WALLET_ADDRESS } }),
        );
        store.dispatch(walletVerificationChecked({ verified: true }));
      });
      expect(await historyRows()).toHaveLength(20);
      expect(await screen.findByText('Available: 500 votes', {}, WAIT)).toBeInTheDocument();
    });

    it('shows the transfers that parse, at most a page of them, and says how many could not be shown', async () => {
      const row = (index: number) => ({
        id: `trf_x${index}`,
        from_wallet_address: ALICE_WALLET_ADDRESS,
        to_wallet_address: DEMO_WALLET_ADDRESS,
        amount: index + 1,
        type: 'in',
        created_at: '2026-11-20T10:00:00.000Z',
      });
      const items = [{ ...row(0), amount: -2 }, ...Array.from({ length: 30 }, (_, index) => row(index + 1))];
      server.use(http.get(HISTORY, () => HttpResponse.json({ items, page: 1, size: 31, total: 31 })));
      renderPage('/transfers?size=10');
      expect(await historyRows()).toHaveLength(10);
      expect(
        screen.getByText('1 item could not be shown: the server sent it in a form this app cannot read.'),
      ).toBeInTheDocument();
    });

    it('sends no filter when none is set, and lists the newest transfers', async () => {
      const requests = recordHistoryRequests();
      renderPage();
      const rows = await historyRows();
      expect(rows).toHaveLength(20);
      expect(requests[0]?.toString()).toBe('');
      expect(screen.getByText('1–20 of 60')).toBeInTheDocument();
    });

    it('keeps filters in the address, sends only those, and reads them back after a reload', async () => {
      const requests = recordHistoryRequests();
      // The first pages of each view (the next page, fetched ahead, has `page`).
      const firstPages = () => requests.filter((params) => !params.has('page'));
      const { user, router, unmount } = renderPage();
      await historyRows();

      await user.click(screen.getByRole('combobox', { name: 'Type' }));
      await user.click(await screen.findByRole('option', { name: 'In (received)' }));
      await waitFor(() => expect(router.location.search).toBe('?type=in'));
      await waitFor(() => expect(firstPages().at(-1)?.toString()).toBe('type=in'));

      const from = screen.getByLabelText('From');
      await user.type(from, '2026-11-01');
      await waitFor(() => expect(router.location.search).toBe('?type=in&from=2026-11-01'));
      await waitFor(() =>
        expect(Object.fromEntries(firstPages().at(-1) ?? [])).toEqual({
          type: 'in',
          fromDate: '2026-11-01T00:00:00+07:00',
        }),
      );

      const search = router.location.search;
      unmount();

      // A reload with that address: the same view, the same request.
      const reloaded = recordHistoryRequests();
      renderPage(`/transfers${search}`);
      expect(screen.getByRole('combobox', { name: 'Type' })).toHaveTextContent('In (received)');
      expect(screen.getByLabelText('From')).toHaveValue('2026-11-01');
      expect(screen.getByLabelText('To')).toHaveValue('');
      await waitFor(() => expect(reloaded.filter((params) => !params.has('page'))).toHaveLength(1));
      expect(Object.fromEntries(reloaded[0] ?? [])).toEqual({ type: 'in', fromDate: '2026-11-01T00:00:00+07:00' });
    });

    it('pages through the history with the page in the address, each next page fetched ahead', async () => {
      const requests = recordHistoryRequests();
      const asked = (search: string) => requests.filter((params) => params.toString() === search).length;
      const { user, router } = renderPage();
      await historyRows();
      await waitFor(() => expect(asked('page=2')).toBe(1));
      await user.click(screen.getByRole('button', { name: 'Go to the next page' }));
      await waitFor(() => expect(router.location.search).toBe('?page=2'));
      await waitFor(() => expect(screen.getByText('21–40 of 60')).toBeInTheDocument(), WAIT);
      await waitFor(() => expect(asked('page=3')).toBe(1));
      expect(asked('page=2')).toBe(1); // Shown from what was fetched ahead.
      await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page:' }), '50');
      await waitFor(() => expect(router.location.search).toBe('?size=50'));
      expect(await historyRows()).toHaveLength(50);
    });

    it('finds a day in Asia/Saigon with a date filter, and pages and sizes are kept too', async () => {
      const requests = recordHistoryRequests();
      const { router } = renderPage('/transfers?from=2026-09-01&to=2026-11-21&page=2&size=10');
      const rows = await historyRows();
      expect(rows).toHaveLength(10);
      expect(Object.fromEntries(requests[0] ?? [])).toEqual({
        page: '2',
        size: '10',
        fromDate: '2026-09-01T00:00:00+07:00',
        toDate: '2026-11-21T23:59:59.999+07:00',
      });
      expect(router.location.search).toBe('?from=2026-09-01&to=2026-11-21&page=2&size=10');
      expect(screen.getByText(/^11–20 of/)).toBeInTheDocument();
    });

    it('refuses an inverted range without asking the backend', async () => {
      const requests = recordHistoryRequests();
      renderPage('/transfers?from=2026-11-21&to=2026-11-01');
      expect(await screen.findByText('The start date is after the end date. Change one of them.')).toBeInTheDocument();
      expect(requests).toHaveLength(0);
    });

    it("shows the server's message or 'Failed to fetch transfer history', and retries; the form keeps working", async () => {
      let answer: 'message' | 'bare' | 'ok' = 'message';
      server.use(
        http.get(HISTORY, () =>
          answer === 'message'
            ? HttpResponse.json({ error: 'History is resting' }, { status: 500 })
            : answer === 'bare'
              ? new HttpResponse(null, { status: 502, statusText: 'Bad Gateway' })
              : undefined,
        ),
      );
      const { user } = renderPage();
      expect(await screen.findByText('History is resting', {}, WAIT)).toBeInTheDocument();
      expect(screen.getByRole('textbox', { name: /Recipient wallet address/ })).toBeEnabled();
      answer = 'bare';
      await user.click(screen.getByRole('button', { name: 'Retry' }));
      expect(await screen.findByText('Failed to fetch transfer history', {}, WAIT)).toBeInTheDocument();
      answer = 'ok';
      await user.click(screen.getByRole('button', { name: 'Retry' }));
      expect(await historyRows()).toHaveLength(20);
    });

    it("the empty state's 'Clear filters' clears every filter, the wallet too", async () => {
      const nobody = '0x1111111111111111111111111111111111111111';
      const { user, router } = renderPage(`/transfers?type=in&wallet=${nobody}`);
      const noMatch = await screen.findByText('No transfers match these filters.', {}, WAIT);
      const emptyState = noMatch.closest<HTMLElement>('[role="status"]')!;
      await user.click(within(emptyState).getByRole('button', { name: 'Clear filters' }));
      await waitFor(() => expect(router.location.search).toBe(''));
      expect(screen.getByRole('textbox', { name: 'Wallet address' })).toHaveValue('');
      expect(screen.getByRole('combobox', { name: 'Type' })).toHaveTextContent('All');
      expect(await historyRows()).toHaveLength(20);
    });

    it('keeps the wallet field focused when a valid address is typed or pasted, and follows outside changes', async () => {
      const { user, router } = renderPage();
      await historyRows();
      const field = screen.getByRole('textbox', { name: 'Wallet address' });
      await user.type(field, ALICE_WALLET_ADDRESS);
      await waitFor(() => expect(router.location.search).toBe(`?wallet=${ALICE_WALLET_ADDRESS}`));
      expect(screen.getByRole('textbox', { name: 'Wallet address' })).toHaveFocus();
      expect(field).toHaveValue(ALICE_WALLET_ADDRESS);

      await user.clear(field);
      await waitFor(() => expect(router.location.search).toBe(''));
      await user.paste(` ${ALICE_WALLET_ADDRESS.toLowerCase()} `);
      await waitFor(() => expect(router.location.search).toBe(`?wallet=${ALICE_WALLET_ADDRESS.toLowerCase()}`));
      expect(screen.getByRole('textbox', { name: 'Wallet address' })).toHaveFocus();
      expect(field).toHaveValue(` ${ALICE_WALLET_ADDRESS.toLowerCase()} `);

      // Changed from outside: the field shows the filter in force.
      await user.click(screen.getByRole('button', { name: 'Clear filters' }));
      await waitFor(() => expect(router.location.search).toBe(''));
      expect(field).toHaveValue('');
      router.navigate(`/transfers?wallet=${DEMO_WALLET_ADDRESS}`);
      expect(field).toHaveValue(DEMO_WALLET_ADDRESS);
    });

    it('keeps a date being typed in its field and applies it only once it is a plausible day', async () => {
      const requests = recordHistoryRequests();
      const { user, router } = renderPage();
      await historyRows();
      const from = screen.getByLabelText('From');
      // What a date field reports while the year is typed: kept, not applied.
      for (const partial of ['0002-11-01', '0020-11-01', '0202-11-01']) {
        fireEvent.change(from, { target: { value: partial } });
        expect(from).toHaveValue(partial);
      }
      await act(async () => {});
      expect(router.location.search).toBe('');
      expect(requests.some((params) => params.has('fromDate'))).toBe(false);

      fireEvent.change(from, { target: { value: '2026-11-01' } });
      await waitFor(() => expect(router.location.search).toBe('?from=2026-11-01'));
      await waitFor(() => expect(requests.at(-1)?.get('fromDate')).toBe('2026-11-01T00:00:00+07:00'));
      expect(from).toHaveValue('2026-11-01');

      // Emptied: that bound is cleared.
      fireEvent.change(from, { target: { value: '' } });
      await waitFor(() => expect(router.location.search).toBe(''));

      // Changed from outside: the field follows, a partial year too.
      router.navigate('/transfers?from=2026-10-01');
      expect(from).toHaveValue('2026-10-01');
      fireEvent.change(from, { target: { value: '0002-10-01' } });
      await user.click(screen.getByRole('button', { name: 'Clear filters' }));
      await waitFor(() => expect(router.location.search).toBe(''));
      expect(from).toHaveValue('');
    });

    it('keeps the last page, and the focus on Next, while a page not fetched ahead loads', async () => {
      const release = holdHistoryAnswers('page', '2');
      const { user, router } = renderPage();
      await historyRows();
      const next = screen.getByRole('button', { name: 'Go to the next page' });
      await user.click(next);
      await waitFor(() => expect(router.location.search).toBe('?page=2'));
      expect(screen.getByText('1–20 of 60')).toBeInTheDocument();
      expect(next).toHaveFocus();

      release();
      await waitFor(() => expect(screen.getByText('21–40 of 60')).toBeInTheDocument(), WAIT);
    });

    it("shows the loading state, not the last filter's rows, while a new filter's transfers load", async () => {
      const release = holdHistoryAnswers('type', 'in');
      const { user } = renderPage();
      await historyRows();
      expect(screen.getByText('1–20 of 60')).toBeInTheDocument();

      await user.click(screen.getByRole('combobox', { name: 'Type' }));
      await user.click(await screen.findByRole('option', { name: 'In (received)' }));
      expect(await screen.findByText('Loading the transfer history…')).toBeInTheDocument();
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      expect(screen.queryByText('1–20 of 60')).not.toBeInTheDocument();

      release();
      const rows = await historyRows();
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((row) => within(row).queryByText('Out') === null)).toBe(true);
    });

    it('ends an export whose server claims a huge total and sends unreadable rows, and says so', async () => {
      const row = (index: number) => ({
        id: `trf_y${index}`,
        from_wallet_address: ALICE_WALLET_ADDRESS,
        to_wallet_address: DEMO_WALLET_ADDRESS,
        amount: index + 1,
        type: 'in',
        created_at: '2026-11-20T10:00:00.000Z',
      });
      let exportPages = 0;
      server.use(
        http.get(HISTORY, ({ request }) => {
          const size = Number(new URL(request.url).searchParams.get('size') ?? 20);
          if (size === 100) exportPages += 1;
          // One readable row, the rest unreadable (a negative amount), and a total no export reaches.
          const items = [row(exportPages), ...Array.from({ length: size - 1 }, (_, i) => ({ ...row(i), amount: -1 }))];
          return HttpResponse.json({ items, page: 1, size, total: 1_000_000_000 });
        }),
      );
      Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:test'), revokeObjectURL: jest.fn() });
      const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
      const { user } = renderPage('/transfers?size=10');
      await historyRows();
      await user.click(screen.getByRole('button', { name: 'Export CSV' }));
      await waitFor(() => expect(click).toHaveBeenCalled(), WAIT);
      expect(exportPages).toBe(52);
      expect(
        await screen.findByText('Exported the newest 52 transfers only; narrow the dates to get the rest.'),
      ).toBeInTheDocument();
      expect(screen.getByText('5,148 transfers could not be read and are left out of the file.')).toBeInTheDocument();
    });

    it('exports every transfer of the filtered view as CSV', async () => {
      const requests = recordHistoryRequests();
      const created: Blob[] = [];
      const createObjectURL = jest.fn((blob: Blob) => {
        created.push(blob);
        return 'blob:test';
      });
      Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
      const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
      const { user } = renderPage('/transfers?type=out&size=10');
      await historyRows();
      await user.click(screen.getByRole('button', { name: 'Export CSV' }));
      await waitFor(() => expect(click).toHaveBeenCalled(), WAIT);

      const text = await created[0]!.text();
      const lines = text
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n');
      const outgoing = getFixtureDb().listTransfers({ wallet: DEMO_WALLET_ADDRESS, type: 'out' });
      expect(lines[0]).toBe('Date (Asia/Saigon),Timestamp (ISO 8601),Direction,From wallet,To wallet,Votes');
      expect(lines).toHaveLength(outgoing.length + 1);
      expect(lines.slice(1).every((line) => line.includes(',Out,'))).toBe(true);
      const exportRequest = requests.find((params) => params.get('size') === '100');
      expect(Object.fromEntries(exportRequest ?? [])).toEqual({ page: '1', size: '100', type: 'out' });
      expect(await screen.findByText(`Exported ${outgoing.length} transfers.`)).toBeInTheDocument();
    });
  });
});
