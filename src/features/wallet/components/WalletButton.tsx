/**
 * The wallet's place in the app bar, light enough for the first page: no wagmi, viem,
 * qrcode.react or MUI Dialog here. Until the wallet runtime is ready it is a 'Connect Wallet'
 * button; once the runtime is ready, WalletControls (a lazy chunk, inside <WalletReady>) takes
 * over: the account or wrong-network button and the other dialogs.
 *
 * The connect dialog is here, not in WalletControls: it needs no wagmi to list the wallets
 * (useConnectAccess), so a click opens it without waiting for the runtime. Its code is fetched
 * and run when the browser is idle after the first page (and on hover, focus and pointerdown),
 * and one instance stays mounted, hidden, so opening it is only a reveal, within the click (one
 * attribute, see WalletDialog); after each closing a fresh one replaces it when the browser is
 * idle. It never suspends on the click: see docs/performance.md#suspense-throttle. The runtime's
 * code is only fetched then (idlePrefetch), and run when a wallet is chosen: nothing heavy runs
 * between the first page and the click, or during it.
 *
 * Also here, because it needs no wallet code: on start-up a signed-in user's wallet
 * verification is checked once (check-wallet-verified, a small chunk of its own:
 * VerificationCheckSlot), and the runtime's loading state is mirrored into the wallet slice for
 * support staff.
 */
import {
  startTransition,
  Suspense,
  useCallback,
  useDeferredValue,
  useEffect,
  useReducer,
  useRef,
  useState,
} from 'react';
import { useIntl } from 'react-intl';
import { ErrorBoundary } from '@/components/ErrorBoundary';
import { useToast } from '@/components/toast/useToast';
import { useCompactLayout } from '@/lib/hooks/useCompactLayout';
import { prefetchIdleChunks } from '@/lib/idlePrefetch';
import { lazyPart, whenIdle } from '@/lib/lazy';
import { useAppDispatch } from '@/lib/store/hooks';
import { useWalletRuntime, WalletReady } from '@/lib/wallet/WalletRuntimeProvider';
import { walletRuntimeObserved } from '../walletSlice';
import type { ConnectDialogProps } from './ConnectDialog';
import type { WalletControlsProps } from './WalletControls';
import { ConnectWalletButton } from './ConnectWalletButton';
import { dialogStateReducer, initialDialogState, type WalletDialogName } from './dialogState';
import { VerificationCheckSlot } from './VerificationCheckSlot';
import type { WalletDialogHandle } from './WalletDialog';

// Both render inside the MUI scope, fetched beside them (the first page has no MUI), and render
// wallet messages, which in English arrive with the pages' (pageMessages.ts). The controls are
// memoised: opening the connect dialog does not re-render them (see controlsDialogs).
// After a failed fetch, preload() fetches again, so a click really retries (requestConnect).
const WalletControls = lazyPart<WalletControlsProps>(
  () => import(/* webpackChunkName: "wallet-controls" */ './WalletControls'),
  { mui: true, pageMessages: true, memo: true },
);

/** How long an idle moment may be waited for before the dialog's code is fetched anyway. */
const IDLE_TIMEOUT_MS = 2000;

// Memoised: the button's own state (a press, a retry) does not re-render the waiting dialog.
const ConnectDialog = lazyPart<ConnectDialogProps>(
  () => import(/* webpackChunkName: "wallet-connect-dialog" */ './ConnectDialog'),
  { mui: true, pageMessages: true, memo: true },
);

