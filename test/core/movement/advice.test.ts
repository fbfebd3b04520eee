/**
 * Movement advice (advice.ts): `auto` is at least as good, by the one documented order, as every
 * family that can seat the players; the alternatives list them all, tables of 3 included.
 */
import {
  compareCandidates,
  evenMeetings,
  familyMovements,
  generateMovement,
  movementAlternatives,
  playsEverySetOnce,
  validateMovement,
  type Candidate,
  type Movement,
} from "../../../src/core/movement";
import { movementCommand } from "../../../src/cli/commands/movement";
import { unwrap } from "../../../src/core/result";

function named(players: number, method: string): Candidate {
  const r = generateMovement(players, { method });
  if (!r.ok) throw new Error(`${method}: ${r.problems.map((p) => p.message).join("; ")}`);
  return { movement: r.value, quality: validateMovement(r.value) };
}

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

  test("the order: every set once first, then even meetings, then the share met once, then rests", () => {
    const [regroup, rests] = ["regroup", "rests"].map((method) => named(26, method));
    expect(compareCandidates(regroup, rests)).toBeLessThan(0);
    expect(compareCandidates(rests, regroup)).toBeGreaterThan(0);
    expect(compareCandidates(regroup, regroup)).toBe(0);
    // 16 players at tables of 4: the affine plane (every pair once, players change seats) before
    // the search over 4 tables (lines kept, 40 of 96 cross-line pairs once) — no exception needed.
    const [search, plane] = ["search", "small"].map((method) => named(16, method));
    expect([plane.quality.metOnce, plane.quality.pairs, evenMeetings(plane.quality)]).toEqual([120, 120, 1]);
    expect([search.quality.metOnce, search.quality.pairs, evenMeetings(search.quality)]).toEqual([
      40,
      96,
      null,
    ]);
    expect(compareCandidates(plane, search)).toBeLessThan(0);
    expect(auto(16).movement.method).toBe("small");
    // 12 players: every pair 3 times in 11 rounds beats 36 of 54 cross-line pairs once in 3 rounds
    // (where 6 pairs meet in all 3 rounds and 24 never): even meetings come before the share.
    const twelve = named(12, "small");
    expect([evenMeetings(twelve.quality), named(12, "search").quality.metOnce]).toEqual([3, 36]);
    expect(compareCandidates(twelve, named(12, "search"))).toBeLessThan(0);
    // 13 players: every pair 3 times, 1 rest each, beats rests over the 12-player scheme (3 of 78 once).
    expect(compareCandidates(named(13, "small"), named(13, "rests"))).toBeLessThan(0);
    // A perfect movement meets criterion 2 with once: cross-line pairs are the ones that can meet.
    expect(evenMeetings(auto(28).quality)).toBe(1);
  });

  test("7 and 11 players: a 3-handed table every round beats resting 3 (2) rounds in 7", () => {
    for (const [P, T] of [
      [7, 2],
      [11, 3],
    ]) {
      const best = auto(P);
      expect([best.movement.method, best.movement.base, best.movement.tables]).toEqual([
        "regroup",
        "small",
        T,
      ]);
      expect(playsEverySetOnce(best)).toBe(true);
      expect(playsEverySetOnce(named(P, "rests"))).toBe(false);
      expect(compareCandidates(best, named(P, "rests"))).toBeLessThan(0);
    }
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

  test("28 players: the four constructions of one perfect 7-table movement are listed once", async () => {
    const out: string[] = [];
    const io = { out: (t: string) => out.push(t), err: (t: string) => out.push(t) };
    // cyclic, field, search and skip all make it; the director sees one movement, the simplest.
    expect(familyMovements(28, 4).filter((c) => c.quality.perfect)).toHaveLength(4);
    expect(await movementCommand(["--players", "28", "--format", "json"], io)).toBe(0);
    const j = JSON.parse(out[0]) as { alternatives: Record<string, unknown>[] };
    const four = j.alternatives.filter((a) => a.tableSize === 4);
    expect(four).toEqual([
      expect.objectContaining({
        method: "cyclic",
        perfect: true,
        tables: 7,
        rounds: 7,
        best: true,
        chosen: true,
      }),
    ]);
    // Tables of 3: 9 tables and one player over, rests over the field and over rooms — they differ.
    expect(j.alternatives.filter((a) => a.tableSize === 3).map((a) => [a.base, a.rounds, a.metOnce])).toEqual(
      [
        ["field", 9, 241],
        ["rooms", 4, 108],
      ],
    );
    out.length = 0;
    expect(await movementCommand(["--players", "28"], io)).toBe(0);
    const text = out[0].slice(out[0].indexOf("Alternatives"));
    expect(text.split("\n").filter((l) => l.includes("7 tables of 4"))).toEqual([
      "  * cyclic, 7 tables of 4, 7 rounds: perfect: every player meets every player of the other lines once [shown, best]",
    ]);
    // Asked for by name, the field's movement is the one listed (the same figures as the rotation).
    out.length = 0;
    expect(await movementCommand(["--players", "28", "--method", "field", "--format", "json"], io)).toBe(0);
    const f = JSON.parse(out[0]) as { alternatives: Record<string, unknown>[] };
    expect(f.alternatives.filter((a) => a.tableSize === 4).map((a) => [a.method, a.chosen, a.best])).toEqual([
      ["field", true, true],
    ]);
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
