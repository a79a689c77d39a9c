// The toast area. Toasts can be raised from the first render on; their view is a lazy MUI chunk
// (docs/performance.md#idle-after-first-page), and toasts raised before it arrives wait, in order.
import { createContext, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { lazyPart } from '@/components/lazy';
import { whenIdle } from '@/lib/lazy';
import { ToastController } from './toastController';

export type ToastHostComponent = ComponentType<{ controller: ToastController }>;

export const ToastControllerContext = createContext<ToastController | null>(null);

// The view uses MUI: it renders inside the MUI scope, fetched beside it.
const ScopedHost = lazyPart(
  () => import(/* webpackChunkName: "toasts" */ './ToastHost').then((module) => ({ default: module.ToastHost })),
  { mui: true },
);

/** Fetches the view's chunk once; after a failure the next call tries again. */
export function loadToastHost(): Promise<ToastHostComponent> {
  return ScopedHost.preload().then(() => ScopedHost);
}

export interface ToastProviderProps {
  children: ReactNode;
  /** The view at hand (tests), so nothing is fetched and toasts show at once. */
  host?: ToastHostComponent;
  /** How the view is fetched; default: its lazy chunk (tests pass their own). */
  loadHost?: () => Promise<ToastHostComponent>;
}

export function ToastProvider({ children, host, loadHost = loadToastHost }: ToastProviderProps) {
  const [controller] = useState(() => new ToastController());
  const [Host, setHost] = useState<ToastHostComponent | null>(() => host ?? null);

  useEffect(() => {
    if (Host) return;
    let active = true;
    const load = () => {
      loadHost().then(
        (component) => {
          if (active) setHost(() => component);
        },
        () => {
          // Offline or a new deployment: the toasts keep waiting; the next one tries again.
        },
      );
    };
    controller.whenWaiting(load);
    // When the browser is idle after the first page, so notistack and MUI never compete with
    // it; at once if a toast is already waiting (a message outranks the first page's speed).
    let cancel = () => {};
    if (controller.pending.length > 0) load();
    else cancel = whenIdle(load, { afterFirstPage: true });
    return () => {
      active = false;
      cancel();
      controller.whenWaiting(null);
    };
  }, [Host, controller, loadHost]);

  return (
    <ToastControllerContext.Provider value={controller}>
      {children}
      {Host && <Host controller={controller} />}
    </ToastControllerContext.Provider>
  );
}
