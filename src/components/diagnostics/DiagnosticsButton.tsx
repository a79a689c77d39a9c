/**
 * "Download diagnostics": in the account controls and on the error page. The dialog and the
 * export code are their own chunk, fetched on the first click, so the first page stays small.
 */
import { lazy, Suspense, useState } from 'react';
import Button, { type ButtonProps } from '@mui/material/Button';
import { useSafeFormatMessage } from '@/lib/i18n/useSafeFormatMessage';

const DiagnosticsDialog = lazy(() => import(/* webpackChunkName: "diagnostics" */ './DiagnosticsDialog'));

export interface DiagnosticsButtonProps {
  variant?: ButtonProps['variant'];
  /** Called when the dialog closes (the compact menu closes too). */
  onDone?: () => void;
}

export function DiagnosticsButton({ variant = 'text', onDone }: DiagnosticsButtonProps) {
  const formatMessage = useSafeFormatMessage();
  const [open, setOpen] = useState(false);
  const close = () => {
    setOpen(false);
    onDone?.();
  };
  return (
    <>
      <Button variant={variant} color="inherit" onClick={() => setOpen(true)}>
        {formatMessage('diagnostics.download')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <DiagnosticsDialog onClose={close} />
        </Suspense>
      )}
    </>
  );
}
