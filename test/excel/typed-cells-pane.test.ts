/**
 * Issue 9's differential evidence, the pane's arm (no LibreOffice needed): the session typed the way
 * test/libreoffice/typed-cells.test.ts types it — a text "22,5", a Unicode minus, spaces, the
 * Cyrillic З, 60% as the number 0.6 with a "0%" format, an unreadable "seven" — read back by the
 * pane's reader (src/excel/read-session.ts over the fake Excel) gives every whist cell the reading
 * `pref score FILE.xlsx` gives it, and flags the same row; the standings scored from what the pane
 * read are the CLI's; and the add-in style (PREF.MATCHPOINTS evaluated with the real function code
 * by test/workbook/evaluate.ts) gives every MP cell of the deal the CLI's.
 */
import ExcelJS from "exceljs";
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import { toNumber } from "../../src/core/rational";
import { scoreSession } from "../../src/core/score";
import type { Entry, Protocol } from "../../src/core/protocol";
import { unwrap } from "../../src/core/result";
import { readSessionSheets, writeWorkbookPlan } from "../../src/excel";
import { seatColumns } from "../../src/workbook/layout";
import { pref } from "../cli/capture";
import { key } from "../excel-fake/cells";
import { FakeExcel } from "../excel-fake/fake-excel";
import { PlanEvaluator } from "../workbook/evaluate";
import { plan } from "../workbook/sessions";
import type { PlannedCell, WorkbookPlan } from "../../src/workbook/types";

const SEATS = ["N", "E", "S", "W"] as const;

/** The same cells as the LibreOffice test types (rows 5–9 of "Протокол 1"). */
const TYPED: readonly (readonly (string | number | { pct: number })[])[] = [
  ["22,5", "\u22122,5", " 14 ", "\u221234"],
  [-18, "18", "1\u0417", "\u2212 13"],
  [{ pct: 0.6 }, "A", "А-", "X"],
  ["7", "seven", "-3", "-4"],
  ["+4", "-4", "0", "0"],
];

const ADJUSTED: Readonly<Record<string, string>> = { "avg-plus": "A+", avg: "A", "avg-minus": "A-" };

/** An entry as `pref score --format json` writes a whist cell. */
function asJson(e: Entry): unknown {
  switch (e.kind) {
    case "whists":
      return toNumber(e.whists);
    case "adjusted":
      return e.adjustment.kind === "percent"
        ? `${toNumber(e.adjustment.percent)}%`
        : ADJUSTED[e.adjustment.kind];
    case "cancelled":
      return "X";
    case "none":
      return null;
  }
}

