/**
 * When the browser is idle, optionally only once the first page is on screen: the one moment
 * for fetching what the first page does without. See docs/performance.md#idle-after-first-page.
 */
import { useEffect, useState } from 'react';

export interface IdleOptions {
  /** Waits until the frame has said the first page is on screen (markFirstPageShown). */
  afterFirstPage?: boolean;
  /** At the latest this many ms after the wait starts. */
  timeout?: number;
}

const DEFAULT_TIMEOUT_MS = 2000;

let firstPageShown = false;
const waiting = new Set<() => void>();

/** Called by the frame once the first page is on screen (no page chunk on its way); idempotent. */
export function markFirstPageShown(): void {
  if (firstPageShown) return;
  firstPageShown = true;
  for (const start of [...waiting]) start();
}

function whenBrowserIdle(callback: () => void, timeout: number): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(() => callback(), { timeout });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(callback, Math.min(timeout, 200));
  return () => clearTimeout(timer);
}

/** Runs `callback` when the browser is next idle (after the first page, if asked); returns the cancel. */
export function whenIdle(
  callback: () => void,
  { afterFirstPage = false, timeout = DEFAULT_TIMEOUT_MS }: IdleOptions = {},
): () => void {
  let cancelIdle: (() => void) | null = null;
  const start = () => {
    waiting.delete(start);
    cancelIdle = whenBrowserIdle(callback, timeout);
  };
  if (firstPageShown || !afterFirstPage) start();
  else waiting.add(start);
  return () => {
    waiting.delete(start);
    cancelIdle?.();
  };
}

/** False until the browser has been idle once after the component mounted (after the first page, if asked). */
export function useIdle({ afterFirstPage = false, timeout = DEFAULT_TIMEOUT_MS }: IdleOptions = {}): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true), { afterFirstPage, timeout }), [afterFirstPage, timeout]);
  return idle;
}

/** Tests: a fresh page, whose first page is not on screen yet. */
export function resetFirstPageForTests(): void {
  firstPageShown = false;
  waiting.clear();
}
