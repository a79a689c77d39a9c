/** How long ago, in the locale's words: 'now', '12 seconds ago', '3 minutes ago'. */
import { DEFAULT_LOCALE } from '@/lib/i18n/locales';

const UNITS: ReadonlyArray<[Intl.RelativeTimeFormatUnit, number]> = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', Number.POSITIVE_INFINITY],
];

/** `elapsedMs` since the event (negative: in the future). */
export function formatRelativeTime(elapsedMs: number, locale: string = DEFAULT_LOCALE): string {
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  let value = -Math.round(elapsedMs / 1000);
  for (const [unit, size] of UNITS) {
    if (Math.abs(value) < size) return format.format(value, unit);
    value = Math.trunc(value / size);
  }
  return format.format(value, 'day');
}
