// One session refresh at a time across the origin's tabs: a backend that rotates session ids
// refuses the second refresh made with the same id. Web Locks, or else a lease in localStorage
// that an abandoned tab holds for at most LEASE_MS.
import { inTurn, webLocks } from '@/lib/crossTabLock';

export const REFRESH_LOCK_NAME = 'staking.session.refresh';
export const REFRESH_LEASE_KEY = 'session.refresh.lease';
/** Written by each Web Lock holder as it lets go, after its tokens (crossTabLock's inTurn). */
export const REFRESH_DONE_KEY = 'session.refresh.done';
const LEASE_MS = 5_000;
const POLL_MS = 50;
/** A lease never blocks a tab for longer than this (the other tab is stuck or gone). */
const MAX_WAIT_MS = 60_000;

interface Lease {
  owner: string;
  until: number;
}

const tabId = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

export function withRefreshLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = webLocks();
  return locks ? inTurn(locks, REFRESH_LOCK_NAME, REFRESH_DONE_KEY, () => task()) : withLease(task);
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function readLease(): Lease | null {
  try {
    const raw = window.localStorage.getItem(REFRESH_LEASE_KEY);
    const lease = raw ? (JSON.parse(raw) as Partial<Lease>) : null;
    return lease && typeof lease.owner === 'string' && typeof lease.until === 'number' ? (lease as Lease) : null;
  } catch {
    return null;
  }
}

/** Sets (or, null, removes) a key; false when storage refuses, so no other tab can be told. */
function writeItem(key: string, value: string | null): boolean {
  try {
    if (value !== null) window.localStorage.setItem(key, value);
    else window.localStorage.removeItem(key);
    return true;
  } catch {
    return false; // No storage, no other tab to agree with.
  }
}

function writeLease(lease: Lease | null): boolean {
  return writeItem(REFRESH_LEASE_KEY, lease && JSON.stringify(lease));
}

let acquisitions = 0;

async function withLease<T>(task: () => Promise<T>): Promise<T> {
  // Each acquisition is its own owner, so two callers of one tab exclude each other too.
  acquisitions += 1;
  const owner = `${tabId}-${acquisitions}`;
  const started = Date.now();
  for (;;) {
    const lease = readLease();
    if (!lease || lease.until < Date.now() || Date.now() - started > MAX_WAIT_MS) {
      if (!writeLease({ owner, until: Date.now() + LEASE_MS })) return task();
      // Two tabs may have written at once: the last write wins, the other waits.
      await pause(POLL_MS);
      if (readLease()?.owner === owner) break;
    } else {
      await pause(POLL_MS);
    }
  }
  const renew = setInterval(() => writeLease({ owner, until: Date.now() + LEASE_MS }), LEASE_MS / 3);
  try {
    return await task();
  } finally {
    clearInterval(renew);
    if (readLease()?.owner === owner) writeLease(null);
  }
}
