// One holder at a time across the origin's tabs (Web Locks). Where a browser has none the task
// runs at once, so a caller must stay correct without it: the lock only spares duplicate work.
type LockManagerLike = { request<T>(name: string, callback: () => Promise<T>): Promise<T> };

export type Exclusive = <T>(name: string, task: () => Promise<T>) => Promise<T>;

export const withCrossTabLock: Exclusive = (name, task) => {
  const locks = typeof navigator === 'undefined' ? undefined : (navigator as { locks?: LockManagerLike }).locks;
  return locks && typeof locks.request === 'function' ? locks.request(name, task) : task();
};
