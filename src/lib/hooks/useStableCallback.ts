/**
 * A function that stays the same across renders and always calls the latest `callback`: for
 * handlers handed to memoised parts (react-router's setSearchParams, say, is made anew with
 * every address). Not for calling during render: it sees the last committed callback.
 */
import { useCallback, useLayoutEffect, useRef } from 'react';

export function useStableCallback<Args extends unknown[], Result>(
  callback: (...args: Args) => Result,
): (...args: Args) => Result {
  const latest = useRef(callback);
  useLayoutEffect(() => {
    latest.current = callback;
  });
  return useCallback((...args: Args) => latest.current(...args), []);
}
