import type { ContentPage, EmotionStatistics, TrendingItem, Vote, VoteAnalytics, VoteSummary } from '@/api/vote/types';
import { EMOTIONS } from '@/api/vote/types';
import { DEMO_WALLET_ADDRESS, LONG_NAME_WALLET_ADDRESS } from '../constants';
import { getFixtureDb } from '../fixtures';
import { NAMES, VOTE, call, giveVerifiedWallet, signInAs } from '../testHelpers';

describe('GET /api/vote', () => {
  it('pages contents newest first without my_emotion for anonymous visitors', async () => {
    const res = await call<ContentPage>(`${VOTE}/api/vote?page=2&size=10`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ page: 2, size: 10, total: 30 });
    expect(res.body.items).toHaveLength(10);
    const first = res.body.items[0];
    expect(first).not.toHaveProperty('my_emotion');
    expect(first?.emotions.map((e) => e.emotion)).toEqual([...EMOTIONS]);
    expect(first?.total_votes).toBe(first?.emotions.reduce((sum, e) => sum + e.count, 0));
  });

  it('lists KYC entries and searches titles case-insensitively, markup included', async () => {
    expect((await call<ContentPage>(`${VOTE}/api/vote?kind=kyc`)).body.total).toBe(6);
    const found = (await call<ContentPage>(`${VOTE}/api/vote?q=${encodeURIComponent('<SCRIPT>')}`)).body;
    expect(found.items.map((c) => c.title)).toEqual(['<b>bold</b> & <script>alert(1)</script>']);
    expect((await call<ContentPage>(`${VOTE}/api/vote?q=nothing-matches-this`)).body).toMatchObject({
      items: [],
      total: 0,
    });
    expect(await call(`${VOTE}/api/vote?kind=video`)).toMatchObject({
      status: 400,
      body: { error: 'kind must be one of content, kyc' },
    });
  });

  it('adds my_emotion for a valid token and ignores an invalid one', async () => {
    giveVerifiedWallet('demo');
    const { access_token } = signInAs('demo');
    const mine = (await call<ContentPage>(`${VOTE}/api/vote?size=100`, { token: access_token })).body.items;
    expect(mine.find((c) => c.content_id === 'cnt_001')?.my_emotion).toBe('love');
    expect(mine.find((c) => c.content_id === 'cnt_002')?.my_emotion).toBeNull();
    const anonymous = await call<ContentPage>(`${VOTE}/api/vote`, { token: 'at_bogus' });
    expect(anonymous.status).toBe(200);
    expect(anonymous.body.items[0]).not.toHaveProperty('my_emotion');
  });
});

describe('POST /api/vote', () => {
  const vote = (body: object, token?: string) =>
    call<Vote>(`${VOTE}/api/vote`, {
      token: token ?? (giveVerifiedWallet('demo'), signInAs('demo').access_token),
      body,
    });
  const good = { contentId: 'cnt_005', emotion: 'wow', amount: 3, walletAddress: DEMO_WALLET_ADDRESS };

  it('spends VOTE and updates the content totals', async () => {
    const before = getFixtureDb().contentTally('cnt_005');
    const res = await vote(good);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      contentId: 'cnt_005',
      emotion: 'wow',
      amount: 3,
      walletAddress: DEMO_WALLET_ADDRESS,
    });
    const stats = (await call<EmotionStatistics>(`${VOTE}/api/statistics/emotion-by-content?contentId=cnt_005`)).body;
    expect(stats.total).toBe(before.total + 3);
    expect(stats.emotions.find((e) => e.emotion === 'wow')?.count).toBe(before.counts.wow + 3);
    expect(getFixtureDb().getBalance(DEMO_WALLET_ADDRESS, 'VOTE')).toBe('497');
  });

  it('answers 409 without enough VOTE, 400 for bad bodies and 401 without a token', async () => {
    expect(await vote({ ...good, amount: 501 })).toMatchObject({
      status: 409,
      body: { error: 'Insufficient VOTE balance' },
    });
    expect(await vote({ ...good, emotion: 'meh' })).toMatchObject({
      status: 400,
      body: { error: 'emotion must be one of like, love, haha, wow, sad, angry' },
    });
    expect(await vote({ ...good, contentId: 'cnt_999' })).toMatchObject({
      status: 400,
      body: { error: 'No content with contentId cnt_999' },
    });
    expect(await vote({ ...good, amount: 0 })).toMatchObject({ status: 400 });
    expect((await call(`${VOTE}/api/vote`, { body: good })).status).toBe(401);
  });
});

