// Mirrors wagmi's connection into the wallet slice for Redux DevTools, only on a change. A
// disconnect also forgets the phone's deep-link choice.
import { useEffect, useRef } from 'react';
import { useConnection } from 'wagmi';
import { useAppDispatch } from '@/lib/store/hooks';
import { forgetDeepLinkChoice } from '../model/connect/deepLinkChoice';
import { walletConnectionObserved } from '@/lib/wallet/walletSlice';

export function WalletStateMirror() {
  const dispatch = useAppDispatch();
  const { status, address, chainId, connector } = useConnection();
  const connectorId = connector?.id ?? null;
  const connected = status === 'connected' || status === 'reconnecting';
  const shownAddress = connected ? (address ?? null) : null;
  const shownChainId = connected ? (chainId ?? null) : null;
  const shownConnectorId = connected ? connectorId : null;
  // The deep link chosen on a phone belongs to the session that just ended (connected, then
  // disconnected; a page that starts disconnected forgets nothing).
  const wasConnected = useRef(false);
  useEffect(() => {
    if (status === 'connected') wasConnected.current = true;
    if (status === 'disconnected' && wasConnected.current) {
      wasConnected.current = false;
      forgetDeepLinkChoice();
    }
  }, [status]);
  useEffect(() => {
    dispatch(
      walletConnectionObserved({ status, address: shownAddress, chainId: shownChainId, connectorId: shownConnectorId }),
    );
  }, [dispatch, status, shownAddress, shownChainId, shownConnectorId]);
  return null;
}
