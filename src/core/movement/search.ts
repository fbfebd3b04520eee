/**
 * For counts without a perfect movement, a better block movement than the greedy skip: each line
 * still moves as a block and table t still plays set t + r, but the lines' moves are found by a
 * seeded simulated annealing. Line L is described by the order π_L in which its players' set
 * offsets come (π_L(r) = offset + r must be a permutation: no repeated set, ever); the search
 * swaps two rounds of one line at a time and minimises Σ c², c counting how often each pair of
 * lines sits with each difference — Σ c² is smallest when every cross-line pair meets once.
 *
 * For even T no block movement reaches "once" for all (the differences of two permutations of
 * Z_T cannot be a permutation), so the bound is (T−2)/T of the cross-line pairs.
 */
import { shiftDesign, type LineDesign } from "./design";
import { mod } from "./gf";
import { seededRandom } from "../random";
import type { TableSize } from "./types";

/** Why the search movement cannot serve T tables, or undefined when it can. */
export function searchUnfit(tables: number): string | undefined {
  return tables < 2 ? `the search movement needs at least 2 tables, not ${tables}` : undefined;
}

/**
 * Independent annealing runs from the same start and moves tried in each: several short runs
 * beat one long one of the same total (about 0.25 s at any T), and the best run by pairs met once
 * is kept.
 */
const RUNS = 6;
const ITERATIONS = 65_000;

const cache = new Map<string, Int32Array[]>();

/**
 * Block offsets found by the search, starting from `start` (e.g. the greedy skip's). Memoised: the
 * search is deterministic, and the rests movements of 4T+1..4T+3 players reuse T's.
 */
export function searchOffsets(tables: number, lines: TableSize, start: readonly Int32Array[]): Int32Array[] {
  const key = `${tables}/${lines}`;
  const cached = cache.get(key);
  if (cached !== undefined) return cached;
  let best: Int32Array[] = start.map((o) => Int32Array.from(o));
  let bestOnce = metOnceOfOffsets(tables, lines, best);
  for (let run = 0; run < RUNS && bestOnce < bound(tables, lines); run++) {
    const found = anneal(tables, lines, start, 0x5eed + 7919 * tables + 104729 * run + lines);
    const once = metOnceOfOffsets(tables, lines, found);
    if (once > bestOnce) {
      best = found;
      bestOnce = once;
    }
  }
  cache.set(key, best);
  return best;
}

/** The most cross-line pairs a block movement can have meet once: all, or (T−2)/T of them for even T. */
function bound(tables: number, lines: TableSize): number {
  const linePairs = (lines * (lines - 1)) / 2;
  return linePairs * tables * (tables % 2 === 0 ? tables - 2 : tables);
}

