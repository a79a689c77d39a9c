// "Download diagnostics", in the account controls and on the error page. A shell button; the
// dialog and export code are fetched on the first click, so the first page stays small.
import { Suspense, useState } from 'react';
import { useSafeFormatMessage } from '@/lib/i18n/useSafeFormatMessage';
import { lazyPart } from '@/components/lazy';
import { ShellButton, type ShellButtonLook } from '../shell/ShellButton';

const DiagnosticsDialog = lazyPart(() => import(/* webpackChunkName: "diagnostics" */ './DiagnosticsDialog'), {
  mui: true,
});

export interface DiagnosticsButtonProps {
  variant?: ShellButtonLook['variant'];
  /** Called when the dialog closes (the compact menu closes too). */
  onDone?: () => void;
  className?: string;
}

export function DiagnosticsButton({ variant = 'text', onDone, className }: DiagnosticsButtonProps) {
  const formatMessage = useSafeFormatMessage();
  const [open, setOpen] = useState(false);
  const close = () => {
    setOpen(false);
    onDone?.();
  };
  return (
    <>
      <ShellButton variant={variant} color="inherit" className={className} onClick={() => setOpen(true)}>
        {formatMessage('diagnostics.download')}
      </ShellButton>
      {open && (
        <Suspense fallback={null}>
          <DiagnosticsDialog onClose={close} />
        </Suspense>
      )}
    </>
  );
}
