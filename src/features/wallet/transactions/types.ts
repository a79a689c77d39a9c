/** The shapes of the recent-transactions store and of the receipt wait it is given. */
import type { Hash } from 'viem';

export type TransactionStatus = 'pending' | 'confirmed' | 'failed';

export interface RecentTransaction {
  hash: Hash;
  description: string;
  status: TransactionStatus;
  confirmations?: number;
  /** When it was added (ms since epoch), for ordering and display. */
  addedAt: number;
  /** Failed because the wallet cancelled or replaced it (not a revert). */
  replaced?: 'cancelled' | 'replaced';
}

export interface NewTransaction {
  hash: string;
  description: string;
  confirmations?: number;
}

/** The part of a viem receipt the store reads. */
export interface ReceiptLike {
  status: unknown;
  transactionHash?: string;
}

/** The part of viem's `onReplaced` argument the store reads. */
export interface ReplacementLike {
  reason: 'cancelled' | 'replaced' | 'repriced';
  transaction: { hash: string };
}

export interface WaitForReceiptArgs {
  hash: Hash;
  chainId: number;
  confirmations: number;
  timeout: number;
  onReplaced: (replacement: ReplacementLike) => void;
  /** Aborted when the store gives up (timeout) or is destroyed. */
  signal: AbortSignal;
}

/** viem's waitForTransactionReceipt bound to the chain's client (wagmi's action takes chainId). */
export type WaitForReceipt = (args: WaitForReceiptArgs) => Promise<ReceiptLike>;
