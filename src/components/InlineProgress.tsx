/**
 * A short "working on it" line: a small spinner beside its text, in a polite live region
 * (role="status"), for a part of a page or dialog still being read.
 */
import type { ReactNode } from 'react';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography, { type TypographyProps } from '@mui/material/Typography';

export function InlineProgress({
  children,
  variant = 'body1',
}: {
  children: ReactNode;
  variant?: TypographyProps['variant'];
}) {
  return (
    <Stack direction="row" spacing={1} role="status" sx={{ alignItems: 'center' }}>
      <CircularProgress size={16} aria-hidden="true" />
      <Typography variant={variant}>{children}</Typography>
    </Stack>
  );
}
