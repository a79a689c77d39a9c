/**
 * The toast area. Toasts can be raised from the first render on (useToast); their view,
 * notistack, is a lazy chunk fetched right after the first paint, or at once when a toast is
 * raised before that. Toasts raised meanwhile wait and are shown, in order, when it arrives.
 */
import { createContext, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { ToastController } from './toastController';

export type ToastHostComponent = ComponentType<{ controller: ToastController }>;

export const ToastControllerContext = createContext<ToastController | null>(null);

let hostModule: Promise<ToastHostComponent> | null = null;

/** Fetches the view's chunk once; after a failure the next call tries again. */
export function loadToastHost(): Promise<ToastHostComponent> {
  hostModule ??= import(/* webpackChunkName: "toasts" */ './ToastHost').then(
    (module) => module.ToastHost,
    (error: unknown) => {
      hostModule = null;
      throw error;
    },
  );
  return hostModule;
}

/** Runs `callback` once the browser has painted the current frame; returns the cancel. */
function afterNextPaint(callback: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  if (typeof requestAnimationFrame !== 'function') {
    timer = setTimeout(callback, 0);
    return () => clearTimeout(timer);
  }
  // The frame callback runs before the paint; a task queued from it runs after.
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(callback, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
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
    // Right after the first paint, so notistack never competes with the first page; at once
    // if a toast is already waiting.
    let cancel = () => {};
    if (controller.pending.length > 0) load();
    else cancel = afterNextPaint(load);
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
