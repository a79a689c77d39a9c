/**
 * MUI outside the first page. The first page is styled by shell.css alone; every part that
 * uses MUI is a lazy chunk, and its loader goes through withMuiScope: the part's chunk and the
 * MUI scope's ('mui', MuiScope.tsx) are fetched in parallel, and the part renders inside the
 * scope (theme and style cache), so a page or dialog never waits for one after the other.
 * usePreloadMuiWhenIdle fetches the scope once the first page is up, so later ones do not wait.
 */
import { createElement, useEffect, type ComponentProps, type ComponentType } from 'react';
import { whenIdle } from '@/lib/whenIdle';
// A type only: the scope's code stays in its own chunk.
import type { MuiScope as MuiScopeComponent } from './MuiScope';

interface ScopeModule {
  MuiScope: typeof MuiScopeComponent;
}

let scope: Promise<ScopeModule> | null = null;

/** Fetches the MUI scope's chunk once; after a failure the next call tries again. */
export function loadMuiScope(): Promise<ScopeModule> {
  scope ??= import(/* webpackChunkName: "mui" */ './MuiScope').catch((error: unknown) => {
    scope = null;
    throw error;
  });
  return scope;
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

/** Once `ready` (the first page is on screen), fetches the MUI scope when the browser is idle. */
export function usePreloadMuiWhenIdle(ready: boolean): void {
  useEffect(() => {
    if (!ready) return undefined;
    return whenIdle(() => void loadMuiScope().catch(() => undefined), 2000);
  }, [ready]);
}
