// Time from the chain: how long a block takes, measured from two headers, and the delays between
// looks at a deposit counted in blocks (BSC: 0.45 s since BEP-619; test chains mine at will).
import type { ChainWatch } from './chainWatch';

/** Used until a chain's block time is measured (BSC mainnet since 2026-01-14). */
export const DEFAULT_BLOCK_MS = 450;
/** A measured block time outside this range is clamped (an instamine chain gives 0). */
export const BLOCK_MS_RANGE = { min: 100, max: 20_000 } as const;
/** Blocks between the two headers measured. */
export const MEASURE_SPAN_BLOCKS = 100;
/** Halves of the measured span this many times apart in speed: one of them holds a gap. */
const GAP_FACTOR = 1.5;
/** Headers this far below the head: every replica behind one URL has them. */
const HEAD_MARGIN_BLOCKS = 10;
/** How long a measurement holds; a failed one is tried again sooner. */
export const BLOCK_TIME_TTL_MS = 10 * 60_000;
const FAILED_TTL_MS = 60_000;

/**
 * The first look after 3 blocks, each next one 1.5 times later, up to 20 blocks; within [1.5 s,
 * 30 s]. The floor grows the same way to 6 s, so a chain whose blocks look instant (many mined at
 * once, equal timestamps) is not asked every 1.5 s for long.
 */
export const LOOK_BLOCKS = { first: 3, factor: 1.5, max: 20 } as const;
export const LOOK_DELAY_MS = { min: 1_500, settledMin: 6_000, max: 30_000 } as const;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

export const clampBlockMs = (ms: number) =>
  Number.isFinite(ms) ? clamp(ms, BLOCK_MS_RANGE.min, BLOCK_MS_RANGE.max) : DEFAULT_BLOCK_MS;

/**
 * The chain's block time in ms, from three headers over ~100 blocks. When the two halves disagree
 * (one gap: a halt, or a test chain sent back to an old snapshot), the faster half counts, so the
 * gap does not slow every look for ten minutes.
 */
export async function measureBlockMs(chain: ChainWatch, chainId: number): Promise<number> {
  const newest = Math.max(0, (await chain.blockNumber(chainId)) - HEAD_MARGIN_BLOCKS);
  const span = Math.min(MEASURE_SPAN_BLOCKS, newest);
  if (span < 2) return DEFAULT_BLOCK_MS;
  const middle = newest - Math.floor(span / 2);
  const early = newest - span;
  const at = (block: number) => chain.blockTimestamp(chainId, block);
  const [lateAt, midAt, earlyAt] = await Promise.all([at(newest), at(middle), at(early)]);
  const rate = (to: number, from: number, blocks: number) => ((to - from) * 1000) / blocks;
  const halves = [rate(lateAt, midAt, newest - middle), rate(midAt, earlyAt, middle - early)];
  const agree = Math.max(...halves) <= GAP_FACTOR * Math.min(...halves);
  return clampBlockMs(agree ? rate(lateAt, earlyAt, span) : Math.min(...halves));
}

/** The delay before the next look (`n` counts from 0), for a chain making a block every `blockMs`. */
export function lookDelayMs(n: number, blockMs: number): number {
  const blocks = Math.min(LOOK_BLOCKS.max, LOOK_BLOCKS.first * LOOK_BLOCKS.factor ** n);
  const floor = Math.min(LOOK_DELAY_MS.settledMin, LOOK_DELAY_MS.min * LOOK_BLOCKS.factor ** n);
  return Math.round(clamp(blocks * blockMs, floor, LOOK_DELAY_MS.max));
}

/** Each chain's block time, measured at most every 10 min (per tab). */
export class BlockClock {
  private readonly known = new Map<number, { ms: number; until: number }>();

  constructor(private readonly now: () => number) {}

  /** The last measurement, or the default while there is none. */
  blockMs(chainId: number): number {
    return this.known.get(chainId)?.ms ?? DEFAULT_BLOCK_MS;
  }

  /** Measures again when the last measurement is old; never throws. */
  async refresh(chain: ChainWatch, chainId: number): Promise<void> {
    const cached = this.known.get(chainId);
    if (cached && cached.until > this.now()) return;
    try {
      const ms = await measureBlockMs(chain, chainId);
      this.known.set(chainId, { ms, until: this.now() + BLOCK_TIME_TTL_MS });
    } catch {
      this.known.set(chainId, { ms: cached?.ms ?? DEFAULT_BLOCK_MS, until: this.now() + FAILED_TTL_MS });
    }
  }
}
