/**
 * React.lazy with a preload: `preload()` fetches the chunk ahead (idle, hover, the parent's
 * mount), and once it has arrived the component renders at once. (A plain React.lazy suspends
 * on its first render even when the chunk is already here, and a Suspense boundary that has
 * shown its fallback reveals the content only after React's throttle, about 300 ms.)
 *
 * After a failed fetch, `preload()` is the retry: it fetches again, and the component rendered
 * meanwhile (an error boundary remounted) waits for that fetch. React.lazy keeps a failure for
 * good, so the retry brings a fresh one. Rendering alone does not fetch again: React re-renders
 * once at once after an error, which would only double a failing fetch.
 */
import { createElement, lazy, type ComponentType } from 'react';

export type PreloadableComponent<P extends object> = ComponentType<P> & {
  /** Fetches the chunk (again, after a failure). */
  preload: () => Promise<void>;
  /** Whether the chunk has arrived (the component then renders without suspending). */
  isLoaded: () => boolean;
};

export function lazyWithPreload<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): PreloadableComponent<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<void> | null = null;
  const fetchChunk = (): Promise<void> => {
    pending ??= load().then(
      (module) => {
        loaded = module.default;
      },
      (error: unknown) => {
        pending = null; // The next attempt fetches again.
        throw error;
      },
    );
    return pending;
  };
  // Whether the current React.lazy has failed (it keeps that failure).
  let failed = false;
  const makeLazy = () =>
    lazy(() =>
      fetchChunk().then(
        () => ({ default: loaded as ComponentType<P> }),
        (error: unknown) => {
          failed = true;
          throw error;
        },
      ),
    );
  let Lazy = makeLazy();
  const preload = (): Promise<void> => {
    if (failed) {
      failed = false;
      Lazy = makeLazy();
    }
    return fetchChunk();
  };
  function Preloadable(props: P) {
    return loaded ? createElement(loaded, props) : createElement(Lazy as unknown as ComponentType<P>, props);
  }
  return Object.assign(Preloadable, { preload, isLoaded: () => loaded !== null });
}
