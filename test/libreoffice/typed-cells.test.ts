/**
 * Issue 9's differential evidence: one workbook typed the way directors type (numbers as text, a
 * decimal comma, a Unicode minus, spaces, a Cyrillic З for 3, 60% as a percent-formatted number,
 * an unreadable cell) gives the same standings recalculated by LibreOffice (portable style) as
 * `pref score FILE.xlsx` (the core's reading rule), and the sheet's Check column flags the cell
 * that cannot be read in words, never #N/A in Results.
 *
 * Needs `soffice`; PREF_SKIP_LIBREOFFICE=1 skips it.
 */
import ExcelJS from "exceljs";
import * as fs from "fs";
import * as os from "os";
import * as path from "path";
import { labelsFor, RESULTS_COLUMNS as C } from "../../src/workbook";
import { PROTOCOL_COLUMNS as PC, seatColumns } from "../../src/workbook/layout";
import { pref } from "../cli/capture";
import { recalculateToXlsx, SKIP_LIBREOFFICE, soffice } from "./soffice";

const skip = SKIP_LIBREOFFICE;

/** What is typed in the whist cells of "Протокол 1" (rows 5–9, N E S W), as a director would. */
const TYPED: readonly (readonly (string | number | { pct: number } | null)[])[] = [
  ["22,5", "\u22122,5", " 14 ", "\u221234"],
  [-18, "18", "1\u0417", "\u2212 13"],
  [{ pct: 0.6 }, "A", "А-", "X"],
  ["7", "seven", "-3", "-4"],
  ["+4", "-4", "0", "0"],
];

(skip ? describe.skip : describe)("one workbook, typed as directors type: LibreOffice = pref score", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "pref-typed-"));
  const file = path.join(dir, "typed.xlsx");
  let sheet:
    | {
        mp: unknown[][];
        check: unknown[];
        results: (number | string | null)[][];
        heading: string;
        notes: string[];
        placesTitle: string;
      }
    | undefined;

  beforeAll(async () => {
    if (soffice === null)
      throw new Error("soffice (LibreOffice) is not on the PATH (PREF_SKIP_LIBREOFFICE=1 skips)");
    expect(
      (await pref("build", "--players", "20", "--lang", "ru", "--formulas", "portable", "--out", file)).code,
    ).toBe(0);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.readFile(file);
    const ws = wb.getWorksheet("Протокол 1") as ExcelJS.Worksheet;
    TYPED.forEach((row, i) =>
      row.forEach((v, k) => {
        const c = ws.getCell(5 + i, seatColumns((["N", "E", "S", "W"] as const)[k]).whists);
        if (v !== null && typeof v === "object") {
          c.value = v.pct;
          c.style = { ...c.style, numFmt: "0%" };
        } else c.value = v;
      }),
    );
    await wb.xlsx.writeFile(file);
    const out = path.join(dir, "out");
    recalculateToXlsx([file], out, path.join(dir, "profile"));
    const back = new ExcelJS.Workbook();
    await back.xlsx.readFile(path.join(out, "typed.xlsx"));
    const v = (w: ExcelJS.Worksheet, r: number, col: number): unknown => {
      const c = w.getCell(r, col);
      return c.type === ExcelJS.ValueType.Formula ? c.result : c.value;
    };
    const p = back.getWorksheet("Протокол 1") as ExcelJS.Worksheet;
    const results = back.getWorksheet(labelsFor("ru").sheets.results) as ExcelJS.Worksheet;
    sheet = {
      mp: TYPED.map((_, i) => (["N", "E", "S", "W"] as const).map((s) => v(p, 5 + i, seatColumns(s).mp))),
      check: TYPED.map((_, i) => String(v(p, 5 + i, PC.check) ?? "")),
      heading: String(v(results, 1, C.note) ?? ""),
      placesTitle: String(
        v(back.getWorksheet(labelsFor("ru").sheets.places) as ExcelJS.Worksheet, 1, 1) ?? "",
      ),
      notes: Array.from({ length: 20 }, (_, i) => String(v(results, i + 2, C.note) ?? "")),
      results: Array.from({ length: 20 }, (_, i) =>
        [C.player, C.mp, C.max, C.percent].map((col) => {
          const x = v(results, i + 2, col);
          return typeof x === "number" || typeof x === "string" ? x : null;
        }),
      ),
    };
  });

  test("the Check column says in words which row cannot be read; the rest is clean", () => {
    expect(sheet?.check).toEqual(["", "", "", "не читается", ""]);
  });

  test("Results says at the top, live, that the standings are provisional, and names no winner", () => {
    expect(sheet?.heading).toBe("предварительные: открытых проблем 1");
    expect(sheet?.notes).not.toContain("Победитель");
    expect(sheet?.placesTitle).toMatch(/ — предварительные: открытых проблем 1$/);
  });

  test("no #N/A or error reaches Results", () => {
    for (const row of sheet?.results ?? []) for (const x of row) expect(String(x)).not.toMatch(/#/);
  });

  test("the same standings as pref score FILE.xlsx (the core's reading)", async () => {
    const r = await pref("score", file, "--provisional", "--format", "json");
    expect(r.code).toBe(0);
    const core = JSON.parse(r.out) as {
      provisional: boolean;
      standings: { player: number; mp: number; max: number; percent: number | null }[];
      boards: { rows: Record<string, { whists: unknown; mp: number | null } | null>[] }[];
    };
    expect(core.provisional).toBe(true);
    // Row 5 typed 60% formatted as a percent: the adjusted result 60%, the same in both.
    expect(core.boards[0].rows[2].N?.whists).toBe("60%");
    const byPlayer = new Map(core.standings.map((s) => [s.player, s]));
    for (const [player, mp, max, percent] of sheet?.results ?? []) {
      const c = byPlayer.get(Number(player));
      expect(c).toBeDefined();
      expect([player, Math.abs(Number(mp) - (c?.mp ?? NaN)) < 1e-6, max]).toEqual([player, true, c?.max]);
      if (c?.percent !== null) expect(Math.abs(Number(percent) - (c?.percent ?? NaN)) < 1e-6).toBe(true);
    }
    // Deal 1's MP cell by cell: the sheet's = the core's (blank where the core has none).
    core.boards[0].rows.slice(0, 5).forEach((row, i) =>
      (["N", "E", "S", "W"] as const).forEach((s, k) => {
        const want = row[s]?.mp ?? null;
        const got = sheet?.mp[i][k];
        if (want === null)
          expect([i, s, got === "" || got === null || got === undefined]).toEqual([i, s, true]);
        else expect([i, s, Math.abs(Number(got) - want) < 1e-6]).toEqual([i, s, true]);
      }),
    );
  });
});
