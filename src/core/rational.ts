/**
 * Exact rational numbers on bigint. Whists can be thirds and matchpoints are factored by
 * Neuberg's formula, so every comparison that decides a place is made on exact values; floats
 * appear only when a number is shown.
 */

/** A reduced fraction n/d with d > 0. Build with `q`, `fromInt` or the parsers; never by hand. */
export interface Rational {
  readonly n: bigint;
  readonly d: bigint;
}

function gcd(a: bigint, b: bigint): bigint {
  if (a < 0n) a = -a;
  if (b < 0n) b = -b;
  while (b !== 0n) {
    const t = a % b;
    a = b;
    b = t;
  }
  return a;
}

/** n/d reduced; d must not be 0 (a programming error if it is). */
export function q(n: bigint | number, d: bigint | number = 1n): Rational {
  let nn = BigInt(n);
  let dd = BigInt(d);
  if (dd === 0n) throw new RangeError("zero denominator");
  if (dd < 0n) {
    nn = -nn;
    dd = -dd;
  }
  if (dd === 1n) return { n: nn, d: 1n };
  const g = gcd(nn, dd);
  return g === 1n ? { n: nn, d: dd } : { n: nn / g, d: dd / g };
}

const SMALL: Rational[] = Array.from({ length: 4097 }, (_, k) => ({ n: BigInt(k), d: 1n }));

/** The integer k as a rational. Small non-negative ones are shared: scoring makes millions. */
export function fromInt(k: number | bigint): Rational {
  if (typeof k === "number" && k >= 0 && k <= 4096 && Number.isInteger(k)) return SMALL[k];
  return { n: BigInt(k), d: 1n };
}

/** 0 */
export const ZERO: Rational = { n: 0n, d: 1n };

/** a + b */
export function add(a: Rational, b: Rational): Rational {
  if (a.d === 1n && b.d === 1n) return { n: a.n + b.n, d: 1n };
  if (a.d === b.d) return q(a.n + b.n, a.d);
  return q(a.n * b.d + b.n * a.d, a.d * b.d);
}

/** a − b */
export function sub(a: Rational, b: Rational): Rational {
  return add(a, { n: -b.n, d: b.d });
}

/** a · b */
export function mul(a: Rational, b: Rational): Rational {
  if (a.d === 1n && b.d === 1n) return { n: a.n * b.n, d: 1n };
  return q(a.n * b.n, a.d * b.d);
}

/** a / b; b must not be 0. */
export function div(a: Rational, b: Rational): Rational {
  return q(a.n * b.d, a.d * b.n);
}

/** −1, 0 or 1 as a <, =, > b. */
export function cmp(a: Rational, b: Rational): number {
  const l = a.n * b.d;
  const r = b.n * a.d;
  return l < r ? -1 : l > r ? 1 : 0;
}

/** a = b exactly. */
export function eq(a: Rational, b: Rational): boolean {
  return a.n === b.n && a.d === b.d;
}

/** The larger of a and b. */
export function max(a: Rational, b: Rational): Rational {
  return cmp(a, b) >= 0 ? a : b;
}

/** Nearest double, for display and JSON (correct to far better than 1e-9 for our magnitudes). */
export function toNumber(a: Rational): number {
  if (a.d === 1n) return Number(a.n);
  const whole = a.n / a.d;
  const rest = a.n - whole * a.d;
  // Split so a huge numerator and denominator do not both overflow to Infinity.
  return Number(whole) + Number((rest * 10n ** 18n) / a.d) / 1e18;
}

/** Whether a is an integer. */
export function isInteger(a: Rational): boolean {
  return a.d === 1n;
}

/**
 * The exact rational a spreadsheet meant by a double: the simplest fraction within 1e-9
 * (relative) of x whose denominator is at most 10^6. Excel stores 2.3 or 100/3 as the nearest
 * binary double; this gives back 23/10 and 100/3, so thirds typed as formulas compare exactly.
 * Returns null for NaN and infinities.
 */
export function fromDouble(x: number): Rational | null {
  if (!Number.isFinite(x)) return null;
  if (Number.isInteger(x)) return fromInt(BigInt(x));
  const tol = 1e-9 * Math.max(1, Math.abs(x));
  // Continued fraction convergents of x.
  let h0 = 0,
    h1 = 1,
    k0 = 1,
    k1 = 0;
  let v = x;
  for (let i = 0; i < 64; i++) {
    const a = Math.floor(v);
    const h2 = a * h1 + h0;
    const k2 = a * k1 + k0;
    if (k2 > 1e6) break;
    h0 = h1;
    h1 = h2;
    k0 = k1;
    k1 = k2;
    if (Math.abs(x - h1 / k1) <= tol) return q(BigInt(h1), BigInt(k1));
    const frac = v - a;
    if (frac === 0) break;
    v = 1 / frac;
  }
  return null;
}

/**
 * Parses a decimal or fraction written by a person: "7", "-13", "2.5", "2,5" (Russian decimal
 * comma), "−4" (Unicode minus), "100/3", "-33 1/3". Returns null when the text is not a number.
 */
export function parseRational(text: string): Rational | null {
  const s = text
    .trim()
    .replace(/\u2212/g, "-")
    .replace(/^\+/, "");
  let m = /^(-?)(\d+)(?:[.,](\d+))?$/.exec(s);
  if (m) {
    const frac = m[3] ?? "";
    const n = BigInt(m[2] + frac) * (m[1] === "-" ? -1n : 1n);
    return q(n, 10n ** BigInt(frac.length));
  }
  m = /^(-?)(?:(\d+)\s+)?(\d+)\/(\d+)$/.exec(s);
  if (m) {
    const d = BigInt(m[4]);
    if (d === 0n) return null;
    const whole = BigInt(m[2] ?? "0");
    const n = (whole * d + BigInt(m[3])) * (m[1] === "-" ? -1n : 1n);
    return q(n, d);
  }
  return null;
}

/**
 * The exact value rounded half away from zero to `places` decimals: "7", "2.5", "33.33"; with
 * `fixed` the decimals are kept ("73.50").
 */
export function formatRational(a: Rational, places = 2, fixed = false): string {
  const scale = 10n ** BigInt(places);
  const neg = a.n < 0n;
  const absN = neg ? -a.n : a.n;
  const scaled = (absN * scale * 2n + a.d) / (2n * a.d);
  const whole = scaled / scale;
  let frac = places > 0 ? (scaled % scale).toString().padStart(places, "0") : "";
  if (!fixed) frac = frac.replace(/0+$/, "");
  const body = frac.length > 0 ? `${whole}.${frac}` : `${whole}`;
  return neg && scaled !== 0n ? `-${body}` : body;
}