export function WalletButton() {
  const intl = useIntl();
  const toast = useToast();
  const dispatch = useAppDispatch();
  const compact = useCompactLayout();
  const { status } = useWalletRuntime();
  const [dialogs, dispatchDialog] = useReducer(dialogStateReducer, initialDialogState);
  // Bumped by each click on the light button: a fresh ErrorBoundary, whose WalletControls waits
  // for the chunk fetched again.
  const [attempt, setAttempt] = useState(0);
  // The light button has the keyboard focus: its successor takes it over when the code arrives.
  const [lightFocused, setLightFocused] = useState(false);
  const [controlsMounted, setControlsMounted] = useState(false);
  // A press on the light button is in progress: the code arriving between pointerdown and
  // pointerup must not swap the button, or the click is lost (down and up on different
  // elements make no click). The swap waits until the press has ended.
  const [pressed, setPressed] = useState(false);

  useEffect(() => {
    if (!pressed) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // Window, bubble phase: after React has handled the click on the button.
    const release = () => {
      clearTimeout(timer);
      setPressed(false);
    };
    // No click follows a release outside the page: give up after a moment.
    const released = () => {
      clearTimeout(timer);
      timer = setTimeout(release, 1000);
    };
    window.addEventListener('click', release);
    window.addEventListener('pointercancel', release);
    window.addEventListener('pointerup', released);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('click', release);
      window.removeEventListener('pointercancel', release);
      window.removeEventListener('pointerup', released);
    };
  }, [pressed]);

  useEffect(() => {
    dispatch(walletRuntimeObserved(status));
  }, [dispatch, status]);

  // The connect dialog's code is here: it renders (hidden until opened) without suspending.
  const [dialogReady, setDialogReady] = useState(ConnectDialog.isLoaded);
  // A fresh connect dialog after each closing (recent wallets, panels' own state).
  const [connectKey, setConnectKey] = useState(0);
  // Bumped when the connect dialog has closed and WalletControls has the button to focus.
  const [refocus, setRefocus] = useState(0);
  const lightRef = useRef<HTMLButtonElement>(null);
  const connectDialogRef = useRef<WalletDialogHandle>(null);

  // The connect dialog's code, run so that one instance waits mounted; the runtime's code is
  // only fetched (it runs when a wallet is chosen).
  const prefetch = useCallback(() => {
    prefetchIdleChunks();
    ConnectDialog.preload().then(
      () => setDialogReady(true),
      () => undefined,
    ); // A click reports the failure.
  }, []);

  useEffect(() => whenIdle(prefetch, { afterFirstPage: true, timeout: IDLE_TIMEOUT_MS }), [prefetch]);

  const openConnect = useCallback(() => {
    dispatchDialog({ type: 'open', dialog: 'connect' });
    // The dialog's code may not be here yet (the idle fetch failed, or has not happened).
    ConnectDialog.preload().then(
      () => setDialogReady(true),
      () => {
        dispatchDialog({ type: 'close' });
        dispatchDialog({ type: 'exited' });
        toast.error(intl.formatMessage({ id: 'wallet.button.loadFailed' }), { id: 'wallet-load-failed' });
      },
    );
  }, [toast, intl]);

  // The waiting dialog opens within the click itself, before any state changes (one attribute
  // and a focus, no render: WalletDialog.showNow). React's state follows as a transition, whose
  // render changes nothing on screen; whatever else the click sets off waits behind it.
  const showConnectNow = useCallback((andThen: () => void) => {
    if (connectDialogRef.current?.showNow()) startTransition(andThen);
    else andThen();
  }, []);

  const requestConnect = () =>
    showConnectNow(() => {
      // The controls are wanted but not here: their chunk may have failed (offline, a new
      // deployment). Fetch it again (nothing new while it is on its way).
      if (status === 'ready' && !controlsMounted) void WalletControls.preload().catch(() => undefined);
      setAttempt((count) => count + 1);
      openConnect();
    });

  const onConnectExited = useCallback(() => {
    dispatchDialog({ type: 'exited' });
    if (controlsMounted) setRefocus((count) => count + 1);
    else lightRef.current?.focus();
    // The closed dialog is replaced by a fresh one when nothing else is going on (and it has
    // not been opened again meanwhile).
    whenIdle(
      () => {
        if (!connectDialogRef.current?.isOpen()) setConnectKey((key) => key + 1);
      },
      { timeout: IDLE_TIMEOUT_MS },
    );
  }, [controlsMounted]);

  const onOpen = useCallback(
    (dialog: WalletDialogName) =>
      dialog === 'connect' ? showConnectNow(openConnect) : dispatchDialog({ type: 'open', dialog }),
    [openConnect, showConnectNow],
  );
  const onClose = useCallback(() => dispatchDialog({ type: 'close' }), []);
  const onExited = useCallback(() => dispatchDialog({ type: 'exited' }), []);

  const placeholder = (
    <ConnectWalletButton
      ref={lightRef}
      busy={dialogs.open === 'connect' && !dialogReady}
      onPointerEnter={prefetch}
      onPointerDown={() => {
        // Only the controls can arrive mid-press (a runtime on its way, or ready and its
        // controls' code on its way); otherwise the press re-renders nothing.
        if (status !== 'idle' && !controlsMounted) setPressed(true);
        prefetch();
      }}
      onFocus={() => {
        setLightFocused(true);
        prefetch();
      }}
      onBlur={() => setLightFocused(false)}
      onClick={requestConnect}
    />
  );

  // The light button stays where it is (never remounted, so focus and a click in progress
  // survive) until WalletControls has mounted beside it and reports in. The controls come with
  // the runtime (a remembered connection, a wallet chosen in the connect dialog, a page that
  // reads the chain), never just because the dialog opened.
  const wantControls = status === 'ready' && !(pressed && !controlsMounted);
  // The connect dialog's opening and closing reach the controls a moment later (deferred), so
  // the click renders only the dialog; their own dialogs' state reaches them at once.
  const deferredDialogs = useDeferredValue(dialogs);
  const controlsDialogs =
    dialogs.shown === 'connect' || deferredDialogs.shown === 'connect' ? deferredDialogs : dialogs;
  return (
    <>
      <VerificationCheckSlot />
      {!controlsMounted && placeholder}
      {/* Only once the runtime is ready (a remembered connection, a wallet chosen, a page that reads the chain). */}
      {wantControls && (
        // A chunk that cannot be fetched (offline, a new deploy) leaves the light button.
        <ErrorBoundary key={attempt} fallback={() => null}>
          <WalletReady>
            <Suspense fallback={null}>
              <WalletControls
                dialogs={controlsDialogs}
                onOpen={onOpen}
                onClose={onClose}
                onExited={onExited}
                compact={compact}
                takeFocus={lightFocused}
                onMountedChange={setControlsMounted}
                onPrefetch={prefetch}
                refocus={refocus}
              />
            </Suspense>
          </WalletReady>
        </ErrorBoundary>
      )}
      {dialogReady && (
        <ConnectDialog
          key={`connect-dialog-${connectKey}`}
          dialogRef={connectDialogRef}
          keepMounted
          open={dialogs.open === 'connect'}
          onClose={onClose}
          onExited={onConnectExited}
          compact={compact}
        />
      )}
    </>
  );
}
