// The tab panel's body: the list's error, skeleton or empty states, or the cards and their pages.
import { FormattedMessage, useIntl } from 'react-intl';
import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import type { VotePageModel } from '../model/useVotePage';
import { ContentCard } from './ContentCard';
import { ActionButton, ContentGridSkeleton, ListEmpty, ListError, cardGridSx } from './ContentGrid';

interface ContentListProps {
  page: VotePageModel;
  /** The tab panel, scrolled to when the page number changes. */
  panelId: string;
}

export function ContentList({ page, panelId }: ContentListProps) {
  const { query, items, errorText } = page;
  if (query.isError && !query.data) return <ListError message={errorText} onRetry={() => void query.refetch()} />;
  if (!query.data) return <ContentGridSkeleton count={6} />;
  if (items.length === 0) return <NoContents page={page} />;
  return (
    <Stack spacing={3}>
      {query.isError && <ListError message={errorText} onRetry={() => void query.refetch()} />}
      <ContentCards page={page} />
      {page.pageCount > 1 && <ContentPagination page={page} panelId={panelId} />}
    </Stack>
  );
}

function NoContents({ page: { params, total, update } }: { page: VotePageModel }) {
  const q = params.q.trim();
  if (q)
    return (
      <ListEmpty
        action={
          <ActionButton onClick={() => update({ q: '', page: 1 })}>
            <FormattedMessage id="voting.list.clearSearch" />
          </ActionButton>
        }
      >
        <FormattedMessage id="voting.list.noMatch" values={{ q }} />
      </ListEmpty>
    );
  if (params.page > 1 && total > 0)
    return (
      <ListEmpty
        action={
          <ActionButton onClick={() => update({ page: 1 })}>
            <FormattedMessage id="voting.list.firstPage" />
          </ActionButton>
        }
      >
        <FormattedMessage id="voting.list.pastEnd" />
      </ListEmpty>
    );
  return (
    <ListEmpty>
      <FormattedMessage id={params.tab === 'kyc' ? 'voting.list.emptyKyc' : 'voting.list.empty'} />
    </ListEmpty>
  );
}

function ContentCards({
  page: { query, items, voting, params, chooseContent, registerVoteButton },
}: {
  page: VotePageModel;
}) {
  return (
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
  );
}

function ContentPagination({ page: { pageCount, params, update }, panelId }: ContentListProps) {
  const intl = useIntl();
  return (
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
  );
}
