/**
 * The director's corrections, with hand-checked numbers: a cancelled result (seed §11.6B),
 * penalties in matchpoints and in % of the full top, a disqualification, A+ at 60% for a player
 * whose own percentage is lower; the parsing of the cancel marker and of penalty amounts; the
 * score cards; the totals of an event of several sessions.
 */
import { scoreCards } from "../../src/core/cards";
import { checkProtocols } from "../../src/core/checks";
import { correctionText } from "../../src/core/corrections";
import { isCancelMarker, parseEntry } from "../../src/core/entry";
import { scoreEvent } from "../../src/core/event";
import { Penalty } from "../../src/core/protocol";
import { parsePenaltyPoints, readPlayerRulings } from "../../src/core/protocol-table";
import { fromInt, q, toNumber } from "../../src/core/rational";
import { scoreSession } from "../../src/core/score";
import { nums, protocol, row } from "./helpers";

/*
 * Two deals, lines N and E only (a 2-seat import), four tables each.
 *
 * Board 1: N 10, 5, 0, −5 (players 1–4) → MP 6, 4, 2, 0; E −10, −5, 0, 5 (players 5–8) → 0, 2, 4, 6.
 * Top 6 (E = 4).
 *
 * Board 2: player 1 sat E at table 1 and, by mistake, E again at table 3: the director cancels his
 * second result (X) and gives his opponent there, player 4, average-plus.
 *   N line: 4 (p2), 2 (p3), A+ (p4), −6 (p5). Three numeric results of E = 4: raw 4, 2, 0;
 *   Neuberg (M + 1)·4/3 − 1 → 17/3, 3, 1/3. Player 4's own percentage elsewhere: 0 of 6 → 0%,
 *   so A+ = 60% of 6 = 3.6.
 *   E line: −4 (p1), −2 (p6), X (p1, cancelled), 6 (p7). Three results of E = 4: raw 0, 2, 4 →
 *   1/3, 3, 17/3; the cancelled seat scores nothing and adds nothing to player 1's max.
 *
 * Totals (MP of max 12 unless said):
 *   p1 6 + 1/3 = 19/3 → 52.78%   p2 4 + 17/3 = 29/3 → 80.56%   p3 2 + 3 = 5 → 41.67%
 *   p4 0 + 3.6 = 3.6 → 30%       p5 0 + 1/3 → 2.78%            p6 2 + 3 = 5 → 41.67%
 *   p7 4 + 17/3 = 29/3 → 80.56%  p8 6 of max 6 → 100%
 */
const protocols = [
  protocol(1, [
    row({ N: [1, 10], E: [5, -10] }),
    row({ N: [2, 5], E: [6, -5] }),
    row({ N: [3, 0], E: [7, 0] }),
    row({ N: [4, -5], E: [8, 5] }),
  ]),
  protocol(2, [
    row({ N: [2, 4], E: [1, -4] }),
    row({ N: [3, 2], E: [6, -2] }),
    row({ N: [4, "A+"], E: [1, "X"] }),
    row({ N: [5, -6], E: [7, 6] }),
  ]),
].map((p) => ({ ...p, rows: p.rows.map((r, i) => ({ ...r, round: i + 1, table: i + 1 })) }));

describe("a cancelled result (seed §11.6B)", () => {
  test("takes no part in the comparisons and adds nothing to the max", () => {
    const { score, warnings } = scoreSession(protocols);
    expect(warnings).toEqual([]);
    const b2 = score.boards[1];
    expect(nums(b2.rows.map((r) => r.seats.E!.mp))).toEqual([1 / 3, 3, null, 17 / 3]);
    expect(b2.rows[2].seats.E!.entry).toEqual({ kind: "cancelled" });
    expect(b2.lines.E).toEqual({ top: 6, expected: 4, results: 3 });
    const by = new Map(score.standings.map((s) => [s.player, s]));
    expect(by.get(1)!.mp).toEqual(q(19, 3));
    expect(by.get(1)!.max).toBe(12);
    expect(by.get(1)!.boards).toBe(2);
    // A+ at 60%: player 4's own percentage (0 of 6) is lower.
    expect(by.get(4)!.mp).toEqual(q(18, 5));
    expect(by.get(8)!.percent).toEqual(fromInt(100));
  });

  test("makes the deal-played-twice check pass; without it the check fires", () => {
    expect(checkProtocols({ protocols }).map((p) => p.code)).toEqual([]);
    const twice = protocols.map((p) =>
      p.board !== 2
        ? p
        : {
            ...p,
            rows: p.rows.map((r, i) =>
              i !== 2 ? r : { ...r, seats: { ...r.seats, E: { player: 1, entry: parseEntry("3")! } } },
            ),
          },
    );
    expect(checkProtocols({ protocols: twice }).map((p) => p.code)).toEqual(["deal-played-twice"]);
  });

  test("is listed among the corrections", () => {
    const texts = (scoreSession(protocols).score.corrections ?? []).map(correctionText);
    expect(texts).toEqual([
      "board 2, round 3, table 3, N (player 4): adjusted result A+",
      "board 2, round 3, table 3, E (player 1): result cancelled (§11.6B)",
    ]);
  });
});

