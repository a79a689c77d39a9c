// MUI outside the first page: every MUI part is a lazy chunk rendered inside the MUI scope,
// fetched beside it. See docs/performance.md#mui-scope.
import { useEffect } from 'react';
import { textDirection } from '@/lib/i18n/locales';
import { currentLocale } from '@/lib/i18n/pageMessages';
import { loadRtlStyleCache } from '@/lib/i18n/styleCache';
import { whenIdle } from '@/lib/lazy/idle';
import { importOnce } from '@/lib/lazy/importOnce';
// A type only: the scope's code stays in its own chunk.
import type { MuiScope as MuiScopeComponent } from './MuiScope';

interface ScopeModule {
  MuiScope: typeof MuiScopeComponent;
}

const loadScopeModule = importOnce<ScopeModule>(() => import(/* webpackChunkName: "mui" */ './MuiScope'));

/**
 * The MUI scope, with the right-to-left style cache in such a locale. The direction is read at each
 * call: the scope may have come in English before a switch to Arabic.
 */
export function loadMuiScope(): Promise<ScopeModule> {
  const styles = textDirection(currentLocale()) === 'rtl' ? loadRtlStyleCache() : null;
  return Promise.all([loadScopeModule(), styles]).then(([module]) => module);
}

/** Fetches the MUI scope when the browser is idle after the first page (a failure: the first part tries again). */
export function usePreloadMuiWhenIdle(): void {
  useEffect(() => whenIdle(() => void loadMuiScope().catch(() => undefined), { afterFirstPage: true }), []);
}
