import { AA_TEXT_CONTRAST, blend, contrastRatio, readableOn, relativeLuminance } from '@/lib/theme/contrast';
import { createAppTheme } from '@/lib/theme/muiTheme';
import { ACTION_TINTS, surfacesUnder } from '@/lib/theme/palette';
import { ACCENT_NAMES, RADII, RADIUS_NAMES, THEME_BACKGROUNDS, type PaletteMode } from '@/lib/theme/themeSettings';

const MODES: PaletteMode[] = ['light', 'dark'];
const COLORS = ['primary', 'secondary', 'success', 'warning', 'error', 'info'] as const;

describe('app theme', () => {
  const combinations = MODES.flatMap((mode) =>
    ACCENT_NAMES.flatMap((accent) => RADIUS_NAMES.map((radius) => ({ mode, accent, radius }))),
  );

  it.each(combinations)(
    'reads at WCAG AA in $mode mode with the $accent accent and $radius corners',
    ({ mode, accent, radius }) => {
      const theme = createAppTheme({ mode, accent, radius });
      const { background, text } = theme.palette;
      const surfaces = [background.default, background.paper];
      const failures: string[] = [];
      const check = (label: string, foreground: string, backgroundColor: string) => {
        const ratio = contrastRatio(foreground, backgroundColor);
        if (ratio < AA_TEXT_CONTRAST)
          failures.push(`${label}: ${foreground} on ${backgroundColor} is ${ratio.toFixed(2)}:1`);
      };
      for (const surface of surfaces) {
        check('text.primary', text.primary, surface);
        check('text.secondary', text.secondary, surface);
        // Links, outlined and text buttons, selected tabs: the colour as text.
        for (const color of COLORS) check(`${color}.main as text`, theme.palette[color].main, surface);
        // The current navigation link (on action.selected) and a selected toggle (on its own colour
        // at selectedOpacity): the tints MUI lays over the surface, composited.
        const tint = theme.palette.action.selectedOpacity;
        for (const color of COLORS) {
          const main = theme.palette[color].main;
          check(
            `${color}.main on action.selected`,
            main,
            blend(mode === 'light' ? '#000000' : '#FFFFFF', tint, surface),
          );
          check(`${color}.main on its own selected tint`, main, blend(main, tint, surface));
        }
      }
      // Contained buttons, chips, badges: the contrast text on the filled colour.
      for (const color of COLORS)
        check(`${color}.contrastText`, theme.palette[color].contrastText, theme.palette[color].main);
      expect(failures).toEqual([]);
      expect(theme.palette.mode).toBe(mode);
      expect(Number(theme.shape.borderRadius) * 2).toBe(RADII[radius]);
    },
  );

  it('keeps the accent itself where it already reads, and shades it where it does not', () => {
    expect(readableOn('#FF801F', [THEME_BACKGROUNDS.dark.default, THEME_BACKGROUNDS.dark.paper])).toBe('#FF801F');
    // On the selected tints orange needs a little more light in dark mode, and shade in light mode.
    const dark = createAppTheme({ mode: 'dark', accent: 'orange' }).palette.primary.main;
    expect(relativeLuminance(dark)).toBeGreaterThan(relativeLuminance('#FF801F'));
    const light = createAppTheme({ mode: 'light', accent: 'orange' }).palette.primary.main;
    expect(relativeLuminance(light)).toBeLessThan(relativeLuminance('#FF801F'));
    for (const [mode, color] of [
      ['dark', dark],
      ['light', light],
    ] as const) {
      for (const surface of surfacesUnder(color, mode))
        expect(contrastRatio(color, surface)).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
    }
  });

  it('agrees with MUI on the selected tints it shades for', () => {
    for (const mode of MODES) {
      const { action } = createAppTheme({ mode }).palette;
      expect(action.selectedOpacity).toBe(ACTION_TINTS[mode].selectedOpacity);
      expect(action.selected).toBe(mode === 'light' ? 'rgba(0, 0, 0, 0.08)' : 'rgba(255, 255, 255, 0.16)');
    }
  });

  it('blends a colour over a surface', () => {
    expect(blend('#000000', 0.5, '#FFFFFF')).toBe('#808080');
    expect(blend('#0E76FD', 0, '#F7F8FA')).toBe('#F7F8FA');
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
