/**
 * Casting a vote the optimistic way: the card changes at once, the backend is asked, and a
 * refusal undoes the change and leaves a message on the card (and a toast). One vote per
 * content at a time.
 */
import { useCallback, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { CastVoteRequest } from '@/api/vote/types';
import { useCastVoteMutation } from '@/api/vote/voteApi';
import { useToast } from '@/components/toast/useToast';
import { useAppDispatch, useAppStore } from '@/lib/store/hooks';
import { applyOptimisticVote, undoAll } from './optimisticVote';
import { serverMessage } from '@/api/http';

export interface VoteFailure {
  vote: CastVoteRequest;
  /** The server's reason, or the generic one. */
  message: string;
}

export interface OptimisticVoting {
  vote: (vote: CastVoteRequest) => Promise<boolean>;
  isPending: (contentId: string) => boolean;
  failureFor: (contentId: string) => VoteFailure | null;
  dismissFailure: (contentId: string) => void;
}

export function useOptimisticVote(): OptimisticVoting {
  const intl = useIntl();
  const toast = useToast();
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const [castVote] = useCastVoteMutation();
  const [pending, setPending] = useState<ReadonlySet<string>>(() => new Set());
  const [failures, setFailures] = useState<Readonly<Record<string, VoteFailure>>>({});
  // State lands after the event: this stops a second vote on the same content in the same frame.
  const inFlight = useRef(new Set<string>());

  const vote = useCallback(
    async (request: CastVoteRequest): Promise<boolean> => {
      const { contentId } = request;
      if (inFlight.current.has(contentId)) return false;
      inFlight.current.add(contentId);
      setPending((current) => new Set(current).add(contentId));
      setFailures(({ [contentId]: _dropped, ...rest }) => rest);
      const patches = applyOptimisticVote(dispatch, store.getState(), request);
      try {
        await castVote(request).unwrap();
        toast.success(intl.formatMessage({ id: 'voting.vote.success' }));
        return true;
      } catch (error) {
        undoAll(patches);
        const message = serverMessage(error, intl) ?? intl.formatMessage({ id: 'voting.vote.failed' });
        setFailures((current) => ({ ...current, [contentId]: { vote: request, message } }));
        toast.error(intl.formatMessage({ id: 'voting.vote.undone' }, { message }));
        return false;
      } finally {
        inFlight.current.delete(contentId);
        setPending((current) => {
          const next = new Set(current);
          next.delete(contentId);
          return next;
        });
      }
    },
    [castVote, dispatch, intl, store, toast],
  );

  return {
    vote,
    isPending: (contentId) => pending.has(contentId),
    failureFor: (contentId) => failures[contentId] ?? null,
    dismissFailure: (contentId) => setFailures(({ [contentId]: _dropped, ...rest }) => rest),
  };
}
