import { installFakeWebLocks, removeFakeWebLocks } from '@/testing/fakeWebLocks';
import { REFRESH_DONE_KEY, REFRESH_LEASE_KEY, withRefreshLock } from './refreshLock';

describe('withRefreshLock (localStorage lease, as in browsers without Web Locks)', () => {
  it('runs one task at a time: the second starts only after the first has finished', async () => {
    const order: string[] = [];
    let releaseFirst: () => void = () => undefined;
    const first = withRefreshLock(async () => {
      order.push('first start');
      await new Promise<void>((resolve) => {
        releaseFirst = resolve;
      });
      order.push('first end');
      return 1;
    });
    await new Promise((resolve) => setTimeout(resolve, 80));
    const second = withRefreshLock(async () => {
      order.push('second');
      return 2;
    });
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(order).toEqual(['first start']);
    releaseFirst();
    await expect(Promise.all([first, second])).resolves.toEqual([1, 2]);
    expect(order).toEqual(['first start', 'first end', 'second']);
    expect(window.localStorage.getItem(REFRESH_LEASE_KEY)).toBeNull();
  });

  it("takes over a lease its holder abandoned (a closed tab's) once it has expired", async () => {
    window.localStorage.setItem(REFRESH_LEASE_KEY, JSON.stringify({ owner: 'gone-tab', until: Date.now() - 1 }));
    await expect(withRefreshLock(async () => 'ran')).resolves.toBe('ran');
  });

  it('uses Web Locks when the browser has them, and marks each release for the tabs waiting', async () => {
    const locks = installFakeWebLocks();
    const request = jest.spyOn(locks, 'request');
    try {
      await expect(withRefreshLock(async () => 'locked')).resolves.toBe('locked');
      expect(request).toHaveBeenCalledWith('staking.session.refresh', { ifAvailable: true }, expect.any(Function));
      expect(window.localStorage.getItem(REFRESH_LEASE_KEY)).toBeNull();
      expect(window.localStorage.getItem(REFRESH_DONE_KEY)).not.toBeNull();
    } finally {
      removeFakeWebLocks();
    }
  });
});
