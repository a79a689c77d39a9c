/**
 * The right-to-left emotion style cache, for MUI's parts (src/components/mui/MuiScope.tsx).
 * Its stylis-plugin-rtl mirrors every physical property (margin-left → margin-right, left: 0 →
 * right: 0, ...), so MUI and the app's own sx styles lay out right to left with no
 * per-component code. The cache and its plugin are a separate chunk, fetched together with a
 * right-to-left catalogue (LocaleProvider), so the switch shows no half-mirrored frame. Nothing
 * here imports emotion: the first page (no MUI) carries only this loader.
 */
import type { EmotionCache } from '@emotion/cache';

let rtlStyleCache: EmotionCache | null = null;

export function loadRtlStyleCache(): Promise<EmotionCache> {
  return import(/* webpackChunkName: "rtl-styles" */ './rtlStyleCache').then(
    (module) => (rtlStyleCache = module.rtlStyleCache),
  );
}

/** The right-to-left cache, or null while it has not arrived. */
export function loadedRtlStyleCache(): EmotionCache | null {
  return rtlStyleCache;
}
