/**
 * Issue 9's findings, each as a test that fails on the main of before: one reading of every cell,
 * every problem at once, no standings over errors, the rulings, the director's language.
 */
import ExcelJS from "exceljs";
import { generateMovement } from "../../src/core/movement";
import { languageOf } from "../../src/cli/args";
import { builtCopy, pref, tempFile } from "./capture";
import { unwrap } from "../../src/core/result";

const HEAD =
  "board,round,table,dealer,contract,declarer,declarer_tricks,defender1,defender1_tricks,defender2,defender2_tricks,N,N_whists,E,E_whists,S,S_whists,W,W_whists";

/** A clean deal 1 (dealer N): four tables, zero-sum rows; player 1 wins the line N. */
const DEAL1 = [
  "1,1,1,N,6S,E,6,S,2,W,2,1,9,2,7,3,-1,4,-15",
  "1,1,2,N,6S,E,6,S,2,W,2,5,5,6,3,7,-1,8,-7",
  "1,1,3,N,6S,E,6,S,2,W,2,9,1,10,3,11,-1,12,-3",
  "1,1,4,N,6S,E,6,S,2,W,2,13,-3,14,3,15,-1,16,1",
];

/** The English 20-player workbook (five tables) the workbook tests edit. */
const BUILD_20_EN = ["--players", "20", "--lang", "en"];

const csv = (...rows: string[]) => tempFile("p.csv", [HEAD, ...rows].join("\n") + "\n");

describe("every problem at once (pref check)", () => {
  // One error of every reading kind and of the checks, each on its own line.
  const ROWS = [
    ...DEAL1,
    "2,1,1,E,6S,Q,6,W,2,N,2,1,9,2,7,3,-1,4,-15", // unknown seat Q (line 6)
    "2,1,2,E,6S,S,6,W,2,N,2,5,seven,6,3,7,-1,8,-7", // unreadable whists (line 7)
    "2,1,3,W,6S,S,6,E,2,N,2,9,1,10,3,11,-1,12,-3", // a second dealer (line 8)
    "2,1,4,E,6S,S,6,W,2,N,3,13,-3,14,3,15,-1,16,1", // tricks sum to 11 (line 9)
    "3,1,1,S,6S,N,6,E,2,W,2,1,9,1,7,3,-1,4,-15,oops", // player 1 twice; a cell beyond the header (line 10)
    "3,1,2,S,6S,N,6,E,2,W,2,5,5,6,3,100001,-1,8,-7", // player number too large (line 11)
  ];

  test("text: reading problems and every check in one list, in line order", async () => {
    const f = csv(...ROWS);
    const r = await pref("check", f, "--lang", "en");
    expect(r.code).toBe(1);
    const lines = r.out.trim().split("\n");
    expect(lines).toEqual([
      `${f}, line 6, column declarer: "Q" is not a seat (N, E, S or W)`,
      `${f}, line 7, column N_whists: "seven" is not a number of whists nor an adjusted result (A+, A, A-, NN%)`,
      `${f}, board 2, line 8, column dealer: the dealer is W here but E at line 6: one deal has one dealer`,
      `${f}, board 2, line 9, column declarer_tricks: the tricks add up to 11, not 10`,
      `${f}, line 10, column #20: the row has 20 cells but the header only 19 columns: "oops" is beyond the header`,
      `${f}, board 3, line 10, column E: player 1 is in seats N and E of one row`,
      `${f}, line 11, column S: player number 100001 is too large: players are numbered 1 to 100000`,
      "7 errors, 0 warnings",
    ]);
  });

  test("JSON: the same issues with code, severity, board, line, column, sheet and cell", async () => {
    const f = csv(...ROWS);
    const r = await pref("check", f, "--format", "json", "--lang", "en");
    expect(r.code).toBe(1);
    const issues = JSON.parse(r.out).issues as Record<string, unknown>[];
    expect(issues.map((i) => [i.code, i.line, i.column])).toEqual([
      ["unknown-seat", 6, "declarer"],
      ["bad-whists", 7, "N_whists"],
      ["dealer-differs", 8, "dealer"],
      ["tricks-sum", 9, "declarer_tricks"],
      ["extra-cells", 10, "#20"],
      ["player-twice-in-row", 10, "E"],
      ["player-out-of-range", 11, "S"],
    ]);
    expect(issues[1]).toMatchObject({ severity: "error", file: f, board: null, sheet: null, cell: null });
  });

  test("Russian with --lang ru", async () => {
    const r = await pref("check", csv(...ROWS), "--lang", "ru");
    expect(r.out).toContain("строка 7, графа N_whists: «seven» — не висты и не отметка судьи");
    expect(r.out.trim().split("\n").pop()).toBe("7 ошибок, 0 предупреждений");
  });

  test("a bad cell makes only its row unscorable: its line is factored, the others scored", async () => {
    const r = await pref(
      "score",
      csv(...DEAL1.slice(0, 3), "1,1,4,N,6S,E,6,S,2,W,2,13,x3,14,3,15,-1,16,1"),
      "--provisional",
      "--format",
      "json",
    );
    expect(r.code).toBe(0);
    const j = JSON.parse(r.out);
    expect(j).toMatchObject({ provisional: true, problems: 1, errors: 1 });
    // Line N: 9, 5, 1 of 4 tables → player 1 beats two: 4 MP, factored (4 + 1)·4/3 − 1 = 17/3.
    expect(j.boards[0].rows[0].N.mp).toBeCloseTo(17 / 3, 12);
    expect(j.boards[0].rows[3].N).toEqual({ player: 13, whists: null, mp: null });
  });
});

