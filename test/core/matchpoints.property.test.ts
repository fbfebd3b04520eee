import fc from "fast-check";
import { neuberg, scoreLine } from "../../src/core/matchpoints";
import { Entry } from "../../src/core/protocol";
import {
  add,
  formatRational,
  fromInt,
  mul,
  parseRational,
  q,
  Rational,
  toNumber,
  ZERO,
} from "../../src/core/rational";

const rational = fc
  .tuple(fc.integer({ min: -500, max: 500 }), fc.constantFrom(1, 2, 3, 10))
  .map(([n, d]) => q(n, d));
const whistLine = fc.array(rational, { minLength: 1, maxLength: 40 });
const cells = (xs: readonly Rational[]) =>
  xs.map((w) => ({ entry: { kind: "whists", whists: w } as Entry, group: null }));
const sum = (xs: readonly (Rational | null)[]) =>
  xs.reduce<Rational>((a, x) => (x === null ? a : add(a, x)), ZERO);

describe("matchpoint invariants", () => {
  test("in a complete line the matchpoints sum to E·(E − 1)", () => {
    fc.assert(
      fc.property(whistLine, (xs) => {
        const e = xs.length;
        expect(sum(scoreLine(cells(xs)).mp)).toEqual(fromInt(e * (e - 1)));
      }),
    );
  });

  test("with rows missing, each factored result still averages half the top: the sum is A·(E − 1)", () => {
    fc.assert(
      fc.property(whistLine, fc.integer({ min: 1, max: 5 }), (xs, missing) => {
        const e = xs.length + missing;
        const line = [
          ...cells(xs),
          ...Array.from({ length: missing }, () => ({ entry: { kind: "none" } as Entry, group: null })),
        ];
        expect(sum(scoreLine(line).mp)).toEqual(fromInt(xs.length * (e - 1)));
      }),
    );
  });

  test("swapping two rows swaps their matchpoints and changes nothing else", () => {
    fc.assert(
      fc.property(whistLine, fc.nat(), fc.nat(), (xs, i0, j0) => {
        const i = i0 % xs.length;
        const j = j0 % xs.length;
        const swapped = [...xs];
        [swapped[i], swapped[j]] = [swapped[j], swapped[i]];
        const a = scoreLine(cells(xs)).mp;
        const b = [...scoreLine(cells(swapped)).mp];
        [b[i], b[j]] = [b[j], b[i]];
        expect(b).toEqual(a);
      }),
    );
  });

  test("scaling all whists by a positive factor changes nothing", () => {
    fc.assert(
      fc.property(
        whistLine,
        fc.integer({ min: 1, max: 1000 }),
        fc.integer({ min: 1, max: 7 }),
        (xs, n, d) => {
          const k = q(n, d);
          expect(scoreLine(cells(xs.map((x) => mul(x, k)))).mp).toEqual(scoreLine(cells(xs)).mp);
        },
      ),
    );
  });

  test("Neuberg with A = E is the identity, and factors the average to the average", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 200 }), fc.nat(), (e, m0) => {
        const m = m0 % (2 * e - 1);
        expect(neuberg(m, e, e)).toEqual(fromInt(m));
      }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100 }), fc.integer({ min: 0, max: 100 }), (a, extra) => {
        // The average of A results, A − 1, becomes the average of E, E − 1.
        expect(neuberg(a - 1, a, a + extra)).toEqual(fromInt(a + extra - 1));
      }),
    );
  });
});

describe("reading and writing numbers", () => {
  test("formatting to 9 decimals and parsing back gives a value within 1e-9", () => {
    fc.assert(
      fc.property(rational, (x) => {
        const back = parseRational(formatRational(x, 9));
        expect(back).not.toBeNull();
        expect(Math.abs(toNumber(back!) - toNumber(x))).toBeLessThanOrEqual(1e-9);
      }),
    );
  });

  test("decimals round-trip exactly", () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e6, max: 1e6 }), fc.integer({ min: 0, max: 3 }), (n, places) => {
        const x = q(n, 10 ** places);
        expect(parseRational(formatRational(x, places))).toEqual(x);
      }),
    );
  });
});
