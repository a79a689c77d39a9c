// Toasts with SPEC.md durations, plus loading toasts replaced by id. Messages render as text, so
// server messages pass as they are; a toast raised before the toast view has loaded shows when it
// arrives.
import { useContext, useMemo, type ReactNode } from 'react';
import type { SnackbarKey } from 'notistack';
import { ToastControllerContext } from './ToastProvider';
import { ToastController, type ToastKind } from './toastController';

export interface ToastOptions {
  /** A later toast with the same id replaces this one. */
  id?: string;
}

export interface Toast {
  show: (message: ReactNode, options?: ToastOptions) => SnackbarKey;
  info: (message: ReactNode, options?: ToastOptions) => SnackbarKey;
  warning: (message: ReactNode, options?: ToastOptions) => SnackbarKey;
  success: (message: ReactNode, options?: ToastOptions) => SnackbarKey;
  error: (message: ReactNode, options?: ToastOptions) => SnackbarKey;
  /** Stays until dismissed or replaced (give it an id to replace it with the outcome). */
  loading: (message: ReactNode, options?: ToastOptions) => SnackbarKey;
  dismiss: (id: string) => void;
  dismissAll: () => void;
}

/** Outside a ToastProvider toasts go nowhere (as notistack's own default did). */
const detached = new ToastController();
detached.attach({ show: () => {}, close: () => {} });

export function useToast(): Toast {
  const controller = useContext(ToastControllerContext) ?? detached;
  return useMemo(() => {
    const enqueue =
      (kind: ToastKind) =>
      (message: ReactNode, options: ToastOptions = {}) =>
        controller.enqueue(kind, message, options.id);
    return {
      show: enqueue('default'),
      info: enqueue('info'),
      warning: enqueue('warning'),
      success: enqueue('success'),
      error: enqueue('error'),
      loading: enqueue('loading'),
      dismiss: (id: string) => controller.dismiss(id),
      dismissAll: () => controller.dismissAll(),
    };
  }, [controller]);
}
