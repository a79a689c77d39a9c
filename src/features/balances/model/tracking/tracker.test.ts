import type { ApiError } from '@/api/http';
import { TransactionStatus, TransactionType, type Transaction, type TxHash } from '@/api/staking/types';
import { FakeChain } from '../../testing/fakeChain';
import { TRACKER_WALLET, depositRecord, runWhile, setUpTracker } from '../../testing/trackerSetup';
import { PendingStore } from './pendingStore';
import type { Exclusive } from '@/lib/crossTabLock';
import { type TransactionTracker } from './tracker';
import type { TrackerApi, TrackerOptions } from './trackerTypes';

const WALLET = TRACKER_WALLET;
const HASH = `0x${'cd'.repeat(32)}` as TxHash;

const tx = (change: Partial<Transaction> = {}): Transaction =>
  depositRecord(HASH, { id: 'tx_n1', status: TransactionStatus.PROCESSING, ...change });

const httpError = (status: number, message = `HTTP ${status}`): ApiError => ({ kind: 'http', status, message });

/**
 * A scripted backend: each call takes the next answer of its list (the last one repeats). Before
 * the first record it knows no hash: the check ahead of that record takes no answer of `byHash`.
 */
function scriptedApi(script: {
  record?: Array<ApiError | Transaction>;
  byHash?: Array<Transaction | null>;
  byId?: Array<Transaction | null>;
}) {
  const calls = { record: 0, byHash: 0, byId: 0 };
  const next = <T>(list: T[] | undefined, index: number, fallback: T): T =>
    list && list.length > 0 ? (list[Math.min(index, list.length - 1)] as T) : fallback;
  const api: TrackerApi = {
    recordDeposit: jest.fn(async () => {
      const answer = next<ApiError | Transaction>(script.record, calls.record++, tx());
      return 'kind' in answer ? { ok: false as const, error: answer } : { ok: true as const, tx: answer };
    }),
    getByHash: jest.fn(async () => (calls.record === 0 ? null : next(script.byHash, calls.byHash++, null))),
    getById: jest.fn(async () => next(script.byId, calls.byId++, null)),
  };
  return { api, calls };
}

/** A chain on which the deposit HASH is already mined. */
function minedChain(): FakeChain {
  const chain = new FakeChain();
  chain.send({ hash: HASH, from: WALLET, nonce: 0 });
  chain.mine();
  return chain;
}

