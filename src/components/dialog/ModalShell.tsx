// The one modal shell of the app's quick dialogs (wallet, vote, every write's confirmation), shown
// while the dialog store says its name is open. Not MUI's Dialog nor showModal(): see
// docs/performance.md#kept-mounted-dialogs. The page behind it: modalPage.ts.
import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type RefObject,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import Box from '@mui/material/Box';
import { keyframes, type SxProps, type Theme } from '@mui/material/styles';
import { useIdle, whenIdle } from '@/lib/lazy';
import { closeDialog, useDialog } from './dialogStore';
import { conceal, focusablesIn, OPEN_ATTRIBUTE, reveal, watchPageScrollbar, type OpenedDialog } from './modalPage';

export { OPEN_ATTRIBUTE, PAGE_LOCKED_ATTRIBUTE } from './modalPage';

export interface ModalShellProps {
  /** The dialog store's entry it shows (openDialog(name), useReviewStep). */
  name: string;
  /** Escape, a click on the backdrop; by default closeDialog(name). */
  onClose?: () => void;
  /** The id of the dialog's title. */
  labelledBy: string;
  /** The paper's look and size. */
  paperSx: SxProps<Theme>;
  /** Called once the dialog has closed and the focus has gone back (the owner may move it on). */
  onExited?: () => void;
  children: ReactNode;
  /** For tests and styling hooks. */
  'data-testid'?: string;
  /**
   * Rendered hidden from the browser's first idle moment on, so that opening only reveals it;
   * after each closing a fresh one replaces it when idle.
   */
  mountWhenIdle?: boolean;
}

/** What a close button inside the dialog calls: the owner's onClose. */
const RequestCloseContext = createContext<() => void>(() => undefined);
export const useRequestClose = () => useContext(RequestCloseContext);

const fadeIn = keyframes`from { opacity: 0; } to { opacity: 1; }`;
const OPEN = `&[${OPEN_ATTRIBUTE}]`;

const OVERLAY_SX = {
  position: 'fixed',
  inset: 0,
  // Above the app bar and MUI's own layers (modal 1300), below the toasts (1400).
  zIndex: 1350,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  visibility: 'hidden',
  [OPEN]: { visibility: 'visible' },
  '@media (prefers-reduced-motion: no-preference)': {
    [`${OPEN} > *`]: { animation: `${fadeIn} 120ms ease-out` },
  },
} as const;

const BACKDROP_SX = { position: 'absolute', inset: 0, bgcolor: 'rgba(0, 0, 0, 0.5)' } as const;

/** The paper of a form dialog, as MUI's `<Dialog fullWidth maxWidth="sm">` drew it. */
export const FORM_DIALOG_PAPER_SX = (theme: Theme) =>
  ({
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    overflowY: 'auto',
    outline: 'none',
    m: 4,
    width: 'calc(100% - 64px)',
    maxWidth: theme.breakpoints.values.sm,
    maxHeight: 'calc(100% - 64px)',
    color: 'text.primary',
    bgcolor: 'background.paper',
    boxShadow: 24,
    // The theme's dialog corner (twice its base radius), as MUI's Dialog has it.
    borderRadius: 2,
  }) as const;

export function ModalShell({ name, onClose, ...props }: ModalShellProps) {
  const { open, session } = useDialog(name);
  const close = useCallback(() => closeDialog(name), [name]);
  return <ShellFrame {...props} open={open} session={session} onClose={onClose ?? close} />;
}

type FrameProps = Omit<ModalShellProps, 'name'> & { open: boolean; session: number };

/** How long an idle moment may be waited for before a hidden dialog is rendered anyway. */
const IDLE_TIMEOUT_MS = 2000;

/**
 * The content's key: while closed, the next opening's session, so opening changes nothing but
 * `open`. See docs/performance.md#kept-mounted-dialogs.
 */
function useContentKey(open: boolean, session: number, mountWhenIdle: boolean): number {
  const target = open ? session : session + 1;
  const [key, setKey] = useState(target);
  if (open && key !== target) setKey(target);
  useEffect(() => {
    if (open || key === target || !mountWhenIdle) return undefined;
    return whenIdle(() => setKey(target), { timeout: IDLE_TIMEOUT_MS });
  }, [open, key, target, mountWhenIdle]);
  return key;
}

/**
 * Its children render at once only while open. While closed, the hidden content catches up with
 * its owner when the browser is idle, not at each of its renders (each keystroke in a form), so
 * opening finds it current and renders it no more. It keeps what it showed last while it closes.
 */
