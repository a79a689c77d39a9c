// /analytics: how votes trend over a period kept in the address. Public (vote-api.yaml has no
// security there), so anonymous visitors see the charts too; every section loads and fails on its
// own.
import { useCallback, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import Stack from '@mui/material/Stack';
import type { VotePeriod } from '@/api/vote/types';
import { useGetTrendingQuery } from '@/api/vote/voteApi';
import { useDocumentTitle } from '@/components/useDocumentTitle';
import { TRENDING_LIMIT, readAnalyticsView, writeAnalyticsView } from '../model/analyticsView';
import { AnalyticsCharts } from './AnalyticsCharts';
import type { PickedContent } from './ContentPicker';
import { PeriodSelector } from './PeriodSelector';
import { SummaryCards } from './SummaryCards';
import { TrendingList } from './TrendingList';
import { PageHeader } from '@/components/PageHeader';

export default function AnalyticsPage() {
  const intl = useIntl();
  const [searchParams, setSearchParams] = useSearchParams();
  const view = readAnalyticsView(searchParams);
  useDocumentTitle(intl.formatMessage({ id: 'analytics.pageTitle' }));

  // Titles of contents picked here; one named only by the address is looked for in trending.
  const [titles, setTitles] = useState<Readonly<Record<string, string>>>({});
  const trending = useGetTrendingQuery({ period: view.period, limit: TRENDING_LIMIT });
  const content: PickedContent | null = view.content
    ? {
        id: view.content,
        title:
          titles[view.content] ??
          trending.data?.items.find((item) => item.content_id === view.content)?.title ??
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
        <PageHeader
          title={<FormattedMessage id="analytics.title" />}
          intro={<FormattedMessage id="analytics.intro" />}
        />
        <PeriodSelector value={view.period} onChange={setPeriod} />
      </Stack>
      <SummaryCards period={view.period} />
      <TrendingList
        period={view.period}
        onShowInCharts={(item) => setContent({ id: item.content_id, title: item.title })}
      />
      <AnalyticsCharts period={view.period} content={content} onContentChange={setContent} />
    </Stack>
  );
}
