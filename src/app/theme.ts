/**
 * The MUI theme: the user's mode, accent and corner radius (SPEC.md section 9, see
 * src/lib/theme/themeSettings.ts), every palette colour shaded to read at WCAG AA on the mode's
 * backgrounds, a compact/wide breakpoint at 768 px (theme.breakpoints.up('md') is the wide
 * layout), the system font (nothing to download), the text direction of the active locale, and
 * no motion for users who ask for less.
 */
import { createTheme, type Direction, type Theme } from '@mui/material/styles';
import { COMPACT_BELOW_WIDTH } from '@/lib/hooks/useCompactLayout';
import { DialogFade } from '@/components/DialogFade';
import { blend, contrastTextFor, readableOn } from '@/lib/theme/contrast';
import {
  ACCENTS,
  DEFAULT_THEME_SETTINGS,
  RADII,
  THEME_BACKGROUNDS,
  THEME_TEXT,
  type AccentName,
  type PaletteMode,
  type RadiusName,
} from '@/lib/theme/themeSettings';

/** SPEC.md section 9's accents and radii (px strings), as the theme carries them. */
export const accents = ACCENTS;
export const radii = { none: '0px', small: '4px', medium: '8px', large: '12px' } as const satisfies Record<
  RadiusName,
  string
>;

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

export interface AppThemeOptions {
  direction?: Direction;
  mode?: PaletteMode;
  accent?: AccentName;
  radius?: RadiusName;
}

/**
 * MUI's selected tints of each mode (palette.action): the current navigation link sits on
 * `selected` (the overlay at selectedOpacity), a selected toggle or list item on its own colour
 * at `selectedOpacity`.
 */
export const ACTION_TINTS = {
  light: { overlay: '#000000', selectedOpacity: 0.08 },
  dark: { overlay: '#FFFFFF', selectedOpacity: 0.16 },
} as const satisfies Record<PaletteMode, { overlay: string; selectedOpacity: number }>;

/** Every surface a palette colour is read on as text: the page and paper, plain and with either selected tint. */
export function surfacesUnder(color: string, mode: PaletteMode): string[] {
  const { overlay, selectedOpacity } = ACTION_TINTS[mode];
  return Object.values(THEME_BACKGROUNDS[mode]).flatMap((surface) => [
    surface,
    blend(overlay, selectedOpacity, surface),
    blend(color, selectedOpacity, surface),
  ]);
}

/** A palette colour that reads as text on the mode's surfaces, with the text that reads on it when filled. */
function readableColor(color: string, mode: PaletteMode) {
  const main = readableOn(color, (candidate) => surfacesUnder(candidate, mode));
  return { main, contrastText: contrastTextFor(main) };
}

/** The palette of a mode and accent (also what the contrast test checks). */
export function appPalette(mode: PaletteMode, accent: AccentName) {
  return {
    mode,
    primary: readableColor(ACCENTS[accent], mode),
    secondary: readableColor(ACCENTS.purple, mode),
    success: readableColor(ACCENTS.green, mode),
    warning: readableColor(ACCENTS.orange, mode),
    error: readableColor(ACCENTS.red, mode),
    info: readableColor(ACCENTS.blue, mode),
    background: { ...THEME_BACKGROUNDS[mode] },
    text: { ...THEME_TEXT[mode] },
  };
}

export function createAppTheme(options: AppThemeOptions = {}): Theme {
  const {
    direction = 'ltr',
    mode = 'light',
    accent = DEFAULT_THEME_SETTINGS.accent,
    radius = DEFAULT_THEME_SETTINGS.radius,
  } = options;
  const corner = RADII[radius];
  return createTheme({
    direction,
    accents,
    radii,
    breakpoints: { values: { xs: 0, sm: 600, md: COMPACT_BELOW_WIDTH, lg: 1200, xl: 1536 } },
    palette: appPalette(mode, accent),
    // sx `borderRadius: 2` is twice this: the small parts follow the chosen radius too.
    shape: { borderRadius: corner / 2 },
    typography: {
      fontFamily: SYSTEM_FONT,
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      MuiCssBaseline: {
        styleOverrides: {
          // WCAG 2.3.3: no animation for users who asked their system for less motion.
          '@media (prefers-reduced-motion: reduce)': {
            '*, *::before, *::after': {
              animationDuration: '0.01ms !important',
              animationIterationCount: '1 !important',
              transitionDuration: '0.01ms !important',
              scrollBehavior: 'auto !important',
            },
          },
        },
      },
      // Dark surfaces are the palette's paper colour at every elevation (MUI would lighten them
      // with an overlay, which the contrast check does not see).
      MuiPaper: { styleOverrides: { root: { backgroundImage: 'none' } } },
      MuiButton: { styleOverrides: { root: { borderRadius: corner } } },
      MuiCard: { defaultProps: { variant: 'outlined' }, styleOverrides: { root: { borderRadius: corner } } },
      // Opening a dialog is one render and one DOM change (see DialogFade).
      MuiDialog: {
        defaultProps: { slots: { transition: DialogFade } },
        styleOverrides: { paper: { borderRadius: corner } },
      },
      MuiBackdrop: { defaultProps: { slots: { transition: DialogFade } } },
      MuiTextField: { defaultProps: { fullWidth: true } },
    },
  });
}
