/**
 * Finite fields GF(p^k) for the `field` movements and the 16-player affine plane, plus the
 * little number theory the families need. An element is an integer 0..q−1 whose base-p digits
 * are its polynomial coefficients; addition is digit-wise mod p (XOR when p = 2).
 */

/** Greatest common divisor of two non-negative integers. */
export function gcd(a: number, b: number): number {
  let x = Math.abs(a);
  let y = Math.abs(b);
  while (y !== 0) {
    const t = x % y;
    x = y;
    y = t;
  }
  return x;
}

/** a mod m in 0..m−1, also for negative a. */
export function mod(a: number, m: number): number {
  const r = a % m;
  return r < 0 ? r + m : r;
}

/** `{ p, k }` with q = p^k, or undefined when q is not a prime power (q ≥ 2). */
export function primePower(q: number): { p: number; k: number } | undefined {
  if (!Number.isInteger(q) || q < 2) return undefined;
  let p = 2;
  while (p * p <= q && q % p !== 0) p++;
  if (q % p !== 0) p = q;
  let rest = q;
  let k = 0;
  while (rest % p === 0) {
    rest /= p;
    k++;
  }
  return rest === 1 ? { p, k } : undefined;
}

/** Arithmetic in GF(q). */
export interface GaloisField {
  readonly q: number;
  readonly p: number;
  add(a: number, b: number): number;
  sub(a: number, b: number): number;
  neg(a: number): number;
  mul(a: number, b: number): number;
  /** A generator of the multiplicative group. */
  readonly primitive: number;
  /** primitive^i. */
  power(i: number): number;
}

const fieldCache = new Map<number, GaloisField>();

/**
 * GF(q) for a prime power q, or undefined. The modulus is the first monic polynomial of degree k
 * (in the integer order of its coefficient digits) for which x generates the multiplicative group —
 * a primitive polynomial, hence irreducible — so the field is the same on every run.
 */
export function galoisField(q: number): GaloisField | undefined {
  const cached = fieldCache.get(q);
  if (cached !== undefined) return cached;
  const pk = primePower(q);
  if (pk === undefined) return undefined;
  const { p, k } = pk;

  const addDigits = (a: number, b: number, sign: 1 | -1): number => {
    let result = 0;
    let place = 1;
    let x = a;
    let y = b;
    for (let i = 0; i < k; i++) {
      const d = mod((x % p) + sign * (y % p), p);
      result += d * place;
      place *= p;
      x = (x - (x % p)) / p;
      y = (y - (y % p)) / p;
    }
    return result;
  };

  // log / antilog tables built from the primitive polynomial found below.
  const exp = new Int32Array(2 * q);
  const log = new Int32Array(q);
  const tryModulus = (low: number): boolean => {
    // Multiplying by x: shift digits up one place and reduce x^k = −(low coefficients).
    const timesX = (a: number): number => {
      const high = p ** (k - 1);
      const top = (a - (a % high)) / high;
      const shifted = (a % high) * p;
      // x^k ≡ −low(x), so top·x^k contributes −top·low.
      let reduce = 0;
      let place = 1;
      let l = low;
      for (let i = 0; i < k; i++) {
        reduce += mod(-top * (l % p), p) * place;
        place *= p;
        l = (l - (l % p)) / p;
      }
      return addDigits(shifted, reduce, 1);
    };
    let value = 1;
    for (let i = 0; i < q - 1; i++) {
      if (i > 0 && value === 1) return false;
      exp[i] = value;
      value = timesX(value);
    }
    return value === 1;
  };

  if (k === 1) {
    // GF(p) = Z_p; the smallest primitive root is the generator.
    for (let g = 2; g <= p; g++) {
      let value = 1;
      let order = 0;
      do {
        value = (value * (g % p)) % p;
        order++;
      } while (value !== 1 && order < p);
      if (order === p - 1 || p === 2) {
        let v = 1;
        for (let i = 0; i < q - 1; i++) {
          exp[i] = v;
          v = (v * (g % p)) % p;
        }
        break;
      }
    }
  } else {
    let found = false;
    for (let low = 1; low < q && !found; low++) found = tryModulus(low);
    if (!found) return undefined;
  }
  for (let i = 0; i < q - 1; i++) {
    exp[i + q - 1] = exp[i];
    log[exp[i]] = i;
  }

  // Addition tables for odd p: the movements look up q² sums, digit arithmetic each time is slow.
  const sum = new Int32Array(p === 2 ? 0 : q * q);
  const difference = new Int32Array(p === 2 ? 0 : q * q);
  if (p !== 2) {
    for (let a = 0; a < q; a++) {
      for (let b = 0; b < q; b++) {
        sum[a * q + b] = addDigits(a, b, 1);
        difference[a * q + b] = addDigits(a, b, -1);
      }
    }
  }
  const field: GaloisField = {
    q,
    p,
    add: (a, b) => (p === 2 ? a ^ b : sum[a * q + b]),
    sub: (a, b) => (p === 2 ? a ^ b : difference[a * q + b]),
    neg: (a) => (p === 2 ? a : difference[a]),
    mul: (a, b) => (a === 0 || b === 0 ? 0 : exp[log[a] + log[b]]),
    primitive: q === 2 ? 1 : exp[1],
    power: (i) => exp[mod(i, q - 1)],
  };
  fieldCache.set(q, field);
  return field;
}
