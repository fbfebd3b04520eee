/**
 * Sessions the workbook tests score both ways (the core, and the workbook's own formulas):
 * complete; with blanks; with adjusted markers, thirds and a fouled deal; 13 players with rests;
 * 3-handed tables; a field where everybody ties.
 */
import { generateMovement } from "../../src/core/movement";
import type { Entry, Protocol, ProtocolRow, Seat } from "../../src/core/protocol";
import { SEATS } from "../../src/core/protocol";
import { seededRandom } from "../../src/core/random";
import { fromInt, q, toNumber } from "../../src/core/rational";
import { unwrap } from "../../src/core/result";
import { scoreSession } from "../../src/core/score";
import { simulateProtocols } from "../../src/core/simulate";
import { buildWorkbookPlan, type SessionSettings, type WorkbookPlan } from "../../src/workbook";

/** The plan for these settings; a failed plan fails the test with its problems. */
export function plan(settings: SessionSettings): WorkbookPlan {
  return unwrap(buildWorkbookPlan(settings));
}

/** One test session: how to build it and its protocols. */
export interface TestSession {
  readonly name: string;
  readonly settings: SessionSettings;
  readonly protocols: readonly Protocol[];
}

/** A player's line of the standings, as numbers (null = blank). */
export interface StandingNumbers {
  readonly player: number;
  readonly mp: number;
  readonly max: number;
  readonly percent: number | null;
  readonly rank: number | null;
}

function simulated(settings: SessionSettings, seed: number): Protocol[] {
  const m = unwrap(
    generateMovement(settings.players, { tableSize: settings.tableSize, method: settings.method }),
  );
  return simulateProtocols(m, seededRandom(seed));
}

/** Rewrites every seat entry with `f(board, row index, seat, entry)`. */
function mapEntries(
  protocols: readonly Protocol[],
  f: (board: number, r: number, seat: Seat, e: Entry) => Entry,
  group?: (board: number, r: number) => string | null,
): Protocol[] {
  return protocols.map((p) => ({
    board: p.board,
    rows: p.rows.map((row, r): ProtocolRow => {
      const seats: ProtocolRow["seats"] = Object.fromEntries(
        SEATS.filter((s) => row.seats[s] !== undefined).map((s) => {
          const c = row.seats[s];
          return [s, { player: c?.player ?? 0, entry: f(p.board, r, s, c?.entry ?? { kind: "none" }) }];
        }),
      );
      return { ...row, seats, group: group === undefined ? row.group : group(p.board, r) };
    }),
  }));
}

const NONE: Entry = { kind: "none" };
const w = (n: bigint | number, d: bigint | number = 1n): Entry => ({
  kind: "whists",
  whists: q(BigInt(n), BigInt(d)),
});

