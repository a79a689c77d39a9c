import { TRACKED_HASH, trackedTransaction } from '../../testing/trackedTransaction';
import { OLD_TRANSACTIONS_KEY, PENDING_STORAGE_KEY, PendingStore } from './pendingStore';
import { FINISHED_PER_WALLET, isTrackedTransaction } from './pendingEntry';

const HASH = TRACKED_HASH;
const entry = trackedTransaction;

describe('PendingStore', () => {
  it('writes every change to localStorage at once, so a new page reads it back', () => {
    const first = new PendingStore();
    first.put(entry());
    expect(JSON.parse(localStorage.getItem(PENDING_STORAGE_KEY) ?? 'null')).toEqual({ v: 1, entries: [entry()] });
    first.update(HASH, { attempts: 2, lastError: 'Service Unavailable' });
    const afterReload = new PendingStore();
    expect(afterReload.getAll()).toEqual([entry({ attempts: 2, lastError: 'Service Unavailable' })]);
    afterReload.remove(HASH);
    expect(localStorage.getItem(PENDING_STORAGE_KEY)).toBeNull();
  });

  it('keeps a stable snapshot until something changes, and tells subscribers', () => {
    const store = new PendingStore();
    const listener = jest.fn();
    const unsubscribe = store.subscribe(listener);
    const before = store.getAll();
    expect(store.getAll()).toBe(before);
    store.put(entry());
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getAll()).not.toBe(before);
    store.update('missing', { attempts: 1 });
    store.remove('missing');
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
  });

  it('drops what it cannot read: another version, malformed JSON, entries with bad fields', () => {
    localStorage.setItem(PENDING_STORAGE_KEY, '{not json');
    expect(new PendingStore().getAll()).toEqual([]);
    localStorage.setItem(PENDING_STORAGE_KEY, JSON.stringify({ v: 2, entries: [entry()] }));
    expect(new PendingStore().getAll()).toEqual([]);
    localStorage.setItem(
      PENDING_STORAGE_KEY,
      JSON.stringify({
        v: 1,
        entries: [
          entry(),
          entry({ key: 'x', hash: '0x12' as never }),
          entry({ key: 'y', amount: '1e3' }),
          { nonsense: true },
        ],
      }),
    );
    expect(new PendingStore().getAll()).toEqual([entry()]);
  });

  it('a deposit needs its hash, a withdrawal its record id', () => {
    expect(isTrackedTransaction(entry({ hash: null }))).toBe(false);
    expect(
      isTrackedTransaction(entry({ kind: 'withdraw', hash: null, txId: 'tx_1', key: 'id:tx_1', stage: 'following' })),
    ).toBe(true);
    expect(isTrackedTransaction(entry({ kind: 'withdraw', hash: null, txId: null }))).toBe(false);
  });

  it('reads the search fields back, entries written before them too, and drops a malformed search', () => {
    const searched = entry({
      nonce: 1,
      fromBlock: 400,
      nonceFloor: 0,
      nonceSeen: true,
      unseen: true,
      scan: { next: 10, end: 9 },
    });
    const old = entry({ key: 'old', hash: `0x${'0d'.repeat(32)}` as never });
    const bad = { ...entry({ key: 'bad', hash: `0x${'0b'.repeat(32)}` as never }), scan: { next: 'x' } };
    localStorage.setItem(PENDING_STORAGE_KEY, JSON.stringify({ v: 1, entries: [searched, old, bad] }));
    expect(new PendingStore().getAll()).toEqual([searched, old]);
  });

  it("reads another tab's changes from the storage event", () => {
    const store = new PendingStore();
    const listener = jest.fn();
    store.subscribe(listener);
    localStorage.setItem(PENDING_STORAGE_KEY, JSON.stringify({ v: 1, entries: [entry()] }));
    window.dispatchEvent(new StorageEvent('storage', { key: PENDING_STORAGE_KEY }));
    expect(store.getAll()).toEqual([entry()]);
    expect(listener).toHaveBeenCalled();
  });

  it("never loses another tab's entry: two tabs writing in turn, neither having heard the other", () => {
    // Two stores over one storage, with no storage events between them (as when writes interleave).
    const tabA = new PendingStore(localStorage);
    const tabB = new PendingStore(localStorage);
    tabA.put(entry({ key: 'a1', hash: `0x${'a1'.repeat(32)}` as never }));
    tabB.put(entry({ key: 'b1', hash: `0x${'b1'.repeat(32)}` as never }));
    tabA.update('a1', { attempts: 2 });
    tabB.put(entry({ key: 'b2', hash: `0x${'b2'.repeat(32)}` as never }));
    tabA.remove('b1');
    const keys = new PendingStore(localStorage).getAll().map((e) => [e.key, e.attempts]);
    expect(keys).toEqual([
      ['a1', 2],
      ['b2', 0],
    ]);
  });

  it('keeps entries in memory when storage refuses to write, and still merges what it can read', () => {
    const storage = window.localStorage;
    const store = new PendingStore(storage);
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    store.put(entry({ key: 'kept', hash: `0x${'cc'.repeat(32)}` as never }));
    store.update('kept', { attempts: 1 });
    expect(store.get('kept')?.attempts).toBe(1);
    setItem.mockRestore();
  });

  it("clears one wallet's finished entries, keeping its followed ones and other wallets' finished ones", () => {
    const other = '0x1111111111111111111111111111111111111111';
    const hashOf = (byte: string) => `0x${byte.repeat(32)}` as never;
    const store = new PendingStore(localStorage, () => 5_000);
    store.put(entry({ key: 'done', hash: hashOf('d1') }));
    store.put(entry({ key: 'theirs', hash: hashOf('e1'), wallet: other }));
    store.put(entry({ key: 'onTheWay', hash: hashOf('f1'), stage: 'onChain' }));
    store.finish('done', 'successful');
    store.finish('theirs', 'failed');
    const listener = jest.fn();
    const unsubscribe = store.subscribe(listener);

    store.clearFinished(entry().wallet.toLowerCase());

    expect(listener).toHaveBeenCalledTimes(1);
    const reloaded = new PendingStore(localStorage);
    expect(
      reloaded
        .getFinished()
        .filter((e) => !e.cleared)
        .map((e) => e.key),
    ).toEqual(['theirs']);
    expect(reloaded.finishedWithHash(hashOf('d1'))?.cleared).toBe(true);
    expect(reloaded.getAll().map((e) => e.key)).toEqual(['onTheWay']);
    store.clearFinished(entry().wallet);
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
  });

  it('clears the removed recent-transactions store from the device, leaving the journal be', () => {
    localStorage.setItem(OLD_TRANSACTIONS_KEY, JSON.stringify([{ hash: HASH, status: 'pending' }]));
    localStorage.setItem(PENDING_STORAGE_KEY, JSON.stringify({ v: 1, entries: [entry()] }));
    const store = new PendingStore();
    expect(localStorage.getItem(OLD_TRANSACTIONS_KEY)).toBeNull();
    expect(store.getAll()).toEqual([entry()]);
  });
});

