// Styles of parts rendered many times per page (amounts, data tables) as one emotion class per
// theme: MUI's sx would rebuild and serialise them at every render of every part.
// See docs/performance.md#lists-and-page-changes.
import {
  __unsafe_useEmotionCache as useEmotionCache,
  css,
  type CSSObject,
  type SerializedStyles,
} from '@emotion/react';
import { insertStyles } from '@emotion/utils';
import { useTheme, type SxProps, type Theme } from '@mui/material/styles';

/** The styles of `sx` for a theme, made on the theme's first use; applied with useThemeClass. */
export function themeStyles(sx: SxProps<Theme>): (theme: Theme) => SerializedStyles {
  const byTheme = new WeakMap<Theme, SerializedStyles>();
  return (theme) => {
    let styles = byTheme.get(theme);
    if (!styles) {
      // MUI's CSSObject is emotion's, typed through another copy of csstype.
      styles = css(theme.unstable_sx(sx) as CSSObject);
      byTheme.set(theme, styles);
    }
    return styles;
  };
}

/**
 * The class name of `styles` for the current theme, its rule inserted once. For a part rendered
 * many times (an amount in every row): emotion's ClassNames would add a component to each.
 */
export function useThemeClass(styles: (theme: Theme) => SerializedStyles): string {
  const cache = useEmotionCache();
  const serialized = styles(useTheme());
  if (!cache) return ''; // Only outside an emotion cache provider, which MUI always gives.
  insertStyles(cache, serialized, false);
  return `${cache.key}-${serialized.name}`;
}
