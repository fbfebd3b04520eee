/** Bad requests come back as failed Results with a problem code and an English message. */
import { generateMovement, type MovementOptions } from "../../../src/core/movement";
import { unwrap } from "../../../src/core/result";

function codes(players: number, options: MovementOptions = {}): string[] {
  const r = generateMovement(players, options);
  return r.ok ? [] : r.problems.map((p) => p.code);
}

function message(players: number, options: MovementOptions = {}): string {
  const r = generateMovement(players, options);
  return r.ok ? "" : r.problems.map((p) => p.message).join("; ");
}

test.each([
  [2, {}, "movement.players.too-few"],
  [0, {}, "movement.players.too-few"],
  [-4, {}, "movement.players.too-few"],
  [1001, {}, "movement.players.too-many"],
  [12.5, {}, "movement.players.not-integer"],
  [NaN, {}, "movement.players.not-integer"],
  [Infinity, {}, "movement.players.not-integer"],
  [28, { rounds: 0 }, "movement.rounds.invalid"],
  [28, { rounds: -1 }, "movement.rounds.invalid"],
  [28, { rounds: 2.5 }, "movement.rounds.invalid"],
  [28, { rounds: 8 }, "movement.rounds.too-many"],
  [28, { method: "spiral" }, "movement.method.unknown"],
  [28, { tableSize: 5 }, "movement.table-size.invalid"],
  [24, { method: "cyclic" }, "movement.method.unfit"],
  [36, { method: "mols" }, "movement.method.unfit"],
  [32, { method: "product" }, "movement.method.unfit"],
  [44, { method: "rooms" }, "movement.method.unfit"],
  [28, { method: "rests" }, "movement.method.unfit"],
  [28, { method: "regroup" }, "movement.method.unfit"],
  [14, { method: "regroup" }, "movement.method.unfit"],
  [12, { method: "regroup", tableSize: 3 }, "movement.method.unfit"],
  [20, { method: "small" }, "movement.method.unfit"],
] as [number, MovementOptions, string][])("%p players %j → %s", (players, options, code) => {
  expect(codes(players, options)).toEqual([code]);
});

test("several mistakes are reported together", () => {
  expect(codes(2, { rounds: 0, method: "x", tableSize: 2 })).toEqual([
    "movement.players.too-few",
    "movement.table-size.invalid",
    "movement.rounds.invalid",
    "movement.method.unknown",
  ]);
});

test("an unfit method says why and which method would do", () => {
  expect(message(24, { method: "cyclic" })).toBe(
    "cyclic cannot serve 24 players (6 tables of 4): the cyclic movement needs a number of tables prime to 6 " +
      "(5, 7, 11, 13, 17, 19, 23, 25, …), not 6; auto would use search",
  );
  expect(message(36, { method: "mols" })).toContain("auto would use field");
  expect(message(28, { method: "rests" })).toContain("nobody needs to rest");
  expect(message(14, { method: "regroup" })).toContain("auto would use rests (over small)");
});

test("too many rounds names the movement's length", () => {
  expect(message(28, { rounds: 8 })).toBe(
    "the cyclic movement for 28 players has 7 rounds, so it cannot be played for 8",
  );
});

test("a named method that fits is used, with rests when the count leaves players over", () => {
  const r = generateMovement(29, { method: "cyclic" });
  expect(r.ok && [r.value.method, r.value.base]).toEqual(["rests", "cyclic"]);
  const f = generateMovement(28, { method: "field" });
  expect(f.ok && f.value.method).toBe("field");
  const auto = generateMovement(28, { method: "auto", tableSize: 4 });
  expect(auto.ok && auto.value.method).toBe("cyclic");
});

test("an early stop keeps the movement's first rounds and renumbers sets without holes", () => {
  const r = unwrap(generateMovement(8, { rounds: 3 }));
  expect([r.rounds, r.fullRounds, r.sets]).toEqual([3, 7, 3]);
  const c = unwrap(generateMovement(28, { rounds: 3 }));
  expect([c.rounds, c.sets]).toEqual([3, 7]);
});
