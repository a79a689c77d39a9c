import {
  createTransactionStore,
  MAX_COMPLETED_TRANSACTIONS,
  RECEIPT_TIMEOUT_MS,
  WAIT_AGAIN_MS,
  TRANSACTIONS_STORAGE_KEY,
  TRANSACTION_ERROR_MESSAGE_IDS,
  type ReceiptLike,
  type ReplacementLike,
  type TransactionStore,
  type WaitForReceipt,
  type WaitForReceiptArgs,
} from './transactionStore';
import messages from '@/locales/en-US/wallet.json';

const ADDRESS = '0x00000000000000000000000000000000000000A1';
const OTHER = '0x00000000000000000000000000000000000000B2';
const hash = (n: number) => `0x${n.toString(16).padStart(64, '0')}` as const;

/** A receipt waiter the test settles by hand, one deferred per hash. */
function controllableWaiter() {
  const calls: WaitForReceiptArgs[] = [];
  const deferred = new Map<string, { resolve: (r: ReceiptLike) => void; reject: (e: unknown) => void }>();
  const waitForReceipt = jest.fn(
    (args: WaitForReceiptArgs) =>
      new Promise<ReceiptLike>((resolve, reject) => {
        calls.push(args);
        deferred.set(args.hash, { resolve, reject });
      }),
  );
  return {
    waitForReceipt,
    calls,
    resolve: (h: string, receipt: ReceiptLike) => deferred.get(h)!.resolve(receipt),
    reject: (h: string, error: unknown) => deferred.get(h)!.reject(error),
    replace: (h: string, replacement: ReplacementLike) => calls.find((c) => c.hash === h)!.onReplaced(replacement),
  };
}

const flush = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

let stores: TransactionStore[] = [];
function makeStore(
  waitForReceipt: WaitForReceipt = controllableWaiter().waitForReceipt,
  extra: Partial<Parameters<typeof createTransactionStore>[0]> = {},
) {
  let clock = 1_000;
  const store = createTransactionStore({ waitForReceipt, now: () => ++clock, ...extra });
  stores.push(store);
  return store;
}
afterEach(() => {
  for (const store of stores) store.destroy();
  stores = [];
  jest.useRealTimers();
});

describe('addTransaction validation (SPEC.md sections 5 and 8)', () => {
  const store = () => makeStore();

  it.each(['0x123', hash(1).slice(0, -1), `${hash(1)}0`, hash(1).replace('0x', '0y'), 42])(
    'refuses hash %p',
    (value) => {
      expect(() => store().addTransaction(ADDRESS, 97, { hash: value as string, description: 'Deposit' })).toThrow(
        new Error('Invalid transaction hash'),
      );
    },
  );

  it.each([undefined, 42, '', '   '])('refuses description %p', (description) => {
    expect(() => store().addTransaction(ADDRESS, 97, { hash: hash(1), description: description as string })).toThrow(
      new Error('Transaction must have a description'),
    );
  });

  it.each([0, -1, 1.5, Number.NaN, '2'])('refuses confirmations %p', (confirmations) => {
    expect(() =>
      store().addTransaction(ADDRESS, 97, {
        hash: hash(1),
        description: 'Deposit',
        confirmations: confirmations as number,
      }),
    ).toThrow(new Error('Transaction confirmations must be a positiver integer'));
  });

  it('refuses a transaction without an account or chain', () => {
    expect(() => store().addTransaction('', 97, { hash: hash(1), description: 'x' })).toThrow(
      'No address or chain ID found',
    );
    expect(() => store().addTransaction(ADDRESS, 0, { hash: hash(1), description: 'x' })).toThrow(
      'No address or chain ID found',
    );
  });

  it('maps each validation error to a message id with a text', () => {
    for (const id of Object.values(TRANSACTION_ERROR_MESSAGE_IDS)) {
      expect((messages as Record<string, string>)[id]).toEqual(expect.any(String));
    }
  });
});

