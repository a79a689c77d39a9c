/**
 * Where each locale's catalogue comes from. en-US is imported statically (it is the default
 * and the fallback); every other locale is a dynamic import, so its chunk is fetched only when
 * it becomes the active locale. Adding a locale: a folder with the same area files, a line here
 * and one in AVAILABLE_LOCALES (src/lib/i18n/locales.ts).
 *
 * The area files are JSON (id → ICU message). In the bundle webpack compiles each message to
 * its ICU AST (scripts/webpack/icuMessagesLoader.cjs) and react-intl runs without its parser;
 * TypeScript and jest see the strings. Catalogue JSON must live here to be compiled.
 */
import type { MessageFormatElement } from 'react-intl';
import enUS from './en-US';

/** A flat catalogue: message id → ICU message, as text (jest) or compiled (the bundle). */
export type Messages = Readonly<Record<string, string>> | Readonly<Record<string, MessageFormatElement[]>>;

export const defaultCatalogue: Messages = enUS;

export const catalogueLoaders = {
  'en-US': () => Promise.resolve(defaultCatalogue),
  'vi-VN': () => import(/* webpackChunkName: "locale-vi-VN" */ './vi-VN').then((module): Messages => module.default),
} satisfies Record<string, () => Promise<Messages>>;

export type AppLocale = keyof typeof catalogueLoaders;
