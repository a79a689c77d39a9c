import { useState } from 'react';
import { act, render, renderHook, screen } from '@testing-library/react';
import { nextRowKeys, useRowKeys } from './useRowKeys';

describe('nextRowKeys', () => {
  const first = { ids: ['a', 'b', 'c'], keys: [0, 1, 2] };

  it('reuses the rows by place for a page with nothing in common', () => {
    expect(nextRowKeys(first, ['d', 'e', 'f', 'g']).keys).toEqual([0, 1, 2, 3]);
    expect(nextRowKeys({ ids: ['a', 'b'], keys: [7, 3] }, ['x', 'y']).keys).toEqual([0, 1]);
  });

  it('keeps the keys of items still shown and gives new items keys no row has had', () => {
    // A refresh: a new transaction at the top, the last one pushed off the page.
    expect(nextRowKeys(first, ['n', 'a', 'b']).keys).toEqual([3, 0, 1]);
    // Two new ones, after earlier fresh keys.
    expect(nextRowKeys({ ids: ['n', 'a', 'b'], keys: [3, 0, 1] }, ['p', 'q', 'n', 'a']).keys).toEqual([4, 5, 3, 0]);
  });

  it('gives each of duplicate ids its own key', () => {
    const keys = nextRowKeys(first, ['a', 'a', 'b']).keys;
    expect(new Set(keys).size).toBe(3);
    expect(keys[0]).toBe(0);
  });
});

describe('useRowKeys', () => {
  it('returns the same keys while the ids are the same', () => {
    const { result, rerender } = renderHook(({ ids }) => useRowKeys(ids), { initialProps: { ids: ['a', 'b'] } });
    const keys = result.current;
    rerender({ ids: ['a', 'b'] });
    expect(result.current).toBe(keys);
    rerender({ ids: ['b'] });
    expect(result.current).toEqual([1]);
  });

  function Rows({ pages }: { pages: string[][] }) {
    const [shown, setShown] = useState(0);
    const ids = pages[shown] ?? [];
    const keys = useRowKeys(ids);
    return (
      <>
        <button type="button" onClick={() => setShown((n) => n + 1)}>
          next
        </button>
        <ul>
          {ids.map((id, index) => (
            <li key={keys[index]}>
              <a href={`#${id}`}>{id}</a>
            </li>
          ))}
        </ul>
      </>
    );
  }

  it('keeps a focused row focused, showing the same item, when a refresh adds one above it', () => {
    render(
      <Rows
        pages={[
          ['a', 'b', 'c'],
          ['n', 'a', 'b'],
        ]}
      />,
    );
    const link = screen.getByRole('link', { name: 'b' });
    link.focus();
    act(() => screen.getByRole('button', { name: 'next' }).click());
    expect(document.activeElement).toBe(link);
    expect(link).toHaveTextContent('b');
    expect(screen.getAllByRole('link').map((a) => a.textContent)).toEqual(['n', 'a', 'b']);
  });

  it('reuses the same row elements for the next page', () => {
    render(
      <Rows
        pages={[
          ['a', 'b'],
          ['c', 'd'],
        ]}
      />,
    );
    const before = screen.getAllByRole('listitem');
    act(() => screen.getByRole('button', { name: 'next' }).click());
    const after = screen.getAllByRole('listitem');
    expect(after[0]).toBe(before[0]);
    expect(after[1]).toBe(before[1]);
    expect(after.map((item) => item.textContent)).toEqual(['c', 'd']);
  });
});
