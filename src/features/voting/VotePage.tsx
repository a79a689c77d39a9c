// /vote: tabs, a title search and pages of cards, all kept in the address (votePageParams.ts).
// Anyone can look; voting asks an anonymous visitor to sign in and brings them back to the same
// content with its Vote dialog open.
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation, useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { ApiError } from '@/api/http';
import type { Content, ContentKind, Emotion } from '@/api/vote/types';
import { useGetContentsQuery } from '@/api/vote/voteApi';
import { SkippedRowsNotice } from '@/components/SkippedRowsNotice';
import { useDocumentTitle } from '@/components/useDocumentTitle';
import { useFormatters } from '@/lib/format';
import { ContentCard } from './components/ContentCard';
import { ActionButton, ContentGridSkeleton, ListEmpty, ListError, cardGridSx } from './components/ContentGrid';
import { SearchField } from './components/SearchField';
import { VOTE_DIALOG, VoteDialog } from './components/VoteDialog';
import { serverMessage } from '@/api/http';
import { useAccountChangeRefresh } from './useAccountChangeRefresh';
import { useOptimisticVote } from './useOptimisticVote';
import { useVoteAccount, type VoteAccount } from './useVoteAccount';
import {
  CONTENT_PAGE_SIZE,
  readVotePageParams,
  returnPathFor,
  writeVotePageParams,
  type VotePageParams,
} from './votePageParams';
import { PageHeader } from '@/components/PageHeader';
import { useStableCallback } from '@/lib/hooks/useStableCallback';
import { closeDialog, openDialog, useDialog } from '@/components/dialog/dialogStore';

export interface VotePageProps {
  /** Starts sign-in; the visitor comes back to `returnPath` (this page, this content). */
  onSignInRequest: (returnPath: string) => void;
}

const TABS: readonly ContentKind[] = ['content', 'kyc'];

function BalanceLine({ account }: { account: VoteAccount }) {
  const format = useFormatters();
  if (account.status !== 'ready') return null;
  const { votes, error, retry } = account.balance;
  if (error) {
    return (
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        <FormattedMessage id="voting.balance.failed" />{' '}
        <Button size="small" onClick={retry}>
          <FormattedMessage id="voting.retry" />
        </Button>
      </Typography>
    );
  }
  return (
    <Typography variant="body2" sx={{ color: 'text.secondary' }} data-testid="vote-balance">
      {votes === null ? (
        <FormattedMessage id="voting.balance.loading" />
      ) : (
        <FormattedMessage id="voting.balance.value" values={{ count: Number(votes), votes: format.integer(votes) }} />
      )}
    </Typography>
  );
}

