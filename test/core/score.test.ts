import * as fs from "fs";
import * as path from "path";
import { Penalty } from "../../src/core/protocol";
import { fromInt, q, toNumber } from "../../src/core/rational";
import { scoreSession } from "../../src/core/score";
import { protocol, row } from "./helpers";

describe("session standings (seed §9)", () => {
  // Two deals, 4-seat rows. Board 1: three tables; board 2: three tables.
  const protocols = [
    protocol(1, [
      row({ N: [1, 7], E: [2, -1], S: [3, -1], W: [4, -5] }),
      row({ N: [5, 3], E: [6, 1], S: [7, 1], W: [8, -5] }),
      row({ N: [9, 7], E: [10, 5], S: [11, -12], W: [12, 0] }),
    ]),
    protocol(2, [
      row({ N: [1, -10], E: [6, 0], S: [11, 10], W: [4, 0] }),
      row({ N: [5, 4], E: [10, -4], S: [3, 0], W: [8, 0] }),
      row({ N: [9, 4], E: [2, 4], S: [7, -8], W: [12, 0] }),
    ]),
  ];

  test("hand-checked totals, maxima, percentages and shared places", () => {
    const { score, warnings } = scoreSession(protocols);
    expect(warnings).toEqual([]);
    const by = new Map(score.standings.map((s) => [s.player, s]));
    // Player 1: board 1 N 7 vs 3, 7 → M = 2 + 1 = 3; board 2 N −10 vs 4, 4 → 0. 3 of 8.
    expect(toNumber(by.get(1)!.mp)).toBe(3);
    expect(by.get(1)!.max).toBe(8);
    expect(by.get(1)!.percent).toEqual(q(75, 2));
    // Player 9: board 1 N 7 → 3; board 2 N 4 → 3. 6 of 8 = 75%.
    expect(by.get(9)!.percent).toEqual(fromInt(75));
    // Player 11: board 1 S −12 → 0; board 2 S 10 → 4. 4 of 8 = 50%.
    expect(by.get(11)!.percent).toEqual(fromInt(50));
    // W line on board 2 is all zeros: everybody 2.
    expect(toNumber(by.get(12)!.mp)).toBe(4 + 2);
    expect(score.boards[0].lines.N).toEqual({ top: 4, expected: 3, results: 3 });
    const ranks = score.standings.map((s) => [s.player, s.rank, s.tied]);
    // 9 and 12 both have 6 of 8; equal places are listed by player number.
    expect(ranks[0]).toEqual([9, 1, true]);
    expect(ranks[1]).toEqual([12, 1, true]);
    expect(ranks[2][1]).toBe(3);
  });

  test("penalties come off the total; the percentage uses the net total", () => {
    const penalties: Penalty[] = [{ player: 9, points: fromInt(1), reason: "late" }];
    const { score } = scoreSession(protocols, { penalties });
    const p9 = score.standings.find((s) => s.player === 9)!;
    expect(toNumber(p9.mp)).toBe(5);
    expect(toNumber(p9.penalty)).toBe(1);
    expect(p9.percent).toEqual(q(125, 2));
  });

  test("a penalty for a player with no result is a warning", () => {
    const { warnings } = scoreSession(protocols, {
      penalties: [{ player: 99, points: fromInt(1), reason: "" }],
    });
    expect(warnings.map((w) => w.code)).toEqual(["penalty-unknown-player"]);
  });

  test("A+ gets the player's own percentage when it is above 60%", () => {
    // Player 1 scores 8 of 8 on board 1 (line of five), then gets A+ on board 2 (top 4).
    const ps = [
      protocol(1, [
        row({ N: [1, 50] }),
        row({ N: [2, 40] }),
        row({ N: [3, 30] }),
        row({ N: [4, 20] }),
        row({ N: [5, 10] }),
      ]),
      protocol(2, [row({ N: [1, "A+"] }), row({ N: [2, 5] }), row({ N: [3, 6] })]),
    ];
    const { score } = scoreSession(ps);
    const p1 = score.standings.find((s) => s.player === 1)!;
    // A+ = 100% of top 4 = 4; total 12 of 12.
    expect(toNumber(p1.mp)).toBe(12);
    expect(p1.max).toBe(12);
    const cell = score.boards[1].rows[0].seats.N!;
    expect(toNumber(cell.mp!)).toBe(4);
    // Player 5 would get only 60%: 0 of 8 own.
    const ps2 = [ps[0], protocol(2, [row({ N: [5, "A+"] }), row({ N: [2, 5] }), row({ N: [3, 6] })])];
    const p5 = scoreSession(ps2).score.standings.find((s) => s.player === 5)!;
    expect(toNumber(p5.mp)).toBeCloseTo(2.4, 12);
    // Players 2 and 3: two results of three factored: (M + 1)·3/2 − 1.
    const p3 = scoreSession(ps2).score.boards[1].rows[2].seats.N!;
    expect(p3.mp).toEqual(q(7, 2));
  });

  test("not-played rows add nothing to the max; the results are factored", () => {
    const ps = [protocol(1, [row({ N: [1, 10] }), row({ N: [2, 0] }), row({ N: [3, ""] })])];
    const { score } = scoreSession(ps);
    const p3 = score.standings.find((s) => s.player === 3)!;
    expect(p3.max).toBe(0);
    expect(p3.percent).toBeNull();
    expect(p3.rank).toBeNull();
    expect(score.standings.find((s) => s.player === 1)!.mp).toEqual(q(7, 2));
  });

  test("exact ties with thirds: 6 of 12 and 7 of 14 share a place; 100/3 beats 33.333", () => {
    const ps = [
      protocol(
        1,
        [1, 2, 3, 4, 5, 6, 7].map((p) => row({ N: [p, "1/3"] })),
      ),
      protocol(2, [
        ...[8, 9, 10, 11, 12, 13, 14, 15].map((p, i) => row({ N: [p, i % 2 === 0 ? "100/3" : "33 1/3"] })),
      ]),
      protocol(3, [row({ N: [16, "100/3"] }), row({ N: [17, "33.333"] })]),
    ];
    const st = scoreSession(ps).score.standings;
    expect(st[0]).toMatchObject({ player: 16, rank: 1, tied: false, max: 2 });
    expect(st.slice(1, 16).every((s) => s.rank === 2 && s.tied)).toBe(true);
    expect(st.find((s) => s.player === 1)!.max).toBe(12);
    expect(st.find((s) => s.player === 8)!.max).toBe(14);
    expect(st.find((s) => s.player === 8)!.percent).toEqual(fromInt(50));
    expect(st[16]).toMatchObject({ player: 17, rank: 17, tied: false });
  });

  test("a row that does not sum to zero is scored and reported as a warning with its line", () => {
    const ps = [
      protocol(3, [
        { ...row({ N: [1, 5], E: [2, -4] }), source: { file: "p.csv", line: 7 } },
        row({ N: [3, 1], E: [4, -1] }),
      ]),
    ];
    const { score, warnings } = scoreSession(ps);
    expect(score.standings.length).toBe(4);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({
      code: "whists-not-zero-sum",
      severity: "warning",
      at: { line: 7, board: 3 },
    });
  });
});

