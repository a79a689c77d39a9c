// The one way to load a part of the app lazily, with what it needs beside it.
// See docs/performance.md#lazy-parts and docs/performance.md#suspense-throttle.
import { createElement, lazy, memo, type ComponentType, type ReactNode } from 'react';
import { loadMuiScope } from '@/components/mui/lazyMui';
import { pageMessagesReady } from '@/lib/i18n/pageMessages';
import { whenIdle } from '@/lib/lazy/idle';
import { importOnce } from '@/lib/lazy/importOnce';
import { countPageLoad } from '@/lib/lazy/pageLoading';

export interface LazyPartOptions {
  /** Renders inside the MUI scope, fetched beside it (see docs/performance.md#mui-scope). */
  mui?: boolean;
  /** Waits for the pages' messages too (see docs/performance.md#page-messages). */
  pageMessages?: boolean;
  /** Re-renders only when its props change (its host's own state does not reach it). */
  memo?: boolean;
  /** A page: counts in the page-loading bar while on its way (usePageLoading). */
  page?: boolean;
  /** 'idle': fetched when the browser is idle after the first page (see docs/performance.md#idle-after-first-page). */
  prefetch?: 'idle' | 'none';
}

export type LazyPart<P extends object> = ComponentType<P> & {
  /** Fetches the chunk (again, after a failure). */
  preload: () => Promise<void>;
  /** Whether the chunk has arrived (the component then renders without suspending). */
  isLoaded: () => boolean;
};

type PartModule<P> = { default: ComponentType<P> };

function inScope<P extends object>(Scope: ComponentType<{ children: ReactNode }>, Part: ComponentType<P>) {
  function Scoped(props: P) {
    return createElement(Scope, null, createElement(Part, props));
  }
  Scoped.displayName = `InMuiScope(${Part.displayName ?? Part.name})`;
  return Scoped;
}

function loadWithNeeds<P extends object>(
  load: () => Promise<PartModule<P>>,
  { mui = false, pageMessages = false, memo: memoised = false }: LazyPartOptions,
): Promise<ComponentType<P>> {
  const scope = mui ? loadMuiScope() : null;
  return Promise.all([scope, load(), pageMessages ? pageMessagesReady() : null]).then(([scoped, module]) => {
    const part = scoped ? inScope(scoped.MuiScope, module.default) : module.default;
    return memoised ? (memo(part) as unknown as ComponentType<P>) : part;
  });
}

/** A React.lazy over `fetchPart`, replaced by `fetch()` after a failure (a React.lazy keeps one for good). */
function retryingLazy<P extends object>(fetchPart: () => Promise<ComponentType<P>>) {
  let failed = false;
  const make = () =>
    lazy(() =>
      fetchPart().then(
        (part) => ({ default: part }),
        (error: unknown) => {
          failed = true;
          throw error;
        },
      ),
    );
  let current = make();
  return {
    current: () => current,
    fetch: () => {
      if (failed) {
        failed = false;
        current = make();
      }
      return fetchPart();
    },
  };
}

export function lazyPart<P extends object>(
  load: () => Promise<PartModule<P>>,
  options: LazyPartOptions = {},
): LazyPart<P> {
  let loaded: ComponentType<P> | null = null;
  const fetchPart = importOnce(() => {
    const arriving = loadWithNeeds(load, options).then((part) => (loaded = part));
    return options.page ? countPageLoad(arriving) : arriving;
  });
  const Lazy = retryingLazy(fetchPart);
  const preload = () => Lazy.fetch().then(() => undefined);
  function Part(props: P) {
    return createElement(loaded ?? Lazy.current(), props);
  }
  if (options.prefetch === 'idle') whenIdle(() => void preload().catch(() => undefined), { afterFirstPage: true });
  return Object.assign(Part, { preload, isLoaded: () => loaded !== null });
}
