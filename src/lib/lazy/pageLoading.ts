/**
 * Whether a page's chunk is on its way: the router keeps the previous page on screen meanwhile
 * (its navigations are transitions), so the frame shows a thin bar until it has arrived or failed.
 */
import { useSyncExternalStore } from 'react';
import { createListeners } from '@/lib/listeners';

let pending = 0;
const { subscribe, notify } = createListeners();

const isLoading = () => pending > 0;

/** Counts `loading` as a page on its way until it settles. */
export function countPageLoad<T>(loading: Promise<T>): Promise<T> {
  pending += 1;
  // React may start a page's fetch while rendering: tell the bar afterwards, never during that render.
  queueMicrotask(notify);
  return loading.finally(() => {
    pending -= 1;
    notify();
  });
}

/** True while any page chunk is being fetched. */
export function usePageLoading(): boolean {
  return useSyncExternalStore(subscribe, isLoading, () => false);
}
