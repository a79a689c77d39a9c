/**
 * The MUI theme: SPEC.md section 9's accent colours and radii, a compact/wide breakpoint at
 * 768 px (theme.breakpoints.up('md') is the wide layout), the system font (nothing to download)
 * and the text direction of the active locale.
 */
import { createTheme, type Direction, type Theme } from '@mui/material/styles';
import { COMPACT_BELOW_WIDTH } from '@/lib/hooks/useCompactLayout';

export const accents = {
  blue: '#0E76FD',
  green: '#1DB847',
  orange: '#FF801F',
  pink: '#FF5CA0',
  purple: '#5F5AFA',
  red: '#FA423C',
} as const;

export const radii = { none: '0px', small: '4px', medium: '8px', large: '12px' } as const;

declare module '@mui/material/styles' {
  interface Theme {
    accents: typeof accents;
    radii: typeof radii;
  }
  interface ThemeOptions {
    accents?: typeof accents;
    radii?: typeof radii;
  }
}

const SYSTEM_FONT =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif, "Apple Color Emoji", "Segoe UI Emoji"';

export function createAppTheme(direction: Direction = 'ltr'): Theme {
  return createTheme({
    direction,
    accents,
    radii,
    breakpoints: { values: { xs: 0, sm: 600, md: COMPACT_BELOW_WIDTH, lg: 1200, xl: 1536 } },
    palette: {
      primary: { main: accents.blue },
      secondary: { main: accents.purple },
      success: { main: accents.green },
      warning: { main: accents.orange },
      error: { main: accents.red },
      info: { main: accents.blue },
      background: { default: '#F7F8FA' },
    },
    shape: { borderRadius: 8 },
    typography: {
      fontFamily: SYSTEM_FONT,
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      MuiButton: { styleOverrides: { root: { borderRadius: radii.large } } },
      MuiCard: { defaultProps: { variant: 'outlined' }, styleOverrides: { root: { borderRadius: radii.large } } },
      MuiDialog: { styleOverrides: { paper: { borderRadius: radii.large } } },
      MuiTextField: { defaultProps: { fullWidth: true } },
    },
  });
}
