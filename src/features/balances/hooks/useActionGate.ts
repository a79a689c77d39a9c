/**
 * Whether deposit, withdraw and swap may run now (model/gate.ts), from the auth state and the
 * wallet connection. Render inside <WalletReady> (it reads wagmi).
 */
import { useChains, useConnection } from 'wagmi';
import type { Address } from '@/api/staking/types';
import type { SupportedChainId } from '@/config/appConfig';
import { getConfig } from '@/config/runtimeConfig';
import { actionBlock, type ActionBlock } from '../model/gate';
import { useSignedIn, useVerifiedAddress } from '@/lib/session';

export interface ActionGate {
  block: ActionBlock | null;
  /** The connected chain when the app offers it, else the default chain. */
  chainId: SupportedChainId;
  /** The verified wallet (null: none). */
  wallet: Address | null;
  /** Names of the chains the app offers, by id. */
  chainNames: ReadonlyMap<number, string>;
}

export function useActionGate(): ActionGate {
  const signedIn = useSignedIn();
  const wallet = useVerifiedAddress();
  const connection = useConnection();
  const chains = useChains();
  const supported = getConfig().chains;
  const connectedChain = supported.find((id) => id === connection.chainId);
  const block = actionBlock({
    signedIn,
    verifiedAddress: wallet,
    runtimeReady: true,
    connection: { status: connection.status, address: connection.address, chainId: connection.chainId },
    supportedChainIds: supported,
  });
  return {
    block,
    chainId: connectedChain ?? supported[0] ?? 97,
    wallet,
    chainNames: new Map(chains.map((chain) => [chain.id, chain.name])),
  };
}
