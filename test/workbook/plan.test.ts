/** The plan itself: sheets and labels in both languages, text kept as text, formulas in both dialects, validation. */
import { generateMovement } from "../../src/core/movement";
import { seededRandom } from "../../src/core/random";
import { simulateProtocols } from "../../src/core/simulate";
import {
  buildWorkbookPlan,
  formulaText,
  functionsUsed,
  officeValue,
  PORTABLE_FUNCTIONS,
  type FunctionName,
  type SheetPlan,
  type WorkbookPlan,
} from "../../src/workbook";
import { plan } from "./sessions";
import { unwrap } from "../../src/core/result";

function formulas(s: SheetPlan): string[] {
  return s.cells.flatMap((c) => (c.value?.kind === "formula" ? [formulaText(c.value.expr, "file")] : []));
}

function textAt(s: SheetPlan, row: number, col: number): string | undefined {
  const v = s.cells.find((c) => c.row === row && c.col === col)?.value;
  return v?.kind === "text" ? v.text : undefined;
}

describe("the session workbook plan", () => {
  test("Russian by default: sheet names in the issue's order, a protocol sheet per deal, the ledger hidden", () => {
    const p = plan({ players: 28 });
    expect(p.sheets.map((s) => s.name)).toEqual([
      "Игроки",
      "Движение",
      "Карточки столов",
      "Ряд комплектов",
      ...Array.from({ length: 7 }, (_, i) => `Протокол ${i + 1}`),
      "Итоги",
      "Журнал",
    ]);
    expect(p.sheets.filter((s) => s.hidden).map((s) => s.name)).toEqual(["Журнал"]);
  });

  test("English: sheet names and the Results labels exactly", () => {
    const p = plan({ players: 20, language: "en" });
    expect(p.sheets.map((s) => s.name)).toEqual([
      "Players",
      "Movement",
      "Table cards",
      "Set row",
      "Board 1",
      "Board 2",
      "Board 3",
      "Board 4",
      "Board 5",
      "Results",
      "Ledger",
    ]);
    const results = p.sheets.find((s) => s.name === "Results") as SheetPlan;
    expect([1, 2, 3, 4, 5, 6].map((c) => textAt(results, 1, c))).toEqual([
      "Player",
      "Name",
      "MP",
      "Max",
      "%",
      "Rank",
    ]);
    expect(p.names.map((n) => n.name)).toEqual(["PREF_PLAYERS", "PREF_RESULTS"]);
  });

  test("protocol rows: the movement's players in round order, E per line, top as a formula", () => {
    const p = plan({ players: 20, language: "en" });
    const m = unwrap(generateMovement(20));
    const board2 = p.sheets.find((s) => s.name === "Board 2") as SheetPlan;
    const expected = m.schedule.flatMap((r) =>
      r.tables.filter((t) => t.set === 2).map((t) => [r.round, t.table, t.N, t.E]),
    );
    const got = [5, 6, 7, 8, 9].map((row) =>
      [1, 2, 10, 13].map((col) => {
        const v = board2.cells.find((c) => c.row === row && c.col === col)?.value;
        return v?.kind === "number" ? v.value : null;
      }),
    );
    expect(got).toEqual(expected);
    expect(formulas(board2)).toContain('=IF(X2>0,2*(X2-1),"")');
    expect(formulas(board2)).toContain("=COUNT($J$5:$J$9)");
  });

  test("a name is always text: =1+1 and @SUM(A1) never become formulas", () => {
    const names = new Map([
      [1, "=1+1"],
      [2, "@SUM(A1)"],
      [3, "Иванов"],
      [4, "1-2"],
    ]);
    const p = plan({ players: 20, names });
    const players = p.sheets[0];
    expect([2, 3, 4, 5].map((r) => players.cells.find((c) => c.row === r && c.col === 2)?.value)).toEqual([
      { kind: "text", text: "=1+1" },
      { kind: "text", text: "@SUM(A1)" },
      { kind: "text", text: "Иванов" },
      { kind: "text", text: "1-2" },
    ]);
    expect(players.cells.find((c) => c.row === 2 && c.col === 2)?.numberFormat).toBe("@");
    expect(officeValue({ kind: "text", text: "=1+1" })).toBe("'=1+1");
    expect(officeValue({ kind: "text", text: "@SUM(A1)" })).toBe("'@SUM(A1)");
    expect(officeValue({ kind: "text", text: "1-2" })).toBe("'1-2");
    expect(officeValue({ kind: "text", text: "Иванов" })).toBe("Иванов");
  });

  test("two dialects: _xlfn. in the file, plain English names for Office.js", () => {
    const p = plan({ players: 20, language: "en" });
    const results = p.sheets.find((s) => s.role === "results") as SheetPlan;
    const rank = results.cells.find((c) => c.row === 2 && c.col === 6)?.value;
    if (rank?.kind !== "formula") throw new Error("no rank formula");
    expect(formulaText(rank.expr, "file")).toBe('=IF(ISNUMBER(K2),_xlfn.RANK.EQ(K2,$K$2:$K$21),"")');
    expect(formulaText(rank.expr, "office")).toBe('=IF(ISNUMBER(K2),RANK.EQ(K2,$K$2:$K$21),"")');
    const office = p.sheets.flatMap((s) =>
      s.cells.flatMap((c) => (c.value?.kind === "formula" ? [formulaText(c.value.expr, "office")] : [])),
    );
    expect(office.some((f) => f.includes("_xlfn."))).toBe(false);
  });

  test("portable uses only native functions LibreOffice 7.4 computes; addin calls PREF.MATCHPOINTS and PREF.TOP", () => {
    const used = (p: WorkbookPlan): Set<FunctionName> => {
      const all = new Set<FunctionName>();
      for (const s of p.sheets)
        for (const c of s.cells) if (c.value?.kind === "formula") functionsUsed(c.value.expr, all);
      return all;
    };
    const portable = used(plan({ players: 13 }));
    expect([...portable].filter((f) => !PORTABLE_FUNCTIONS.has(f))).toEqual([]);
    const addin = used(plan({ players: 13, formulas: "addin" }));
    expect(addin.has("PREF.MATCHPOINTS")).toBe(true);
    expect(addin.has("PREF.TOP")).toBe(true);
    const board = plan({ players: 20, formulas: "addin", language: "en" }).sheets[4];
    // One call per line, in the file form of a JavaScript custom function (issue 11).
    expect(formulas(board)).toContain("=_xldudf_PREF_MATCHPOINTS($X$5:$X$9,$J$5:$J$9,$V$5:$V$9,X2)");
  });

  test("validation on seats and tricks, a flag and a conditional format for a row that does not sum to zero", () => {
    const p = plan({ players: 20 });
    const board = p.sheets[4];
    const lists = board.validations.filter((v) => v.kind === "list");
    expect(lists.map((v) => v.values)).toEqual([
      ["С", "В", "Ю", "З"],
      ["С", "В", "Ю", "З"],
      ["С", "В", "Ю", "З"],
    ]);
    const tricks = board.validations.filter((v) => v.kind === "whole" && v.max === 10);
    expect(tricks).toHaveLength(3);
    expect(formulas(board).filter((f) => f.includes("сумма ≠ 0"))).toHaveLength(5);
    expect(board.conditionalFormats).toHaveLength(1);
    expect(formulaText(board.conditionalFormats[0].formula, "file")).toBe("=LEN($W5)>0");
    expect(board.frozen).toEqual({ rows: 4, cols: 2 });
    expect(board.print.orientation).toBe("landscape");
  });

  test("deals per set: each set's deals get their own sheets with the same tables", () => {
    const p = plan({ players: 20, dealsPerSet: 2, language: "en" });
    const boards = p.sheets.filter((s) => s.role === "protocol");
    expect(boards.map((s) => s.name)).toEqual(Array.from({ length: 10 }, (_, i) => `Board ${i + 1}`));
    expect(p.session.deals.map((d) => d.set)).toEqual([1, 1, 2, 2, 3, 3, 4, 4, 5, 5]);
  });

  test("bad settings and results that do not fit the movement are refused with their locations", () => {
    const bad = buildWorkbookPlan({ players: 2, language: "xx" as "en", dealsPerSet: 0 });
    expect(bad.ok).toBe(false);
    if (!bad.ok)
      expect(bad.problems.map((p) => p.code).sort()).toEqual([
        "movement.players.too-few",
        "workbook.deals-per-set",
        "workbook.language",
      ]);

    const m = unwrap(generateMovement(20));
    const protocols = simulateProtocols(m, seededRandom(1));
    const row = protocols[0].rows[0];
    const wrong = [
      {
        board: 1,
        rows: [
          {
            ...row,
            seats: { ...row.seats, E: { player: 2, entry: { kind: "none" as const } } },
            source: { file: "p.csv", line: 7 },
          },
        ],
      },
      { board: 9, rows: [{ ...row, source: { file: "p.csv", line: 8 } }] },
      { board: 1, rows: [row, { ...row, source: { file: "p.csv", line: 9 } }] },
    ];
    const r = buildWorkbookPlan({ players: 20 }, wrong);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.problems.map((p) => [p.code, p.at.line])).toEqual([
        ["fill.row-not-in-movement", 7],
        ["fill.deal-not-played", 8],
        ["fill.row-twice", 9],
      ]);
    }
  });
});
