import { formatDate, formatDateTime, formatTime } from './date';

// 2026-01-31 18:30 UTC is already 1 February, 01:30 in Asia/Saigon (UTC+7).
const INSTANT = '2026-01-31T18:30:00Z';

describe('dates in Asia/Saigon', () => {
  it('formats the date in Vietnam time whatever the input offset', () => {
    expect(formatDate(INSTANT)).toBe('Feb 1, 2026');
    expect(formatDate(new Date(INSTANT))).toBe('Feb 1, 2026');
    expect(formatDate(Date.parse(INSTANT))).toBe('Feb 1, 2026');
    expect(formatDate('2026-02-01T01:30:00+07:00')).toBe('Feb 1, 2026');
  });

  it('formats date and time, and time alone', () => {
    expect(formatDateTime(INSTANT)).toBe('Feb 1, 2026, 1:30 AM');
    expect(formatTime(INSTANT)).toBe('1:30 AM');
  });

  it('follows the locale', () => {
    expect(formatDate(INSTANT, 'vi-VN')).toBe('1 thg 2, 2026');
    expect(formatTime(INSTANT, 'vi-VN')).toBe('01:30');
  });

  it('takes other options', () => {
    expect(formatDate(INSTANT, 'en-US', { year: 'numeric', month: '2-digit', day: '2-digit' })).toBe('02/01/2026');
  });

  it('returns an unreadable date as given', () => {
    expect(formatDate('not a date')).toBe('not a date');
  });
});