describe("a real bridge club session scored by another program", () => {
  const dir = path.join(__dirname, "../fixtures/bridge-club-session");
  const travellers = fs
    .readFileSync(path.join(dir, "travellers.csv"), "utf8")
    .trim()
    .split("\n")
    .slice(1)
    .map((l) => l.split(",").map(Number));
  const ranking = fs
    .readFileSync(path.join(dir, "ranking.csv"), "utf8")
    .trim()
    .split("\n")
    .slice(1)
    .map((l) => l.split(",").map(Number));

  const boards = new Map<number, number[][]>();
  for (const t of travellers) boards.set(t[0], [...(boards.get(t[0]) ?? []), t]);
  const protocols = [...boards.entries()].map(([b, rows]) =>
    protocol(
      b,
      rows.map((t) => row({ N: [t[1], t[3]], E: [t[2], -t[3]] })),
    ),
  );
  const { score } = scoreSession(protocols);

  test("every one of the 384 matchpoints", () => {
    let checked = 0;
    score.boards.forEach((b, i) => {
      const rows = [...boards.values()][i];
      b.rows.forEach((r, k) => {
        expect(toNumber(r.seats.N!.mp!)).toBe(rows[k][4]);
        expect(toNumber(r.seats.E!.mp!)).toBe(rows[k][5]);
        checked += 2;
      });
    });
    expect(checked).toBe(384);
  });

  test("every one of the 16 percentages, to 0.05, and the tie of pairs 3 and 5", () => {
    expect(score.standings).toHaveLength(16);
    for (const [pair, pct] of ranking) {
      const s = score.standings.find((x) => x.player === pair)!;
      expect(Math.abs(toNumber(s.percent!) - pct)).toBeLessThanOrEqual(0.05);
    }
    const s3 = score.standings.find((x) => x.player === 3)!;
    const s5 = score.standings.find((x) => x.player === 5)!;
    expect(s3.rank).toBe(s5.rank);
    expect(s3.tied && s5.tied).toBe(true);
    expect(score.standings[0].player).toBe(17);
  });
});
