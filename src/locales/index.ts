/**
 * Where each locale's catalogue comes from. en-US is imported statically (it is the default
 * and the fallback); every other locale is a dynamic import, so its chunk is fetched only when
 * it becomes the active locale. Adding a locale: a folder with the same area files, a line here
 * and one in AVAILABLE_LOCALES (src/lib/i18n/locales.ts).
 */
import enUS from './en-US';

/** A flat catalogue: message id → ICU message. */
export type Messages = Readonly<Record<string, string>>;

export const defaultCatalogue: Messages = enUS;

export const catalogueLoaders = {
  'en-US': () => Promise.resolve(defaultCatalogue),
  'vi-VN': () => import(/* webpackChunkName: "locale-vi-VN" */ './vi-VN').then((module): Messages => module.default),
} satisfies Record<string, () => Promise<Messages>>;

export type AppLocale = keyof typeof catalogueLoaders;
