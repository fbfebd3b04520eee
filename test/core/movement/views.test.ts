/** The director's views as plain data. */
import {
  generateMovement,
  itineraries,
  itineraryGrid,
  movementGrid,
  qualityRows,
  setRowGrid,
  tableCards,
  validateMovement,
  type Movement,
} from "../../../src/core/movement";
import { unwrap } from "../../../src/core/result";

const made = (players: number, options = {}): Movement => {
  return unwrap(generateMovement(players, options));
};

test("the grid: one row per round, a cell per table, rests at the end", () => {
  const grid = movementGrid(made(20));
  expect(grid[0]).toEqual(["Round", "Table 1", "Table 2", "Table 3", "Table 4", "Table 5"]);
  expect(grid[1]).toEqual([
    "1",
    "[1] 1 6 11 16",
    "[2] 2 7 12 17",
    "[3] 3 8 13 18",
    "[4] 4 9 14 19",
    "[5] 5 10 15 20",
  ]);
  const thirteen = movementGrid(made(13));
  expect(thirteen[0][4]).toBe("Rests");
  expect(thirteen[1]).toEqual(["1", "[1] 4 7 11 12", "[8] 2 3 9 13", "[6] 5 6 8 10", "1"]);
  const threes = movementGrid(made(15, { tableSize: 3 }));
  expect(threes[1][1]).toBe("[1] 1 6 11");
});

test("itineraries: table, seat and set per round, or a rest", () => {
  const it = itineraries(made(13));
  expect(it).toHaveLength(13);
  expect(it[0].stops[0]).toEqual({ round: 1, table: null, seat: null, set: null });
  // Player 1 in round 2: 1 − 2 ≡ 12, the W seat of {1,2,8,12} → table 2, set 2 + 7 = 9.
  expect(it[0].stops[1]).toEqual({ round: 2, table: 2, seat: "W", set: 9 });
  const grid = itineraryGrid(made(13));
  expect(grid[0].slice(0, 3)).toEqual(["Player", "Round 1", "Round 2"]);
  expect(grid[1].slice(0, 3)).toEqual(["1", "P", "2W (9)"]);
});

test("copies of a set in one round show as tables joined by +", () => {
  const row = setRowGrid(made(8))[1];
  expect(row).toEqual(["1", "1+2", "Z", "Z", "Z", "Z", "Z", "Z"]);
  const rooms = setRowGrid(made(40, { method: "rooms" }))[1];
  expect(rooms).toEqual(["1", "1+6", "2+7", "3+8", "4+9", "5+10"]);
});

test("a field movement over GF(8) swaps tables in pairs: its cards change from round to round", () => {
  const cards = tableCards(made(32));
  const first = cards[0].changes.map((c) => c.moves.join(" "));
  expect(new Set(first).size).toBeGreaterThan(1);
  expect(cards.every((c) => c.changes.length === 7)).toBe(true);
});

test("quality rows", () => {
  const rows = qualityRows(validateMovement(made(20)));
  expect(rows).toEqual([
    ["Perfect", "yes"],
    ["Repeated sets", "0"],
    ["Lines kept", "yes"],
    ["Met exactly once (pairs from different lines)", "150 of 150 (100.0%)"],
    ["Pairs meeting 0 time(s)", "40"],
    ["Pairs meeting 1 time(s)", "150"],
    ["Rests per player", "0"],
    ["Results per protocol", "5"],
    ["Problems", "none"],
  ]);
});
