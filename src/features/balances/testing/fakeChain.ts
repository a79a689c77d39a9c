/**
 * For tests: a small chain the tracker can read (ChainWatch), with a pool, blocks, receipts and
 * nonces that follow from what was mined, so speed-ups, cancels and reverts can be scripted. It
 * can behave like BSC's public nodes: pruned state, replicas lagging behind one URL, logs refused.
 */
import type { Address, Hex } from 'viem';
import type { TxHash } from '@/api/staking/types';
import { depositPayment } from '../model/chain/depositCall';
import type { ChainReceipt, ChainTransaction, ChainWatch } from '../model/tracking/chainWatch';

export const FAKE_DEPOSIT: Address = '0xde9051700000000000000000000000000000de90';
export const FAKE_STABLECOIN: Address = '0x337610d27c682E347C9cD60BD4b3b107C9d34dDd';

export const fakeHash = (n: number) => `0x${n.toString(16).padStart(64, '0')}` as TxHash;

const rpcError = (code: number, message: string) => Object.assign(new Error(message), { code });

export class FakeChain implements ChainWatch {
  blocks: ChainTransaction[][] = [[]];
  /** Each block's timestamp in seconds. */
  timestamps: number[] = [1_700_000_000];
  private timeMs = 1_700_000_000_000;
  pool = new Map<string, ChainTransaction>();
  receipts = new Map<string, ChainReceipt>();
  reverts = new Map<string, string>();
  /** Every call throws, as an unreachable node would. */
  down = false;
  /** Milliseconds between two mined blocks' timestamps. */
  blockMs = 450;
  /** State older than this many blocks behind the head throws 'missing trie node' (null: archive). */
  prunedAfter: number | null = null;
  /** How far behind the head each call's replica is, taken in turn (one URL, load-balanced). */
  lags: number[] = [0];
  /** Whether eth_getLogs is served (public BSC endpoints refuse it). */
  logsServed = false;
  /** The explorer account API, when a test gives one (ChainWatch.walletTransactions). */
  walletTransactions?: ChainWatch['walletTransactions'];
  /** Calls per ChainWatch method. */
  calls: Record<string, number> = {};
  private turn = 0;

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
    this.timeMs += this.blockMs;
    this.timestamps.push(Math.floor(this.timeMs / 1000));
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

  /** Mines `count` blocks (the pool goes into the first). */
  mineBlocks(count: number): void {
    for (let i = 0; i < count; i += 1) this.mine();
  }

  /** Every call counted, across methods. */
  totalCalls(): number {
    return Object.values(this.calls).reduce((sum, n) => sum + n, 0);
  }

  /** Counts the call, fails when down, and returns the head the answering replica knows. */
  private answer(method: string): number {
    this.calls[method] = (this.calls[method] ?? 0) + 1;
    if (this.down) throw Object.assign(new Error('HTTP request failed.'), { name: 'HttpRequestError' });
    const lag = this.lags[this.turn % this.lags.length] ?? 0;
    this.turn += 1;
    return Math.max(0, this.blocks.length - 1 - lag);
  }

  private minedUpTo(head: number): ChainTransaction[] {
    return this.blocks.slice(0, head + 1).flat();
  }

  async blockNumber() {
    return this.answer('blockNumber');
  }

  async blockTimestamp(_chainId: number, block: number) {
    const head = this.answer('blockTimestamp');
    const timestamp = this.timestamps[block];
    if (block > head || timestamp === undefined) throw rpcError(-32000, 'header not found');
    return timestamp;
  }

  async nonceAt(_chainId: number, address: Address, block: 'latest' | 'pending' | number) {
    const head = this.answer('nonceAt');
    if (typeof block === 'number' && block > head) throw rpcError(-32000, 'header not found');
    if (typeof block === 'number' && this.prunedAfter !== null && block < head - this.prunedAfter)
      throw rpcError(-32000, 'missing trie node');
    const last = typeof block === 'number' ? block : head;
    const pooled = block === 'pending' ? [...this.pool.values()] : [];
    return [...this.minedUpTo(last), ...pooled].filter((tx) => tx.from.toLowerCase() === address.toLowerCase()).length;
  }

  async transaction(_chainId: number, hash: TxHash) {
    const head = this.answer('transaction');
    const key = hash.toLowerCase();
    return this.pool.get(key) ?? this.minedUpTo(head).find((tx) => tx.hash.toLowerCase() === key) ?? null;
  }

  async receipt(_chainId: number, hash: TxHash) {
    const head = this.answer('receipt');
    const receipt = this.receipts.get(hash.toLowerCase());
    return receipt && receipt.blockNumber <= head ? receipt : null;
  }

  async blockTransactions(_chainId: number, block: number) {
    const head = this.answer('blockTransactions');
    return block <= head ? (this.blocks[block] ?? []) : [];
  }

  async revertReason(_chainId: number, tx: ChainTransaction) {
    this.answer('revertReason');
    return this.reverts.get(tx.hash.toLowerCase()) ?? null;
  }

  depositPayment(_chainId: number, tx: ChainTransaction) {
    return depositPayment(tx, { deposit: FAKE_DEPOSIT, stablecoin: FAKE_STABLECOIN });
  }

  async depositTransferHashes(chainId: number, wallet: Address, from: number, to: number) {
    const head = this.answer('depositTransferHashes');
    if (!this.logsServed) throw rpcError(-32601, 'the method eth_getLogs does not exist/is not available');
    return this.blocks
      .slice(from, Math.min(to, head) + 1)
      .flat()
      .filter((tx) => tx.from.toLowerCase() === wallet.toLowerCase())
      .filter((tx) => this.depositPayment(chainId, tx)?.currency === 'USDT')
      .map((tx) => tx.hash);
  }
}
