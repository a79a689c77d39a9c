/**
 * Where each locale's catalogue comes from. en-US is the default and the fallback: the part the
 * first page needs is imported statically (defaultCatalogue), the pages' part is one chunk
 * (loadDefaultCataloguePages; completeDefaultCatalogue merges it); every other locale is one dynamic import of its folder's index.ts, so
 * webpack makes one chunk per folder ("locale-<code>") and only the active locale's is fetched.
 * The list of locales is SUPPORTED_LOCALE_CODES (src/lib/i18n/locales.ts); a folder's index.ts
 * is the same for every locale (`npm run i18n:index` writes missing ones).
 *
 * The area files are JSON (id → ICU message). In the bundle webpack compiles each message to
 * its ICU AST (scripts/webpack/icuMessagesLoader.cjs) and react-intl runs without its parser;
 * TypeScript and jest see the strings. Catalogue JSON must live here to be compiled.
 */
import type { MessageFormatElement } from 'react-intl';
import { DEFAULT_LOCALE, type AppLocale } from '@/lib/i18n/locales';
import { importOnce } from '@/lib/lazy/importOnce';
import enUSFirstPage from './en-US/firstPage';

export type { AppLocale } from '@/lib/i18n/locales';

/** A flat catalogue: message id → ICU message, as text (jest) or compiled (the bundle). */
export type Messages = Readonly<Record<string, string>> | Readonly<Record<string, MessageFormatElement[]>>;

/** The en-US messages of the first page and the app bar (the rest: loadDefaultCataloguePages). */
export const defaultCatalogue: Messages = enUSFirstPage;

/** The en-US messages only the pages need: their own chunk. */
export function loadDefaultCataloguePages(): Promise<Messages> {
  return import(/* webpackChunkName: "locale-en-US-pages" */ './en-US/pages').then(
    (module: { default: Messages }) => module.default,
  );
}

/** The whole en-US catalogue, its pages' part fetched once (asked for again if it failed). */
export const completeDefaultCatalogue = importOnce(() =>
  loadDefaultCataloguePages().then((pages) => ({ ...defaultCatalogue, ...pages }) as Messages),
);

/** Fetches a locale's catalogue (its own chunk); rejects when the chunk does not arrive. */
export function loadCatalogue(locale: AppLocale): Promise<Messages> {
  if (locale === DEFAULT_LOCALE) return completeDefaultCatalogue();
  return import(
    /* webpackChunkName: "locale-[request]" */
    /* webpackInclude: /[\\/]index\.ts$/ */
    /* webpackExclude: /[\\/]en-US[\\/]/ */
    `./${locale}/index.ts`
  ).then((module: { default: Messages }) => module.default);
}
