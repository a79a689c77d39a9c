// The page behind an open dialog: it does not scroll and is inert a frame later, the focus stays
// in the dialog on top and goes back to its opener on closing. ModalShell.tsx draws the dialog.
// See docs/performance.md#kept-mounted-dialogs.

/** Set on the overlay while the dialog is open. */
export const OPEN_ATTRIBUTE = 'data-modal-open';

const FOCUSABLE =
  'button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The dialog's keyboard stops, in order (hidden ones left out; one per group of radios). */
export function focusablesIn(dialog: HTMLElement): HTMLElement[] {
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

// The open dialogs' overlays, the top one last; the dialogs are portalled into <body>.
const openDialogs: HTMLElement[] = [];

/** Whether the page's scrollbar takes room, as of the last layout: null until first seen. */
let scrollbarTakesRoom: boolean | null = null;
let scrollbarWatch: ResizeObserver | null = null;
const measureScrollbar = () => window.innerWidth > document.documentElement.clientWidth;

// Read after each layout that resized the page, never in the click: the click's own DOM changes
// would make that read lay out the page. See docs/performance.md#kept-mounted-dialogs.
export function watchPageScrollbar() {
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

export interface OpenedDialog {
  /** Where the focus was before: it goes back there on closing if nobody else places it. */
  returnFocus: Element | null;
  /** The open dialog that held that focus, if any, with where its own focus goes back. */
  openedFrom: { overlay: HTMLElement; dialog: OpenedDialog } | null;
}

const openedDialogs = new WeakMap<HTMLElement, OpenedDialog>();

/**
 * Where the focus goes back on closing. A dialog opened from inside another that has closed
 * since (a confirmation, then "Deposit sent") sends it where that one's went: its own opener.
 */
function focusTarget(dialog: OpenedDialog): Element | null {
  let current = dialog;
  while (current.openedFrom && !openDialogs.includes(current.openedFrom.overlay)) current = current.openedFrom.dialog;
  return current.returnFocus;
}

/** Opens the dialog whose overlay is `overlay` and paper `paper`; false when not mounted. */
export function reveal(
  overlay: HTMLElement | null,
  paper: HTMLElement | null,
  opened: { current: OpenedDialog | null },
  scrolled: boolean,
) {
  if (!overlay || !paper || !overlay.isConnected) return false;
  if (opened.current) return true;
  const active = document.activeElement;
  const holder = openDialogs.findLast((open) => open.contains(active));
  const holderDialog = holder && openedDialogs.get(holder);
  opened.current = {
    returnFocus: active,
    openedFrom: holder && holderDialog ? { overlay: holder, dialog: holderDialog } : null,
  };
  openedDialogs.set(overlay, opened.current);
  openDialogs.push(overlay);
  if (openDialogs.length === 1) document.addEventListener('focusout', keepFocusInDialog);
  // In the click, not a frame later with `inert`: docs/performance.md#kept-mounted-dialogs says why.
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
export function conceal(overlay: HTMLElement | null, opened: { current: OpenedDialog | null }) {
  if (!overlay || !opened.current) return false;
  const returnFocus = focusTarget(opened.current);
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
