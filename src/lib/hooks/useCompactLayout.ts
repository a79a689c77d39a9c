// Compact layout under 768 px (SPEC.md sections 2 and 9), decided by window width alone, never by
// user agent: a narrow desktop window is compact, a wide tablet is not.
import { useEffect, useState } from 'react';

export const COMPACT_BELOW_WIDTH = 768;
export const RESIZE_DEBOUNCE_MS = 500;

export function isCompactWidth(width: number): boolean {
  return width < COMPACT_BELOW_WIDTH;
}

function currentlyCompact(): boolean {
  return typeof window !== 'undefined' && isCompactWidth(window.innerWidth);
}

export function useCompactLayout(): boolean {
  // Measured on the first render, so the wide layout never flashes on a phone.
  const [compact, setCompact] = useState(currentlyCompact);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(() => setCompact(currentlyCompact()), RESIZE_DEBOUNCE_MS);
    };
    window.addEventListener('resize', onResize);
    // The width may have changed between the first render and this effect.
    onResize();
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, []);
  return compact;
}
