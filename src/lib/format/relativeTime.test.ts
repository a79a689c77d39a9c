import { formatRelativeTime } from './relativeTime';

describe('formatRelativeTime', () => {
  it('says how long ago in the locale', () => {
    expect(formatRelativeTime(0, 'en-US')).toBe('now');
    expect(formatRelativeTime(12_000, 'en-US')).toBe('12 seconds ago');
    expect(formatRelativeTime(185_000, 'en-US')).toBe('3 minutes ago');
    expect(formatRelativeTime(12_000, 'vi-VN')).toBe('12 giây trước');
  });
});
