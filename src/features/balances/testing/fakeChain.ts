/**
 * For tests: a small chain the tracker can read (ChainWatch), with a pool, blocks, receipts and
 * nonces that follow from what was mined, so speed-ups, cancels and reverts can be scripted.
 */
import type { Address, Hex } from 'viem';
import type { TxHash } from '@/api/staking/types';
import { depositPayment } from '../chain/depositCall';
import type { ChainReceipt, ChainTransaction, ChainWatch } from '../tracking/chainWatch';

export const FAKE_DEPOSIT: Address = '0xde9051700000000000000000000000000000de90';
export const FAKE_STABLECOIN: Address = '0x337610d27c682E347C9cD60BD4b3b107C9d34dDd';

export const fakeHash = (n: number) => `0x${n.toString(16).padStart(64, '0')}` as TxHash;

export class FakeChain implements ChainWatch {
  blocks: ChainTransaction[][] = [[]];
  pool = new Map<string, ChainTransaction>();
  receipts = new Map<string, ChainReceipt>();
  reverts = new Map<string, string>();
  /** Every call throws, as an unreachable node would. */
  down = false;

  /** A transaction into the pool (not mined). */
  send(tx: Partial<ChainTransaction> & { hash: TxHash; from: Address; nonce: number }): ChainTransaction {
    const full: ChainTransaction = { to: FAKE_DEPOSIT, value: 1n, input: '0x' as Hex, blockNumber: null, ...tx };
    // Same sender and nonce: the pool keeps only the replacement, as a node does.
    for (const [hash, pooled] of this.pool)
      if (pooled.from === full.from && pooled.nonce === full.nonce) this.pool.delete(hash);
    this.pool.set(full.hash.toLowerCase(), full);
    return full;
  }

  /** Mines everything in the pool into a new block; `revert` lists hashes that fail with a reason. */
  mine(revert: Record<string, string> = {}): void {
    const number = this.blocks.length;
    const mined = [...this.pool.values()].map((tx) => ({ ...tx, blockNumber: number }));
    this.pool.clear();
    this.blocks.push(mined);
    for (const tx of mined) {
      const reason = revert[tx.hash];
      if (reason !== undefined) this.reverts.set(tx.hash.toLowerCase(), reason);
      this.receipts.set(tx.hash.toLowerCase(), {
        status: reason === undefined ? 'success' : 'reverted',
        gasUsed: 50_000n,
        effectiveGasPrice: 3n,
        blockNumber: number,
      });
    }
  }

  private check(): void {
    if (this.down) throw Object.assign(new Error('HTTP request failed.'), { name: 'HttpRequestError' });
  }

  async blockNumber() {
    this.check();
    return this.blocks.length - 1;
  }

  async nonceAt(_chainId: number, address: Address, block: 'latest' | 'pending' | number) {
    this.check();
    const last = typeof block === 'number' ? block : this.blocks.length - 1;
    const mined = this.blocks.slice(0, last + 1).flat();
    const pooled = block === 'pending' ? [...this.pool.values()] : [];
    return [...mined, ...pooled].filter((tx) => tx.from.toLowerCase() === address.toLowerCase()).length;
  }

  async transaction(_chainId: number, hash: TxHash) {
    this.check();
    const key = hash.toLowerCase();
    return this.pool.get(key) ?? this.blocks.flat().find((tx) => tx.hash.toLowerCase() === key) ?? null;
  }

  async receipt(_chainId: number, hash: TxHash) {
    this.check();
    return this.receipts.get(hash.toLowerCase()) ?? null;
  }

  async blockTransactions(_chainId: number, block: number) {
    this.check();
    return this.blocks[block] ?? [];
  }

  async revertReason(_chainId: number, tx: ChainTransaction) {
    this.check();
    return this.reverts.get(tx.hash.toLowerCase()) ?? null;
  }

  depositPayment(_chainId: number, tx: ChainTransaction) {
    return depositPayment(tx, { deposit: FAKE_DEPOSIT, stablecoin: FAKE_STABLECOIN });
  }
}
