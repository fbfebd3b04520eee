/**
 * The core's one seeded pseudo-random generator. The core has no hidden randomness: whatever
 * needs chance (the movement searches, the demo's simulated whists) takes one of these, so the
 * same seed always gives the same movement — a printed card matches the file.
 */
export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in 0..n−1 (n < 2^31). */
  below(n: number): number;
  /** An integer in lo..hi. */
  int(lo: number, hi: number): number;
}

/**
 * Marsaglia's xorshift32: shifts and XORs only, no Math calls (those are slow inside test
 * sandboxes and would dominate the searches' inner loops).
 */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0 || 0x9e3779b9;
  const next = (): number => {
    state ^= state << 13;
    state >>>= 0;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    return state / 4294967296;
  };
  const below = (n: number): number => (next() * n) | 0;
  return { next, below, int: (lo, hi) => lo + below(hi - lo + 1) };
}
