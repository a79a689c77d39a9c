/**
 * Mirrors wagmi's connection into the wallet slice (walletSlice.ts) for Redux DevTools: status,
 * address, chain id and connector id, dispatched only when one of them changes.
 */
import { useEffect } from 'react';
import { useConnection } from 'wagmi';
import { useAppDispatch } from '@/lib/store/hooks';
import { walletConnectionObserved } from '../walletSlice';

export function WalletStateMirror() {
  const dispatch = useAppDispatch();
  const { status, address, chainId, connector } = useConnection();
  const connectorId = connector?.id ?? null;
  const connected = status === 'connected' || status === 'reconnecting';
  const shownAddress = connected ? (address ?? null) : null;
  const shownChainId = connected ? (chainId ?? null) : null;
  const shownConnectorId = connected ? connectorId : null;
  useEffect(() => {
    dispatch(
      walletConnectionObserved({ status, address: shownAddress, chainId: shownChainId, connectorId: shownConnectorId }),
    );
  }, [dispatch, status, shownAddress, shownChainId, shownConnectorId]);
  return null;
}
