// A deterministic avatar for an address, the same everywhere for the same account, drawn locally:
// no remote image, no request.

export interface AvatarPattern {
  background: string;
  foreground: string;
  /** 25 cells, row by row; true cells are drawn in the foreground colour. */
  cells: boolean[];
}

export const AVATAR_GRID = 5;

/** FNV-1a over the lower-cased address, stretched with xorshift: cheap and well spread. */
function seedFrom(text: string): () => number {
  let hash = 0x811c9dc5;
  for (const char of text.toLowerCase()) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  let state = hash || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    return state;
  };
}

export function avatarFor(address: string): AvatarPattern {
  const next = seedFrom(address);
  const hue = next() % 360;
  const accentHue = (hue + 150 + (next() % 60)) % 360;
  const background = `hsl(${hue}, 70%, 88%)`;
  const foreground = `hsl(${accentHue}, 65%, 38%)`;
  const cells: boolean[] = [];
  const half = Math.ceil(AVATAR_GRID / 2);
  for (let row = 0; row < AVATAR_GRID; row += 1) {
    const left: boolean[] = [];
    for (let column = 0; column < half; column += 1) left.push(next() % 2 === 0);
    // Mirror the left half, so the pattern reads as a face-like symmetric mark.
    const right = left.slice(0, AVATAR_GRID - half).reverse();
    cells.push(...left, ...right);
  }
  return { background, foreground, cells };
}
