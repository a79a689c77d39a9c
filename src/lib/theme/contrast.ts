// WCAG 2.1 contrast, and the shade of a colour that reads at AA on given backgrounds, so every
// accent works as text and as a button in both modes without hand-picked variants.

export const AA_TEXT_CONTRAST = 4.5;

/** Red, green and blue, 0 to 255 (fractions allowed until toHex rounds them). */
export type Rgb = [number, number, number];

/** `#RRGGBB` (either case) as its channels; anything else throws. */
export function parseHex(hex: string): Rgb {
  const match = /^#([0-9a-f]{6})$/i.exec(hex);
  if (!match) throw new Error(`Not a #RRGGBB colour: ${hex}`);
  const value = parseInt(match[1]!, 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/** Channels, each rounded to the nearest integer, as upper-case `#RRGGBB`. */
export function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b]
    .map((channel) => Math.round(channel).toString(16).padStart(2, '0'))
    .join('')
    .toUpperCase()}`;
}

export function relativeLuminance(hex: string): number {
  const [r, g, b] = parseHex(hex).map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number {
  const [lighter, darker] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

/** The colour mixed towards black (amount < 0) or white (amount > 0), amount in [-1, 1]. */
function mix(hex: string, amount: number): string {
  const target = amount < 0 ? 0 : 255;
  const weight = Math.abs(amount);
  return toHex(parseHex(hex).map((channel) => channel + (target - channel) * weight) as Rgb);
}

/** `color` laid over `background` at the given opacity (what the eye, and axe, sees). */
export function blend(color: string, opacity: number, background: string): string {
  const top = parseHex(color);
  const bottom = parseHex(background);
  return toHex(bottom.map((channel, index) => channel + (top[index]! - channel) * opacity) as Rgb);
}

/**
 * The colour if it reaches `min` against every background, else the nearest shade that does.
 * Backgrounds may depend on the candidate (a selected item tinted with its own colour).
 */
export function readableOn(
  color: string,
  backgrounds: readonly string[] | ((candidate: string) => readonly string[]),
  min = AA_TEXT_CONTRAST,
): string {
  const under = typeof backgrounds === 'function' ? backgrounds : () => backgrounds;
  const reads = (candidate: string) =>
    under(candidate).every((background) => contrastRatio(candidate, background) >= min);
  if (reads(color)) return color;
  const darkBackgrounds = under(color).every((background) => relativeLuminance(background) < 0.18);
  const direction = darkBackgrounds ? 1 : -1;
  for (let step = 1; step <= 100; step += 1) {
    const candidate = mix(color, (direction * step) / 100);
    if (reads(candidate)) return candidate;
  }
  return darkBackgrounds ? '#FFFFFF' : '#000000';
}

/** White or near-black text on a filled colour, whichever contrasts more. */
export function contrastTextFor(background: string, dark = '#111418'): string {
  return contrastRatio('#FFFFFF', background) >= contrastRatio(dark, background) ? '#FFFFFF' : dark;
}
