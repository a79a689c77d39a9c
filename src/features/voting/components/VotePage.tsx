// /vote: tabs, a title search and pages of cards, all kept in the address (votePageParams.ts).
// Anyone can look; voting asks an anonymous visitor to sign in and brings them back to the same
// content with its Vote dialog open. The model is useVotePage.ts.
import { useId } from 'react';
import { useIntl } from 'react-intl';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { ContentKind } from '@/api/vote/types';
import { SkippedRowsNotice } from '@/components/SkippedRowsNotice';
import { ContentList } from './ContentList';
import { SearchField } from './SearchField';
import { VoteDialogHost } from './VoteDialogHost';
import { VotePageHeader } from './VotePageHeader';
import { useVotePage, type VotePageModel } from '../model/useVotePage';

export interface VotePageProps {
  /** Starts sign-in; the visitor comes back to `returnPath` (this page, this content). */
  onSignInRequest: (returnPath: string) => void;
}

const TABS: readonly ContentKind[] = ['content', 'kyc'];

export default function VotePage({ onSignInRequest }: VotePageProps) {
  const page = useVotePage(onSignInRequest);
  const { params, query, update } = page;
  const idBase = useId();
  const tabId = (tab: ContentKind) => `${idBase}-tab-${tab}`;
  const panelId = `${idBase}-panel`;

  return (
    <Stack spacing={3}>
      <VotePageHeader account={page.account} onSignIn={page.signIn} />
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { md: 'center' } }}
      >
        <ContentTabs page={page} tabId={tabId} panelId={panelId} />
        <SearchField value={params.q} onSearch={page.search} />
      </Stack>
      <Box role="tabpanel" id={panelId} aria-labelledby={tabId(params.tab)}>
        {query.data && query.data.skipped > 0 && (
          <Box sx={{ mb: 2 }}>
            <SkippedRowsNotice count={query.data.skipped} />
          </Box>
        )}
        <ContentList page={page} panelId={panelId} />
      </Box>
      <VoteDialogHost
        items={page.items}
        account={page.account}
        returnTo={params.content}
        onReturnHandled={() => update({}, true)}
        onSubmit={page.submitVote}
        onSignIn={page.signInFor}
        onExited={page.focusVoteButton}
      />
    </Stack>
  );
}

interface ContentTabsProps {
  page: VotePageModel;
  tabId: (tab: ContentKind) => string;
  panelId: string;
}

function ContentTabs({ page: { params, update }, tabId, panelId }: ContentTabsProps) {
  const intl = useIntl();
  return (
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
  );
}
