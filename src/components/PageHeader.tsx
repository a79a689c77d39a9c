/**
 * The one page header: the page's h1, an optional line of introduction, and an optional action
 * at the end of the title row (a link to a related page), wrapping on narrow screens.
 */
import type { ReactNode } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export interface PageHeaderProps {
  title: ReactNode;
  intro?: ReactNode;
  action?: ReactNode;
  /** Anything else that belongs to the header (a balance line, a notice). */
  children?: ReactNode;
}

export function PageHeader({ title, intro, action, children }: PageHeaderProps) {
  return (
    <Stack spacing={1}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
          {title}
        </Typography>
        {action}
      </Stack>
      {intro && <Typography sx={{ color: 'text.secondary' }}>{intro}</Typography>}
      {children}
    </Stack>
  );
}
