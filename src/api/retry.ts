// The one retry loop. A schedule is a list of pauses (the tries end with it) or the n-th pause for
// tries that go on until final or aborted. Each caller keeps its numbers beside its rule.

export type Schedule = readonly number[] | ((n: number) => number);

/** A pause that grows by `factor` from `firstMs` up to `maxMs`. */
export interface Backoff {
  firstMs: number;
  factor: number;
  maxMs: number;
}

/** The endless schedule of a backoff, in whole ms. */
export function backoff({ firstMs, factor, maxMs }: Backoff): (n: number) => number {
  return (n) => Math.min(maxMs, Math.round(firstMs * factor ** n));
}

export type Sleep = (ms: number, signal?: AbortSignal) => Promise<void>;

/** Resolves after `ms`, or at once when `signal` aborts. */
export const sleep: Sleep = (ms, signal) =>
  new Promise((resolve) => {
    if (ms <= 0 || signal?.aborted) return resolve();
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal?.addEventListener('abort', done);
  });

export interface RetryOptions<T> {
  /** Whether this outcome calls for another try. */
  shouldRetry: (outcome: T) => boolean;
  /** Ends the tries: the last outcome is returned at once. */
  signal?: AbortSignal;
  /** Told before each pause (a notice, an event). */
  onRetry?: (outcome: T, delayMs: number) => void;
  /** Replaces the timer (tests, or a caller's own clock). */
  sleep?: Sleep;
}

/** Runs `task` (given the try's 0-based number) on the schedule; resolves with the last outcome. */
export async function retry<T>(
  task: (n: number) => Promise<T>,
  schedule: Schedule,
  options: RetryOptions<T>,
): Promise<T> {
  const { shouldRetry, signal, onRetry, sleep: pause = sleep } = options;
  for (let n = 0; ; n += 1) {
    const outcome = await task(n);
    if (signal?.aborted || !shouldRetry(outcome)) return outcome;
    const delayMs = typeof schedule === 'function' ? schedule(n) : schedule[n];
    if (delayMs === undefined) return outcome;
    onRetry?.(outcome, delayMs);
    await pause(delayMs, signal);
    if (signal?.aborted) return outcome;
  }
}
