// Text that must read left to right inside right-to-left text (amounts with their currency,
// addresses, hashes): the bidi algorithm would show '0.1 BNB' as 'BNB 0.1' in Arabic. Plain
// strings get Unicode isolates here; elements use <bdi>.
import { textDirection } from '@/lib/i18n/locales';

const LEFT_TO_RIGHT_ISOLATE = '\u2066';
const POP_DIRECTIONAL_ISOLATE = '\u2069';

/** In a right-to-left locale, `text` wrapped in LRI … PDI; in a left-to-right one, unchanged (no need). */
export function isolateLtr(text: string, locale: string): string {
  if (textDirection(locale) !== 'rtl' || text === '') return text;
  return `${LEFT_TO_RIGHT_ISOLATE}${text}${POP_DIRECTIONAL_ISOLATE}`;
}
