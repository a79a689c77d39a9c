import { http, HttpResponse, type JsonBodyType } from 'msw';
import { server } from '@/testing/mocks/server';
import { makeApiStore, seedTokens, STAKING, until, VOTE } from '@/testing/apiTestUtils';
import { GENERIC_REQUEST_ERROR } from '../http';
import { stakingApi } from '../staking/stakingApi';
import { voteApi } from './voteApi';

const WALLET = '0x1111111111111111111111111111111111111111';
const content = {
  content_id: 'c1',
  kind: 'content',
  title: '<b>Not markup</b>',
  description: null,
  image_url: null,
  author: 'Bob',
  created_at: '2026-11-21T10:00:00Z',
  total_votes: 3,
  emotions: [{ emotion: 'like', count: 3 }],
  my_emotion: null,
};
const contentPage = { items: [content], page: 1, size: 20, total: 1 };
const summary = {
  period: 'day',
  total_votes: 3,
  total_voters: 2,
  total_contents: 1,
  by_emotion: [{ emotion: 'like', count: 3 }],
};
const analytics = { period: 'hour', points: [{ timestamp: '2026-11-21T10:00:00Z', votes: 3, voters: 2 }] };
const trending = [
  { content_id: 'c1', title: 'Hot', image_url: null, total_votes: 3, change_percent: 12.5, top_emotion: 'love' },
];
const statistics = { content_id: 'c1', total: 3, emotions: [{ emotion: 'like', count: 3 }] };
const vote = {
  id: 'v1',
  contentId: 'c1',
  emotion: 'love',
  amount: 2,
  walletAddress: WALLET,
  created_at: '2026-11-21T10:00:00Z',
};

