/**
 * What the fixture backend may ask a chain about a deposit, injected by whoever has a chain:
 * the HTTP fixture server hands in its EVM node (test/chain/), so a deposit is checked and
 * settled from real transactions and receipts. jest and the demo pass none and keep the
 * timed settlement (settings.settleDelayMs).
 */
import type { Address, Hex } from 'viem';

export interface ChainTransaction {
  from: Address;
  to: Address | null;
  /** wei */
  value: bigint;
  input: Hex;
}

export interface ChainLookup {
  /** The deposit contract and the stablecoin on this chain; null when the chain is not served. */
  contracts(chainId: number): { deposit: Address; stablecoin: Address } | null;
  /** The transaction, mined or still waiting in the pool; null when the node does not know it. */
  transaction(chainId: number, hash: Hex): Promise<ChainTransaction | null>;
  /** 'success' or 'reverted' once mined; null while there is no receipt. */
  receiptStatus(chainId: number, hash: Hex): Promise<'success' | 'reverted' | null>;
}
