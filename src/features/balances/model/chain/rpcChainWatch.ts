// The tracker's view of the chain over the configured RPC URLs only. Plain JSON-RPC parsed here,
// so a node's missing or odd field is one place to fix.
import { isHex, pad, type Address, type Hex } from 'viem';
import type { Config } from 'wagmi';
import type { TxHash } from '@/api/staking/types';
import { isTxHash } from '@/api/txHash';
import type { ChainReceipt, ChainTransaction, ChainWatch } from '../tracking/chainWatch';
import { classifyChainError } from './chainErrors';
import { depositPayment, type DepositContracts } from './depositCall';
import { explorerTransactions, type ExplorerApi } from './explorerTransactions';

type Json = Record<string, unknown>;

const quantity = (value: unknown): bigint => (typeof value === 'string' && isHex(value) ? BigInt(value) : 0n);
const blockTag = (block: 'latest' | 'pending' | number) =>
  typeof block === 'number' ? `0x${block.toString(16)}` : block;

function parseTransaction(raw: unknown): ChainTransaction | null {
  const tx = raw as Json | null;
  if (!tx || !isTxHash(tx.hash) || typeof tx.from !== 'string') return null;
  return {
    hash: tx.hash,
    from: tx.from as Address,
    to: typeof tx.to === 'string' ? (tx.to as Address) : null,
    nonce: Number(quantity(tx.nonce)),
    value: quantity(tx.value),
    input: (typeof tx.input === 'string' && isHex(tx.input) ? tx.input : '0x') as Hex,
    blockNumber: typeof tx.blockNumber === 'string' ? Number(quantity(tx.blockNumber)) : null,
  };
}

function parseReceipt(raw: unknown): ChainReceipt | null {
  const receipt = raw as Json | null;
  if (!receipt || typeof receipt.blockNumber !== 'string') return null;
  return {
    status: quantity(receipt.status) === 1n ? 'success' : 'reverted',
    gasUsed: quantity(receipt.gasUsed),
    effectiveGasPrice: quantity(receipt.effectiveGasPrice),
    blockNumber: Number(quantity(receipt.blockNumber)),
  };
}

/** ERC-20 Transfer(address indexed from, address indexed to, uint256 value). */
const TRANSFER_TOPIC = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef';
const lower = (address: Address) => address.toLowerCase() as Hex;

function logHashes(raw: unknown): TxHash[] {
  if (!Array.isArray(raw)) throw new Error('eth_getLogs: not a list');
  return raw.map((log) => (log as Json | null)?.transactionHash).filter(isTxHash);
}

/** A revert's replay, asked again while replicas catch up (about 3 s on BSC). */
const REPLAY_ATTEMPTS = 3;
const REPLAY_PAUSE_MS = 1_500;

export function createChainWatch(
  config: Config,
  contractsOn: (chainId: number) => DepositContracts,
  explorer: ExplorerApi = { url: '', key: '' },
): ChainWatch {
  const call = (chainId: number, method: string, params: unknown[]): Promise<unknown> => {
    const client = config.getClient({ chainId: chainId as Config['chains'][number]['id'] });
    return client.request({ method, params } as never);
  };
  return {
    async blockNumber(chainId) {
      return Number(quantity(await call(chainId, 'eth_blockNumber', [])));
    },
    async blockTimestamp(chainId, block) {
      const raw = (await call(chainId, 'eth_getBlockByNumber', [blockTag(block), false])) as Json | null;
      if (!raw) throw new Error(`Block ${block} is not known to the node.`);
      return Number(quantity(raw.timestamp));
    },
    async nonceAt(chainId, address, block) {
      return Number(quantity(await call(chainId, 'eth_getTransactionCount', [address, blockTag(block)])));
    },
    async transaction(chainId, hash: TxHash) {
      return parseTransaction(await call(chainId, 'eth_getTransactionByHash', [hash]));
    },
    async receipt(chainId, hash: TxHash) {
      return parseReceipt(await call(chainId, 'eth_getTransactionReceipt', [hash]));
    },
    async blockTransactions(chainId, block) {
      const raw = (await call(chainId, 'eth_getBlockByNumber', [blockTag(block), true])) as Json | null;
      const list = Array.isArray(raw?.transactions) ? raw.transactions : [];
      return list.map(parseTransaction).filter((tx): tx is ChainTransaction => tx !== null);
    },
    async revertReason(chainId, tx) {
      if (tx.blockNumber === null) return null;
      const replay = { from: tx.from, to: tx.to, value: `0x${tx.value.toString(16)}`, data: tx.input };
      // A replica behind the one that mined it has no header for the block yet: asked again.
      for (let attempt = 1; ; attempt += 1) {
        try {
          await call(chainId, 'eth_call', [replay, blockTag(tx.blockNumber)]);
          return null;
        } catch (error) {
          const failure = classifyChainError(error);
          if (failure.kind === 'reverted') return failure.reason;
          if (attempt >= REPLAY_ATTEMPTS) return null;
          await new Promise((resolve) => setTimeout(resolve, REPLAY_PAUSE_MS));
        }
      }
    },
    depositPayment(chainId, tx) {
      return depositPayment(tx, contractsOn(chainId));
    },
    async depositTransferHashes(chainId, wallet, from, to) {
      const { stablecoin, deposit } = contractsOn(chainId);
      const filter = {
        address: stablecoin,
        topics: [TRANSFER_TOPIC, pad(lower(wallet)), pad(lower(deposit))],
        fromBlock: blockTag(from),
        toBlock: blockTag(to),
      };
      return logHashes(await call(chainId, 'eth_getLogs', [filter]));
    },
    ...(explorer.url !== '' && {
      walletTransactions: (chainId: number, wallet: Address, from: number, to: number) =>
        explorerTransactions(explorer, chainId, wallet, from, to),
    }),
  };
}
