/**
 * Everything of the wallet in the app bar once the wallet runtime (wagmi) is ready: its own
 * lazy chunk, rendered by WalletButton inside <WalletReady>. The button for the connection's
 * state (Connect Wallet, Wrong network, or the chain and account buttons), the account,
 * network and sign-in dialogs (one chunk, fetched once this has mounted), the slice mirror, the
 * verification watcher and the recent-transaction store. The connect dialog is WalletButton's:
 * it opens without waiting for the runtime.
 *
 * While a wallet is connected, the account and network dialogs wait mounted and hidden (from
 * the first idle moment on), so opening one is only a reveal; after each closing a fresh one
 * replaces it when the browser is idle.
 */
import {
  startTransition,
  Suspense,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type RefObject,
} from 'react';
import Box from '@mui/material/Box';
import { lazyPart, whenIdle } from '@/lib/lazy';
import { useConnection } from 'wagmi';
import { useVerificationWatcher, useWalletVerification } from '../hooks/useWalletVerification';
import { ConnectWalletButton } from './ConnectWalletButton';
import type { WalletDialogName, WalletDialogState } from './dialogState';
import type { WalletDialogHandle } from './WalletDialog';
import { AccountButton, ChainButton, WrongNetworkButton } from './WalletButtons';
import { DisconnectOnSessionEnd } from './DisconnectOnSessionEnd';
import { WalletStateMirror } from './WalletStateMirror';
import { WalletTransactionsProvider } from './WalletTransactionsProvider';

const AccountDialog = lazyPart(() => import(/* webpackChunkName: "wallet-account-dialogs" */ './AccountDialog'));
const NetworkDialog = lazyPart(() => import(/* webpackChunkName: "wallet-account-dialogs" */ './NetworkDialog'));
const SignInDialog = lazyPart(() => import(/* webpackChunkName: "wallet-account-dialogs" */ './SignInDialog'));

/** How long the first idle moment may be waited for before the dialogs are mounted anyway. */
const PREMOUNT_IDLE_TIMEOUT_MS = 3000;

export interface WalletControlsProps {
  dialogs: WalletDialogState;
  onOpen: (dialog: WalletDialogName) => void;
  onClose: () => void;
  onExited: () => void;
  compact: boolean;
  /** The light button has the focus: move it to this one's button on mount. */
  takeFocus?: boolean;
  /** Told true on mount (the light button can go) and false on unmount. */
  onMountedChange?: (mounted: boolean) => void;
  /** Fetches the connect dialog's code (its button calls it on hover, focus and pointerdown). */
  onPrefetch?: () => void;
  /** Grows when the connect dialog has closed: focus returns to this one's button. */
  refocus?: number;
}

function focusFirst(...refs: RefObject<HTMLButtonElement | null>[]): void {
  for (const ref of refs) {
    if (ref.current?.isConnected) {
      ref.current.focus();
      return;
    }
  }
}

