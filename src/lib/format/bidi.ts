/**
 * Text that must read left to right inside right-to-left text: an amount with its currency
 * ('0.1 BNB', which the bidi algorithm would otherwise show as 'BNB 0.1' in Arabic), a rate,
 * an address, a hash. Elements use <bdi> or dir="ltr"; plain strings (toasts, pending lines,
 * tooltips) get Unicode isolates here.
 */
import { textDirection } from '@/lib/i18n/locales';

const LEFT_TO_RIGHT_ISOLATE = '\u2066';
const POP_DIRECTIONAL_ISOLATE = '\u2069';

/** In a right-to-left locale, `text` wrapped in LRI … PDI; in a left-to-right one, unchanged (no need). */
export function isolateLtr(text: string, locale: string): string {
  if (textDirection(locale) !== 'rtl' || text === '') return text;
  return `${LEFT_TO_RIGHT_ISOLATE}${text}${POP_DIRECTIONAL_ISOLATE}`;
}
