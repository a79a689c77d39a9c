/**
 * MUI outside the first page. The first page is styled by shell.css alone; every part that
 * uses MUI is a lazy chunk, and its loader goes through withMuiScope: the part's chunk and the
 * MUI scope's ('mui', MuiScope.tsx) are fetched in parallel, and the part renders inside the
 * scope (theme and style cache), so a page or dialog never waits for one after the other. In a
 * right-to-left locale the scope comes with its right-to-left style cache (emotion and
 * stylis-plugin-rtl, src/lib/i18n/styleCache.ts): fetched with the first MUI part, never by the
 * first page, which has no MUI. usePreloadMuiWhenIdle fetches the scope when the browser is idle
 * after the first page, so later parts do not wait.
 */
import { createElement, useEffect, type ComponentProps, type ComponentType } from 'react';
import { whenIdleAfterFirstPage } from '@/lib/idleAfterFirstPage';
import { textDirection } from '@/lib/i18n/locales';
import { currentLocale } from '@/lib/i18n/pageMessages';
import { loadRtlStyleCache } from '@/lib/i18n/styleCache';
// A type only: the scope's code stays in its own chunk.
import type { MuiScope as MuiScopeComponent } from './MuiScope';

interface ScopeModule {
  MuiScope: typeof MuiScopeComponent;
}

let scope: Promise<ScopeModule> | null = null;

/** Fetches the MUI scope's chunk once; after a failure the next call tries again. */
function loadScopeModule(): Promise<ScopeModule> {
  scope ??= import(/* webpackChunkName: "mui" */ './MuiScope').catch((error: unknown) => {
    scope = null;
    throw error;
  });
  return scope;
}

/**
 * The MUI scope, and in a right-to-left locale its style cache too (both at once), so MUI
 * content renders mirrored from its first frame. The direction is read at each call: the
 * scope may have come in English before a switch to Arabic (which fetches the cache itself).
 */
export function loadMuiScope(): Promise<ScopeModule> {
  const styles = textDirection(currentLocale()) === 'rtl' ? loadRtlStyleCache() : null;
  return Promise.all([loadScopeModule(), styles]).then(([module]) => module);
}

/** A lazy part's loader whose component renders inside the MUI scope (both fetched at once). */
// Any component: the scoped one takes exactly its props.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function withMuiScope<C extends ComponentType<any>>(
  load: () => Promise<{ default: C }>,
): () => Promise<{ default: C }> {
  return () =>
    Promise.all([loadMuiScope(), load()]).then(([{ MuiScope }, { default: Part }]) => {
      function Scoped(props: ComponentProps<C>) {
        return createElement(MuiScope, null, createElement(Part, props));
      }
      Scoped.displayName = `WithMuiScope(${Part.displayName ?? Part.name})`;
      // The same props as the part itself.
      return { default: Scoped as unknown as C };
    });
}

/** Fetches the MUI scope when the browser is idle after the first page (a failure: the first part tries again). */
export function usePreloadMuiWhenIdle(): void {
  useEffect(() => whenIdleAfterFirstPage(() => void loadMuiScope().catch(() => undefined)), []);
}
