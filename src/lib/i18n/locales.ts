/**
 * The locales the app ships, the default, the time zone every date is shown in, and the
 * user's choice as remembered in localStorage (key `locale`).
 */
import type { AppLocale } from '@/locales';

export type { AppLocale } from '@/locales';

export const DEFAULT_LOCALE: AppLocale = 'en-US';
/** SPEC.md section 9: every date and time is shown in Vietnam's time. */
export const TIME_ZONE = 'Asia/Saigon';
export const LOCALE_STORAGE_KEY = 'locale';

export type TextDirection = 'ltr' | 'rtl';

export interface LocaleInfo {
  code: AppLocale;
  /** Message id of the language's own name ("Tiếng Việt"), so a picker reads in each language. */
  nameId: string;
}

export const AVAILABLE_LOCALES: readonly LocaleInfo[] = [
  { code: 'en-US', nameId: 'common.locale.name.en-US' },
  { code: 'vi-VN', nameId: 'common.locale.name.vi-VN' },
];

const RTL_LANGUAGES = new Set(['ar', 'fa', 'he', 'ur']);

/** 'rtl' for Arabic and the other right-to-left scripts, so adding ar-* needs no layout change. */
export function textDirection(locale: string): TextDirection {
  const language = locale.split('-')[0]?.toLowerCase() ?? '';
  return RTL_LANGUAGES.has(language) ? 'rtl' : 'ltr';
}

export function isAppLocale(value: unknown): value is AppLocale {
  return typeof value === 'string' && AVAILABLE_LOCALES.some((info) => info.code === value);
}

export function readStoredLocale(): AppLocale {
  try {
    const stored = window.localStorage.getItem(LOCALE_STORAGE_KEY);
    return isAppLocale(stored) ? stored : DEFAULT_LOCALE;
  } catch {
    return DEFAULT_LOCALE; // Storage blocked: the default is as good as any.
  }
}

export function storeLocale(locale: AppLocale): void {
  try {
    window.localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Not remembered across visits; the choice still applies now.
  }
}
