/**
 * Matchpoints of one line of one protocol (seed §8): 2 for every result beaten, 1 for every tie;
 * groups of a fouled deal and lines with missing or adjusted results are factored to the full
 * top with Neuberg's formula, MP = (M + 1)·E/A − 1.
 */
import { adjustmentShare } from "./entry";
import { assertNever } from "./never";
import { Entry } from "./protocol";
import { cmp, fromInt, mul, q, Rational } from "./rational";

/** One row of a line: the seat's entry and the row's fouled-deal group. */
export interface LineCell {
  readonly entry: Entry;
  readonly group: string | null;
}

/** A line scored: its top and each row's matchpoints (null = not played). */
export interface LineScore {
  /** E: rows with a player in this seat. */
  readonly expected: number;
  /** 2·(E − 1). */
  readonly top: number;
  /** Rows with whists or an adjusted result. */
  readonly results: number;
  /** Per row; an average-plus gets 60% here and is raised by the session's own-percentage rule. */
  readonly mp: readonly (Rational | null)[];
}

const TWO_53 = 2 ** 53;

/**
 * The values as doubles that compare exactly like the rationals, or null when no such scaling
 * fits in 53 bits (then the caller compares the rationals themselves).
 */
function exactKeys(values: readonly Rational[]): Float64Array | null {
  const n = values.length;
  const keys = new Float64Array(n);
  let den = 1n;
  for (let i = 0; i < n; i++) {
    const d = values[i].d;
    if (d !== 1n && den % d !== 0n) {
      let a = den,
        b = d;
      while (b !== 0n) [a, b] = [b, a % b];
      den = (den / a) * d;
      if (den > 1n << 40n) return null;
    }
  }
  for (let i = 0; i < n; i++) {
    const v = values[i];
    const k = Number(den === 1n ? v.n : v.n * (den / v.d));
    if (!(Math.abs(k) < TWO_53)) return null;
    keys[i] = k;
  }
  return keys;
}

function lowerBound(a: Float64Array, x: number): number {
  let lo = 0,
    hi = a.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (a[mid] < x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function upperBound(a: Float64Array, x: number, from: number): number {
  let lo = from,
    hi = a.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (a[mid] <= x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * Raw matchpoints of results compared with each other: M = 2·#(smaller) + #(other equal).
 * Exact for any rationals; runs in O(A log A).
 */
export function rawMatchpoints(values: readonly Rational[]): number[] {
  const n = values.length;
  const out = new Array<number>(n);
  const keys = exactKeys(values);
  if (keys === null) {
    for (let i = 0; i < n; i++) {
      let m = 0;
      for (let j = 0; j < n; j++) {
        if (i === j) continue;
        const c = cmp(values[i], values[j]);
        m += c > 0 ? 2 : c === 0 ? 1 : 0;
      }
      out[i] = m;
    }
    return out;
  }
  if (n <= 12) {
    // Small lines: direct comparison beats sorting.
    for (let i = 0; i < n; i++) {
      const x = keys[i];
      let m = -1;
      for (let j = 0; j < n; j++) {
        const y = keys[j];
        m += x > y ? 2 : x === y ? 1 : 0;
      }
      out[i] = m;
    }
    return out;
  }
  const sorted = keys.slice().sort();
  for (let i = 0; i < n; i++) {
    const x = keys[i];
    const lb = lowerBound(sorted, x);
    const ub = upperBound(sorted, x, lb);
    out[i] = 2 * lb + (ub - lb - 1);
  }
  return out;
}

/** Neuberg's factoring of M matchpoints among A results to a line of E: (M + 1)·E/A − 1. */
export function neuberg(m: number, a: number, e: number): Rational {
  return a === e ? fromInt(m) : q(BigInt((m + 1) * e - a), BigInt(a));
}

/**
 * Scores one line. Rows are split by group label; each group is matchpointed on its own and
 * factored to the whole line. Adjusted results take no part in the comparisons and get their
 * share of the top.
 */
export function scoreLine(cells: readonly LineCell[]): LineScore {
  const e = cells.length;
  const top = 2 * (e - 1);
  const mp = new Array<Rational | null>(e).fill(null);
  const groups = new Map<string | null, number[]>();
  let results = 0;
  for (let i = 0; i < e; i++) {
    const c = cells[i];
    const entry = c.entry;
    switch (entry.kind) {
      case "whists": {
        results++;
        const members = groups.get(c.group);
        if (members === undefined) groups.set(c.group, [i]);
        else members.push(i);
        break;
      }
      case "adjusted":
        results++;
        mp[i] = mul(adjustmentShare(entry.adjustment), fromInt(top));
        break;
      case "none":
        break;
      default:
        assertNever(entry);
    }
  }
  for (const members of groups.values()) {
    const values = members.map((i) => (cells[i].entry as { whists: Rational }).whists);
    const raw = rawMatchpoints(values);
    for (let k = 0; k < members.length; k++) mp[members[k]] = neuberg(raw[k], members.length, e);
  }
  return { expected: e, top, results, mp };
}
