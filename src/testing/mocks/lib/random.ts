/**
 * Two kinds of randomness: a seeded PRNG for the seed (same data on every run) and the
 * platform CSPRNG for secrets the handlers issue (tokens, session ids, nonces).
 */
const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

export interface Rng {
  /** A float in [0, 1). */
  next(): number;
  int(min: number, maxInclusive: number): number;
  pick<T>(items: readonly T[]): T;
  hex(length: number): string;
  /** A shuffled copy (Fisher-Yates), the same on every engine. */
  shuffle<T>(items: readonly T[]): T[];
}

/** mulberry32: tiny, fast and good enough for fixture data. */
export function createRng(seed: number): Rng {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, maxInclusive: number): number => min + Math.floor(next() * (maxInclusive - min + 1));
  return {
    next,
    int,
    pick<T>(items: readonly T[]): T {
      const item = items[int(0, items.length - 1)];
      if (item === undefined) throw new Error('pick() from an empty list');
      return item;
    },
    hex(length: number): string {
      let out = '';
      for (let i = 0; i < length; i += 1) out += int(0, 15).toString(16);
      return out;
    },
    shuffle<T>(items: readonly T[]): T[] {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i -= 1) {
        const j = int(0, i);
        [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
      }
      return copy;
    },
  };
}

/** An opaque random string of [A-Za-z0-9] from the platform CSPRNG. */
export function randomAlphanumeric(length: number): string {
  let out = '';
  while (out.length < length) {
    const bytes = new Uint8Array(length);
    globalThis.crypto.getRandomValues(bytes);
    for (const byte of bytes) {
      // Bytes from 248 up are skipped: 248 = 4 * 62 keeps every character equally likely.
      if (byte < 248 && out.length < length) out += ALPHANUMERIC[byte % 62];
    }
  }
  return out;
}

export function randomHex(length: number): string {
  const bytes = new Uint8Array(Math.ceil(length / 2));
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0'))
    .join('')
    .slice(0, length);
}
