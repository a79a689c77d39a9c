// One holder at a time across the origin's tabs (Web Locks). Where a browser has none the task
// runs at once, so each caller keeps a second guard (the backend's duplicate check, a lease).
export type LockManagerLike = {
  request<T>(name: string, options: { ifAvailable?: boolean }, callback: (lock: unknown) => Promise<T>): Promise<T>;
};

export type Exclusive = <T>(name: string, task: () => Promise<T>) => Promise<T>;

/** The browser's Web Locks, read at each call (tests install a fake); null where there are none. */
export function webLocks(): LockManagerLike | null {
  const locks =
    (typeof navigator === 'undefined' ? undefined : (navigator as { locks?: LockManagerLike }).locks) ?? null;
  return locks && typeof locks.request === 'function' ? locks : null;
}

export const withCrossTabLock: Exclusive = (name, task) => {
  const locks = webLocks();
  return locks ? locks.request(name, {}, task) : task();
};
