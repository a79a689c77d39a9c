// useSearchParams whose changes show in the click's own render, the address following in a task
// of its own (docs/performance.md#lists-and-page-changes). Back and forward still lead: a new
// address drops what was shown ahead of it.
import { useEffect, useRef, useState } from 'react';
import { createSearchParams, useSearchParams, type NavigateOptions, type URLSearchParamsInit } from 'react-router-dom';

type NextParams = URLSearchParamsInit | ((current: URLSearchParams) => URLSearchParamsInit);

export function useInstantSearchParams(): [URLSearchParams, (next: NextParams, options?: NavigateOptions) => void] {
  const [addressParams, setAddressParams] = useSearchParams();
  const address = addressParams.toString();
  // What was asked for, and the address it was asked from.
  const [ahead, setAhead] = useState<{ params: URLSearchParams; from: string } | null>(null);
  const current = ahead && ahead.from === address ? ahead.params : addressParams;
  if (ahead && ahead.from !== address) setAhead(null);
  const pending = useRef<ReturnType<typeof setTimeout>[]>([]);
  // Back or forward before the router's render of the new address: that address may never be
  // rendered, so what was shown ahead, and the addresses still to come, are dropped here.
  useEffect(() => {
    const drop = () => {
      setAhead(null);
      pending.current.splice(0).forEach(clearTimeout);
    };
    window.addEventListener('popstate', drop);
    return () => {
      window.removeEventListener('popstate', drop);
      pending.current.splice(0).forEach(clearTimeout);
    };
  }, []);

  const setParams = (next: NextParams, options?: NavigateOptions) => {
    const params = createSearchParams(typeof next === 'function' ? next(current) : next);
    setAhead({ params, from: address });
    // The browser's history entry takes milliseconds the click's render does not wait for.
    const timer = setTimeout(() => {
      pending.current = pending.current.filter((other) => other !== timer);
      setAddressParams(params, options);
    });
    pending.current.push(timer);
  };
  return [current, setParams];
}
