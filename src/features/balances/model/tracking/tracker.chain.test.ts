import { encodeFunctionData, erc20Abi } from 'viem';
import type { Transaction, TxHash } from '@/api/staking/types';
import { FAKE_DEPOSIT, FAKE_STABLECOIN, FakeChain, fakeHash } from '../../testing/fakeChain';
import { trackedTransaction } from '../../testing/trackedTransaction';
import { TRACKER_WALLET, depositRecord, setUpTracker } from '../../testing/trackerSetup';
import { lookDelayMs } from './blockTime';
import { PendingStore } from './pendingStore';
import { depositKey, markerKey } from './pendingEntry';
import { LOOP_RESTART_MS, MARKER_GRACE_MS, type TrackerApi } from './trackerTypes';

const WALLET = TRACKER_WALLET;
const SENT = fakeHash(1);
const SPED_UP = fakeHash(2);
/** The journaled deposits' amount (0.5 BNB), in wei. */
const HALF_BNB = 5n * 10n ** 17n;

const settledTx = (hash: TxHash): Transaction => depositRecord(hash);

/** A backend that records anything, reports it settled, and knows only the hashes recorded. */
function backend(): TrackerApi {
  const recorded = new Set<string>();
  return {
    recordDeposit: jest.fn(async (entry) => {
      recorded.add(String(entry.hash));
      return { ok: true as const, tx: settledTx(entry.hash as TxHash) };
    }),
    getByHash: jest.fn(async (hash: TxHash) => (recorded.has(hash) ? settledTx(hash) : null)),
    getById: jest.fn(async () => null),
  };
}

/** The tracker over a fake chain; `tick` lets the chain change between two looks. */
function setUp(chain = new FakeChain(), storage: Storage = window.localStorage) {
  const api = backend();
  const setUp = setUpTracker({ api, store: new PendingStore(storage), chain, idleTurns: 500 });
  return { ...setUp, chain, api, idle: (key: string) => setUp.idle(key) };
}

const intent = { wallet: WALLET, chainId: 97, currency: 'BNB', amount: '0.5', nonce: 0, fromBlock: 0 };

beforeEach(() => window.localStorage.clear());

