/**
 * /analytics: how votes trend. A period (hour, day, week, month) kept in the address drives
 * every section; the trending list and the summary are public, the charts (one content or
 * all) are for signed-in users and load their drawing code lazily. Every section loads and
 * fails on its own, with its own retry.
 *
 * Mounted by src/app with `onSignInRequest` (the auth feature's startSignIn).
 */
import { useCallback, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation, useSearchParams } from 'react-router-dom';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { VotePeriod } from '@/api/vote/types';
import { useGetTrendingQuery } from '@/api/vote/voteApi';
import { useDocumentTitle } from '@/components/useDocumentTitle';
import { TRENDING_LIMIT, readAnalyticsView, writeAnalyticsView } from './analyticsView';
import { AnalyticsCharts } from './components/AnalyticsCharts';
import type { PickedContent } from './components/ContentPicker';
import { PeriodSelector } from './components/PeriodSelector';
import { SummaryCards } from './components/SummaryCards';
import { TrendingList } from './components/TrendingList';
import { useSignedIn } from '@/lib/session/hooks';
import { PageHeader } from '@/components/PageHeader';

export interface AnalyticsPageProps {
  /** Starts sign-in; the visitor comes back to `returnPath` (this page, this period). */
  onSignInRequest: (returnPath: string) => void;
}

export default function AnalyticsPage({ onSignInRequest }: AnalyticsPageProps) {
  const intl = useIntl();
  const { pathname, search } = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const view = readAnalyticsView(searchParams);
  const signedIn = useSignedIn();
  useDocumentTitle(intl.formatMessage({ id: 'analytics.pageTitle' }));

  // Titles of contents picked here; one named only by the address is looked for in trending.
  const [titles, setTitles] = useState<Readonly<Record<string, string>>>({});
  const trending = useGetTrendingQuery({ period: view.period, limit: TRENDING_LIMIT });
  const content: PickedContent | null = view.content
    ? {
        id: view.content,
        title:
          titles[view.content] ??
          trending.data?.find((item) => item.content_id === view.content)?.title ??
          intl.formatMessage({ id: 'analytics.picker.unknown' }, { id: view.content }),
      }
    : null;

  const setPeriod = useCallback(
    (period: VotePeriod) => setSearchParams((current) => writeAnalyticsView(current, { period })),
    [setSearchParams],
  );
  const setContent = useCallback(
    (picked: PickedContent | null) => {
      if (picked) setTitles((current) => ({ ...current, [picked.id]: picked.title }));
      setSearchParams((current) => writeAnalyticsView(current, { content: picked?.id ?? null }));
    },
    [setSearchParams, setTitles],
  );

  return (
    <Stack spacing={4}>
      <Stack spacing={2}>
        <PageHeader title={<FormattedMessage id="analytics.title" />} intro={<FormattedMessage id="analytics.intro" />} />
        <PeriodSelector value={view.period} onChange={setPeriod} />
      </Stack>
      <SummaryCards period={view.period} />
      <TrendingList
        period={view.period}
        onShowInCharts={signedIn ? (item) => setContent({ id: item.content_id, title: item.title }) : undefined}
      />
      {signedIn ? (
        <AnalyticsCharts period={view.period} content={content} onContentChange={setContent} />
      ) : (
        <Paper component="section" variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }} aria-labelledby="analytics-signin">
          <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
            <Typography id="analytics-signin" variant="h5" component="h2">
              <FormattedMessage id="analytics.chart.title" />
            </Typography>
            <Typography>
              <FormattedMessage id="analytics.signInPrompt" />
            </Typography>
            <Button variant="contained" onClick={() => onSignInRequest(pathname + search)}>
              <FormattedMessage id="analytics.signIn" />
            </Button>
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
