// Styles of parts rendered many times per page (amounts, data tables) as one emotion class per
// theme: MUI's sx would rebuild and serialise them at every render of every part.
// See docs/performance.md#lists-and-page-changes.
import { css, type CSSObject, type SerializedStyles } from '@emotion/react';
import type { SxProps, Theme } from '@mui/material/styles';

/** The styles of `sx` for a theme, made on the theme's first use; apply with emotion's ClassNames. */
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