export default function VotePage({ onSignInRequest }: VotePageProps) {
  const intl = useIntl();
  const { pathname } = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const params = readVotePageParams(searchParams);
  const account = useVoteAccount();
  const voting = useOptimisticVote();
  useAccountChangeRefresh();
  const idBase = useId();
  useDocumentTitle(intl.formatMessage({ id: 'voting.pageTitle' }));

  const query = useGetContentsQuery({
    kind: params.tab === 'kyc' ? 'kyc' : undefined,
    page: params.page,
    size: CONTENT_PAGE_SIZE,
    q: params.q.trim() || undefined,
  });
  const items = query.data?.items ?? [];
  const total = query.data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / CONTENT_PAGE_SIZE));

  const update = useCallback(
    (change: Partial<VotePageParams>, replace = false) => {
      setSearchParams((current) => writeVotePageParams({ ...readVotePageParams(current), content: null, ...change }), {
        replace,
      });
    },
    [setSearchParams],
  );
  const search = useCallback((q: string) => update({ q, page: 1 }, true), [update]);

  const voteButtons = useRef(new Map<string, HTMLButtonElement>());
  // Stable, so that opening the dialog re-renders none of the (memoised) cards.
  const chooseContent = useCallback((content: Content) => openDialog(VOTE_DIALOG, content.content_id), []);
  const registerVoteButton = useCallback((contentId: string, button: HTMLButtonElement | null) => {
    if (button) voteButtons.current.set(contentId, button);
    else voteButtons.current.delete(contentId);
  }, []);

  // Bring the content the address points at into view once it is on the page.
  const scrolledTo = useRef<string | null>(null);
  useEffect(() => {
    if (!params.content || scrolledTo.current === params.content) return;
    const card = document.getElementById(`content-${params.content}`);
    if (!card) return;
    scrolledTo.current = params.content;
    card.scrollIntoView?.({ block: 'center' });
    if (account.status === 'anonymous') voteButtons.current.get(params.content)?.focus();
  }, [params.content, query.data, account.status]);

  const tabId = (tab: ContentKind) => `${idBase}-tab-${tab}`;
  const panelId = `${idBase}-panel`;
  const errorText = query.isError
    ? (serverMessage(query.error as ApiError, intl) ??
      intl.formatMessage({ id: params.tab === 'kyc' ? 'voting.list.kycFailed' : 'voting.list.failed' }))
    : null;

  let body;
  if (query.isError && !query.data) {
    body = <ListError message={errorText} onRetry={() => void query.refetch()} />;
  } else if (!query.data) {
    body = <ContentGridSkeleton count={6} />;
  } else if (items.length === 0) {
    body = params.q.trim() ? (
      <ListEmpty
        action={
          <ActionButton onClick={() => update({ q: '', page: 1 })}>
            <FormattedMessage id="voting.list.clearSearch" />
          </ActionButton>
        }
      >
        <FormattedMessage id="voting.list.noMatch" values={{ q: params.q.trim() }} />
      </ListEmpty>
    ) : params.page > 1 && total > 0 ? (
      <ListEmpty
        action={
          <ActionButton onClick={() => update({ page: 1 })}>
            <FormattedMessage id="voting.list.firstPage" />
          </ActionButton>
        }
      >
        <FormattedMessage id="voting.list.pastEnd" />
      </ListEmpty>
    ) : (
      <ListEmpty>
        <FormattedMessage id={params.tab === 'kyc' ? 'voting.list.emptyKyc' : 'voting.list.empty'} />
      </ListEmpty>
    );
  } else {
    body = (
      <Stack spacing={3}>
        {query.isError && <ListError message={errorText} onRetry={() => void query.refetch()} />}
        <Box component="ul" sx={{ ...cardGridSx, opacity: query.isFetching ? 0.7 : 1 }} aria-busy={query.isFetching}>
          {items.map((content) => (
            <li key={content.content_id}>
              <ContentCard
                content={content}
                onVote={chooseContent}
                pending={voting.isPending(content.content_id)}
                unknown={voting.isUnknown(content.content_id)}
                failure={voting.failureFor(content.content_id)}
                onDismissFailure={voting.dismissFailure}
                highlighted={params.content === content.content_id}
                registerVoteButton={registerVoteButton}
              />
            </li>
          ))}
        </Box>
        {pageCount > 1 && (
          <Stack sx={{ alignItems: 'center' }}>
            <Pagination
              count={pageCount}
              page={Math.min(params.page, pageCount)}
              onChange={(_event, page) => {
                update({ page });
                document.getElementById(panelId)?.scrollIntoView?.({ block: 'start' });
              }}
              getItemAriaLabel={(type, page, selected) =>
                intl.formatMessage({ id: `voting.pagination.${type}` }, { page: page ?? 0, selected: String(selected) })
              }
              aria-label={intl.formatMessage({ id: 'voting.pagination.label' })}
            />
          </Stack>
        )}
      </Stack>
    );
  }

  return (
    <Stack spacing={3}>
      <PageHeader title={<FormattedMessage id="voting.title" />} intro={<FormattedMessage id="voting.intro" />}>
        <BalanceLine account={account} />
        {account.status === 'anonymous' && (
          <Alert
            severity="info"
            role="note"
            action={
              <Button
                color="inherit"
                size="small"
                onClick={() => onSignInRequest(pathname + (searchParams.size ? `?${searchParams}` : ''))}
              >
                <FormattedMessage id="voting.signIn" />
              </Button>
            }
          >
            <FormattedMessage id="voting.anonymousNotice" />
          </Alert>
        )}
      </PageHeader>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { md: 'center' } }}
      >
        <Tabs
          value={params.tab}
          onChange={(_event, tab: ContentKind) => update({ tab, page: 1 })}
          aria-label={intl.formatMessage({ id: 'voting.tabs.label' })}
        >
          {TABS.map((tab) => (
            <Tab
              key={tab}
              value={tab}
              id={tabId(tab)}
              aria-controls={panelId}
              label={intl.formatMessage({ id: tab === 'kyc' ? 'voting.tabs.kyc' : 'voting.tabs.content' })}
            />
          ))}
        </Tabs>
        <SearchField value={params.q} onSearch={search} />
      </Stack>
      <Box role="tabpanel" id={panelId} aria-labelledby={tabId(params.tab)}>
        {query.data && query.data.skipped > 0 && (
          <Box sx={{ mb: 2 }}>
            <SkippedRowsNotice count={query.data.skipped} />
          </Box>
        )}
        {body}
      </Box>
      <VoteDialogHost
        items={items}
        account={account}
        returnTo={params.content}
        onReturnHandled={() => update({}, true)}
        onSubmit={(content, emotion, amount) => {
          if (account.wallet)
            void voting.vote({ contentId: content.content_id, emotion, amount, walletAddress: account.wallet });
        }}
        onSignIn={(content) => onSignInRequest(returnPathFor(pathname, params, content.content_id))}
        onExited={(content) => voteButtons.current.get(content.content_id)?.focus()}
      />
    </Stack>
  );
}

