/** What every analytics section shares: its titled frame and its loading and error states. */
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { VotePeriod } from '@/api/vote/types';
import { visuallyHidden } from '@/components/visuallyHidden';
import { RetryAlert } from '@/components/RetryAlert';

export function SectionError({
  message,
  onRetry,
  action,
}: {
  message: ReactNode;
  onRetry: () => void;
  action?: ReactNode;
}) {
  return (
    <RetryAlert onRetry={onRetry} retryLabel={<FormattedMessage id="analytics.retry" />} action={action}>
      {message}
    </RetryAlert>
  );
}

export function SectionLoading({ label, height = 120 }: { label: ReactNode; height?: number }) {
  return (
    <Box aria-busy="true">
      <Box role="status" sx={visuallyHidden}>
        {label}
      </Box>
      <Skeleton variant="rounded" height={height} aria-hidden="true" />
    </Box>
  );
}

/** A section titled with its period ("Trending in the last day"); `headingId` names it. */
export function PeriodSection({
  name,
  period,
  headingId,
  children,
}: {
  name: 'summary' | 'trending';
  period: VotePeriod;
  headingId: string;
  children: ReactNode;
}) {
  const intl = useIntl();
  return (
    <Stack component="section" spacing={2} aria-labelledby={headingId}>
      <Typography id={headingId} variant="h5" component="h2">
        <FormattedMessage
          id={`analytics.${name}.title`}
          values={{ period: intl.formatMessage({ id: `analytics.period.${period}.long` }) }}
        />
      </Typography>
      {children}
    </Stack>
  );
}
