import fc from "fast-check";
import { Seat, SEATS } from "../../../src/core/protocol";
import { add, cmp, fromInt, mul, q, Rational, ZERO } from "../../../src/core/rational";
import {
  contractOf,
  Contract,
  DealInput,
  dealWhists,
  DefenceChoice,
  formatContract,
  LEVELS,
  scaleVariant,
  SOCHI,
  SUITS,
  VARIANTS,
  WhistRow,
} from "../../../src/core/whists";
import { unwrap } from "../../../src/core/result";

const sum = (row: WhistRow): Rational =>
  SEATS.reduce((a, s) => (row[s] === null ? a : add(a, row[s] as Rational)), ZERO);

/** Three non-negative trick counts adding up to 10. */
const split3 = fc.tuple(fc.integer({ min: 0, max: 10 }), fc.integer({ min: 0, max: 10 })).map(([a, b]) => {
  const lo = Math.min(a, b);
  const hi = Math.max(a, b);
  return [lo, hi - lo, 10 - hi] as const;
});

const contract: fc.Arbitrary<Contract> = fc.oneof(
  fc.record({
    kind: fc.constant("game" as const),
    level: fc.constantFrom(...LEVELS),
    suit: fc.constantFrom(...SUITS),
  }),
  fc.constant({ kind: "misere" } as const),
  fc.constant({ kind: "all-pass" } as const),
);

/** A well-formed deal at a 3- or 4-handed table. */
const deal: fc.Arbitrary<DealInput> = fc
  .record({
    contract,
    players: fc.constantFrom(3, 4),
    out: fc.constantFrom(...SEATS),
    declarerIndex: fc.integer({ min: 0, max: 2 }),
    tricks: split3,
    defence: fc.constantFrom<readonly [DefenceChoice, DefenceChoice]>(
      ["whist", "whist"],
      ["whist", "pass"],
      ["pass", "whist"],
      ["pass", "pass"],
      ["pass", "half-whist"],
    ),
    run: fc.integer({ min: 1, max: 4 }),
  })
  .map((g): DealInput => {
    const playing = SEATS.filter((s) => s !== g.out);
    const tricks: Partial<Record<Seat, number>> = {};
    playing.forEach((s, i) => (tricks[s] = g.tricks[i]));
    const declarer = playing[g.declarerIndex];
    const defenders = playing.filter((s) => s !== declarer);
    let defence: Partial<Record<Seat, DefenceChoice>> | undefined;
    if (g.contract.kind === "game") {
      const half = g.defence[1] === "half-whist";
      defence =
        half && g.contract.level > 7
          ? undefined
          : { [defenders[0]]: g.defence[0], [defenders[1]]: g.defence[1] };
    }
    return {
      contract: g.contract,
      players: g.players,
      dealer: g.players === 4 ? g.out : undefined,
      empty: g.players === 3 ? g.out : undefined,
      declarer: g.contract.kind === "all-pass" ? undefined : declarer,
      tricks,
      defence,
      allPassRun: g.run,
    };
  });

describe("whist properties", () => {
  test("every row of every variant sums to zero, exactly (and rounded rows too)", () => {
    fc.assert(
      fc.property(deal, fc.constantFrom(...VARIANTS), fc.boolean(), (d, rules, round) => {
        const r = unwrap(dealWhists(rules, { ...d, rounding: round ? "nearest" : "exact" }));
        expect(sum(r)).toEqual(ZERO);
        // The seats at the table have numbers; the empty seat of a 3-handed table has none.
        expect(SEATS.filter((s) => r[s] === null).length).toBe(d.players === 3 ? 1 : 0);
        if (round) for (const s of SEATS) expect(r[s]?.d ?? 1n).toBe(1n);
      }),
      { numRuns: 600 },
    );
  });

  test("Sochi: a made game never loses the declarer whists when both defenders take their obligation", () => {
    fc.assert(
      fc.property(deal, (d) => {
        if (d.contract.kind !== "game") return;
        const level = d.contract.level;
        const both = { ...d, defence: undefined };
        const declarer = both.declarer as Seat;
        const t = both.tricks[declarer] ?? 0;
        if (t < level || 10 - t < SOCHI.obligation[level]) return;
        const r = unwrap(dealWhists(SOCHI, both));
        expect(cmp(r[declarer] as Rational, ZERO)).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 800 },
    );
  });

  test("doubling every price of a custom record doubles the row (and any factor k scales it)", () => {
    fc.assert(
      fc.property(deal, fc.constantFrom(...VARIANTS), fc.constantFrom(q(2), q(1, 2), q(3)), (d, rules, k) => {
        const base = dealWhists(rules, d);
        const scaled = dealWhists(scaleVariant(rules, k, "club"), d);
        if (!base.ok || !scaled.ok) throw new Error("a well-formed deal failed");
        for (const s of SEATS) {
          const b = base.value[s];
          expect(scaled.value[s]).toEqual(b === null ? null : mul(b, k));
        }
      }),
      { numRuns: 400 },
    );
  });

  test("formatContract and contractOf round-trip", () => {
    fc.assert(
      fc.property(contract, (c) => {
        expect(contractOf(formatContract(c))).toEqual(c);
      }),
    );
  });

  test("the doubled record is still zero-sum and doubles the worked row", () => {
    const doubled = scaleVariant(SOCHI, fromInt(2), "sochi-x2");
    const r = dealWhists(doubled, {
      contract: contractOf("6♠")!,
      declarer: "N",
      dealer: "W",
      tricks: { N: 6, E: 2, S: 2 },
    });
    expect(r.ok && SEATS.map((s) => r.value[s])).toEqual([14, -2, -2, -10].map((x) => fromInt(x)));
  });
});
