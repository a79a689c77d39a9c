// Where the wallet's transaction at a nonce was mined, on nodes that keep state for their newest
// ~128 blocks only (BSC's public endpoints): halving with the nonce at block numbers inside that
// window; beyond it one bounded pass over logs and blocks, never repeated for an entry.
import type { Address } from 'viem';
import type { ChainTransaction, ChainWatch } from './chainWatch';

/** Blocks below the head whose state is asked for (a pruned node keeps 128; replicas lag). */
export const STATE_WINDOW_BLOCKS = 100;
/** How far a replica behind the same URL may lag: blocks above head − this are read one by one. */
export const REPLICA_LAG_BLOCKS = 10;
/** The one block scan: at most 3,000 blocks (22.5 min of BSC), about 10 blocks a second (5 min). */
export const SCAN_CAP_BLOCKS = 3_000;
export const SCAN_PACE_MS = 100;
/** Blocks per eth_getLogs request, and how often the scan's progress is stored. */
export const LOG_RANGE_BLOCKS = 500;
const SAVE_EVERY_BLOCKS = 50;

/** The one deep pass over an entry's blocks: `next`..`end` still to read (done once next > end). */
export interface ScanState {
  next: number;
  end: number;
}

/** What one entry's looks have learnt (in memory): mined transactions by nonce, nonces older than the window. */
export interface SearchMemo {
  located: Map<number, ChainTransaction>;
  older: Set<number>;
}

export const newMemo = (): SearchMemo => ({ located: new Map(), older: new Set() });

export interface NonceSearch {
  chain: ChainWatch;
  chainId: number;
  wallet: Address;
  /** A block at which the transaction was not mined yet (null: unknown). */
  fromBlock: number | null;
  scan: ScanState | null;
  memo: SearchMemo;
  /** Waits between two blocks of the scan; false: the look is abandoned. */
  pause: (ms: number) => Promise<boolean>;
  /** Stores the scan's progress on the entry, so a reload goes on from there. */
  saveScan: (scan: ScanState) => void;
}

export interface Located {
  /** Mined transactions found, in the order of the nonces asked. */
  txs: ChainTransaction[];
  /** Nonces the one pass has searched without finding them (never searched again). */
  unseen: number[];
  /** Nonces not found yet for another reason (a replica behind): looked for again. */
  later: number[];
}

export const sameAddress = (a: string | null, b: string) => a !== null && a.toLowerCase() === b.toLowerCase();

const fromWallet = (s: NonceSearch, nonce: number) => (tx: ChainTransaction) =>
  sameAddress(tx.from, s.wallet) && tx.nonce === nonce;

/** The mined transactions at `nonces` (all below the wallet's nonce at latest). */
export async function locateMined(s: NonceSearch, nonces: readonly number[]): Promise<Located> {
  const { memo } = s;
  if (nonces.length === 0) return { txs: [], unseen: [], later: [] };
  const latest = await s.chain.blockNumber(s.chainId);
  const windowStart = Math.max(0, latest - STATE_WINDOW_BLOCKS);
  for (const nonce of nonces) {
    if (memo.located.has(nonce) || memo.older.has(nonce)) continue;
    const found = await findInWindow(s, nonce, latest, windowStart);
    if (found === 'older') memo.older.add(nonce);
    else if (found) memo.located.set(nonce, found);
  }
  const deep = nonces.filter((n) => memo.older.has(n) && !memo.located.has(n));
  const passDone = deep.length > 0 && (await deepPass(s, deep, windowStart));
  const missing = nonces.filter((n) => !memo.located.has(n));
  const unseen = passDone ? missing.filter((n) => memo.older.has(n)) : [];
  return {
    txs: nonces.flatMap((n) => memo.located.get(n) ?? []),
    unseen,
    later: missing.filter((n) => !unseen.includes(n)),
  };
}

