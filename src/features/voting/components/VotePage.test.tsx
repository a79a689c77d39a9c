import { delay, http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import { DEMO_USER, DEMO_WALLET_ADDRESS } from '@/testing/mocks/constants';
import { getFixtureDb } from '@/testing/mocks/fixtures';
import { server } from '@/testing/mocks/server';
import { signedInAsDemo, STAKING, VOTE } from '@/testing/mocks/testHelpers';
import { renderWithProviders } from '@/testing/renderWithProviders';
import VotePage from './VotePage';

// The catalogue is merged into the locale index by src/app; until then, tests add it here.
jest.mock('@/locales/en-US', () => {
  const actual = jest.requireActual('@/locales/en-US');
  return { __esModule: true, default: { ...actual.default, ...jest.requireActual('@/locales/en-US/voting.json') } };
});
jest.mock('@/locales/vi-VN', () => {
  const actual = jest.requireActual('@/locales/vi-VN');
  return { __esModule: true, default: { ...actual.default, ...jest.requireActual('@/locales/vi-VN/voting.json') } };
});

/** Records the query strings of GET /api/vote. */
function recordListings(): URLSearchParams[] {
  const seen: URLSearchParams[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (request.method === 'GET' && url.href.startsWith(`${VOTE}/api/vote?`)) seen.push(url.searchParams);
  });
  return seen;
}

// Role queries over a page of cards are slow in jsdom: cards are found by their title.
jest.setTimeout(20_000);
const WAIT = { timeout: 4000 };

function cardOf(heading: HTMLElement): HTMLElement {
  const article = heading.closest('article');
  if (!article) throw new Error('The title is not inside a card.');
  return article;
}

function card(title: string): HTMLElement {
  return cardOf(screen.getByText(title, { selector: 'h3' }));
}

async function findCard(title: string): Promise<HTMLElement> {
  return cardOf(await screen.findByText(title, { selector: 'h3' }, WAIT));
}

async function openVote(user: ReturnType<typeof renderWithProviders>['user'], title: string) {
  await user.click(within(await findCard(title)).getByRole('button', { name: `Vote ${title}` }));
  return screen.findByRole('dialog');
}