/** The sessions, built lazily (a movement takes a moment). */
export function testSessions(): TestSession[] {
  const complete = simulated({ players: 28 }, 1);
  const blanks = mapEntries(simulated({ players: 20 }, 2), (b, r, s, e) =>
    (b === 1 && r === 2) || (b + r + SEATS.indexOf(s)) % 7 === 0 ? NONE : e,
  );
  const adjusted = mapEntries(
    simulated({ players: 20 }, 3),
    (b, r, s, e) => {
      if (b === 1 && r === 0)
        return s === "N"
          ? { kind: "adjusted", adjustment: { kind: "avg-plus" } }
          : s === "E"
            ? { kind: "adjusted", adjustment: { kind: "avg-minus" } }
            : e;
      if (b === 3 && r === 1 && s === "S") return { kind: "adjusted", adjustment: { kind: "avg" } };
      if (b === 4 && r === 2 && s === "W")
        return { kind: "adjusted", adjustment: { kind: "percent", percent: fromInt(55) } };
      if (b === 5 && r === 3 && s === "E") return { kind: "adjusted", adjustment: { kind: "avg-plus" } };
      // Thirds: equal as fractions, tied in the core; the formulas must tie them too.
      if (b === 4 && (r === 0 || r === 1))
        return s === "N" ? w(100, 3) : s === "E" ? w(-100, 3) : s === "S" ? w(50, 3) : w(-50, 3);
      return e;
    },
    (b, r) => (b === 2 ? (r < 2 ? "a" : "b") : null),
  );
  const rests = simulated({ players: 13 }, 4);
  const three = simulated({ players: 15, tableSize: 3 }, 5);
  const ties = mapEntries(simulated({ players: 20 }, 6), () => w(0));
  // The director's corrections: adjusted results, a cancelled result, an assigned row that does not
  // sum to zero, penalties in MP and in % of a top, a disqualification (the director's sheets on).
  const corrected = mapEntries(simulated({ players: 20 }, 7), (b, r, s, e) => {
    if (b === 1 && r === 0)
      return s === "N"
        ? { kind: "adjusted", adjustment: { kind: "avg-plus" } }
        : s === "E"
          ? { kind: "adjusted", adjustment: { kind: "avg-minus" } }
          : e;
    if (b === 2 && r === 1 && s === "S") return { kind: "cancelled" };
    if (b === 2 && r === 1 && s !== "S")
      return { kind: "adjusted", adjustment: { kind: "percent", percent: fromInt(60) } };
    if (b === 3 && r === 2 && s === "N" && e.kind === "whists") return w(toNumber(e.whists) + 5);
    return e;
  }).map((p) =>
    p.board !== 3 ? p : { ...p, rows: p.rows.map((row, r) => (r === 2 ? { ...row, assigned: true } : row)) },
  );
  return [
    { name: "complete-28", settings: { players: 28 }, protocols: complete },
    { name: "blanks-20", settings: { players: 20 }, protocols: blanks },
    { name: "adjusted-fouled-20", settings: { players: 20, language: "en" }, protocols: adjusted },
    { name: "rests-13", settings: { players: 13 }, protocols: rests },
    { name: "three-handed-15", settings: { players: 15, tableSize: 3, language: "en" }, protocols: three },
    { name: "ties-20", settings: { players: 20 }, protocols: ties },
    {
      name: "director-20",
      settings: {
        players: 20,
        directorSheets: true,
        penalties: [
          { player: 3, points: fromInt(2), reason: "late" },
          { player: 5, points: fromInt(25), unit: "percent", reason: "slow play" },
          { player: 9, points: q(1, 2), reason: "" },
          { player: 9, points: fromInt(10), unit: "percent", reason: "loud" },
        ],
        disqualified: [{ player: 7, reason: "misconduct" }],
      },
      protocols: corrected,
    },
  ];
}

/** The core's standings of a session, one per player number 1..P (blank for a player with nothing). */
export function coreStandings(s: TestSession): StandingNumbers[] {
  const { score } = scoreSession(s.protocols, {
    penalties: s.settings.penalties,
    disqualified: s.settings.disqualified,
  });
  const by = new Map(score.standings.map((x) => [x.player, x]));
  return Array.from({ length: s.settings.players }, (_, i) => {
    const x = by.get(i + 1);
    return {
      player: i + 1,
      mp: x === undefined ? 0 : toNumber(x.mp),
      max: x === undefined ? 0 : x.max,
      percent: x?.percent == null ? null : toNumber(x.percent),
      rank: x?.rank ?? null,
    };
  });
}

/** Expects the workbook's numbers to equal the core's: MP and % to 1e-9, Max and Rank exactly. */
export function expectSameStandings(got: readonly StandingNumbers[], want: readonly StandingNumbers[]): void {
  expect(got.map((g) => g.player)).toEqual(want.map((x) => x.player));
  got.forEach((g, i) => {
    const x = want[i];
    const where = `player ${x.player}`;
    expect([where, Math.abs(g.mp - x.mp) < 1e-9]).toEqual([where, true]);
    expect([where, g.max]).toEqual([where, x.max]);
    expect([where, g.percent === null ? null : Math.abs(g.percent - (x.percent ?? NaN)) < 1e-9]).toEqual([
      where,
      x.percent === null ? null : true,
    ]);
    expect([where, g.rank]).toEqual([where, x.rank]);
  });
}
