/** The right-to-left emotion cache (its own chunk: see styleCache.ts). */
import createCache from '@emotion/cache';
import rtlPlugin from 'stylis-plugin-rtl';

export const rtlStyleCache = createCache({ key: 'rtl', stylisPlugins: [rtlPlugin] });
