/**
 * Vote statistics as pure functions of the vote rows and a "now": per-content tallies, the
 * rolling-window summary, bucketed analytics and trending. The db passes its rows and clock.
 */
import {
  EMOTIONS,
  type Emotion,
  type EmotionCount,
  type TrendingItem,
  type VoteAnalytics,
  type VotePeriod,
  type VoteSummary,
} from '@/api/vote/types';
import { ANALYTICS_POINTS, PERIOD_WINDOW_MS, lastBuckets, shiftBucket } from './lib/periods';
import type { ContentRow, VoteRow } from './model';

export interface EmotionTally {
  /** Votes (amounts), not vote records. */
  total: number;
  counts: Record<Emotion, number>;
}

export function emptyTally(): EmotionTally {
  return { total: 0, counts: { like: 0, love: 0, haha: 0, wow: 0, sad: 0, angry: 0 } };
}

/** Every emotion, in the contract's order, zeros included. */
export function toEmotionCounts(tally: EmotionTally): EmotionCount[] {
  return EMOTIONS.map((emotion) => ({ emotion, count: tally.counts[emotion] }));
}

function addVote(tally: EmotionTally, vote: VoteRow): void {
  tally.total += vote.amount;
  tally.counts[vote.emotion] += vote.amount;
}

export function tallyByContent(votes: readonly VoteRow[]): Map<string, EmotionTally> {
  const byContent = new Map<string, EmotionTally>();
  for (const vote of votes) {
    const tally = byContent.get(vote.contentId) ?? emptyTally();
    addVote(tally, vote);
    byContent.set(vote.contentId, tally);
  }
  return byContent;
}

/** Votes with from <= created_at < to, optionally of one content. */
export function votesBetween(votes: readonly VoteRow[], from: number, to: number, contentId?: string): VoteRow[] {
  return votes.filter((v) => {
    const at = Date.parse(v.created_at);
    return at >= from && at < to && (contentId === undefined || v.contentId === contentId);
  });
}

const distinctVoters = (votes: readonly VoteRow[]): number =>
  new Set(votes.map((v) => v.walletAddress.toLowerCase())).size;

/** Totals over the rolling window of one period ending at `now`. */
export function summarize(votes: readonly VoteRow[], period: VotePeriod, now: number): VoteSummary {
  const inWindow = votesBetween(votes, now - PERIOD_WINDOW_MS[period], now + 1);
  const all = emptyTally();
  for (const vote of inWindow) addVote(all, vote);
  return {
    period,
    total_votes: all.total,
    total_voters: distinctVoters(inWindow),
    total_contents: new Set(inWindow.map((v) => v.contentId)).size,
    by_emotion: toEmotionCounts(all),
  };
}

/** One point per bucket (hour, or Saigon day/week/month), oldest first, current bucket last. */
export function analytics(
  votes: readonly VoteRow[],
  period: VotePeriod,
  now: number,
  contentId?: string,
): VoteAnalytics {
  return {
    period,
    points: lastBuckets(period, now, ANALYTICS_POINTS[period]).map((start) => {
      const inBucket = votesBetween(votes, start, shiftBucket(period, start, 1), contentId);
      return {
        timestamp: new Date(start).toISOString(),
        votes: inBucket.reduce((sum, v) => sum + v.amount, 0),
        voters: distinctVoters(inBucket),
      };
    }),
  };
}

/** Contents (kind content) with the most votes in the window, against the window before. */
export function trending(
  votes: readonly VoteRow[],
  contents: readonly ContentRow[],
  period: VotePeriod,
  now: number,
  limit: number,
): TrendingItem[] {
  const length = PERIOD_WINDOW_MS[period];
  const current = tallyByContent(votesBetween(votes, now - length, now + 1));
  const previous = tallyByContent(votesBetween(votes, now - 2 * length, now - length));
  const items: TrendingItem[] = [];
  for (const [contentId, tally] of current) {
    const content = contents.find((c) => c.content_id === contentId);
    if (!content || content.kind !== 'content') continue;
    const before = previous.get(contentId)?.total ?? 0;
    // Nothing before: call it +100 % rather than infinity.
    const change = before === 0 ? 100 : ((tally.total - before) / before) * 100;
    const top = EMOTIONS.reduce<Emotion>((best, e) => (tally.counts[e] > tally.counts[best] ? e : best), 'like');
    items.push({
      content_id: contentId,
      title: content.title,
      image_url: content.image_url,
      total_votes: tally.total,
      change_percent: Math.round(change * 10) / 10,
      top_emotion: top,
    });
  }
  items.sort((a, b) => b.total_votes - a.total_votes || a.content_id.localeCompare(b.content_id));
  return items.slice(0, limit);
}
