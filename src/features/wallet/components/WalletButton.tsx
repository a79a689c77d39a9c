// The wallet's place in the app bar, light enough for the first page (no wagmi, viem or MUI):
// Connect Wallet until a wallet is connected, then WalletControls once the runtime is ready.
// See docs/performance.md#kept-mounted-dialogs and docs/wallets.md.
import { Suspense, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { closeDialog, openDialog } from '@/components/dialog/dialogStore';
import { ErrorBoundary } from '@/components/ErrorBoundary';
import { useToast } from '@/components/toast/useToast';
import { useCompactLayout } from '@/lib/hooks/useCompactLayout';
import { prefetchIdleChunks } from '@/lib/idlePrefetch';
import { lazyPart } from '@/components/lazy';
import { whenIdle } from '@/lib/lazy';
import { useAppDispatch } from '@/lib/store/hooks';
import { useWalletRuntime, WalletReady } from '@/lib/wallet/WalletRuntimeProvider';
import { walletRuntimeObserved } from '@/lib/wallet/walletSlice';
import type { ConnectDialogProps } from './ConnectDialog';
import type { WalletControlsProps } from './WalletControls';
import { ConnectWalletButton } from './ConnectWalletButton';
import { VerificationCheckSlot } from './VerificationCheckSlot';
import { WALLET_DIALOGS } from '../model/walletDialogs';

// Both render inside the MUI scope with the pages' messages (see docs/performance.md#mui-scope
// and #page-messages). After a failed fetch, preload() fetches again, so a click really retries.
const WalletControls = lazyPart<WalletControlsProps>(
  () => import(/* webpackChunkName: "wallet-controls" */ './WalletControls'),
  { mui: true, pageMessages: true, memo: true },
);
const ConnectDialog = lazyPart<ConnectDialogProps>(
  () => import(/* webpackChunkName: "wallet-connect-dialog" */ './ConnectDialog'),
  { mui: true, pageMessages: true, memo: true },
);

/** How long an idle moment may be waited for before the dialog's code is fetched anyway. */
const IDLE_TIMEOUT_MS = 2000;

/** The wallet button to focus when a dialog's closing left the focus nowhere. */
function focusWalletButton(slot: HTMLElement | null): void {
  const active = document.activeElement;
  if (!slot || (active && active !== document.body)) return;
  (
    slot.querySelector<HTMLElement>('[data-testid="account-button"]') ?? slot.querySelector<HTMLElement>('button')
  )?.focus();
}

export function WalletButton() {
  const intl = useIntl();
  const toast = useToast();
  const dispatch = useAppDispatch();
  const compact = useCompactLayout();
  const { status } = useWalletRuntime();
  const [dialogReady, setDialogReady] = useState(ConnectDialog.isLoaded);
  // Clicked before the dialog's code was here: a spinner until it is.
  const [fetching, setFetching] = useState(false);
  const [connected, setConnected] = useState(false);
  // Bumped by a click after the controls' chunk failed: a fresh boundary fetches it again.
  const [controlsAttempt, setControlsAttempt] = useState(0);
  const controlsFailed = useRef(false);
  const slotRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    dispatch(walletRuntimeObserved(status));
  }, [dispatch, status]);

  const prefetch = useCallback(() => {
    prefetchIdleChunks();
    ConnectDialog.preload().then(
      () => setDialogReady(true),
      () => undefined, // A click reports the failure.
    );
  }, []);
  useEffect(() => whenIdle(prefetch, { afterFirstPage: true, timeout: IDLE_TIMEOUT_MS }), [prefetch]);

  const openConnect = () => {
    openDialog(WALLET_DIALOGS.connect);
    if (controlsFailed.current) {
      controlsFailed.current = false;
      void WalletControls.preload().catch(() => undefined);
      setControlsAttempt((count) => count + 1);
    }
    if (dialogReady) return;
    setFetching(true);
    ConnectDialog.preload().then(
      () => {
        setDialogReady(true);
        setFetching(false);
      },
      () => {
        setFetching(false);
        closeDialog(WALLET_DIALOGS.connect);
        toast.error(intl.formatMessage({ id: 'wallet.button.loadFailed' }), { id: 'wallet-load-failed' });
      },
    );
  };

  // Connect Wallet had the keyboard focus as a wallet connected: the account button takes it.
  const focusOnSwap = useRef(false);
  const onConnectedChange = useCallback((value: boolean) => {
    focusOnSwap.current = value && Boolean(slotRef.current?.contains(document.activeElement));
    setConnected(value);
  }, []);
  useLayoutEffect(() => {
    if (connected && focusOnSwap.current) focusWalletButton(slotRef.current);
    focusOnSwap.current = false;
  }, [connected]);

  // The button that opened the dialog may be on its way out (Connect Wallet → the account):
  // the focus is placed once React has rendered that.
  const onDialogExited = useCallback(() => setTimeout(() => focusWalletButton(slotRef.current), 0), []);

  return (
    <div ref={slotRef} style={{ display: 'contents' }}>
      <VerificationCheckSlot />
      {!connected && (
        <ConnectWalletButton
          busy={fetching}
          onPointerEnter={prefetch}
          onPointerDown={prefetch}
          onFocus={prefetch}
          onClick={openConnect}
        />
      )}
      {/* A remembered connection, a wallet chosen, a page that reads the chain. */}
      {status === 'ready' && (
        // A chunk that cannot be fetched (offline, a new deploy) leaves Connect Wallet alone.
        <ErrorBoundary
          key={controlsAttempt}
          fallback={() => null}
          onError={() => {
            controlsFailed.current = true;
          }}
        >
          <WalletReady>
            <Suspense fallback={null}>
              <WalletControls compact={compact} onConnectedChange={onConnectedChange} onDialogExited={onDialogExited} />
            </Suspense>
          </WalletReady>
        </ErrorBoundary>
      )}
      {dialogReady && <ConnectDialog compact={compact} onExited={onDialogExited} />}
    </div>
  );
}
