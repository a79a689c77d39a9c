/**
 * Our own transaction pool for while mining is stopped. ganache 7.9.2 does not replace a
 * pending transaction: a second one with the same sender and nonce is queued beside it and both
 * are mined. So while mining is stopped, raw transactions wait here, with a node's rules (a
 * replacement must raise both fees by 10 %, else "replacement transaction underpriced"), and
 * go to ganache in nonce order only when blocks are mined.
 */
import { keccak256, parseTransaction, recoverTransactionAddress, toHex, type Address, type Hex } from 'viem';

interface Held {
  hash: Hex;
  raw: Hex;
  from: Address;
  nonce: number;
  /** maxFeePerGas (or gasPrice) and the tip (gasPrice for legacy). */
  maxFee: bigint;
  tip: bigint;
  json: Record<string, unknown>;
  /** When it arrived (ms), for the BSC profile's propagation delay. */
  addedAt: number;
}

export class NodeError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

const PRICE_BUMP_PERCENT = 110n;

export interface AccountReader {
  nonce(address: Address): Promise<number>;
  balance(address: Address): Promise<bigint>;
}

/** The pending JSON a node answers for a transaction not yet in a block. */
function pendingJson(hash: Hex, from: Address, tx: ReturnType<typeof parseTransaction>): Record<string, unknown> {
  const hex = (value: bigint | number | undefined) => (value === undefined ? undefined : toHex(value));
  return {
    hash,
    from,
    to: tx.to ?? null,
    nonce: hex(tx.nonce ?? 0),
    value: hex(tx.value ?? 0n),
    input: tx.data ?? '0x',
    gas: hex(tx.gas ?? 0n),
    gasPrice: hex(tx.gasPrice ?? tx.maxFeePerGas),
    maxFeePerGas: hex(tx.maxFeePerGas),
    maxPriorityFeePerGas: hex(tx.maxPriorityFeePerGas),
    chainId: hex(tx.chainId),
    type: tx.type === 'legacy' ? '0x0' : tx.type === 'eip2930' ? '0x1' : '0x2',
    blockHash: null,
    blockNumber: null,
    transactionIndex: null,
  };
}

export class HeldPool {
  private held: Held[] = [];

  constructor(
    private chainId: number,
    private accounts: AccountReader,
  ) {}

  /** Checks the raw transaction as a node would and holds it; its hash. */
  async add(raw: Hex): Promise<Hex> {
    const tx = parseTransaction(raw);
    const from = await recoverTransactionAddress({ serializedTransaction: raw as never });
    if (tx.chainId !== undefined && tx.chainId !== this.chainId)
      throw new NodeError(-32000, 'invalid chain id for signer');
    const nonce = tx.nonce ?? 0;
    if (nonce < (await this.accounts.nonce(from))) throw new NodeError(-32000, 'nonce too low');
    const maxFee = tx.maxFeePerGas ?? tx.gasPrice ?? 0n;
    const tip = tx.maxPriorityFeePerGas ?? tx.gasPrice ?? 0n;
    const cost = (tx.value ?? 0n) + (tx.gas ?? 0n) * maxFee;
    if (cost > (await this.accounts.balance(from)))
      throw new NodeError(-32000, 'insufficient funds for gas * price + value');
    const hash = keccak256(raw);
    const same = this.held.find((h) => h.from.toLowerCase() === from.toLowerCase() && h.nonce === nonce);
    if (same && same.hash === hash) return hash;
    if (same && (maxFee * 100n < same.maxFee * PRICE_BUMP_PERCENT || tip * 100n < same.tip * PRICE_BUMP_PERCENT))
      throw new NodeError(-32000, 'replacement transaction underpriced');
    this.held = this.held.filter((h) => h !== same);
    this.held.push({ hash, raw, from, nonce, maxFee, tip, json: pendingJson(hash, from, tx), addedAt: Date.now() });
    return hash;
  }

  /** `seenBefore`: only what arrived before then (what another node has heard of). */
  transaction(hash: string, seenBefore = Infinity): Record<string, unknown> | null {
    const found = this.held.find((h) => h.hash.toLowerCase() === hash.toLowerCase());
    return found && found.addedAt < seenBefore ? found.json : null;
  }

  /** The next nonce counting what is held (eth_getTransactionCount 'pending'). */
  pendingNonce(address: string, mined: number, seenBefore = Infinity): number {
    const mine = this.held
      .filter((h) => h.from.toLowerCase() === address.toLowerCase() && h.addedAt < seenBefore)
      .map((h) => h.nonce + 1);
    return Math.max(mined, ...mine);
  }

  /** Hands everything held over, in nonce order per sender, and forgets it. */
  take(): Hex[] {
    const raws = [...this.held].sort((a, b) => a.nonce - b.nonce).map((h) => h.raw);
    this.held = [];
    return raws;
  }

  clear(): void {
    this.held = [];
  }
}
