/**
 * The one dialog shell of the four wallet dialogs (connect, account, network, sign-in): a
 * labelled modal dialog with a title, an optional back button, a close button, Escape and a
 * click beside it to close, the keyboard focus kept inside and the page behind it inert; at
 * most 468 px tall in the compact layout and 504 px in the wide one; in the compact layout a
 * full-width sheet at the bottom of the screen.
 *
 * Not MUI's Dialog, and not the browser's showModal(): a closed dialog stays rendered and laid
 * out, only invisible (`visibility: hidden`, which also keeps it out of the accessibility tree
 * and the tab order), so opening it is one attribute on the overlay and a focus, with no
 * React render, no transition components, no new layout. (showModal() moves the dialog to the
 * top layer, which lays it out anew: 85 ms at 4× CPU for the wallet list.) A kept-mounted
 * dialog can thus be opened inside the click that asks for it (`ref.showNow()`), React's own
 * state following.
 */
import {
  useCallback,
  useId,
  useImperativeHandle,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
  type Ref,
} from 'react';
import { createPortal } from 'react-dom';
import { useIntl } from 'react-intl';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { keyframes, type Theme } from '@mui/material/styles';
import { CloseIcon } from '@/components/icons';
import { BackIcon } from './walletIcons';

export const DIALOG_MAX_HEIGHT = { compact: 468, wide: 504 } as const;

export interface WalletDialogProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  /** The title is read to screen readers but not shown (the content has its own heading). */
  hideTitle?: boolean;
  /** Shows the back arrow when given. */
  onBack?: () => void;
  compact: boolean;
  /** Width in the wide layout. */
  width?: number;
  /** Called once the closing animation ends (the caller returns focus where it belongs). */
  onExited?: () => void;
  children: ReactNode;
  /** For tests and styling hooks. */
  'data-testid'?: string;
  /** Stays in the page, hidden, while closed: opening only reveals it. */
  keepMounted?: boolean;
  /** `showNow()` opens it at once, before React has rendered `open` (a kept-mounted dialog). */
  ref?: Ref<WalletDialogHandle>;
}

export interface WalletDialogHandle {
  /** Opens a kept-mounted dialog now; false when it cannot (not mounted, or not kept mounted). */
  showNow(): boolean;
  /** Whether it is open on screen (React's `open` may not have caught up yet). */
  isOpen(): boolean;
}

/** Set on the overlay while the dialog is open (shell.css: the page behind does not scroll). */
export const OPEN_ATTRIBUTE = 'data-wallet-dialog-open';

// Style objects made once: a re-render (opening a kept-mounted dialog) serialises nothing anew.
const HEADER_SX = { display: 'flex', alignItems: 'center', gap: 1, px: 1.5, pt: 1.5, pb: 1, minHeight: 48 } as const;
const HEADER_NO_TITLE_SX = { ...HEADER_SX, pb: 0 } as const;
const SIDE_SX = { width: 40, flexShrink: 0 } as const;
const CLOSE_SIDE_SX = { ...SIDE_SX, display: 'flex', justifyContent: 'flex-end' } as const;
const TITLE_SX = {
  flexGrow: 1,
  textAlign: 'center',
  fontSize: '1.05rem',
  fontWeight: 700,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
} as const;
const HIDDEN_TITLE_SX = {
  ...TITLE_SX,
  position: 'absolute',
  width: 1,
  height: 1,
  clip: 'rect(0 0 0 0)',
  overflow: 'hidden',
} as const;
const GROW_SX = { flexGrow: 1 } as const;
const BODY_SX = {
  overflowY: 'auto',
  px: 2,
  pb: 2,
  display: 'flex',
  flexDirection: 'column',
  minHeight: 0,
  flexGrow: 1,
} as const;
const BACK_ICON_SX = (theme: Theme) => (theme.direction === 'rtl' ? { transform: 'scaleX(-1)' } : {});

const fadeIn = keyframes`from { opacity: 0; } to { opacity: 1; }`;
const riseIn = keyframes`from { transform: translateY(16px); } to { transform: none; }`;
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

function paperSx(compact: boolean, width: number) {
  const maxHeight = compact ? DIALOG_MAX_HEIGHT.compact : DIALOG_MAX_HEIGHT.wide;
  return (theme: Theme) => ({
    display: 'flex',
    flexDirection: 'column',
    overflow: 'hidden',
    outline: 'none',
    color: 'text.primary',
    bgcolor: 'background.paper',
    // MUI's dark paper is lightened by its elevation: the same overlay as its Paper's at 24.
    backgroundImage:
      theme.palette.mode === 'dark' ? 'linear-gradient(rgba(255,255,255,0.16), rgba(255,255,255,0.16))' : 'none',
    boxShadow: 24,
    borderRadius: 1,
    ...(compact
      ? {
          position: 'fixed',
          bottom: 0,
          insetInline: 0,
          width: '100%',
          maxWidth: '100%',
          maxHeight,
          borderBottomLeftRadius: 0,
          borderBottomRightRadius: 0,
          '@media (prefers-reduced-motion: no-preference)': {
            [`[${OPEN_ATTRIBUTE}] > &`]: { animation: `${riseIn} 150ms ease-out` },
          },
        }
      : { position: 'relative', width, maxWidth: 'calc(100% - 32px)', maxHeight }),
  });
}

