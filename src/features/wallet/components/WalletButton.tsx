/**
 * The wallet's place in the app bar, light enough for the first page: no wagmi, viem,
 * qrcode.react or MUI Dialog here. Until the wallet runtime is ready it is a 'Connect Wallet'
 * button that asks for the runtime and the dialogs' code when the browser is first idle, and
 * on hover, focus and pointerdown. Once the runtime is ready, WalletControls (a lazy chunk,
 * inside <WalletReady>) takes over: the account or wrong-network button and the other dialogs.
 *
 * The connect dialog is here, not in WalletControls: it needs no wagmi to list the wallets
 * (useConnectAccess), so a click opens it without waiting for the runtime. Once its code has
 * arrived, one instance stays mounted, hidden, so opening it is only a reveal; after each
 * closing a fresh one replaces it when the browser is idle. (It never suspends on the click: a
 * Suspense boundary that has shown its fallback reveals only after React's ~300 ms throttle.)
 *
 * Also here, because it needs no wallet code: on start-up a signed-in user's wallet
 * verification is checked once (check-wallet-verified, a small chunk of its own:
 * VerificationCheckSlot), and the runtime's loading state is mirrored into the wallet slice for
 * support staff.
 */
import { Component, lazy, Suspense, useCallback, useEffect, useReducer, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useToast } from '@/components/toast/useToast';
import { useCompactLayout } from '@/lib/hooks/useCompactLayout';
import { withPageMessages } from '@/lib/i18n/pageMessages';
import { lazyWithPreload } from '@/lib/lazyWithPreload';
import { useAppDispatch } from '@/lib/store/hooks';
import { useWalletRuntime, WalletReady } from '@/lib/wallet/WalletRuntimeProvider';
import { walletRuntimeObserved } from '../walletSlice';
import { ConnectWalletButton } from './ConnectWalletButton';
import { dialogStateReducer, initialDialogState, type WalletDialogName } from './dialogState';
import { VerificationCheckSlot } from './VerificationCheckSlot';

// Both chunks render wallet messages, which in English arrive with the pages' (pageMessages.ts).
const loadWalletControls = () => withPageMessages(import(/* webpackChunkName: "wallet-controls" */ './WalletControls'));
const WalletControls = lazy(loadWalletControls);

const ConnectDialog = lazyWithPreload(() =>
  withPageMessages(import(/* webpackChunkName: "wallet-connect-dialog" */ './ConnectDialog')),
);

/** Runs `callback` when the browser is idle (at the latest after `timeout` ms); returns the cancel. */
function whenIdle(callback: () => void, timeout = 2000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(callback, { timeout });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(callback, 200);
  return () => clearTimeout(timer);
}

/** Falls back to the light button if the wallet chunk cannot be fetched (offline, a new deploy). */
class ChunkBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

export function WalletButton() {
  const intl = useIntl();
  const toast = useToast();
  const dispatch = useAppDispatch();
  const compact = useCompactLayout();
  const { status, load } = useWalletRuntime();
  const [dialogs, dispatchDialog] = useReducer(dialogStateReducer, initialDialogState);
  // Bumped by each click on the light button, so a failed chunk is tried again.
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

  // Everything behind the button, fetched in parallel: the runtime, its controls, the dialogs.
  const prefetch = useCallback(() => {
    load().catch(() => undefined); // Shown where it is needed (WalletReady, a connect attempt).
    loadWalletControls().catch(() => undefined);
    ConnectDialog.preload().then(
      () => setDialogReady(true),
      () => undefined,
    ); // A click reports the failure.
  }, [load]);

  useEffect(() => whenIdle(prefetch), [prefetch]);

  const openConnect = useCallback(() => {
    dispatchDialog({ type: 'open', dialog: 'connect' });
    prefetch();
    ConnectDialog.preload().catch(() => {
      dispatchDialog({ type: 'close' });
      dispatchDialog({ type: 'exited' });
      toast.error(intl.formatMessage({ id: 'wallet.button.loadFailed' }), { id: 'wallet-load-failed' });
    });
  }, [prefetch, toast, intl]);

  const requestConnect = () => {
    setAttempt((count) => count + 1);
    openConnect();
  };

  const onConnectExited = useCallback(() => {
    dispatchDialog({ type: 'exited' });
    if (controlsMounted) setRefocus((count) => count + 1);
    else lightRef.current?.focus();
    // The closed dialog is replaced by a fresh one when nothing else is going on.
    whenIdle(() => setConnectKey((key) => key + 1));
  }, [controlsMounted]);

  const onOpen = useCallback(
    (dialog: WalletDialogName) => (dialog === 'connect' ? openConnect() : dispatchDialog({ type: 'open', dialog })),
    [openConnect],
  );
  const onClose = useCallback(() => dispatchDialog({ type: 'close' }), []);
  const onExited = useCallback(() => dispatchDialog({ type: 'exited' }), []);

  const placeholder = (
    <ConnectWalletButton
      ref={lightRef}
      busy={dialogs.open === 'connect' && !dialogReady}
      onPointerEnter={prefetch}
      onPointerDown={() => {
        setPressed(true);
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
  // survive) until WalletControls has mounted beside it and reports in.
  const wantControls = (status === 'ready' || dialogs.open !== null) && !(pressed && !controlsMounted);
  return (
    <>
      <VerificationCheckSlot />
      {!controlsMounted && placeholder}
      {/* Only once the runtime is there or the user asked for it: <WalletReady> itself loads it. */}
      {wantControls && (
        <ChunkBoundary key={attempt} fallback={null}>
          <WalletReady>
            <Suspense fallback={null}>
              <WalletControls
                dialogs={dialogs}
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
        </ChunkBoundary>
      )}
      {dialogReady && (
        <ConnectDialog
          key={`connect-dialog-${connectKey}`}
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