describe('a sent deposit on chain', () => {
  it('waits while it is in the pool, and records the hash once it is mined', async () => {
    const { chain, api, tracker, ticks, idle, types } = setUp();
    const send = tracker.beginDeposit(intent);
    chain.send({ hash: SENT, from: WALLET, nonce: 0 });
    ticks.push(
      () => undefined,
      () => chain.mine(),
    );
    send.sent(SENT);
    await idle(send.key);
    expect(api.recordDeposit).toHaveBeenCalledTimes(1);
    expect(api.recordDeposit).toHaveBeenCalledWith(expect.objectContaining({ hash: SENT }));
    expect(types()).toEqual(['onChain', 'recording', 'processing', 'settled']);
  });

  it('goes on following after its loop broke on the unexpected (a presenter threw)', async () => {
    const { chain, api, tracker, ticks, idle, until, sleeps } = setUp();
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let thrown = false;
    tracker.present((event) => {
      if (event.type !== 'onChain' || thrown) return;
      thrown = true;
      throw new Error('a presenter failed');
    });
    const send = tracker.beginDeposit(intent);
    chain.send({ hash: SENT, from: WALLET, nonce: 0 });
    send.sent(SENT);
    await idle(send.key);
    expect(tracker.store.get(send.key)).toMatchObject({ stage: 'onChain' }); // not lost: still journaled
    ticks.push(() => chain.mine());
    // Started again after LOOP_RESTART_MS (the test's sleeps pass at once), then mined and recorded.
    await until(() => (api.recordDeposit as jest.Mock).mock.calls.length > 0);
    expect(sleeps).toContain(LOOP_RESTART_MS);
    expect(api.recordDeposit).toHaveBeenCalledWith(expect.objectContaining({ hash: SENT }));
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });

  it('follows a speed-up to the mined hash, and records that one only', async () => {
    const { chain, api, tracker, ticks, idle, events } = setUp();
    const send = tracker.beginDeposit(intent);
    chain.send({ hash: SENT, from: WALLET, nonce: 0 });
    send.sent(SENT);
    // The wallet replaces it (same nonce, higher fee), and the replacement is mined.
    ticks.push(() => {
      chain.send({ hash: SPED_UP, from: WALLET, nonce: 0, value: 5n * 10n ** 17n });
      chain.mine();
    });
    await idle(send.key);
    expect(events.find((e) => e.type === 'repriced')?.entry).toMatchObject({ hash: SPED_UP, amount: '0.5' });
    expect(api.recordDeposit).toHaveBeenCalledTimes(1);
    expect(api.recordDeposit).toHaveBeenCalledWith(expect.objectContaining({ hash: SPED_UP }));
  });

  it.each([
    ['cancelled', { to: WALLET, value: 0n }],
    ['replaced', { to: '0x0000000000000000000000000000000000000bad' as const, value: 7n }],
  ] as const)('ends as %s when the nonce went to something else; nothing is recorded', async (how, change) => {
    const { chain, api, tracker, ticks, idle, events } = setUp();
    const send = tracker.beginDeposit(intent);
    chain.send({ hash: SENT, from: WALLET, nonce: 0 });
    send.sent(SENT);
    ticks.push(() => {
      chain.send({ hash: SPED_UP, from: WALLET, nonce: 0, ...change });
      chain.mine();
    });
    await idle(send.key);
    expect(events.at(-1)).toMatchObject({ type: 'ended', how });
    expect(api.recordDeposit).not.toHaveBeenCalled();
    expect(tracker.store.getAll()).toEqual([]);
  });

  it('ends as reverted with the fee paid and the node\u2019s reason', async () => {
    const { chain, api, tracker, idle, events } = setUp();
    const send = tracker.beginDeposit(intent);
    chain.send({ hash: SENT, from: WALLET, nonce: 0 });
    chain.mine({ [SENT]: 'Deposits are paused' });
    send.sent(SENT);
    await idle(send.key);
    expect(events.at(-1)).toMatchObject({ type: 'reverted', feePaid: 150_000n, reason: 'Deposits are paused' });
    expect(api.recordDeposit).not.toHaveBeenCalled();
  });

  it('stays on its way while the node cannot be reached, then goes on', async () => {
    const { chain, api, tracker, ticks, idle, types } = setUp();
    const send = tracker.beginDeposit(intent);
    chain.send({ hash: SENT, from: WALLET, nonce: 0 });
    chain.down = true;
    send.sent(SENT);
    ticks.push(
      () => expect(tracker.store.get(send.key)?.stage).toBe('onChain'),
      () => {
        chain.down = false;
        chain.mine();
      },
    );
    await idle(send.key);
    expect(types().filter((type) => type === 'chainUnreachable')).toHaveLength(1);
    expect(api.recordDeposit).toHaveBeenCalledWith(expect.objectContaining({ hash: SENT }));
  });
});

