/**
 * The theme for the user's display settings and the active locale's text direction, the
 * emotion style cache for that direction (right to left mirrors every style), and MUI's
 * baseline styles.
 *
 * The theme has no CSS variables, so this is what @mui/material's ThemeProvider does for such a
 * theme (its ThemeProviderNoVars: the system ThemeProvider, `vars: null`) without bundling the
 * CSS-variables provider it also carries (about 3 KB gzip on the first page).
 */
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/system';
import { useLocale } from '@/lib/i18n/LocaleProvider';
import { loadRtlStyleCache, ltrStyleCache, styleCacheFor } from '@/lib/i18n/styleCache';
import { ThemeSettingsProvider, useThemeSettings } from '@/lib/theme/ThemeSettingsProvider';
import type { ThemeSettings } from '@/lib/theme/themeSettings';
import { createAppTheme } from '../theme';

function ThemedContent({ children }: { children: ReactNode }) {
  const { dir } = useLocale();
  const { settings, paletteMode } = useThemeSettings();
  const { accent, radius } = settings;
  // `vars: null`: no CSS-variables theme is inherited from above (as MUI's own provider does).
  const theme = useMemo(
    () => ({ ...createAppTheme({ direction: dir, mode: paletteMode, accent, radius }), vars: null }),
    [dir, paletteMode, accent, radius],
  );
  // The RTL cache normally arrives with the catalogue; if not (a catalogue at hand), fetch it now.
  const [, setLoaded] = useState(0);
  const cache = styleCacheFor(dir);
  useEffect(() => {
    if (!cache) void loadRtlStyleCache().then(() => setLoaded((count) => count + 1));
  }, [cache]);

  useEffect(() => {
    document.documentElement.style.colorScheme = paletteMode;
  }, [paletteMode]);

  return (
    // One CacheProvider whatever the direction: switching only changes its value, nothing remounts.
    <CacheProvider value={cache ?? ltrStyleCache}>
      <ThemeProvider theme={theme}>
        <CssBaseline enableColorScheme />
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
}

export function AppThemeProvider({
  children,
  initialSettings,
}: {
  children: ReactNode;
  initialSettings?: ThemeSettings;
}) {
  return (
    <ThemeSettingsProvider initial={initialSettings}>
      <ThemedContent>{children}</ThemedContent>
    </ThemeSettingsProvider>
  );
}
