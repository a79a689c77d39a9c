// Whether money may move now, and if not, why, with a message saying how to fix it
// (docs/money-in-flight.md, "How money moves").
import type { Address } from '@/api/staking/types';

export type ActionBlock =
  | { kind: 'signedOut' }
  | { kind: 'unverified' }
  | { kind: 'runtimeLoading' }
  | { kind: 'disconnected'; verified: Address }
  | { kind: 'wrongNetwork'; chainId: number | null }
  | { kind: 'wrongAccount'; verified: Address; connected: Address }
  /** Deposits only: whether the account is a smart-contract one is still being read. */
  | { kind: 'accountChecking' }
  /** Deposits only: a Safe or other contract account, whose wallet may return no real hash. */
  | { kind: 'smartAccount' };

export interface GateInput {
  signedIn: boolean;
  /** The user's verified wallet, or null (none, or not verified). */
  verifiedAddress: Address | null;
  /** The wallet runtime (wagmi) has not loaded yet: the connection is not known. */
  runtimeReady: boolean;
  connection: {
    status: 'connected' | 'connecting' | 'reconnecting' | 'disconnected';
    address: Address | undefined;
    chainId: number | undefined;
  };
  supportedChainIds: readonly number[];
}

export const sameAddress = (a: string | null | undefined, b: string | null | undefined): boolean =>
  typeof a === 'string' && typeof b === 'string' && a.toLowerCase() === b.toLowerCase();

/** null: nothing blocks. The first reason wins (fixing them goes in this order). */
export function actionBlock(input: GateInput): ActionBlock | null {
  if (!input.signedIn) return { kind: 'signedOut' };
  if (!input.verifiedAddress) return { kind: 'unverified' };
  if (!input.runtimeReady) return { kind: 'runtimeLoading' };
  const { status, address, chainId } = input.connection;
  if (status !== 'connected' || !address) return { kind: 'disconnected', verified: input.verifiedAddress };
  if (chainId === undefined || !input.supportedChainIds.includes(chainId))
    return { kind: 'wrongNetwork', chainId: chainId ?? null };
  if (!sameAddress(address, input.verifiedAddress))
    return { kind: 'wrongAccount', verified: input.verifiedAddress, connected: address };
  return null;
}

/** A deposit also needs an ordinary account (lib/wallet/smartAccount.ts): withdraw and swap do not. */
export function depositBlock(
  block: ActionBlock | null,
  account: 'smart' | 'ordinary' | 'checking',
): ActionBlock | null {
  if (block) return block;
  if (account === 'smart') return { kind: 'smartAccount' };
  return account === 'checking' ? { kind: 'accountChecking' } : null;
}