describe("no standings over errors (pref score)", () => {
  // Player 3 (S at table 1) typed into seats E and S of table 4.
  const TWICE = [...DEAL1.slice(0, 3), "1,1,4,N,6S,E,6,S,2,W,2,13,-3,3,3,3,-1,16,1"];

  test("an error: exit 1, every problem listed, no winner", async () => {
    const f = csv(...TWICE);
    const r = await pref("score", f, "--lang", "en");
    expect(r.code).toBe(1);
    expect(r.out).toBe("");
    expect(r.err).toContain(`${f}, board 1, line 5, column S: player 3 is in seats E and S of one row`);
    expect(r.err).toContain(
      `${f}, board 1, line 5, column E: player 3 played deal 1 again (first at line 2)`,
    );
    expect(r.err).toMatch(/2 errors in the protocols: no standings until they are mended/);
  });

  test("an error with --format json: the issues as pref check gives them, no standings", async () => {
    const r = await pref("score", csv(...TWICE), "--format", "json");
    expect(r.code).toBe(1);
    const j = JSON.parse(r.out);
    expect(j.standings).toBeUndefined();
    expect(j.issues.map((i: { code: string }) => i.code)).toEqual([
      "deal-played-twice",
      "player-twice-in-row",
    ]);
  });

  test("--provisional: a heading in text and no winner; JSON and CSV say so", async () => {
    const f = csv(...TWICE);
    const text = await pref("score", f, "--provisional", "--lang", "en");
    expect(text.code).toBe(0);
    expect(text.out.split("\n")[0]).toBe("PROVISIONAL STANDINGS: 2 open problems (pref check lists them)");
    expect(text.out).not.toMatch(/Winner/);
    const json = JSON.parse((await pref("score", f, "--provisional", "--format", "json")).out);
    expect(json.provisional).toBe(true);
    expect(json.problems).toBe(2);
    const c = await pref("score", f, "--provisional", "--format", "csv", "--lang", "ru");
    expect(c.out.split("\n")[0]).toBe("# предварительные: 2 открытые проблемы");
    expect(c.out.split("\n")[1]).toMatch(/^rank,/);
  });

  test("without errors nothing is provisional and the winner is named", async () => {
    const r = await pref("score", csv(...DEAL1), "--provisional", "--lang", "en");
    expect(r.code).toBe(0);
    expect(r.out).not.toMatch(/PROVISIONAL/);
    expect(r.out).toMatch(/Winner/);
  });
});