describe('VotePage', () => {
  afterEach(() => server.events.removeAllListeners());

  it('shows the newest content as cards to anonymous visitors, a page at a time', async () => {
    const listings = recordListings();
    const { user, router } = renderWithProviders(<VotePage onSignInRequest={jest.fn()} />, { route: '/vote' });
    const first = await findCard('Charity stream recap');
    expect(within(first).getByText(/votes?$/)).toBeInTheDocument();
    expect(within(first).getByRole('list', { name: 'Votes per emotion' })).toBeInTheDocument();
    expect(document.querySelectorAll('article')).toHaveLength(12);
    expect(listings[0]?.get('kind')).toBeNull();
    expect(listings[0]?.get('size')).toBe('12');

    await user.click(screen.getByRole('button', { name: 'Go to page 2' }));
    expect(router.location.search).toBe('?page=2');
    expect(await findCard('Ode to the humble banh mi')).toBeInTheDocument();
    expect(listings.at(-1)?.get('page')).toBe('2');
  });

  it('speaks Vietnamese, with dates in Asia/Saigon and numbers in the locale style', async () => {
    renderWithProviders(<VotePage onSignInRequest={jest.fn()} />, { route: '/vote?q=sunrise', locale: 'vi-VN' });
    const target = await findCard('Sunrise over Ha Long Bay');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Bình chọn bằng cảm xúc');
    expect(within(target).getByRole('button', { name: 'Bình chọn Sunrise over Ha Long Bay' })).toBeInTheDocument();
    const created = getFixtureDb().findContent('cnt_001')?.created_at ?? '';
    const time = target.querySelector('time');
    expect(time).toHaveAttribute('dateTime', created);
    expect(time?.textContent).toBe(
      new Intl.DateTimeFormat('vi-VN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Saigon' }).format(
        new Date(created),
      ),
    );
  });

  it('shows the content that parses and says how many items could not be shown', async () => {
    const good = {
      content_id: 'c_ok',
      kind: 'content',
      title: 'Readable',
      created_at: '2026-11-20T10:00:00.000Z',
      total_votes: 3,
      emotions: [{ emotion: 'like', count: 3 }],
    };
    server.use(
      http.get(`${VOTE}/api/vote`, () =>
        HttpResponse.json({
          items: [good, { ...good, content_id: 'c_neg', total_votes: -1 }, { title: 'no id' }],
          page: 1,
          size: 12,
          total: 3,
        }),
      ),
    );
    renderWithProviders(<VotePage onSignInRequest={jest.fn()} />, { route: '/vote' });
    expect(await screen.findByText('Readable', { selector: 'h3' }, WAIT)).toBeInTheDocument();
    expect(
      screen.getByText('2 items could not be shown: the server sent them in a form this app cannot read.'),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(1);
  });

  it('shows titles holding markup as text', async () => {
    const { container } = renderWithProviders(<VotePage onSignInRequest={jest.fn()} />, { route: '/vote?q=script' });
    const title = '<b>bold</b> & <script>alert(1)</script>';
    expect(await screen.findByText(title, { selector: 'h3' }, WAIT)).toBeInTheDocument();
    expect(container.querySelector('main script, article script, article b')).toBeNull();
  });

  it('searches titles and lists KYC entries in their own tab, keeping both in the address', async () => {
    const listings = recordListings();
    const { user, router } = renderWithProviders(<VotePage onSignInRequest={jest.fn()} />, { route: '/vote' });
    await findCard('Charity stream recap');

    await user.type(screen.getByRole('searchbox', { name: 'Search titles' }), 'sunrise');
    expect(await findCard('Sunrise over Ha Long Bay')).toBeInTheDocument();
    await waitFor(() => expect(document.querySelectorAll('article')).toHaveLength(1), WAIT);
    expect(router.location.search).toBe('?q=sunrise');
    expect(listings.at(-1)?.get('q')).toBe('sunrise');

    await user.clear(screen.getByRole('searchbox', { name: 'Search titles' }));
    await user.click(screen.getByRole('tab', { name: 'KYC' }));
    expect(await findCard('KYC: Green Valley DAO')).toBeInTheDocument();
    expect(card('KYC: <b>Bold</b> Ventures & partners')).toBeInTheDocument();
    expect(router.location.search).toBe('?tab=kyc');
    expect(listings.at(-1)?.get('kind')).toBe('kyc');
  });

  it('says when nothing matches and clears the search', async () => {
    const { user } = renderWithProviders(<VotePage onSignInRequest={jest.fn()} />, { route: '/vote?q=zzz-nothing' });
    expect(await screen.findByText('No title matches “zzz-nothing”.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear the search' }));
    expect(await findCard('Charity stream recap')).toBeInTheDocument();
  });

  it('asks anonymous visitors to sign in and returns them to the same content', async () => {
    const onSignInRequest = jest.fn();
    const { user } = renderWithProviders(<VotePage onSignInRequest={onSignInRequest} />, { route: '/vote?page=2' });
    const dialog = await openVote(user, 'Ode to the humble banh mi');
    expect(within(dialog).getByRole('heading', { name: 'Sign in to vote' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Sign in' }));
    expect(onSignInRequest).toHaveBeenCalledWith('/vote?page=2&content=cnt_018');
  });

  it('opens the Vote dialog of the content a signed-in user came back to', async () => {
    const { router, user } = renderWithProviders(<VotePage onSignInRequest={jest.fn()} />, {
      route: '/vote?page=2&content=cnt_018',
      preloadedState: signedInAsDemo(),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Vote' }, WAIT);
    expect(within(dialog).getByText(/Ode to the humble banh mi/)).toBeInTheDocument();
    // The card behind the dialog is marked as the one the address points at.
    expect(card('Ode to the humble banh mi')).toHaveAttribute('id', 'content-cnt_018');
    // The VOTE balance arrives and the form is ready.
    expect(await within(dialog).findByRole('textbox', { name: 'Number of votes' }, WAIT)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(router.location.search).toBe('?page=2'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // A reload now would not open it again.
    expect(screen.getByRole('button', { name: 'Vote Ode to the humble banh mi' })).toBeInTheDocument();
  });

  it('shows a vote on the card at once, before the backend answers, and keeps it', async () => {
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const bodies: unknown[] = [];
    server.use(
      http.post(`${VOTE}/api/vote`, async ({ request }) => {
        bodies.push(await request.clone().json());
        await answered;
        return undefined; // On to the fixture handler.
      }),
    );
    const { user } = renderWithProviders(<VotePage onSignInRequest={jest.fn()} />, {
      route: '/vote',
      preloadedState: signedInAsDemo(),
    });
    const target = await findCard('Charity stream recap');
    const before = getFixtureDb().contentTally('cnt_030').total;
    expect(within(target).getByTestId('total-votes')).toHaveTextContent(`${before} vote`);

    const dialog = await openVote(user, 'Charity stream recap');
    await user.click(within(dialog).getByRole('radio', { name: /Haha/ }));
    const amount = await within(dialog).findByRole('textbox', { name: 'Number of votes' }, WAIT);
    await user.clear(amount);
    await user.type(amount, '3');
    await user.click(within(dialog).getByRole('button', { name: 'Vote' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(target).getByTestId('total-votes')).toHaveTextContent(`${before + 3} votes`);
    expect(within(target).getByRole('status')).toHaveTextContent('Saving your vote…');
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({ contentId: 'cnt_030', emotion: 'haha', amount: 3, walletAddress: DEMO_WALLET_ADDRESS });

    answer();
    expect(await screen.findByText('Your vote counted.')).toBeInTheDocument();
    await waitFor(() => expect(within(target).queryByText('Saving your vote…')).not.toBeInTheDocument());
    expect(within(target).getByTestId('total-votes')).toHaveTextContent(`${before + 3} votes`);
    expect(getFixtureDb().contentTally('cnt_030').total).toBe(before + 3);
    expect(
      within(target).getByText(
        'Haha: ' + String(getFixtureDb().contentTally('cnt_030').counts.haha) + ' (your emotion)',
      ),
    ).toBeInTheDocument();
  });

  it('rolls the card back with the reason when the backend refuses the vote', async () => {
    server.use(
      http.post(`${VOTE}/api/vote`, () => HttpResponse.json({ error: 'Insufficient VOTE balance' }, { status: 409 })),
    );
    const { user } = renderWithProviders(<VotePage onSignInRequest={jest.fn()} />, {
      route: '/vote',
      preloadedState: signedInAsDemo(),
    });
    const target = await findCard('Charity stream recap');
    const before = within(target).getByTestId('total-votes').textContent;

    const dialog = await openVote(user, 'Charity stream recap');
    await user.click(within(dialog).getByRole('radio', { name: /Love/ }));
    await within(dialog).findByRole('textbox', { name: 'Number of votes' }, WAIT);
    await user.click(within(dialog).getByRole('button', { name: 'Vote' }));

    const alert = await within(target).findByRole('alert', {}, WAIT);
    expect(alert).toHaveTextContent('Your 1 vote (Love) did not count and was undone: Insufficient VOTE balance');
    expect(within(target).getByTestId('total-votes')).toHaveTextContent(before ?? '');
  });

  it('falls back to a generic message when the refusal carries none', async () => {
    server.use(http.post(`${VOTE}/api/vote`, () => new HttpResponse(null, { status: 400 })));
    const { user } = renderWithProviders(<VotePage onSignInRequest={jest.fn()} />, {
      route: '/vote',
      preloadedState: signedInAsDemo(),
    });
    await findCard('Charity stream recap');
    const dialog = await openVote(user, 'Charity stream recap');
    await user.click(within(dialog).getByRole('radio', { name: /Like/ }));
    await within(dialog).findByRole('textbox', { name: 'Number of votes' }, WAIT);
    await user.click(within(dialog).getByRole('button', { name: 'Vote' }));
    expect(await within(card('Charity stream recap')).findByRole('alert', {}, WAIT)).toHaveTextContent(
      'undone: The vote could not be recorded.',
    );
  });

  it('does not roll a vote back when the outcome is not known (a 500): it says so and sends it only once', async () => {
    let posts = 0;
    server.use(
      http.post(`${VOTE}/api/vote`, () => {
        posts += 1;
        return new HttpResponse(null, { status: 500, statusText: 'Internal Server Error' });
      }),
    );
    const { user } = renderWithProviders(<VotePage onSignInRequest={jest.fn()} />, {
      route: '/vote',
      preloadedState: signedInAsDemo(),
    });
    await findCard('Charity stream recap');
    const dialog = await openVote(user, 'Charity stream recap');
    await user.click(within(dialog).getByRole('radio', { name: /Like/ }));
    await within(dialog).findByRole('textbox', { name: 'Number of votes' }, WAIT);
    await user.click(within(dialog).getByRole('button', { name: 'Vote' }));
    expect(
      await within(card('Charity stream recap')).findByText(/Not known yet whether your vote counted/, {}, WAIT),
    ).toBeInTheDocument();
    expect(within(card('Charity stream recap')).queryByText(/undone/)).not.toBeInTheDocument();
    expect(posts).toBe(1);
  });

  it('a vote the server counted before answering 500 is found by re-reading, and shown as counted', async () => {
    server.use(
      http.post(`${VOTE}/api/vote`, async ({ request }) => {
        const body = (await request.json()) as {
          contentId: string;
          emotion: 'like';
          amount: number;
          walletAddress: `0x${string}`;
        };
        getFixtureDb().castVote({ ...body, userId: DEMO_USER.id });
        return new HttpResponse(null, { status: 500, statusText: 'Internal Server Error' });
      }),
    );
    const { user } = renderWithProviders(<VotePage onSignInRequest={jest.fn()} />, {
      route: '/vote',
      preloadedState: signedInAsDemo(),
    });
    await findCard('Charity stream recap');
    const dialog = await openVote(user, 'Charity stream recap');
    await user.click(within(dialog).getByRole('radio', { name: /Like/ }));
    await within(dialog).findByRole('textbox', { name: 'Number of votes' }, WAIT);
    await user.click(within(dialog).getByRole('button', { name: 'Vote' }));
    expect(await screen.findByText('Your vote counted.', {}, WAIT)).toBeInTheDocument();
    expect(within(card('Charity stream recap')).queryByText(/undone/)).not.toBeInTheDocument();
  });

  it('allows at most the VOTE balance and asks for an emotion', async () => {
    const posts = jest.fn();
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST') posts(request.url);
    });
    const { user } = renderWithProviders(<VotePage onSignInRequest={jest.fn()} />, {
      route: '/vote',
      preloadedState: signedInAsDemo(),
    });
    expect(await screen.findByText('You have 500 votes to spend.')).toBeInTheDocument();
    const dialog = await openVote(user, 'Charity stream recap');
    const amount = await within(dialog).findByRole('textbox', { name: 'Number of votes' }, WAIT);
    expect(within(dialog).getByText('You have 500 votes.')).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '501');
    await user.click(within(dialog).getByRole('button', { name: 'Vote' }));
    expect(within(dialog).getByText('Choose an emotion.')).toBeInTheDocument();
    expect(within(dialog).getByText('You have only 500 votes.')).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '2.5');
    expect(within(dialog).getByText('Enter a whole number of votes, like 3.')).toBeInTheDocument();
    expect(posts).not.toHaveBeenCalled();
  });

  it('draws the emotions as icons, not emoji: on the cards and in the vote dialog, each named once', async () => {
    const emoji = /\p{Extended_Pictographic}/u;
    const { user } = renderWithProviders(<VotePage onSignInRequest={jest.fn()} />, {
      route: '/vote',
      preloadedState: signedInAsDemo(),
    });
    const first = await findCard('Charity stream recap');
    expect(first.textContent ?? '').not.toMatch(emoji);
    expect(first.querySelectorAll('li svg[data-emotion]')).toHaveLength(6);
    const dialog = await openVote(user, 'Charity stream recap');
    const like = await within(dialog).findByRole('radio', { name: 'Like' }, WAIT);
    expect(like).toBeInTheDocument();
    expect(dialog.querySelectorAll('svg[data-emotion][aria-hidden="true"]')).toHaveLength(6);
    expect(dialog.textContent ?? '').not.toMatch(emoji);
  });

  it('starts each opening of the dialog afresh, names its content, and gives the focus back on closing', async () => {
    const { user } = renderWithProviders(<VotePage onSignInRequest={jest.fn()} />, {
      route: '/vote',
      preloadedState: signedInAsDemo(),
    });
    expect(await screen.findByText('You have 500 votes to spend.')).toBeInTheDocument();
    let dialog = await openVote(user, 'Charity stream recap');
    expect(within(dialog).getByText(/Charity stream recap/)).toBeInTheDocument();
    const amount = await within(dialog).findByRole('textbox', { name: 'Number of votes' }, WAIT);
    await user.clear(amount);
    await user.type(amount, '501');
    await user.click(within(dialog).getByRole('button', { name: 'Vote' }));
    expect(within(dialog).getByText('You have only 500 votes.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const voteButton = within(card('Charity stream recap')).getByRole('button', { name: 'Vote Charity stream recap' });
    expect(voteButton).toHaveFocus();

    // Another content: its own title, the form as new (no error, one vote).
    const otherTitle = [...document.querySelectorAll('article h3')]
      .map((heading) => heading.textContent ?? '')
      .find((title) => title !== 'Charity stream recap');
    if (!otherTitle) throw new Error('The page has one card only.');
    dialog = await openVote(user, otherTitle);
    expect(within(dialog).getByText(otherTitle, { exact: false })).toBeInTheDocument();
    expect(within(dialog).queryByText(/Charity stream recap/)).not.toBeInTheDocument();
    expect(within(dialog).queryByText('You have only 500 votes.')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Number of votes' })).toHaveValue('1');
  });

  it('tells a signed-in user without a verified wallet to verify it', async () => {
    const { user } = renderWithProviders(<VotePage onSignInRequest={jest.fn()} />, {
      route: '/vote',
      preloadedState: signedInAsDemo({ verifiedWallet: false }),
    });
    const dialog = await openVote(user, 'Charity stream recap');
    expect(within(dialog).getByRole('heading', { name: 'Verify your wallet to vote' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('keeps the page working when the listing fails, and retries', async () => {
    let failing = true;
    server.use(
      http.get(`${VOTE}/api/vote`, () =>
        failing ? HttpResponse.json({ error: 'Vote service down' }, { status: 500 }) : undefined,
      ),
    );
    const { user } = renderWithProviders(<VotePage onSignInRequest={jest.fn()} />, { route: '/vote' });
    const alert = await screen.findByRole('alert', {}, WAIT);
    expect(alert).toHaveTextContent('Vote service down');
    expect(screen.getByRole('tab', { name: 'KYC' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search titles' })).toBeEnabled();
    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await findCard('Charity stream recap')).toBeInTheDocument();
  });

  it('keeps the cards when the emotion statistics fail', async () => {
    server.use(http.get(`${VOTE}/api/statistics/emotion-by-content`, () => new HttpResponse(null, { status: 500 })));
    renderWithProviders(<VotePage onSignInRequest={jest.fn()} />, { route: '/vote' });
    const target = await findCard('Charity stream recap');
    expect(await within(target).findByText('Latest emotion statistics unavailable.')).toBeInTheDocument();
    expect(within(target).getByRole('list', { name: 'Votes per emotion' }).children).toHaveLength(6);
    expect(within(target).getByRole('button', { name: 'Vote Charity stream recap' })).toBeEnabled();
  });

  it('keeps the page working when the balance read fails', async () => {
    server.use(
      http.get(`${STAKING}/api/user-balance/get-or-init-balance`, () =>
        HttpResponse.json({ error: 'nope' }, { status: 500 }),
      ),
    );
    renderWithProviders(<VotePage onSignInRequest={jest.fn()} />, { route: '/vote', preloadedState: signedInAsDemo() });
    expect(await screen.findByText('Your VOTE balance could not be loaded.')).toBeInTheDocument();
    expect(await findCard('Charity stream recap')).toBeInTheDocument();
  });

  it('shows a loading state while the listing is on its way', async () => {
    server.use(
      http.get(`${VOTE}/api/vote`, async () => {
        await delay(200);
        return undefined;
      }),
    );
    renderWithProviders(<VotePage onSignInRequest={jest.fn()} />, { route: '/vote' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading content…');
    expect(await findCard('Charity stream recap')).toBeInTheDocument();
  });
});
