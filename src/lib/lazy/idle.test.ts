import { act, renderHook } from '@testing-library/react';
import { markFirstPageShown, useIdle, whenIdle } from './idle';

// jsdom has no requestIdleCallback: whenIdle falls back to a timer (at most 200 ms).
beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('whenIdle', () => {
  it('runs at the next idle moment, or not once cancelled', () => {
    const callback = jest.fn();
    const cancelled = jest.fn();
    whenIdle(callback);
    whenIdle(cancelled)();
    jest.advanceTimersByTime(200);
    expect(callback).toHaveBeenCalledTimes(1);
    expect(cancelled).not.toHaveBeenCalled();
  });

  it('gives a hook that turns true then', () => {
    const { result } = renderHook(() => useIdle());
    expect(result.current).toBe(false);
    act(() => jest.advanceTimersByTime(200));
    expect(result.current).toBe(true);
  });
});

describe('whenIdle after the first page', () => {
  it('waits for the first page, however long the browser has been idle, then for an idle moment', () => {
    const callback = jest.fn();
    whenIdle(callback, { afterFirstPage: true });
    jest.advanceTimersByTime(10_000);
    expect(callback).not.toHaveBeenCalled();

    markFirstPageShown();
    expect(callback).not.toHaveBeenCalled(); // Not in the same task: an idle moment first.
    jest.advanceTimersByTime(200);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('only waits for an idle moment once the first page is on screen', () => {
    markFirstPageShown();
    const callback = jest.fn();
    whenIdle(callback, { afterFirstPage: true });
    jest.advanceTimersByTime(200);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('runs nothing once cancelled, before or after the first page', () => {
    const before = jest.fn();
    const after = jest.fn();
    whenIdle(before, { afterFirstPage: true })();
    markFirstPageShown();
    whenIdle(after, { afterFirstPage: true })();
    jest.advanceTimersByTime(10_000);
    expect(before).not.toHaveBeenCalled();
    expect(after).not.toHaveBeenCalled();
  });

  it('gives a hook that turns true then', () => {
    const { result } = renderHook(() => useIdle({ afterFirstPage: true }));
    act(() => jest.advanceTimersByTime(10_000));
    expect(result.current).toBe(false);
    act(() => {
      markFirstPageShown();
      jest.advanceTimersByTime(200);
    });
    expect(result.current).toBe(true);
  });
});
