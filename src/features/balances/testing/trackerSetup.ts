/**
 * For tests: a TransactionTracker whose time passes at once. Its sleeps resolve on the next turn
 * (a loop never starves the test), are recorded, and may each run a scripted change of the chain
 * first (`ticks`); every event is kept.
 */
import { TransactionStatus, TransactionType, type Transaction, type TxHash } from '@/api/staking/types';
import { PendingStore } from '../model/tracking/pendingStore';
import { TransactionTracker } from '../model/tracking/tracker';
import type { TrackerApi, TrackerEvent, TrackerOptions } from '../model/tracking/trackerTypes';
import type { ChainWatch } from '../model/tracking/chainWatch';

export const TRACKER_WALLET = '0xfeb99AD6a77DcB2f0a612Db6204B01c8bB9132f9' as const;

/** The backend's settled record of a 0.5 BNB deposit from TRACKER_WALLET with this hash. */
export const depositRecord = (hash: TxHash, change: Partial<Transaction> = {}): Transaction => ({
  id: `tx_${hash.slice(-4)}`,
  hash,
  type: TransactionType.DEPOSIT,
  status: TransactionStatus.SUCCESSFUL,
  currency_symbol: 'BNB',
  amount: '0.5',
  wallet_address: TRACKER_WALLET,
  chain_id: 97,
  created_at: '2026-11-21T10:00:00Z',
  ...change,
});

const nextTurn = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Lets the loops run while `running()` holds, at most `turns` turns. */
export async function runWhile(running: () => boolean, turns: number): Promise<void> {
  for (let i = 0; i < turns && running(); i += 1) await nextTurn();
}

export interface TrackerSetUp {
  api: TrackerApi;
  store?: PendingStore;
  chain?: ChainWatch | null;
  options?: TrackerOptions;
  /** The clock's first reading (epoch ms). */
  start?: number;
  /** Retained, for TRACKER_WALLET, from the start (default), or left for the test to start. */
  running?: boolean;
  /** How many turns idle() waits at most. */
  idleTurns?: number;
}

export function setUpTracker({
  api,
  store = new PendingStore(),
  chain = null,
  options = {},
  start = 10_000,
  running = true,
  idleTurns = 1_000,
}: TrackerSetUp) {
  let clock = start;
  const sleeps: number[] = [];
  const ticks: Array<() => void> = [];
  const tracker = new TransactionTracker(store, api, {
    sleep: async (ms) => {
      sleeps.push(ms);
      clock += ms;
      ticks.shift()?.();
      await nextTurn();
    },
    now: () => clock,
    ...options,
  });
  tracker.setChain(chain);
  const events: TrackerEvent[] = [];
  tracker.onEvent((event) => events.push(event));
  if (running) {
    tracker.retain();
    tracker.setWallet(TRACKER_WALLET);
  }
  /** Until `key`'s loop has ended (without a key: every entry's). */
  const idle = (key?: string) =>
    runWhile(
      () => (key ? tracker.isRunning(key) : tracker.store.getAll().some((e) => tracker.isRunning(e.key))),
      idleTurns,
    );
  /** Lets the loops run until `done` (or many turns have passed). */
  const until = (done: () => boolean, turns = 5_000) => runWhile(() => !done(), turns);
  return {
    tracker,
    store,
    events,
    sleeps,
    ticks,
    idle,
    until,
    now: () => clock,
    types: () => events.map((event) => event.type),
  };
}