describe("penalties and disqualification", () => {
  test("points and % of the full top come off; the disqualified player has no place", () => {
    // Full top 6 (a line of four tables). Player 7: 25% of a top = 1.5 MP → 29/3 − 3/2 = 49/6,
    // 49/6 of 12 = 68.06%. Player 2: 1 MP → 26/3 of 12 = 72.22%. Player 8 disqualified.
    const penalties: Penalty[] = [
      { player: 7, points: fromInt(25), unit: "percent", reason: "slow play" },
      { player: 2, points: fromInt(1), reason: "late" },
    ];
    const { score, warnings } = scoreSession(protocols, {
      penalties,
      disqualified: [{ player: 8, reason: "misconduct" }],
    });
    expect(warnings).toEqual([]);
    expect(score.fullTop).toBe(6);
    const by = new Map(score.standings.map((s) => [s.player, s]));
    expect(by.get(7)!.penalty).toEqual(q(3, 2));
    expect(by.get(7)!.mp).toEqual(q(49, 6));
    expect(by.get(7)!.percent).toEqual(q(4900, 72));
    expect(by.get(2)!.percent).toEqual(q(2600, 36));
    // Places: p2 72.22, p7 68.06, p1 52.78, p3 = p6 41.67, p4 30, p5 2.78; p8 (100%) none.
    expect(score.standings.map((s) => [s.player, s.rank, s.tied])).toEqual([
      [2, 1, false],
      [7, 2, false],
      [1, 3, false],
      [3, 4, true],
      [6, 4, true],
      [4, 6, false],
      [5, 7, false],
      [8, null, false],
    ]);
    expect(by.get(8)).toMatchObject({ disqualified: true, rank: null, max: 6 });
    // His opponents' results stand: player 5 still has 0 on board 1 against him.
    expect(by.get(5)!.mp).toEqual(q(1, 3));
    expect((score.corrections ?? []).slice(0, 3).map(correctionText)).toEqual([
      "player 7: penalty 1.5 MP (25% of a top) — slow play",
      "player 2: penalty 1 MP — late",
      "player 8: disqualified — misconduct; his opponents' results stand",
    ]);
  });

  test("the full top can be given; unknown players are warnings", () => {
    const { score, warnings } = scoreSession(protocols, {
      penalties: [{ player: 3, points: fromInt(50), unit: "percent", reason: "" }],
      disqualified: [{ player: 99, reason: "" }],
      fullTop: 10,
    });
    expect(score.standings.find((s) => s.player === 3)!.penalty).toEqual(fromInt(5));
    expect(warnings.map((w) => w.code)).toEqual(["disqualified-unknown-player"]);
  });
});

describe("parsing", () => {
  test.each([
    ["X", true],
    ["x", true],
    [" х ", true], // Cyrillic
    ["Х", true],
    ["отм", true],
    ["ОТМЕНА", true],
    ["аннул", true],
    ["Cancelled", true],
    ["canceled", true],
    ["CANCEL", true],
    ["XX", false],
    ["A", false],
    ["", false],
  ])("cancel marker %j → %s", (text, yes) => {
    expect(isCancelMarker(text)).toBe(yes);
    if (yes) expect(parseEntry(text)).toEqual({ kind: "cancelled" });
  });

  test.each([
    ["2", { points: fromInt(2) }],
    ["1,5", { points: q(3, 2) }],
    ["1/2", { points: q(1, 2) }],
    ["25%", { points: fromInt(25), unit: "percent" }],
    ["12,5 %", { points: q(25, 2), unit: "percent" }],
    ["-1", null],
    ["abc", null],
    ["%", null],
  ])("penalty amount %j", (text, want) => {
    expect(parsePenaltyPoints(text)).toEqual(want);
  });

  test("the penalties table: %, disqualified, session; every bad cell named", () => {
    const t = (rows: string[][]) => ({
      headerLine: 1,
      header: ["player", "points", "reason", "disqualified", "session"],
      rows: rows.map((cells, i) => ({ line: i + 2, cells })),
    });
    const r = readPlayerRulings(
      t([
        ["3", "25%", "slow", "", ""],
        ["4", "", "cheating", "yes", ""],
        ["5", "2", "late", "нет", "2"],
      ]),
    );
    expect(r.ok && r.value).toEqual({
      penalties: [
        { player: 3, points: fromInt(25), unit: "percent", reason: "slow" },
        { player: 5, points: fromInt(2), reason: "late", session: 2 },
      ],
      disqualified: [{ player: 4, reason: "cheating" }],
    });
    const bad = readPlayerRulings(
      t([
        ["x", "1", "", "", ""],
        ["3", "lots", "", "", ""],
        ["3", "1", "", "", "first"],
      ]),
    );
    expect(!bad.ok && bad.problems.map((p) => [p.code, p.at.line, p.at.column])).toEqual([
      ["bad-player", 2, "player"],
      ["bad-points", 3, "points"],
      ["bad-session", 4, "session"],
    ]);
  });
});

