import { act, render } from '@testing-library/react';
import { useStableCallback } from './useStableCallback';

describe('useStableCallback', () => {
  it('keeps one function that calls the latest callback', () => {
    const seen: Array<(value: number) => number> = [];
    function Probe({ factor }: { factor: number }) {
      seen.push(useStableCallback((value: number) => value * factor));
      return null;
    }
    const { rerender } = render(<Probe factor={2} />);
    const [first] = seen;
    expect(first?.(5)).toBe(10);
    act(() => rerender(<Probe factor={3} />));
    expect(seen[1]).toBe(first);
    expect(first?.(5)).toBe(15);
  });
});
