/**
 * The fixture backend's view of the test nodes (src/testing/mocks/chainLookup.ts): it checks a
 * recorded deposit against the node's transaction and settles it from the receipt. It asks the
 * node directly, so a node that is "down" for the browser still answers the backend.
 */
import type { Address, Hex } from 'viem';
import type { ChainLookup } from '../../src/testing/mocks/chainLookup';
import { TEST_CONTRACTS } from './addresses';
import type { TestChain } from './testChain';

interface NodeTransaction {
  from: Address;
  to: Address | null;
  value: Hex;
  input: Hex;
  gas: Hex;
}

const grouped = (value: Hex): string => BigInt(value).toLocaleString('en-US');

/** One line per settled deposit in the test log: how close its gas limit was to what it used. */
async function logDepositGas(chain: TestChain, hash: Hex, receipt: { status: Hex; gasUsed: Hex }): Promise<void> {
  const tx = await chain.request<NodeTransaction | null>('eth_getTransactionByHash', [hash]);
  const outcome = receipt.status === '0x1' ? 'succeeded' : 'REVERTED';
  console.log(
    `[chain ${chain.chainId}] deposit ${hash.slice(0, 10)}… ${outcome}: gas used ${grouped(receipt.gasUsed)} / gas limit ${tx ? grouped(tx.gas) : '?'}`,
  );
}

export function nodeChainLookup(chains: ReadonlyMap<number, TestChain>): ChainLookup {
  const node = (chainId: number): TestChain => {
    const chain = chains.get(chainId);
    if (!chain) throw new Error(`No test node for chain ${chainId}`);
    return chain;
  };
  return {
    contracts: (chainId) =>
      chains.has(chainId) ? { deposit: TEST_CONTRACTS.deposit, stablecoin: TEST_CONTRACTS.stablecoin } : null,
    async transaction(chainId, hash) {
      const tx = await node(chainId).request<NodeTransaction | null>('eth_getTransactionByHash', [hash]);
      return tx ? { from: tx.from, to: tx.to, value: BigInt(tx.value), input: tx.input } : null;
    },
    async receiptStatus(chainId, hash) {
      const receipt = await node(chainId).request<{ status: Hex; gasUsed: Hex } | null>('eth_getTransactionReceipt', [
        hash,
      ]);
      if (!receipt) return null;
      // Asked until the deposit settles, so this logs each deposit once.
      await logDepositGas(node(chainId), hash, receipt);
      return receipt.status === '0x1' ? 'success' : 'reverted';
    },
  };
}
