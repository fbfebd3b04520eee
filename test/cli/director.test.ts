/**
 * The director's options on the command line: penalties in MP and % of a top, disqualification,
 * a cancelled result, the score cards, an event of several sessions, and pref build's new options.
 * The session is the hand-checked one of test/core/corrections.test.ts.
 */
import ExcelJS from "exceljs";
import { pref, tempFile } from "./capture";

const TABLES_NOTE =
  "without --players the number of tables that play each deal is taken from the protocol's rows: a table whose row is absent is not counted\n";

// Board 2: player 1 played it twice; his second result is cancelled (X), his opponent gets A+.
const SESSION = [
  "board,round,table,contract,N,N_whists,E,E_whists",
  "1,1,1,6♠,1,10,5,-10",
  "1,2,2,6♠,2,5,6,-5",
  "1,3,3,-,3,0,7,0",
  "1,4,4,мизер,4,-5,8,5",
  "2,1,1,7БК,2,4,1,-4",
  "2,2,2,,3,2,6,-2",
  "2,3,3,,4,A+,1,отм",
  "2,4,4,,5,-6,7,6",
].join("\n");

describe("pref score: the director's corrections", () => {
  test("penalties (MP and % of a top) and a disqualification: places, the winner, the corrections", async () => {
    // Full top 6: 25% = 1.5 MP. p2 29/3 − 1 = 26/3 → 72.22%; p7 29/3 − 1.5 → 68.06%; p8 disqualified.
    const pen = tempFile("pen.csv", "player,points,reason\n7,25%,slow play\n2,1,late\n");
    const r = await pref("score", tempFile("s.csv", SESSION), "--penalties", pen, "--disqualify", "8");
    expect(r.err).toBe(TABLES_NOTE);
    expect(r.code).toBe(0);
    const lines = r.out.split("\n");
    expect(lines[4]).toMatch(/^\s*1\s+2\s+8\.67\s+12\s+72\.22\s+-1$/);
    expect(lines[5]).toMatch(/^\s*2\s+7\s+8\.17\s+12\s+68\.06\s+-1\.5$/);
    expect(lines.find((l) => /^\s*4=\s+3\s/.test(l))).toBeDefined();
    expect(lines.find((l) => /^\s*4=\s+6\s/.test(l))).toBeDefined();
    expect(lines.find((l) => /^\s*DQ\s+8\s+6\s+6\s+100\.00$/.test(l))).toBeDefined();
    expect(r.out).toContain("Winner: player 2, 72.22%");
    expect(r.out).toContain("Corrections by the director:");
    expect(r.out).toContain("  - player 7: penalty 1.5 MP (25% of a top) — slow play");
    expect(r.out).toContain("  - player 8: disqualified; his opponents' results stand");
    expect(r.out).toContain("  - board 2, round 3, table 3, E (player 1): result cancelled (§11.6B)");
    expect(r.out).toContain("  - board 2, round 3, table 3, N (player 4): adjusted result A+");
    // CSV says DQ where the text does, as the event CSV does.
    const csv = await pref(
      "score",
      tempFile("s.csv", SESSION),
      "--penalties",
      pen,
      "--disqualify",
      "8",
      "--format",
      "csv",
    );
    expect(csv.out.split("\n").find((l) => l.startsWith("DQ,"))).toBe("DQ,false,8,,6,6,100,1,0");
  });

  test("JSON: disqualified, the full top, the corrections and, with --cards, the cards", async () => {
    const pen = tempFile("pen.csv", "player,points,reason,disqualified\n8,,misconduct,yes\n");
    const r = await pref(
      "score",
      tempFile("s.csv", SESSION),
      "--penalties",
      pen,
      "--cards",
      "--format",
      "json",
    );
    expect(r.code).toBe(0);
    const j = JSON.parse(r.out);
    expect(j.fullTop).toBe(6);
    expect(j.standings.at(-1)).toMatchObject({ player: 8, rank: null, disqualified: true, percent: 100 });
    expect(j.corrections[0]).toMatchObject({ kind: "disqualified", player: 8, reason: "misconduct" });
    const p1 = j.cards.find((c: { player: number }) => c.player === 1);
    expect(p1.lines).toEqual([
      { board: 1, round: 1, table: 1, seat: "N", contract: "6♠", whists: 10, mp: 6, top: 6 },
      { board: 2, round: 1, table: 1, seat: "E", contract: "7БК", whists: -4, mp: 1 / 3, top: 6 },
      { board: 2, round: 3, table: 3, seat: "E", contract: null, whists: "X", mp: null, top: 6 },
    ]);
  });

  test("--cards as text and as CSV", async () => {
    const f = tempFile("s.csv", SESSION);
    const text = await pref("score", f, "--cards");
    expect(text.out).toMatch(/Player 1: 6\.33 MP of 12, 52\.78%, place 4\n/);
    expect(text.out).toMatch(/ 2 +3 +3 +E +X +6\n/);
    const csv = await pref("score", f, "--cards", "--format", "csv");
    expect(csv.out.split("\n")[0]).toBe("player,name,board,round,table,seat,contract,whists,mp,top");
    expect(csv.out).toContain("\n1,,2,3,3,E,,X,,6\n");
  });

  test("bad --disqualify, bad penalty amounts, a penalty for a session that is not given", async () => {
    const f = tempFile("s.csv", SESSION);
    expect((await pref("score", f, "--disqualify", "7,x")).err).toMatch(/--disqualify takes player numbers/);
    const bad = await pref("score", f, "--penalties", tempFile("p.csv", "player,points\n3,lots\n"));
    expect(bad.code).toBe(1);
    expect(bad.err).toMatch(/line 2, column points: "lots" is not a number of matchpoints nor a percentage/);
    const s3 = await pref("score", f, "--penalties", tempFile("p.csv", "player,points,session\n3,1,3\n"));
    expect(s3.err).toMatch(/a ruling for session 3, but 1 file is given/);
  });
});