describe('recent transactions', () => {
  it('stores a new transaction as pending, newest first, in wallet.transactions', () => {
    const store = makeStore();
    store.addTransaction(ADDRESS, 97, { hash: hash(1), description: 'Deposit 1 BNB' });
    store.addTransaction(ADDRESS, 97, { hash: hash(2), description: 'Vote', confirmations: 3 });
    expect(store.getTransactions(ADDRESS, 97)).toEqual([
      { hash: hash(2), description: 'Vote', status: 'pending', confirmations: 3, addedAt: expect.any(Number) },
      { hash: hash(1), description: 'Deposit 1 BNB', status: 'pending', addedAt: expect.any(Number) },
    ]);
    expect(window.localStorage.getItem(TRANSACTIONS_STORAGE_KEY)).toContain(hash(2));
  });

  it('keeps accounts and chains apart, ignoring address case', () => {
    const store = makeStore();
    store.addTransaction(ADDRESS, 97, { hash: hash(1), description: 'a' });
    store.addTransaction(ADDRESS, 56, { hash: hash(2), description: 'b' });
    store.addTransaction(OTHER, 97, { hash: hash(3), description: 'c' });
    expect(store.getTransactions(ADDRESS.toLowerCase(), 97).map((t) => t.hash)).toEqual([hash(1)]);
    expect(store.getTransactions(ADDRESS, 56).map((t) => t.hash)).toEqual([hash(2)]);
    expect(store.getTransactions(OTHER, 97).map((t) => t.hash)).toEqual([hash(3)]);
    expect(store.getTransactions(OTHER, 56)).toEqual([]);
    expect(store.getTransactions('', 56)).toEqual([]);
  });

  it('does not list a transaction twice', () => {
    const store = makeStore();
    store.addTransaction(ADDRESS, 97, { hash: hash(1), description: 'first' });
    store.addTransaction(ADDRESS, 97, { hash: hash(1).toUpperCase().replace('0X', '0x'), description: 'renamed' });
    expect(store.getTransactions(ADDRESS, 97)).toEqual([
      expect.objectContaining({ hash: hash(1), description: 'renamed' }),
    ]);
  });

  it('clears one account only', () => {
    const store = makeStore();
    store.addTransaction(ADDRESS, 97, { hash: hash(1), description: 'a' });
    store.addTransaction(OTHER, 97, { hash: hash(2), description: 'b' });
    store.clearTransactions(ADDRESS, 97);
    expect(store.getTransactions(ADDRESS, 97)).toEqual([]);
    expect(store.getTransactions(OTHER, 97)).toHaveLength(1);
  });

  it('notifies subscribers and returns the same array until something changes', () => {
    const store = makeStore();
    const listener = jest.fn();
    const unsubscribe = store.subscribe(listener);
    store.addTransaction(ADDRESS, 97, { hash: hash(1), description: 'a' });
    expect(listener).toHaveBeenCalledTimes(1);
    const first = store.getTransactions(ADDRESS, 97);
    expect(store.getTransactions(ADDRESS, 97)).toBe(first);
    store.addTransaction(OTHER, 97, { hash: hash(2), description: 'b' });
    expect(store.getTransactions(ADDRESS, 97)).toBe(first); // another account changed, not this one
    unsubscribe();
    store.clearTransactions(ADDRESS, 97);
    expect(listener).toHaveBeenCalledTimes(2);
  });
});