describe('an in-flight marker (the wallet was asked, no hash came back)', () => {
  it('is removed when nothing left the wallet', () => {
    const { tracker } = setUp();
    const send = tracker.beginDeposit(intent);
    expect(tracker.hasOpenMarker(WALLET)).toBe(true);
    send.notSent();
    expect(tracker.store.getAll()).toEqual([]);
  });

  it('finds the deposit at its nonce after a wallet error, and follows it', async () => {
    const { chain, api, tracker, idle, events } = setUp();
    const send = tracker.beginDeposit({ ...intent, currency: 'USDT', amount: '25' });
    const data = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'transfer',
      args: [FAKE_DEPOSIT, 25n * 10n ** 18n],
    });
    chain.send({ hash: SENT, from: WALLET, nonce: 0, to: FAKE_STABLECOIN, value: 0n, input: data });
    chain.mine();
    send.unknown();
    await idle(send.key);
    expect(events.find((e) => e.type === 'found')?.entry).toMatchObject({ hash: SENT, currency: 'USDT', amount: '25' });
    expect(api.recordDeposit).toHaveBeenCalledWith(expect.objectContaining({ hash: SENT, currency: 'USDT' }));
    expect(tracker.hasOpenMarker(WALLET)).toBe(false);
  });

  it('is resolved after a reload by another tracker over the same journal', async () => {
    const first = setUp();
    first.tracker.beginDeposit(intent); // the tab closes while the wallet asks
    const chain = new FakeChain();
    chain.send({ hash: SENT, from: WALLET, nonce: 0, value: HALF_BNB });
    chain.mine();
    const second = setUp(chain);
    const key = markerKey(97, WALLET, 0);
    await second.idle(key);
    expect(second.api.recordDeposit).toHaveBeenCalledWith(expect.objectContaining({ hash: SENT }));
  });

  it('ends as not sent only once nothing is at its nonce well after the wallet was asked', async () => {
    const { tracker, idle, events } = setUp();
    const send = tracker.beginDeposit(intent);
    send.unknown();
    await idle(send.key);
    expect(events.at(-1)).toMatchObject({ type: 'ended', how: 'notSent' });
    // The fake clock only moves by the sleeps between looks: the grace period was waited out.
    expect(MARKER_GRACE_MS).toBeGreaterThanOrEqual(5 * 60_000);
  });

  it('is never resolved while this tab still waits for the wallet', async () => {
    const { chain, tracker } = setUp();
    const send = tracker.beginDeposit(intent);
    chain.mine();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(tracker.isRunning(send.key)).toBe(false);
    expect(tracker.store.get(send.key)?.stage).toBe('sending');
  });

  it('takes the next nonce after the wallet\u2019s deposits still on their way', () => {
    const { tracker } = setUp(new FakeChain());
    tracker.setChain(null); // nothing runs: only the journal is looked at
    tracker.beginDeposit(intent).sent(SENT);
    const second = tracker.beginDeposit(intent);
    expect(second.key).toBe(markerKey(97, WALLET, 1));
    expect(tracker.store.getAll()).toHaveLength(2);
  });
});

describe('a pasted hash', () => {
  it('is a deposit only when sent from the wallet to the deposit contract, on an offered chain', async () => {
    const { checkPastedHash } = await import('./chainFollow');
    const chain = new FakeChain();
    chain.send({ hash: SENT, from: WALLET, nonce: 0 });
    chain.send({ hash: SPED_UP, from: '0x0000000000000000000000000000000000000abc', nonce: 0 });
    chain.send({ hash: fakeHash(3), from: WALLET, nonce: 1, to: WALLET, value: 0n });
    chain.mine();
    expect(await checkPastedHash(chain, [97], WALLET, SENT)).toMatchObject({ ok: true, chainId: 97 });
    expect(await checkPastedHash(chain, [97], WALLET, SPED_UP)).toEqual({ ok: false, why: 'notYours' });
    expect(await checkPastedHash(chain, [97], WALLET, fakeHash(3))).toEqual({ ok: false, why: 'notDeposit' });
    expect(await checkPastedHash(chain, [97], WALLET, fakeHash(9))).toEqual({ ok: false, why: 'notFound' });
  });
});

/** BSC's public nodes: state older than 128 blocks refused, no logs; `blocks` empty blocks mined. */
function prunedChain(blocks = 20): FakeChain {
  const chain = new FakeChain();
  chain.prunedAfter = 128;
  chain.mineBlocks(blocks);
  return chain;
}

const OTHER = '0x0000000000000000000000000000000000000bad' as const;

