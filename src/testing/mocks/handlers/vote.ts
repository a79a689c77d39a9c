/** The vote API: listings, casting votes, and the summary/analytics/trending/statistics reads. */
import type { HttpHandler } from 'msw';
import { EMOTIONS, VOTE_PERIODS } from '@/api/vote/types';
import { toEmotionCounts } from '../db';
import { compareAmounts, wholeToAmount } from '../lib/amounts';
import { toContent, toVote } from '../mappers';
import { HttpError, badRequest, json, optionalUser, requireUser, route, type DbSource } from './http';
import {
  paginate,
  queryInteger,
  queryOneOf,
  queryPage,
  queryString,
  readJsonObject,
  requireAddress,
  requireInteger,
  requireOneOf,
  requireQueryOneOf,
  requireQueryString,
  requireString,
} from './validate';

export function voteHandlers(base: string, db: DbSource): HttpHandler[] {
  return [
    route('get', `${base}/api/vote`, db, (ctx) => {
      const kind = queryOneOf(ctx.url, 'kind', ['content', 'kyc'] as const, 'content') ?? 'content';
      const { page, size } = queryPage(ctx.url);
      const query = queryString(ctx.url, 'q');
      const user = optionalUser(ctx);
      return json(
        paginate(ctx.db.listContents(kind, query), page, size, (row) =>
          toContent(ctx.db, row, user ? ctx.db.myEmotion(row.content_id, user) : undefined),
        ),
      );
    }),

    route('post', `${base}/api/vote`, db, async (ctx) => {
      const { user } = requireUser(ctx);
      const body = await readJsonObject(ctx.request);
      const contentId = requireString(body, 'contentId');
      const emotion = requireOneOf(body, 'emotion', EMOTIONS);
      const amount = requireInteger(body, 'amount', { min: 1 });
      const walletAddress = requireAddress(body, 'walletAddress');
      if (walletAddress.toLowerCase() !== user.wallet_address?.toLowerCase()) {
        throw badRequest('walletAddress is not your verified wallet');
      }
      if (!ctx.db.findContent(contentId)) throw badRequest(`No content with contentId ${contentId}`);
      if (compareAmounts(wholeToAmount(amount), ctx.db.getBalance(walletAddress, 'VOTE')) > 0) {
        throw new HttpError(409, 'Insufficient VOTE balance');
      }
      const vote = ctx.db.castVote({ contentId, emotion, amount, walletAddress, userId: user.id });
      return json(toVote(vote), 201);
    }),

    route('get', `${base}/api/vote/summary`, db, (ctx) =>
      json(ctx.db.summary(requireQueryOneOf(ctx.url, 'period', VOTE_PERIODS))),
    ),

    route('get', `${base}/api/vote/analytics`, db, (ctx) => {
      const period = requireQueryOneOf(ctx.url, 'period', VOTE_PERIODS);
      const contentId = queryString(ctx.url, 'contentId');
      if (contentId !== undefined && !ctx.db.findContent(contentId)) throw new HttpError(404, 'Content not found');
      return json(ctx.db.analytics(period, contentId));
    }),

    route('get', `${base}/api/vote/trending`, db, (ctx) => {
      const period = requireQueryOneOf(ctx.url, 'period', VOTE_PERIODS);
      const limit = queryInteger(ctx.url, 'limit', { min: 1, max: 50, fallback: 10 });
      return json(ctx.db.trending(period, limit));
    }),

    route('get', `${base}/api/statistics/emotion-by-content`, db, (ctx) => {
      const contentId = requireQueryString(ctx.url, 'contentId');
      if (!ctx.db.findContent(contentId)) throw new HttpError(404, 'Content not found');
      const tally = ctx.db.contentTally(contentId);
      return json({ content_id: contentId, total: tally.total, emotions: toEmotionCounts(tally) });
    }),
  ];
}
