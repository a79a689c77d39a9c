import { AA_TEXT_CONTRAST, contrastRatio, readableOn } from '@/lib/theme/contrast';
import { ACCENT_NAMES, RADII, RADIUS_NAMES, THEME_BACKGROUNDS, type PaletteMode } from '@/lib/theme/themeSettings';
import { createAppTheme } from './theme';

const MODES: PaletteMode[] = ['light', 'dark'];
const COLORS = ['primary', 'secondary', 'success', 'warning', 'error', 'info'] as const;

describe('app theme', () => {
  const combinations = MODES.flatMap((mode) => ACCENT_NAMES.flatMap((accent) => RADIUS_NAMES.map((radius) => ({ mode, accent, radius }))));

  it.each(combinations)('reads at WCAG AA in $mode mode with the $accent accent and $radius corners', ({ mode, accent, radius }) => {
    const theme = createAppTheme({ mode, accent, radius });
    const { background, text } = theme.palette;
    const surfaces = [background.default, background.paper];
    const failures: string[] = [];
    const check = (label: string, foreground: string, backgroundColor: string) => {
      const ratio = contrastRatio(foreground, backgroundColor);
      if (ratio < AA_TEXT_CONTRAST) failures.push(`${label}: ${foreground} on ${backgroundColor} is ${ratio.toFixed(2)}:1`);
    };
    for (const surface of surfaces) {
      check('text.primary', text.primary, surface);
      check('text.secondary', text.secondary, surface);
      // Links, outlined and text buttons, selected tabs: the colour as text.
      for (const color of COLORS) check(`${color}.main as text`, theme.palette[color].main, surface);
    }
    // Contained buttons, chips, badges: the contrast text on the filled colour.
    for (const color of COLORS) check(`${color}.contrastText`, theme.palette[color].contrastText, theme.palette[color].main);
    expect(failures).toEqual([]);
    expect(theme.palette.mode).toBe(mode);
    expect(Number(theme.shape.borderRadius) * 2).toBe(RADII[radius]);
  });

  it('keeps the accent itself where it already reads, and shades it where it does not', () => {
    expect(createAppTheme({ mode: 'dark', accent: 'orange' }).palette.primary.main).toBe('#FF801F');
    const light = createAppTheme({ mode: 'light', accent: 'orange' }).palette.primary.main;
    expect(light).not.toBe('#FF801F');
    expect(contrastRatio(light, THEME_BACKGROUNDS.light.default)).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
  });

  it('shades towards the background’s opposite', () => {
    expect(readableOn('#777777', ['#FFFFFF'])).not.toBe('#777777');
    expect(contrastRatio(readableOn('#777777', ['#FFFFFF']), '#FFFFFF')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(readableOn('#333333', ['#000000']), '#000000')).toBeGreaterThanOrEqual(4.5);
    expect(readableOn('#000000', ['#FFFFFF'])).toBe('#000000');
  });

  it('follows the text direction', () => {
    expect(createAppTheme({ direction: 'rtl' }).direction).toBe('rtl');
  });
});
