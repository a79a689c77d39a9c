import type { AnalyticsPoint } from '@/api/vote/types';
import { chartPointCount, chartPoints, readAnalyticsView, writeAnalyticsView } from './analyticsView';

const series = (count: number): AnalyticsPoint[] =>
  Array.from({ length: count }, (_, index) => ({
    timestamp: new Date(Date.UTC(2026, 10, 1, index)).toISOString(),
    votes: index,
    voters: 1,
  }));

describe('analytics view', () => {
  it('shows the last 14 points for hour and the last 7 otherwise, oldest first', () => {
    expect(chartPointCount('hour')).toBe(14);
    expect(chartPointCount('day')).toBe(7);
    expect(chartPoints(series(24), 'hour').map((point) => point.votes)).toEqual([
      10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23,
    ]);
    expect(chartPoints(series(14), 'day').map((point) => point.votes)).toEqual([7, 8, 9, 10, 11, 12, 13]);
    expect(chartPoints(series(12), 'week')).toHaveLength(7);
    expect(chartPoints(series(12), 'month')).toHaveLength(7);
    expect(chartPoints(series(3), 'month')).toHaveLength(3);
  });

  it('reads the period and content from the address, day by default', () => {
    expect(readAnalyticsView(new URLSearchParams(''))).toEqual({ period: 'day', content: null });
    expect(readAnalyticsView(new URLSearchParams('period=hour&content=cnt_001'))).toEqual({
      period: 'hour',
      content: 'cnt_001',
    });
    expect(readAnalyticsView(new URLSearchParams('period=year')).period).toBe('day');
  });

  it('changes one part of the address and keeps the rest', () => {
    const current = new URLSearchParams('period=week&content=cnt_001&other=1');
    expect(writeAnalyticsView(current, { period: 'month' }).toString()).toBe('period=month&content=cnt_001&other=1');
    expect(writeAnalyticsView(current, { content: null }).toString()).toBe('period=week&other=1');
  });
});
