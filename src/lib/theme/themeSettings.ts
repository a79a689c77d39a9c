// The user's display choices (SPEC.md section 9), remembered in localStorage (`theme`).
// public/index.html's first-paint script reads this key's `mode`: keep the two in step.

export const ACCENTS = {
  blue: '#0E76FD',
  green: '#1DB847',
  orange: '#FF801F',
  pink: '#FF5CA0',
  purple: '#5F5AFA',
  red: '#FA423C',
} as const;

export const RADII = { none: 0, small: 4, medium: 8, large: 12 } as const;

export const THEME_MODES = ['system', 'light', 'dark'] as const;

export type AccentName = keyof typeof ACCENTS;
export type RadiusName = keyof typeof RADII;
export type ThemeMode = (typeof THEME_MODES)[number];
export type PaletteMode = 'light' | 'dark';

/** Page and surface colours of each mode (the start-up screen uses `default`, via shell.css). */
export const THEME_BACKGROUNDS = {
  light: { default: '#F7F8FA', paper: '#FFFFFF' },
  dark: { default: '#0F1216', paper: '#181C22' },
} as const satisfies Record<PaletteMode, { default: string; paper: string }>;

/** Text on those backgrounds. */
export const THEME_TEXT = {
  light: { primary: '#16191D', secondary: '#545C66' },
  dark: { primary: '#EEF1F4', secondary: '#A9B1BB' },
} as const satisfies Record<PaletteMode, { primary: string; secondary: string }>;

export interface ThemeSettings {
  mode: ThemeMode;
  accent: AccentName;
  radius: RadiusName;
}

export const DEFAULT_THEME_SETTINGS: ThemeSettings = { mode: 'system', accent: 'blue', radius: 'large' };

export const THEME_STORAGE_KEY = 'theme';

const isOneOf = <T extends string>(options: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (options as readonly string[]).includes(value);

export const ACCENT_NAMES = Object.keys(ACCENTS) as AccentName[];
export const RADIUS_NAMES = Object.keys(RADII) as RadiusName[];

/** Whatever was stored, as valid settings: unknown or malformed parts take the default. */
export function parseThemeSettings(raw: unknown): ThemeSettings {
  const value = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  return {
    mode: isOneOf(THEME_MODES, value.mode) ? value.mode : DEFAULT_THEME_SETTINGS.mode,
    accent: isOneOf(ACCENT_NAMES, value.accent) ? value.accent : DEFAULT_THEME_SETTINGS.accent,
    radius: isOneOf(RADIUS_NAMES, value.radius) ? value.radius : DEFAULT_THEME_SETTINGS.radius,
  };
}

export function readThemeSettings(): ThemeSettings {
  try {
    const stored = window.localStorage.getItem(THEME_STORAGE_KEY);
    return parseThemeSettings(stored ? JSON.parse(stored) : null);
  } catch {
    return DEFAULT_THEME_SETTINGS; // Blocked storage or a malformed value.
  }
}

export function storeThemeSettings(settings: ThemeSettings): void {
  try {
    window.localStorage.setItem(THEME_STORAGE_KEY, JSON.stringify(settings));
  } catch {
    // Not remembered across visits; the choice still applies now.
  }
}