describe("the rulings", () => {
  test("an all-pass row in §7's form (tricks from the dealer's left, no seats) is read and scored", async () => {
    // Deal 1, dealer N: E took 5, S 3, W 2. Sochi all-pass at 1 a trick → N +25, E −25, S −5, W +5.
    const f = tempFile(
      "p.csv",
      [HEAD, "1,1,1,N,-,,5,,3,,2,1,,2,,3,,4,", "1,1,2,N,-,,4,,4,,2,5,,6,,7,,8,"].join("\n"),
    );
    const check = await pref("check", f, "--lang", "en");
    expect(check.out.trim()).toBe(`${f}: no problems found`);
    const r = await pref("score", f, "--variant", "sochi", "--format", "json");
    expect(r.code).toBe(0);
    const row = JSON.parse(r.out).boards[0].rows[0];
    expect([row.N.whists, row.E.whists, row.S.whists, row.W.whists]).toEqual([25, -25, -5, 5]);
  });

  test("a disqualification for session 2 removes the player from session 2 only", async () => {
    const s1 = csv(...DEAL1);
    const s2 = csv(...DEAL1);
    const pen = tempFile("pen.csv", "player,points,disqualified,session,reason\n1,,yes,2,conduct\n");
    const r = await pref("score", s1, s2, "--penalties", pen, "--format", "json");
    expect(r.code).toBe(0);
    const j = JSON.parse(r.out);
    const one = j.event.standings.find((s: { player: number }) => s.player === 1);
    expect(one.disqualified ?? false).toBe(false);
    expect(one.rank).toBe(1);
    expect(one.sessions[0].rank).toBe(1);
    expect(one.sessions[1].rank).toBeNull();
  });

  test("with --players an absent row scores as the same row present and blank", async () => {
    const m = unwrap(generateMovement(16));
    const tables = m.schedule.flatMap((r) =>
      r.tables.filter((t) => t.set === 1).map((t) => ({ round: r.round, t })),
    );
    const whist = [9, 5, 1, -3, 7, -7];
    const rows = tables.map(({ round, t }, i) =>
      [
        1,
        round,
        t.table,
        "",
        "",
        "",
        "",
        "",
        "",
        "",
        "",
        t.N,
        whist[i] ?? 0,
        t.E,
        -(whist[i] ?? 0),
        t.S,
        0,
        t.W,
        0,
      ].join(","),
    );
    const blank = rows.map((r, i) =>
      i === 1
        ? r
            .split(",")
            .map((c, k) => ([12, 14, 16, 18].includes(k) ? "" : c))
            .join(",")
        : r,
    );
    const absent = csv(...rows.filter((_, i) => i !== 1));
    const present = csv(...blank);
    const a = await pref("score", absent, "--players", "16", "--format", "json");
    const b = await pref("score", present, "--players", "16", "--format", "json");
    expect(a.code).toBe(0);
    expect(JSON.parse(a.out).standings).toEqual(JSON.parse(b.out).standings);
    // Without the movement the absent table is not counted, and the CLI says so.
    const c = await pref("score", absent, "--format", "json", "--lang", "en");
    expect(c.err).toMatch(/taken from the protocol's rows/);
    expect(JSON.parse(c.out).standings).not.toEqual(JSON.parse(b.out).standings);
  });

  test("numbers typed as text, with a decimal comma, a Unicode minus and spaces score as plain numbers", async () => {
    const typed = csv(
      ...DEAL1.slice(0, 3),
      '1,1,4,N,6S,E,6,S,2,W,2,13," \u22123,0",14,"3 ",15,\u2010 1,16,+1',
    );
    const a = await pref("score", typed, "--format", "json");
    const b = await pref("score", csv(...DEAL1), "--format", "json");
    expect(a.code).toBe(0);
    expect(JSON.parse(a.out).standings).toEqual(JSON.parse(b.out).standings);
  });

  test("the names CSV takes the Players sheet's header", async () => {
    const names = tempFile("n.csv", "Игрок;Имя\n1;Иванов\n");
    const r = await pref("score", csv(...DEAL1), "--names", names, "--lang", "en");
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/Winners, sharing first place: players 1 \(Иванов\), 2, 16/);
  });
});

describe("--help and --lang on every command", () => {
  test.each(["movement", "score", "build", "check", "demo", "whists"])("pref %s --help", async (cmd) => {
    const en = await pref(cmd, "--help", "--lang", "en");
    expect(en.code).toBe(0);
    expect(en.out).toMatch(new RegExp(`^usage: pref ${cmd}`));
    expect(en.err).toBe("");
    const ru = await pref(cmd, "--help", "--lang", "ru");
    expect(ru.out).toMatch(new RegExp(`^использование: pref ${cmd}`));
  });

  test("--lang is accepted by a command that has no texts of its own", async () => {
    const r = await pref("movement", "--players", "8", "--lang", "ru");
    expect(r.code).toBe(0);
  });

  test("pref demo tells the core's problem in Russian from the catalogue", async () => {
    const ru = await pref("demo", "--players", "2", "--lang", "ru");
    expect(ru.code).toBe(1);
    expect(ru.err).toMatch(/^pref demo: .*[а-яА-Я]/);
    expect(ru.err).not.toMatch(/players/);
  });

  test("pref movement tells the core's problem in Russian from the catalogue", async () => {
    const ru = await pref("movement", "--players", "12", "--method", "nosuch", "--lang", "ru");
    expect(ru.code).toBe(1);
    expect(ru.err).toContain("Неизвестный метод «nosuch»");
    const en = await pref("movement", "--players", "12", "--method", "nosuch", "--lang", "en");
    expect(en.code).toBe(1);
    expect(en.err).not.toMatch(/Неизвестный/);
  });
});

