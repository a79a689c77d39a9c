/**
 * Whether deposits may go from the connected account: not from a Safe or another contract account
 * (lib/wallet/smartAccount.ts). The code is read once per address and chain, never polled.
 */
import { useEffect, useState } from 'react';
import { useBytecode, type Connector } from 'wagmi';
import type { Address } from '@/api/staking/types';
import { accountKind, sessionPeerName } from '@/lib/wallet/smartAccount';

/** The WalletConnect peer's name for a walletConnect connector; null for any other. */
function usePeerName(connector: Connector | undefined): string | null {
  const [peer, setPeer] = useState<{ uid: string; name: string | null } | null>(null);
  const uid = connector?.type === 'walletConnect' ? connector.uid : null;
  useEffect(() => {
    if (!uid || !connector) return undefined;
    let live = true;
    connector
      .getProvider()
      .then((provider) => {
        if (live) setPeer({ uid, name: sessionPeerName((provider as { session?: unknown } | undefined)?.session) });
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [connector, uid]);
  return uid && peer?.uid === uid ? peer.name : null;
}

export function useDepositAccount(
  connector: Connector | undefined,
  address: Address | undefined,
  chainId: number | undefined,
): 'smart' | 'ordinary' | 'checking' {
  const peerName = usePeerName(connector);
  const code = useBytecode({
    address,
    chainId,
    query: {
      enabled: chainId !== undefined,
      staleTime: Infinity,
      gcTime: Infinity,
      refetchOnWindowFocus: false,
      refetchOnReconnect: false,
    },
  });
  return accountKind({ connector, peerName, code: { status: code.status, data: code.data } });
}
