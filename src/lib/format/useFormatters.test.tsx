import type { ReactNode } from 'react';
import { renderHook } from '@testing-library/react';
import enUS from '@/locales/en-US';
import viVN from '@/locales/vi-VN';
import { AppIntlProvider } from '@/lib/i18n/AppIntlProvider';
import { useFormatters } from './useFormatters';

function inLocale(locale: 'en-US' | 'vi-VN') {
  return function Wrapper({ children }: { children: ReactNode }) {
    return (
      <AppIntlProvider locale={locale} messages={locale === 'en-US' ? enUS : viVN}>
        {children}
      </AppIntlProvider>
    );
  };
}

describe('useFormatters', () => {
  it('formats in the active locale and Asia/Saigon time', () => {
    const { result } = renderHook(() => useFormatters(), { wrapper: inLocale('vi-VN') });
    const format = result.current;
    expect(format.balance('1234.56')).toBe('1.234,5');
    expect(format.decimal('1234567.891')).toBe('1.234.567,891');
    expect(format.integer(12345)).toBe('12.345');
    expect(format.time('2026-01-31T18:30:00Z')).toBe('01:30');
    expect(format.address('0xd2135CfB216b74109775236E36d4b433F1DF507B')).toBe('0xd2…507B');
    expect(format.name('x'.repeat(30))).toBe(`${'x'.repeat(24)}…`);
  });

  it('defaults to en-US', () => {
    const { result } = renderHook(() => useFormatters(), { wrapper: inLocale('en-US') });
    expect(result.current.balance('12345.6')).toBe('12.3k');
    expect(result.current.dateTime('2026-01-31T18:30:00Z')).toBe('Feb 1, 2026, 1:30 AM');
  });
});
