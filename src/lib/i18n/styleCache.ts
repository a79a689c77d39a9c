/**
 * The right-to-left emotion style cache, for MUI's parts (src/components/mui/MuiScope.tsx).
 * Its stylis-plugin-rtl mirrors every physical property (margin-left → margin-right, left: 0 →
 * right: 0, ...), so MUI and the app's own sx styles lay out right to left with no
 * per-component code. The cache and its plugin are a separate chunk, fetched only when MUI is:
 * together with the MUI scope in a right-to-left locale (src/components/mui/lazyMui.tsx), and
 * with the catalogue when the user switches to one (LocaleProvider), so no MUI content on screen
 * shows a half-mirrored frame. The first page has no MUI and never waits for it. Nothing here
 * imports emotion: the first page carries only this loader.
 */
import type { EmotionCache } from '@emotion/cache';
import { importOnce } from '@/lib/lazy/importOnce';

let rtlStyleCache: EmotionCache | null = null;

/** Fetches the right-to-left cache once; after a failure the next call tries again. */
export const loadRtlStyleCache = importOnce(() =>
  import(/* webpackChunkName: "rtl-styles" */ './rtlStyleCache').then(
    (module) => (rtlStyleCache = module.rtlStyleCache),
  ),
);

/** The right-to-left cache, or null while it has not arrived. */
export function loadedRtlStyleCache(): EmotionCache | null {
  return rtlStyleCache;
}