/** One annealing run from `start`; returns the offsets of the lowest Σ c² seen. */
function anneal(tables: number, lines: TableSize, start: readonly Int32Array[], seed: number): Int32Array[] {
  const T = tables;
  const n = lines;
  const rng = seededRandom(seed);
  // pi[L·T + r] = offset_L(r) + r; line N is the identity.
  const pi = new Int32Array(n * T);
  for (let L = 0; L < n; L++) for (let r = 0; r < T; r++) pi[L * T + r] = (start[L][r] + r) % T;

  const pairs = (n * (n - 1)) / 2;
  const pairOf: number[][] = [];
  const high: number[] = [];
  const low: number[] = [];
  for (let x = 0; x < n; x++) pairOf.push(new Array<number>(n).fill(0));
  let k = 0;
  for (let x = 0; x < n; x++) {
    for (let y = x + 1; y < n; y++) {
      pairOf[x][y] = k;
      pairOf[y][x] = k;
      low.push(x);
      high.push(y);
      k++;
    }
  }
  const count = new Int32Array(pairs * T);
  const diff = (p: number, r: number): number => {
    const d = pi[high[p] * T + r] - pi[low[p] * T + r];
    return d < 0 ? d + T : d;
  };
  for (let p = 0; p < pairs; p++) for (let r = 0; r < T; r++) count[p * T + diff(p, r)]++;
  let cost = 0;
  for (let i = 0; i < count.length; i++) cost += count[i] * count[i];
  const target = T % 2 === 0 ? pairs * (T + 2) : pairs * T;
  let best = cost;
  let bestPi = pi.slice();

  const bump = (p: number, d: number, s: number): void => {
    const i = p * T + d;
    cost += 2 * s * count[i] + 1;
    count[i] += s;
  };
  // Moves line L's values at rounds r1, r2 from (a, b) to (b, a), updating counts and cost.
  const exchange = (L: number, r1: number, r2: number, a: number, b: number): void => {
    for (let M = 0; M < n; M++) {
      if (M === L) continue;
      const p = pairOf[L][M];
      const sign = L === high[p] ? 1 : -1;
      const m1 = pi[M * T + r1];
      const m2 = pi[M * T + r2];
      bump(p, mod(sign * (a - m1), T), -1);
      bump(p, mod(sign * (b - m2), T), -1);
      bump(p, mod(sign * (b - m1), T), 1);
      bump(p, mod(sign * (a - m2), T), 1);
    }
  };
  const startTemp = 0.4;
  const endTemp = 0.05;
  // The temperature falls in steps, with exp(−Δ/temp) tabulated per step: Δ is a small even
  // integer, and Math.exp in the inner loop is what would cost the time.
  const STEPS = 400;
  const PER_STEP = ITERATIONS / STEPS;
  const accept = new Float64Array(65);
  for (let it = 0; it < ITERATIONS && best > target; it++) {
    if (it % PER_STEP === 0) {
      const temp = startTemp * (endTemp / startTemp) ** (it / ITERATIONS);
      for (let d = 0; d < accept.length; d++) accept[d] = Math.exp(-d / temp);
    }
    let L: number;
    let r1: number;
    if (rng.next() < 0.5) {
      // Half the moves go to a round where some pair of lines repeats a meeting.
      let p = 0;
      let tries = 0;
      do {
        p = rng.below(pairs);
        r1 = rng.below(T);
        tries++;
      } while (count[p * T + diff(p, r1)] < 2 && tries < 20);
      L = low[p] === 0 || rng.next() < 0.5 ? high[p] : low[p];
    } else {
      L = 1 + rng.below(n - 1);
      r1 = rng.below(T);
    }
    let r2 = rng.below(T - 1);
    if (r2 >= r1) r2++;
    const before = cost;
    const a = pi[L * T + r1];
    const b = pi[L * T + r2];
    exchange(L, r1, r2, a, b);
    const delta = cost - before;
    if (delta <= 0 || (delta < accept.length && rng.next() < accept[delta])) {
      pi[L * T + r1] = b;
      pi[L * T + r2] = a;
      if (cost < best) {
        best = cost;
        bestPi = pi.slice();
      }
    } else {
      exchange(L, r1, r2, b, a);
    }
  }

  // Back to offsets, shifted so that round 1 seats everybody at his own table.
  const offset: Int32Array[] = [];
  for (let L = 0; L < n; L++) {
    const o = new Int32Array(T);
    const first = bestPi[L * T];
    for (let r = 0; r < T; r++) o[r] = mod(bestPi[L * T + r] - r - first, T);
    offset.push(o);
  }
  return offset;
}

/** The search movement for T tables, started from the given offsets. */
export function searchDesign(tables: number, lines: TableSize, start: readonly Int32Array[]): LineDesign {
  return shiftDesign(tables, lines, searchOffsets(tables, lines, start));
}

/**
 * Cross-line pairs meeting exactly once in a block movement with these offsets: each pair of
 * lines sitting with one difference once accounts for T pairs.
 */
export function metOnceOfOffsets(tables: number, lines: TableSize, offset: readonly Int32Array[]): number {
  const T = tables;
  let once = 0;
  const count = new Int32Array(T);
  for (let x = 0; x < lines; x++) {
    for (let y = x + 1; y < lines; y++) {
      count.fill(0);
      for (let r = 0; r < T; r++) count[mod(offset[y][r] - offset[x][r], T)]++;
      for (let d = 0; d < T; d++) if (count[d] === 1) once++;
    }
  }
  return once * T;
}
