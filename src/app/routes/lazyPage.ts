/**
 * Pages as lazy chunks, and whether one is on its way. React.lazy fetches a page's chunk the
 * first time the page renders; the router keeps the previous page on screen meanwhile (its
 * navigations are transitions), so the app shows a thin bar from the moment a chunk is asked
 * for until it has arrived (or failed: the page's error boundary then says so).
 */
import { useSyncExternalStore, type ComponentType } from 'react';
import { withMuiScope } from '@/components/mui/lazyMui';
import { withPageMessages } from '@/lib/i18n/pageMessages';
import { lazyWithPreload, type PreloadableComponent } from '@/lib/lazyWithPreload';

let pending = 0;
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const isLoading = () => pending > 0;

/** True while any page chunk is being fetched. */
export function usePageLoading(): boolean {
  return useSyncExternalStore(subscribe, isLoading, () => false);
}

/**
 * A page from a module whose default export is the page; its chunk is fetched when first shown,
 * or before by `preload()` (start-up preloads the current address's page), and a page whose
 * chunk is here renders without suspending. A page renders inside the MUI scope (its chunk is
 * fetched beside the page's, see src/components/mui/lazyMui.tsx) unless it is built on the
 * shell alone (home: the first page has no MUI).
 */
export function lazyPage(
  load: () => Promise<{ default: ComponentType }>,
  {
    pageMessages = true,
    mui = true,
  }: {
    /** false for pages that need only the first page's messages (home, not found, callback). */
    pageMessages?: boolean;
    /** false for pages without MUI (home). */
    mui?: boolean;
  } = {},
): PreloadableComponent<object> {
  const loadPage = mui ? withMuiScope(load) : load;
  return lazyWithPreload(() => {
    pending += 1;
    // React may call this while rendering: tell the bar afterwards, never during that render.
    queueMicrotask(notify);
    return (pageMessages ? withPageMessages(loadPage()) : loadPage()).finally(() => {
      pending -= 1;
      notify();
    });
  });
}