describe("a workbook's typed cells (pref score FILE.xlsx)", () => {
  test("a whist typed 60% (0.6 formatted as a percent) is the adjusted result 60%, never 0.6 whists", async () => {
    const file = await builtCopy("pct.xlsx", ...BUILD_20_EN);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.readFile(file);
    const ws = wb.getWorksheet("Board 1") as ExcelJS.Worksheet;
    ws.getCell("K5").value = 12;
    ws.getCell("K6").value = 4;
    ws.getCell("K7").value = 0.6;
    // A style of its own: ExcelJS shares one style object among the cells it loads.
    ws.getCell("K7").style = { ...ws.getCell("K7").style, numFmt: "0%" };
    ws.getCell("K8").value = "\u22126";
    await wb.xlsx.writeFile(file);
    const r = await pref("score", file, "--format", "json");
    // Only warnings: the rows not typed yet, which the workbook's own movement expects.
    expect(r.err.split("\n").filter((l) => l !== "" && !l.includes("warning: no result"))).toEqual([]);
    const rows = JSON.parse(r.out).boards[0].rows;
    expect(rows[2].N.whists).toBe("60%");
    expect(rows[3].N.whists).toBe(-6);
    // Line N, 5 tables expected: 12, 4, −6 compared (12 beats two: 4 MP), factored (4 + 1)·5/3 − 1 = 22/3.
    expect(rows[0].N.mp).toBeCloseTo(22 / 3, 12);
    // 60% of the top 2·(5 − 1) = 8 is 4.8.
    expect(rows[2].N.mp).toBeCloseTo(4.8, 12);
  });
});

describe("the director's language", () => {
  test("--lang wins; else Russian when LC_ALL, LC_MESSAGES or LANG (in that order) is Russian", () => {
    expect(languageOf("en", { LANG: "ru_RU.UTF-8" })).toBe("en");
    expect(languageOf(undefined, { LANG: "ru_RU.UTF-8" })).toBe("ru");
    expect(languageOf(undefined, { LC_ALL: "en_US.UTF-8", LANG: "ru_RU.UTF-8" })).toBe("en");
    expect(languageOf(undefined, { LC_MESSAGES: "ru_RU", LANG: "C" })).toBe("ru");
    expect(languageOf(undefined, { LANG: "C.UTF-8" })).toBe("en");
    expect(languageOf("de", {})).toBeNull();
  });

  test("pref --help in Russian names every command", async () => {
    const r = await pref("--help", "--lang", "ru");
    expect(r.code).toBe(0);
    for (const c of ["movement", "score", "build", "check", "demo", "whists"])
      expect(r.out).toContain(`pref ${c}`);
    expect(r.out).toMatch(/^pref — Pref Director, для судей/);
  });
});

describe("the workbook's own movement is the reference (pref check FILE.xlsx)", () => {
  async function built(name: string): Promise<{ file: string; wb: ExcelJS.Workbook }> {
    const file = await builtCopy(name, ...BUILD_20_EN);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.readFile(file);
    return { file, wb };
  }

  test("swapped players are found without --players; a bad cell does not hide them", async () => {
    const { file, wb } = await built("swap.xlsx");
    const ws = wb.getWorksheet("Board 1") as ExcelJS.Worksheet;
    const n = ws.getCell("J5").value;
    ws.getCell("J5").value = ws.getCell("M5").value;
    ws.getCell("M5").value = n;
    ws.getCell("K6").value = "seven";
    await wb.xlsx.writeFile(file);
    const r = await pref("check", file, "--format", "json", "--lang", "en");
    expect(r.code).toBe(1);
    const errors = (
      JSON.parse(r.out).issues as { code: string; sheet: string; cell: string; severity: string }[]
    )
      .filter((i) => i.severity === "error")
      .map((i) => [i.code, i.sheet, i.cell]);
    expect(errors).toEqual([
      ["movement-mismatch", "Board 1", "M5"],
      ["movement-mismatch", "Board 1", "J5"],
      ["bad-whists", "Board 1", "K6"],
    ]);
  });

  test("a protocol sheet missing, or one whose title does not read, is an error naming it", async () => {
    const { file, wb } = await built("gone.xlsx");
    wb.removeWorksheet((wb.getWorksheet("Board 3") as ExcelJS.Worksheet).id);
    (wb.getWorksheet("Board 4") as ExcelJS.Worksheet).getCell("A1").value = "Bard";
    await wb.xlsx.writeFile(file);
    const r = await pref("check", file, "--lang", "en");
    expect(r.code).toBe(1);
    const errors = r.out.split("\n").filter((l) => l.startsWith(file) && !l.includes("warning:"));
    expect(errors).toEqual([
      // The Ledger's record names the deleted sheet (the movement's own check does not repeat it).
      `${file}, Board 3: the protocol sheet of deal 3 ("Board 3") is missing from the workbook (deleted?): put it back or build the session again`,
      `${file}, Board 4: the sheet "Board 4" is named as a protocol but its title row does not read as one (deal 4)`,
    ]);
    const ru = await pref("check", file, "--lang", "ru");
    expect(ru.out).toContain(
      "Листа протокола сдачи 3 («Board 3») нет в книге (удалён?): верните его или постройте сессию заново.",
    );
  });
});
