// The data tables' look in one style rule on the <table>, over plain rows and cells that say how
// they differ by attributes (data-align="end", data-nowrap, data-muted, data-tone, data-monospace).
// See docs/performance.md#lists-and-page-changes.
import { alpha, darken, lighten, type Theme } from '@mui/material/styles';

/** An outlined status label (`<span data-tone="success|error|info|default">`), as MUI's small outlined Chip. */
export const statusLabelSx = (theme: Theme) => {
  const tone = (color: string) => ({ color, borderColor: alpha(color, 0.7) });
  return {
    display: 'inline-flex',
    alignItems: 'center',
    height: 24,
    px: '7px',
    border: '1px solid',
    borderRadius: '12px',
    fontSize: '0.8125rem',
    whiteSpace: 'nowrap',
    color: theme.palette.text.primary,
    borderColor: theme.palette.mode === 'light' ? theme.palette.grey[400] : theme.palette.grey[700],
    '&[data-tone="success"]': tone(theme.palette.success.main),
    '&[data-tone="error"]': tone(theme.palette.error.main),
    '&[data-tone="info"]': tone(theme.palette.info.main),
  } as const;
};

export const dataTableSx = (theme: Theme) => {
  const border = `1px solid ${
    theme.palette.mode === 'light'
      ? lighten(alpha(theme.palette.divider, 1), 0.88)
      : darken(alpha(theme.palette.divider, 1), 0.68)
  }`;
  return {
    width: '100%',
    borderCollapse: 'collapse',
    borderSpacing: 0,
    '& th, & td': {
      ...theme.typography.body2,
      padding: '6px 16px',
      borderBottom: border,
      textAlign: 'start',
      color: theme.palette.text.primary,
    },
    '& th': { fontWeight: theme.typography.fontWeightMedium, lineHeight: '1.5rem', whiteSpace: 'nowrap' },
    '& [data-align="end"]': { textAlign: 'end' },
    '& [data-nowrap]': { whiteSpace: 'nowrap' },
    '& [data-muted]': { color: theme.palette.text.secondary },
    '& [data-tone]': statusLabelSx(theme),
    '& a': {
      color: theme.palette.primary.main,
      textDecoration: 'underline',
      textDecorationColor: alpha(theme.palette.primary.main, 0.4),
      '&:hover': { textDecorationColor: 'inherit' },
    },
    '& [data-monospace]': { fontFamily: 'monospace' },
  } as const;
};
