/**
 * Whether deposit, withdraw and swap may run now (model/gate.ts), from the auth state and the
 * wallet connection. Render inside <WalletReady> (it reads wagmi).
 */
import { useChains, useConnection } from 'wagmi';
import type { Address } from '@/api/staking/types';
import type { SupportedChainId } from '@/config/appConfig';
import { getConfig } from '@/config/runtimeConfig';
import { actionBlock, depositBlock, type ActionBlock } from './gate';
import { useSignedIn, useVerifiedAddress } from '@/lib/session';
import { useDepositAccount } from './useDepositAccount';

export interface ActionGate {
  block: ActionBlock | null;
  /** The block for a deposit: `block`, or the account is a Safe or other contract account. */
  depositBlock: ActionBlock | null;
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
  const account = useDepositAccount(connection.connector, connection.address, connectedChain);
  return {
    block,
    depositBlock: depositBlock(block, account),
    chainId: connectedChain ?? supported[0] ?? 97,
    wallet,
    chainNames: new Map(chains.map((chain) => [chain.id, chain.name])),
  };
}
