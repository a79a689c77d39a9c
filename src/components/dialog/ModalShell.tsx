/**
 * The one modal shell of the app's quick dialogs (the wallet dialogs, the vote dialog, the
 * confirmation of every write): an overlay with a backdrop and a labelled `role="dialog"` paper;
 * Escape and a click beside it close it, the keyboard focus stays inside, the page behind is
 * inert and does not scroll, and the focus goes back where it was on closing.
 *
 * Not MUI's Dialog, and not the browser's showModal(). MUI's opening forces two layouts of the
 * whole page (its scroll lock measures the page, then changes it), mounts transition and focus
 * trap components and inserts their styles: 150–300 ms at 4× CPU behind a vote or a deposit
 * confirmation. showModal() moves the dialog to the top layer, which lays it out anew (85 ms at
 * 4× for the wallet list). Here a closed dialog can stay rendered and laid out, only invisible
 * (`visibility: hidden`, which also keeps it out of the accessibility tree and the tab order),
 * so opening a kept-mounted dialog is one attribute and a focus; `ref.showNow()` does that
 * inside the click, React's own state following.
 */
import {
  createContext,
  memo,
  useCallback,
  useContext,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { createPortal } from 'react-dom';
import Box from '@mui/material/Box';
import { keyframes, type SxProps, type Theme } from '@mui/material/styles';

export interface ModalShellProps {
  open: boolean;
  /** Escape, a click on the backdrop. Not given: the dialog cannot be dismissed (a write is being sent). */
  onClose?: () => void;
  /** The id of the dialog's title. */
  labelledBy: string;
  /** The paper's look and size. */
  paperSx: SxProps<Theme>;
  /** Called once the dialog has closed (the caller returns the focus where it belongs). */
  onExited?: () => void;
  children: ReactNode;
  /** For tests and styling hooks. */
  'data-testid'?: string;
  /** Stays in the page, hidden, while closed: opening only reveals it. */
  keepMounted?: boolean;
  /** `showNow()` opens it at once, before React has rendered `open` (a kept-mounted dialog). */
  ref?: Ref<ModalShellHandle>;
}

/**
 * What a close button inside the dialog calls: the owner's onClose, and, for a dialog opened by
 * showNow() whose React state has not caught up yet, the closing itself.
 */
const RequestCloseContext = createContext<() => void>(() => undefined);
export const useRequestClose = () => useContext(RequestCloseContext);

export interface ModalShellHandle {
  /** Opens a kept-mounted dialog now; false when it cannot (not mounted, or not kept mounted). */
  showNow(): boolean;
  /** Whether it is open on screen (React's `open` may not have caught up yet). */
  isOpen(): boolean;
}

/** Set on the overlay while the dialog is open. */
export const OPEN_ATTRIBUTE = 'data-modal-open';

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

const FOCUSABLE =
  'button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The dialog's keyboard stops, in order (hidden ones left out; one per group of radios). */
function focusablesIn(dialog: HTMLElement): HTMLElement[] {
  return Array.from(dialog.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((element) => {
    if (element.closest('[hidden], [inert], [aria-hidden="true"]')) return false;
    if (!(element instanceof HTMLInputElement) || element.type !== 'radio' || !element.name) return true;
    // Tab reaches a group of radios once: at its checked one, or its first when none is.
    const group = Array.from(dialog.querySelectorAll<HTMLInputElement>('input[type="radio"]')).filter(
      (radio) => radio.name === element.name,
    );
    const checked = group.find((radio) => radio.checked);
    return checked ? checked === element : group[0] === element;
  });
}

/**
 * Set on <html> while a dialog is open (shell.css: the page behind does not scroll), to
 * 'keep-gutter' when a scrollbar took room: that room stays, so the page does not shift.
 */
export const PAGE_LOCKED_ATTRIBUTE = 'data-page-locked';

// The page behind an open dialog does not scroll (at once) and is inert: no focus, no clicks,
// not read out (a frame later: `inert` restyles the whole page; until then the backdrop takes
// the clicks and the dialog the keys). The dialogs are portalled beside the app's root, into
// <body>. An attribute on <html> itself, not an `html:has(...)` rule: that one made the browser
// restyle the whole page at each opening.
const openDialogs: HTMLElement[] = [];
function lockScroll() {
  const html = document.documentElement;
  if (openDialogs.length === 0) html.removeAttribute(PAGE_LOCKED_ATTRIBUTE);
  else if (!html.hasAttribute(PAGE_LOCKED_ATTRIBUTE))
    html.setAttribute(PAGE_LOCKED_ATTRIBUTE, window.innerWidth > html.clientWidth ? 'keep-gutter' : '');
}
function setPageInert() {
  // Only a dialog still in the document and open keeps the page inert: a page that takes no
  // click must always be behind a dialog the user can see and close.
  for (let index = openDialogs.length - 1; index >= 0; index -= 1) {
    const overlay = openDialogs[index];
    if (overlay && (!overlay.isConnected || !overlay.hasAttribute(OPEN_ATTRIBUTE))) openDialogs.splice(index, 1);
  }
  const root = document.getElementById('root');
  if (root) root.inert = openDialogs.length > 0;
}

// The focus stays in the open dialog even when the element holding it goes away or is disabled
// (Confirm while sending): the browser then drops it on <body>, where the dialog's own keys
// (Escape, Tab) would no longer reach it.
function keepFocusInDialog(event: FocusEvent) {
  const top = openDialogs.at(-1);
  if (!top || event.relatedTarget !== null) return;
  queueMicrotask(() => {
    const paper = top.querySelector<HTMLElement>('[role="dialog"]');
    if (openDialogs.at(-1) === top && (document.activeElement === document.body || !document.activeElement))
      paper?.focus({ preventScroll: true });
  });
}

interface OpenedDialog {
  /** Where the focus was before: it goes back there on closing if nobody else places it. */
  returnFocus: Element | null;
}

/** Opens the dialog whose overlay is `overlay` and paper `paper`; false when not mounted. */
function reveal(overlay: HTMLElement | null, paper: HTMLElement | null, opened: { current: OpenedDialog | null }) {
  if (!overlay || !paper || !overlay.isConnected) return false;
  if (opened.current) return true;
  opened.current = { returnFocus: document.activeElement };
  openDialogs.push(overlay);
  if (openDialogs.length === 1) document.addEventListener('focusout', keepFocusInDialog);
  lockScroll(); // Measured before the dialog shows: the page's layout is still clean.
  overlay.setAttribute(OPEN_ATTRIBUTE, '');
  // A kept-mounted dialog opens at its top, wherever it was scrolled to last time.
  paper.scrollTop = 0;
  // The dialog itself takes the focus, as MUI's did: its name is read out first. No scrolling:
  // it is laid out already.
  paper.focus({ preventScroll: true });
  requestAnimationFrame(() => setTimeout(setPageInert, 0));
  return true;
}

function conceal(overlay: HTMLElement | null, opened: { current: OpenedDialog | null }, restoreFocus: boolean) {
  if (!overlay || !opened.current) return false;
  const { returnFocus } = opened.current;
  opened.current = null;
  overlay.removeAttribute(OPEN_ATTRIBUTE);
  // Not found (already dropped by setPageInert): splice(-1) would drop another dialog.
  const index = openDialogs.indexOf(overlay);
  if (index !== -1) openDialogs.splice(index, 1);
  if (openDialogs.length === 0) document.removeEventListener('focusout', keepFocusInDialog);
  lockScroll();
  setPageInert();
  if (restoreFocus && returnFocus instanceof HTMLElement && returnFocus.isConnected) {
    returnFocus.focus({ preventScroll: true });
  }
  return true;
}

export function ModalShell({
  open,
  onClose,
  labelledBy,
  paperSx,
  onExited,
  children,
  'data-testid': testId,
  keepMounted = false,
  ref,
}: ModalShellProps) {
  const overlayRef = useRef<HTMLDivElement>(null);
  const paperRef = useRef<HTMLDivElement>(null);
  const opened = useRef<OpenedDialog | null>(null);
  // Closed and its closing reported: a dialog that is not kept mounted renders no content.
  const [exited, setExited] = useState(!open);
  if (open && exited) setExited(false);
  // What the handlers read without being made anew.
  const latest = useRef({ open, onClose, onExited });
  useLayoutEffect(() => {
    latest.current = { open, onClose, onExited };
  });
  // Where a press began: only a click that both began and ended on the backdrop closes it.
  const pressedBackdrop = useRef(false);

  // Only a kept-mounted dialog has its content ready to show before React renders `open`.
  useImperativeHandle(
    ref,
    () => ({
      showNow: () => keepMounted && reveal(overlayRef.current, paperRef.current, opened),
      isOpen: () => opened.current !== null,
    }),
    [keepMounted],
  );

  // Closed: the caller puts the focus back where it belongs in onExited, or it returns to
  // where it was.
  const hide = useCallback(() => {
    if (!conceal(overlayRef.current, opened, !latest.current.onExited)) return;
    setExited(true);
    latest.current.onExited?.();
  }, []);

  useLayoutEffect(() => {
    if (open) reveal(overlayRef.current, paperRef.current, opened);
    else hide();
  }, [open, hide]);

  // Unmounted while open (its owner dropped it on closing): the page behind comes back, and the
  // focus goes back where it was, unless the owner has placed it somewhere already.
  useLayoutEffect(() => {
    const overlay = overlayRef.current;
    return () => {
      const focusInside = overlay?.contains(document.activeElement) || document.activeElement === document.body;
      conceal(overlay, opened, focusInside);
    };
  }, []);

  // Escape, a close button, a click on the backdrop. Opened by showNow() and closed again
  // before React rendered `open`, it closes here: `open` never changes, so the effect won't.
  const requestClose = useCallback(() => {
    const close = latest.current.onClose;
    if (!close) return;
    close();
    if (!latest.current.open) hide();
  }, [hide]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      requestClose();
      return;
    }
    if (event.key !== 'Tab') return;
    // The focus goes round inside the dialog.
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
  };

  const showContent = keepMounted || open || !exited;
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
        onKeyDown={onKeyDown}
        onPointerDown={() => {
          pressedBackdrop.current = false;
        }}
        sx={paperSx}
      >
        {showContent && <RequestCloseContext value={requestClose}>{children}</RequestCloseContext>}
      </Box>
    </Box>
  );
  // In <body>, beside the app's root (which goes inert while it is open), as MUI's were.
  return createPortal(dialog, document.body);
}

/**
 * Its children render again only while `live`. A kept-mounted dialog's hidden content thus
 * does not follow every render of its owner (each keystroke in a form), and keeps what it
 * showed last while it closes; it catches up in the render that opens it.
 */
export const RenderWhileOpen = memo(
  function RenderWhileOpen({ children }: { open: boolean; children: ReactNode }) {
    return children;
  },
  (_previous, next) => !next.open,
);
