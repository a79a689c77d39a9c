/**
 * Self-made wallet icons: a rounded square in the wallet's colour with a 1–2 letter monogram.
 * No copied logos and no remote images: a data: URI costs no request and leaks nothing.
 */

const FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif";

function escapeXml(text: string): string {
  return text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c,
  );
}

/** Relative luminance (WCAG) of a #rgb or #rrggbb colour; unknown formats count as dark. */
export function luminance(hex: string): number {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!match?.[1]) return 0;
  const digits = match[1].length === 3 ? [...match[1]].map((d) => d + d).join('') : match[1];
  const channel = (offset: number) => {
    const value = parseInt(digits.slice(offset, offset + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(0) + 0.7152 * channel(2) + 0.0722 * channel(4);
}

/** White letters on dark backgrounds, near-black on light ones, so every monogram stays legible. */
export function monogramColour(background: string): string {
  return luminance(background) > 0.45 ? '#1A1B1F' : '#FFFFFF';
}

/** Up to two letters for a wallet without a monogram of its own: "Coin98 Wallet" → "CW". */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters =
    words.length > 1 ? words.slice(0, 2).map((w) => Array.from(w)[0]) : Array.from(words[0] ?? '?').slice(0, 2);
  return letters.join('').toUpperCase() || '?';
}

export function monogramIcon(
  letters: string,
  background: string,
  foreground: string = monogramColour(background),
): string {
  const text = escapeXml(Array.from(letters).slice(0, 2).join(''));
  const fontSize = Array.from(letters).length > 1 ? 38 : 48;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">` +
    `<rect width="96" height="96" rx="22" fill="${escapeXml(background)}"/>` +
    `<text x="48" y="50" text-anchor="middle" dominant-baseline="central" font-family="${FONT}" ` +
    `font-size="${fontSize}" font-weight="700" fill="${escapeXml(foreground)}">${text}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
