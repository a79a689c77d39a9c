/** The theme for the active locale's text direction, and MUI's baseline styles. */
import { useMemo, type ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { useLocale } from '@/lib/i18n/LocaleProvider';
import { createAppTheme } from '../theme';

export function AppThemeProvider({ children }: { children: ReactNode }) {
  const { dir } = useLocale();
  const theme = useMemo(() => createAppTheme(dir), [dir]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {children}
    </ThemeProvider>
  );
}