describe('waiting for receipts', () => {
  it('passes hash, chain, confirmations and the 300000 ms timeout to the waiter', async () => {
    const waiter = controllableWaiter();
    const store = makeStore(waiter.waitForReceipt);
    store.addTransaction(ADDRESS, 97, { hash: hash(1), description: 'a', confirmations: 2 });
    await flush();
    expect(waiter.calls[0]).toMatchObject({
      hash: hash(1),
      chainId: 97,
      confirmations: 2,
      timeout: RECEIPT_TIMEOUT_MS,
    });
    expect(waiter.calls[0]?.signal).toBeInstanceOf(AbortSignal);
  });

  it.each([
    ['success', 'confirmed'],
    [1, 'confirmed'],
    ['0x1', 'confirmed'],
    ['reverted', 'failed'],
    [0, 'failed'],
    ['0x0', 'failed'],
  ] as const)('receipt status %p → %s', async (status, expected) => {
    const waiter = controllableWaiter();
    const store = makeStore(waiter.waitForReceipt);
    store.addTransaction(ADDRESS, 97, { hash: hash(1), description: 'a' });
    await flush();
    waiter.resolve(hash(1), { status });
    await flush();
    expect(store.getTransactions(ADDRESS, 97)[0]?.status).toBe(expected);
  });

  it('a wait error (a silent node) leaves it pending and waits again later, never failed', async () => {
    jest.useFakeTimers();
    const waiter = controllableWaiter();
    const store = makeStore(waiter.waitForReceipt);
    store.addTransaction(ADDRESS, 97, { hash: hash(1), description: 'a' });
    await flush();
    waiter.reject(hash(1), new Error('HTTP request failed.'));
    await flush();
    expect(store.getTransactions(ADDRESS, 97)[0]?.status).toBe('pending');
    jest.advanceTimersByTime(WAIT_AGAIN_MS);
    await flush();
    expect(waiter.calls.map((call) => call.hash)).toEqual([hash(1), hash(1)]);
    waiter.resolve(hash(1), { status: 'success', transactionHash: hash(1) });
    await flush();
    expect(store.getTransactions(ADDRESS, 97)[0]?.status).toBe('confirmed');
    store.destroy();
  });

  it('a waiter that throws at once leaves it pending', async () => {
    const store = makeStore(() => {
      throw new Error('no client for chain');
    });
    store.addTransaction(ADDRESS, 97, { hash: hash(1), description: 'a' });
    await flush();
    expect(store.getTransactions(ADDRESS, 97)[0]?.status).toBe('pending');
    store.destroy();
  });

  it('no receipt after 300000 ms leaves it pending (the node may be down) and starts a new wait', async () => {
    jest.useFakeTimers();
    const waiter = controllableWaiter(); // never settles
    const store = makeStore(waiter.waitForReceipt);
    store.addTransaction(ADDRESS, 97, { hash: hash(1), description: 'a' });
    await flush();
    jest.advanceTimersByTime(RECEIPT_TIMEOUT_MS);
    await flush();
    expect(store.getTransactions(ADDRESS, 97)[0]?.status).toBe('pending');
    expect(waiter.calls[0]?.signal.aborted).toBe(true);
    jest.advanceTimersByTime(WAIT_AGAIN_MS);
    await flush();
    expect(waiter.calls).toHaveLength(2);
    store.destroy();
  });

  it('a sped-up (repriced) transaction is tracked under its new hash', async () => {
    const waiter = controllableWaiter();
    const store = makeStore(waiter.waitForReceipt);
    store.addTransaction(ADDRESS, 97, { hash: hash(1), description: 'Deposit' });
    await flush();
    waiter.replace(hash(1), { reason: 'repriced', transaction: { hash: hash(9) } });
    waiter.resolve(hash(1), { status: 'success', transactionHash: hash(9) });
    await flush();
    expect(store.getTransactions(ADDRESS, 97)).toEqual([
      expect.objectContaining({ hash: hash(9), description: 'Deposit', status: 'confirmed' }),
    ]);
  });

  it('a repriced replacement the app added too is kept once', async () => {
    const waiter = controllableWaiter();
    const store = makeStore(waiter.waitForReceipt);
    store.addTransaction(ADDRESS, 97, { hash: hash(1), description: 'Deposit' });
    store.addTransaction(ADDRESS, 97, { hash: hash(9), description: 'Deposit (sped up)' });
    await flush();
    waiter.replace(hash(1), { reason: 'repriced', transaction: { hash: hash(9) } });
    waiter.resolve(hash(1), { status: 'success' });
    await flush();
    expect(store.getTransactions(ADDRESS, 97)).toEqual([
      expect.objectContaining({ hash: hash(9), status: 'confirmed' }),
    ]);
  });

  it.each(['cancelled', 'replaced'] as const)('a %s transaction fails', async (reason) => {
    const waiter = controllableWaiter();
    const store = makeStore(waiter.waitForReceipt);
    store.addTransaction(ADDRESS, 97, { hash: hash(1), description: 'a' });
    await flush();
    waiter.replace(hash(1), { reason, transaction: { hash: hash(9) } });
    waiter.resolve(hash(1), { status: 'success', transactionHash: hash(9) });
    await flush();
    expect(store.getTransactions(ADDRESS, 97)).toEqual([
      expect.objectContaining({ hash: hash(1), status: 'failed', replaced: reason }),
    ]);
  });

  it('picks pending transactions up again after a reload, once each', async () => {
    const first = makeStore(controllableWaiter().waitForReceipt);
    first.addTransaction(ADDRESS, 97, { hash: hash(1), description: 'a' });
    first.addTransaction(ADDRESS, 97, { hash: hash(2), description: 'b' });
    first.destroy();

    const waiter = controllableWaiter();
    const reloaded = makeStore(waiter.waitForReceipt);
    const done = reloaded.waitForPendingTransactions(ADDRESS, 97);
    void reloaded.waitForPendingTransactions(ADDRESS, 97); // a second call shares the waits
    await flush();
    expect(waiter.calls.map((c) => c.hash).sort()).toEqual([hash(1), hash(2)]);
    waiter.resolve(hash(1), { status: 'success' });
    waiter.resolve(hash(2), { status: 'reverted' });
    await done;
    expect(reloaded.getTransactions(ADDRESS, 97).map((t) => t.status)).toEqual(['failed', 'confirmed']);
  });

  it('writes nothing for a transaction cleared while waiting', async () => {
    const waiter = controllableWaiter();
    const store = makeStore(waiter.waitForReceipt);
    store.addTransaction(ADDRESS, 97, { hash: hash(1), description: 'a' });
    await flush();
    store.clearTransactions(ADDRESS, 97);
    waiter.resolve(hash(1), { status: 'success' });
    await flush();
    expect(store.getTransactions(ADDRESS, 97)).toEqual([]);
  });

  it('stops and writes nothing once destroyed', async () => {
    const waiter = controllableWaiter();
    const store = makeStore(waiter.waitForReceipt);
    store.addTransaction(ADDRESS, 97, { hash: hash(1), description: 'a' });
    await flush();
    store.destroy();
    expect(waiter.calls[0]?.signal.aborted).toBe(true);
    await flush();
    expect(store.getTransactions(ADDRESS, 97)[0]?.status).toBe('pending');
  });
});