/** Halving with the nonce at block numbers, inside the state window; 'older' when mined before it. */
async function findInWindow(s: NonceSearch, nonce: number, latest: number, windowStart: number) {
  const { chain, chainId, wallet } = s;
  if ((await chain.nonceAt(chainId, wallet, windowStart)) > nonce) return 'older' as const;
  const top = Math.max(windowStart, latest - REPLICA_LAG_BLOCKS);
  if (top === windowStart || (await chain.nonceAt(chainId, wallet, top)) <= nonce)
    return scanNewest(s, nonce, top + 1, latest);
  let low = windowStart + 1;
  let high = top;
  while (low < high) {
    const middle = Math.floor((low + high) / 2);
    if ((await chain.nonceAt(chainId, wallet, middle)) > nonce) high = middle;
    else low = middle + 1;
  }
  return (await chain.blockTransactions(chainId, low)).find(fromWallet(s, nonce)) ?? null;
}

/** The few newest blocks, read one by one (a replica behind has no state for them). */
async function scanNewest(s: NonceSearch, nonce: number, from: number, to: number) {
  for (let block = to; block >= from; block -= 1) {
    const found = (await s.chain.blockTransactions(s.chainId, block)).find(fromWallet(s, nonce));
    if (found) return found;
  }
  return null;
}

/** Where the one pass reads: forward from `fromBlock` (a speed-up is mined soon after), capped. */
function passRange(fromBlock: number | null, windowStart: number): ScanState {
  const start =
    fromBlock !== null && fromBlock <= windowStart ? fromBlock : Math.max(0, windowStart - SCAN_CAP_BLOCKS + 1);
  return { next: start, end: Math.min(windowStart, start + SCAN_CAP_BLOCKS - 1) };
}

/** The one pass for nonces mined before the window; true once it has run to its end. */
async function deepPass(s: NonceSearch, nonces: number[], windowStart: number): Promise<boolean> {
  let scan = s.scan ?? passRange(s.fromBlock, windowStart);
  if (!s.scan) s.saveScan(scan);
  const wanted = new Set(nonces);
  const take = (tx: ChainTransaction) => {
    if (!sameAddress(tx.from, s.wallet) || !wanted.has(tx.nonce)) return;
    s.memo.located.set(tx.nonce, tx);
    wanted.delete(tx.nonce);
  };
  if (scan.next <= scan.end) {
    (await listedByExplorer(s, scan)).forEach(take);
    if (wanted.size > 0) await fromLogs(s, scan, take, () => wanted.size === 0);
    scan = await scanBlocks(s, scan, take, () => wanted.size === 0);
  }
  return scan.next > scan.end;
}

/** The explorer seam (ChainWatch.walletTransactions): nothing when absent or failing. */
async function listedByExplorer(s: NonceSearch, scan: ScanState): Promise<ChainTransaction[]> {
  const list = await s.chain.walletTransactions?.(s.chainId, s.wallet, scan.next, scan.end).catch(() => null);
  return list ?? [];
}

/** USDT deposits from the wallet through eth_getLogs, in bounded ranges; a refusal ends it silently. */
async function fromLogs(s: NonceSearch, scan: ScanState, take: (tx: ChainTransaction) => void, done: () => boolean) {
  const { chain, chainId, wallet } = s;
  if (!chain.depositTransferHashes) return;
  try {
    for (let from = scan.next; from <= scan.end && !done(); from += LOG_RANGE_BLOCKS) {
      const hashes = await chain.depositTransferHashes(
        chainId,
        wallet,
        from,
        Math.min(scan.end, from + LOG_RANGE_BLOCKS - 1),
      );
      for (const hash of hashes) {
        const tx = await chain.transaction(chainId, hash);
        if (tx) take(tx);
      }
    }
  } catch {
    // Logs refused (method not available, range too wide, rate limited): the block scan follows.
  }
}

/** One eth_getBlockByNumber per block, paced; the progress is stored as it goes. Returns where it stopped. */
async function scanBlocks(
  s: NonceSearch,
  start: ScanState,
  take: (tx: ChainTransaction) => void,
  done: () => boolean,
): Promise<ScanState> {
  let scan = start;
  try {
    while (scan.next <= scan.end && !done()) {
      (await s.chain.blockTransactions(s.chainId, scan.next)).forEach(take);
      scan = { ...scan, next: scan.next + 1 };
      if ((scan.next - start.next) % SAVE_EVERY_BLOCKS === 0) s.saveScan(scan);
      if (!done() && !(await s.pause(SCAN_PACE_MS))) return scan;
    }
    // Ended (or everything found): the pass is over and is never run again for this entry.
    scan = { ...scan, next: scan.end + 1 };
    return scan;
  } finally {
    s.saveScan(scan);
  }
}
