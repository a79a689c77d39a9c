import { useEffect, useEffectEvent } from 'react';

/** Runs `act` once `when` turns true, just after that render (a state change must not run in it). */
export function useSoonAfter(when: boolean, act: () => void) {
  const run = useEffectEvent(act);
  useEffect(() => {
    if (!when) return;
    const timer = setTimeout(run);
    return () => clearTimeout(timer);
  }, [when]);
}
