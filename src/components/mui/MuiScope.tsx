// The MUI scope: the text direction's style cache and the theme for the display settings, around
// every lazy part that uses MUI (docs/performance.md#mui-scope). It does what MUI's ThemeProvider
// does for a theme without CSS variables, without bundling the CSS-variables provider.
import { useEffect, useState, type ReactNode } from 'react';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { ThemeProvider } from '@mui/system';
import { useTextDirection } from '@/lib/i18n/LocaleProvider';
import { loadedRtlStyleCache, loadRtlStyleCache } from '@/lib/i18n/styleCache';
import { createAppTheme, type AppThemeOptions } from '@/lib/theme/muiTheme';
import { resolvePaletteMode, useOptionalThemeSettings } from '@/lib/theme/ThemeSettingsProvider';
import { readThemeSettings } from '@/lib/theme/themeSettings';

const ltrStyleCache = createCache({ key: 'app' });

// `vars: null`: no CSS-variables theme is inherited from above (as MUI's own provider does).
const scopedTheme = (options: AppThemeOptions) => ({ ...createAppTheme(options), vars: null });

// Many scopes are mounted at once (header parts, the page, dialogs): one theme per setting.
const themes = new Map<string, ReturnType<typeof scopedTheme>>();

function themeFor(options: AppThemeOptions): ReturnType<typeof scopedTheme> {
  const id = JSON.stringify(options);
  let theme = themes.get(id);
  if (!theme) {
    theme = scopedTheme(options);
    themes.set(id, theme);
  }
  return theme;
}

export function MuiScope({ children }: { children: ReactNode }) {
  const dir = useTextDirection();
  // Outside the app's providers (the error page, rendered on its own), the stored settings.
  const current = useOptionalThemeSettings();
  const settings = current?.settings ?? readThemeSettings();
  const paletteMode = current?.paletteMode ?? resolvePaletteMode(settings.mode);
  const theme = themeFor({ direction: dir, mode: paletteMode, accent: settings.accent, radius: settings.radius });
  // The RTL cache arrives with the scope (lazyMui.tsx) or with a switch to a right-to-left
  // locale; a scope rendered without either (tests) fetches it now.
  const [, setLoaded] = useState(0);
  const cache = dir === 'rtl' ? loadedRtlStyleCache() : ltrStyleCache;
  useEffect(() => {
    if (!cache) void loadRtlStyleCache().then(() => setLoaded((count) => count + 1));
  }, [cache]);
  return (
    // One CacheProvider whatever the direction: switching only changes its value, nothing remounts.
    <CacheProvider value={cache ?? ltrStyleCache}>
      <ThemeProvider theme={theme}>{children}</ThemeProvider>
    </CacheProvider>
  );
}
