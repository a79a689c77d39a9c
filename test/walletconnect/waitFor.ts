/**
 * For the test relay and wallet: resolves with the first record `match` accepts, now or when a
 * later record wakes the waiters (each record calls every function in `waiters`), or rejects
 * after `timeoutMs` saying what never came.
 */
export function waitForRecord<T>(
  records: readonly T[],
  waiters: Set<() => void>,
  match: (record: T) => boolean,
  timeoutMs: number,
  never: string,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const check = () => {
      const found = records.find(match);
      if (found === undefined) return false;
      waiters.delete(check);
      clearTimeout(timer);
      resolve(found);
      return true;
    };
    const timer = setTimeout(() => {
      waiters.delete(check);
      reject(new Error(`${never} within ${timeoutMs} ms`));
    }, timeoutMs);
    if (!check()) waiters.add(check);
  });
}
