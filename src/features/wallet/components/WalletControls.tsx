// The part of the app bar's wallet that waits for the runtime (docs/wallets.md):
// account, chain or wrong-network buttons and their dialogs. Connect Wallet is WalletButton's,
// since it needs no runtime.
import { Suspense, useEffect, useLayoutEffect } from 'react';
import Box from '@mui/material/Box';
import { useConnection } from 'wagmi';
import { closeDialog, openDialog, useAnyDialogOpen } from '@/components/dialog/dialogStore';
import { lazyPart } from '@/components/lazy';
import { useVerificationWatcher, useWalletVerification } from '../model/siwe/useWalletVerification';
import { AccountButton, ChainButton, WrongNetworkButton } from './WalletButtons';
import { DisconnectOnSessionEnd } from './DisconnectOnSessionEnd';
import { WALLET_DIALOG_NAMES, WALLET_DIALOGS } from '../model/walletDialogs';
import { WalletStateMirror } from './WalletStateMirror';

const AccountDialog = lazyPart(() => import(/* webpackChunkName: "wallet-account-dialogs" */ './AccountDialog'));
const NetworkDialog = lazyPart(() => import(/* webpackChunkName: "wallet-account-dialogs" */ './NetworkDialog'));
const SignInDialog = lazyPart(() => import(/* webpackChunkName: "wallet-account-dialogs" */ './SignInDialog'));

export interface WalletControlsProps {
  compact: boolean;
  /** Told whether a wallet is connected (Connect Wallet gives way to the account), and false on unmount. */
  onConnectedChange: (connected: boolean) => void;
  /** A wallet dialog has closed (the focus goes to a wallet button if it was left nowhere). */
  onDialogExited: () => void;
}

const openAccount = () => openDialog(WALLET_DIALOGS.account);
const openNetwork = () => openDialog(WALLET_DIALOGS.network);
const openSignIn = () => openDialog(WALLET_DIALOGS.signIn);
// From the account dialog: one wallet dialog at a time.
const fromAccountTo = (open: () => void) => () => {
  closeDialog(WALLET_DIALOGS.account);
  open();
};
const switchNetwork = fromAccountTo(openNetwork);
const verify = fromAccountTo(openSignIn);

/** Asks an unverified wallet to sign in, never while another wallet dialog is open. */
function VerificationWatcher({ address, connected }: { address: string | undefined; connected: boolean }) {
  const busy = useAnyDialogOpen(WALLET_DIALOG_NAMES);
  useVerificationWatcher({ address, connected, busy, openSignIn });
  return null;
}

function Controls({ compact, onConnectedChange, onDialogExited }: WalletControlsProps) {
  const connection = useConnection();
  const address = connection.address;
  const connected = Boolean(address) && (connection.status === 'connected' || connection.status === 'reconnecting');
  const wrongNetwork = connection.status === 'connected' && connection.chain === undefined;
  const { needsVerification } = useWalletVerification({ address, connected });

  // Before the first paint: never Connect Wallet and the account at once.
  useLayoutEffect(() => onConnectedChange(connected), [connected, onConnectedChange]);
  useLayoutEffect(() => () => onConnectedChange(false), [onConnectedChange]);

  // The dialogs' code, before anyone asks for it (opening one tries again: Suspense).
  useEffect(() => {
    Promise.all([AccountDialog, NetworkDialog, SignInDialog].map((dialog) => dialog.preload())).catch(() => undefined);
  }, []);

  // The account dialogs make no sense once the wallet is gone.
  useEffect(() => {
    if (connected) return;
    [WALLET_DIALOGS.account, WALLET_DIALOGS.network, WALLET_DIALOGS.signIn].forEach(closeDialog);
  }, [connected]);

  return (
    // minWidth 0: the account button may shrink (its label ellipsized) rather than overflow the bar.
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }} data-testid="wallet-controls">
      <VerificationWatcher address={address} connected={connected} />
      {connected &&
        (wrongNetwork ? (
          <WrongNetworkButton chainId={connection.chainId} onClick={openNetwork} />
        ) : (
          <>
            {!compact && connection.chain && <ChainButton chainName={connection.chain.name} onClick={openNetwork} />}
            {address && <AccountButton address={address} compact={compact} onClick={openAccount} />}
          </>
        ))}
      {connected && (
        <Suspense fallback={null}>
          <AccountDialog
            onExited={onDialogExited}
            compact={compact}
            onVerify={needsVerification ? verify : undefined}
            onSwitchNetwork={switchNetwork}
          />
          <NetworkDialog onExited={onDialogExited} compact={compact} />
          <SignInDialog onExited={onDialogExited} compact={compact} />
        </Suspense>
      )}
    </Box>
  );
}

export default function WalletControls(props: WalletControlsProps) {
  return (
    <>
      <WalletStateMirror />
      <DisconnectOnSessionEnd />
      <Controls {...props} />
    </>
  );
}
