import { trackedTransaction } from '../../testing/trackedTransaction';
import type { FinishedOutcome, FinishedTransaction, TrackedTransaction } from './pendingEntry';
import { recentDeposits } from './recentDeposits';

const hashOf = (n: number) => `0x${n.toString(16).padStart(64, '0')}` as const;
const followed = (n: number, change: Partial<TrackedTransaction> = {}) =>
  trackedTransaction({ key: `f${n}`, hash: hashOf(n), createdAt: n, ...change });
const finished = (n: number, outcome: FinishedOutcome): FinishedTransaction => ({
  ...followed(n),
  outcome,
  finishedAt: 10_000 + n,
});
const listed = (rows: ReturnType<typeof recentDeposits>) => rows.map(({ entry, status }) => [entry.hash, status]);

describe('recentDeposits', () => {
  it('says where each deposit is: on chain, being recorded, refused, followed after recording', () => {
    const rows = recentDeposits(
      [
        followed(1, { stage: 'onChain' }),
        followed(2, { stage: 'recording' }),
        followed(3, { stage: 'rejected' }),
        followed(4, { stage: 'following', txId: '7' }),
      ],
      [],
    );
    expect(listed(rows)).toEqual([
      [hashOf(4), 'processing'],
      [hashOf(3), 'refused'],
      [hashOf(2), 'processing'],
      [hashOf(1), 'pending'],
    ]);
  });

  it('says how the finished ended, leaving out those with nothing to tell (not sent, dismissed, a second copy)', () => {
    const outcomes: FinishedOutcome[] = [
      'successful',
      'failed',
      'reverted',
      'cancelled',
      'replaced',
      'notSent',
      'dismissed',
      'duplicate',
    ];
    const rows = recentDeposits(
      [],
      outcomes.map((outcome, i) => finished(i + 1, outcome)),
    );
    expect(listed(rows)).toEqual([
      [hashOf(5), 'replaced'],
      [hashOf(4), 'cancelled'],
      [hashOf(3), 'failed'],
      [hashOf(2), 'failed'],
      [hashOf(1), 'confirmed'],
    ]);
  });

  it('lists deposits with a hash only, newest sent first, each hash once', () => {
    const rows = recentDeposits(
      [
        followed(1, { stage: 'sending', hash: null, nonce: 3 }),
        followed(2, { kind: 'swap', txId: '9', currency: 'USDT', toCurrency: 'VOTE' }),
        followed(6, { stage: 'onChain' }),
      ],
      [finished(3, 'successful'), { ...finished(6, 'successful'), createdAt: 5 }, finished(4, 'failed')],
    );
    expect(listed(rows)).toEqual([
      [hashOf(6), 'pending'],
      [hashOf(4), 'failed'],
      [hashOf(3), 'confirmed'],
    ]);
  });
});
