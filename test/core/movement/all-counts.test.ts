/**
 * The validator run on the movement for every count: 3 to 400 players at tables of 4, 3 to 200 at
 * tables of 3. Never a repeated set, everybody placed once a round, rests even, perfect where a
 * perfect family serves the count; and early stops keep all of that (fast-check). From 4 to 60
 * players (3 to 60 at tables of 3), auto is at least as good by the advice order as every family.
 */
import fc from "fast-check";
import {
  compareCandidates,
  describeMethod,
  familyMovements,
  generateMovement,
  validateMovement,
} from "../../../src/core/movement";
import { perfectMethodFor } from "../../../src/core/movement/perfect";

describe.each([
  [4, 3, 400],
  [3, 3, 200],
] as const)("tables of %i, %i to %i players", (size, from, to) => {
  test("every count gets a sound movement", () => {
    const failures: string[] = [];
    for (let P = from; P <= to; P++) {
      const r = generateMovement(P, { tableSize: size });
      if (!r.ok) {
        failures.push(`${P}: ${r.problems.map((p) => p.message).join("; ")}`);
        continue;
      }
      const m = r.value;
      const q = validateMovement(m);
      const T = P / size;
      const promised = Number.isInteger(T) && T >= 5 && perfectMethodFor(T, size) !== undefined;
      if (q.problems.length > 0) failures.push(`${P}: ${q.problems[0].message}`);
      if (q.repeatedSets !== 0) failures.push(`${P}: ${q.repeatedSets} repeated sets`);
      if (q.rests.max - q.rests.min > 1) failures.push(`${P}: rests ${q.rests.min}–${q.rests.max}`);
      if (promised && !q.perfect) failures.push(`${P}: not perfect`);
      if (m.players !== P || m.schedule.length !== m.rounds) failures.push(`${P}: wrong shape`);
    }
    expect(failures).toEqual([]);
  });
});

describe.each([
  [4, 4, 60],
  [3, 3, 60],
] as const)("tables of %i, %i to %i players: auto by the advice order", (size, from, to) => {
  test("auto is at least as good as every family that can seat the players", () => {
    const worse: string[] = [];
    for (let P = from; P <= to; P++) {
      const r = generateMovement(P, { tableSize: size });
      if (!r.ok) {
        worse.push(`${P}: ${r.problems.map((p) => p.message).join("; ")}`);
        continue;
      }
      const auto = { movement: r.value, quality: validateMovement(r.value) };
      const families = familyMovements(P, size);
      if (families.length === 0) worse.push(`${P}: no family listed`);
      for (const c of families)
        if (compareCandidates(auto, c) > 0) worse.push(`${P}: ${describeMethod(c.movement)} beats auto`);
    }
    expect(worse).toEqual([]);
  });
});

test("an early stop keeps every invariant", () => {
  fc.assert(
    fc.property(
      fc.integer({ min: 3, max: 160 }),
      fc.constantFrom(3, 4),
      fc.double({ min: 0, max: 1, noNaN: true }),
      (P, size, f) => {
        const full = generateMovement(P, { tableSize: size });
        if (!full.ok) return false;
        const rounds = Math.max(1, Math.ceil(f * full.value.fullRounds));
        const cut = generateMovement(P, { tableSize: size, rounds });
        if (!cut.ok) return false;
        const q = validateMovement(cut.value);
        expect(q.problems).toEqual([]);
        expect(cut.value.rounds).toBe(rounds);
        expect(cut.value.schedule).toEqual(
          full.value.schedule.slice(0, rounds).map((round, i) => ({
            ...round,
            tables: round.tables.map((t, j) => ({ ...t, set: cut.value.schedule[i].tables[j].set })),
          })),
        );
        return true;
      },
    ),
    { numRuns: 60, seed: 20240601 },
  );
});
