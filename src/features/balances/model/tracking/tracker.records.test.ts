// Exactly one record per hash, whatever the backend does with duplicates: this backend records
// every POST it gets, so a second post of one hash would show.
import type { Transaction, TxHash } from '@/api/staking/types';
import { FakeChain, fakeHash } from '../../testing/fakeChain';
import { TRACKER_WALLET, depositRecord, setUpTracker } from '../../testing/trackerSetup';
import { RECORDED_ELSEWHERE } from './depositRecording';
import type { TrackerApi } from './trackerTypes';

const WALLET = TRACKER_WALLET;
const SENT = fakeHash(1);
const SPED_UP = fakeHash(2);
const HALF_BNB = 5n * 10n ** 17n;

const record = depositRecord;

/** A backend that accepts duplicates; `held` answers GET by hash (default: what was posted). */
function duplicateAcceptingBackend(held?: (hash: TxHash) => Transaction | null) {
  const posted: TxHash[] = [];
  const api: TrackerApi = {
    recordDeposit: jest.fn(async (entry) => {
      posted.push(entry.hash as TxHash);
      return { ok: true as const, tx: record(entry.hash as TxHash) };
    }),
    getByHash: jest.fn(async (hash: TxHash) => (held ? held(hash) : posted.includes(hash) ? record(hash) : null)),
    getById: jest.fn(async () => null),
  };
  return { api, posted };
}

const setUp = (api: TrackerApi, chain = new FakeChain()) => ({ chain, ...setUpTracker({ api, chain }) });

const intent = { wallet: WALLET, chainId: 97, currency: 'BNB', amount: '0.5', nonce: 0, fromBlock: 0 };

beforeEach(() => window.localStorage.clear());

describe('one record per hash', () => {
  it('a speed-up found by nonce and the same hash pasted by the user are posted once', async () => {
    const { api, posted } = duplicateAcceptingBackend();
    const { chain, tracker, ticks, idle } = setUp(api);
    const send = tracker.beginDeposit(intent);
    chain.send({ hash: SENT, from: WALLET, nonce: 0, value: HALF_BNB });
    send.sent(SENT);
    ticks.push(() => {
      chain.send({ hash: SPED_UP, from: WALLET, nonce: 0, value: HALF_BNB });
      chain.mine();
      tracker.trackDeposit({ hash: SPED_UP, wallet: WALLET, chainId: 97, currency: 'BNB', amount: '0.5' });
    });
    await idle();
    expect(posted).toEqual([SPED_UP]);
    expect(tracker.store.getAll()).toEqual([]);
    expect(tracker.store.getFinished().filter((e) => e.outcome === 'successful')).toHaveLength(1);
  });

  it('a hash pasted after its deposit settled is not followed again', async () => {
    const { api, posted } = duplicateAcceptingBackend();
    const { chain, tracker, idle } = setUp(api);
    const send = tracker.beginDeposit(intent);
    chain.send({ hash: SENT, from: WALLET, nonce: 0, value: HALF_BNB });
    chain.mine();
    send.sent(SENT);
    await idle();
    tracker.trackDeposit({ hash: SENT, wallet: WALLET, chainId: 97, currency: 'BNB', amount: '0.5' });
    await idle();
    expect(posted).toEqual([SENT]);
  });

  it('the wallet returning a hash after another tab recorded the deposit does not put it back', async () => {
    const { api, posted } = duplicateAcceptingBackend();
    const { chain, tracker, idle } = setUp(api);
    const send = tracker.beginDeposit(intent);
    chain.send({ hash: SENT, from: WALLET, nonce: 0, value: HALF_BNB });
    chain.mine();
    // Another tab found it at the nonce and recorded it; it settled there.
    tracker.store.claimHash(send.key, SENT, { stage: 'following', txId: 'tx_other' });
    tracker.store.finish(send.key, 'successful');
    send.sent(SENT);
    await idle();
    expect(posted).toEqual([]);
    expect(tracker.store.getAll()).toEqual([]);
  });

  it("another account's record for the hash is a refusal, never 'Deposit succeeded'", async () => {
    const elsewhere = (hash: TxHash) => record(hash, { wallet_address: '0x000000000000000000000000000000000000dEaD' });
    const { api } = duplicateAcceptingBackend(elsewhere);
    (api.recordDeposit as jest.Mock).mockResolvedValue({
      ok: false,
      error: { kind: 'http', status: 503, message: 'Service Unavailable' },
    });
    const { chain, tracker, events, idle } = setUp(api);
    const send = tracker.beginDeposit(intent);
    chain.send({ hash: SENT, from: WALLET, nonce: 0, value: HALF_BNB });
    chain.mine();
    send.sent(SENT);
    await idle();
    expect(tracker.store.getAll()).toEqual([
      expect.objectContaining({ stage: 'rejected', lastError: RECORDED_ELSEWHERE }),
    ]);
    expect(events.map((e) => e.type)).not.toContain('settled');
    expect(events.at(-1)).toMatchObject({ type: 'rejected', message: RECORDED_ELSEWHERE });
  });

  it('a record of another amount for the hash is not taken either', async () => {
    const { api } = duplicateAcceptingBackend((hash) => record(hash, { amount: '5' }));
    (api.recordDeposit as jest.Mock).mockResolvedValue({ ok: false, error: { kind: 'network', message: 'offline' } });
    const { chain, tracker, idle } = setUp(api);
    const send = tracker.beginDeposit(intent);
    chain.send({ hash: SENT, from: WALLET, nonce: 0, value: HALF_BNB });
    chain.mine();
    send.sent(SENT);
    await idle();
    expect(tracker.store.getAll()[0]?.stage).toBe('rejected');
  });
});

