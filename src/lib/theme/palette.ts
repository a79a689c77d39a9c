// The theme's colours and sizes without MUI, shaded to read at WCAG AA, also as `--app-*` CSS
// properties for shell.css. The MUI theme is built from the same palette, so the first page and
// the MUI parts look alike.
import { blend, contrastTextFor, parseHex, readableOn, toHex } from './contrast';
import {
  ACCENTS,
  RADII,
  THEME_BACKGROUNDS,
  THEME_TEXT,
  type AccentName,
  type PaletteMode,
  type RadiusName,
} from './themeSettings';

/** SPEC.md section 9's radii as px strings. */
export const radii = { none: '0px', small: '4px', medium: '8px', large: '12px' } as const satisfies Record<
  RadiusName,
  string
>;

export const SYSTEM_FONT =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif, "Apple Color Emoji", "Segoe UI Emoji"';

/**
 * MUI's selected tints of each mode (palette.action): the current navigation link sits on the
 * overlay, a selected toggle or list item on its own colour, both at `selectedOpacity`.
 */
export const ACTION_TINTS = {
  light: { overlay: '#000000', selectedOpacity: 0.08, hoverOpacity: 0.04 },
  dark: { overlay: '#FFFFFF', selectedOpacity: 0.16, hoverOpacity: 0.08 },
} as const satisfies Record<PaletteMode, { overlay: string; selectedOpacity: number; hoverOpacity: number }>;

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

/** `#RRGGBB` at an opacity, as rgba(). */
function alpha(hex: string, opacity: number): string {
  const [r, g, b] = parseHex(hex);
  return `rgba(${r}, ${g}, ${b}, ${opacity})`;
}

/**
 * MUI's `palette.primary.dark`: each channel times (1 - amount), not contrast.ts's mix towards
 * black, which rounds a few channels the other way.
 */
function darken(hex: string, amount: number): string {
  const [r, g, b] = parseHex(hex);
  return toHex([r * (1 - amount), g * (1 - amount), b * (1 - amount)]);
}

/**
 * The `--app-*` custom properties of a mode, accent and radius: what shell.css styles the first
 * page with (the same values MUI's theme gets, so both look the same).
 */
export function themeCssVariables(mode: PaletteMode, accent: AccentName, radius: RadiusName): Record<string, string> {
  const palette = appPalette(mode, accent);
  const { overlay, selectedOpacity, hoverOpacity } = ACTION_TINTS[mode];
  const primary = palette.primary.main;
  return {
    '--app-bg': palette.background.default,
    '--app-paper': palette.background.paper,
    '--app-text': palette.text.primary,
    '--app-text-secondary': palette.text.secondary,
    '--app-divider': alpha(overlay, 0.12),
    '--app-hover': alpha(overlay, hoverOpacity),
    '--app-selected': alpha(overlay, selectedOpacity),
    '--app-disabled': alpha(overlay, mode === 'light' ? 0.26 : 0.3),
    '--app-disabled-bg': alpha(overlay, 0.12),
    '--app-primary': primary,
    '--app-primary-dark': darken(primary, 0.3),
    '--app-primary-hover': alpha(primary, hoverOpacity),
    '--app-primary-border': alpha(primary, 0.5),
    '--app-on-primary': palette.primary.contrastText,
    '--app-success': palette.success.main,
    '--app-on-success': palette.success.contrastText,
    '--app-warning': palette.warning.main,
    '--app-radius': `${RADII[radius]}px`,
  };
}
