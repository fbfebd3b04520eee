import { installCustomFunctionsStub, StubError } from "./custom-functions-stub";
installCustomFunctionsStub();
import { movement } from "../../src/functions/functions";

function errorOf(f: () => unknown): StubError {
  try {
    f();
  } catch (e) {
    return e as StubError;
  }
  throw new Error("expected an error");
}

describe("=PREF.MOVEMENT called as Excel calls it", () => {
  test("list view for 20 players (5 tables, the seed's cyclic movement), optionals as null", () => {
    const rows = movement(20, null as never, "list", null as never);
    expect(rows[0]).toEqual(["Round", "Table", "Set", "N", "E", "S", "W"]);
    expect(rows).toHaveLength(1 + 5 * 5);
    // Round 1: table t plays set t; N t, E 5 + t, S 10 + t, W 15 + t.
    expect(rows[1]).toEqual([1, 1, 1, 1, 6, 11, 16]);
    // Round 2 at table 5: set 1 (the first set went to the end of the row); E came from table 4
    // (+1), S from table 3 (+2), W from table 2 (−2 wraps round).
    expect(rows.find((r) => r[0] === 2 && r[1] === 5)).toEqual([2, 5, 1, 5, 9, 13, 17]);
  });

  test("grid view is a rectangle with a header row and one row per round", () => {
    const rows = movement(28);
    expect(rows).toHaveLength(8);
    expect(rows[0][0]).toBe("Round");
    expect(new Set(rows.map((r) => r.length)).size).toBe(1);
    expect(rows[1][0]).toBe(1);
  });

  test("an early stop shortens the grid; the set row and quality views spill", () => {
    expect(movement(28, 3)).toHaveLength(4);
    expect(movement(20, null as never, "sets").length).toBeGreaterThan(1);
    const q = movement(28, null as never, "quality");
    expect(q.flat()).toEqual(expect.arrayContaining(["Repeated sets", 0, "Perfect", "yes"]));
  });

  test("3-handed seats are blank cells, not zeros", () => {
    const rows = movement(15, null as never, "list", "regroup");
    expect(rows.slice(1).some((r) => r[6] === "")).toBe(true);
    expect(rows.slice(1).every((r) => r[6] !== 0)).toBe(true);
  });

  test.each([
    [2, null, null, /at least 3 players/],
    [1001, null, null, /at most 1000/],
    [20.5, null, null, /whole number/],
    [20, 6, null, /5 rounds/],
    [20, null, "circle", /unknown view "circle"/],
  ])("bad input %p, rounds %p, view %p is #VALUE! with a message", (players, rounds, view, message) => {
    const e = errorOf(() => movement(players, rounds as never, view as never));
    expect(e.code).toBe("#VALUE!");
    expect(e.message).toMatch(message);
  });

  test("a method that cannot serve the count says which would", () => {
    const e = errorOf(() => movement(24, null as never, null as never, "cyclic"));
    expect(e.message).toMatch(/cyclic cannot serve 24 players.*auto would use/);
  });
});
