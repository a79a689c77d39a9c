// One look at the chain for a journaled deposit, by hash or, for an in-flight marker, by the
// wallet's nonce (src/features/balances/README.md, "How money moves"). Framework-free: the
// tracker loops.
import type { Address } from 'viem';
import type { TxHash } from '@/api/staking/types';
import type { DepositPayment } from '../chain/depositCall';
import type { ChainTransaction, ChainWatch } from './chainWatch';

export type SentStep =
  | { kind: 'waiting'; nonce: number | null }
  | { kind: 'mined' }
  | { kind: 'reverted'; feePaid: bigint; reason: string | null }
  | { kind: 'repriced'; hash: TxHash; payment: DepositPayment }
  | { kind: 'cancelled' }
  | { kind: 'replaced' };

export type MarkerStep =
  { kind: 'waiting' } | { kind: 'found'; hash: TxHash; payment: DepositPayment } | { kind: 'notSent' };

/** How far back a nonce is searched block by block when the node keeps no history. */
export const LINEAR_SEARCH_BLOCKS = 64;

const same = (a: string | null, b: string) => a !== null && a.toLowerCase() === b.toLowerCase();

async function scan(chain: ChainWatch, chainId: number, from: Address, nonce: number, block: number) {
  const txs = await chain.blockTransactions(chainId, block);
  return txs.find((tx) => same(tx.from, from) && tx.nonce === nonce) ?? null;
}

/**
 * The mined transaction from `from` with `nonce`, found by halving the block range; nodes without
 * history are searched block by block from the newest.
 */
export async function findMinedByNonce(
  chain: ChainWatch,
  chainId: number,
  from: Address,
  nonce: number,
  fromBlock: number | null,
): Promise<ChainTransaction | null> {
  const latest = await chain.blockNumber(chainId);
  try {
    let low = Math.max(0, Math.min(fromBlock ?? 0, latest));
    let high = latest;
    while (low < high) {
      const middle = Math.floor((low + high) / 2);
      if ((await chain.nonceAt(chainId, from, middle)) > nonce) high = middle;
      else low = middle + 1;
    }
    return await scan(chain, chainId, from, nonce, low);
  } catch {
    const oldest = Math.max(fromBlock ?? 0, latest - LINEAR_SEARCH_BLOCKS);
    for (let block = latest; block >= oldest; block -= 1) {
      const found = await scan(chain, chainId, from, nonce, block);
      if (found) return found;
    }
    return null;
  }
}

export interface SentDeposit {
  hash: TxHash;
  wallet: Address;
  chainId: number;
  nonce: number | null;
  fromBlock: number | null;
}

/** What became of a sent deposit, as far as the chain says now. */
export async function checkSentDeposit(chain: ChainWatch, deposit: SentDeposit): Promise<SentStep> {
  const { chainId, hash, wallet } = deposit;
  const receipt = await chain.receipt(chainId, hash);
  if (receipt?.status === 'success') return { kind: 'mined' };
  const tx = await chain.transaction(chainId, hash);
  if (receipt) {
    const reason = tx ? await chain.revertReason(chainId, tx).catch(() => null) : null;
    return { kind: 'reverted', feePaid: receipt.gasUsed * receipt.effectiveGasPrice, reason };
  }
  if (tx) return { kind: 'waiting', nonce: tx.nonce };
  // Unknown to the node: not seen yet, dropped, or replaced. Only a used nonce tells.
  const nonce = deposit.nonce;
  if (nonce === null || (await chain.nonceAt(chainId, wallet, 'latest')) <= nonce) return { kind: 'waiting', nonce };
  const mined = await findMinedByNonce(chain, chainId, wallet, nonce, deposit.fromBlock);
  if (!mined || mined.hash.toLowerCase() === hash.toLowerCase()) return { kind: 'waiting', nonce };
  const payment = chain.depositPayment(chainId, mined);
  if (payment) return { kind: 'repriced', hash: mined.hash, payment };
  return same(mined.to, wallet) && mined.value === 0n ? { kind: 'cancelled' } : { kind: 'replaced' };
}

export interface DepositMarker {
  wallet: Address;
  chainId: number;
  nonce: number;
  fromBlock: number | null;
  /** Epoch ms the wallet was asked. */
  createdAt: number;
}

/**
 * Whether a marker's deposit went out. Nothing at its nonce, in the pool or mined, `graceMs`
 * after the wallet was asked: not sent (a phone wallet may broadcast late, so not sooner).
 */
export async function checkMarker(
  chain: ChainWatch,
  marker: DepositMarker,
  now: number,
  graceMs: number,
): Promise<MarkerStep> {
  const { chainId, wallet, nonce } = marker;
  if ((await chain.nonceAt(chainId, wallet, 'latest')) > nonce) {
    const mined = await findMinedByNonce(chain, chainId, wallet, nonce, marker.fromBlock);
    const payment = mined && chain.depositPayment(chainId, mined);
    if (mined && payment) return { kind: 'found', hash: mined.hash, payment };
    return mined ? { kind: 'notSent' } : { kind: 'waiting' };
  }
  if ((await chain.nonceAt(chainId, wallet, 'pending')) > nonce) return { kind: 'waiting' };
  return now - marker.createdAt >= graceMs ? { kind: 'notSent' } : { kind: 'waiting' };
}

export type PastedHashCheck =
  { ok: true; chainId: number; payment: DepositPayment } | { ok: false; why: 'notFound' | 'notYours' | 'notDeposit' };

/**
 * Whether a hash the user pasted is a deposit from their wallet: sent from it, paying the
 * deposit contract, on one of the offered chains (looked for in their order).
 */
export async function checkPastedHash(
  chain: ChainWatch,
  chainIds: readonly number[],
  wallet: Address,
  hash: TxHash,
): Promise<PastedHashCheck> {
  for (const chainId of chainIds) {
    const tx = await chain.transaction(chainId, hash);
    if (!tx) continue;
    if (!same(tx.from, wallet)) return { ok: false, why: 'notYours' };
    const payment = chain.depositPayment(chainId, tx);
    return payment ? { ok: true, chainId, payment } : { ok: false, why: 'notDeposit' };
  }
  return { ok: false, why: 'notFound' };
}
