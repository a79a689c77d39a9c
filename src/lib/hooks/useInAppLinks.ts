// Plain links in long lists (`<a href data-in-app>`), followed inside the app by one click listener
// on their container: a react-router Link per row resolves its path at every render.
// See docs/performance.md#lists-and-page-changes.
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useStableCallback } from './useStableCallback';

/** The container's ref: an in-app link's plain left click navigates; others act as the browser's. */
export function useInAppLinks(): (container: HTMLElement | null) => (() => void) | undefined {
  const navigate = useNavigate();
  const follow = useStableCallback((event: MouseEvent) => {
    const link = event.target instanceof Element ? event.target.closest('a[data-in-app]') : null;
    const plain = event.button === 0 && !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey);
    const path = link?.getAttribute('href');
    if (!path || !plain || event.defaultPrevented) return;
    event.preventDefault();
    navigate(path);
  });
  return useCallback(
    (container: HTMLElement | null) => {
      if (!container) return undefined;
      container.addEventListener('click', follow);
      return () => container.removeEventListener('click', follow);
    },
    [follow],
  );
}
