import type { ApiError } from '@/api/http';
import { resetUnknownSubmissions } from './registry';
import { runSubmission, SETTLE_MS, type SubmissionSpec, type SubmissionState } from './submission';

const timeout: ApiError = { kind: 'timeout', status: 0, message: 'There was an error with the request.' };
const dropped: ApiError = { kind: 'network', status: 0, message: 'There was an error with the request.' };
const badGateway: ApiError = { kind: 'http', status: 502, message: 'Bad Gateway' };
const malformed: ApiError = { kind: 'malformed', status: 200, message: 'There was an error with the request.' };
const refused: ApiError = { kind: 'http', status: 400, message: 'Insufficient balance', fromServer: true };

/** A clock the checks move forward, and waits that take no real time. */
function fakeTime(start = 1_000_000) {
  let now = start;
  return {
    now: () => now,
    wait: async (ms: number) => {
      now += Math.max(0, ms);
    },
  };
}

function run<R>(spec: SubmissionSpec<R, unknown>, time = fakeTime()) {
  const states: SubmissionState<R>[] = [];
  const done = runSubmission(spec, (state) => states.push(state), new AbortController().signal, time);
  return { states, done };
}

beforeEach(() => resetUnknownSubmissions());

describe('runSubmission', () => {
  it('is done when the server answers', async () => {
    const send = jest.fn().mockResolvedValue({ ok: true, result: 'tx-1' });
    const { states, done } = run({ key: 'a', send });
    await expect(done).resolves.toEqual({ phase: 'done', result: 'tx-1', found: false });
    expect(states.map((s) => s.phase)).toEqual(['sending', 'done']);
  });

  it('shows a refusal as a refusal, and lets the same submission go again', async () => {
    const send = jest
      .fn()
      .mockResolvedValueOnce({ ok: false, error: refused })
      .mockResolvedValueOnce({ ok: true, result: 'ok' });
    const check = jest.fn();
    await expect(run({ key: 'a', send, check }).done).resolves.toEqual({ phase: 'refused', error: refused });
    expect(check).not.toHaveBeenCalled();
    await expect(run({ key: 'a', send, check }).done).resolves.toMatchObject({ phase: 'done' });
    expect(send).toHaveBeenCalledTimes(2);
  });

  it.each([
    ['a 408', 408],
    ['a 429', 429],
  ])('shows %s (nothing was done) as a refusal, and lets it go again', async (_name, status) => {
    const busy: ApiError = { kind: 'http', status, message: 'Too Many Requests' };
    const send = jest.fn().mockResolvedValueOnce({ ok: false, error: busy }).mockResolvedValue({ ok: true, result: 1 });
    const check = jest.fn();
    await expect(run({ key: 'a', send, check }).done).resolves.toEqual({ phase: 'refused', error: busy });
    await expect(run({ key: 'a', send, check }).done).resolves.toMatchObject({ phase: 'done' });
    expect(check).not.toHaveBeenCalled();
  });

  it.each([timeout, dropped, badGateway, malformed, new Error('boom')])(
    'checks instead of refusing when the outcome is not known (%o), and finds it',
    async (error) => {
      const send = jest.fn().mockResolvedValue({ ok: false, error });
      const baseline = jest.fn().mockResolvedValue(new Set(['old']));
      const check = jest.fn().mockResolvedValue({ found: true, result: 'tx-found' });
      const { states, done } = run({ key: 'a', send, baseline, check });
      await expect(done).resolves.toEqual({ phase: 'done', result: 'tx-found', found: true });
      expect(states.map((s) => s.phase)).toEqual(['sending', 'unknown', 'checking', 'done']);
      expect(check).toHaveBeenCalledWith(expect.objectContaining({ baseline: new Set(['old']) }));
    },
  );

  it('never sends the same submission again while its first try is not known', async () => {
    const send = jest.fn().mockResolvedValue({ ok: false, error: timeout });
    const check = jest.fn().mockRejectedValue(new Error('cannot read'));
    const first = await run({ key: 'same', send, check }).done;
    expect(first).toMatchObject({ phase: 'unknown', checkFailed: true });
    // Confirm pressed again: it is checked, not sent.
    const second = await run({ key: 'same', send, check }).done;
    expect(second.phase).toBe('unknown');
    expect(send).toHaveBeenCalledTimes(1);
    // Another submission is not held up.
    await run({ key: 'other', send: jest.fn().mockResolvedValue({ ok: true, result: 1 }) }).done;
  });

  it('keeps checking while it may still arrive, and only a check after it settled lets it go again', async () => {
    const send = jest.fn().mockResolvedValue({ ok: false, error: dropped });
    const checkTimes: number[] = [];
    const time = fakeTime();
    const start = time.now();
    const check = jest.fn().mockImplementation(async () => {
      checkTimes.push(time.now() - start);
      return { found: false };
    });
    const last = await run({ key: 'a', send, check }, time).done;
    expect(last).toEqual({ phase: 'notDone' });
    expect(checkTimes.length).toBeGreaterThan(1);
    expect(checkTimes.slice(0, -1).every((t) => t < SETTLE_MS)).toBe(true);
    expect(checkTimes[checkTimes.length - 1]).toBeGreaterThanOrEqual(SETTLE_MS);
    // Now it may be sent again.
    send.mockResolvedValueOnce({ ok: true, result: 'second' });
    await expect(run({ key: 'a', send, check }, time).done).resolves.toMatchObject({ phase: 'done', result: 'second' });
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('finds a late write on a later check', async () => {
    const send = jest.fn().mockResolvedValue({ ok: false, error: timeout });
    const check = jest
      .fn()
      .mockResolvedValueOnce({ found: false })
      .mockResolvedValueOnce({ found: true, result: 'late' });
    const { states, done } = run({ key: 'a', send, check });
    await expect(done).resolves.toEqual({ phase: 'done', result: 'late', found: true });
    expect(states.map((s) => s.phase)).toEqual(['sending', 'unknown', 'checking', 'unknown', 'checking', 'done']);
  });

  it('a failed baseline read does not stop the submission', async () => {
    const send = jest.fn().mockResolvedValue({ ok: false, error: timeout });
    const check = jest.fn().mockResolvedValue({ found: true, result: null });
    await run({ key: 'a', send, baseline: () => Promise.reject(new Error('down')), check }).done;
    expect(check).toHaveBeenCalledWith(expect.objectContaining({ baseline: undefined }));
  });
});

describe('runSubmission offline', () => {
  it('refuses at once while the browser is offline: nothing is sent, nothing is left unknown', async () => {
    const online = jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    const send = jest.fn();
    try {
      const last = await run({ key: 'a', send, check: jest.fn() }).done;
      expect(last.phase).toBe('refused');
      expect(send).not.toHaveBeenCalled();
    } finally {
      online.mockRestore();
    }
    send.mockResolvedValue({ ok: true, result: 1 });
    await expect(run({ key: 'a', send }).done).resolves.toMatchObject({ phase: 'done' });
  });
});
