/**
 * Web Locks for jsdom, which has none: one lock manager for every "tab" of the test, granting
 * each name in turn; `ifAvailable` gets null while the name is held or asked for.
 */
type LockCallback<T> = (lock: { name: string } | null) => Promise<T>;

export interface FakeWebLocks {
  request<T>(name: string, callback: LockCallback<T>): Promise<T>;
  request<T>(name: string, options: { ifAvailable?: boolean }, callback: LockCallback<T>): Promise<T>;
}

export function installFakeWebLocks(): FakeWebLocks {
  const queues = new Map<string, { tail: Promise<unknown>; waiting: number }>();
  const locks: FakeWebLocks = {
    request<T>(name: string, ...args: [LockCallback<T>] | [{ ifAvailable?: boolean }, LockCallback<T>]) {
      const [options, callback] = args.length === 1 ? [{}, args[0]] : args;
      const queue = queues.get(name) ?? { tail: Promise.resolve(), waiting: 0 };
      queues.set(name, queue);
      if (options.ifAvailable && queue.waiting > 0) return callback(null);
      queue.waiting += 1;
      const granted = queue.tail.then(() => callback({ name }));
      queue.tail = granted.catch(() => undefined).finally(() => (queue.waiting -= 1));
      return granted;
    },
  };
  Object.defineProperty(navigator, 'locks', { value: locks, configurable: true });
  return locks;
}

export function removeFakeWebLocks(): void {
  delete (navigator as { locks?: unknown }).locks;
}
