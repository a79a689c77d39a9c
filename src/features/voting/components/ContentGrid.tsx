/**
 * One page of content cards with its loading, empty and error states. A failed listing says
 * why and offers a retry; the rest of the page (tabs, search, balance) keeps working.
 */
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@/components/visuallyHidden';
import { RetryAlert } from '@/components/RetryAlert';

export const cardGridSx = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
  listStyle: 'none',
  m: 0,
  p: 0,
} as const;

export function ContentGridSkeleton({ count }: { count: number }) {
  return (
    <Box aria-busy="true">
      <Box role="status" sx={visuallyHidden}>
        <FormattedMessage id="voting.list.loading" />
      </Box>
      <Box sx={cardGridSx} aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <Card key={index} variant="outlined">
            <Skeleton variant="rectangular" height={160} />
            <CardContent>
              <Skeleton width="80%" height={28} />
              <Skeleton width="60%" />
              <Skeleton width="40%" />
            </CardContent>
          </Card>
        ))}
      </Box>
    </Box>
  );
}

export function ListError({ message, onRetry }: { message: ReactNode; onRetry: () => void }) {
  return (
    <RetryAlert onRetry={onRetry} retryLabel={<FormattedMessage id="voting.retry" />}>
      {message}
    </RetryAlert>
  );
}

export function ListEmpty({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <Stack spacing={1.5} role="status" sx={{ py: 6, alignItems: 'center', textAlign: 'center' }}>
      <Typography sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>{children}</Typography>
      {action}
    </Stack>
  );
}

export function ActionButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <Button variant="outlined" onClick={onClick}>
      {children}
    </Button>
  );
}
