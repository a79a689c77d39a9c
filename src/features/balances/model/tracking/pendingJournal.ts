// The pending-money journal as data: how it is stored and parsed, and the rules every change
// keeps (an entry never moves back, one hash is held once, the finished list stays short).
import {
  FINISHED_MAX,
  FINISHED_PER_WALLET,
  isFinishedTransaction,
  isTrackedTransaction,
  normalise,
  type FinishedOutcome,
  type FinishedTransaction,
  type TrackedStage,
  type TrackedTransaction,
} from './pendingEntry';

/** The order a deposit goes through; an entry never moves back (a refusal sits beside recording). */
const STAGE_RANK: Record<TrackedStage, number> = { sending: 0, onChain: 1, recording: 2, rejected: 2, following: 3 };

export const sameHash = (a: string | null, b: string | null) =>
  a !== null && b !== null && a.toLowerCase() === b.toLowerCase();

/** `change` without a stage that would move `entry` back (another tab may be further on). */
export function forwardOnly(
  entry: TrackedTransaction,
  change: Partial<Omit<TrackedTransaction, 'key'>>,
): Partial<Omit<TrackedTransaction, 'key'>> {
  if (!change.stage || STAGE_RANK[change.stage] >= STAGE_RANK[entry.stage]) return change;
  const { stage: _backwards, ...rest } = change;
  return rest;
}

/** Of two entries holding one hash, the one further on (a recorded one above all) survives. */
export function survivorOf(a: TrackedTransaction, b: TrackedTransaction): TrackedTransaction {
  if (STAGE_RANK[b.stage] > STAGE_RANK[a.stage]) return b;
  if (STAGE_RANK[a.stage] > STAGE_RANK[b.stage]) return a;
  return a.txId || !b.txId ? a : b;
}

/** The newest finished entries first, at most FINISHED_PER_WALLET per wallet and FINISHED_MAX in all. */
function keepRecent(finished: readonly FinishedTransaction[]): FinishedTransaction[] {
  const perWallet = new Map<string, number>();
  return [...finished]
    .sort((a, b) => b.finishedAt - a.finishedAt)
    .filter((entry) => {
      const wallet = entry.wallet.toLowerCase();
      const count = (perWallet.get(wallet) ?? 0) + 1;
      perWallet.set(wallet, count);
      return count <= FINISHED_PER_WALLET;
    })
    .slice(0, FINISHED_MAX);
}

export interface Journal {
  entries: readonly TrackedTransaction[];
  finished: readonly FinishedTransaction[];
}

export interface StoredShape {
  v: 1;
  entries: TrackedTransaction[];
  /** Absent while empty (journals written before it existed read the same). */
  finished?: FinishedTransaction[];
}

export const EMPTY: Journal = { entries: [], finished: [] };

/** `journal` with `entry` ended as `outcome` at `finishedAt`: kept a while among the finished. */
export function finishIn(
  journal: Journal,
  entry: TrackedTransaction,
  outcome: FinishedOutcome,
  finishedAt: number,
): Journal {
  const finished: FinishedTransaction = { ...entry, outcome, finishedAt };
  return {
    entries: journal.entries.filter((candidate) => candidate.key !== entry.key),
    finished: keepRecent([finished, ...journal.finished.filter((candidate) => candidate.key !== entry.key)]),
  };
}

export function parseStored(raw: string | null): Journal {
  if (!raw) return EMPTY;
  try {
    const parsed = JSON.parse(raw) as Partial<StoredShape> | null;
    if (!parsed || parsed.v !== 1 || !Array.isArray(parsed.entries)) return EMPTY;
    const finished = Array.isArray(parsed.finished) ? parsed.finished : [];
    return {
      entries: parsed.entries.filter(isTrackedTransaction).map(normalise),
      finished: finished.filter(isFinishedTransaction).map((entry) => ({ ...entry, ...normalise(entry) })),
    };
  } catch {
    return EMPTY;
  }
}
