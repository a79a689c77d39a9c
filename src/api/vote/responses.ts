// The vote backend's bodies parsed into ./types.ts. Every shape is an assumption (SPEC.md: "not
// shown"), so a backend that differs is adapted here.
import {
  arrayOf,
  asCount,
  asId,
  asPositiveInteger,
  listOf,
  asNonEmptyString,
  asNumber,
  asOneOf,
  asString,
  isRecord,
  orNull,
  pageOf,
  type Parser,
} from '../parse';
import {
  EMOTIONS,
  VOTE_PERIODS,
  type AnalyticsPoint,
  type Content,
  type ContentKind,
  type ContentPage,
  type EmotionCount,
  type EmotionStatistics,
  type TrendingItem,
  type TrendingList,
  type Vote,
  type VoteAnalytics,
  type VoteSummary,
} from './types';

const CONTENT_KINDS: readonly ContentKind[] = ['content', 'kyc'];

export const parseEmotionCount: Parser<EmotionCount> = (value) => {
  if (!isRecord(value)) return undefined;
  const emotion = asOneOf(EMOTIONS, value.emotion);
  const count = asCount(value.count);
  return emotion === undefined || count === undefined ? undefined : { emotion, count };
};

const parseEmotionCounts = arrayOf(parseEmotionCount);

export const parseContent: Parser<Content> = (value) => {
  if (!isRecord(value)) return undefined;
  const contentId = asId(value.content_id);
  const kind = asOneOf(CONTENT_KINDS, value.kind);
  const title = asString(value.title);
  const createdAt = asString(value.created_at);
  const totalVotes = asCount(value.total_votes);
  const emotions = parseEmotionCounts(value.emotions);
  if (
    contentId === undefined ||
    kind === undefined ||
    title === undefined ||
    createdAt === undefined ||
    totalVotes === undefined ||
    emotions === undefined
  ) {
    return undefined;
  }
  return {
    content_id: contentId,
    kind,
    title,
    description: orNull(asString(value.description)),
    image_url: orNull(asNonEmptyString(value.image_url)),
    author: orNull(asString(value.author)),
    created_at: createdAt,
    total_votes: totalVotes,
    emotions,
    my_emotion: orNull(asOneOf(EMOTIONS, value.my_emotion)),
  };
};

export const parseContentPage: Parser<ContentPage> = pageOf(parseContent);

export const parseVote: Parser<Vote> = (value) => {
  if (!isRecord(value)) return undefined;
  const id = asId(value.id);
  const contentId = asId(value.contentId);
  const emotion = asOneOf(EMOTIONS, value.emotion);
  const amount = asPositiveInteger(value.amount);
  const walletAddress = asString(value.walletAddress);
  const createdAt = asString(value.created_at);
  if (
    id === undefined ||
    contentId === undefined ||
    emotion === undefined ||
    amount === undefined ||
    walletAddress === undefined ||
    createdAt === undefined
  ) {
    return undefined;
  }
  return { id, contentId, emotion, amount, walletAddress, created_at: createdAt };
};

export const parseVoteSummary: Parser<VoteSummary> = (value) => {
  if (!isRecord(value)) return undefined;
  const period = asOneOf(VOTE_PERIODS, value.period);
  const totalVotes = asCount(value.total_votes);
  const totalVoters = asCount(value.total_voters);
  const totalContents = asCount(value.total_contents);
  const byEmotion = parseEmotionCounts(value.by_emotion);
  if (
    period === undefined ||
    totalVotes === undefined ||
    totalVoters === undefined ||
    totalContents === undefined ||
    byEmotion === undefined
  ) {
    return undefined;
  }
  return {
    period,
    total_votes: totalVotes,
    total_voters: totalVoters,
    total_contents: totalContents,
    by_emotion: byEmotion,
  };
};

const parseAnalyticsPoint: Parser<AnalyticsPoint> = (value) => {
  if (!isRecord(value)) return undefined;
  const timestamp = asString(value.timestamp);
  const votes = asCount(value.votes);
  const voters = asCount(value.voters);
  return timestamp === undefined || votes === undefined || voters === undefined
    ? undefined
    : { timestamp, votes, voters };
};

export const parseVoteAnalytics: Parser<VoteAnalytics> = (value) => {
  if (!isRecord(value)) return undefined;
  const period = asOneOf(VOTE_PERIODS, value.period);
  const points = arrayOf(parseAnalyticsPoint)(value.points);
  return period === undefined || points === undefined ? undefined : { period, points };
};

const parseTrendingItem: Parser<TrendingItem> = (value) => {
  if (!isRecord(value)) return undefined;
  const contentId = asId(value.content_id);
  const title = asString(value.title);
  const totalVotes = asCount(value.total_votes);
  const changePercent = asNumber(value.change_percent);
  const topEmotion = asOneOf(EMOTIONS, value.top_emotion);
  if (
    contentId === undefined ||
    title === undefined ||
    totalVotes === undefined ||
    changePercent === undefined ||
    topEmotion === undefined
  ) {
    return undefined;
  }
  return {
    content_id: contentId,
    title,
    image_url: orNull(asNonEmptyString(value.image_url)),
    total_votes: totalVotes,
    change_percent: changePercent,
    top_emotion: topEmotion,
  };
};

export const parseTrending: Parser<TrendingList> = listOf(parseTrendingItem);

export const parseEmotionStatistics: Parser<EmotionStatistics> = (value) => {
  if (!isRecord(value)) return undefined;
  const contentId = asId(value.content_id);
  const total = asCount(value.total);
  const emotions = parseEmotionCounts(value.emotions);
  return contentId === undefined || total === undefined || emotions === undefined
    ? undefined
    : { content_id: contentId, total, emotions };
};
