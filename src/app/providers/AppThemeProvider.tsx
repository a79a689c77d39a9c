/**
 * The theme for the active locale's text direction, and MUI's baseline styles.
 *
 * The theme has no CSS variables, so this is what @mui/material's ThemeProvider does for such a
 * theme (its ThemeProviderNoVars: the system ThemeProvider, `vars: null`) without bundling the
 * CSS-variables provider it also carries (about 3 KB gzip on the first page).
 */
import { useMemo, type ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/system';
import { useLocale } from '@/lib/i18n/LocaleProvider';
import { createAppTheme } from '../theme';

export function AppThemeProvider({ children }: { children: ReactNode }) {
  const { dir } = useLocale();
  // `vars: null`: no CSS-variables theme is inherited from above (as MUI's own provider does).
  const theme = useMemo(() => ({ ...createAppTheme(dir), vars: null }), [dir]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {children}
    </ThemeProvider>
  );
}
