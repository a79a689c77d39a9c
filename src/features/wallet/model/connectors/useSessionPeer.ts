/**
 * The WalletConnect session's wallet (name and icon from its peer metadata) for the connected
 * connector; null for any other connector. Read again when the wallet updates the session.
 */
import { useEffect, useState } from 'react';
import type { Connector } from 'wagmi';
import { CONNECTOR_IDS } from './connectorIds';
import { readSessionPeer, type SessionPeer } from './sessionPeer';

interface ProviderLike {
  session?: unknown;
  on?: (event: string, listener: () => void) => void;
  removeListener?: (event: string, listener: () => void) => void;
}

export function useSessionPeer(connector: Connector | undefined): SessionPeer | null {
  const [peer, setPeer] = useState<{ uid: string; peer: SessionPeer | null } | null>(null);
  const uid = connector?.id === CONNECTOR_IDS.walletConnect ? connector.uid : null;
  useEffect(() => {
    if (!uid || !connector) return undefined;
    let provider: ProviderLike | undefined;
    let live = true;
    const read = () => {
      if (live) setPeer({ uid, peer: readSessionPeer(provider?.session) });
    };
    void connector
      .getProvider()
      .then((found) => {
        provider = found as ProviderLike | undefined;
        read();
        provider?.on?.('session_update', read);
      })
      .catch(() => undefined);
    return () => {
      live = false;
      provider?.removeListener?.('session_update', read);
    };
  }, [connector, uid]);
  return uid && peer?.uid === uid ? peer.peer : null;
}
