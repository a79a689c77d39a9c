/** The content with the most votes in the period (GET /api/vote/trending), titles as plain text. */
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ApiError } from '@/api/http';
import type { TrendingItem, VotePeriod } from '@/api/vote/types';
import { useGetTrendingQuery } from '@/api/vote/voteApi';
import { SkippedRowsNotice } from '@/components/SkippedRowsNotice';
import { visuallyHidden } from '@/components/visuallyHidden';
import { useFormatters } from '@/lib/format';
import { TRENDING_LIMIT } from '../model/analyticsView';
import { EmotionIcon } from '@/components/EmotionIcon';
import { serverMessage } from '@/api/http';
import { PeriodSection, SectionError, SectionLoading } from './SectionState';

export interface TrendingListProps {
  period: VotePeriod;
  /** Shows one content in the charts (signed-in users); absent: no such button. */
  onShowInCharts?: (item: TrendingItem) => void;
}

function Change({ percent }: { percent: number }) {
  const format = useFormatters();
  const direction = percent > 0 ? 'up' : percent < 0 ? 'down' : 'flat';
  return (
    <Typography
      variant="body2"
      component="span"
      sx={{
        color: direction === 'up' ? 'success.main' : direction === 'down' ? 'error.main' : 'text.secondary',
        whiteSpace: 'nowrap',
      }}
    >
      <FormattedMessage
        id="analytics.trending.change"
        values={{ direction, value: format.decimal(Math.abs(percent), { maxFractionDigits: 1 }) }}
      />
    </Typography>
  );
}

interface TrendingRowProps {
  item: TrendingItem;
  index: number;
  headingId: string;
  onShowInCharts?: (item: TrendingItem) => void;
}

function TrendingRow({ item, index, headingId, onShowInCharts }: TrendingRowProps) {
  const intl = useIntl();
  const format = useFormatters();
  return (
    <Box
      component="li"
      data-content-id={item.content_id}
      sx={{
        display: 'grid',
        gridTemplateColumns: 'auto 1fr auto',
        gap: 2,
        alignItems: 'center',
        p: 1.5,
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
      }}
    >
      <Typography variant="h6" component="span" sx={{ minWidth: '2ch', textAlign: 'center', color: 'text.secondary' }}>
        <Box component="span" sx={visuallyHidden}>
          <FormattedMessage id="analytics.trending.rank" values={{ rank: format.integer(index + 1) }} />
        </Box>
        <span aria-hidden="true">{format.integer(index + 1)}</span>
      </Typography>
      <Stack spacing={0.25} sx={{ minWidth: 0 }}>
        <Typography id={`${headingId}-${item.content_id}-title`} sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {item.title}
        </Typography>
        <Stack direction="row" spacing={1.5} sx={{ flexWrap: 'wrap', alignItems: 'center' }} useFlexGap>
          <Typography variant="body2">
            <FormattedMessage
              id="analytics.trending.votes"
              values={{ count: item.total_votes, votes: format.integer(item.total_votes) }}
            />
          </Typography>
          <Change percent={item.change_percent} />
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            <FormattedMessage
              id="analytics.trending.topEmotion"
              values={{
                icon: <EmotionIcon emotion={item.top_emotion} />,
                emotion: intl.formatMessage({ id: `voting.emotion.${item.top_emotion}` }),
              }}
            />
          </Typography>
        </Stack>
      </Stack>
      {onShowInCharts ? (
        <Button
          size="small"
          onClick={() => onShowInCharts(item)}
          // The name starts with the visible words (WCAG 2.5.3) and then names the content.
          id={`${headingId}-${item.content_id}-show`}
          aria-labelledby={`${headingId}-${item.content_id}-show ${headingId}-${item.content_id}-title`}
        >
          <FormattedMessage id="analytics.trending.showInCharts" />
        </Button>
      ) : (
        <span />
      )}
    </Box>
  );
}

export function TrendingList({ period, onShowInCharts }: TrendingListProps) {
  const intl = useIntl();
  const headingId = useId();
  const query = useGetTrendingQuery({ period, limit: TRENDING_LIMIT });
  const items = query.data?.items;

  let body;
  if (query.isError) {
    body = (
      <SectionError
        message={
          serverMessage(query.error as ApiError, intl) ?? intl.formatMessage({ id: 'analytics.trending.failed' })
        }
        onRetry={() => void query.refetch()}
      />
    );
  } else if (!items) {
    body = <SectionLoading label={<FormattedMessage id="analytics.trending.loading" />} height={240} />;
  } else if (items.length === 0) {
    body = (
      <Typography role="status" sx={{ color: 'text.secondary', py: 2 }}>
        <FormattedMessage id="analytics.trending.empty" />
      </Typography>
    );
  } else {
    body = (
      <Box
        component="ol"
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1, opacity: query.isFetching ? 0.7 : 1 }}
        aria-busy={query.isFetching}
      >
        {items.map((item, index) => (
          <TrendingRow
            key={item.content_id}
            item={item}
            index={index}
            headingId={headingId}
            onShowInCharts={onShowInCharts}
          />
        ))}
      </Box>
    );
  }

  return (
    <PeriodSection name="trending" period={period} headingId={headingId}>
      {!query.isError && <SkippedRowsNotice count={query.data?.skipped} />}
      {body}
    </PeriodSection>
  );
}
