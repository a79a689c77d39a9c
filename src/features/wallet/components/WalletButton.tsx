/**
 * The wallet's place in the app bar, light enough for the first page: no wagmi, viem,
 * qrcode.react or MUI Dialog here. Until the wallet runtime is ready it is a 'Connect Wallet'
 * button that asks for the runtime (and the dialog chunks) on hover, focus and click; a click
 * also asks for the connect dialog, which opens as soon as the code has arrived. Once the
 * runtime is ready, WalletControls (a lazy chunk, inside <WalletReady>) takes over: the account
 * or wrong-network button and the dialogs.
 *
 * Also here, because it needs no wallet code: on start-up a signed-in user's wallet
 * verification is checked once (check-wallet-verified), and the runtime's loading state is
 * mirrored into the wallet slice for support staff.
 */
import { Component, lazy, Suspense, useCallback, useEffect, useReducer, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useLazyCheckWalletVerifiedQuery } from '@/api/staking/stakingApi';
import { useToast } from '@/components/toast/useToast';
import { useCompactLayout } from '@/lib/hooks/useCompactLayout';
import { useAppDispatch, useAppSelector } from '@/lib/store/hooks';
import { useWalletRuntime, WalletReady } from '@/lib/wallet/WalletRuntimeProvider';
import { selectUserId, walletVerificationChecked } from '@/lib/session/authSlice';
import { walletRuntimeObserved } from '../walletSlice';
import { ConnectWalletButton } from './ConnectWalletButton';
import { dialogStateReducer, initialDialogState, type WalletDialogName } from './dialogState';

const loadWalletControls = () => import(/* webpackChunkName: "wallet-controls" */ './WalletControls');
const WalletControls = lazy(loadWalletControls);

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

/** On start-up (and for each user who signs in), check-wallet-verified once. */
function useStartupVerificationCheck(): void {
  const dispatch = useAppDispatch();
  const userId = useAppSelector(selectUserId);
  const [check] = useLazyCheckWalletVerifiedQuery();
  const checkedFor = useRef<string | null>(null);
  useEffect(() => {
    if (!userId || checkedFor.current === userId) return;
    checkedFor.current = userId;
    check()
      .unwrap()
      .then(
        (result) => dispatch(walletVerificationChecked({ verified: result.verified })),
        () => undefined, // Keep what the persisted state says; the next start-up asks again.
      );
  }, [userId, check, dispatch]);
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
  useStartupVerificationCheck();

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

  const fetchCode = useCallback(() => {
    const runtime = load();
    const chunks = loadWalletControls().then((module) => module.loadConnectDialog());
    return Promise.all([runtime, chunks]);
  }, [load]);

  const prefetch = useCallback(() => {
    fetchCode().catch(() => undefined); // A click reports the failure.
  }, [fetchCode]);

  const requestConnect = () => {
    setAttempt((count) => count + 1);
    dispatchDialog({ type: 'open', dialog: 'connect' });
    fetchCode().catch(() => {
      dispatchDialog({ type: 'close' });
      dispatchDialog({ type: 'exited' });
      toast.error(intl.formatMessage({ id: 'wallet.button.loadFailed' }), { id: 'wallet-load-failed' });
    });
  };

  const onOpen = useCallback((dialog: WalletDialogName) => dispatchDialog({ type: 'open', dialog }), []);
  const onClose = useCallback(() => dispatchDialog({ type: 'close' }), []);
  const onExited = useCallback(() => dispatchDialog({ type: 'exited' }), []);

  const placeholder = (
    <ConnectWalletButton
      busy={dialogs.open === 'connect'}
      onPointerEnter={prefetch}
      onPointerDown={() => setPressed(true)}
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
              />
            </Suspense>
          </WalletReady>
        </ChunkBoundary>
      )}
    </>
  );
}
