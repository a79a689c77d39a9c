import { ANALYTICS_POINTS, bucketStart, lastBuckets, shiftBucket } from './periods';

const t = (iso: string): number => Date.parse(iso);
const iso = (ms: number): string => new Date(ms).toISOString();

describe('periods', () => {
  it('aligns days, weeks and months to midnight in Asia/Saigon (UTC+7)', () => {
    const at = t('2026-11-21T10:30:00Z'); // 17:30 on Saturday 21 Nov in Saigon
    expect(iso(bucketStart('hour', at))).toBe('2026-11-21T10:00:00.000Z');
    expect(iso(bucketStart('day', at))).toBe('2026-11-20T17:00:00.000Z');
    expect(iso(bucketStart('week', at))).toBe('2026-11-15T17:00:00.000Z'); // Monday 16 Nov
    expect(iso(bucketStart('month', at))).toBe('2026-10-31T17:00:00.000Z');
    // 18:00Z is already the next day in Saigon.
    expect(iso(bucketStart('day', t('2026-11-21T18:00:00Z')))).toBe('2026-11-21T17:00:00.000Z');
  });

  it('steps months by the calendar', () => {
    const nov = bucketStart('month', t('2026-11-21T10:00:00Z'));
    expect(iso(shiftBucket('month', nov, -10))).toBe('2025-12-31T17:00:00.000Z');
    expect(iso(shiftBucket('month', nov, 2))).toBe('2026-12-31T17:00:00.000Z');
  });

  it('lists the last buckets oldest first, ending with the current one', () => {
    for (const period of ['hour', 'day', 'week', 'month'] as const) {
      const starts = lastBuckets(period, t('2026-11-21T10:30:00Z'));
      expect(starts).toHaveLength(ANALYTICS_POINTS[period]);
      expect([...starts].sort((a, b) => a - b)).toEqual(starts);
      expect(starts.at(-1)).toBe(bucketStart(period, t('2026-11-21T10:30:00Z')));
    }
    expect(ANALYTICS_POINTS.hour).toBeGreaterThanOrEqual(14);
    expect(Math.min(ANALYTICS_POINTS.day, ANALYTICS_POINTS.week, ANALYTICS_POINTS.month)).toBeGreaterThanOrEqual(7);
  });
});
