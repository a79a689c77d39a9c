import { act, renderHook } from '@testing-library/react';
import { readPageNumber, readPageSize, usePager, type PagerInput } from './usePager';

type Args = { page: number; size: number };

function renderPager(input: Partial<PagerInput<Args>>) {
  const prefetch = jest.fn<void, [Args]>();
  const props: PagerInput<Args> = {
    page: 1,
    size: 20,
    total: 45,
    argsOf: (page) => ({ page, size: 20 }),
    prefetch,
    ...input,
  };
  const hook = renderHook((current: PagerInput<Args>) => usePager(current), { initialProps: props });
  return { ...hook, prefetch, props };
}

describe('usePager', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('fetches the next page ahead, after the render that shows this one', () => {
    const { result, prefetch } = renderPager({ page: 2 });
    expect(result.current).toEqual({ lastPage: 3, hasNext: true });
    expect(prefetch).not.toHaveBeenCalled();
    act(() => jest.runAllTimers());
    expect(prefetch).toHaveBeenCalledTimes(1);
    expect(prefetch).toHaveBeenCalledWith({ page: 3, size: 20 });
  });

  it('fetches nothing ahead on the last page, before the total is known, or when disabled', () => {
    for (const input of [{ page: 3 }, { total: undefined }, { enabled: false }]) {
      const { result, prefetch } = renderPager(input);
      act(() => jest.runAllTimers());
      expect(prefetch).not.toHaveBeenCalled();
      expect(result.current.hasNext).toBe(false);
    }
  });

  it('does not fetch the same page again when only the render changes', () => {
    const { rerender, prefetch, props } = renderPager({});
    act(() => jest.runAllTimers());
    rerender({ ...props, argsOf: (page) => ({ page, size: 20 }) });
    act(() => jest.runAllTimers());
    expect(prefetch).toHaveBeenCalledTimes(1);
  });

  it('counts one last page for an empty list', () => {
    expect(renderPager({ total: 0 }).result.current).toEqual({ lastPage: 1, hasNext: false });
  });
});

describe('page numbers and sizes in the address', () => {
  it.each([
    ['1', 1],
    ['42', 42],
    ['0', null],
    ['-1', null],
    ['1.5', null],
    ['1234567', null],
    [null, null],
  ])('reads page %p as %p', (value, page) => expect(readPageNumber(value)).toBe(page));

  it.each([
    ['10', 10],
    ['100', 100],
    ['15', null],
    ['1e1', null],
    ['', null],
    [null, null],
  ])('reads size %p as %p', (value, size) => expect(readPageSize(value)).toBe(size));
});
