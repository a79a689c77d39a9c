// One holder at a time across the origin's tabs (Web Locks). Where a browser has none the task
// runs at once, so each caller keeps a second guard (the backend's duplicate check, a lease).
export type LockManagerLike = {
  request<T>(name: string, options: { ifAvailable?: boolean }, callback: (lock: unknown) => Promise<T>): Promise<T>;
};

/** Runs `task` alone across tabs; `waited`: another tab held the lock first (its writes may lag). */
export type Exclusive = <T>(name: string, task: (waited: boolean) => Promise<T>) => Promise<T>;

/** The browser's Web Locks, read at each call (tests install a fake); null where there are none. */
export function webLocks(): LockManagerLike | null {
  const locks =
    (typeof navigator === 'undefined' ? undefined : (navigator as { locks?: LockManagerLike }).locks) ?? null;
  return locks && typeof locks.request === 'function' ? locks : null;
}

/** How long a waiting tab waits for the previous holder's done mark (a holder that closed leaves none). */
export const DONE_MARK_WAIT_MS = 5_000;

const tabId = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
let releases = 0;

/** Resolves at the next value another tab stores under `key` (a tab never hears its own writes). */
function nextValueFromOtherTab(key: string): { arrived: Promise<void>; stop: () => void } {
  let onStorage: (event: StorageEvent) => void = () => undefined;
  const arrived = new Promise<void>((resolve) => {
    onStorage = (event) => {
      if (event.key === key && event.newValue !== null) resolve();
    };
  });
  window.addEventListener('storage', onStorage);
  return { arrived, stop: () => window.removeEventListener('storage', onStorage) };
}

/** `promise`, or nothing after `ms`, leaving no timer behind. */
function atMost(promise: Promise<void>, ms: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

function markDone(doneKey: string): void {
  releases += 1;
  try {
    window.localStorage.setItem(doneKey, `${tabId}-${releases}`);
  } catch {
    // No storage: no other tab reads what this one wrote either.
  }
}

async function runThenMarkDone<T>(doneKey: string, task: () => Promise<T>): Promise<T> {
  try {
    return await task();
  } finally {
    markDone(doneKey);
  }
}

/**
 * One holder at a time, in turn. A tab's copy of localStorage can lag behind the tab that held
 * the lock before it, so a tab that had to wait starts once that tab's done mark (written after
 * everything else it wrote) has come.
 */
export async function inTurn<T>(
  locks: LockManagerLike,
  name: string,
  doneKey: string,
  task: (waited: boolean) => Promise<T>,
): Promise<T> {
  const otherTabDone = nextValueFromOtherTab(doneKey);
  try {
    const free = await locks.request(name, { ifAvailable: true }, async (lock) =>
      lock ? { result: await runThenMarkDone(doneKey, () => task(false)) } : null,
    );
    if (free) return free.result;
    return await locks.request(name, {}, async () => {
      await atMost(otherTabDone.arrived, DONE_MARK_WAIT_MS);
      return runThenMarkDone(doneKey, () => task(true));
    });
  } finally {
    otherTabDone.stop();
  }
}

/** An Exclusive whose holders go in turn, each after the previous one's writes have arrived. */
export function crossTabTurns(doneKey: string): Exclusive {
  return (name, task) => {
    const locks = webLocks();
    return locks ? inTurn(locks, name, doneKey, task) : task(false);
  };
}
