/**
 * Toasts as the app uses them: show / success / error with SPEC.md durations, and loading,
 * which stays until dismissed or replaced by a toast with the same id. Messages are rendered as
 * text (a string is never parsed as HTML), so server messages can be passed as they are.
 */
import { useContext, useMemo, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useSnackbar, type SnackbarKey, type VariantType } from 'notistack';
import { ToastRegistryContext } from './ToastProvider';
import { TOAST_DURATION_MS } from './toastConfig';

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
}

function LoadingMessage({ children }: { children: ReactNode }) {
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1.5 }}>
      <CircularProgress size={16} color="inherit" aria-hidden />
      <span>{children}</span>
    </Box>
  );
}

export function useToast(): Toast {
  const { enqueueSnackbar, closeSnackbar } = useSnackbar();
  const registry = useContext(ToastRegistryContext);

  return useMemo(() => {
    const dismiss = (id: string) => {
      const key = registry?.get(id);
      if (key === undefined) return;
      registry?.delete(id);
      closeSnackbar(key);
    };

    const enqueue = (variant: VariantType | 'loading', message: ReactNode, { id }: ToastOptions = {}) => {
      if (id) dismiss(id);
      const loading = variant === 'loading';
      const key = enqueueSnackbar(loading ? <LoadingMessage>{message}</LoadingMessage> : message, {
        variant: loading ? 'default' : variant,
        persist: loading,
        autoHideDuration: loading ? null : TOAST_DURATION_MS[variant],
        onExited: () => {
          if (id && registry?.get(id) === key) registry.delete(id);
        },
      });
      if (id) registry?.set(id, key);
      return key;
    };

    return {
      show: (message, options) => enqueue('default', message, options),
      info: (message, options) => enqueue('info', message, options),
      warning: (message, options) => enqueue('warning', message, options),
      success: (message, options) => enqueue('success', message, options),
      error: (message, options) => enqueue('error', message, options),
      loading: (message, options) => enqueue('loading', message, options),
      dismiss,
    };
  }, [closeSnackbar, enqueueSnackbar, registry]);
}