interface VoteDialogHostProps {
  items: readonly Content[];
  account: VoteAccount;
  /** The content the address names: sign-in brought the visitor back to vote on it. */
  returnTo: string | null;
  /** Sign-in's return is dealt with: the address forgets the content (a reload does not reopen it). */
  onReturnHandled: () => void;
  onSubmit: (content: Content, emotion: Emotion, amount: number) => void;
  onSignIn: (content: Content) => void;
  /** Closed: the focus goes back to the card's Vote button (sign-in's return had no focus to go back to). */
  onExited: (content: Content) => void;
}

/**
 * The page's one Vote dialog: a Vote press opens it by name (the dialog store) with the
 * content's id, and re-renders this, not the page. Hidden, it holds the last content shown.
 */
function VoteDialogHost({
  items,
  account,
  returnTo,
  onReturnHandled,
  onSubmit,
  onSignIn,
  onExited,
}: VoteDialogHostProps) {
  const { open, payload } = useDialog<string>(VOTE_DIALOG);
  const [heldId, setHeldId] = useState<string | null>(null);
  if (open && payload !== undefined && payload !== heldId) setHeldId(payload);
  const held = items.find((item) => item.content_id === (open ? payload : heldId)) ?? items[0] ?? null;

  // Sign-in brought the visitor back: the dialog opens once the content is on the page.
  const returning = account.status !== 'anonymous' && items.some((item) => item.content_id === returnTo);
  useEffect(() => {
    if (returning && returnTo) openDialog(VOTE_DIALOG, returnTo);
  }, [returning, returnTo]);
  // Leaving the page closes it (the store outlives the page).
  useEffect(() => () => closeDialog(VOTE_DIALOG), []);

  // The same close every render: the dialog's memoised buttons take it.
  const close = useStableCallback(() => {
    closeDialog(VOTE_DIALOG);
    if (returnTo) onReturnHandled();
  });

  if (!held) return null;
  return (
    <VoteDialog
      content={held}
      account={account}
      onClose={close}
      onSubmit={(emotion, amount) => {
        close();
        onSubmit(held, emotion, amount);
      }}
      onSignIn={() => onSignIn(held)}
      onExited={() => onExited(held)}
    />
  );
}