describe('a deposit on a pruned node, long after (no archive state)', () => {
  it('finds a speed-up mined 300 blocks ago under its mined hash, and records it once', async () => {
    const { chain, api, tracker, ticks, until, types } = setUp(prunedChain());
    const send = tracker.beginDeposit({ ...intent, fromBlock: 20, nonceFloor: 0 });
    chain.send({ hash: SENT, from: WALLET, nonce: 0, value: HALF_BNB });
    // While the tab is away the wallet speeds it up; 300 more blocks follow.
    ticks.push(() => {
      chain.send({ hash: SPED_UP, from: WALLET, nonce: 0, value: HALF_BNB });
      chain.mineBlocks(301);
    });
    send.sent(SENT);
    await until(() => types().includes('settled'));
    expect(api.recordDeposit).toHaveBeenCalledTimes(1);
    expect(api.recordDeposit).toHaveBeenCalledWith(expect.objectContaining({ hash: SPED_UP }));
    // Read forward from the block where it was written: the speed-up is in the next one.
    expect(chain.calls.blockTransactions).toBeLessThanOrEqual(2);
  });

  it('resolves a marker whose hash never came back, 300 blocks later, after a reload', async () => {
    setUp(prunedChain()).tracker.beginDeposit({ ...intent, fromBlock: 20, nonceFloor: 0 }); // the tab closes
    const chain = prunedChain(0);
    chain.blocks = [];
    chain.timestamps = [];
    for (let i = 0; i <= 20; i += 1) chain.mine();
    chain.send({ hash: SENT, from: WALLET, nonce: 0, value: HALF_BNB });
    chain.mineBlocks(301);
    const second = setUp(chain);
    await second.until(() => second.types().includes('settled'));
    expect(second.events.find((e) => e.type === 'found')?.entry).toMatchObject({ hash: SENT, nonce: 0 });
    expect(second.api.recordDeposit).toHaveBeenCalledTimes(1);
    expect(second.types()).not.toContain('ended');
  });

  it('says "unseen", never "not sent", when the one pass cannot see what used the nonce', async () => {
    const chain = prunedChain(0);
    chain.send({ hash: SENT, from: WALLET, nonce: 0, value: HALF_BNB });
    chain.mineBlocks(400); // mined in block 1, before the block the marker names
    const { tracker, until, events, types } = setUp(chain);
    tracker.store.put({
      ...trackedTransaction({ key: markerKey(97, WALLET, 0), stage: 'sending', hash: null }),
      nonce: 0,
      fromBlock: 200,
      nonceFloor: 0,
    });
    await until(() => types().includes('unseen'));
    const key = markerKey(97, WALLET, 0);
    expect(events.find((e) => e.type === 'unseen')?.entry).toMatchObject({ key, unseen: true });
    expect(tracker.hasOpenMarker(WALLET)).toBe(true);
    expect(types()).not.toContain('ended');
    // A reload does not search again: the marker waits for the user.
    const calls = chain.totalCalls();
    const reloaded = setUp(chain);
    await reloaded.until(() => false, 100);
    expect(chain.totalCalls()).toBe(calls);
  });
});

describe("the deployment's explorer account API", () => {
  it('finds a marker\u2019s deposit beyond the pruned window without scanning the blocks one by one', async () => {
    const chain = prunedChain(0);
    chain.mineBlocks(250);
    chain.send({ hash: SENT, from: WALLET, nonce: 0, value: HALF_BNB });
    chain.mine();
    chain.mineBlocks(400);
    const asked: Array<[number, number]> = [];
    chain.walletTransactions = async (_chainId, wallet, from, to) => {
      asked.push([from, to]);
      const mined = chain.blocks.slice(from, to + 1).flat();
      return mined.filter((tx) => tx.from.toLowerCase() === wallet.toLowerCase());
    };
    const { tracker, until, types } = setUp(chain);
    tracker.store.put({
      ...trackedTransaction({ key: markerKey(97, WALLET, 0), stage: 'sending', hash: null }),
      nonce: 0,
      fromBlock: 200,
      nonceFloor: 0,
    });
    await until(() => types().includes('found'));
    expect(asked).toHaveLength(1);
    expect(asked[0]?.[0]).toBe(200);
    expect(chain.calls.blockTransactions ?? 0).toBeLessThanOrEqual(12);
  });
});

