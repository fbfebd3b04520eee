/**
 * A small seeded pseudo-random generator for the searches. The core may not use Math.random:
 * a movement must come out the same on every run so that a printed card matches the file.
 */

/** A generator of floats in [0, 1); the same seed always gives the same sequence. */
export interface Prng {
  next(): number;
  /** An integer in 0..n−1 (n < 2^31). */
  below(n: number): number;
}

/**
 * Marsaglia's xorshift32 (shifts and XORs only: no Math calls, which are slow inside test
 * sandboxes and would dominate the searches' inner loops).
 */
export function seededPrng(seed: number): Prng {
  let state = seed >>> 0 || 0x9e3779b9;
  const next = (): number => {
    state ^= state << 13;
    state >>>= 0;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    return state / 4294967296;
  };
  return { next, below: (n: number) => (next() * n) | 0 };
}
