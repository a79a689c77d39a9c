import { backoff, retry } from './retry';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

/** A task that answers each try with the next outcome, noting when it ran (fake ms). */
function tries<T>(...outcomes: T[]) {
  const at: number[] = [];
  const start = Date.now();
  const task = jest.fn(async (n: number) => {
    at.push(Date.now() - start);
    return outcomes[Math.min(n, outcomes.length - 1)] as T;
  });
  return { task, at };
}

describe('retry', () => {
  it('tries again after each pause of the schedule while the outcome asks for it', async () => {
    const { task, at } = tries('down', 'down', 'up');
    const done = retry(task, [500, 1_500, 3_000], { shouldRetry: (o) => o === 'down' });
    await jest.runAllTimersAsync();
    await expect(done).resolves.toBe('up');
    expect(at).toEqual([0, 500, 2_000]);
  });

  it('stops when the schedule runs out, with the last outcome', async () => {
    const { task } = tries('down');
    const onRetry = jest.fn();
    const done = retry(task, [1_000, 2_000], { shouldRetry: () => true, onRetry });
    await jest.runAllTimersAsync();
    await expect(done).resolves.toBe('down');
    expect(task).toHaveBeenCalledTimes(3);
    expect(onRetry.mock.calls).toEqual([
      ['down', 1_000],
      ['down', 2_000],
    ]);
  });

  it('does not try again an outcome that is final', async () => {
    const { task } = tries('refused');
    await expect(retry(task, [1_000], { shouldRetry: () => false })).resolves.toBe('refused');
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs an endless backoff until the outcome is final', async () => {
    const { task, at } = tries(1, 2, 3, 4, 5);
    const done = retry(task, backoff({ firstMs: 1_000, factor: 2, maxMs: 3_000 }), { shouldRetry: (o) => o < 5 });
    await jest.runAllTimersAsync();
    await expect(done).resolves.toBe(5);
    expect(at).toEqual([0, 1_000, 3_000, 6_000, 9_000]);
  });

  it('ends at once when its signal aborts during a pause', async () => {
    const { task } = tries('down');
    const controller = new AbortController();
    const done = retry(task, [60_000], { shouldRetry: () => true, signal: controller.signal });
    await jest.advanceTimersByTimeAsync(1_000);
    controller.abort();
    await expect(done).resolves.toBe('down');
    expect(task).toHaveBeenCalledTimes(1);
    expect(jest.getTimerCount()).toBe(0);
  });
});

describe('backoff', () => {
  it('grows by its factor up to its ceiling, in whole ms', () => {
    const delay = backoff({ firstMs: 2_000, factor: 2, maxMs: 60_000 });
    expect([0, 1, 2, 3, 10].map(delay)).toEqual([2_000, 4_000, 8_000, 16_000, 60_000]);
    expect([0, 1, 2].map(backoff({ firstMs: 1_000, factor: 1.5, maxMs: 15_000 }))).toEqual([1_000, 1_500, 2_250]);
  });
});
