import { useEffect, useState } from 'react';

/** Runs `callback` when the browser is next idle, at the latest after `timeout` ms; returns the cancel. */
export function whenIdle(callback: () => void, timeout = 2000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(() => callback(), { timeout });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(callback, Math.min(timeout, 200));
  return () => clearTimeout(timer);
}

/** False until the browser has been idle once after the component mounted (for parts rendered ahead, hidden). */
export function useIdle(timeout = 2000): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true), timeout), [timeout]);
  return idle;
}
