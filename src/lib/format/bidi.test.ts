import { isolateLtr } from './bidi';

describe('isolateLtr', () => {
  it('wraps text in a left-to-right isolate (LRI … PDI) in a right-to-left locale', () => {
    expect(isolateLtr('0.1 BNB', 'ar')).toBe('\u20660.1 BNB\u2069');
    expect(isolateLtr('0x12…cdef', 'ar-EG')).toBe('\u20660x12…cdef\u2069');
  });

  it('leaves text alone in a left-to-right locale, and empty text everywhere', () => {
    for (const locale of ['en-US', 'ja-JP', 'ru-RU', 'zh-HK']) expect(isolateLtr('0.1 BNB', locale)).toBe('0.1 BNB');
    expect(isolateLtr('', 'ar')).toBe('');
  });
});