describe('vote statistics', () => {
  it('summarises a period', async () => {
    const res = await call<VoteSummary>(`${VOTE}/api/vote/summary?period=week`);
    expect(res.status).toBe(200);
    expect(res.body.period).toBe('week');
    expect(res.body.total_votes).toBe(res.body.by_emotion.reduce((sum, e) => sum + e.count, 0));
    expect(res.body.total_voters).toBeGreaterThan(0);
    expect(res.body.total_contents).toBeGreaterThan(0);
    expect(await call(`${VOTE}/api/vote/summary`)).toMatchObject({
      status: 400,
      body: { error: expect.stringMatching(/^period query parameter is required/) },
    });
    expect(await call(`${VOTE}/api/vote/summary?period=year`)).toMatchObject({
      status: 400,
      body: { error: 'period must be one of hour, day, week, month' },
    });
  });

  it.each([
    ['hour', 14],
    ['day', 7],
    ['week', 7],
    ['month', 7],
  ])('returns at least the charted number of %s points, oldest first', async (period, min) => {
    const res = await call<VoteAnalytics>(`${VOTE}/api/vote/analytics?period=${period}`);
    expect(res.body.points.length).toBeGreaterThanOrEqual(min);
    const recent = res.body.points.slice(-min - 1);
    expect(recent.filter((p) => p.votes > 0).length).toBeGreaterThanOrEqual(min);
    const times = res.body.points.map((p) => Date.parse(p.timestamp));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
  });

  it('narrows analytics to one content and 404s an unknown one', async () => {
    const all = (await call<VoteAnalytics>(`${VOTE}/api/vote/analytics?period=month`)).body;
    const one = (await call<VoteAnalytics>(`${VOTE}/api/vote/analytics?period=month&contentId=cnt_001`)).body;
    const sum = (a: VoteAnalytics) => a.points.reduce((s, p) => s + p.votes, 0);
    expect(sum(one)).toBeGreaterThan(0);
    expect(sum(one)).toBeLessThan(sum(all));
    expect((await call(`${VOTE}/api/vote/analytics?period=month&contentId=nope`)).status).toBe(404);
  });

  it('ranks trending content and honours limit', async () => {
    const res = await call<TrendingItem[]>(`${VOTE}/api/vote/trending?period=month&limit=5`);
    expect(res.body).toHaveLength(5);
    const totals = res.body.map((t) => t.total_votes);
    expect([...totals].sort((a, b) => b - a)).toEqual(totals);
    expect(res.body[0]).toEqual({
      content_id: expect.any(String),
      title: expect.any(String),
      image_url: expect.anything(),
      total_votes: expect.any(Number),
      change_percent: expect.any(Number),
      top_emotion: expect.any(String),
    });
    expect((await call<TrendingItem[]>(`${VOTE}/api/vote/trending?period=month`)).body).toHaveLength(10);
    expect((await call(`${VOTE}/api/vote/trending?period=month&limit=51`)).status).toBe(400);
  });

  it('emotion-by-content needs a known contentId', async () => {
    expect((await call(`${VOTE}/api/statistics/emotion-by-content`)).status).toBe(400);
    expect(await call(`${VOTE}/api/statistics/emotion-by-content?contentId=nope`)).toMatchObject({
      status: 404,
      body: { error: 'Content not found' },
    });
  });
});

describe('name lookup', () => {
  const lookup = (address: string, key?: string) =>
    call<{ data: string | null }>(
      `${NAMES}/v1/resolve-ens?address=${address}`,
      key ? { headers: { 'x-api-key': key } } : {},
    );

  it('resolves known addresses, null otherwise, and needs a key', async () => {
    expect((await lookup(DEMO_WALLET_ADDRESS, 'k')).body).toEqual({ data: 'demo.bnb' });
    expect((await lookup(LONG_NAME_WALLET_ADDRESS.toLowerCase(), 'k')).body.data?.length).toBeGreaterThan(24);
    expect((await lookup('0x00000000000000000000000000000000000000b2', 'k')).body).toEqual({ data: null });
    expect((await lookup(DEMO_WALLET_ADDRESS)).status).toBe(401);
    expect((await lookup('0x12', 'k')).status).toBe(400);
  });
});
