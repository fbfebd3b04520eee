/**
 * Golden files for small cases checked by hand (test/golden/movement): the seed's simple movement
 * for 5 tables (20 players) and the 13-player scheme with one player resting. The JSON and the
 * printed text must match byte for byte; the hand checks below say what was checked.
 */
import { readFileSync } from "fs";
import { join } from "path";
import { movementJson, movementText } from "../../../src/cli/commands/movement";
import {
  generateMovement,
  movementAlternatives,
  validateMovement,
  type Movement,
} from "../../../src/core/movement";
import { unwrap } from "../../../src/core/result";

const golden = (name: string): string => readFileSync(join(__dirname, "../../golden/movement", name), "utf8");

function made(players: number): Movement {
  return unwrap(generateMovement(players));
}

describe.each([
  ["cyclic-20", 20],
  ["small-13", 13],
])("golden %s", (name, players) => {
  const m = made(players);
  const q = validateMovement(m);
  const alternatives = movementAlternatives(players, 4, m);
  test("JSON matches the golden file", () => {
    expect(JSON.stringify(movementJson(m, q, alternatives), null, 2) + "\n").toBe(golden(`${name}.json`));
  });
  test("printed text matches the golden file", () => {
    expect(movementText(m, q, alternatives, "en") + "\n").toBe(golden(`${name}.txt`));
  });
});

describe("hand checks behind the golden files", () => {
  test("20 players: N stays, E +1, S +2, W −2, table t plays set t + r − 1 (seed §5)", () => {
    const m = made(20);
    // Round 1 seats everybody in order: N 1–5, E 6–10, S 11–15, W 16–20.
    expect(m.schedule[0].tables.map((t) => [t.N, t.E, t.S, t.W, t.set])).toEqual([
      [1, 6, 11, 16, 1],
      [2, 7, 12, 17, 2],
      [3, 8, 13, 18, 3],
      [4, 9, 14, 19, 4],
      [5, 10, 15, 20, 5],
    ]);
    // Round 3 at table 1: E came 2 tables forward (from table 4: player 9), S 4 forward (from
    // table 2: player 12), W 4 back (from table 5: player 20); set 1 + 2 = 3.
    expect(m.schedule[2].tables[0]).toEqual({ table: 1, set: 3, N: 1, E: 9, S: 12, W: 20 });
    // Round 5 at table 5: E 4 up from table 1 (6), S 8 up from table 2 (12), W 8 down from table 3 (18).
    expect(m.schedule[4].tables[4]).toEqual({ table: 5, set: 4, N: 5, E: 6, S: 12, W: 18 });
  });

  test("13 players: tables {3,6,10,11}, {1,2,8,12}, {4,5,7,9} + r, player r rests, sets r, r+7, r+5", () => {
    const m = made(13);
    const residue = (x: number | null): number | null => (x === null ? null : x % 13);
    m.schedule.forEach((round) => {
      const r = round.round;
      expect(round.resting).toEqual([r]);
      const base = [
        [3, 6, 10, 11],
        [1, 2, 8, 12],
        [4, 5, 7, 9],
      ];
      const offsets = [0, 7, 5];
      round.tables.forEach((t, j) => {
        expect([t.N, t.E, t.S, t.W].map(residue)).toEqual(base[j].map((b) => (b + r) % 13));
        expect(t.set % 13).toBe((r + offsets[j]) % 13);
      });
    });
    // Every pair meets exactly 3 times in 13 rounds, with one copy of each set.
    expect(validateMovement(m).pairMeetings).toEqual({ "0": 0, "3": 78 });
    expect(m.setCopies).toBe(1);
  });
});
