// What the tracker asks of the chain (../chain/rpcChainWatch.ts implements it over JSON-RPC; tests
// script it). A call that throws, the node unreachable, is never an answer about the deposit.
import type { Address, Hex } from 'viem';
import type { TxHash } from '@/api/staking/types';
import type { DepositPayment } from '../chain/depositCall';

export interface ChainTransaction {
  hash: TxHash;
  from: Address;
  to: Address | null;
  nonce: number;
  value: bigint;
  input: Hex;
  /** null while it waits in the node's pool. */
  blockNumber: number | null;
}

export interface ChainReceipt {
  status: 'success' | 'reverted';
  gasUsed: bigint;
  effectiveGasPrice: bigint;
  blockNumber: number;
}

export interface ChainWatch {
  blockNumber(chainId: number): Promise<number>;
  /** A block's timestamp in seconds (headers are kept by pruned nodes too). */
  blockTimestamp(chainId: number, block: number): Promise<number>;
  /**
   * Transactions sent from `address` up to `block` (its next nonce there). A pruned node answers
   * for its newest ~128 blocks only; older numbers throw.
   */
  nonceAt(chainId: number, address: Address, block: 'latest' | 'pending' | number): Promise<number>;
  transaction(chainId: number, hash: TxHash): Promise<ChainTransaction | null>;
  receipt(chainId: number, hash: TxHash): Promise<ChainReceipt | null>;
  blockTransactions(chainId: number, block: number): Promise<ChainTransaction[]>;
  /** Why a mined transaction reverted (replayed at its block); null when the node does not say. */
  revertReason(chainId: number, tx: ChainTransaction): Promise<string | null>;
  /** The deposit a transaction makes on this chain's deposit contract; null: none. */
  depositPayment(chainId: number, tx: ChainTransaction): DepositPayment | null;
  /**
   * Hashes of the wallet's USDT transfers to the deposit contract in blocks `from`..`to` (eth_getLogs);
   * throws where the node refuses logs. Absent: not asked.
   */
  depositTransferHashes?(chainId: number, wallet: Address, from: number, to: number): Promise<TxHash[]>;
  /**
   * Seam for an explorer's account-transactions API (not built): the wallet's transactions mined
   * in blocks `from`..`to`, or null when the explorer cannot tell. Asked before any block scan.
   */
  walletTransactions?(chainId: number, wallet: Address, from: number, to: number): Promise<ChainTransaction[] | null>;
}
