// Seeded randomness for the drawn variations: the same seed always gives the same draw, so a failing
// seed can be run again. Never Math.random.

/** mulberry32: a small, fast 32-bit generator; returns floats in [0, 1). */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A 32-bit hash of a salt and a text or number (FNV-1a, then a final mix so near inputs spread). */
export function hash32(salt: number, value: string | number): number {
  let h = (0x811c9dc5 ^ salt) >>> 0;
  const text = typeof value === 'number' ? String(value) : value;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b) >>> 0;
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35) >>> 0;
  h ^= h >>> 16;
  return h >>> 0;
}

/** A generator of its own for one purpose of a seed (ids, offsets, ...): adding a purpose moves no other. */
export function streamOf(seed: number, purpose: string): () => number {
  return mulberry32(hash32(seed >>> 0, purpose));
}

/** An integer in [min, max] (inclusive) from a generator; exact beyond 32 bits (two draws). */
export function intBetween(random: () => number, min: number, max: number): number {
  const span = max - min + 1;
  const unit =
    span > 2 ** 32 ? (Math.floor(random() * 2 ** 21) * 2 ** 32 + Math.floor(random() * 2 ** 32)) / 2 ** 53 : random();
  return min + Math.floor(unit * span);
}

/** One item of a list. */
export function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)]!;
}

/** The items in a random order (Fisher-Yates). */
export function shuffled<T>(random: () => number, items: readonly T[]): T[] {
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}
