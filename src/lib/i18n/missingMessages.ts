/**
 * SPEC.md section 8: a message missing from the active catalogue renders '<id> is not yet
 * translated' instead of a raw id or an English leftover, so gaps are visible and searchable.
 */
import type { Messages } from '@/locales';

export function missingMessageText(id: string): string {
  return `${id} is not yet translated`;
}

const reported = new Set<string>();

function reportMissing(id: string): void {
  if (process.env.NODE_ENV !== 'development' || reported.has(id)) return;
  reported.add(id);
  console.warn(`[i18n] Missing message: ${id}`);
}

function isMessageKey(property: string | symbol): property is string {
  return typeof property === 'string' && !(property in Object.prototype);
}

/**
 * react-intl looks a message up with hasOwnProperty and then reads it; this view answers both
 * for every id, with the catalogue's text when there is one and the fallback otherwise.
 */
export function withMissingMessageFallback(messages: Messages): Record<string, string> {
  // A private, extensible copy: a Proxy may only report invented properties on such a target.
  const target: Record<string, string> = { ...messages };
  return new Proxy(target, {
    get(object, property, receiver) {
      if (!isMessageKey(property) || Object.prototype.hasOwnProperty.call(object, property)) {
        return Reflect.get(object, property, receiver) as unknown;
      }
      reportMissing(property);
      return missingMessageText(property);
    },
    getOwnPropertyDescriptor(object, property) {
      const own = Reflect.getOwnPropertyDescriptor(object, property);
      if (own || !isMessageKey(property)) return own;
      return { value: missingMessageText(property), writable: false, enumerable: false, configurable: true };
    },
  });
}
