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

let scratch = new Float64Array(256);

/** A reusable buffer of at least n doubles: scoring calls this once per line, millions of times. */
function buffer(n: number): Float64Array {
  if (scratch.length < n) scratch = new Float64Array(Math.max(n, 2 * scratch.length));
  return scratch;
}

/**
 * The values as doubles that compare exactly like the rationals, or null when no such scaling
 * fits in 53 bits (then the caller compares the rationals themselves).
 */
function exactKeys(values: readonly Rational[]): Float64Array | null {
  const n = values.length;
  const keys = new Float64Array(n);
  let den = 1n;
  for (let i = 0; i < n; i++) {
    const v = values[i];
    if (v.d === 1n) {
      keys[i] = Number(v.n);
      continue;
    }
    if (den % v.d !== 0n) {
      let a = den,
        b = v.d;
      while (b !== 0n) [a, b] = [b, a % b];
      den = (den / a) * v.d;
      if (den > 1n << 40n) return null;
    }
  }
  if (den !== 1n) {
    for (let i = 0; i < n; i++) keys[i] = Number(values[i].n * (den / values[i].d));
  }
  for (let i = 0; i < n; i++) if (!(Math.abs(keys[i]) < TWO_53)) return null;
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
  let lo = keys[0],
    hi = keys[0];
  for (let i = 1; i < n; i++) {
    if (keys[i] < lo) lo = keys[i];
    else if (keys[i] > hi) hi = keys[i];
  }
  if ((hi - lo + 1) * n < TWO_53) {
    // Pack (value, row) into one exact double so that a single native sort orders the rows; each
    // run of equal values then gets its matchpoints in one pass.
    const packed = buffer(n).subarray(0, n);
    for (let i = 0; i < n; i++) packed[i] = (keys[i] - lo) * n + i;
    packed.sort();
    let start = 0;
    while (start < n) {
      const v = Math.floor(packed[start] / n);
      let end = start + 1;
      while (end < n && Math.floor(packed[end] / n) === v) end++;
      const m = 2 * start + (end - start - 1);
      for (let k = start; k < end; k++) out[packed[k] - v * n] = m;
      start = end;
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
  const values: Rational[] = [];
  const rows: number[] = [];
  let grouped = false;
  let results = 0;
  for (let i = 0; i < e; i++) {
    const c = cells[i];
    const entry = c.entry;
    switch (entry.kind) {
      case "whists":
        results++;
        values.push(entry.whists);
        rows.push(i);
        if (c.group !== null) grouped = true;
        break;
      case "adjusted":
        results++;
        mp[i] = mul(adjustmentShare(entry.adjustment), fromInt(top));
        break;
      case "cancelled":
      case "none":
        // Not played or cancelled (seed §11.6B): no part in the comparisons; the row still counts in E.
        break;
      default:
        assertNever(entry);
    }
  }
  if (!grouped) {
    const raw = rawMatchpoints(values);
    for (let k = 0; k < rows.length; k++) mp[rows[k]] = neuberg(raw[k], rows.length, e);
    return { expected: e, top, results, mp };
  }
  const groups = new Map<string | null, number[]>();
  for (let k = 0; k < rows.length; k++) {
    const g = cells[rows[k]].group;
    const members = groups.get(g);
    if (members === undefined) groups.set(g, [k]);
    else members.push(k);
  }
  for (const members of groups.values()) {
    const raw = rawMatchpoints(members.map((k) => values[k]));
    members.forEach((k, j) => (mp[rows[k]] = neuberg(raw[j], members.length, e)));
  }
  return { expected: e, top, results, mp };
}
