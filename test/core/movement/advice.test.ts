/**
 * Movement advice (advice.ts): `auto` is at least as good, by the one documented order, as every
 * family that can seat the players; the alternatives list them all, tables of 3 included.
 */
import {
  compareCandidates,
  familyMovements,
  generateMovement,
  movementAlternatives,
  validateMovement,
  type Candidate,
  type Movement,
} from "../../../src/core/movement";
import { movementCommand } from "../../../src/cli/commands/movement";
import { unwrap } from "../../../src/core/result";

function auto(players: number, tableSize = 4): Candidate {
  const r = unwrap(generateMovement(players, { tableSize }));
  return { movement: r, quality: validateMovement(r) };
}

const name = (m: Movement): string => (m.base === undefined ? m.method : `${m.method}/${m.base}`);

describe("auto is at least as good as every family, by the order", () => {
  test.each([26, 27])("%i players at tables of 4", (players) => {
    const best = auto(players);
    const families = familyMovements(players, 4);
    // Rests and regroup both seat these counts (plus named layouts with rests).
    expect(families.map((c) => c.movement.method)).toEqual(expect.arrayContaining(["rests", "regroup"]));
    for (const c of families)
      expect({ family: name(c.movement), worse: compareCandidates(best, c) <= 0 }).toEqual({
        family: name(c.movement),
        worse: true,
      });
  });

  test("26 players: regroup over the cyclic 7 tables, two 3-handed tables a round, perfect", () => {
    const { movement: m, quality: q } = auto(26);
    expect([m.method, m.base, m.tables, m.rounds]).toEqual(["regroup", "cyclic", 7, 7]);
    expect(q.perfect).toBe(true);
    expect(q.threeHandedTables).toBe(14);
    // Rests over 6 tables: lines lost, 176 of 325 pairs once (54%) — what auto used to pick.
    const rests = familyMovements(26, 4).find(
      (c) => c.movement.method === "rests" && c.movement.base === "search",
    );
    expect(rests?.quality.metOnce).toBe(176);
    expect(rests?.quality.pairs).toBe(325);
    expect(rests?.quality.linesKept).toBe(false);
  });

  test("27 players: regroup, one 3-handed table a round; 27 at tables of 3 (asked): GF(9), perfect", () => {
    const four = auto(27);
    expect([four.movement.method, four.quality.threeHandedTables, four.quality.perfect]).toEqual([
      "regroup",
      7,
      true,
    ]);
    const three = auto(27, 3);
    expect([three.movement.method, three.movement.tables, three.quality.perfect]).toEqual(["field", 9, true]);
    for (const c of familyMovements(27, 3)) expect(compareCandidates(three, c)).toBeLessThanOrEqual(0);
  });

  test("the order: lines and sets first, then the share met once, then rests", () => {
    const [regroup, rests] = ["regroup", "rests"].map((method) => {
      const r = unwrap(generateMovement(26, { method }));
      return { movement: r, quality: validateMovement(r) };
    });
    expect(compareCandidates(regroup, rests)).toBeLessThan(0);
    expect(compareCandidates(rests, regroup)).toBeGreaterThan(0);
    expect(compareCandidates(regroup, regroup)).toBe(0);
    // 16 players at tables of 4: search over 4 tables keeps lines and sets (42% of cross-line
    // pairs once) — ahead of the affine plane, where every pair meets once but lines change.
    const [search, plane] = ["search", "small"].map((method) => {
      const r = unwrap(generateMovement(16, { method }));
      return { movement: r, quality: validateMovement(r) };
    });
    expect(plane.quality.metOnceShare).toBe(1);
    expect(compareCandidates(search, plane)).toBeLessThan(0);
  });
});

describe("the alternatives", () => {
  test("24 players: search over 6 tables shown and best; the perfect movement with 8 tables of 3 mentioned", () => {
    const m = auto(24).movement;
    const list = movementAlternatives(24, 4, m);
    expect(list[0]).toMatchObject({
      method: "search",
      tableSize: 4,
      tables: 6,
      chosen: true,
      best: true,
      metOnce: 144,
      pairs: 216,
    });
    expect(list).toContainEqual(
      expect.objectContaining({
        method: "field",
        tableSize: 3,
        tables: 8,
        rounds: 8,
        perfect: true,
        metOnceShare: 1,
      }),
    );
  });

  test("pref movement lists them in text and JSON", async () => {
    const out: string[] = [];
    const io = { out: (t: string) => out.push(t), err: (t: string) => out.push(t) };
    expect(await movementCommand(["--players", "24"], io)).toBe(0);
    expect(out[0]).toContain(
      "Tables of 3 (ask with --table-size 3):\n  - field, 8 tables of 3, 8 rounds: perfect: every player meets every player of the other lines once",
    );
    out.length = 0;
    expect(await movementCommand(["--players", "26", "--format", "json"], io)).toBe(0);
    const j = JSON.parse(out[0]) as { method: string; alternatives: Record<string, unknown>[] };
    expect(j.method).toBe("regroup");
    expect(j.alternatives[0]).toMatchObject({
      method: "regroup",
      base: "cyclic",
      perfect: true,
      metOnceShare: 1,
      tables: 7,
      rounds: 7,
      threeHandedTables: 14,
      chosen: true,
    });
    expect(j.alternatives[1]).toMatchObject({
      method: "rests",
      base: "search",
      perfect: false,
      metOnce: 176,
      pairs: 325,
      tables: 6,
      rounds: 6,
      rests: 1,
    });
  });
});
