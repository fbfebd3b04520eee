/**
 * The director's paper for 5 tables, spelled out in the seed's notation and derived by hand:
 * after every round E goes one table up, S two up, W two down (5 wraps to 1), N stays and is left
 * off the card; the set row never changes, because the director's shift of the row matches the
 * rotation (table t always takes the set at position t).
 */
import { generateMovement, setRowGrid, tableCards, tableCardsGrid } from "../../../src/core/movement";
import { unwrap } from "../../../src/core/result";

const five = (() => {
  return unwrap(generateMovement(20));
})();

test("table cards for 5 tables", () => {
  const expected: Record<number, string[]> = {
    1: ["1E–2E", "1S–3S", "1W–4W"],
    2: ["2E–3E", "2S–4S", "2W–5W"],
    3: ["3E–4E", "3S–5S", "3W–1W"],
    4: ["4E–5E", "4S–1S", "4W–2W"],
    5: ["5E–1E", "5S–2S", "5W–3W"],
  };
  const cards = tableCards(five);
  expect(cards.map((c) => c.card)).toEqual(["1", "2", "3", "4", "5"]);
  for (const card of cards) {
    expect(card.changes.map((c) => c.afterRound)).toEqual([1, 2, 3, 4]);
    for (const change of card.changes) expect(change.moves).toEqual(expected[card.table ?? 0]);
  }
});

test("the cards as a grid", () => {
  const grid = tableCardsGrid(five);
  expect(grid[0]).toEqual(["Card", "After round", "Move 1", "Move 2", "Move 3"]);
  expect(grid[1]).toEqual(["1", "1", "1E–2E", "1S–3S", "1W–4W"]);
  expect(grid[9]).toEqual(["3", "1", "3E–4E", "3S–5S", "3W–1W"]);
  expect(grid).toHaveLength(1 + 5 * 4);
});

test("set row for 5 tables: position p is played at table p in every round", () => {
  expect(setRowGrid(five)).toEqual([
    ["Round", "1", "2", "3", "4", "5"],
    ["1", "1", "2", "3", "4", "5"],
    ["2", "1", "2", "3", "4", "5"],
    ["3", "1", "2", "3", "4", "5"],
    ["4", "1", "2", "3", "4", "5"],
    ["5", "1", "2", "3", "4", "5"],
  ]);
});

test("13 players: the same cards after every round, P for the resting player, Z in the set row", () => {
  const m = unwrap(generateMovement(13));
  // Hand-derived: table 1 holds 3,6,10,11 (+r); next round 3+r is 2 on from the shift, the E seat
  // of {1,2,8,12}, so "1N–2E"; 6+r → 5, E of {4,5,7,9}: "1E–3E"; 10+r → 9: "1S–3W"; 11+r → 10: "1W–1S".
  const expected: Record<string, string[]> = {
    "1": ["1N–2E", "1E–3E", "1S–3W", "1W–1S"],
    "2": ["2N–P", "2E–2N", "2S–3S", "2W–1W"],
    "3": ["3N–1N", "3E–3N", "3S–1E", "3W–2S"],
    P: ["P–2W"],
  };
  for (const card of tableCards(m)) {
    for (const change of card.changes) expect(change.moves).toEqual(expected[card.card]);
  }
  // Sets r, r+7, r+5 sit at positions 1, 8 and 6 of the shifted row, every round.
  const row = ["1", "Z", "Z", "Z", "Z", "3", "Z", "2", "Z", "Z", "Z", "Z", "Z"];
  for (const line of setRowGrid(m).slice(1)) expect(line.slice(1)).toEqual(row);
});
