/**
 * The look of the app's data tables (transactions, vote transfers), as MUI's small Table drew
 * it, in one style rule on the <table>: its rows and cells are plain elements. A page of 20 rows
 * was 100 MUI TableCells, each computing its styles at every render; changing the page took
 * 300–500 ms at 4× CPU. Cells say how they differ with attributes:
 *
 *   <td data-align="end">  numbers, at the end of the line
 *   <td data-nowrap>       dates, amounts, addresses: on one line
 *   <span data-muted>      secondary words
 *   <span data-tone="success|error|info|default">  an outlined status label
 *   <a>, <a data-monospace>  links, underlined as MUI's Link (hashes in a fixed-width font)
 *
 * Rows of a paged table are keyed with useRowKeys (src/lib/hooks/useRowKeys.ts): the next page
 * then changes the text of the same rows instead of building new ones, and a refresh of the
 * same page keeps each row with its item.
 */
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
