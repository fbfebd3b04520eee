/** The families one by one: what each promises, checked with the validator. */
import { generateMovement, validateMovement, type Movement } from "../../../src/core/movement";
import { cyclicDesign } from "../../../src/core/movement/cyclic";
import { toMovement } from "../../../src/core/movement/design";
import { fieldDesign } from "../../../src/core/movement/field";
import { galoisField, primePower } from "../../../src/core/movement/gf";
import { MOLS_ORDERS, molsSquare } from "../../../src/core/movement/mols-data";
import { perfectMethodFor } from "../../../src/core/movement/perfect";
import { unwrap } from "../../../src/core/result";

function made(players: number, options: Parameters<typeof generateMovement>[1] = {}): Movement {
  return unwrap(generateMovement(players, options));
}

/** Table counts up to 60 with no perfect movement from cyclic, field, MOLS data or a product. */
const NOT_PERFECT_UP_TO_60 = [
  1, 2, 3, 4, 6, 10, 22, 33, 34, 36, 38, 39, 42, 44, 46, 48, 50, 51, 52, 54, 57, 58,
];

describe("perfect movements", () => {
  test("auto is perfect for every table count up to 60 that has a perfect family", () => {
    for (let T = 1; T <= 60; T++) {
      const promised = perfectMethodFor(T, 4) !== undefined;
      expect(promised).toBe(!NOT_PERFECT_UP_TO_60.includes(T));
      if (!promised) continue;
      const m = made(4 * T);
      const q = validateMovement(m);
      expect({ T, problems: q.problems, perfect: q.perfect }).toEqual({ T, problems: [], perfect: true });
      expect(q.meetings).toEqual({ "0": 0, "1": 2 * 6 * T * T });
    }
  });

  test("auto picks cyclic, then field, then MOLS data, then a product", () => {
    const methodFor = (T: number): string => made(4 * T).method;
    for (const T of [5, 7, 11, 13, 25, 35, 49, 55]) expect(methodFor(T)).toBe("cyclic");
    for (const T of [8, 9, 16, 27, 32]) expect(methodFor(T)).toBe("field");
    for (const T of MOLS_ORDERS) expect(methodFor(T)).toBe("mols");
    for (const T of [40, 45, 56, 60, 63, 72]) expect(methodFor(T)).toBe("product");
  });

  test("cyclic is perfect exactly when gcd(T, 6) = 1 (checked for T up to 30)", () => {
    for (let T = 2; T <= 30; T++) {
      const q = validateMovement(toMovement(cyclicDesign(T, 4), "cyclic"));
      const coprime = T % 2 !== 0 && T % 3 !== 0;
      expect({ T, perfect: q.perfect }).toEqual({ T, perfect: coprime });
    }
  });

  test("the field movement is perfect for every prime power from 5 to 128", () => {
    for (let q = 5; q <= 128; q++) {
      if (primePower(q) === undefined) continue;
      const m = toMovement(fieldDesign(q, 4), "field");
      expect({ q, perfect: validateMovement(m).perfect }).toEqual({ q, perfect: true });
    }
  });

  test("GF(q) is a field: distributive, every non-zero element invertible", () => {
    for (const q of [4, 8, 9, 16, 25, 27, 32]) {
      const F = galoisField(q);
      if (F === undefined) throw new Error(`no GF(${q})`);
      for (let a = 0; a < q; a++) {
        if (a !== 0)
          expect(Array.from({ length: q }, (_, b) => F.mul(a, b)).filter((x) => x === 1)).toHaveLength(1);
        for (let b = 0; b < q; b++) {
          expect(F.add(F.sub(a, b), b)).toBe(a);
          for (const c of [1, q - 1, Math.floor(q / 2)]) {
            expect(F.mul(a, F.add(b, c))).toBe(F.add(F.mul(a, b), F.mul(a, c)));
          }
        }
      }
    }
  });

  test("the MOLS data decode to four Latin squares, pairwise orthogonal, row 0 in order", () => {
    for (const n of MOLS_ORDERS) {
      const squares = [0, 1, 2, 3].map((k) => molsSquare(n, k) ?? []);
      for (const sq of squares) {
        expect(sq[0]).toEqual(Array.from({ length: n }, (_, i) => i));
        for (let i = 0; i < n; i++) {
          expect(new Set(sq[i]).size).toBe(n);
          expect(new Set(sq.map((row) => row[i])).size).toBe(n);
        }
      }
      for (let a = 0; a < 4; a++) {
        for (let b = a + 1; b < 4; b++) {
          const pairs = new Set<number>();
          for (let r = 0; r < n; r++)
            for (let c = 0; c < n; c++) pairs.add(squares[a][r][c] * n + squares[b][r][c]);
          expect(pairs.size).toBe(n * n);
        }
      }
    }
  });

  test("tables of 3 are perfect for 4 tables (GF(4)), 5, 7, 12, 20 and 36 (= 4·9)", () => {
    for (const T of [4, 5, 7, 12, 20, 36]) {
      const m = made(3 * T, { tableSize: 3 });
      const q = validateMovement(m);
      expect({
        T,
        perfect: q.perfect,
        empty: m.schedule.every((r) => r.tables.every((t) => t.W === null)),
      }).toEqual({
        T,
        perfect: true,
        empty: true,
      });
    }
  });
});

