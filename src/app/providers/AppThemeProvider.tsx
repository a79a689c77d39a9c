// The display settings applied without MUI, as `--app-*` CSS variables on <html> before the first
// paint. MUI's theme for them is in the lazy MUI scope.
import { useLayoutEffect, type ReactNode } from 'react';
import { ThemeSettingsProvider, useThemeSettings } from '@/lib/theme/ThemeSettingsProvider';
import { themeCssVariables } from '@/lib/theme/palette';
import { DEFAULT_THEME_SETTINGS, type ThemeSettings } from '@/lib/theme/themeSettings';

function ThemeVariables() {
  const { settings, paletteMode } = useThemeSettings();
  const { accent, radius } = settings;
  useLayoutEffect(() => {
    const root = document.documentElement;
    for (const name of Array.from(root.style)) if (name.startsWith('--app-')) root.style.removeProperty(name);
    // shell.css declares the default accent and radius in both modes (shell.test.ts keeps them
    // equal to the palette's), so the usual start sets nothing inline: no palette to compute
    // (10-20 ms of the first render at 4x CPU, traced) and no restyle of the page.
    if (accent !== DEFAULT_THEME_SETTINGS.accent || radius !== DEFAULT_THEME_SETTINGS.radius) {
      for (const [name, value] of Object.entries(themeCssVariables(paletteMode, accent, radius)))
        root.style.setProperty(name, value);
    }
    root.style.colorScheme = paletteMode;
    // index.html's start-up script sets it from the stored choice; keep it in step.
    root.dataset.theme = paletteMode;
  }, [paletteMode, accent, radius]);
  return null;
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
      <ThemeVariables />
      {children}
    </ThemeSettingsProvider>
  );
}
