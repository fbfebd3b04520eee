import fc from "fast-check";
import { analyseDeal, bestOverDiscards, dealTricks } from "../../../src/core/deals/analyse";
import { parseHand } from "../../../src/core/deals/cards";
import { Deal, handsInOrder } from "../../../src/core/deals/deal";
import { NO_TRUMP, Solver } from "../../../src/core/deals/solver";
import { bruteForce } from "./brute";

function hand(text: string): number {
  const r = parseHand(text);
  if (!r.ok) throw new Error(`bad hand ${text}`);
  return r.hand;
}

// W deals and sits out; N is the first hand and leads.
const solid: Deal = {
  deal: 4,
  dealer: "W",
  hands: {
    N: hand("♠AKQJ10987 ♣7 ♦7 ♥-"),
    E: hand("♠- ♣- ♦AKQJ1098 ♥AKQ"),
    S: hand("♠- ♣QJ1098 ♦- ♥J10987"),
  },
  talon: hand("♣AK"),
};

describe("double-dummy figures that can be seen by eye", () => {
  const solver = new Solver();

  it("solid suits: N runs eight spades and the talon's ♣AK in spades and in no trumps", () => {
    const a = analyseDeal(solid, solver);
    expect(a.tricks.N?.S).toBe(10);
    expect(a.tricks.N?.NT).toBe(10);
    // E ruffs N's spade leads with top diamonds; every other card of his is a top card too.
    expect(a.tricks.E?.D).toBe(10);
    expect(Object.keys(a.tricks).sort()).toEqual(["E", "N", "S"]);
  });

  it("the discard decides: keeping ♣7 or ♦7 instead of a spade or the ♣AK costs a trick", () => {
    expect(dealTricks(solid, "N", "NT", solver)).toBe(10);
    const hands = handsInOrder(solid);
    // N takes the talon and throws a spade and the ♦7, keeping ♣7: nine tricks.
    const twelve = hands[0] | solid.talon;
    const badDiscard = [twelve & ~hand("♠7 ♦7"), hands[1], hands[2]];
    expect(solver.solve(badDiscard, 0, 0, NO_TRUMP, false)).toBe(9);
    const good = [twelve & ~hand("♣7 ♦7"), hands[1], hands[2]];
    expect(solver.solve(good, 0, 0, NO_TRUMP, false)).toBe(10);
  });

  it("a misère holding the twelve lowest cards after the talon is clean; the same hand takes no trick", () => {
    const deal: Deal = {
      deal: 1,
      dealer: "W",
      hands: {
        N: hand("♠987 ♣987 ♦87 ♥87"),
        E: hand("♠AKQJ10 ♣AKQJ10"),
        S: hand("♦AKQJ10 ♥AKQJ10"),
      },
      talon: hand("♦9 ♥9"),
    };
    const a = analyseDeal(deal, solver);
    expect(a.misere.N).toBe(0);
    expect(a.tricks.N?.NT).toBe(0);
    // E with ♠AKQJ10 ♣AKQJ10: every card a winner, spades trumps.
    expect(a.tricks.E?.S).toBe(10);
  });

  it("misère with ten top cards: the talon's two nines are the exits, so the discard makes it clean", () => {
    const deal: Deal = {
      deal: 1,
      dealer: "W",
      hands: {
        N: hand("♠AKQJ10 ♣AKQJ10"),
        E: hand("♠987 ♣987 ♦87 ♥87"),
        S: hand("♦AKQJ10 ♥AKQJ10"),
      },
      talon: hand("♦9 ♥9"),
    };
    // N throws two tops, leads ♦9 (S must win it), and sheds the rest on S's red suits.
    expect(dealTricks(deal, "N", "misere", solver)).toBe(0);
    // Without the talon's nines he must lead a top card at trick one and win it.
    const hands = handsInOrder(deal);
    expect(solver.solve(hands, 0, 0, NO_TRUMP, true)).toBeGreaterThanOrEqual(1);
  });
});

describe("the best discard against a plain minimax over every discard", () => {
  const solver = new Solver();
  const perm = fc
    .array(fc.integer({ min: 0, max: 1_000_000 }), { minLength: 32, maxLength: 32 })
    .map((keys) =>
      keys
        .map((k, i) => [k, i] as const)
        .sort((a, b) => a[0] - b[0] || a[1] - b[1])
        .map(([, i]) => i),
    );
  it("agrees on random 4-card endings with a 2-card talon", () => {
    fc.assert(
      fc.property(perm, fc.integer({ min: 0, max: 2 }), fc.integer({ min: -1, max: 4 }), (p, declarer, s) => {
        const n = 4;
        const hands = [0, 0, 0];
        for (let i = 0; i < 3 * n; i++) hands[i % 3] |= 1 << p[i];
        const talon = (1 << p[3 * n]) | (1 << p[3 * n + 1]);
        const misere = s === 4;
        const trump = misere ? NO_TRUMP : s;
        const twelve = hands[declarer] | talon;
        const cards = [...Array(32).keys()].filter((c) => twelve & (1 << c));
        let best: number | null = null;
        for (let i = 0; i < cards.length; i++)
          for (let j = i + 1; j < cards.length; j++) {
            const hs = [...hands];
            hs[declarer] = twelve & ~(1 << cards[i]) & ~(1 << cards[j]);
            const v = bruteForce(hs, 0, declarer, trump, misere);
            if (best === null || (misere ? v < best : v > best)) best = v;
          }
        expect(bestOverDiscards(solver, hands, declarer, talon, trump, misere)).toBe(best);
      }),
      { numRuns: 150 },
    );
  });
});