describe('how many are kept', () => {
  it(`keeps every pending transaction and the ${MAX_COMPLETED_TRANSACTIONS} most recent completed ones`, async () => {
    expect(MAX_COMPLETED_TRANSACTIONS).toBe(10);
    const waiter = controllableWaiter();
    const store = makeStore(waiter.waitForReceipt);
    for (let n = 1; n <= 15; n++) store.addTransaction(ADDRESS, 97, { hash: hash(n), description: `tx ${n}` });
    await flush();
    for (let n = 1; n <= 12; n++) waiter.resolve(hash(n), { status: 'success' });
    await flush();
    const kept = store.getTransactions(ADDRESS, 97);
    expect(kept.filter((t) => t.status === 'pending').map((t) => t.hash)).toEqual([hash(15), hash(14), hash(13)]);
    expect(kept.filter((t) => t.status !== 'pending').map((t) => t.hash)).toEqual(
      [12, 11, 10, 9, 8, 7, 6, 5, 4, 3].map(hash),
    );
  });
});

describe('storage', () => {
  it.each(['not json', '[]', '{"accounts": 5}', 'null'])('reads corrupt storage (%s) as empty', (raw) => {
    window.localStorage.setItem(TRANSACTIONS_STORAGE_KEY, raw);
    const store = makeStore();
    expect(store.getTransactions(ADDRESS, 97)).toEqual([]);
    store.addTransaction(ADDRESS, 97, { hash: hash(1), description: 'a' });
    expect(store.getTransactions(ADDRESS, 97)).toHaveLength(1);
  });

  it('drops malformed entries and keeps the good ones', () => {
    const key = `${ADDRESS.toLowerCase()}:97`;
    window.localStorage.setItem(
      TRANSACTIONS_STORAGE_KEY,
      JSON.stringify({
        v: 1,
        accounts: {
          [key]: [
            { hash: hash(1), description: 'ok', status: 'confirmed', confirmations: 0, addedAt: 5 },
            { hash: 'bad', description: 'x', status: 'pending' },
            { hash: hash(2), description: 'x', status: 'weird' },
            null,
          ],
          other: 'not a list',
        },
      }),
    );
    expect(makeStore().getTransactions(ADDRESS, 97)).toEqual([
      { hash: hash(1), description: 'ok', status: 'confirmed', addedAt: 5 },
    ]);
  });

  it('works from memory when storage is blocked', () => {
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    const store = makeStore(undefined, { storage: blocked });
    store.addTransaction(ADDRESS, 97, { hash: hash(1), description: 'a' });
    expect(store.getTransactions(ADDRESS, 97)).toHaveLength(1);
    const memoryOnly = makeStore(undefined, { storage: null });
    memoryOnly.addTransaction(ADDRESS, 97, { hash: hash(2), description: 'b' });
    expect(memoryOnly.getTransactions(ADDRESS, 97)).toHaveLength(1);
  });
});

