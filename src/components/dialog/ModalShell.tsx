// The one modal shell of the app's quick dialogs (wallet, vote, every write's confirmation), open
// by its owner (`open`) or by name in the dialog store (`name`). Not MUI's Dialog nor showModal():
// see docs/performance.md#kept-mounted-dialogs.
import {
  createContext,
  memo,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { createPortal } from 'react-dom';
import Box from '@mui/material/Box';
import { keyframes, type SxProps, type Theme } from '@mui/material/styles';
import { useIdle, whenIdle } from '@/lib/lazy';
import { closeDialog, useDialog } from './dialogStore';

interface ShellProps {
  /** Escape, a click on the backdrop. Not given: the dialog cannot be dismissed (a write is being sent). */
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

export type ModalShellProps = ShellProps &
  // Shows the dialog store's entry `name`; closing defaults to closeDialog(name).
  (
    | { name: string; open?: never }
    // Its owner says when it is open.
    | { open: boolean; name?: never }
  );

/** What a close button inside the dialog calls: the owner's onClose. */
const RequestCloseContext = createContext<() => void>(() => undefined);
export const useRequestClose = () => useContext(RequestCloseContext);

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

// The page behind an open dialog does not scroll and is inert a frame later; the dialogs are
// portalled into <body>. See docs/performance.md#kept-mounted-dialogs.
const openDialogs: HTMLElement[] = [];

/** Whether the page's scrollbar takes room, as of the last layout: null until first seen. */
let scrollbarTakesRoom: boolean | null = null;
let scrollbarWatch: ResizeObserver | null = null;
const measureScrollbar = () => window.innerWidth > document.documentElement.clientWidth;

// Read after each layout that resized the page, never in the click: the click's own DOM changes
// would make that read lay out the page. See docs/performance.md#kept-mounted-dialogs.
function watchPageScrollbar() {
  if (scrollbarWatch || typeof ResizeObserver === 'undefined') return;
  scrollbarWatch = new ResizeObserver(() => {
    if (!document.documentElement.hasAttribute(PAGE_LOCKED_ATTRIBUTE)) scrollbarTakesRoom = measureScrollbar();
  });
  scrollbarWatch.observe(document.documentElement);
}

function lockScroll() {
  const html = document.documentElement;
  if (openDialogs.length === 0) html.removeAttribute(PAGE_LOCKED_ATTRIBUTE);
  else if (!html.hasAttribute(PAGE_LOCKED_ATTRIBUTE))
    html.setAttribute(PAGE_LOCKED_ATTRIBUTE, (scrollbarTakesRoom ?? measureScrollbar()) ? 'keep-gutter' : '');
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
function reveal(
  overlay: HTMLElement | null,
  paper: HTMLElement | null,
  opened: { current: OpenedDialog | null },
  scrolled: boolean,
) {
  if (!overlay || !paper || !overlay.isConnected) return false;
  if (opened.current) return true;
  opened.current = { returnFocus: document.activeElement };
  openDialogs.push(overlay);
  if (openDialogs.length === 1) document.addEventListener('focusout', keepFocusInDialog);
  lockScroll();
  overlay.setAttribute(OPEN_ATTRIBUTE, '');
  // A kept-mounted dialog opens at its top; only when scrolled, as setting it lays the page out.
  if (scrolled) paper.scrollTop = 0;
  // The dialog itself takes the focus, as MUI's did: its name is read out first. No scrolling:
  // it is laid out already.
  paper.focus({ preventScroll: true });
  requestAnimationFrame(() => setTimeout(setPageInert, 0));
  return true;
}

/** Closes the dialog; the focus goes back where it was unless something else has taken it. */
function conceal(overlay: HTMLElement | null, opened: { current: OpenedDialog | null }) {
  if (!overlay || !opened.current) return false;
  const { returnFocus } = opened.current;
  const active = document.activeElement;
  const restoreFocus = !active || active === document.body || overlay.contains(active);
  opened.current = null;
  overlay.removeAttribute(OPEN_ATTRIBUTE);
  // Not found (already dropped by setPageInert): splice(-1) would drop another dialog.
  const index = openDialogs.indexOf(overlay);
  if (index !== -1) openDialogs.splice(index, 1);
  if (openDialogs.length === 0) document.removeEventListener('focusout', keepFocusInDialog);
  lockScroll();
  setPageInert();
  if (!restoreFocus) return true;
  if (returnFocus instanceof HTMLElement && returnFocus.isConnected) returnFocus.focus({ preventScroll: true });
  // Its opener is gone: the focus leaves the hidden dialog now, for the owner's onExited to place.
  else if (active instanceof HTMLElement && active !== document.body) active.blur();
  return true;
}

export function ModalShell(props: ModalShellProps) {
  return props.name === undefined ? <OwnedShell {...props} /> : <NamedShell {...props} name={props.name} />;
}

function NamedShell({ name, onClose, ...props }: ShellProps & { name: string }) {
  const { open, session } = useDialog(name);
  const close = useCallback(() => closeDialog(name), [name]);
  return <ShellFrame {...props} open={open} session={session} onClose={onClose ?? close} />;
}

function OwnedShell({ open, ...props }: ShellProps & { open: boolean }) {
  const [state, setState] = useState({ open, session: open ? 1 : 0 });
  if (state.open !== open) setState({ open, session: open ? state.session + 1 : state.session });
  return <ShellFrame {...props} open={open} session={state.session} />;
}

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
 * Its children render again only while open: the hidden content does not follow every render
 * of its owner (each keystroke in a form), and keeps what it showed last while it closes.
 */
const RenderWhileOpen = memo(
  function RenderWhileOpen({ children }: { open: boolean; children: ReactNode }) {
    return children;
  },
  (_previous, next) => !next.open,
);

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
}: ShellProps & { open: boolean; session: number }) {
  const overlayRef = useRef<HTMLDivElement>(null);
  const paperRef = useRef<HTMLDivElement>(null);
  const opened = useRef<OpenedDialog | null>(null);
  // Whether the paper was left scrolled down (read in its scroll events, when it costs nothing).
  const scrolled = useRef(false);
  // Closed and its closing reported: content not rendered ahead is dropped.
  const [exited, setExited] = useState(!open);
  if (open && exited) setExited(false);
  const idle = useIdle({ timeout: IDLE_TIMEOUT_MS });
  const contentKey = useContentKey(open, session, mountWhenIdle);
  // What the handlers read without being made anew.
  const latest = useRef({ onClose, onExited });
  useLayoutEffect(() => {
    latest.current = { onClose, onExited };
  });
  // Where a press began: only a click that both began and ended on the backdrop closes it.
  const pressedBackdrop = useRef(false);

  useLayoutEffect(() => {
    if (open) {
      reveal(overlayRef.current, paperRef.current, opened, scrolled.current);
    } else if (conceal(overlayRef.current, opened)) {
      setExited(true);
      latest.current.onExited?.();
    }
  }, [open]);

  useEffect(watchPageScrollbar, []);

  // Unmounted while open (its owner dropped it on closing): the page behind comes back.
  useLayoutEffect(() => {
    const overlay = overlayRef.current;
    return () => void conceal(overlay, opened);
  }, []);

  // Escape, a close button, a click on the backdrop.
  const requestClose = useCallback(() => latest.current.onClose?.(), []);

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

  const showContent = open || !exited || (mountWhenIdle && idle);
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
