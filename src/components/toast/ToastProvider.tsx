/**
 * The toast area. Toasts can be raised from the first render on (useToast); their view,
 * notistack with MUI, is a lazy chunk in the MUI scope fetched when the browser is idle after
 * the first page (src/lib/idleAfterFirstPage.ts), or at once when a toast is raised before that.
 * Toasts raised meanwhile wait and are shown, in order, when it arrives.
 */
import { createContext, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { whenIdleAfterFirstPage } from '@/lib/idleAfterFirstPage';
import { withMuiScope } from '../mui/lazyMui';
import { ToastController } from './toastController';

export type ToastHostComponent = ComponentType<{ controller: ToastController }>;

export const ToastControllerContext = createContext<ToastController | null>(null);

let hostModule: Promise<ToastHostComponent> | null = null;

// The view uses MUI: it renders inside the MUI scope, fetched beside it.
const loadScopedHost = withMuiScope(() =>
  import(/* webpackChunkName: "toasts" */ './ToastHost').then((module) => ({ default: module.ToastHost })),
);

/** Fetches the view's chunk once; after a failure the next call tries again. */
export function loadToastHost(): Promise<ToastHostComponent> {
  hostModule ??= loadScopedHost().then(
    (module) => module.default,
    (error: unknown) => {
      hostModule = null;
      throw error;
    },
  );
  return hostModule;
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
    else cancel = whenIdleAfterFirstPage(load);
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