/** Runs every loop to its end: sleeps resolve at once and are recorded. */
function makeTracker(
  api: TrackerApi,
  store = new PendingStore(),
  chain: FakeChain | null = minedChain(),
  options: TrackerOptions = {},
) {
  const options_ = { slowAfterMs: 10_000, ...options };
  return setUpTracker({ api, store, chain, options: options_, start: 1_000, running: false, idleTurns: 200 });
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const idle = (tracker: TransactionTracker, key: string) => runWhile(() => tracker.isRunning(key), 200);

const deposit = { hash: HASH, wallet: WALLET, chainId: 97, currency: 'BNB', amount: '0.5' };
const key = HASH.toLowerCase();

describe('TransactionTracker: deposits', () => {
  it('records the mined deposit, follows it by hash until it settles, then forgets it', async () => {
    const { api } = scriptedApi({ byHash: [tx(), tx(), tx({ status: TransactionStatus.SUCCESSFUL })] });
    const { tracker, store, sleeps, events, types } = makeTracker(api);
    tracker.retain();
    tracker.setWallet(WALLET);
    tracker.trackDeposit(deposit);
    expect(store.get(key)?.stage).toBe('onChain');
    await idle(tracker, key);
    expect(api.recordDeposit).toHaveBeenCalledTimes(1);
    expect(types()).toEqual(['onChain', 'recording', 'processing', 'settled']);
    expect(events.at(-1)).toMatchObject({ type: 'settled', outcome: 'successful' });
    expect(sleeps).toEqual([1000, 1500]);
    expect(store.getAll()).toEqual([]);
  });

  it('reports a failed outcome', async () => {
    const { api } = scriptedApi({ byHash: [tx({ status: TransactionStatus.FAILED })] });
    const { tracker, events } = makeTracker(api);
    tracker.retain();
    tracker.setWallet(WALLET);
    tracker.trackDeposit(deposit);
    await idle(tracker, key);
    expect(events.at(-1)).toMatchObject({ type: 'settled', outcome: 'failed' });
  });

  it('retries transient failures with a growing delay, checking first whether the backend knows the hash', async () => {
    const { api } = scriptedApi({
      record: [
        httpError(503, 'Service Unavailable'),
        { kind: 'timeout', status: 0, message: 'timed out' },
        httpError(500),
        tx(),
      ],
      // After each failed record, and again before the next: not known.
      byHash: [null, null, null, null, null, null, tx({ status: TransactionStatus.SUCCESSFUL })],
    });
    const { tracker, store, sleeps, events } = makeTracker(api);
    tracker.retain();
    tracker.setWallet(WALLET);
    tracker.trackDeposit(deposit);
    await idle(tracker, key);
    expect(api.recordDeposit).toHaveBeenCalledTimes(4);
    expect(api.getByHash).toHaveBeenCalledTimes(8);
    expect(sleeps.slice(0, 3)).toEqual([2000, 4000, 8000]);
    expect(events.filter((e) => e.type === 'recordRetrying').map((e) => (e as { message: string }).message)).toEqual([
      'Service Unavailable',
      'timed out',
      'HTTP 500',
    ]);
    expect(store.getAll()).toEqual([]);
  });

  it('stops retrying once the backend knows the hash (the last attempt landed after all)', async () => {
    const { api } = scriptedApi({
      record: [httpError(0, 'network')],
      byHash: [tx(), tx({ status: TransactionStatus.SUCCESSFUL })],
    });
    const { tracker, types } = makeTracker(api);
    tracker.retain();
    tracker.setWallet(WALLET);
    tracker.trackDeposit(deposit);
    await idle(tracker, key);
    expect(api.recordDeposit).toHaveBeenCalledTimes(1);
    expect(types()).toEqual(['onChain', 'recording', 'processing', 'settled']);
  });

  it('keeps a refused deposit (4xx) with the server message until the user tries again', async () => {
    const { api } = scriptedApi({
      record: [httpError(400, 'wallet_address is not your verified wallet'), tx()],
      byHash: [null, null, tx({ status: 3 })],
    });
    const { tracker, store, events } = makeTracker(api);
    tracker.retain();
    tracker.setWallet(WALLET);
    tracker.trackDeposit(deposit);
    await idle(tracker, key);
    expect(store.get(key)).toMatchObject({
      stage: 'rejected',
      lastError: 'wallet_address is not your verified wallet',
      attempts: 1,
    });
    expect(events.at(-1)).toMatchObject({ type: 'rejected', message: 'wallet_address is not your verified wallet' });
    expect(tracker.isRunning(key)).toBe(false);

    tracker.retry(key);
    await idle(tracker, key);
    expect(api.recordDeposit).toHaveBeenCalledTimes(2);
    expect(store.getAll()).toEqual([]);
  });

  it('survives a reload: a new tracker over the same storage resumes recording', async () => {
    const failing = scriptedApi({ record: [httpError(503)] });
    const first = makeTracker(failing.api);
    const release = first.tracker.retain();
    first.tracker.setWallet(WALLET);
    first.tracker.trackDeposit(deposit);
    await settle();
    release(); // the page goes away mid-retry
    await idle(first.tracker, key);
    expect(first.store.get(key)).toMatchObject({ stage: 'recording' });

    const working = scriptedApi({ byHash: [null, tx({ status: TransactionStatus.SUCCESSFUL })] });
    const second = makeTracker(working.api, new PendingStore());
    second.tracker.retain();
    second.tracker.setWallet(WALLET);
    await idle(second.tracker, key);
    expect(working.api.recordDeposit).toHaveBeenCalledTimes(1);
    expect(second.store.getAll()).toEqual([]);
  });

  it('two tabs over one journal record a deposit once: the second finds it recorded', async () => {
    const tails = new Map<string, Promise<unknown>>();
    // Web Locks as two tabs see them: tasks of one name run one after another.
    const exclusive: Exclusive = (name, task) => {
      const run = (tails.get(name) ?? Promise.resolve()).then(() => task(false));
      tails.set(
        name,
        run.catch(() => undefined),
      );
      return run;
    };
    const settled = [tx({ status: TransactionStatus.SUCCESSFUL })];
    const tabs = [scriptedApi({ byHash: settled }), scriptedApi({ byHash: settled })];
    const first = makeTracker(tabs[0]!.api, new PendingStore(), minedChain(), { exclusive });
    first.tracker.setWallet(WALLET);
    first.tracker.trackDeposit(deposit);
    const second = makeTracker(tabs[1]!.api, new PendingStore(), minedChain(), { exclusive });
    second.tracker.setWallet(WALLET);
    first.tracker.retain();
    second.tracker.retain();
    await Promise.all([idle(first.tracker, key), idle(second.tracker, key)]);
    const posts = tabs.map(({ api }) => (api.recordDeposit as jest.Mock).mock.calls.length);
    expect(posts[0]! + posts[1]!).toBe(1);
    expect(first.store.getAll()).toEqual([]);
  });

  it('two tabs whose journals differ record a deposit once: the one finding the lock free asks the backend first', async () => {
    // The second tab's copy of the journal has not caught up: it still says "recording".
    const memoryStorage = (): Storage => {
      const items = new Map<string, string>();
      return {
        get length() {
          return items.size;
        },
        clear: () => items.clear(),
        getItem: (name) => items.get(name) ?? null,
        key: (index) => [...items.keys()][index] ?? null,
        removeItem: (name) => void items.delete(name),
        setItem: (name, value) => void items.set(name, String(value)),
      };
    };
    // A backend that keeps duplicates, shared by both tabs.
    const records: Transaction[] = [];
    const api: TrackerApi = {
      recordDeposit: jest.fn(async () => {
        records.push(tx({ status: TransactionStatus.SUCCESSFUL }));
        return { ok: true as const, tx: records.at(-1)! };
      }),
      getByHash: jest.fn(async () => records[0] ?? null),
      getById: jest.fn(async () => null),
    };
    // Web Locks as two tabs see them, each turn starting after the last one ended: always free.
    let tail: Promise<unknown> = Promise.resolve();
    const exclusive: Exclusive = (_name, task) => {
      const run = tail.then(() => task(false));
      tail = run.catch(() => undefined);
      return run;
    };
    const tabs = [0, 1].map(() => makeTracker(api, new PendingStore(memoryStorage()), minedChain(), { exclusive }));
    for (const { tracker } of tabs) {
      tracker.setWallet(WALLET);
      tracker.trackDeposit(deposit);
    }
    for (const { tracker } of tabs) tracker.retain();
    await Promise.all(tabs.map(({ tracker }) => idle(tracker, key)));
    expect(records).toHaveLength(1);
  });

  it("runs only the verified wallet's entries, and only while retained", async () => {
    const { api } = scriptedApi({ byHash: [tx({ status: TransactionStatus.SUCCESSFUL })] });
    const { tracker, store } = makeTracker(api);
    tracker.trackDeposit(deposit);
    await settle();
    expect(api.recordDeposit).not.toHaveBeenCalled();
    tracker.retain();
    tracker.setWallet('0x0000000000000000000000000000000000000001');
    await settle();
    expect(api.recordDeposit).not.toHaveBeenCalled();
    tracker.setWallet(WALLET.toLowerCase());
    await idle(tracker, key);
    expect(api.recordDeposit).toHaveBeenCalledTimes(1);
    expect(store.getAll()).toEqual([]);
  });

  it('tracks a hash once, however often it is given', async () => {
    const { api } = scriptedApi({ byHash: [tx(), tx({ status: TransactionStatus.SUCCESSFUL })] });
    const { tracker } = makeTracker(api);
    tracker.retain();
    tracker.retain();
    tracker.setWallet(WALLET);
    tracker.trackDeposit(deposit);
    tracker.trackDeposit(deposit);
    await idle(tracker, key);
    expect(api.recordDeposit).toHaveBeenCalledTimes(1);
  });

  it('says so when processing takes long, and keeps following', async () => {
    const processing = Array.from({ length: 8 }, () => tx());
    const { api } = scriptedApi({ byHash: [...processing, tx({ status: TransactionStatus.SUCCESSFUL })] });
    const { tracker, types } = makeTracker(api);
    tracker.retain();
    tracker.setWallet(WALLET);
    tracker.trackDeposit(deposit);
    await idle(tracker, key);
    expect(types().filter((type) => type === 'slow')).toHaveLength(1);
    expect(types().at(-1)).toBe('settled');
  });
});

describe('TransactionTracker: withdrawals and swaps', () => {
  it('follows a record without a hash by its id', async () => {
    const created = tx({
      id: 'tx_n7',
      hash: null,
      type: TransactionType.WITHDRAW,
      status: TransactionStatus.PROCESSING,
    });
    const { api } = scriptedApi({
      byId: [null, created, { ...created, status: TransactionStatus.SUCCESSFUL, hash: HASH }],
    });
    const { tracker, store, events } = makeTracker(api);
    tracker.retain();
    tracker.setWallet(WALLET);
    const entry = tracker.follow('withdraw', created);
    expect(entry.key).toBe('id:tx_n7');
    await idle(tracker, entry.key);
    expect(api.getById).toHaveBeenCalledWith('tx_n7', expect.any(Number));
    expect(api.recordDeposit).not.toHaveBeenCalled();
    expect(events.at(-1)).toMatchObject({ type: 'settled', outcome: 'successful' });
    expect(store.getAll()).toEqual([]);
  });

  it('shows its events to the latest presenter only', async () => {
    const { api } = scriptedApi({ byId: [tx({ status: TransactionStatus.SUCCESSFUL })] });
    const { tracker } = makeTracker(api);
    const first = jest.fn();
    const second = jest.fn();
    tracker.present(first);
    const detach = tracker.present(second);
    tracker.retain();
    tracker.setWallet(WALLET);
    const entry = tracker.follow('swap', tx({ id: 'tx_s', hash: null, type: TransactionType.SWAP }));
    await idle(tracker, entry.key);
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalled();
    detach();
  });
});

describe('which failures of recording are tried again', () => {
  it.each<[string, ApiError, boolean]>([
    ['no answer', { kind: 'network', status: 0, message: '' }, true],
    ['a timeout', { kind: 'timeout', status: 0, message: '' }, true],
    ['an unreadable answer', { kind: 'malformed', status: 201, message: '' }, true],
    ['a 500', httpError(500), true],
    ['a 503', httpError(503), true],
    ['a 401 after the re-auth', httpError(401), true],
    ['a 408', httpError(408), true],
    ['a 429', httpError(429), true],
    ['a 400', httpError(400), false],
    ['a 409', httpError(409), false],
    ['a 404', httpError(404), false],
  ])('%s: tried again %s', async (_name, error, again) => {
    const { api } = scriptedApi({
      record: [error, tx()],
      byHash: [null, null, tx({ status: TransactionStatus.SUCCESSFUL })],
    });
    const { tracker, store } = makeTracker(api);
    tracker.retain();
    tracker.setWallet(WALLET);
    tracker.trackDeposit(deposit);
    await idle(tracker, key);
    expect(api.recordDeposit).toHaveBeenCalledTimes(again ? 2 : 1);
    expect(store.get(key)?.stage).toBe(again ? undefined : 'rejected');
  });
});
