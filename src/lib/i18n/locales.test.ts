import {
  AVAILABLE_LOCALES,
  LOCALE_STORAGE_KEY,
  SUPPORTED_LOCALE_CODES,
  detectLocale,
  matchLocale,
  readStoredLocale,
} from './locales';

describe('locale registry', () => {
  it('offers every supported locale once in the menu', () => {
    expect(AVAILABLE_LOCALES.map((info) => info.code).sort()).toEqual([...SUPPORTED_LOCALE_CODES].sort());
    expect(SUPPORTED_LOCALE_CODES).toHaveLength(17);
  });

  it.each([
    ['pt-PT', 'pt-BR'],
    ['pt', 'pt-BR'],
    ['es-ES', 'es-419'],
    ['es-MX', 'es-419'],
    ['zh', 'zh-CN'],
    ['zh-CN', 'zh-CN'],
    ['zh-SG', 'zh-CN'],
    ['zh-Hans', 'zh-CN'],
    ['zh-TW', 'zh-TW'],
    ['zh-Hant', 'zh-TW'],
    ['zh-Hant-TW', 'zh-TW'],
    ['zh-HK', 'zh-HK'],
    ['zh-Hant-HK', 'zh-HK'],
    ['zh-MO', 'zh-HK'],
    ['ar-EG', 'ar'],
    ['ar', 'ar'],
    ['en-GB', 'en-US'],
    ['fr-CA', 'fr-FR'],
    ['vi', 'vi-VN'],
    ['ja', 'ja-JP'],
    ['uk', 'uk-UA'],
    ['ko_KR', 'ko-KR'],
  ])('matches %s to %s', (tag, expected) => {
    expect(matchLocale(tag)).toBe(expected);
  });

  it('matches nothing for a language it does not ship', () => {
    expect(matchLocale('de-DE')).toBeNull();
    expect(matchLocale('')).toBeNull();
  });

  it('takes the first preferred language it ships, else the default', () => {
    expect(detectLocale(['de-DE', 'nl', 'pt-PT', 'en-US'])).toBe('pt-BR');
    expect(detectLocale(['de-DE'])).toBe('en-US');
    expect(detectLocale([])).toBe('en-US');
  });

  describe('on a first visit', () => {
    const languages = () => jest.spyOn(window.navigator, 'languages', 'get');
    afterEach(() => window.localStorage.clear());

    it('follows the browser when nothing is remembered', () => {
      languages().mockReturnValue(['zh-Hant-HK', 'en']);
      expect(readStoredLocale()).toBe('zh-HK');
    });

    it('keeps a remembered choice over the browser', () => {
      languages().mockReturnValue(['ja-JP']);
      window.localStorage.setItem(LOCALE_STORAGE_KEY, 'ar');
      expect(readStoredLocale()).toBe('ar');
    });
  });
});
