import { act, renderHook } from '@testing-library/react';
import { COMPACT_BELOW_WIDTH, isCompactWidth, RESIZE_DEBOUNCE_MS, useCompactLayout } from './useCompactLayout';

function setWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
}

const originalWidth = window.innerWidth;
afterEach(() => {
  setWidth(originalWidth);
  jest.useRealTimers();
});

describe('isCompactWidth', () => {
  it('is compact under 768 px and wide from 768 px', () => {
    expect(COMPACT_BELOW_WIDTH).toBe(768);
    expect(isCompactWidth(767)).toBe(true);
    expect(isCompactWidth(767.5)).toBe(true);
    expect(isCompactWidth(768)).toBe(false);
    expect(isCompactWidth(1280)).toBe(false);
  });
});

describe('useCompactLayout', () => {
  it('measures the width on the first render', () => {
    setWidth(375);
    expect(renderHook(() => useCompactLayout()).result.current).toBe(true);
    setWidth(1024);
    expect(renderHook(() => useCompactLayout()).result.current).toBe(false);
  });

  it('follows resizing 500 ms after it stops', () => {
    jest.useFakeTimers();
    setWidth(1024);
    const { result } = renderHook(() => useCompactLayout());
    act(() => jest.advanceTimersByTime(RESIZE_DEBOUNCE_MS));

    setWidth(600);
    act(() => {
      window.dispatchEvent(new Event('resize'));
      jest.advanceTimersByTime(300);
    });
    setWidth(500);
    act(() => {
      window.dispatchEvent(new Event('resize')); // restarts the wait
      jest.advanceTimersByTime(RESIZE_DEBOUNCE_MS - 1);
    });
    expect(result.current).toBe(false);
    act(() => jest.advanceTimersByTime(1));
    expect(result.current).toBe(true);

    setWidth(900);
    act(() => {
      window.dispatchEvent(new Event('resize'));
      jest.advanceTimersByTime(RESIZE_DEBOUNCE_MS);
    });
    expect(result.current).toBe(false);
  });

  it('never looks at the user agent', () => {
    const userAgent = jest.spyOn(window.navigator, 'userAgent', 'get');
    setWidth(375);
    renderHook(() => useCompactLayout());
    expect(userAgent).not.toHaveBeenCalled();
  });

  it('stops listening when unmounted', () => {
    jest.useFakeTimers();
    const remove = jest.spyOn(window, 'removeEventListener');
    const { unmount } = renderHook(() => useCompactLayout());
    unmount();
    expect(remove).toHaveBeenCalledWith('resize', expect.any(Function));
    expect(jest.getTimerCount()).toBe(0);
  });
});