function RenderWhileOpen({ open, children }: { open: boolean; children: ReactNode }) {
  const [shown, setShown] = useState(children);
  if (open && shown !== children) setShown(children);
  useEffect(() => {
    if (open || shown === children) return undefined;
    return whenIdle(() => startTransition(() => setShown(children)), { timeout: IDLE_TIMEOUT_MS });
  }, [open, shown, children]);
  return open ? children : shown;
}

/** Escape closes; Tab and Shift+Tab go round inside the dialog. */
function onDialogKeyDown(event: KeyboardEvent<HTMLDivElement>, requestClose: () => void) {
  if (event.key === 'Escape') {
    event.preventDefault();
    event.stopPropagation();
    requestClose();
    return;
  }
  if (event.key !== 'Tab') return;
  const stops = focusablesIn(event.currentTarget);
  const first = stops[0];
  const last = stops[stops.length - 1];
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === event.currentTarget)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

interface Opening {
  overlayRef: RefObject<HTMLDivElement | null>;
  paperRef: RefObject<HTMLDivElement | null>;
  /** Whether the paper was left scrolled down. */
  scrolled: RefObject<boolean>;
  onExited: (() => void) | undefined;
}

/** Reveals and conceals the dialog as `open` says; false once closed and its closing reported. */
function useOpening(open: boolean, { overlayRef, paperRef, scrolled, onExited }: Opening): boolean {
  const opened = useRef<OpenedDialog | null>(null);
  const [exited, setExited] = useState(!open);
  if (open && exited) setExited(false);
  const latestExited = useRef(onExited);
  useLayoutEffect(() => {
    latestExited.current = onExited;
  });
  useLayoutEffect(() => {
    if (open) {
      reveal(overlayRef.current, paperRef.current, opened, scrolled.current);
    } else if (conceal(overlayRef.current, opened)) {
      setExited(true);
      latestExited.current?.();
    }
  }, [open, overlayRef, paperRef, scrolled]);
  useEffect(watchPageScrollbar, []);
  // Unmounted while open (its owner dropped it on closing): the page behind comes back.
  useLayoutEffect(() => {
    const overlay = overlayRef.current;
    return () => void conceal(overlay, opened);
  }, [overlayRef]);
  return !exited;
}

function ShellFrame({
  open,
  session,
  onClose,
  labelledBy,
  paperSx,
  onExited,
  children,
  'data-testid': testId,
  mountWhenIdle = false,
}: FrameProps) {
  const overlayRef = useRef<HTMLDivElement>(null);
  const paperRef = useRef<HTMLDivElement>(null);
  // Whether the paper was left scrolled down (read in its scroll events, when it costs nothing).
  const scrolled = useRef(false);
  const shown = useOpening(open, { overlayRef, paperRef, scrolled, onExited });
  const idle = useIdle({ timeout: IDLE_TIMEOUT_MS });
  const contentKey = useContentKey(open, session, mountWhenIdle);
  // What the handlers read without being made anew.
  const latestClose = useRef(onClose);
  useLayoutEffect(() => {
    latestClose.current = onClose;
  });
  // Escape, a close button, a click on the backdrop.
  const requestClose = useCallback(() => latestClose.current?.(), []);
  // Where a press began: only a click that both began and ended on the backdrop closes it.
  const pressedBackdrop = useRef(false);

  const showContent = open || shown || (mountWhenIdle && idle);
  const dialog = (
    <Box ref={overlayRef} sx={OVERLAY_SX}>
      <Box
        sx={BACKDROP_SX}
        aria-hidden
        onPointerDown={() => {
          pressedBackdrop.current = true;
        }}
        onClick={() => {
          if (pressedBackdrop.current) requestClose();
          pressedBackdrop.current = false;
        }}
      />
      <Box
        ref={paperRef}
        role="dialog"
        aria-modal
        aria-labelledby={labelledBy}
        tabIndex={-1}
        data-testid={testId}
        onKeyDown={(event: KeyboardEvent<HTMLDivElement>) => onDialogKeyDown(event, requestClose)}
        onPointerDown={() => {
          pressedBackdrop.current = false;
        }}
        onScroll={(event) => {
          scrolled.current = event.currentTarget.scrollTop > 0;
        }}
        sx={paperSx}
      >
        {showContent && (
          <RequestCloseContext value={requestClose}>
            <RenderWhileOpen key={contentKey} open={open}>
              {children}
            </RenderWhileOpen>
          </RequestCloseContext>
        )}
      </Box>
    </Box>
  );
  // In <body>, beside the app's root (which goes inert while it is open), as MUI's were.
  return createPortal(dialog, document.body);
}
