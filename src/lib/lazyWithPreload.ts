/**
 * React.lazy with a preload: `preload()` fetches the chunk ahead (idle, hover, the parent's
 * mount), and once it has arrived the component renders at once. (A plain React.lazy suspends
 * on its first render even when the chunk is already here, and a Suspense boundary that has
 * shown its fallback reveals the content only after React's throttle, about 300 ms.)
 */
import { createElement, lazy, type ComponentType } from 'react';

export type PreloadableComponent<P extends object> = ComponentType<P> & {
  preload: () => Promise<void>;
  /** Whether the chunk has arrived (the component then renders without suspending). */
  isLoaded: () => boolean;
};

export function lazyWithPreload<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): PreloadableComponent<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<void> | null = null;
  const preload = (): Promise<void> => {
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
  const Lazy = lazy(async () => {
    await preload();
    return { default: loaded as ComponentType<P> };
  });
  function Preloadable(props: P) {
    return loaded ? createElement(loaded, props) : createElement(Lazy as unknown as ComponentType<P>, props);
  }
  return Object.assign(Preloadable, { preload, isLoaded: () => loaded !== null });
}
