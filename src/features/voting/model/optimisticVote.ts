// A vote shows at once: the cached pages and statistics get the votes before the backend answers,
// undone if it refuses; castVote's invalidation refetches the truth either way.
import type { CastVoteRequest, ContentPage, EmotionStatistics } from '@/api/vote/types';
import { voteApi } from '@/api/vote/voteApi';
import type { AppDispatch, RootState } from '@/lib/store/state';
import { addToEmotion } from '@/lib/votes/emotions';

export interface OptimisticPatch {
  undo: () => void;
}

function addVote(page: ContentPage, { contentId, emotion, amount }: CastVoteRequest): void {
  for (const item of page.items) {
    if (item.content_id !== contentId) continue;
    item.total_votes += amount;
    item.emotions = addToEmotion(item.emotions, emotion, amount);
    item.my_emotion = emotion;
  }
}

function addStatistics(statistics: EmotionStatistics, { emotion, amount }: CastVoteRequest): void {
  statistics.total += amount;
  statistics.emotions = addToEmotion(statistics.emotions, emotion, amount);
}

/** Applies the vote to the caches now; the returned patches undo it. */
export function applyOptimisticVote(dispatch: AppDispatch, state: RootState, vote: CastVoteRequest): OptimisticPatch[] {
  const patches: OptimisticPatch[] = [];
  for (const args of voteApi.util.selectCachedArgsForQuery(state, 'getContents')) {
    const cached = voteApi.endpoints.getContents.select(args)(state).data;
    if (!cached?.items.some((item) => item.content_id === vote.contentId)) continue;
    patches.push(dispatch(voteApi.util.updateQueryData('getContents', args, (draft) => addVote(draft, vote))));
  }
  if (voteApi.endpoints.getEmotionStatistics.select(vote.contentId)(state).data) {
    patches.push(
      dispatch(
        voteApi.util.updateQueryData('getEmotionStatistics', vote.contentId, (draft) => addStatistics(draft, vote)),
      ),
    );
  }
  return patches;
}

export function undoAll(patches: readonly OptimisticPatch[]): void {
  for (const patch of [...patches].reverse()) patch.undo();
}
