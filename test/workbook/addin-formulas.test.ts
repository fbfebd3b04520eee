/**
 * The add-in's formulas as both writers store them (issue 11): in a file, Excel's form of a
 * JavaScript custom function (`_xldudf_PREF_MATCHPOINTS(`), never the bare name; and one
 * PREF.MATCHPOINTS call per line of each protocol (a spilled helper column the MP cells refer to),
 * not one per MP cell — in the file as a legacy array formula over the line's rows.
 */
import JSZip from "jszip";
import { planToXlsx } from "../../src/xlsx/writer";
import { SEATS } from "../../src/core/protocol";
import { writeWorkbookPlan } from "../../src/excel";
import { FakeExcel } from "../excel-fake/fake-excel";
import { seatColumns } from "../../src/workbook";
import { address, functionOf } from "../../src/workbook/formula";
import { plan } from "./sessions";

const count = (text: string, what: string): number => text.split(what).length - 1;

describe("add-in formulas in the written workbook", () => {
  const p = plan({ players: 28, formulas: "addin", directorSheets: true });
  const protocols = p.sheets.filter((s) => s.role === "protocol");
  const rows = (name: string): number =>
    Math.max(...(p.sheets.find((s) => s.name === name)?.cells.map((c) => c.row) ?? [0])) - 4;

  test("the file (ExcelJS): _xldudf_ forms only, one MATCHPOINTS array formula per line", async () => {
    const zip = await JSZip.loadAsync(await planToXlsx(p));
    const sheets = Object.keys(zip.files).filter((f) => /^xl\/worksheets\/sheet\d+\.xml$/.test(f));
    let matchpoints = 0;
    let tops = 0;
    let arrays = 0;
    for (const f of sheets) {
      const xml = await zip.file(f)!.async("string");
      // The bare name would not calculate when Excel opens the file.
      expect(count(xml, "PREF.")).toBe(0);
      matchpoints += count(xml, "_xldudf_PREF_MATCHPOINTS(");
      tops += count(xml, "_xldudf_PREF_TOP(");
      arrays += (xml.match(/<f t="array" ref="[A-Z]+5:[A-Z]+\d+">_xldudf_PREF_MATCHPOINTS\(/g) ?? []).length;
    }
    // 7 protocols of 7 tables (28 players), 4 lines each: 28 calls, not 7 × 7 × 4 = 196.
    expect(protocols).toHaveLength(7);
    expect(matchpoints).toBe(28);
    expect(arrays).toBe(28);
    expect(tops).toBe(28);
  });

  test("the add-in (Office.js writer): one PREF.MATCHPOINTS per line, spilled where the MP cells look", async () => {
    const fake = new FakeExcel();
    const r = await writeWorkbookPlan(fake, p);
    expect(r.ok).toBe(true);
    for (const s of protocols) {
      const sheet = fake.sheet(s.name)!;
      const formulas = [...sheet.cells.values()].flatMap((v) => (v.kind === "formula" ? [v.formula] : []));
      expect(formulas.filter((f) => f.includes("PREF.MATCHPOINTS(")).length).toBe(4);
      expect(formulas.some((f) => f.includes("_xldudf_"))).toBe(false);
      for (const seat of SEATS) {
        const c = seatColumns(seat);
        // The call sits at the top of the seat's spill column, the cells below it stay empty for
        // the spill, and every MP cell refers to its row of it.
        expect(sheet.data(address(5, c.spill))).toMatch(/^=PREF\.MATCHPOINTS\(/);
        for (let row = 6; row < 5 + rows(s.name); row++)
          expect(sheet.data(address(row, c.spill))).toBeUndefined();
        for (let row = 5; row < 5 + rows(s.name); row++)
          expect(sheet.data(address(row, c.mp))).toBe(`=${address(row, c.spill)}`);
      }
    }
  });

  test("the file's validations show their prompt (showInputMessage) as well as their error", async () => {
    const zip = await JSZip.loadAsync(await planToXlsx(p));
    const xml = await zip.file("xl/worksheets/sheet5.xml")!.async("string");
    const validations = xml.match(/<dataValidation [^>]*>/g) ?? [];
    expect(validations.length).toBeGreaterThan(0);
    for (const v of validations) {
      expect(v).toContain('showInputMessage="1"');
      expect(v).toContain('showErrorMessage="1"');
      expect(v).toMatch(/ prompt="[^"]+"/);
    }
  });

  test("readers take a function in either form", () => {
    expect(functionOf("_xldudf_PREF_MATCHPOINTS")).toBe("PREF.MATCHPOINTS");
    expect(functionOf("PREF.MATCHPOINTS")).toBe("PREF.MATCHPOINTS");
    expect(functionOf("_xldudf_pref_top")).toBe("PREF.TOP");
    expect(functionOf("_xlfn.RANK.EQ")).toBe("RANK.EQ");
    expect(functionOf("SUM")).toBe("SUM");
    expect(functionOf("PREF_MATCHPOINTS")).toBeNull();
  });
});
