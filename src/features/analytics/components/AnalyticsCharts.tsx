/**
 * Votes and voters over time (GET /api/vote/analytics) for all content or one, for signed-in
 * users: the last 14 points for hour, 7 otherwise. Each chart has a table of the same numbers.
 */
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ApiError } from '@/api/http';
import type { AnalyticsPoint, VotePeriod } from '@/api/vote/types';
import { useGetVoteAnalyticsQuery } from '@/api/vote/voteApi';
import { useFormatters } from '@/lib/format';
import { chartPointCount, chartPoints, pointLabelOptions } from '../model/analyticsView';
import { serverMessage } from '@/api/http';
import { ChartFigure, type ChartRow } from './ChartFigure';
import { ContentPicker, type PickedContent } from './ContentPicker';
import { SectionError, SectionLoading } from './SectionState';

export interface AnalyticsChartsProps {
  period: VotePeriod;
  /** The one content shown, or null for all. */
  content: PickedContent | null;
  onContentChange: (content: PickedContent | null) => void;
}

/** How many points each chart shows for the period. */
function PointsNote({ period }: { period: VotePeriod }) {
  const intl = useIntl();
  const format = useFormatters();
  return (
    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
      <FormattedMessage
        id="analytics.chart.pointsNote"
        values={{
          count: chartPointCount(period),
          points: format.integer(chartPointCount(period)),
          period: intl.formatMessage({ id: `analytics.period.${period}.unit` }),
        }}
      />
    </Typography>
  );
}

interface ChartPairProps {
  points: AnalyticsPoint[];
  period: VotePeriod;
  fetching: boolean;
  /** The content the charts are of, or the words for all content. */
  scope: string;
}

/** The votes and the voters charts side by side, each with its table. */
function ChartPair({ points, period, fetching, scope }: ChartPairProps) {
  const intl = useIntl();
  const format = useFormatters();
  const rows = (metric: 'votes' | 'voters'): ChartRow[] =>
    points.map((point) => ({
      timestamp: point.timestamp,
      axisLabel: format.date(point.timestamp, pointLabelOptions(period, 'axis')),
      tableLabel:
        period === 'week'
          ? intl.formatMessage(
              { id: 'analytics.chart.weekOf' },
              { date: format.date(point.timestamp, pointLabelOptions(period, 'table')) },
            )
          : format.date(point.timestamp, pointLabelOptions(period, 'table')),
      value: point[metric],
      valueText: format.integer(point[metric]),
    }));

  const timeHeader = intl.formatMessage({ id: `analytics.chart.time.${period}` });

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', lg: 'repeat(2, minmax(0, 1fr))' },
        opacity: fetching ? 0.7 : 1,
      }}
      aria-busy={fetching}
      data-points={points.length}
    >
      <ChartFigure
        variant="bar"
        title={intl.formatMessage({ id: 'analytics.chart.votesTitle' }, { scope })}
        timeHeader={timeHeader}
        valueHeader={intl.formatMessage({ id: 'analytics.chart.votes' })}
        rows={rows('votes')}
        formatValue={format.integer}
      />
      <ChartFigure
        variant="line"
        title={intl.formatMessage({ id: 'analytics.chart.votersTitle' }, { scope })}
        timeHeader={timeHeader}
        valueHeader={intl.formatMessage({ id: 'analytics.chart.voters' })}
        rows={rows('voters')}
        formatValue={format.integer}
      />
    </Box>
  );
}

export function AnalyticsCharts({ period, content, onContentChange }: AnalyticsChartsProps) {
  const intl = useIntl();
  const headingId = useId();
  const query = useGetVoteAnalyticsQuery({ period, contentId: content?.id });
  // An answer for another period (a late one) is never drawn with this period's labels.
  const points = query.data && query.data.period === period ? chartPoints(query.data.points, period) : null;

  let body;
  if (query.isError) {
    body = (
      <SectionError
        message={serverMessage(query.error as ApiError, intl) ?? intl.formatMessage({ id: 'analytics.chart.failed' })}
        onRetry={() => void query.refetch()}
        action={
          content ? (
            <Button color="inherit" size="small" onClick={() => onContentChange(null)}>
              <FormattedMessage id="analytics.chart.showAll" />
            </Button>
          ) : undefined
        }
      />
    );
  } else if (!points) {
    body = <SectionLoading label={<FormattedMessage id="analytics.chart.loading" />} height={300} />;
  } else if (points.length === 0) {
    body = (
      <Typography role="status" sx={{ color: 'text.secondary', py: 2 }}>
        <FormattedMessage id="analytics.chart.empty" />
      </Typography>
    );
  } else {
    body = (
      <ChartPair
        points={points}
        period={period}
        fetching={query.isFetching}
        scope={content ? content.title : intl.formatMessage({ id: 'analytics.chart.allContent' })}
      />
    );
  }

  return (
    <Stack component="section" spacing={2} aria-labelledby={headingId}>
      <Typography id={headingId} variant="h5" component="h2">
        <FormattedMessage id="analytics.chart.title" />
      </Typography>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ alignItems: { md: 'center' }, justifyContent: 'space-between' }}
      >
        <ContentPicker value={content} onChange={onContentChange} />
        <PointsNote period={period} />
      </Stack>
      {body}
    </Stack>
  );
}
