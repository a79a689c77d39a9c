// The analytics page's state in its address (`period`, `content`); unreadable means the default.
// The charts show 14 points for hour, 7 otherwise (SPEC.md section 9).
import { VOTE_PERIODS, type AnalyticsPoint, type VotePeriod } from '@/api/vote/types';

export const DEFAULT_PERIOD: VotePeriod = 'day';
export const TRENDING_LIMIT = 10;

export interface AnalyticsView {
  period: VotePeriod;
  content: string | null;
}

export function isPeriod(value: unknown): value is VotePeriod {
  return typeof value === 'string' && (VOTE_PERIODS as readonly string[]).includes(value);
}

export function readAnalyticsView(search: URLSearchParams): AnalyticsView {
  const period = search.get('period');
  const content = search.get('content')?.trim();
  return { period: isPeriod(period) ? period : DEFAULT_PERIOD, content: content ? content : null };
}

/** Keeps any other parameter as it is; `content: null` removes it. */
export function writeAnalyticsView(current: URLSearchParams, change: Partial<AnalyticsView>): URLSearchParams {
  const next = new URLSearchParams(current);
  if (change.period !== undefined) next.set('period', change.period);
  if (change.content !== undefined) {
    if (change.content) next.set('content', change.content);
    else next.delete('content');
  }
  return next;
}

/** How many points a chart of this period shows. */
export function chartPointCount(period: VotePeriod): number {
  return period === 'hour' ? 14 : 7;
}

/** The last points of the series (oldest first), as many as the period shows. */
export function chartPoints(points: readonly AnalyticsPoint[], period: VotePeriod): AnalyticsPoint[] {
  return points.slice(-chartPointCount(period));
}

/** How a point's time is written: short on the chart's axis, in full in its table. */
export function pointLabelOptions(period: VotePeriod, place: 'axis' | 'table'): Intl.DateTimeFormatOptions {
  switch (period) {
    case 'hour':
      return place === 'axis' ? { hour: '2-digit', minute: '2-digit' } : { dateStyle: 'medium', timeStyle: 'short' };
    case 'day':
      return place === 'axis' ? { day: 'numeric', month: 'short' } : { dateStyle: 'medium' };
    case 'week':
      return place === 'axis' ? { day: 'numeric', month: 'short' } : { dateStyle: 'medium' };
    case 'month':
      return place === 'axis' ? { month: 'short', year: 'numeric' } : { month: 'long', year: 'numeric' };
  }
}
