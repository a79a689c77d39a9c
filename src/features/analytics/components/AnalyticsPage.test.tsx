import { http, HttpResponse } from 'msw';
import { screen, waitFor, within } from '@testing-library/react';
import { server } from '@/testing/mocks/server';
import { signedInAsDemo, VOTE } from '@/testing/mocks/testHelpers';
import { renderWithProviders } from '@/testing/renderWithProviders';
import AnalyticsPage from './AnalyticsPage';

jest.mock('@/locales/en-US', () => {
  const actual = jest.requireActual('@/locales/en-US');
  return { __esModule: true, default: { ...actual.default, ...jest.requireActual('@/locales/en-US/voting.json') } };
});
// The drawing is @mui/x-charts (its own chunk, checked in the browser tests); here a stand-in
// that says what it was given.
jest.mock('./charts/TimeSeriesChart', () => ({
  __esModule: true,
  default: ({ variant, values }: { variant: string; values: number[] }) => (
    <div data-testid={`chart-${variant}`} data-points={values.length} />
  ),
}));

jest.setTimeout(20_000);
const WAIT = { timeout: 4000 };

function recordRequests(path: string): URLSearchParams[] {
  const seen: URLSearchParams[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.origin + url.pathname === `${VOTE}${path}`) seen.push(url.searchParams);
  });
  return seen;
}

async function chartTable(name: RegExp): Promise<HTMLElement> {
  return screen.findByRole('table', { name }, WAIT);
}