const FOCUSABLE =
  'button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The dialog's keyboard stops, in order (hidden ones left out). */
function focusablesIn(dialog: HTMLElement): HTMLElement[] {
  return Array.from(dialog.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => !element.closest('[hidden], [inert], [aria-hidden="true"]'),
  );
}

// The page behind an open dialog is inert (no focus, no clicks, not read out): the app's root,
// while any wallet dialog is open. The dialogs are portalled beside it, into <body>.
const openDialogs = new Set<HTMLElement>();
function setPageInert() {
  const root = document.getElementById('root');
  if (root) root.inert = openDialogs.size > 0;
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
  overlay.setAttribute(OPEN_ATTRIBUTE, '');
  openDialogs.add(overlay);
  // The dialog itself takes the focus, as MUI's did: its name is read out first. No scrolling:
  // it is laid out already.
  paper.focus({ preventScroll: true });
  // The page goes inert once the dialog is on screen: `inert` restyles the whole page, and
  // until then the backdrop takes the clicks and the dialog the keys.
  requestAnimationFrame(() => setTimeout(setPageInert, 0));
  return true;
}

function conceal(overlay: HTMLElement | null, opened: { current: OpenedDialog | null }, restoreFocus: boolean) {
  if (!overlay || !opened.current) return false;
  const { returnFocus } = opened.current;
  opened.current = null;
  overlay.removeAttribute(OPEN_ATTRIBUTE);
  openDialogs.delete(overlay);
  setPageInert();
  if (restoreFocus && returnFocus instanceof HTMLElement && returnFocus.isConnected) {
    returnFocus.focus({ preventScroll: true });
  }
  return true;
}

export function WalletDialog({
  open,
  onClose,
  title,
  hideTitle = false,
  onBack,
  compact,
  width = 360,
  onExited,
  children,
  'data-testid': testId,
  keepMounted = false,
  ref,
}: WalletDialogProps) {
  const intl = useIntl();
  const titleId = useId();
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

  // Unmounted while open: the page behind comes back.
  useLayoutEffect(() => {
    const overlay = overlayRef.current;
    return () => {
      if (overlay && openDialogs.delete(overlay)) setPageInert();
    };
  }, []);

  // Escape, the close button, a click on the backdrop. Opened by showNow() and closed again
  // before React rendered `open`, it closes here: `open` never changes, so the effect won't.
  const requestClose = () => {
    onClose();
    if (!latest.current.open) hide();
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLDivElement>) => {
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

  const sx = useMemo(() => paperSx(compact, width), [compact, width]);
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
        aria-labelledby={titleId}
        tabIndex={-1}
        data-testid={testId}
        onKeyDown={onKeyDown}
        onPointerDown={() => {
          pressedBackdrop.current = false;
        }}
        sx={sx}
      >
        {showContent && (
          <>
            <Box sx={hideTitle ? HEADER_NO_TITLE_SX : HEADER_SX}>
              <Box sx={SIDE_SX}>
                {onBack && (
                  <IconButton
                    onClick={onBack}
                    aria-label={intl.formatMessage({ id: 'wallet.connect.back' })}
                    size="small"
                  >
                    {/* Points the way back in right-to-left languages too. */}
                    <BackIcon fontSize="small" sx={BACK_ICON_SX} />
                  </IconButton>
                )}
              </Box>
              <Typography id={titleId} component="h2" variant="h6" sx={hideTitle ? HIDDEN_TITLE_SX : TITLE_SX}>
                {title}
              </Typography>
              {hideTitle && <Box sx={GROW_SX} />}
              <Box sx={CLOSE_SIDE_SX}>
                <IconButton
                  onClick={requestClose}
                  aria-label={intl.formatMessage({ id: 'wallet.connect.close' })}
                  size="small"
                >
                  <CloseIcon fontSize="small" />
                </IconButton>
              </Box>
            </Box>
            <Box sx={BODY_SX}>{children}</Box>
          </>
        )}
      </Box>
    </Box>
  );
  // In <body>, beside the app's root (which goes inert while it is open), as MUI's were.
  return createPortal(dialog, document.body);
}
