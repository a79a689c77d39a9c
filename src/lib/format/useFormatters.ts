/** The formatters bound to the active locale, for components. */
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { formatDate, formatDateTime, formatTime, type DateInput } from './date';
import { formatBalance, formatDecimal, formatInteger, type DecimalInput, type FormatDecimalOptions } from './decimal';
import { formatRelativeTime } from './relativeTime';
import { shortenAddress, truncateName } from './text';

export interface Formatters {
  balance: (value: DecimalInput) => string;
  decimal: (value: DecimalInput, options?: FormatDecimalOptions) => string;
  integer: (value: DecimalInput) => string;
  date: (value: DateInput, options?: Intl.DateTimeFormatOptions) => string;
  dateTime: (value: DateInput) => string;
  time: (value: DateInput) => string;
  /** How long ago, from elapsed milliseconds. */
  relativeTime: (elapsedMs: number) => string;
  address: (address: string) => string;
  name: (name: string) => string;
}

export function useFormatters(): Formatters {
  const { locale } = useIntl();
  return useMemo(
    () => ({
      balance: (value) => formatBalance(value, locale),
      decimal: (value, options) => formatDecimal(value, locale, options),
      integer: (value) => formatInteger(value, locale),
      date: (value, options) => formatDate(value, locale, options),
      dateTime: (value) => formatDateTime(value, locale),
      time: (value) => formatTime(value, locale),
      relativeTime: (elapsedMs) => formatRelativeTime(elapsedMs, locale),
      address: shortenAddress,
      name: (name) => truncateName(name),
    }),
    [locale],
  );
}