describe('AnalyticsPage', () => {
  afterEach(() => server.events.removeAllListeners());

  it('shows anonymous visitors the summary, trending and the charts (the analytics read is public)', async () => {
    const analytics = recordRequests('/api/vote/analytics');
    const { user } = renderWithProviders(<AnalyticsPage />, { route: '/analytics?period=week' });
    const summary = await screen.findByRole('region', { name: 'Summary of the last week' });
    expect(await within(summary).findByText('Voters', {}, WAIT)).toBeInTheDocument();
    const trending = screen.getByRole('region', { name: 'Trending in the last week' });
    expect(await within(trending).findAllByRole('listitem', {}, WAIT)).not.toHaveLength(0);
    const votes = await chartTable(/^Votes: all content, as a table$/);
    expect(within(votes).getAllByRole('row')).toHaveLength(7 + 1);
    expect(analytics[0]?.toString()).toBe('period=week');
    expect(window.localStorage.getItem('access_token')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Sign in' })).not.toBeInTheDocument();
    const [first] = within(trending).getAllByRole('listitem');
    await user.click(within(first!).getByRole('button', { name: /^Show in charts .+$/ }));
    await waitFor(() => expect(analytics.at(-1)?.get('contentId')).toMatch(/^cnt_\d+$/));
  });

  it('keeps the period in the address and asks every section for it', async () => {
    const summaries = recordRequests('/api/vote/summary');
    const trending = recordRequests('/api/vote/trending');
    const { user, router } = renderWithProviders(<AnalyticsPage />, { route: '/analytics' });
    expect(screen.getByRole('button', { name: 'Day' })).toHaveAttribute('aria-pressed', 'true');
    await screen.findByRole('region', { name: 'Summary of the last day' });
    await user.click(screen.getByRole('button', { name: 'Month' }));
    expect(router.location.search).toBe('?period=month');
    await waitFor(() => expect(summaries.at(-1)?.get('period')).toBe('month'));
    expect(trending.at(-1)?.toString()).toBe('period=month&limit=10');
  });

  it('shows the trending rows that parse, at most the limit asked for, and says how many could not be shown', async () => {
    const row = (index: number) => ({
      content_id: `cnt_${index}`,
      title: `Trend ${index}`,
      image_url: null,
      total_votes: 10,
      change_percent: 1,
      top_emotion: 'wow',
    });
    const rows = [
      { ...row(0), total_votes: -3 },
      { title: 'no id' },
      ...Array.from({ length: 30 }, (_, i) => row(i + 1)),
    ];
    server.use(http.get(`${VOTE}/api/vote/trending`, () => HttpResponse.json(rows)));
    renderWithProviders(<AnalyticsPage />, { route: '/analytics' });
    const trending = await screen.findByRole('region', { name: 'Trending in the last day' });
    expect(
      await within(trending).findByText(
        '2 items could not be shown: the server sent them in a form this app cannot read.',
        {},
        WAIT,
      ),
    ).toBeInTheDocument();
    expect(within(trending).getAllByRole('listitem')).toHaveLength(10);
    expect(within(trending).queryByText('Trend 11')).not.toBeInTheDocument();
  });

  it('shows trending titles holding markup as text', async () => {
    const trendingItem = {
      content_id: 'cnt_002',
      title: '<b>bold</b> & <script>alert(1)</script>',
      image_url: null,
      total_votes: 12,
      change_percent: -12.5,
      top_emotion: 'wow',
    };
    server.use(http.get(`${VOTE}/api/vote/trending`, () => HttpResponse.json([trendingItem])));
    renderWithProviders(<AnalyticsPage />, { route: '/analytics' });
    const item = (await screen.findByText(trendingItem.title, {}, WAIT)).closest('li') as HTMLElement;
    expect(item).toHaveTextContent('12 votes');
    expect(item).toHaveTextContent('▼ −12.5%');
    // The emotion's icon is a drawing beside its name, not an emoji.
    expect(item).toHaveTextContent('Mostly Wow');
    expect(item.querySelector('svg[data-emotion="wow"][aria-hidden="true"]')).not.toBeNull();
    expect(document.querySelector('li script, li b')).toBeNull();
  });

  it('draws the last 14 points for hour and 7 for the others, each chart with a table of the same numbers', async () => {
    const analytics = recordRequests('/api/vote/analytics');
    const { user } = renderWithProviders(<AnalyticsPage />, {
      route: '/analytics?period=hour',
      preloadedState: signedInAsDemo({ verifiedWallet: false }),
    });
    const votes = await chartTable(/^Votes: all content, as a table$/);
    expect(within(votes).getAllByRole('row')).toHaveLength(14 + 1);
    expect(within(await chartTable(/^Voters: all content, as a table$/)).getAllByRole('row')).toHaveLength(15);
    expect(await screen.findByTestId('chart-bar', {}, WAIT)).toHaveAttribute('data-points', '14');
    expect(screen.getByTestId('chart-line')).toHaveAttribute('data-points', '14');
    expect(analytics[0]?.toString()).toBe('period=hour');

    for (const period of ['Day', 'Week', 'Month'] as const) {
      await user.click(screen.getByRole('button', { name: period }));
      await waitFor(
        async () => expect(within(await chartTable(/^Votes: all content/)).getAllByRole('row')).toHaveLength(7 + 1),
        WAIT,
      );
      expect(await screen.findByTestId('chart-bar', {}, WAIT)).toHaveAttribute('data-points', '7');
    }
  });

  it('shows one content when picked from trending, and keeps it in the address', async () => {
    const analytics = recordRequests('/api/vote/analytics');
    const { user, router } = renderWithProviders(<AnalyticsPage />, {
      route: '/analytics',
      preloadedState: signedInAsDemo({ verifiedWallet: false }),
    });
    const trending = await screen.findByRole('region', { name: 'Trending in the last day' });
    const [first] = await within(trending).findAllByRole('listitem', {}, WAIT);
    const title = first!.querySelector('p')?.textContent ?? '';
    await user.click(within(first!).getByRole('button', { name: `Show in charts ${title}` }));
    await waitFor(() => expect(router.location.search).toMatch(/^\?content=cnt_\d+$/));
    const contentId = new URLSearchParams(router.location.search).get('content');
    await waitFor(() => expect(analytics.at(-1)?.toString()).toBe(`period=day&contentId=${contentId}`));
    expect(
      await chartTable(new RegExp(`^Votes: ${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}, as a table$`)),
    ).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Content' })).toHaveValue(title);
  });

  it('searches content for the chart', async () => {
    const listings = recordRequests('/api/vote');
    const { user, router } = renderWithProviders(<AnalyticsPage />, {
      route: '/analytics',
      preloadedState: signedInAsDemo({ verifiedWallet: false }),
    });
    const picker = screen.getByRole('combobox', { name: 'Content' });
    await user.type(picker, 'sunrise');
    await user.click(await screen.findByRole('option', { name: 'Sunrise over Ha Long Bay' }, WAIT));
    expect(router.location.search).toBe('?content=cnt_001');
    expect(listings.some((params) => params.get('q') === 'sunrise' && params.get('size') === '20')).toBe(true);
    expect(await chartTable(/^Votes: Sunrise over Ha Long Bay, as a table$/)).toBeInTheDocument();
  });

  it('keeps every other section working when one read fails, each with its own retry', async () => {
    let failing = true;
    const fail = () => (failing ? HttpResponse.json({ error: 'Internal server error' }, { status: 500 }) : undefined);
    server.use(
      http.get(`${VOTE}/api/vote/summary`, fail),
      http.get(`${VOTE}/api/vote/analytics`, () => new HttpResponse(null, { status: 503 })),
    );
    const { user } = renderWithProviders(<AnalyticsPage />, {
      route: '/analytics',
      preloadedState: signedInAsDemo({ verifiedWallet: false }),
    });
    const summary = await screen.findByRole('region', { name: 'Summary of the last day' });
    expect(await within(summary).findByText('Internal server error', {}, WAIT)).toBeInTheDocument();
    const charts = screen.getByRole('region', { name: 'Votes over time' });
    expect(await within(charts).findByText('The analytics could not be loaded.', {}, WAIT)).toBeInTheDocument();
    const trending = screen.getByRole('region', { name: 'Trending in the last day' });
    expect(await within(trending).findAllByRole('listitem', {}, WAIT)).not.toHaveLength(0);
    failing = false;
    await user.click(within(summary).getByRole('button', { name: 'Retry' }));
    expect(await within(summary).findByText('Voters', {}, WAIT)).toBeInTheDocument();
  });

  it('says so when the trending list fails', async () => {
    server.use(http.get(`${VOTE}/api/vote/trending`, () => HttpResponse.error()));
    renderWithProviders(<AnalyticsPage />, { route: '/analytics' });
    expect(await screen.findByText('The trending list could not be loaded.', {}, WAIT)).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Summary of the last day' });
    expect(await within(summary).findByText('Voters', {}, WAIT)).toBeInTheDocument();
  });
});