describe("pref score A B: an event", () => {
  const second = ["board,N,N_whists", "1,1,10", "1,2,0", "1,9,-10"].join("\n");

  test("totals over sessions; % over all matchpoints possible; session and event penalties", async () => {
    const a = tempFile("a.csv", SESSION);
    const b = tempFile("b.csv", second);
    const pen = tempFile("pen.csv", "player,points,reason,session\n2,1,event fine,\n1,5,belongs to S1,1\n");
    const r = await pref("score", a, b, "--penalties", pen, "--format", "json");
    expect(r.code).toBe(0);
    const j = JSON.parse(r.out);
    expect(j.sessions.map((s: { file: string }) => s.file)).toEqual([a, b]);
    const by = new Map(j.event.standings.map((s: { player: number }) => [s.player, s]));
    // p1: (19/3 − 5) + 4 = 16/3 of 12 + 4 → 33.33%; p2: 29/3 + 2 − 1 = 32/3 of 16 → 66.67%.
    expect((by.get(1) as { mp: number }).mp).toBeCloseTo(16 / 3, 9);
    expect((by.get(1) as { percent: number }).percent).toBeCloseTo(100 / 3, 9);
    expect((by.get(2) as { percent: number }).percent).toBeCloseTo(200 / 3, 9);
    expect((by.get(9) as { sessions: unknown[] }).sessions[0]).toBeNull();
    const text = await pref("score", a, b);
    expect(text.out).toMatch(/^Event results: 9 players, 2 sessions/);
    expect(text.out).toMatch(/\n\s*1\s+8\s+100\.00\s+—\s+6\s+6\s+100\.00\n/);
    const csv = await pref("score", a, b, "--format", "csv");
    expect(csv.out.split("\n")[0]).toBe(
      "rank,tied,player,name,mp,max,percent,boards,penalty,s1_mp,s1_max,s1_percent,s2_mp,s2_max,s2_percent",
    );
  });

  test("--out writes the event results workbook; --cards is for one session", async () => {
    const out = tempFile("event.xlsx", "");
    const r = await pref(
      "score",
      tempFile("a.csv", SESSION),
      tempFile("b.csv", second),
      "--out",
      out,
      "--lang",
      "en",
    );
    expect(r.code).toBe(0);
    expect(r.err).toContain(`Results workbook written to ${out}`);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.readFile(out);
    expect(wb.worksheets.map((w) => w.name)).toEqual(["Event results", "Session 1", "Session 2"]);
    expect((await pref("score", "a.csv", "b.csv", "--cards")).err).toMatch(/--cards is for one session/);
  });
});

describe("pref build: the director's sheets, --variant, --penalties", () => {
  test("penalties and a disqualification fill the Penalties sheet; pref score reads them back", async () => {
    const out = tempFile("s.xlsx", "");
    const pen = tempFile("pen.csv", "player,points,reason\n3,25%,slow\n5,2,late\n");
    const b = await pref(
      "build",
      "--players",
      "20",
      "--lang",
      "en",
      "--variant",
      "sochi",
      "--penalties",
      pen,
      "--disqualify",
      "7",
      "--out",
      out,
    );
    expect(b.err).toBe("");
    expect(b.code).toBe(0);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.readFile(out);
    const names = wb.worksheets.map((w) => w.name);
    expect(names).toEqual(
      expect.arrayContaining(["Penalties", "Results", "Places", "Score cards", "Cost table"]),
    );
    const p = wb.getWorksheet("Penalties")!;
    expect(
      [6, 7, 8].map((r) => [
        p.getCell(r, 1).value,
        p.getCell(r, 2).value,
        p.getCell(r, 3).value,
        p.getCell(r, 5).value,
      ]),
    ).toEqual([
      [3, null, 0.25, null],
      [5, 2, null, null],
      [7, null, null, "yes"],
    ]);
    expect((await pref("build", "--players", "20", "--variant", "moscow", "--lang", "en")).err).toMatch(
      /--variant must be one of/,
    );
  });
});
