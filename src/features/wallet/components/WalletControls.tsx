/**
 * Everything of the wallet in the app bar once the wallet runtime (wagmi) is ready: its own
 * lazy chunk, rendered by WalletButton inside <WalletReady>. The button for the connection's
 * state (Connect Wallet, Wrong network, or the chain and account buttons), the four dialogs
 * (each its own chunk, loaded when first opened), the slice mirror, the verification watcher
 * and the recent-transaction store.
 */
import { lazy, Suspense, useCallback, useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import Box from '@mui/material/Box';
import { useConnection } from 'wagmi';
import { useVerificationWatcher, useWalletVerification } from '../hooks/useWalletVerification';
import { ConnectWalletButton } from './ConnectWalletButton';
import type { WalletDialogName, WalletDialogState } from './dialogState';
import { AccountButton, ChainButton, WrongNetworkButton } from './WalletButtons';
import { DisconnectOnSessionEnd } from './DisconnectOnSessionEnd';
import { WalletStateMirror } from './WalletStateMirror';
import { WalletTransactionsProvider } from './WalletTransactionsProvider';

export const loadConnectDialog = () => import(/* webpackChunkName: "wallet-connect-dialog" */ './ConnectDialog');
const ConnectDialog = lazy(loadConnectDialog);
const AccountDialog = lazy(() => import(/* webpackChunkName: "wallet-account-dialogs" */ './AccountDialog'));
const NetworkDialog = lazy(() => import(/* webpackChunkName: "wallet-account-dialogs" */ './NetworkDialog'));
const SignInDialog = lazy(() => import(/* webpackChunkName: "wallet-account-dialogs" */ './SignInDialog'));

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
}

function focusFirst(...refs: RefObject<HTMLButtonElement | null>[]): void {
  for (const ref of refs) {
    if (ref.current?.isConnected) {
      ref.current.focus();
      return;
    }
  }
}

function Controls({ dialogs, onOpen, onClose, onExited, compact, takeFocus = false, onMountedChange }: WalletControlsProps) {
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

  // The account dialogs make no sense once the wallet is gone.
  useEffect(() => {
    if (!connected && dialogs.open !== null && dialogs.open !== 'connect') onClose();
  }, [connected, dialogs.open, onClose]);

  const { shown, open, session } = dialogs;
  const exited = () => {
    onExited();
    // The button that opened the dialog may have been replaced (Connect Wallet → account).
    if (shown === 'network') focusFirst(networkRef, accountRef, connectRef);
    else focusFirst(accountRef, networkRef, connectRef);
  };
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }} data-testid="wallet-controls">
      {!connected ? (
        <ConnectWalletButton ref={connectRef} onClick={() => onOpen('connect')} />
      ) : wrongNetwork ? (
        <WrongNetworkButton ref={networkRef} chainId={connection.chainId} onClick={() => onOpen('network')} />
      ) : (
        <>
          {!compact && connection.chain && <ChainButton ref={networkRef} chainName={connection.chain.name} onClick={() => onOpen('network')} />}
          {address && <AccountButton ref={accountRef} address={address} compact={compact} onClick={() => onOpen('account')} />}
        </>
      )}
      <Suspense fallback={null}>
        {shown === 'connect' && <ConnectDialog key={session} open={open === 'connect'} onClose={onClose} onExited={exited} compact={compact} />}
        {shown === 'account' && (
          <AccountDialog
            key={session}
            open={open === 'account'}
            onClose={onClose}
            onExited={exited}
            compact={compact}
            onVerify={needsVerification ? () => onOpen('signIn') : undefined}
            onSwitchNetwork={() => onOpen('network')}
          />
        )}
        {shown === 'network' && <NetworkDialog key={session} open={open === 'network'} onClose={onClose} onExited={exited} compact={compact} />}
        {shown === 'signIn' && <SignInDialog key={session} open={open === 'signIn'} onClose={onClose} onExited={exited} compact={compact} />}
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
