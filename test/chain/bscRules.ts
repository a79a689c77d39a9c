/**
 * The pure rules of the BSC-like node profile (bscReplicas.ts, testChain.ts; docs/testing-chain.md):
 * how far behind each replica is, which state reads a pruned node refuses, and the public
 * endpoints' request budget. Kept free of ganache so they are unit-tested on their own.
 */

/** BEP-619: a block every 450 ms. */
export const BSC_BLOCK_MS = 450;
/** A pruned geth/BSC node keeps the state of its last 128 blocks only. */
export const PRUNE_DEPTH = 128;
/** The replicas behind the app's one URL, each this many blocks behind the real head. */
export const REPLICA_LAGS = [0, 2, 5] as const;
/** A transaction sent to another node is unknown here for about this long (propagation). */
export const PROPAGATION_MS = 1000;
/** The public endpoints' budget: beyond it, HTTP 429. */
export const RATE_LIMIT = { calls: 10_000, windowMs: 5 * 60_000 } as const;

/** The node's head block at a moment (recorded each time blocks are mined). */
export interface HeadMark {
  block: number;
  at: number;
}

/**
 * A replica's head: `lag` blocks behind the real head while blocks come every 450 ms, and caught
 * up with a head that has stood still for lag x 450 ms (mining stopped, or `mine: n` at once).
 */
export function replicaHead(marks: readonly HeadMark[], lag: number, now: number, blockMs = BSC_BLOCK_MS): number {
  const last = marks.at(-1);
  if (!last) return 0;
  const cutoff = now - lag * blockMs;
  const seen = marks.filter((mark) => mark.at <= cutoff).reduce((top, mark) => Math.max(top, mark.block), 0);
  return Math.min(last.block, Math.max(last.block - lag, seen, 0));
}

/** Keeps the marks a replica can still need (the last `keep`); the newest is always kept. */
export function trimMarks(marks: HeadMark[], keep = 64): HeadMark[] {
  return marks.length > keep ? marks.slice(-keep) : marks;
}

/** Where a state read's block parameter is (eth_call's second parameter, eth_getStorageAt's third...). */
const STATE_BLOCK_PARAM: Readonly<Record<string, number>> = {
  eth_getBalance: 1,
  eth_getTransactionCount: 1,
  eth_getCode: 1,
  eth_call: 1,
  eth_estimateGas: 1,
  eth_createAccessList: 1,
  eth_getStorageAt: 2,
  eth_getProof: 2,
};

export function stateBlockParamIndex(method: string): number | undefined {
  return STATE_BLOCK_PARAM[method];
}

/** Tags a node answers at its own head: fine on a pruned node. */
const HEAD_TAGS = new Set(['latest', 'pending', 'safe', 'finalized']);

/**
 * The block a block parameter names, as a number, with `head` for the head tags and a missing
 * parameter; 'earliest' is block 0. A block hash (EIP-1898) is left to the caller: undefined.
 */
export function blockOf(param: unknown, head: number): number | undefined {
  if (param === undefined || param === null) return head;
  if (typeof param === 'object') {
    const { blockNumber } = param as { blockNumber?: unknown };
    return blockNumber === undefined ? undefined : blockOf(blockNumber, head);
  }
  if (typeof param !== 'string') return undefined;
  if (HEAD_TAGS.has(param)) return head;
  if (param === 'earliest') return 0;
  return /^0x[0-9a-f]+$/i.test(param) ? Number.parseInt(param, 16) : undefined;
}

export type StateRefusal = 'pruned' | 'future' | null;

/** geth's rule: state more than 128 blocks below the head is gone; above the head it is unknown. */
export function stateRefusal(block: number, head: number, depth = PRUNE_DEPTH): StateRefusal {
  if (block > head) return 'future';
  return head - block > depth ? 'pruned' : null;
}

export const missingTrieNode = (stateRoot: string) => ({
  code: -32000,
  message: `missing trie node ${stateRoot.replace(/^0x/, '')} (path ) state ${stateRoot} is not available, not found`,
});
export const HEADER_NOT_FOUND = { code: -32000, message: 'header not found' } as const;
/** What we answer for eth_getLogs on the app's URL (BSC's public endpoints refuse it). */
export const GET_LOGS_REFUSED = { code: -32601, message: 'method eth_getLogs is not available' } as const;
export const RATE_LIMITED = { code: -32005, message: 'rate limit exceeded: over 10000 requests in 5 minutes' } as const;

/** A sliding window of JSON-RPC calls: take(n) is false once the window would hold over `limit`. */
export class RateWindow {
  private calls: Array<{ at: number; n: number }> = [];
  private total = 0;

  constructor(
    private readonly limit: number = RATE_LIMIT.calls,
    private readonly windowMs: number = RATE_LIMIT.windowMs,
  ) {}

  take(n: number, now: number): boolean {
    while (this.calls.length > 0 && (this.calls[0] as { at: number }).at <= now - this.windowMs)
      this.total -= (this.calls.shift() as { n: number }).n;
    if (this.total + n > this.limit) return false;
    this.calls.push({ at: now, n });
    this.total += n;
    return true;
  }

  /** Calls counted in the window as of the last take. */
  get used(): number {
    return this.total;
  }
}
