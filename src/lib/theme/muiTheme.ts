// The MUI theme from the display settings (SPEC.md section 9) and palette.ts, with the compact/wide
// breakpoint at 768 px and the locale's direction. Only the MUI scope's chunk imports it:
// docs/performance.md#mui-scope.
import { createTheme, type Direction, type Theme } from '@mui/material/styles';
import { COMPACT_BELOW_WIDTH } from '@/lib/hooks/useCompactLayout';
import { DialogFade } from './DialogFade';
import { appPalette, radii, SYSTEM_FONT } from './palette';
import {
  ACCENTS,
  DEFAULT_THEME_SETTINGS,
  RADII,
  type AccentName,
  type PaletteMode,
  type RadiusName,
} from './themeSettings';

export const accents = ACCENTS;

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

export interface AppThemeOptions {
  direction?: Direction;
  mode?: PaletteMode;
  accent?: AccentName;
  radius?: RadiusName;
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
    focusVisible: true,
    breakpoints: { values: { xs: 0, sm: 600, md: COMPACT_BELOW_WIDTH, lg: 1200, xl: 1536 } },
    palette: appPalette(mode, accent),
    // sx `borderRadius: 2` is twice this: the small parts follow the chosen radius too.
    shape: { borderRadius: corner / 2 },
    typography: {
      fontFamily: SYSTEM_FONT,
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      // Dark surfaces are the palette's paper colour at every elevation (MUI would lighten them
      // with an overlay, which the contrast check does not see).
      MuiPaper: { styleOverrides: { root: { backgroundImage: 'none' } } },
      // No ripple: starting one on every press renders it and restyles the page (20–80 ms at 4×
      // CPU before a click is even handled). The keyboard focus, which the ripple's pulse
      // showed, is MUI's focus ring instead (`focusVisible` below: an outline in the primary
      // colour, drawn inside where a tab or a menu item would clip it; WCAG 2.4.7).
      MuiButtonBase: { defaultProps: { disableRipple: true } },
      MuiButton: { styleOverrides: { root: { borderRadius: corner } } },
      MuiCard: { defaultProps: { variant: 'outlined' }, styleOverrides: { root: { borderRadius: corner } } },
      // The app's dialogs are src/components/dialog/ModalShell.tsx; the menu drawer's backdrop
      // fades in one render and one DOM change (see DialogFade).
      MuiBackdrop: { defaultProps: { slots: { transition: DialogFade } } },
      MuiTextField: { defaultProps: { fullWidth: true } },
    },
  });
}
