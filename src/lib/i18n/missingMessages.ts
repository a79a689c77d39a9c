/**
 * SPEC.md section 8: a message missing from the active catalogue renders '<id> is not yet
 * translated' instead of a raw id or an English leftover, so gaps are visible and searchable.
 */
import type { MessageFormatElement } from 'react-intl';
import type { Messages } from '@/locales';

export function missingMessageText(id: string): string {
  return `${id} is not yet translated`;
}

/** The ICU AST of a plain text: one literal element (type 0). */
type LiteralElement = Extract<MessageFormatElement, { type: 0 }>;

/**
 * Whether the catalogue holds compiled messages (ICU ASTs, as in the bundle) rather than text.
 * The bundle has no message parser, so the fallback must then be an AST too.
 */
export function isCompiledCatalogue(messages: Messages): boolean {
  for (const id in messages) return Array.isArray(messages[id]);
  return false;
}

/** The fallback in the catalogue's own form; an AST literal is never parsed, whatever the id holds. */
function missingMessage(id: string, compiled: boolean): string | MessageFormatElement[] {
  const text = missingMessageText(id);
  if (!compiled) return text;
  const literal: LiteralElement = { type: 0, value: text } as LiteralElement;
  return [literal];
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
export function withMissingMessageFallback(messages: Messages): Messages {
  const compiled = isCompiledCatalogue(messages);
  // A private, extensible copy: a Proxy may only report invented properties on such a target.
  const target: Messages = { ...messages };
  return new Proxy(target, {
    get(object, property, receiver) {
      if (!isMessageKey(property) || Object.prototype.hasOwnProperty.call(object, property)) {
        return Reflect.get(object, property, receiver) as unknown;
      }
      reportMissing(property);
      return missingMessage(property, compiled);
    },
    getOwnPropertyDescriptor(object, property) {
      const own = Reflect.getOwnPropertyDescriptor(object, property);
      if (own || !isMessageKey(property)) return own;
      return { value: missingMessage(property, compiled), writable: false, enumerable: false, configurable: true };
    },
  });
}
