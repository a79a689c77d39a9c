import { trackedTransaction } from '../../testing/trackedTransaction';
import { PENDING_STORAGE_KEY, PendingStore } from './pendingStore';
import { onSettledAnywhere } from './settledAnywhere';

describe('onSettledAnywhere', () => {
  it('tells of a deposit settled in this tab or in another, not of one that ended otherwise', () => {
    let clock = 1_000;
    const store = new PendingStore(window.localStorage, () => clock);
    const listener = jest.fn();
    const stop = onSettledAnywhere(store, listener);
    store.put(trackedTransaction({ key: 'a' }));
    store.finish('a', 'cancelled');
    expect(listener).not.toHaveBeenCalled();
    clock += 1;
    store.put(trackedTransaction({ key: 'b' }));
    store.finish('b', 'successful');
    expect(listener).toHaveBeenCalledTimes(1);

    // Another tab settles one: its write arrives as a storage event.
    const otherTab = new PendingStore(window.localStorage, () => clock + 5);
    otherTab.put(trackedTransaction({ key: 'c' }));
    otherTab.finish('c', 'failed');
    window.dispatchEvent(new StorageEvent('storage', { key: PENDING_STORAGE_KEY }));
    expect(listener).toHaveBeenCalledTimes(2);
    stop();
  });
});
