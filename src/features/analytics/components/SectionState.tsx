/** The loading and error states every analytics section shares; each section fails on its own. */
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import { visuallyHidden } from '@/components/visuallyHidden';

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
    <Alert
      severity="error"
      action={
        <>
          {action}
          <Button color="inherit" size="small" onClick={onRetry}>
            <FormattedMessage id="analytics.retry" />
          </Button>
        </>
      }
    >
      {message}
    </Alert>
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