describe('voteApi', () => {
  it('getContents sends only the filters that are set', async () => {
    const urls: string[] = [];
    server.use(
      http.get(`${VOTE}/api/vote`, ({ request }) => {
        urls.push(request.url);
        return HttpResponse.json(contentPage);
      }),
    );
    const { store } = makeApiStore();

    const all = await store.dispatch(voteApi.endpoints.getContents.initiate());
    await store.dispatch(voteApi.endpoints.getContents.initiate({ kind: 'kyc', page: 2, size: 10, q: ' cats ' }));
    await store.dispatch(voteApi.endpoints.getContents.initiate({ q: '' }));

    expect(all.data).toEqual({ ...contentPage, skipped: 0 });
    expect(urls).toEqual([`${VOTE}/api/vote`, `${VOTE}/api/vote?kind=kyc&page=2&size=10&q=cats`, `${VOTE}/api/vote`]);
  });

  it('summary, analytics, trending and emotion statistics send their parameters', async () => {
    const urls: string[] = [];
    const record =
      (body: JsonBodyType) =>
      ({ request }: { request: Request }) => {
        urls.push(request.url);
        return HttpResponse.json(body);
      };
    server.use(
      http.get(`${VOTE}/api/vote/summary`, record(summary)),
      http.get(`${VOTE}/api/vote/analytics`, record(analytics)),
      http.get(`${VOTE}/api/vote/trending`, record(trending)),
      http.get(`${VOTE}/api/statistics/emotion-by-content`, record(statistics)),
    );
    const { store } = makeApiStore();

    const results = await Promise.all([
      store.dispatch(voteApi.endpoints.getVoteSummary.initiate('day')),
      store.dispatch(voteApi.endpoints.getVoteAnalytics.initiate({ period: 'hour' })),
      store.dispatch(voteApi.endpoints.getVoteAnalytics.initiate({ period: 'week', contentId: 'c1' })),
      store.dispatch(voteApi.endpoints.getTrending.initiate({ period: 'month', limit: 5 })),
      store.dispatch(voteApi.endpoints.getTrending.initiate({ period: 'day' })),
      store.dispatch(voteApi.endpoints.getEmotionStatistics.initiate('c1')),
    ]);

    expect(results.map((result) => result.data)).toEqual([
      summary,
      analytics,
      analytics,
      { items: trending, skipped: 0 },
      { items: trending, skipped: 0 },
      statistics,
    ]);
    expect([...urls].sort()).toEqual(
      [
        `${VOTE}/api/vote/summary?period=day`,
        `${VOTE}/api/vote/analytics?period=hour`,
        `${VOTE}/api/vote/analytics?period=week&contentId=c1`,
        `${VOTE}/api/vote/trending?period=month&limit=5`,
        `${VOTE}/api/vote/trending?period=day`,
        `${VOTE}/api/statistics/emotion-by-content?contentId=c1`,
      ].sort(),
    );
  });

  it('public reads carry the bearer token when there is one', async () => {
    seedTokens('access-1', 'session-1');
    let auth: string | null = null;
    server.use(
      http.get(`${VOTE}/api/vote/summary`, ({ request }) => {
        auth = request.headers.get('authorization');
        return HttpResponse.json(summary);
      }),
    );
    const { store } = makeApiStore();
    await store.dispatch(voteApi.endpoints.getVoteSummary.initiate('day'));
    expect(auth).toBe('Bearer access-1');
  });

  it('castVote posts the vote and invalidates Content, EmotionStatistics, Summary, Trending, Analytics and the balances', async () => {
    seedTokens('access-1', 'session-1');
    const calls: Record<string, number> = {};
    const counted = (name: string, body: JsonBodyType) => () => {
      calls[name] = (calls[name] ?? 0) + 1;
      return HttpResponse.json(body);
    };
    let posted: unknown;
    server.use(
      http.get(`${VOTE}/api/vote`, counted('contents', contentPage)),
      http.get(`${VOTE}/api/vote/summary`, counted('summary', summary)),
      http.get(`${VOTE}/api/vote/analytics`, counted('analytics', analytics)),
      http.get(`${VOTE}/api/vote/trending`, counted('trending', trending)),
      http.get(`${VOTE}/api/statistics/emotion-by-content`, counted('statistics', statistics)),
      http.get(
        `${STAKING}/api/user-balance/get-or-init-balance`,
        counted('balance', { wallet_address: WALLET, currency_symbol: 'VOTE', amount: '5' }),
      ),
      http.post(`${VOTE}/api/vote`, async ({ request }) => {
        posted = await request.json();
        return HttpResponse.json(vote, { status: 201 });
      }),
    );
    const { store } = makeApiStore();
    const subs = [
      store.dispatch(voteApi.endpoints.getContents.initiate()),
      store.dispatch(voteApi.endpoints.getVoteSummary.initiate('day')),
      store.dispatch(voteApi.endpoints.getVoteAnalytics.initiate({ period: 'day', contentId: 'c1' })),
      store.dispatch(voteApi.endpoints.getTrending.initiate({ period: 'day' })),
      store.dispatch(voteApi.endpoints.getEmotionStatistics.initiate('c1')),
      store.dispatch(stakingApi.endpoints.getOrInitBalance.initiate({ walletAddress: WALLET, currencySymbol: 'VOTE' })),
    ];
    await Promise.all(subs);
    const arg = { contentId: 'c1', emotion: 'love', amount: 2, walletAddress: WALLET } as const;

    const result = await store.dispatch(voteApi.endpoints.castVote.initiate(arg));

    expect(result).toEqual({ data: vote });
    expect(posted).toEqual(arg);
    const names = ['contents', 'summary', 'analytics', 'trending', 'statistics', 'balance'];
    await until(() => names.every((name) => calls[name] === 2));
    for (const sub of subs) sub.unsubscribe();
  });

  it('a failed vote invalidates nothing on the staking side and keeps the server message', async () => {
    seedTokens('access-1', 'session-1');
    let balanceCalls = 0;
    server.use(
      http.get(`${STAKING}/api/user-balance/get-or-init-balance`, () => {
        balanceCalls += 1;
        return HttpResponse.json({ wallet_address: WALLET, currency_symbol: 'VOTE', amount: '0' });
      }),
      http.post(`${VOTE}/api/vote`, () => HttpResponse.json({ error: 'Not enough votes' }, { status: 409 })),
    );
    const { store } = makeApiStore();
    const sub = store.dispatch(
      stakingApi.endpoints.getOrInitBalance.initiate({ walletAddress: WALLET, currencySymbol: 'VOTE' }),
    );
    await sub;

    const result = await store.dispatch(
      voteApi.endpoints.castVote.initiate({ contentId: 'c1', emotion: 'sad', amount: 1, walletAddress: WALLET }),
    );
    await new Promise((resolve) => setTimeout(resolve, 30));

    expect(result).toEqual({ error: { kind: 'http', status: 409, message: 'Not enough votes', fromServer: true } });
    expect(balanceCalls).toBe(1);
    sub.unsubscribe();
  });

  type Store = ReturnType<typeof makeApiStore>['store'];
  const malformed: [string, string, JsonBodyType, (store: Store) => Promise<{ error?: unknown }>][] = [
    [
      'getContents',
      `${VOTE}/api/vote`,
      { items: null },
      (store) => store.dispatch(voteApi.endpoints.getContents.initiate()),
    ],
    [
      'getContents negative page',
      `${VOTE}/api/vote`,
      { items: [], page: -1, size: 20, total: 0 },
      (store) => store.dispatch(voteApi.endpoints.getContents.initiate()),
    ],
    [
      'getContents negative total',
      `${VOTE}/api/vote`,
      { items: [], page: 1, size: 20, total: -3 },
      (store) => store.dispatch(voteApi.endpoints.getContents.initiate()),
    ],
    [
      'getTrending',
      `${VOTE}/api/vote/trending`,
      { items: [] },
      (store) => store.dispatch(voteApi.endpoints.getTrending.initiate({ period: 'day' })),
    ],
    [
      'getVoteSummary',
      `${VOTE}/api/vote/summary`,
      'nope',
      (store) => store.dispatch(voteApi.endpoints.getVoteSummary.initiate('day')),
    ],
    [
      'getVoteAnalytics',
      `${VOTE}/api/vote/analytics`,
      { period: 'day' },
      (store) => store.dispatch(voteApi.endpoints.getVoteAnalytics.initiate({ period: 'day' })),
    ],
    [
      'getEmotionStatistics',
      `${VOTE}/api/statistics/emotion-by-content`,
      [],
      (store) => store.dispatch(voteApi.endpoints.getEmotionStatistics.initiate('c1')),
    ],
  ];
  it.each(malformed)("%s: a malformed body becomes a 'malformed' error", async (_name, url, body, run) => {
    server.use(http.get(url, () => HttpResponse.json(body)));
    const { store } = makeApiStore();
    const result = await run(store);
    expect(result.error).toEqual({ kind: 'malformed', status: 200, message: GENERIC_REQUEST_ERROR });
  });

  describe('lists that tell the truth', () => {
    it('skips and counts a malformed row (a negative count too) instead of failing the page, and cuts the page to the size asked for', async () => {
      const good = content;
      const rows = [
        good,
        { title: 'no id' },
        { ...good, content_id: 'neg', total_votes: -4 },
        ...Array.from({ length: 30 }, (_, index) => ({ ...good, content_id: `extra${index}` })),
      ];
      server.use(http.get(`${VOTE}/api/vote`, () => HttpResponse.json({ items: rows, page: 1, size: 500, total: 33 })));
      const { store } = makeApiStore();
      const result = await store.dispatch(voteApi.endpoints.getContents.initiate({ size: 12 }));
      expect(result.data?.skipped).toBe(2);
      expect(result.data?.items).toHaveLength(12);
      expect(result.data?.items[0]?.content_id).toBe(good.content_id);
      expect(result.data).toMatchObject({ page: 1, size: 12, total: 33 });
    });

    it('cuts trending to the limit asked for (10 when none is), counting rows that do not parse', async () => {
      const item = trending[0]!;
      const rows = [
        { ...item, total_votes: -1 },
        ...Array.from({ length: 40 }, (_, i) => ({ ...item, content_id: `t${i}` })),
      ];
      server.use(http.get(`${VOTE}/api/vote/trending`, () => HttpResponse.json(rows)));
      const { store } = makeApiStore();
      const limited = await store.dispatch(voteApi.endpoints.getTrending.initiate({ period: 'day', limit: 5 }));
      expect(limited.data?.items.map((row) => row.content_id)).toEqual(['t0', 't1', 't2', 't3', 't4']);
      expect(limited.data?.skipped).toBe(1);
      const unlimited = await store.dispatch(voteApi.endpoints.getTrending.initiate({ period: 'week' }));
      expect(unlimited.data?.items).toHaveLength(10);
    });
  });
});
