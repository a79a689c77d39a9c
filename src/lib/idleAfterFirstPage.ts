/**
 * "When the browser is idle after the first page": the one moment for fetching what the first
 * page does without (MUI and every part built on it, the wallet dialogs' code). The first idle
 * moment alone can come before the first page is on screen (its chunk, or a remembered
 * locale's catalogue, still on the way), so the frame (src/app/layout/RootLayout.tsx) says when
 * the first page is up, and only then is an idle moment waited for.
 */
import { useEffect, useState } from 'react';
import { whenIdle } from './whenIdle';

let firstPageShown = false;
const waiting = new Set<() => void>();

/** Called by the frame once the first page is on screen (no page chunk on its way); idempotent. */
export function markFirstPageShown(): void {
  if (firstPageShown) return;
  firstPageShown = true;
  for (const start of [...waiting]) start();
}

/**
 * Runs `callback` when the browser is idle (at the latest `timeout` ms after) once the first
 * page is on screen; returns the cancel.
 */
export function whenIdleAfterFirstPage(callback: () => void, timeout = 2000): () => void {
  let cancelIdle: (() => void) | null = null;
  const start = () => {
    waiting.delete(start);
    cancelIdle = whenIdle(callback, timeout);
  };
  if (firstPageShown) start();
  else waiting.add(start);
  return () => {
    waiting.delete(start);
    cancelIdle?.();
  };
}

/** False until the browser has been idle after the first page (for parts that render only then). */
export function useIdleAfterFirstPage(timeout = 2000): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdleAfterFirstPage(() => setIdle(true), timeout), [timeout]);
  return idle;
}

/** Tests: a fresh page, whose first page is not on screen yet. */
export function resetFirstPageForTests(): void {
  firstPageShown = false;
  waiting.clear();
}
