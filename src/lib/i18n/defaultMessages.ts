// The default catalogue's text for code outside the app's providers (the configuration error
// page, the spinner, connector names). Messages may be compiled ASTs (the bundle) or text (jest):
// read them with defaultMessageText.
import { createIntl, type IntlShape, type PrimitiveType } from 'react-intl';
import { defaultCatalogue } from '@/locales';
import { DEFAULT_LOCALE, TIME_ZONE } from './locales';
import { withMissingMessageFallback } from './missingMessages';

export { DEFAULT_LOCALE } from './locales';
export const defaultMessages = defaultCatalogue;

let defaultIntl: IntlShape | null = null;

/** The default locale's formatter, made on first need. */
export function defaultIntlShape(): IntlShape {
  defaultIntl ??= createIntl({
    locale: DEFAULT_LOCALE,
    timeZone: TIME_ZONE,
    messages: withMissingMessageFallback(defaultCatalogue),
    onError: () => {},
  });
  return defaultIntl;
}

/** A message of the default catalogue as text, e.g. defaultMessageText('common.appName') → 'Staking'. */
export function defaultMessageText(id: string, values?: Record<string, PrimitiveType>): string {
  return defaultIntlShape().formatMessage({ id }, values);
}
