/**
 * Shared formulas in the written file (issue 10): read back, every formula cell — the first of a run
 * and the cells that only name it — has the formula the plan gave it. ExcelJS moves a shared formula
 * to each cell as Excel and LibreOffice do; "$" is left out of the comparison (a run's fixed rows
 * are written with it, the plan's own formulas without).
 */
import ExcelJS from "exceljs";
import { buildWorkbookPlan, formulaBody } from "../../src/workbook";
import { unwrap } from "../../src/core/result";
import { planToXlsx } from "../../src/xlsx/writer";
import { testSessions } from "../workbook/sessions";

test.each(["director-20", "rests-13"])(
  "%s: each cell's formula read back is the plan's",
  async (name) => {
    const session = testSessions().find((s) => s.name === name)!;
    const plan = unwrap(buildWorkbookPlan(session.settings, session.protocols));
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load((await planToXlsx(plan)) as unknown as ArrayBuffer);
    let shared = 0;
    let formulas = 0;
    const wrong: string[] = [];
    for (const s of plan.sheets) {
      const ws = wb.getWorksheet(s.name)!;
      for (const c of s.cells) {
        if (c.value?.kind !== "formula") continue;
        formulas++;
        const got = ws.getCell(c.row, c.col);
        const model = got.value as { sharedFormula?: string };
        if (model.sharedFormula !== undefined) shared++;
        const want = formulaBody(c.value.expr, "file").replace(/\$/g, "");
        if ((got.formula ?? "").replace(/\$/g, "") !== want) wrong.push(`${s.name}!${got.address}`);
      }
    }
    expect(wrong).toEqual([]);
    // Many of a session's formulas are in runs down a column (these count the cells after the first).
    expect(shared).toBeGreaterThan(formulas / 3);
  },
  120_000,
);
