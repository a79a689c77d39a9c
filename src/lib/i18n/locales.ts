// The locales the app ships, the time zone of every date and the user's remembered choice.
// Adding one: its folder in src/locales/<code>/ (`npm run i18n:index`) and a line in
// SUPPORTED_LOCALES; src/locales/catalogues.test.ts fails until both are there.

export const SUPPORTED_LOCALE_CODES = [
  'en-US',
  'ar',
  'es-419',
  'fr-FR',
  'hi-IN',
  'id-ID',
  'ja-JP',
  'ko-KR',
  'pt-BR',
  'ru-RU',
  'th-TH',
  'tr-TR',
  'uk-UA',
  'vi-VN',
  'zh-CN',
  'zh-TW',
  'zh-HK',
] as const;

export type AppLocale = (typeof SUPPORTED_LOCALE_CODES)[number];

export const DEFAULT_LOCALE: AppLocale = 'en-US';
/** SPEC.md section 9: every date and time is shown in Vietnam's time. */
export const TIME_ZONE = 'Asia/Saigon';
export const LOCALE_STORAGE_KEY = 'locale';

export type TextDirection = 'ltr' | 'rtl';

export interface LocaleInfo {
  code: AppLocale;
  /** Message id of the language's own name ("Tiếng Việt"), the same text in every catalogue, so the menu reads each language in itself. */
  nameId: string;
}

/** In the language menu's order. */
export const AVAILABLE_LOCALES: readonly LocaleInfo[] = [
  { code: 'en-US', nameId: 'common.locale.name.en-US' },
  { code: 'ar', nameId: 'common.locale.name.ar' },
  { code: 'es-419', nameId: 'common.locale.name.es-419' },
  { code: 'fr-FR', nameId: 'common.locale.name.fr-FR' },
  { code: 'hi-IN', nameId: 'common.locale.name.hi-IN' },
  { code: 'id-ID', nameId: 'common.locale.name.id-ID' },
  { code: 'ja-JP', nameId: 'common.locale.name.ja-JP' },
  { code: 'ko-KR', nameId: 'common.locale.name.ko-KR' },
  { code: 'pt-BR', nameId: 'common.locale.name.pt-BR' },
  { code: 'ru-RU', nameId: 'common.locale.name.ru-RU' },
  { code: 'th-TH', nameId: 'common.locale.name.th-TH' },
  { code: 'tr-TR', nameId: 'common.locale.name.tr-TR' },
  { code: 'uk-UA', nameId: 'common.locale.name.uk-UA' },
  { code: 'vi-VN', nameId: 'common.locale.name.vi-VN' },
  { code: 'zh-CN', nameId: 'common.locale.name.zh-CN' },
  { code: 'zh-TW', nameId: 'common.locale.name.zh-TW' },
  { code: 'zh-HK', nameId: 'common.locale.name.zh-HK' },
];

const RTL_LANGUAGES = new Set(['ar', 'fa', 'he', 'ur']);

/** 'rtl' for Arabic and the other right-to-left scripts, so adding one needs no layout change. */
export function textDirection(locale: string): TextDirection {
  const language = locale.split('-')[0]?.toLowerCase() ?? '';
  return RTL_LANGUAGES.has(language) ? 'rtl' : 'ltr';
}

export function isAppLocale(value: unknown): value is AppLocale {
  return typeof value === 'string' && (SUPPORTED_LOCALE_CODES as readonly string[]).includes(value);
}

/** Chinese is told apart by script, then region: Traditional in Hong Kong/Macau, Traditional elsewhere (Taiwan), else Simplified. */
function chineseLocale(subtags: string[]): AppLocale {
  const has = (tag: string) => subtags.includes(tag);
  if (has('hk') || has('mo')) return 'zh-HK';
  if (has('hant') || has('tw')) return 'zh-TW';
  return 'zh-CN';
}

/** The shipped locale for one BCP 47 tag: exact, then Chinese by script/region, then the same language; null if none. */
export function matchLocale(tag: string): AppLocale | null {
  const subtags = tag.trim().replace(/_/g, '-').toLowerCase().split('-').filter(Boolean);
  const language = subtags[0];
  if (!language) return null;
  const exact = SUPPORTED_LOCALE_CODES.find((code) => code.toLowerCase() === subtags.join('-'));
  if (exact) return exact;
  if (language === 'zh') return chineseLocale(subtags);
  return SUPPORTED_LOCALE_CODES.find((code) => code.split('-')[0]!.toLowerCase() === language) ?? null;
}

/** The best shipped locale for the browser's preferred languages, in their order; the default if none fits. */
export function detectLocale(preferred: readonly string[]): AppLocale {
  for (const tag of preferred) {
    const match = matchLocale(tag);
    if (match) return match;
  }
  return DEFAULT_LOCALE;
}

function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  if (navigator.languages?.length) return navigator.languages;
  return navigator.language ? [navigator.language] : [];
}

/** The remembered choice; on a first visit (nothing remembered), the browser's best match. */
export function readStoredLocale(): AppLocale {
  let stored: string | null = null;
  try {
    stored = window.localStorage.getItem(LOCALE_STORAGE_KEY);
  } catch {
    // Storage blocked: fall back to the browser's languages.
  }
  return isAppLocale(stored) ? stored : detectLocale(browserLanguages());
}

export function storeLocale(locale: AppLocale): void {
  try {
    window.localStorage.setItem(LOCALE_STORAGE_KEY, locale);
  } catch {
    // Not remembered across visits; the choice still applies now.
  }
}
