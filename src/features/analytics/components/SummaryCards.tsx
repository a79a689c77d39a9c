/** Totals of the period (GET /api/vote/summary): votes, voters, contents and votes per emotion. */
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ApiError } from '@/api/http';
import type { VotePeriod } from '@/api/vote/types';
import { useGetVoteSummaryQuery } from '@/api/vote/voteApi';
import { useFormatters } from '@/lib/format';
import { EmotionIcon } from '@/components/EmotionIcon';
import { serverMessage } from '@/api/http';
import { PeriodSection, SectionError, SectionLoading } from './SectionState';

const grid = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' },
  listStyle: 'none',
  m: 0,
  p: 0,
} as const;

function Figure({ labelId, value }: { labelId: string; value: string }) {
  return (
    <Card component="li" variant="outlined">
      <CardContent>
        <Typography variant="body2" component="p" sx={{ color: 'text.secondary' }}>
          <FormattedMessage id={labelId} />
        </Typography>
        <Typography variant="h4" component="p" sx={{ fontWeight: 700 }}>
          {value}
        </Typography>
      </CardContent>
    </Card>
  );
}

export function SummaryCards({ period }: { period: VotePeriod }) {
  const intl = useIntl();
  const format = useFormatters();
  const headingId = useId();
  const query = useGetVoteSummaryQuery(period);
  const data = query.data;

  let body;
  if (query.isError) {
    body = (
      <SectionError
        message={serverMessage(query.error as ApiError, intl) ?? intl.formatMessage({ id: 'analytics.summary.failed' })}
        onRetry={() => void query.refetch()}
      />
    );
  } else if (!data) {
    body = <SectionLoading label={<FormattedMessage id="analytics.summary.loading" />} />;
  } else {
    const largest = Math.max(1, ...data.by_emotion.map((entry) => entry.count));
    body = (
      <Stack spacing={2} sx={{ opacity: query.isFetching ? 0.7 : 1 }} aria-busy={query.isFetching}>
        <Box component="ul" sx={grid}>
          <Figure labelId="analytics.summary.votes" value={format.integer(data.total_votes)} />
          <Figure labelId="analytics.summary.voters" value={format.integer(data.total_voters)} />
          <Figure labelId="analytics.summary.contents" value={format.integer(data.total_contents)} />
        </Box>
        <Card variant="outlined">
          <CardContent>
            <Typography variant="subtitle1" component="h3" gutterBottom>
              <FormattedMessage id="analytics.summary.byEmotion" />
            </Typography>
            {data.by_emotion.length === 0 || data.total_votes === 0 ? (
              <Typography sx={{ color: 'text.secondary' }} role="status">
                <FormattedMessage id="analytics.summary.noVotes" />
              </Typography>
            ) : (
              <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
                {data.by_emotion.map(({ emotion, count }) => (
                  <Box
                    component="li"
                    key={emotion}
                    sx={{ display: 'grid', gridTemplateColumns: '8rem 1fr 4rem', gap: 1, alignItems: 'center' }}
                  >
                    <Typography variant="body2">
                      <EmotionIcon emotion={emotion} /> {intl.formatMessage({ id: `voting.emotion.${emotion}` })}
                    </Typography>
                    <Box
                      aria-hidden="true"
                      sx={{ height: 8, borderRadius: 4, bgcolor: 'action.hover', overflow: 'hidden' }}
                    >
                      <Box sx={{ height: '100%', width: `${(count / largest) * 100}%`, bgcolor: 'primary.main' }} />
                    </Box>
                    <Typography variant="body2" sx={{ textAlign: 'end' }}>
                      {format.integer(count)}
                    </Typography>
                  </Box>
                ))}
              </Box>
            )}
          </CardContent>
        </Card>
      </Stack>
    );
  }

  return (
    <PeriodSection name="summary" period={period} headingId={headingId}>
      {body}
    </PeriodSection>
  );
}