describe('a nonce guessed by a node one block behind', () => {
  /** The wallet's earlier transaction (nonce 0) is mined; the app's node did not count it yet. */
  function earlierMined(): FakeChain {
    const chain = new FakeChain();
    chain.send({ hash: fakeHash(7), from: WALLET, nonce: 0, to: OTHER, value: 7n });
    chain.mine();
    return chain;
  }

  it('finds a marker\u2019s deposit at nonce 1, never "not sent"', async () => {
    const { chain, api, tracker, until, events, types } = setUp(earlierMined());
    const send = tracker.beginDeposit({ ...intent, nonce: 0, nonceFloor: 0, fromBlock: 0 });
    chain.send({ hash: SENT, from: WALLET, nonce: 1, value: HALF_BNB });
    chain.mine();
    send.unknown();
    await until(() => types().includes('settled'));
    expect(events.find((e) => e.type === 'found')?.entry).toMatchObject({ hash: SENT, nonce: 1 });
    expect(api.recordDeposit).toHaveBeenCalledWith(expect.objectContaining({ hash: SENT }));
    expect(types()).not.toContain('ended');
  });

  it('follows a speed-up at nonce 1 when the sent hash was never seen, never "replaced"', async () => {
    const { chain, api, tracker, until, types } = setUp(earlierMined());
    const send = tracker.beginDeposit({ ...intent, nonce: 0, nonceFloor: 0, fromBlock: 0 });
    chain.send({ hash: SPED_UP, from: WALLET, nonce: 1, value: HALF_BNB });
    chain.mine();
    send.sent(SENT); // SENT itself never reached this node
    await until(() => types().includes('settled'));
    expect(api.recordDeposit).toHaveBeenCalledWith(expect.objectContaining({ hash: SPED_UP, nonce: 1 }));
    expect(types()).not.toContain('ended');
  });

  it('keeps the nonce the chain shows for a pending deposit', async () => {
    const { chain, tracker, until } = setUp(earlierMined());
    const send = tracker.beginDeposit({ ...intent, nonce: 0, nonceFloor: 0, fromBlock: 0 });
    chain.send({ hash: SENT, from: WALLET, nonce: 1, value: HALF_BNB });
    send.sent(SENT);
    await until(() => tracker.store.get(send.key)?.nonceSeen === true);
    expect(tracker.store.get(send.key)).toMatchObject({ nonce: 1, nonceSeen: true });
  });
});

describe('requests on a budget', () => {
  it('reads each block since fromBlock at most once, in one pass never repeated', async () => {
    const chain = prunedChain(0);
    chain.send({ hash: fakeHash(7), from: WALLET, nonce: 0, to: OTHER, value: 7n });
    chain.mineBlocks(400); // nonce 0 went to a transaction in block 1, before fromBlock
    const { tracker, until, events, now } = setUp(chain);
    const entry = trackedTransaction({ key: depositKey(SENT), stage: 'onChain', hash: SENT, nonce: 0, fromBlock: 100 });
    tracker.store.put({ ...entry, nonceSeen: true });
    await until(() => events.some((e) => e.type === 'unseen'));
    const read = chain.calls.blockTransactions ?? 0;
    expect(read).toBeLessThanOrEqual(chain.blocks.length - 100);
    const start = now();
    await until(() => now() - start > 10 * 60_000); // ten more minutes of looks
    expect(chain.calls.blockTransactions).toBe(read);
    expect(events.map((e) => e.type)).not.toContain('ended');
    expect(tracker.store.get(entry.key)).toMatchObject({ stage: 'onChain', unseen: true });
  });

  it('looks at a pending deposit on the 0.45 s chain\u2019s clock, well within 120 requests a minute', async () => {
    const chain = new FakeChain();
    chain.mineBlocks(200);
    const { tracker, until, sleeps, now } = setUp(chain);
    const send = tracker.beginDeposit({ ...intent, fromBlock: 200, nonceFloor: 0 });
    chain.send({ hash: SENT, from: WALLET, nonce: 0, value: HALF_BNB });
    send.sent(SENT);
    const start = now();
    await until(() => now() - start >= 60_000);
    // The tracker's share of a tab's 120 a minute (the balances page reads too).
    expect(chain.totalCalls()).toBeLessThanOrEqual(40);
    expect(sleeps.slice(0, 6)).toEqual([0, 1, 2, 3, 4, 5].map((n) => lookDelayMs(n, 450)));
    expect(Math.max(...sleeps)).toBe(9_000); // 20 blocks of 0.45 s
  });
});
