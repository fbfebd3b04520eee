/** The validator finds what is wrong with a hand-broken movement. */
import { generateMovement, validateMovement, type Movement } from "../../../src/core/movement";
import { unwrap } from "../../../src/core/result";

const base = (): Movement => {
  return unwrap(generateMovement(20));
};

const codesOf = (m: Movement): string[] =>
  [...new Set(validateMovement(m).problems.map((p) => p.code))].sort();

test("a sound movement has no problems", () => {
  expect(validateMovement(base()).problems).toEqual([]);
});

test("a player placed twice (and another missing) in one round — twice at one table, so a set twice too", () => {
  const m = base();
  const rounds = m.schedule.map((r, i) =>
    i === 1 ? { ...r, tables: r.tables.map((t, j) => (j === 0 ? { ...t, E: 1 } : t)) } : r,
  );
  expect(codesOf({ ...m, schedule: rounds })).toEqual(["movement.player-placement", "movement.repeated-set"]);
});

test("a set played twice by one player, and at two tables of a round", () => {
  const m = base();
  const rounds = m.schedule.map((r, i) =>
    i === 1 ? { ...r, tables: r.tables.map((t, j) => (j === 1 ? { ...t, set: 1 } : t)) } : r,
  );
  const q = validateMovement({ ...m, schedule: rounds });
  expect(codesOf({ ...m, schedule: rounds })).toEqual(["movement.repeated-set", "movement.set-copies"]);
  expect(q.repeatedSets).toBeGreaterThan(0);
  expect(q.perfect).toBe(false);
});

test("out-of-range tables, sets and players, a seat W at tables of 3, uneven rests", () => {
  const m = base();
  const r0 = m.schedule[0];
  const broken: Movement = {
    ...m,
    schedule: [
      {
        ...r0,
        tables: [{ ...r0.tables[0], table: 9, set: 7 }, ...r0.tables.slice(1, 4), { ...r0.tables[4], W: 25 }],
      },
      ...m.schedule.slice(1),
    ],
  };
  expect(codesOf(broken)).toEqual([
    "movement.player-placement",
    "movement.player-range",
    "movement.set-range",
    "movement.table-number",
  ]);
  const three: Movement = { ...m, tableSize: 3 };
  expect(codesOf(three)).toEqual(["movement.table-size"]);
  // Player 1 rests twice while player 2 never does.
  const restless: Movement = {
    ...m,
    players: 21,
    schedule: m.schedule.map((r, i) => ({
      ...r,
      resting: i < 2 ? [21] : [],
      tables: i < 2 ? r.tables : r.tables.map((t) => (t.N === 1 ? { ...t, N: 21 } : t)),
    })),
  };
  // Round 3 on: 21 plays in 1's seat and 1 is nowhere — placement problems, and 21 rested twice.
  expect(codesOf(restless)).toContain("movement.rests-uneven");
});

test("quality figures of the seed's simple movement", () => {
  const q = validateMovement(base());
  expect(q).toMatchObject({
    repeatedSets: 0,
    meetings: { "0": 0, "1": 300 },
    pairMeetings: { "0": 40, "1": 150 },
    linesKept: true,
    shareBasis: "cross-line",
    metOnce: 150,
    pairs: 150,
    metOnceShare: 1,
    rests: { min: 0, max: 0 },
    resultsPerSet: { min: 5, max: 5 },
    threeHandedTables: 0,
    perfect: true,
  });
});
