/** The default locale's catalogue, for the few screens that render outside the app's providers. */
import { defaultCatalogue } from '@/locales';

export { DEFAULT_LOCALE } from './locales';
export const defaultMessages = defaultCatalogue;