describe('PendingStore: one hash, held once, never moving back', () => {
  const OTHER = `0x${'ef'.repeat(32)}` as const;

  it('keeps a finished entry beside the followed ones, newest first, and reads journals without them', () => {
    let clock = 5_000;
    const store = new PendingStore(window.localStorage, () => clock);
    store.put(entry());
    store.put(entry({ key: 'b', hash: OTHER }));
    store.finish(HASH, 'successful');
    clock += 1;
    store.finish('b', 'replaced');
    expect(store.getAll()).toEqual([]);
    expect(store.getFinished().map((e) => [e.key, e.outcome, e.finishedAt])).toEqual([
      ['b', 'replaced', 5_001],
      [HASH, 'successful', 5_000],
    ]);
    expect(new PendingStore().getFinished()).toHaveLength(2);
    localStorage.setItem(PENDING_STORAGE_KEY, JSON.stringify({ v: 1, entries: [entry()] }));
    expect(new PendingStore().getFinished()).toEqual([]);
  });

  it('keeps at most FINISHED_PER_WALLET finished entries of a wallet', () => {
    const store = new PendingStore();
    for (let i = 0; i < FINISHED_PER_WALLET + 3; i += 1) {
      store.put(entry({ key: `k${i}`, hash: `0x${i.toString(16).padStart(64, '0')}` as never }));
      store.finish(`k${i}`, 'successful');
    }
    expect(store.getFinished()).toHaveLength(FINISHED_PER_WALLET);
  });

  it('never moves an entry back: a recorded one stays recorded whatever a late writer says', () => {
    const store = new PendingStore();
    store.put(entry({ stage: 'following', txId: 'tx_1' }));
    store.update(HASH, { stage: 'onChain', attempts: 3 });
    expect(store.get(HASH)).toMatchObject({ stage: 'following', attempts: 3 });
    store.put(entry({ key: 'r', hash: OTHER, stage: 'rejected' }));
    store.update('r', { stage: 'recording' });
    expect(store.get('r')?.stage).toBe('recording');
  });

  it('a hash claimed by a second entry merges the two: the one further on survives', () => {
    const store = new PendingStore();
    store.put(entry({ key: 'pasted', stage: 'following', txId: 'tx_1' }));
    store.put(entry({ key: 'marker', hash: null, stage: 'sending', nonce: 1 }));
    const holder = store.claimHash('marker', HASH, { stage: 'onChain' });
    expect(holder?.key).toBe('pasted');
    expect(store.getAll().map((e) => [e.key, e.stage])).toEqual([['pasted', 'following']]);
  });

  it('a hash claimed while another entry waits for it on chain: the claimer survives only if further on', () => {
    const store = new PendingStore();
    store.put(entry({ key: 'pasted', stage: 'onChain' }));
    store.put(entry({ key: 'original', hash: OTHER, stage: 'recording' }));
    expect(store.claimHash('original', HASH)?.key).toBe('original');
    expect(store.getAll().map((e) => [e.key, e.hash])).toEqual([['original', HASH]]);
  });

  it('a hash that already finished ends the claimer as a duplicate', () => {
    const store = new PendingStore();
    store.put(entry({ key: 'done' }));
    store.finish('done', 'successful');
    store.put(entry({ key: 'again', hash: OTHER, stage: 'onChain' }));
    expect(store.claimHash('again', HASH)).toBeUndefined();
    expect(store.getAll()).toEqual([]);
    expect(store.getFinished().map((e) => [e.key, e.outcome])).toEqual([
      ['again', 'duplicate'],
      ['done', 'successful'],
    ]);
    expect(store.finishedWithHash(HASH.toUpperCase().replace('0X', '0x'))?.key).toBe('again');
  });
});