describe("one session typed as directors type: the pane's reader = pref score FILE.xlsx", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "pref-typed-pane-"));
  const file = path.join(dir, "typed.xlsx");

  test("every whist cell reads the same, and the same row is flagged", async () => {
    // The CLI's side: the file built and typed as the LibreOffice test does.
    expect((await pref("build", "--players", "20", "--lang", "ru", "--out", file)).code).toBe(0);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.readFile(file);
    const ws = wb.getWorksheet("Протокол 1") as ExcelJS.Worksheet;
    TYPED.forEach((row, i) =>
      row.forEach((v, k) => {
        const c = ws.getCell(5 + i, seatColumns(SEATS[k]).whists);
        if (typeof v === "object") {
          c.value = v.pct;
          c.style = { ...c.style, numFmt: "0%" };
        } else c.value = v;
      }),
    );
    await wb.xlsx.writeFile(file);
    const r = await pref("score", file, "--provisional", "--format", "json");
    expect(r.code).toBe(0);
    const core = JSON.parse(r.out) as {
      standings: { player: number; mp: number; max: number }[];
      boards: { rows: (Record<string, { whists: unknown; mp: number | null } | null> | null)[] }[];
    };

    // The pane's side: the same workbook written into the fake, the cells holding what Excel holds.
    const fake = new FakeExcel();
    unwrap(await writeWorkbookPlan(fake, plan({ players: 20, language: "ru" })));
    const sheet = fake.sheet("Протокол 1");
    if (sheet === undefined) throw new Error("no Протокол 1");
    TYPED.forEach((row, i) =>
      row.forEach((v, k) => {
        const col = seatColumns(SEATS[k]).whists;
        if (typeof v === "object") {
          fake.writeCell(sheet, 5 + i, col, v.pct);
          sheet.numberFormats.set(key(5 + i, col), "0%");
        } else if (typeof v === "number") fake.writeCell(sheet, 5 + i, col, v);
        // Text stays text (as ExcelJS wrote it): the quote prefix keeps the fake from reading it.
        else fake.writeCell(sheet, 5 + i, col, `'${v}`);
      }),
    );
    const pane = unwrap(await readSessionSheets(fake));
    const deal1 = pane.protocols.find((p: Protocol) => p.board === 1);
    const paneCells = (deal1?.rows ?? [])
      .slice(0, 5)
      .map((row) => SEATS.map((s) => asJson(row.seats[s]?.entry ?? { kind: "none" })));
    const cliCells = core.boards[0].rows
      .slice(0, 5)
      .map((row) => (row === null ? null : SEATS.map((s) => row[s]?.whists ?? null)));
    expect(paneCells).toEqual(cliCells);
    // Hand-checked: 60% formatted as a percent is the adjusted 60%, never 0.6 whists.
    expect(paneCells[2]).toEqual(["60%", "A", "A-", "X"]);
    // The one cell that cannot be read: the pane names it, the CLI leaves that row unscored.
    expect(pane.problems.map((p) => [p.code, p.at.sheet, p.at.line, p.at.column])).toEqual([
      ["bad-whists", "Протокол 1", 8, "E_whists"],
    ]);
    expect(cliCells[3]).toEqual([null, null, null, null]);
    // The standings the core scores from what the pane read are the CLI's.
    const standings = scoreSession(pane.protocols).score.standings.map((x) => ({
      player: x.player,
      mp: Math.round(toNumber(x.mp) * 1e6) / 1e6,
      max: x.max,
    }));
    const want = core.standings.map((x) => ({
      player: x.player,
      mp: Math.round(x.mp * 1e6) / 1e6,
      max: x.max,
    }));
    expect(standings.length).toBe(20);
    expect(standings).toEqual(want);

    // The add-in style through the real function code: PREF.MATCHPOINTS over the same cells.
    const addin = plan({ players: 20, language: "ru", formulas: "addin" });
    const typed: WorkbookPlan = {
      ...addin,
      sheets: addin.sheets.map((sh) => {
        if (sh.name !== "Протокол 1") return sh;
        const at = new Map<string, PlannedCell>();
        TYPED.forEach((row, i) =>
          row.forEach((v, k) => {
            const col = seatColumns(SEATS[k]).whists;
            at.set(
              `${5 + i},${col}`,
              typeof v === "object"
                ? { row: 5 + i, col, value: { kind: "number", value: v.pct }, numberFormat: "0%" }
                : typeof v === "number"
                  ? { row: 5 + i, col, value: { kind: "number", value: v } }
                  : { row: 5 + i, col, value: { kind: "text", text: v } },
            );
          }),
        );
        const cells = sh.cells.filter((c) => !at.has(`${c.row},${c.col}`));
        return { ...sh, cells: [...cells, ...at.values()] };
      }),
    };
    const ev = new PlanEvaluator(typed);
    const mp = TYPED.map((_, i) => SEATS.map((s) => ev.value("Протокол 1", 5 + i, seatColumns(s).mp)));
    const cliMp = core.boards[0].rows.slice(0, 5).map((row) => SEATS.map((s) => row?.[s]?.mp ?? null));
    expect(mp.map((row) => row.map((x) => (x === "" ? null : x)))).toEqual(cliMp);
    // Hand-checked: 60% of the top of a 5-table line (8) is 4.8 MP, not the MP of 0.6 whists.
    expect(mp[2][0]).toBeCloseTo(4.8, 9);
  }, 120_000);
});
