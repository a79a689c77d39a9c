// A content's votes per emotion. Until the statistics answer, or if they fail, the listing's own
// counts show, so a failed read never empties the card.
import { FormattedMessage, useIntl } from 'react-intl';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Content } from '@/api/vote/types';
import { useGetEmotionStatisticsQuery } from '@/api/vote/voteApi';
import { visuallyHidden } from '@/components/visuallyHidden';
import { useFormatters } from '@/lib/format';
import { EmotionIcon } from '@/components/EmotionIcon';
import { emotionCounts } from '@/lib/votes/emotions';

export function EmotionStats({ content }: { content: Content }) {
  const intl = useIntl();
  const format = useFormatters();
  const statistics = useGetEmotionStatisticsQuery(content.content_id);
  const live = statistics.data && !statistics.isError ? statistics.data.emotions : null;
  const counts = emotionCounts(live ?? content.emotions);

  return (
    <Stack spacing={0.5}>
      <Box
        component="ul"
        aria-label={intl.formatMessage({ id: 'voting.stats.label' })}
        aria-busy={statistics.isLoading}
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75, listStyle: 'none', m: 0, p: 0 }}
      >
        {counts.map(({ emotion, count }) => {
          const mine = content.my_emotion === emotion;
          const label = intl.formatMessage({ id: `voting.emotion.${emotion}` });
          return (
            <Box
              component="li"
              key={emotion}
              data-emotion={emotion}
              sx={{
                px: 1,
                py: 0.25,
                borderRadius: 4,
                border: 1,
                borderColor: mine ? 'primary.main' : 'divider',
                bgcolor: mine ? 'action.selected' : 'transparent',
                fontSize: '0.875rem',
                whiteSpace: 'nowrap',
              }}
            >
              <span aria-hidden="true">
                <EmotionIcon emotion={emotion} /> {format.integer(count)}
              </span>
              <Box component="span" sx={visuallyHidden}>
                {intl.formatMessage(
                  { id: mine ? 'voting.stats.itemMine' : 'voting.stats.item' },
                  { emotion: label, count: format.integer(count) },
                )}
              </Box>
            </Box>
          );
        })}
      </Box>
      {statistics.isError && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            <FormattedMessage id="voting.stats.unavailable" />
          </Typography>
          <Button size="small" onClick={() => void statistics.refetch()}>
            <FormattedMessage id="voting.retry" />
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
