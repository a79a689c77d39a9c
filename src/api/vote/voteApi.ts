// The vote backend (../shared/api/vote-api.yaml): one endpoint per operation, each a plain parsed
// `query`; no secret. The reads are public but carry the bearer token when there is one.
import { createApi } from '@reduxjs/toolkit/query/react';
import { getConfig } from '@/config/runtimeConfig';
import { registerApi } from '../lazyApis';
import { createBaseQuery } from '../baseQuery';
import { catchMalformedResponse, cutList, cutPage, parserSchema } from '../parse';
import { stakingApi } from '../staking/stakingApi';
import {
  parseContentPage,
  parseEmotionStatistics,
  parseTrending,
  parseVote,
  parseVoteAnalytics,
  parseVoteSummary,
} from './responses';
import type {
  AnalyticsRequest,
  CastVoteRequest,
  ContentListRequest,
  ContentPage,
  EmotionStatistics,
  TrendingList,
  TrendingRequest,
  Vote,
  VoteAnalytics,
  VotePeriod,
  VoteSummary,
} from './types';

/** The contract's defaults when a request leaves them out (vote-api.yaml). */
const DEFAULT_PAGE_SIZE = 20;
const DEFAULT_TRENDING_LIMIT = 10;

export const voteApi = createApi({
  reducerPath: 'voteApi',
  baseQuery: createBaseQuery(() => getConfig().voteApiUrl),
  tagTypes: ['Content', 'EmotionStatistics', 'Summary', 'Analytics', 'Trending'],
  // SPEC.md section 9: data is fresh for 600000 ms, unused data is dropped after 5 minutes.
  refetchOnMountOrArgChange: 600,
  keepUnusedDataFor: 300,
  catchSchemaFailure: catchMalformedResponse,
  endpoints: (build) => ({
    /** Content open for voting (kind 'content', the default) or the KYC list; unset filters are not sent. */
    getContents: build.query<ContentPage, ContentListRequest | void>({
      query: (arg) => {
        const { kind, page, size, q }: ContentListRequest = arg ?? {};
        return { path: '/api/vote', params: { kind, page, size, q: q?.trim() } };
      },
      rawResponseSchema: parserSchema('content page', parseContentPage),
      // Parsed by rawResponseSchema; bounded to the size asked for (vote-api.yaml: default 20).
      transformResponse: (page: ContentPage, _meta, arg) => cutPage(page, (arg ?? {}).size ?? DEFAULT_PAGE_SIZE),
      providesTags: (result) => [
        { type: 'Content', id: 'LIST' },
        ...(result?.items ?? []).map(({ content_id }) => ({ type: 'Content' as const, id: content_id })),
      ],
    }),

    /** Spends VOTE balance, so the staking backend's balances and transactions are refreshed too. */
    castVote: build.mutation<Vote, CastVoteRequest>({
      query: (vote) => ({ path: '/api/vote', method: 'POST', body: vote }),
      responseSchema: parserSchema('vote', parseVote),
      invalidatesTags: ['Content', 'EmotionStatistics', 'Summary', 'Trending', 'Analytics'],
      async onQueryStarted(_vote, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
        } catch {
          return; // Nothing was spent.
        }
        dispatch(stakingApi.util.invalidateTags(['Balance', 'Transaction']));
      },
    }),

    getVoteSummary: build.query<VoteSummary, VotePeriod>({
      query: (period) => ({ path: '/api/vote/summary', params: { period } }),
      responseSchema: parserSchema('vote summary', parseVoteSummary),
      providesTags: (_result, _error, period) => [{ type: 'Summary', id: period }],
    }),

    getVoteAnalytics: build.query<VoteAnalytics, AnalyticsRequest>({
      query: ({ period, contentId }) => ({ path: '/api/vote/analytics', params: { period, contentId } }),
      responseSchema: parserSchema('vote analytics', parseVoteAnalytics),
      providesTags: (_result, _error, { period, contentId }) => [
        { type: 'Analytics', id: `${period}:${contentId ?? 'ALL'}` },
      ],
    }),

    getTrending: build.query<TrendingList, TrendingRequest>({
      query: ({ period, limit }) => ({ path: '/api/vote/trending', params: { period, limit } }),
      rawResponseSchema: parserSchema('trending list', parseTrending),
      // Parsed by rawResponseSchema; bounded to the limit asked for (vote-api.yaml: default 10).
      transformResponse: (list: TrendingList, _meta, { limit }) => cutList(list, limit ?? DEFAULT_TRENDING_LIMIT),
      providesTags: (_result, _error, { period }) => [{ type: 'Trending', id: period }],
    }),

    getEmotionStatistics: build.query<EmotionStatistics, string>({
      query: (contentId) => ({ path: '/api/statistics/emotion-by-content', params: { contentId } }),
      responseSchema: parserSchema('emotion statistics', parseEmotionStatistics),
      providesTags: (_result, _error, contentId) => [{ type: 'EmotionStatistics', id: contentId }],
    }),
  }),
});

// Joins the store now that its code is here (src/api/lazyApis.ts).
registerApi(voteApi);

export const {
  useGetContentsQuery,
  useCastVoteMutation,
  useGetVoteSummaryQuery,
  useGetVoteAnalyticsQuery,
  useGetTrendingQuery,
  useGetEmotionStatisticsQuery,
} = voteApi;
