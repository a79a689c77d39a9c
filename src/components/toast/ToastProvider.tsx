/**
 * The toast area (notistack) with the app's limits, a dismiss button on every toast, and the
 * registry that lets a toast with an id replace the previous one with the same id (how a
 * 'loading' toast becomes its outcome).
 */
import { createContext, useState, type ReactNode } from 'react';
import IconButton from '@mui/material/IconButton';
import { SnackbarProvider, useSnackbar, type SnackbarKey } from 'notistack';
import { useSafeFormatMessage } from '@/lib/i18n/useSafeFormatMessage';
import { CloseIcon } from '../icons';
import { TOAST_DURATION_MS, TOAST_LIMIT } from './toastConfig';

/** Toast id (chosen by the caller) → notistack key of the toast currently showing it. */
export type ToastRegistry = Map<string, SnackbarKey>;

export const ToastRegistryContext = createContext<ToastRegistry | null>(null);

function DismissToast({ toastKey }: { toastKey: SnackbarKey }) {
  const { closeSnackbar } = useSnackbar();
  const formatMessage = useSafeFormatMessage();
  return (
    <IconButton size="small" color="inherit" aria-label={formatMessage('common.dismiss')} onClick={() => closeSnackbar(toastKey)}>
      <CloseIcon fontSize="small" />
    </IconButton>
  );
}

export function ToastProvider({ children }: { children: ReactNode }) {
  const [registry] = useState<ToastRegistry>(() => new Map());
  return (
    <SnackbarProvider
      maxSnack={TOAST_LIMIT}
      autoHideDuration={TOAST_DURATION_MS.default}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      action={(key) => <DismissToast toastKey={key} />}
    >
      <ToastRegistryContext.Provider value={registry}>{children}</ToastRegistryContext.Provider>
    </SnackbarProvider>
  );
}
