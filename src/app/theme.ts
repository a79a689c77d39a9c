/**
 * The app's theme, in two halves: the palette, radii and CSS variables without MUI
 * (src/lib/theme/palette.ts, what the first page uses) and the MUI theme built on them
 * (src/lib/theme/muiTheme.ts, in the lazy MUI scope only).
 */
export { ACTION_TINTS, appPalette, radii, surfacesUnder, themeCssVariables } from '@/lib/theme/palette';
export { accents, createAppTheme, type AppThemeOptions } from '@/lib/theme/muiTheme';
