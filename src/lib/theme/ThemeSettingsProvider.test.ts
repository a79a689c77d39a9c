import { resolvePaletteMode } from './ThemeSettingsProvider';

describe('resolvePaletteMode', () => {
  const originalMatchMedia = window.matchMedia;
  afterEach(() => {
    window.matchMedia = originalMatchMedia;
  });

  function systemScheme(dark: boolean) {
    window.matchMedia = (query: string): MediaQueryList =>
      Object.defineProperty(originalMatchMedia(query), 'matches', {
        value: dark && query === '(prefers-color-scheme: dark)',
      });
  }

  it('keeps a chosen light or dark, whatever the system prefers', () => {
    systemScheme(true);
    expect(resolvePaletteMode('light')).toBe('light');
    expect(resolvePaletteMode('light', true)).toBe('light');
    systemScheme(false);
    expect(resolvePaletteMode('dark')).toBe('dark');
    expect(resolvePaletteMode('dark', false)).toBe('dark');
  });

  it("follows the system's colour scheme for 'system', read now unless given", () => {
    systemScheme(true);
    expect(resolvePaletteMode('system')).toBe('dark');
    expect(resolvePaletteMode('system', false)).toBe('light');
    systemScheme(false);
    expect(resolvePaletteMode('system')).toBe('light');
    expect(resolvePaletteMode('system', true)).toBe('dark');
  });

  it("reads 'system' as light in a browser without matchMedia", () => {
    // An old browser has none.
    Reflect.set(window, 'matchMedia', undefined);
    expect(resolvePaletteMode('system')).toBe('light');
  });
});
