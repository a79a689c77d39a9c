/**
 * Every request and response shape of the vote backend (../shared/api/vote-api.yaml), in one
 * place. All response shapes are the contract's assumptions (SPEC.md: "not shown").
 */
import type { IsoDateTime, ListedPage } from '@/api/staking/types';

export const VOTE_PERIODS = ['hour', 'day', 'week', 'month'] as const;
export type VotePeriod = (typeof VOTE_PERIODS)[number];

export const EMOTIONS = ['like', 'love', 'haha', 'wow', 'sad', 'angry'] as const;
export type Emotion = (typeof EMOTIONS)[number];

export type ContentKind = 'content' | 'kyc';

export interface EmotionCount {
  emotion: Emotion;
  count: number;
}

export interface Content {
  content_id: string;
  kind: ContentKind;
  /** Plain text; may hold markup, which is shown as text. */
  title: string;
  description?: string | null;
  image_url?: string | null;
  author?: string | null;
  created_at: IsoDateTime;
  total_votes: number;
  emotions: EmotionCount[];
  my_emotion?: Emotion | null;
}

export type ContentPage = ListedPage<Content>;

export interface ContentListRequest {
  kind?: ContentKind;
  page?: number;
  size?: number;
  /** Case-insensitive title search. */
  q?: string;
}

export interface CastVoteRequest {
  contentId: string;
  emotion: Emotion;
  /** Number of votes to spend, at least 1. */
  amount: number;
  walletAddress: `0x${string}`;
}

export interface Vote {
  id: string;
  contentId: string;
  emotion: Emotion;
  amount: number;
  walletAddress: string;
  created_at: IsoDateTime;
}

export interface VoteSummary {
  period: VotePeriod;
  total_votes: number;
  total_voters: number;
  total_contents: number;
  by_emotion: EmotionCount[];
}

export interface AnalyticsPoint {
  timestamp: IsoDateTime;
  votes: number;
  voters: number;
}

export interface VoteAnalytics {
  period: VotePeriod;
  /** Oldest first. */
  points: AnalyticsPoint[];
}

export interface AnalyticsRequest {
  period: VotePeriod;
  contentId?: string;
}

export interface TrendingItem {
  content_id: string;
  title: string;
  image_url?: string | null;
  total_votes: number;
  change_percent: number;
  top_emotion: Emotion;
}

/** The trending rows that parsed, and how many did not (shown as "n items could not be shown"). */
export interface TrendingList {
  items: TrendingItem[];
  skipped: number;
}

export interface TrendingRequest {
  period: VotePeriod;
  limit?: number;
}

export interface EmotionStatistics {
  content_id: string;
  total: number;
  emotions: EmotionCount[];
}
