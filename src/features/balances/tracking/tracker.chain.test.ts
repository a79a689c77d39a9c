import { encodeFunctionData, erc20Abi } from 'viem';
import { TransactionStatus, TransactionType, type Transaction, type TxHash } from '@/api/staking/types';
import { FAKE_DEPOSIT, FAKE_STABLECOIN, FakeChain, fakeHash } from '../testing/fakeChain';
import { PendingStore, markerKey } from './pendingStore';
import { MARKER_GRACE_MS, TransactionTracker, type TrackerApi, type TrackerEvent } from './tracker';

const WALLET = '0xfeb99AD6a77DcB2f0a612Db6204B01c8bB9132f9' as const;
const SENT = fakeHash(1);
const SPED_UP = fakeHash(2);
/** The journaled deposits' amount (0.5 BNB), in wei. */
const HALF_BNB = 5n * 10n ** 17n;

const settledTx = (hash: TxHash): Transaction => ({
  id: `tx_${hash.slice(-4)}`,
  hash,
  type: TransactionType.DEPOSIT,
  status: TransactionStatus.SUCCESSFUL,
  currency_symbol: 'BNB',
  amount: '0.5',
  wallet_address: WALLET,
  chain_id: 97,
  created_at: '2026-11-21T10:00:00Z',
});

/** A backend that records anything and reports it settled. */
function backend(): TrackerApi {
  return {
    recordDeposit: jest.fn(async (entry) => ({ ok: true as const, tx: settledTx(entry.hash as TxHash) })),
    getByHash: jest.fn(async (hash: TxHash) => settledTx(hash)),
    getById: jest.fn(async () => null),
  };
}

/** The tracker over a fake chain; `tick` lets the chain change between two looks. */
function setUp(chain = new FakeChain(), storage: Storage = window.localStorage) {
  let clock = 10_000;
  const ticks: Array<() => void> = [];
  const api = backend();
  const tracker = new TransactionTracker(new PendingStore(storage), api, {
    sleep: async (ms) => {
      clock += ms;
      ticks.shift()?.();
      await new Promise((resolve) => setTimeout(resolve, 0));
    },
    now: () => clock,
  });
  tracker.setChain(chain);
  const events: TrackerEvent[] = [];
  tracker.onEvent((event) => events.push(event));
  tracker.retain();
  tracker.setWallet(WALLET);
  const idle = async (key: string) => {
    for (let i = 0; i < 500 && tracker.isRunning(key); i += 1) await new Promise((r) => setTimeout(r, 0));
  };
  return { chain, api, tracker, events, ticks, idle, types: () => events.map((e) => e.type) };
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