describe("score cards", () => {
  test("every deal a player sat at, with his MP and the top", () => {
    const cards = scoreCards(scoreSession(protocols).score);
    expect(cards.map((c) => c.standing.player)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    const p1 = cards[0];
    expect(
      p1.lines.map((l) => [l.board, l.round, l.table, l.seat, l.mp === null ? null : toNumber(l.mp), l.top]),
    ).toEqual([
      [1, 1, 1, "N", 6, 6],
      [2, 1, 1, "E", 1 / 3, 6],
      [2, 3, 3, "E", null, 6],
    ]);
    expect(p1.lines[2].entry).toEqual({ kind: "cancelled" });
  });
});

describe("an event of several sessions", () => {
  test("totals over sessions; the percentage over all matchpoints possible", () => {
    // Session 1 as above. Session 2: one deal, N line of three: p1 10, p2 0, p9 −10 → 4, 2, 0 of 4.
    const s1 = scoreSession(protocols).score;
    const s2 = scoreSession([
      protocol(1, [row({ N: [1, 10] }), row({ N: [2, 0] }), row({ N: [9, -10] })]),
    ]).score;
    const { score } = scoreEvent([s1, s2], {
      penalties: [
        { player: 2, points: fromInt(1), reason: "event fine" },
        { player: 1, points: fromInt(5), reason: "belongs to session 1", session: 1 },
      ],
    });
    expect(score.sessions).toBe(2);
    const by = new Map(score.standings.map((s) => [s.player, s]));
    // p1: 19/3 + 4 = 31/3 of 12 + 4 = 16 → 64.58% (not the mean of 52.78% and 100%).
    expect(by.get(1)!.mp).toEqual(q(31, 3));
    expect(by.get(1)!.max).toBe(16);
    expect(by.get(1)!.percent).toEqual(q(3100, 48));
    // p2: 29/3 + 2 − 1 (event penalty) = 32/3 of 16 → 66.67%.
    expect(by.get(2)!.mp).toEqual(q(32, 3));
    expect(by.get(2)!.penalty).toEqual(fromInt(1));
    // p9 played only session 2: 0 of 4; p8 only session 1.
    expect(by.get(9)!.sessions[0]).toBeNull();
    expect(by.get(9)!.percent).toEqual(fromInt(0));
    expect(by.get(8)!.sessions[1]).toBeNull();
    // Ranked: p8 100%, p7 80.56%, p2 66.67%, p1 64.58% …
    expect(score.standings.slice(0, 4).map((s) => [s.player, s.rank])).toEqual([
      [8, 1],
      [7, 2],
      [2, 3],
      [1, 4],
    ]);
    expect(score.corrections.map(correctionText)).toEqual(["player 2: penalty 1 MP — event fine"]);
  });

  test("a player removed from one session keeps his place in the event; disqualified from the event, none", () => {
    // §13.2.4 tells removal from a session apart from disqualification.
    const s1 = scoreSession(protocols, { disqualified: [{ player: 8, reason: "", session: 1 }] }).score;
    expect(s1.standings.find((s) => s.player === 8)).toMatchObject({ rank: null, disqualified: true });
    const removed = scoreEvent([s1]).score.standings.find((s) => s.player === 8);
    expect(removed?.disqualified).toBeUndefined();
    expect(removed?.rank).not.toBeNull();
    const dq = scoreEvent([s1], { disqualified: [{ player: 8, reason: "" }] }).score;
    expect(dq.standings.find((s) => s.player === 8)).toMatchObject({ rank: null, disqualified: true });
  });
});
