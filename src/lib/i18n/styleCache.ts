/**
 * emotion style caches per text direction. Right-to-left styles go through stylis-plugin-rtl,
 * which mirrors every physical property (margin-left → margin-right, left: 0 → right: 0, ...),
 * so MUI and the app's own sx styles lay out right to left with no per-component code. The RTL
 * cache and its plugin are a separate chunk, fetched together with a right-to-left catalogue
 * (LocaleProvider), so the switch shows no half-mirrored frame.
 */
import createCache, { type EmotionCache } from '@emotion/cache';
import type { TextDirection } from './locales';

export const ltrStyleCache: EmotionCache = createCache({ key: 'app' });

let rtlStyleCache: EmotionCache | null = null;

export function loadRtlStyleCache(): Promise<EmotionCache> {
  return import(/* webpackChunkName: "rtl-styles" */ './rtlStyleCache').then(
    (module) => (rtlStyleCache = module.rtlStyleCache),
  );
}

/** The cache for a direction, or null while the right-to-left one has not arrived. */
export function styleCacheFor(dir: TextDirection): EmotionCache | null {
  return dir === 'rtl' ? rtlStyleCache : ltrStyleCache;
}
