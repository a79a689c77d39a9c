/**
 * Time buckets for vote analytics. Days, weeks (Monday first) and months start at midnight
 * in Asia/Saigon (UTC+7, no daylight saving), the app's time zone, so a chart's day is the
 * user's day.
 */
import type { VotePeriod } from '@/api/vote/types';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const SAIGON_OFFSET = 7 * HOUR;

/** Points analytics returns; the chart shows the last 14 (hour) or 7 (others). */
export const ANALYTICS_POINTS: Readonly<Record<VotePeriod, number>> = { hour: 24, day: 14, week: 12, month: 12 };

/** Length of the rolling window summary and trending count over. */
export const PERIOD_WINDOW_MS: Readonly<Record<VotePeriod, number>> = {
  hour: HOUR,
  day: DAY,
  week: 7 * DAY,
  month: 30 * DAY,
};

/** Start (epoch ms) of the bucket holding `time`. */
export function bucketStart(period: VotePeriod, time: number): number {
  if (period === 'hour') return Math.floor(time / HOUR) * HOUR;
  const local = time + SAIGON_OFFSET;
  const localDay = Math.floor(local / DAY) * DAY;
  if (period === 'day') return localDay - SAIGON_OFFSET;
  if (period === 'week') {
    const mondayBased = (new Date(localDay).getUTCDay() + 6) % 7;
    return localDay - mondayBased * DAY - SAIGON_OFFSET;
  }
  const date = new Date(local);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1) - SAIGON_OFFSET;
}

/** The bucket `steps` buckets after (or, negative, before) the one starting at `start`. */
export function shiftBucket(period: VotePeriod, start: number, steps: number): number {
  if (period === 'hour') return start + steps * HOUR;
  if (period === 'day') return start + steps * DAY;
  if (period === 'week') return start + steps * 7 * DAY;
  const local = new Date(start + SAIGON_OFFSET);
  return Date.UTC(local.getUTCFullYear(), local.getUTCMonth() + steps, 1) - SAIGON_OFFSET;
}

/** Starts of the last `count` buckets up to and including the current one, oldest first. */
export function lastBuckets(period: VotePeriod, now: number, count: number = ANALYTICS_POINTS[period]): number[] {
  const current = bucketStart(period, now);
  return Array.from({ length: count }, (_, i) => shiftBucket(period, current, i - count + 1));
}
