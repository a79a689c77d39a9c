import { renderHook } from '@testing-library/react';
import { useLastSeen } from './useLastSeen';

describe('useLastSeen', () => {
  it('returns the value, then the last one seen under the same key while the value is missing', () => {
    const { result, rerender } = renderHook(({ value, key }) => useLastSeen(value, key), {
      initialProps: { value: null as string | null | undefined, key: 'a' },
    });
    expect(result.current).toBeNull();
    rerender({ value: 'first', key: 'a' });
    expect(result.current).toBe('first');
    rerender({ value: undefined, key: 'a' });
    expect(result.current).toBe('first');
    rerender({ value: 'second', key: 'a' });
    rerender({ value: null, key: 'a' });
    expect(result.current).toBe('second');
  });

  it('never returns a value seen under another key', () => {
    const { result, rerender } = renderHook(({ value, key }) => useLastSeen(value, key), {
      initialProps: { value: 'for a' as string | null, key: 'a' },
    });
    rerender({ value: null, key: 'b' });
    expect(result.current).toBeNull();
    rerender({ value: null, key: 'a' });
    expect(result.current).toBe('for a');
  });
});
