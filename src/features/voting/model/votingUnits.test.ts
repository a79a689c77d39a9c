import { makeStore } from '@/app/store';
import type { ContentPage } from '@/api/vote/types';
import { voteApi } from '@/api/vote/voteApi';
import { addToEmotion, emotionCounts } from '@/lib/votes/emotions';
import { applyOptimisticVote, undoAll } from './optimisticVote';
import { checkVoteAmount, wholeVotes } from '@/lib/votes/wholeVotes';
import { readVotePageParams, returnPathFor, writeVotePageParams } from './votePageParams';

describe('vote amounts', () => {
  it('counts only the whole votes of a balance, never as a float', () => {
    expect(wholeVotes('500')).toBe(500n);
    expect(wholeVotes('12.99')).toBe(12n);
    expect(wholeVotes('0.5')).toBe(0n);
    expect(wholeVotes('99999999999999999999999')).toBe(99999999999999999999999n);
    expect(wholeVotes('-3')).toBe(0n);
    expect(wholeVotes('abc')).toBeNull();
    expect(wholeVotes(undefined)).toBeNull();
  });

  it('accepts whole amounts from 1 up to the balance', () => {
    expect(checkVoteAmount('3', 5n)).toEqual({ ok: true, amount: 3 });
    expect(checkVoteAmount(' 5 ', 5n)).toEqual({ ok: true, amount: 5 });
    expect(checkVoteAmount('6', 5n)).toEqual({ ok: false, error: 'overBalance' });
    expect(checkVoteAmount('0', 5n)).toEqual({ ok: false, error: 'tooSmall' });
    expect(checkVoteAmount('', 5n)).toEqual({ ok: false, error: 'required' });
    for (const bad of ['1.5', '-1', '1e3', '2 votes', '0x10'])
      expect(checkVoteAmount(bad, 5000n)).toEqual({ ok: false, error: 'notWhole' });
  });
});

describe('vote page address', () => {
  it('reads what is set and ignores what is unreadable', () => {
    expect(readVotePageParams(new URLSearchParams('tab=kyc&q=sun&page=3&content=cnt_001'))).toEqual({
      tab: 'kyc',
      q: 'sun',
      page: 3,
      content: 'cnt_001',
    });
    expect(readVotePageParams(new URLSearchParams('tab=other&page=-2&content='))).toEqual({
      tab: 'content',
      q: '',
      page: 1,
      content: null,
    });
    expect(readVotePageParams(new URLSearchParams('page=abc')).page).toBe(1);
  });

  it('writes only what differs from the defaults', () => {
    expect(writeVotePageParams({ tab: 'content', q: '', page: 1, content: null }).toString()).toBe('');
    expect(writeVotePageParams({ tab: 'kyc', q: 'a b', page: 2, content: 'x' }).toString()).toBe(
      'tab=kyc&q=a+b&page=2&content=x',
    );
  });

  it('brings a visitor back to the same view and content after sign-in', () => {
    expect(returnPathFor('/vote', { tab: 'content', q: 'sun', page: 2, content: null }, 'cnt_007')).toBe(
      '/vote?q=sun&page=2&content=cnt_007',
    );
  });
});

describe('emotion counts', () => {
  it('lists every emotion in order and adds votes to one', () => {
    const counts = emotionCounts([{ emotion: 'wow', count: 2 }]);
    expect(counts.map((entry) => entry.emotion)).toEqual(['like', 'love', 'haha', 'wow', 'sad', 'angry']);
    expect(addToEmotion(counts, 'wow', 3).find((entry) => entry.emotion === 'wow')?.count).toBe(5);
    expect(addToEmotion([], 'sad', 1).find((entry) => entry.emotion === 'sad')?.count).toBe(1);
  });
});

describe('applyOptimisticVote', () => {
  const page: ContentPage = {
    page: 1,
    size: 12,
    total: 1,
    skipped: 0,
    items: [
      {
        content_id: 'c1',
        kind: 'content',
        title: 'One',
        created_at: '2026-11-01T00:00:00Z',
        total_votes: 10,
        emotions: [{ emotion: 'like', count: 10 }],
        my_emotion: null,
      },
    ],
  };

  it('patches every cached page and the statistics holding the content, and undoes it', async () => {
    const { store } = makeStore({ persist: false });
    await store.dispatch(voteApi.util.upsertQueryData('getContents', { page: 1, size: 12 }, page));
    await store.dispatch(voteApi.util.upsertQueryData('getContents', { kind: 'kyc' }, { ...page, items: [] }));
    await store.dispatch(
      voteApi.util.upsertQueryData('getEmotionStatistics', 'c1', {
        content_id: 'c1',
        total: 10,
        emotions: page.items[0]!.emotions,
      }),
    );

    const patches = applyOptimisticVote(store.dispatch, store.getState(), {
      contentId: 'c1',
      emotion: 'love',
      amount: 4,
      walletAddress: '0x1',
    });
    expect(patches).toHaveLength(2);
    const item = voteApi.endpoints.getContents.select({ page: 1, size: 12 })(store.getState()).data?.items[0];
    expect(item?.total_votes).toBe(14);
    expect(item?.my_emotion).toBe('love');
    expect(item?.emotions.find((entry) => entry.emotion === 'love')?.count).toBe(4);
    expect(voteApi.endpoints.getEmotionStatistics.select('c1')(store.getState()).data?.total).toBe(14);

    undoAll(patches);
    expect(voteApi.endpoints.getContents.select({ page: 1, size: 12 })(store.getState()).data?.items[0]).toMatchObject(
      page.items[0]!,
    );
    expect(voteApi.endpoints.getEmotionStatistics.select('c1')(store.getState()).data?.total).toBe(10);
  });
});
