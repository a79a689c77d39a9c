// The toasts' view: notistack, bridged to the ToastController, in its own chunk so it is not on the
// first page (docs/performance.md#idle-after-first-page).
import { useLayoutEffect, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import { SnackbarProvider, useSnackbar, type SnackbarKey } from 'notistack';
import { useSafeFormatMessage } from '@/lib/i18n/useSafeFormatMessage';
import { CloseIcon } from '../CloseIcon';
import type { ToastController } from './toastController';
import { TOAST_DURATION_MS, TOAST_LIMIT } from './toastConfig';

function DismissToast({ toastKey }: { toastKey: SnackbarKey }) {
  const { closeSnackbar } = useSnackbar();
  const formatMessage = useSafeFormatMessage();
  return (
    <IconButton
      size="small"
      color="inherit"
      aria-label={formatMessage('common.dismiss')}
      onClick={() => closeSnackbar(toastKey)}
    >
      <CloseIcon fontSize="small" />
    </IconButton>
  );
}

function LoadingMessage({ children }: { children: ReactNode }) {
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1.5 }}>
      <CircularProgress size={16} color="inherit" aria-hidden />
      <span>{children}</span>
    </Box>
  );
}

/** Shows the controller's toasts through notistack. */
function Bridge({ controller }: { controller: ToastController }) {
  const { enqueueSnackbar, closeSnackbar } = useSnackbar();
  useLayoutEffect(
    () =>
      controller.attach({
        show: ({ key, kind, message, id }) => {
          const loading = kind === 'loading';
          enqueueSnackbar(loading ? <LoadingMessage>{message}</LoadingMessage> : message, {
            key,
            variant: loading ? 'default' : kind,
            persist: loading,
            autoHideDuration: loading ? null : TOAST_DURATION_MS[kind],
            onExited: () => controller.exited(key, id),
          });
        },
        close: (key) => closeSnackbar(key),
        closeAll: () => closeSnackbar(),
      }),
    [controller, enqueueSnackbar, closeSnackbar],
  );
  return null;
}

export function ToastHost({ controller }: { controller: ToastController }) {
  return (
    <SnackbarProvider
      maxSnack={TOAST_LIMIT}
      autoHideDuration={TOAST_DURATION_MS.default}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      action={(key) => <DismissToast toastKey={key} />}
    >
      <Bridge controller={controller} />
    </SnackbarProvider>
  );
}
