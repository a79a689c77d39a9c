// A deposit whose hash never came back holds new deposits from that wallet (a second one could pay
// twice), but never for good: after MARKER_HOLD_MS the user may go on, once they say so.
import { useEffect, useMemo, useState } from 'react';
import { useAllTrackedTransactions } from './tracking/useTracker';

/** How long an unresolved marker holds new deposits before the user may go on anyway. */
export const MARKER_HOLD_MS = 2 * 60_000;

export interface MarkerHold {
  /** A marker of this wallet is unresolved. */
  open: boolean;
  /** Minutes the oldest one has waited, once the hold may be overridden; null before. */
  overdueMinutes: number | null;
  /** The user said to send anyway (ticked in the confirmation). */
  overridden: boolean;
  setOverridden: (value: boolean) => void;
  /** Confirm must wait. */
  blocks: boolean;
}

export function useMarkerHold(wallet: string | null, now: () => number = Date.now): MarkerHold {
  const all = useAllTrackedTransactions();
  const key = wallet?.toLowerCase();
  const since = useMemo(() => {
    const times = all.filter((e) => e.stage === 'sending' && e.wallet.toLowerCase() === key).map((e) => e.createdAt);
    return times.length > 0 ? Math.min(...times) : null;
  }, [all, key]);
  // Said for this marker only: a later one asks again.
  const [overriddenFor, setOverriddenFor] = useState<number | null>(null);
  const [, rerender] = useState(0);
  const overdueAt = since === null ? null : since + MARKER_HOLD_MS;
  useEffect(() => {
    if (overdueAt === null) return;
    const wait = overdueAt - now();
    if (wait <= 0) return;
    const timer = setTimeout(() => rerender((n) => n + 1), wait);
    return () => clearTimeout(timer);
  }, [overdueAt, now]);
  const overdue = since !== null && overdueAt !== null && now() >= overdueAt;
  const overdueMinutes = overdue ? Math.max(1, Math.floor((now() - since) / 60_000)) : null;
  return {
    open: since !== null,
    overdueMinutes,
    overridden: overdue && overriddenFor === since,
    setOverridden: (value) => setOverriddenFor(value ? since : null),
    blocks: since !== null && !(overdue && overriddenFor === since),
  };
}
