/**
 * The display settings in effect: the remembered choice, how to change it, and the palette mode
 * it resolves to ("system" follows the operating system's colour scheme as it changes).
 */
import { createContext, useCallback, useContext, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import {
  readThemeSettings,
  storeThemeSettings,
  type PaletteMode,
  type ThemeMode,
  type ThemeSettings,
} from './themeSettings';

export interface ThemeSettingsContextValue {
  settings: ThemeSettings;
  /** light or dark, after resolving "system". */
  paletteMode: PaletteMode;
  updateSettings: (change: Partial<ThemeSettings>) => void;
}

const ThemeSettingsContext = createContext<ThemeSettingsContextValue | null>(null);

export function useThemeSettings(): ThemeSettingsContextValue {
  const value = useContext(ThemeSettingsContext);
  if (!value) throw new Error('useThemeSettings must be used inside <ThemeSettingsProvider>.');
  return value;
}

/** The settings in effect, or null outside a ThemeSettingsProvider (an error page's own tree). */
export function useOptionalThemeSettings(): ThemeSettingsContextValue | null {
  return useContext(ThemeSettingsContext);
}

const DARK_QUERY = '(prefers-color-scheme: dark)';

function subscribeToColorScheme(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => {};
  const query = window.matchMedia(DARK_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const systemPrefersDark = () => typeof window.matchMedia === 'function' && window.matchMedia(DARK_QUERY).matches;

/**
 * The palette mode a setting resolves to: 'system' follows the operating system's colour
 * scheme (read now unless given), light without matchMedia.
 */
export function resolvePaletteMode(mode: ThemeMode, systemDark: boolean = systemPrefersDark()): PaletteMode {
  if (mode !== 'system') return mode;
  return systemDark ? 'dark' : 'light';
}

export function ThemeSettingsProvider({ children, initial }: { children: ReactNode; initial?: ThemeSettings }) {
  const [settings, setSettings] = useState<ThemeSettings>(() => initial ?? readThemeSettings());
  const systemDark = useSyncExternalStore(subscribeToColorScheme, systemPrefersDark, () => false);
  const paletteMode = resolvePaletteMode(settings.mode, systemDark);

  const updateSettings = useCallback((change: Partial<ThemeSettings>) => {
    setSettings((current) => {
      const next = { ...current, ...change };
      storeThemeSettings(next);
      return next;
    });
  }, []);

  const value = useMemo(() => ({ settings, paletteMode, updateSettings }), [settings, paletteMode, updateSettings]);
  return <ThemeSettingsContext.Provider value={value}>{children}</ThemeSettingsContext.Provider>;
}
