// "Download diagnostics", in the account controls and on the error page. A shell button; the
// dialog and export code are fetched on the first click, so the first page stays small. Each
// button opens its own dialog by name in the dialog store.
import { Suspense, useId } from 'react';
import { closeDialog, openDialog, useDialog } from '@/components/dialog/dialogStore';
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
  const name = `diagnostics${useId()}`;
  // Fetched at the first opening; each opening starts afresh (nothing ticked).
  const { session } = useDialog(name);
  const close = () => {
    closeDialog(name);
    onDone?.();
  };
  return (
    <>
      <ShellButton variant={variant} color="inherit" className={className} onClick={() => openDialog(name)}>
        {formatMessage('diagnostics.download')}
      </ShellButton>
      {session > 0 && (
        <Suspense fallback={null}>
          <DiagnosticsDialog key={session} name={name} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
