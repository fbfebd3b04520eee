/**
 * A small seeded pseudo-random generator for the searches. The core may not use Math.random:
 * a movement must come out the same on every run so that a printed card matches the file.
 */

/** A generator of floats in [0, 1); the same seed always gives the same sequence. */
export interface Prng {
  next(): number;
  /** An integer in 0..n−1. */
  below(n: number): number;
}

/** A splitmix-style 32-bit generator: good enough spread for local search, and tiny. */
export function seededPrng(seed: number): Prng {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x9e3779b9) >>> 0;
    let z = state;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    z = (z ^ (z >>> 16)) >>> 0;
    return z / 4294967296;
  };
  return { next, below: (n: number) => Math.floor(next() * n) };
}