function Controls({
  dialogs,
  onOpen,
  onClose,
  onExited,
  compact,
  takeFocus = false,
  onMountedChange,
  onPrefetch,
  refocus = 0,
}: WalletControlsProps) {
  const connection = useConnection();
  const connectRef = useRef<HTMLButtonElement>(null);
  const accountRef = useRef<HTMLButtonElement>(null);
  const networkRef = useRef<HTMLButtonElement>(null);
  const address = connection.address;
  const connected = Boolean(address) && (connection.status === 'connected' || connection.status === 'reconnecting');
  const wrongNetwork = connection.status === 'connected' && connection.chain === undefined;
  const { needsVerification } = useWalletVerification({ address, connected });
  const openSignIn = useCallback(() => onOpen('signIn'), [onOpen]);
  useVerificationWatcher({ address, connected, busy: dialogs.open !== null, openSignIn });

  // Take over from the light button before the first paint: no moment with two buttons, and
  // the keyboard focus moves along.
  const mountedWith = useRef({ takeFocus, onMountedChange });
  useLayoutEffect(() => {
    const { takeFocus: focus, onMountedChange: report } = mountedWith.current;
    if (focus) focusFirst(connectRef, accountRef, networkRef);
    report?.(true);
    return () => report?.(false);
  }, []);

  // The dialogs' code, before anyone asks for it; then, when idle, the account and network
  // dialogs are mounted hidden.
  const [premounted, setPremounted] = useState(false);
  useEffect(() => {
    let cancelIdle: (() => void) | undefined;
    let cancelled = false;
    Promise.all([AccountDialog, NetworkDialog, SignInDialog].map((dialog) => dialog.preload())).then(
      () => {
        if (!cancelled) cancelIdle = whenIdle(() => setPremounted(true), { timeout: PREMOUNT_IDLE_TIMEOUT_MS });
      },
      () => undefined, // Opening one tries again (Suspense).
    );
    return () => {
      cancelled = true;
      cancelIdle?.();
    };
  }, []);
  // A fresh account / network dialog after each closing (its own state starts over).
  const [generation, setGeneration] = useState(0);

  // The connect dialog (WalletButton's) has closed: the button that replaced its trigger takes the focus.
  useEffect(() => {
    if (refocus > 0) focusFirst(accountRef, networkRef, connectRef);
  }, [refocus]);

  // The account dialogs make no sense once the wallet is gone.
  useEffect(() => {
    if (!connected && dialogs.open !== null && dialogs.open !== 'connect') onClose();
  }, [connected, dialogs.open, onClose]);

  // A waiting account or network dialog opens within the click (one attribute, see
  // WalletDialog); React's state follows as a transition whose render changes nothing on screen.
  const accountDialogRef = useRef<WalletDialogHandle>(null);
  const networkDialogRef = useRef<WalletDialogHandle>(null);
  const openNow = (dialog: 'account' | 'network') => {
    const waiting = dialog === 'account' ? accountDialogRef.current : networkDialogRef.current;
    if (waiting?.showNow()) startTransition(() => onOpen(dialog));
    else onOpen(dialog);
  };

  const { shown, open, session } = dialogs;
  const exited = () => {
    onExited();
    // The button that opened the dialog may have been replaced (Connect Wallet → account).
    if (shown === 'network') focusFirst(networkRef, accountRef, connectRef);
    else focusFirst(accountRef, networkRef, connectRef);
    // Fresh ones when idle, unless one has been opened again meanwhile.
    if (shown === 'account' || shown === 'network')
      whenIdle(
        () => {
          if (!accountDialogRef.current?.isOpen() && !networkDialogRef.current?.isOpen())
            setGeneration((count) => count + 1);
        },
        { timeout: PREMOUNT_IDLE_TIMEOUT_MS },
      );
  };
  return (
    // minWidth 0: the account button may shrink (its label ellipsized) rather than overflow the bar.
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }} data-testid="wallet-controls">
      {!connected ? (
        <ConnectWalletButton
          ref={connectRef}
          onClick={() => onOpen('connect')}
          onPointerEnter={onPrefetch}
          onPointerDown={onPrefetch}
          onFocus={onPrefetch}
        />
      ) : wrongNetwork ? (
        <WrongNetworkButton ref={networkRef} chainId={connection.chainId} onClick={() => openNow('network')} />
      ) : (
        <>
          {!compact && connection.chain && (
            <ChainButton ref={networkRef} chainName={connection.chain.name} onClick={() => openNow('network')} />
          )}
          {address && (
            <AccountButton ref={accountRef} address={address} compact={compact} onClick={() => openNow('account')} />
          )}
        </>
      )}
      <Suspense fallback={null}>
        {/* Once shown, it stays until it has closed (a disconnect closes it, and the focus goes back). */}
        {((connected && premounted) || shown === 'account') && (
          <AccountDialog
            key={`account-${generation}`}
            dialogRef={accountDialogRef}
            keepMounted
            open={open === 'account'}
            onClose={onClose}
            onExited={exited}
            compact={compact}
            onVerify={needsVerification ? () => onOpen('signIn') : undefined}
            onSwitchNetwork={() => onOpen('network')}
          />
        )}
        {((connected && premounted) || shown === 'network') && (
          <NetworkDialog
            key={`network-${generation}`}
            dialogRef={networkDialogRef}
            keepMounted
            open={open === 'network'}
            onClose={onClose}
            onExited={exited}
            compact={compact}
          />
        )}
        {shown === 'signIn' && (
          <SignInDialog key={session} open={open === 'signIn'} onClose={onClose} onExited={exited} compact={compact} />
        )}
      </Suspense>
    </Box>
  );
}

export default function WalletControls(props: WalletControlsProps) {
  return (
    <WalletTransactionsProvider>
      <WalletStateMirror />
      <DisconnectOnSessionEnd />
      <Controls {...props} />
    </WalletTransactionsProvider>
  );
}
