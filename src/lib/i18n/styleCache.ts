// The right-to-left emotion style cache for MUI's parts, its own chunk fetched only with MUI or
// with a right-to-left catalogue. Nothing here imports emotion: the first page carries only this
// loader. See docs/performance.md#mui-scope.
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
