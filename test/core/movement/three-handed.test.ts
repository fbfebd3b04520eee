/**
 * The 3-handed seat rule (dealer.ts): a 3-handed table of a 4-handed movement leaves the dealer's
 * seat of its set empty, round by round; the validator rejects any other empty seat.
 */
import { generateMovement, validateMovement, type Movement } from "../../../src/core/movement";
import { dealerOfDeal, seatedForDealer } from "../../../src/core/movement/dealer";
import { defaultDealer } from "../../../src/core/simulate";
import { SEATS, type TableAssignment } from "../../../src/core/movement/types";
import { layoutSession } from "../../../src/workbook/layout";
import { unwrap } from "../../../src/core/result";

function regroup(players: number, rounds?: number): Movement | undefined {
  const r = generateMovement(players, { method: "regroup", rounds });
  return r.ok ? r.value : undefined;
}

/** Every 3-handed table with its empty seat and the dealer of the set it plays. */
function threeHanded(m: Movement): { empty: string; dealer: string; t: TableAssignment }[] {
  return m.schedule.flatMap((round) =>
    round.tables
      .filter((t) => SEATS.filter((s) => t[s] === null).length === 1)
      .map((t) => ({ empty: SEATS.find((s) => t[s] === null) ?? "", dealer: dealerOfDeal(t.set), t })),
  );
}

describe("the dealer of a deal", () => {
  test("N, E, S, W, then round again — the protocols' rotation", () => {
    expect([1, 2, 3, 4, 5, 8, 9].map(dealerOfDeal)).toEqual(["N", "E", "S", "W", "N", "W", "N"]);
    for (let d = 1; d <= 40; d++) expect(dealerOfDeal(d)).toBe(defaultDealer(d));
  });

  test("reseating: the dealer's player takes the empty seat; others stay", () => {
    const t: TableAssignment = { table: 2, set: 5, N: 2, E: 9, S: 16, W: null };
    expect(seatedForDealer(t, "N")).toEqual({ table: 2, set: 5, N: null, E: 9, S: 16, W: 2 });
    expect(seatedForDealer(t, "W")).toBe(t);
    const full: TableAssignment = { table: 1, set: 1, N: 1, E: 2, S: 3, W: 4 };
    expect(seatedForDealer(full, "E")).toBe(full);
  });
});

describe("regroup: the empty seat is the dealer's", () => {
  test("26 players: 7 tables, two 3-handed tables a round; the empty seat follows the set's dealer", () => {
    const m = regroup(26);
    expect(m).toBeDefined();
    if (m === undefined) return;
    expect(m.tables).toBe(7);
    const q = validateMovement(m);
    expect(q.problems).toEqual([]);
    expect(q.perfect).toBe(true);
    expect(q.threeHandedTables).toBe(14);
    const seen = threeHanded(m);
    expect(seen).toHaveLength(14);
    for (const s of seen) expect(s.empty).toBe(s.dealer);
    // Every dealer occurs, so the empty seat really moves: not always W.
    expect(new Set(seen.map((s) => s.empty))).toEqual(new Set(["N", "E", "S", "W"]));
    // Round 1: players 27 and 28 (the end of line W, tables 6 and 7) are missing. Table 6 plays
    // set 6 (dealer E): E player 13 moves to W. Table 7 plays set 7 (dealer S): S player 21 moves to W.
    expect(m.schedule[0].tables[5]).toEqual({ table: 6, set: 6, N: 6, E: null, S: 20, W: 13 });
    expect(m.schedule[0].tables[6]).toEqual({ table: 7, set: 7, N: 7, E: 14, S: null, W: 21 });
  });

  test("every count from 3 to 240 where regroup applies, and larger ones to 1000 in steps", () => {
    const counts: number[] = [];
    for (let p = 3; p <= 240; p++) counts.push(p);
    for (let p = 241; p <= 1000; p += 53) counts.push(p);
    let applied = 0;
    for (const p of counts) {
      const m = regroup(p);
      if (m === undefined) continue;
      applied++;
      const q = validateMovement(m);
      expect({ p, problems: q.problems }).toEqual({ p, problems: [] });
      const bad = threeHanded(m).filter((s) => s.empty !== s.dealer);
      expect({ p, bad }).toEqual({ p, bad: [] });
    }
    expect(applied).toBeGreaterThan(150);
  });

  test("an early stop renumbers the sets, and the empty seats follow the new dealers", () => {
    const m = regroup(26, 3);
    expect(m).toBeDefined();
    if (m === undefined) return;
    expect(validateMovement(m).problems).toEqual([]);
    for (const s of threeHanded(m)) expect(s.empty).toBe(s.dealer);
  });

  test("3 players at one 4-handed table: set 1 is dealt by N, so N is empty", () => {
    const m = generateMovement(3);
    expect(m.ok && m.value.schedule[0].tables).toEqual([{ table: 1, set: 1, N: null, E: 2, S: 3, W: 1 }]);
  });
});

describe("the validator rejects any other empty seat", () => {
  test("a 3-handed table with W empty on a set dealt by N", () => {
    const m = regroup(26);
    if (m === undefined) throw new Error("no regroup movement for 26");
    const round = m.schedule[0];
    // Table 6 plays set 6 (dealer E); put the hole back at W.
    const wrong = { ...round.tables[5], E: round.tables[5].W, W: null };
    const broken: Movement = {
      ...m,
      schedule: [
        { ...round, tables: round.tables.map((t, i) => (i === 5 ? wrong : t)) },
        ...m.schedule.slice(1),
      ],
    };
    const q = validateMovement(broken);
    expect(q.problems.map((p) => p.code)).toEqual(["movement.empty-seat"]);
    expect(q.problems[0].message).toBe(
      "round 1, table 6: 3-handed with seat W empty, but set 6 is dealt by E, whose seat must be the empty one",
    );
  });
});

describe("protocols follow the dealer of each deal", () => {
  test("26 players, regroup, 2 deals a set: every 3-handed row leaves its deal's dealer's seat empty", () => {
    const r = unwrap(layoutSession({ players: 26, method: "regroup", dealsPerSet: 2 }));
    let threeHanded = 0;
    for (const deal of r.deals) {
      for (const row of deal.rows) {
        const empty = SEATS.filter((s) => row.players[s] === null);
        if (empty.length === 0) continue;
        threeHanded++;
        expect({ deal: deal.deal, empty }).toEqual({ deal: deal.deal, empty: [deal.dealer] });
      }
    }
    // Two 3-handed tables a round, 7 rounds, each set's 2 deals.
    expect(threeHanded).toBe(28);
  });
});
