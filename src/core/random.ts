/**
 * A seeded pseudo-random generator (a 32-bit multiply–xorshift mix). The core has no hidden
 * randomness: whatever needs chance takes one of these, so the same seed gives the same result.
 */
export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [lo, hi]. */
  int(lo: number, hi: number): number;
}

/** A generator from a 32-bit seed. */
export function seededRandom(seed: number): Random {
  let s = seed >>> 0;
  const next = (): number => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, int: (lo, hi) => lo + Math.floor(next() * (hi - lo + 1)) };
}
