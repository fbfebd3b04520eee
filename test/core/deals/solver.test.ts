import fc from "fast-check";
import { NO_TRUMP, Solver } from "../../../src/core/deals/solver";
import { bruteForce } from "./brute";

/** Deals `n` cards to each of three hands from a shuffled pack given as a permutation of 0..31. */
function ending(perm: readonly number[], n: number): number[] {
  const hands = [0, 0, 0];
  for (let i = 0; i < 3 * n; i++) hands[i % 3] |= 1 << perm[i];
  return hands;
}

const permutation = fc
  .array(fc.integer({ min: 0, max: 1_000_000 }), { minLength: 32, maxLength: 32 })
  .map((keys) =>
    keys
      .map((k, i) => [k, i] as const)
      .sort((a, b) => a[0] - b[0] || a[1] - b[1])
      .map(([, i]) => i),
  );

describe("double-dummy solver against a plain minimax", () => {
  const solver = new Solver();
  it("agrees on random endings of 1 to 5 cards, every strain, every declarer and leader", () => {
    fc.assert(
      fc.property(
        permutation,
        fc.integer({ min: 1, max: 5 }),
        fc.integer({ min: 0, max: 2 }),
        fc.integer({ min: 0, max: 2 }),
        fc.integer({ min: -1, max: 4 }),
        (perm, n, leader, declarer, strain) => {
          const hands = ending(perm, n);
          const misere = strain === 4;
          const trump = misere ? NO_TRUMP : strain;
          const expected = bruteForce(hands, leader, declarer, trump, misere);
          expect(solver.solve(hands, leader, declarer, trump, misere)).toBe(expected);
        },
      ),
      { numRuns: 400 },
    );
  });

  it("agrees on endings where all cards are in two suits (many equal cards and voids)", () => {
    const twoSuits = permutation.map((perm) => perm.filter((c) => c >> 3 === 1 || c >> 3 === 3));
    fc.assert(
      fc.property(
        twoSuits,
        fc.integer({ min: 0, max: 2 }),
        fc.integer({ min: -1, max: 4 }),
        (cards, d, s) => {
          const hands = ending(cards, 5);
          const misere = s === 4;
          const trump = misere ? NO_TRUMP : s;
          expect(solver.solve(hands, 0, d, trump, misere)).toBe(bruteForce(hands, 0, d, trump, misere));
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe("double-dummy solver: endings that once went wrong", () => {
  it("a defender's partner, void and holding a trump, must ruff his winner and so takes the lead", () => {
    // Clubs trumps. Seat 0: ♣J ♦9; seat 1 (on lead): ♥QJ; seat 2, the declarer: ♦Q ♦7.
    // ♥Q is ruffed by seat 0, who must lead ♦9 into the declarer's ♦Q: one trick, not none.
    const bit = (suit: number, rank: number): number => 1 << (suit * 8 + rank);
    const hands = [bit(1, 4) | bit(2, 2), bit(3, 5) | bit(3, 4), bit(2, 5) | bit(2, 0)];
    expect(bruteForce(hands, 1, 2, 1, false)).toBe(1);
    expect(new Solver(10).solve(hands, 1, 2, 1, false)).toBe(1);
  });
});
