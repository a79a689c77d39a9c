// The /vote page's model: the address (tab, search, page, content), the page of contents, the
// card Vote buttons and what a vote or a sign-in does. VotePage.tsx renders it.
import { useCallback, useEffect, useRef, type RefObject } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useSearchParams } from 'react-router-dom';
import type { ApiError } from '@/api/http';
import { serverMessage } from '@/api/http';
import type { Content, Emotion } from '@/api/vote/types';
import { useGetContentsQuery, voteApi } from '@/api/vote/voteApi';
import { useOnAccountChange } from '@/lib/session';
import { useAppDispatch } from '@/lib/store/hooks';
import { openDialog } from '@/components/dialog/dialogStore';
import { useDocumentTitle } from '@/components/useDocumentTitle';
import { useOptimisticVote } from './useOptimisticVote';
import { useVerifiedAccount, type VerifiedAccount } from '@/lib/wallet/useVerifiedAccount';
import {
  CONTENT_PAGE_SIZE,
  readVotePageParams,
  returnPathFor,
  writeVotePageParams,
  type VotePageParams,
} from './votePageParams';

/** The Vote dialog's name in the dialog store; its payload is the content's id. */
export const VOTE_DIALOG = 'vote';

type VoteButtons = RefObject<Map<string, HTMLButtonElement>>;

function useVoteButtons() {
  const voteButtons = useRef(new Map<string, HTMLButtonElement>());
  // Stable, so that opening the dialog re-renders none of the (memoised) cards.
  const chooseContent = useCallback((content: Content) => openDialog(VOTE_DIALOG, content.content_id), []);
  const registerVoteButton = useCallback((contentId: string, button: HTMLButtonElement | null) => {
    if (button) voteButtons.current.set(contentId, button);
    else voteButtons.current.delete(contentId);
  }, []);
  return { voteButtons, chooseContent, registerVoteButton };
}

/** Brings the content the address points at into view once it is on the page. */
function useScrollToContent(
  content: string | null,
  data: unknown,
  status: VerifiedAccount['status'],
  buttons: VoteButtons,
) {
  const scrolledTo = useRef<string | null>(null);
  useEffect(() => {
    if (!content || scrolledTo.current === content) return;
    const card = document.getElementById(`content-${content}`);
    if (!card) return;
    scrolledTo.current = content;
    card.scrollIntoView?.({ block: 'center' });
    if (status === 'anonymous') buttons.current.get(content)?.focus();
  }, [content, data, status, buttons]);
}

function useAddressParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const update = useCallback(
    (change: Partial<VotePageParams>, replace = false) => {
      setSearchParams((current) => writeVotePageParams({ ...readVotePageParams(current), content: null, ...change }), {
        replace,
      });
    },
    [setSearchParams],
  );
  const search = useCallback((q: string) => update({ q, page: 1 }, true), [update]);
  return { searchParams, params: readVotePageParams(searchParams), update, search };
}

export function useVotePage(onSignInRequest: (returnPath: string) => void) {
  const intl = useIntl();
  const { pathname } = useLocation();
  const { searchParams, params, update, search } = useAddressParams();
  const account = useVerifiedAccount();
  const voting = useOptimisticVote();
  const dispatch = useAppDispatch();
  // Listings say which emotion the user chose, but their cache keys name no account.
  useOnAccountChange(() => dispatch(voteApi.util.invalidateTags(['Content', 'EmotionStatistics'])));
  useDocumentTitle(intl.formatMessage({ id: 'voting.pageTitle' }));
  const query = useGetContentsQuery({
    kind: params.tab === 'kyc' ? 'kyc' : undefined,
    page: params.page,
    size: CONTENT_PAGE_SIZE,
    q: params.q.trim() || undefined,
  });
  const total = query.data?.total ?? 0;
  const { voteButtons, chooseContent, registerVoteButton } = useVoteButtons();
  useScrollToContent(params.content, query.data, account.status, voteButtons);
  const errorText = query.isError
    ? (serverMessage(query.error as ApiError, intl) ??
      intl.formatMessage({ id: params.tab === 'kyc' ? 'voting.list.kycFailed' : 'voting.list.failed' }))
    : null;

  return {
    params,
    account,
    voting,
    query,
    items: query.data?.items ?? [],
    total,
    pageCount: Math.max(1, Math.ceil(total / CONTENT_PAGE_SIZE)),
    errorText,
    update,
    search,
    chooseContent,
    registerVoteButton,
    signIn: () => onSignInRequest(pathname + (searchParams.size ? `?${searchParams}` : '')),
    signInFor: (content: Content) => onSignInRequest(returnPathFor(pathname, params, content.content_id)),
    submitVote: (content: Content, emotion: Emotion, amount: number) => {
      if (account.wallet)
        void voting.vote({ contentId: content.content_id, emotion, amount, walletAddress: account.wallet });
    },
    focusVoteButton: (content: Content) => voteButtons.current.get(content.content_id)?.focus(),
  };
}

export type VotePageModel = ReturnType<typeof useVotePage>;
