import {
  RateWindow,
  blockOf,
  replicaHead,
  stateBlockParamIndex,
  stateRefusal,
  trimMarks,
  type HeadMark,
} from './bscRules';

/** Blocks from..to mined one every 450 ms, the first at t = 0. */
function steady(from: number, to: number): HeadMark[] {
  return Array.from({ length: to - from + 1 }, (_, i) => ({ block: from + i, at: i * 450 }));
}

describe('replicaHead', () => {
  it('is lag blocks behind while blocks come every 450 ms', () => {
    const marks = steady(100, 120);
    const now = 20 * 450 + 100;
    expect(replicaHead(marks, 0, now)).toBe(120);
    expect(replicaHead(marks, 2, now)).toBe(118);
    expect(replicaHead(marks, 5, now)).toBe(115);
  });

  it('catches up with a head that stood still for lag x 450 ms', () => {
    const marks = steady(100, 120);
    const stoppedAt = 20 * 450;
    expect(replicaHead(marks, 5, stoppedAt + 1)).toBe(115);
    expect(replicaHead(marks, 5, stoppedAt + 3 * 450)).toBe(118);
    expect(replicaHead(marks, 5, stoppedAt + 5 * 450)).toBe(120);
    expect(replicaHead(marks, 2, stoppedAt + 2 * 450)).toBe(120);
  });

  it('sees n - lag of n blocks mined at once, and all of them a moment later', () => {
    const marks: HeadMark[] = [
      { block: 10, at: 0 },
      { block: 310, at: 10_000 },
    ];
    expect(replicaHead(marks, 5, 10_000)).toBe(305);
    expect(replicaHead(marks, 5, 10_000 + 2250)).toBe(310);
  });

  it('never goes below block 0 nor above the real head', () => {
    expect(replicaHead([{ block: 3, at: 1000 }], 5, 1000)).toBe(0);
    expect(replicaHead([], 2, 0)).toBe(0);
    expect(replicaHead([{ block: 7, at: 0 }], 0, 99_999)).toBe(7);
  });

  it('trimMarks keeps the newest marks', () => {
    const kept = trimMarks(steady(0, 99), 10);
    expect(kept).toHaveLength(10);
    expect(kept.at(-1)?.block).toBe(99);
  });
});

describe('the pruned-state rule', () => {
  it('refuses state more than 128 blocks below the head, and above it', () => {
    expect(stateRefusal(1000 - 128, 1000)).toBeNull();
    expect(stateRefusal(1000 - 129, 1000)).toBe('pruned');
    expect(stateRefusal(1000, 1000)).toBeNull();
    expect(stateRefusal(1001, 1000)).toBe('future');
  });

  it('reads head tags as the replica head, numbers as numbers, earliest as 0', () => {
    for (const tag of ['latest', 'pending', 'safe', 'finalized', undefined]) expect(blockOf(tag, 500)).toBe(500);
    expect(blockOf('0x10', 500)).toBe(16);
    expect(blockOf('earliest', 500)).toBe(0);
    expect(blockOf({ blockNumber: '0x20' }, 500)).toBe(32);
    expect(blockOf({ blockHash: '0xabc' }, 500)).toBeUndefined();
    expect(blockOf('nonsense', 500)).toBeUndefined();
  });

  it('knows where each state read carries its block', () => {
    expect(stateBlockParamIndex('eth_getBalance')).toBe(1);
    expect(stateBlockParamIndex('eth_call')).toBe(1);
    expect(stateBlockParamIndex('eth_getStorageAt')).toBe(2);
    expect(stateBlockParamIndex('eth_getBlockByNumber')).toBeUndefined();
    expect(stateBlockParamIndex('eth_getTransactionReceipt')).toBeUndefined();
  });
});

describe('RateWindow', () => {
  it('refuses calls beyond the limit within the window, counting batches by their calls', () => {
    const window = new RateWindow(10, 1000);
    expect(window.take(6, 0)).toBe(true);
    expect(window.take(4, 500)).toBe(true);
    expect(window.take(1, 999)).toBe(false);
    expect(window.used).toBe(10);
  });

  it('lets calls through again as old ones leave the window', () => {
    const window = new RateWindow(10, 1000);
    window.take(6, 0);
    window.take(4, 500);
    expect(window.take(6, 1000)).toBe(true);
    expect(window.take(1, 1200)).toBe(false);
    expect(window.take(1, 1500)).toBe(true);
  });
});