describe('several tabs', () => {
  const storageEvent = () => window.dispatchEvent(new StorageEvent('storage', { key: TRANSACTIONS_STORAGE_KEY }));

  it("merges writes: one tab's transaction survives another tab's", () => {
    const tabA = makeStore();
    const tabB = makeStore();
    expect(tabB.getTransactions(ADDRESS, 97)).toEqual([]); // B has read (and cached) the empty state
    tabA.addTransaction(ADDRESS, 97, { hash: hash(1), description: 'from A' });
    tabB.addTransaction(ADDRESS, 97, { hash: hash(2), description: 'from B' });
    expect(tabA.getTransactions(ADDRESS, 97).map((t) => t.hash)).toEqual([hash(2), hash(1)]);
  });

  it("re-reads and notifies on another tab's storage event, and ignores other keys", () => {
    const tabA = makeStore();
    const tabB = makeStore();
    const listener = jest.fn();
    tabB.subscribe(listener);
    tabA.addTransaction(ADDRESS, 97, { hash: hash(1), description: 'from A' });
    window.dispatchEvent(new StorageEvent('storage', { key: 'something.else' }));
    expect(listener).not.toHaveBeenCalled();
    storageEvent();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(tabB.getTransactions(ADDRESS, 97).map((t) => t.hash)).toEqual([hash(1)]);
    storageEvent(); // nothing changed since
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('waits for a transaction another tab added, in case that tab closes', async () => {
    const waiterB = controllableWaiter();
    const tabA = makeStore();
    const tabB = makeStore(waiterB.waitForReceipt);
    void tabB.waitForPendingTransactions(ADDRESS, 97);
    tabA.addTransaction(ADDRESS, 97, { hash: hash(1), description: 'from A' });
    tabA.destroy(); // the tab closes
    storageEvent();
    await flush();
    expect(waiterB.calls.map((c) => c.hash)).toEqual([hash(1)]);
    waiterB.resolve(hash(1), { status: 'success' });
    await flush();
    expect(tabB.getTransactions(ADDRESS, 97)[0]?.status).toBe('confirmed');
  });

  it('does not let a late failure overwrite a status another tab already settled', async () => {
    const waiterA = controllableWaiter();
    const waiterB = controllableWaiter();
    const tabA = makeStore(waiterA.waitForReceipt);
    const tabB = makeStore(waiterB.waitForReceipt);
    tabA.addTransaction(ADDRESS, 97, { hash: hash(1), description: 'a' });
    void tabB.waitForPendingTransactions(ADDRESS, 97);
    await flush();
    waiterA.resolve(hash(1), { status: 'success' });
    await flush();
    waiterB.reject(hash(1), new Error('rpc down'));
    await flush();
    expect(tabB.getTransactions(ADDRESS, 97)[0]?.status).toBe('confirmed');
  });
});