describe('letting go', () => {
  it('a refused deposit may be dismissed; it is kept among the finished as dismissed', async () => {
    const { api } = duplicateAcceptingBackend();
    (api.recordDeposit as jest.Mock).mockResolvedValue({
      ok: false,
      error: { kind: 'http', status: 400, message: 'No' },
    });
    const { chain, tracker, idle } = setUp(api);
    const send = tracker.beginDeposit(intent);
    chain.send({ hash: SENT, from: WALLET, nonce: 0, value: HALF_BNB });
    chain.mine();
    send.sent(SENT);
    await idle();
    const [refused] = tracker.store.getAll();
    expect(refused && tracker.canDismiss(refused)).toBe(true);
    tracker.dismiss(send.key);
    expect(tracker.store.getAll()).toEqual([]);
    expect(tracker.store.getFinished()[0]).toMatchObject({ key: send.key, outcome: 'dismissed' });
  });

  it('a deposit on its way may not be dismissed before DISMISS_AFTER_MS', () => {
    const { api } = duplicateAcceptingBackend();
    const { tracker } = setUp(api);
    const entry = tracker.trackDeposit({ hash: SENT, wallet: WALLET, chainId: 97, currency: 'BNB', amount: '0.5' });
    expect(tracker.canDismiss(entry)).toBe(false);
    tracker.dismiss(entry.key);
    expect(tracker.store.getAll()).toHaveLength(1);
  });
});

describe('a speed-up pasted before the app ever saw the original', () => {
  it('merges the original into the pasted entry: one record, nothing left waiting', async () => {
    const { api, posted } = duplicateAcceptingBackend();
    const { chain, tracker, ticks, idle } = setUp(api);
    // The wallet's original never reached the app's node; its speed-up did, and was mined.
    const send = tracker.beginDeposit(intent);
    send.sent(SENT);
    ticks.push(() => {
      chain.send({ hash: SPED_UP, from: WALLET, nonce: 0, value: HALF_BNB });
      chain.mine();
      tracker.trackDeposit({ hash: SPED_UP, wallet: WALLET, chainId: 97, currency: 'BNB', amount: '0.5' });
    });
    await idle();
    expect(posted).toEqual([SPED_UP]);
    expect(tracker.store.getAll()).toEqual([]);
    // Never told it was replaced and no money moved: its money is the pasted deposit's.
    const outcomes = tracker.store.getFinished().map((entry) => entry.outcome);
    expect(outcomes).toContain('successful');
    expect(outcomes).not.toContain('replaced');
  });
});

describe("the wallet's own word on the nonce", () => {
  it('a deposit cancelled before the app saw it ends as cancelled at once, not after the grace', async () => {
    const { api, posted } = duplicateAcceptingBackend();
    const { chain, tracker, ticks, idle, events } = setUp(api);
    const send = tracker.beginDeposit(intent);
    send.sent(SENT);
    tracker.nonceFromWallet(SENT, 0);
    ticks.push(() => {
      chain.send({ hash: SPED_UP, from: WALLET, nonce: 0, to: WALLET, value: 0n });
      chain.mine();
    });
    await idle();
    expect(events.at(-1)).toMatchObject({ type: 'ended', how: 'cancelled' });
    expect(posted).toEqual([]);
  });
});
