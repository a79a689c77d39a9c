// What a page or a wallet dialog's chunk waits for besides its code: in English, the pages' part
// of the catalogue. See docs/performance.md#page-messages.
import { completeDefaultCatalogue } from '@/locales';
import { DEFAULT_LOCALE, readStoredLocale, type AppLocale } from './locales';

let activeLocale: AppLocale | null = null;

/** Called by LocaleProvider as it renders: the locale on screen. */
export function noteActiveLocale(locale: AppLocale): void {
  activeLocale = locale;
}

/**
 * The locale on screen; before LocaleProvider's first render (start-up preloads the address's
 * page), the remembered one, which it will show.
 */
export function currentLocale(): AppLocale {
  return activeLocale ?? readStoredLocale();
}

/** Resolves when a page's messages are at hand (never rejects: a page still renders without them). */
export function pageMessagesReady(): Promise<void> {
  if (currentLocale() !== DEFAULT_LOCALE) return Promise.resolve();
  return completeDefaultCatalogue().then(
    () => undefined,
    () => undefined,
  );
}