describe("rooms", () => {
  test.each([
    [10, [5, 5]],
    [12, [5, 7]],
    [14, [7, 7]],
  ])("%i tables split into rooms %j playing the same sets", (T, split) => {
    const m = made(4 * T, { method: "rooms" });
    expect(m.rooms?.map((r) => r.tables)).toEqual(split);
    expect(m.rooms?.map((r) => r.firstTable)).toEqual([1, 1 + split[0]]);
    expect(m.rounds).toBe(Math.min(...split));
    expect(m.setCopies).toBe(2);
    const q = validateMovement(m);
    expect(q.problems).toEqual([]);
    expect(q.repeatedSets).toBe(0);
    // Every pair of one room from different lines meets once; pairs across rooms never.
    expect(q.meetings["2"]).toBeUndefined();
    // Round 1: both rooms play sets 1..5 at their first five tables.
    const sets = m.schedule[0].tables.map((t) => t.set);
    expect(sets.slice(0, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(sets.slice(split[0], split[0] + 5)).toEqual([1, 2, 3, 4, 5]);
  });
});

describe("small fields and rests", () => {
  test("8 players: every pair meets 3 times in 7 rounds, both tables play the same set", () => {
    const m = made(8);
    const q = validateMovement(m);
    expect(q.pairMeetings).toEqual({ "0": 0, "3": 28 });
    expect(m.schedule.every((r) => r.tables[0].set === r.tables[1].set)).toBe(true);
    // Player 8 (∞) never moves: the stationary 1N of the seed's schemes.
    expect(m.schedule.every((r) => r.tables[0].N === 8)).toBe(true);
    expect(q.repeatedSets).toBe(0);
  });

  test("9 players: one rests each round, every pair meets 3 times in 9 rounds", () => {
    const m = made(9);
    const q = validateMovement(m);
    expect(m.schedule.map((r) => r.resting)).toEqual([[1], [2], [3], [4], [5], [6], [7], [8], [9]]);
    expect(q.pairMeetings).toEqual({ "0": 0, "3": 36 });
  });

  test("12 players: every pair meets 3 times in 11 rounds; 16 players: every pair once in 5", () => {
    expect(validateMovement(made(12)).pairMeetings).toEqual({ "0": 0, "3": 66 });
    const q16 = validateMovement(made(16));
    expect(q16.pairMeetings).toEqual({ "0": 0, "1": 120 });
    expect(q16.metOnceShare).toBe(1);
  });

  test("9 players at tables of 3: every pair once in 4 rounds; 6 players: every pair 4 times in 10", () => {
    expect(validateMovement(made(9, { tableSize: 3 })).pairMeetings).toEqual({ "0": 0, "1": 36 });
    expect(validateMovement(made(6, { tableSize: 3 })).pairMeetings).toEqual({ "0": 0, "4": 15 });
  });

  test("4T+1, 4T+2, 4T+3 players: 1, 2, 3 rest each round, nobody twice, everybody else keeps his line", () => {
    for (const P of [29, 30, 31]) {
      const m = made(P, { method: "rests" });
      expect(m.method).toBe("rests");
      expect(m.base).toBe("cyclic");
      const q = validateMovement(m);
      expect(q.problems).toEqual([]);
      expect(m.schedule.every((r) => r.resting.length === P - 28)).toBe(true);
      expect(q.rests).toEqual({ min: 0, max: 1 });
      // The players of the 7-table movement never change seat.
      for (const round of m.schedule) {
        for (const t of round.tables) {
          for (const [seat, line] of [
            ["N", 0],
            ["E", 1],
            ["S", 2],
            ["W", 3],
          ] as const) {
            const p = t[seat];
            if (p !== null && p <= 28) expect(Math.floor((p - 1) / 7)).toBe(line);
          }
        }
      }
    }
  });

  test("long sessions rest everybody in turn: 7 players (one table, 3 resting) rest 3 times each in 7 rounds", () => {
    const m = made(7, { method: "rests" });
    expect(m.rounds).toBe(7);
    expect(validateMovement(m).rests).toEqual({ min: 3, max: 3 });
  });

  test.each([
    [7, 2],
    [11, 3],
  ])(
    "%i players: the scheme for one player more, its player ∞ away — nobody rests, every pair meets 3 times",
    (P, T) => {
      // 8 (12) players: Z7 (Z11) ∪ {∞}, every pair 3 times; without ∞ the table ∞ sat at plays
      // 3-handed every round and the other pairs still meet 3 times, in P rounds.
      const m = made(P);
      expect([m.method, m.base, m.tables, m.rounds]).toEqual(["regroup", "small", T, P]);
      const q = validateMovement(m);
      expect(q.problems).toEqual([]);
      expect(q.pairMeetings).toEqual({ "0": 0, "3": (P * (P - 1)) / 2 });
      expect([q.rests.max, q.threeHandedTables]).toEqual([0, P]);
    },
  );

  test("regroup: 4T−1 to 4T−3 players play one movement for T tables with 3-handed tables", () => {
    const m = made(31, { method: "regroup" });
    expect(m.tables).toBe(8);
    const q = validateMovement(m);
    expect(q.problems).toEqual([]);
    expect(q.threeHandedTables).toBe(8);
    expect(q.rests.max).toBe(0);
    expect(
      m.schedule.every((r) => r.tables.filter((t) => [t.N, t.E, t.S, t.W].includes(null)).length === 1),
    ).toBe(true);
    const two = made(30, { method: "regroup" });
    expect(validateMovement(two).threeHandedTables).toBe(16);
  });

  test("tiny counts: 3 players at one table (set 1 dealt by N: N empty), 4 at one table, 5 and 6 with rests", () => {
    expect(made(3).schedule[0].tables).toEqual([{ table: 1, set: 1, N: null, E: 2, S: 3, W: 1 }]);
    expect(made(4).schedule[0].tables).toEqual([{ table: 1, set: 1, N: 1, E: 2, S: 3, W: 4 }]);
    for (const P of [5, 6]) {
      const m = made(P);
      expect(m.tables).toBe(1);
      expect(validateMovement(m).problems).toEqual([]);
      expect(m.schedule.every((r) => r.resting.length === P - 4)).toBe(true);
    }
  });
});
