/**
 * Dates and times, always in Asia/Saigon (SPEC.md section 9) whatever the browser's own time
 * zone, in the active locale's style. Formatters are cached: building one is costly.
 */
import { DEFAULT_LOCALE, TIME_ZONE } from '@/lib/i18n/locales';

export type DateInput = Date | string | number;

const cache = new Map<string, Intl.DateTimeFormat>();

function formatter(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let entry = cache.get(key);
  if (!entry) {
    entry = new Intl.DateTimeFormat(locale, { ...options, timeZone: TIME_ZONE });
    cache.set(key, entry);
  }
  return entry;
}

function toDate(value: DateInput): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

function format(value: DateInput, locale: string, options: Intl.DateTimeFormatOptions): string {
  const date = toDate(value);
  // An unreadable date is shown as the server sent it rather than as 'Invalid Date'.
  return date ? formatter(locale, options).format(date) : String(value);
}

/** '21 Nov 2026' style, by locale. */
export function formatDate(
  value: DateInput,
  locale: string = DEFAULT_LOCALE,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' },
): string {
  return format(value, locale, options);
}

/** Date and time, minutes precision. */
export function formatDateTime(value: DateInput, locale: string = DEFAULT_LOCALE): string {
  return format(value, locale, { dateStyle: 'medium', timeStyle: 'short' });
}

/** Time of day, minutes precision. */
export function formatTime(value: DateInput, locale: string = DEFAULT_LOCALE): string {
  return format(value, locale, { timeStyle: 'short' });
}
