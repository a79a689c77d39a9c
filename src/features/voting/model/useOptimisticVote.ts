// Casting a vote optimistically through the shared submit flow: a refusal undoes it; an unknown
// outcome is not undone but re-read from the emotion statistics, and the content is not voted on
// again meanwhile (docs/writes.md, "Writes the user confirms").
import { useCallback, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { serverMessage } from '@/api/http';
import { stakingApi } from '@/api/staking/stakingApi';
import type { CastVoteRequest, EmotionStatistics, Vote } from '@/api/vote/types';
import { useCastVoteMutation, voteApi } from '@/api/vote/voteApi';
import { useToast } from '@/components/toast/useToast';
import { useAppDispatch, useAppStore } from '@/lib/store/hooks';
import { isOfflineRefusal, runSubmission, type SubmissionSpec, type SubmissionState } from '@/lib/submit/submission';
import { applyOptimisticVote, undoAll, type OptimisticPatch } from './optimisticVote';

export interface VoteFailure {
  vote: CastVoteRequest;
  /** The server's reason, or the generic one. */
  message: string;
}

export interface OptimisticVoting {
  vote: (vote: CastVoteRequest) => Promise<boolean>;
  isPending: (contentId: string) => boolean;
  /** The vote was sent but whether it counted is not known yet (being checked). */
  isUnknown: (contentId: string) => boolean;
  failureFor: (contentId: string) => VoteFailure | null;
  dismissFailure: (contentId: string) => void;
}

function emotionCount(statistics: EmotionStatistics | undefined, emotion: string): number {
  return statistics?.emotions.find((entry) => entry.emotion === emotion)?.count ?? 0;
}

type ReadStatistics = (contentId: string) => Promise<EmotionStatistics>;
type CastVote = ReturnType<typeof useCastVoteMutation>[0];

function toggled(current: ReadonlySet<string>, contentId: string, on: boolean): ReadonlySet<string> {
  const next = new Set(current);
  if (on) next.add(contentId);
  else next.delete(contentId);
  return next;
}

function voteSpec(
  request: CastVoteRequest,
  castVote: CastVote,
  readStatistics: ReadStatistics,
  cachedStatistics: EmotionStatistics | undefined,
): SubmissionSpec<Vote, EmotionStatistics> {
  const { contentId } = request;
  return {
    key: `vote:${request.walletAddress.toLowerCase()}:${contentId}`,
    // The statistics before the vote (not patched when they were not cached yet).
    baseline: async () => cachedStatistics ?? (await readStatistics(contentId)),
    send: async () => {
      const result = await castVote(request);
      return 'error' in result && result.error !== undefined
        ? { ok: false, error: result.error }
        : { ok: true, result: result.data as Vote };
    },
    check: async ({ baseline }) => {
      if (!baseline) throw new Error('Nothing to compare the statistics with.');
      const now = await readStatistics(contentId);
      return emotionCount(now, request.emotion) >= emotionCount(baseline, request.emotion) + request.amount
        ? { found: true, result: null }
        : { found: false };
    },
  };
}

function useStatisticsReader(): ReadStatistics {
  const dispatch = useAppDispatch();
  return useCallback(
    async (contentId: string) => {
      const result = await dispatch(
        voteApi.endpoints.getEmotionStatistics.initiate(contentId, { subscribe: false, forceRefetch: true }),
      );
      if (!result.data) throw new Error('The emotion statistics could not be read.');
      return result.data;
    },
    [dispatch],
  );
}

/** Aborts the submissions' checks when the page goes. */
function useUnmountSignal() {
  const abort = useRef(new AbortController());
  useEffect(() => {
    const controller = new AbortController();
    abort.current = controller;
    return () => controller.abort();
  }, []);
  return abort;
}

/** Tells the visitor how a vote ended and records a failure on its card; true if it counted. */
function useVoteOutcome(setFailure: (contentId: string, failure: VoteFailure) => void) {
  const intl = useIntl();
  const toast = useToast();
  const dispatch = useAppDispatch();
  return useCallback(
    (last: SubmissionState<Vote>, request: CastVoteRequest, patches: OptimisticPatch[]): boolean => {
      const reread = () => {
        dispatch(voteApi.util.invalidateTags(['Content', 'EmotionStatistics', 'Summary', 'Trending', 'Analytics']));
        dispatch(stakingApi.util.invalidateTags(['Balance', 'Transaction']));
      };
      switch (last.phase) {
        case 'done':
          if (last.found) reread();
          toast.success(intl.formatMessage({ id: 'voting.vote.success' }));
          return true;
        case 'refused': {
          undoAll(patches);
          const message = isOfflineRefusal(last.error)
            ? intl.formatMessage({ id: 'submit.offline' })
            : (serverMessage(last.error, intl) ?? intl.formatMessage({ id: 'voting.vote.failed' }));
          setFailure(request.contentId, { vote: request, message });
          toast.error(intl.formatMessage({ id: 'voting.vote.undone' }, { message }));
          return false;
        }
        case 'notDone':
          // It did not count: the truth is read again (no blind undo on top of it).
          reread();
          setFailure(request.contentId, {
            vote: request,
            message: intl.formatMessage({ id: 'voting.vote.notCounted' }),
          });
          return false;
        default:
          // Still not known (the checks could not read): the card says so; a new try checks first.
          reread();
          return false;
      }
    },
    [dispatch, intl, setFailure, toast],
  );
}

export function useOptimisticVote(): OptimisticVoting {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const [castVote] = useCastVoteMutation();
  const readStatistics = useStatisticsReader();
  const abort = useUnmountSignal();
  const [pending, setPending] = useState<ReadonlySet<string>>(() => new Set());
  const [unknown, setUnknown] = useState<ReadonlySet<string>>(() => new Set());
  const [failures, setFailures] = useState<Readonly<Record<string, VoteFailure>>>({});
  // State lands after the event: this stops a second vote on the same content in the same frame.
  const inFlight = useRef(new Set<string>());
  const setFailure = useCallback(
    (contentId: string, failure: VoteFailure) => setFailures((current) => ({ ...current, [contentId]: failure })),
    [],
  );
  const settle = useVoteOutcome(setFailure);
  // The same function every render: the cards are memoised and take it as it is.
  const dismissFailure = useCallback(
    (contentId: string) => setFailures(({ [contentId]: _dropped, ...rest }) => rest),
    [],
  );

  const vote = useCallback(
    async (request: CastVoteRequest): Promise<boolean> => {
      const { contentId } = request;
      if (inFlight.current.has(contentId)) return false;
      inFlight.current.add(contentId);
      setPending((current) => toggled(current, contentId, true));
      dismissFailure(contentId);
      const before = store.getState();
      const cachedStatistics = voteApi.endpoints.getEmotionStatistics.select(contentId)(before).data;
      const patches = applyOptimisticVote(dispatch, before, request);
      try {
        const last = await runSubmission(
          voteSpec(request, castVote, readStatistics, cachedStatistics),
          (state) =>
            setUnknown((current) =>
              toggled(current, contentId, state.phase === 'unknown' || state.phase === 'checking'),
            ),
          abort.current.signal,
        );
        return settle(last, request, patches);
      } finally {
        inFlight.current.delete(contentId);
        setPending((current) => toggled(current, contentId, false));
      }
    },
    [abort, castVote, dismissFailure, dispatch, readStatistics, settle, store],
  );

  return {
    vote,
    isPending: (contentId) => pending.has(contentId),
    isUnknown: (contentId) => unknown.has(contentId),
    failureFor: (contentId) => failures[contentId] ?? null,
    dismissFailure,
  };
}
