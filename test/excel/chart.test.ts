/** The standings bar chart (issue 5): planned on Places, drawn by the Office.js writer in its batches, ignored by ExcelJS. */
import ExcelJS from "exceljs";
import { planToXlsx } from "../../src/xlsx/writer";
import { writeWorkbookPlan } from "../../src/excel";
import { FakeExcel } from "../excel-fake/fake-excel";
import { PLACES_COLUMNS, PLACES_ROWS, type WorkbookPlan } from "../../src/workbook";
import { address } from "../../src/workbook/formula";
import { plan } from "../workbook/sessions";
import { unwrap } from "../../src/core/result";

/** Sheets with their charts. */
function charted(p: WorkbookPlan): { name: string; charts: number }[] {
  return p.sheets.flatMap((s) =>
    (s.charts ?? []).length > 0 ? [{ name: s.name, charts: s.charts!.length }] : [],
  );
}

/** Syncs of a write of `p` into an empty workbook. */
async function syncsOf(p: WorkbookPlan): Promise<number> {
  const fake = new FakeExcel();
  const r = unwrap(await writeWorkbookPlan(fake, p));
  expect(fake.syncs).toHaveLength(r.syncs);
  return fake.syncs.length;
}

describe("the standings chart", () => {
  test("the plan: one bar chart on Places, in the sheet's language, only up to 200 players", () => {
    const ru = plan({ players: 28, directorSheets: true });
    expect(charted(ru)).toEqual([{ name: "Места", charts: 1 }]);
    const chart = ru.sheets.find((s) => s.name === "Места")!.charts![0];
    expect(chart.kind).toBe("bar");
    expect(chart.title).toBe("Итоги: % по местам");
    expect(chart.values).toMatchObject({
      row: 3,
      col: PLACES_COLUMNS.percent,
      row2: 30,
      col2: PLACES_COLUMNS.percent,
    });
    expect(chart.values.sheet).toBeUndefined();
    const en = plan({ players: 28, directorSheets: true, language: "en" });
    expect(en.sheets.find((s) => s.role === "places")!.charts![0].title).toBe("Standings: % by place");
    expect(charted(plan({ players: 28 }))).toEqual([]);
    expect(charted(plan({ players: 200, directorSheets: true }))).toHaveLength(1);
    expect(charted(plan({ players: 201, directorSheets: true }))).toEqual([]);
  });

  test("28 players: drawn on Места from the place-ordered percentages, after the values, no extra sync", async () => {
    const p = plan({ players: 28, formulas: "addin", directorSheets: true });
    const fake = new FakeExcel();
    const r = unwrap(await writeWorkbookPlan(fake, p));
    const places = fake.sheet("Места")!;
    const first = PLACES_ROWS.first;
    const last = first + 27;
    const pct = PLACES_COLUMNS.percent;
    expect(places.charts).toEqual([
      {
        type: "BarClustered",
        source: `${address(first, pct)}:${address(last, pct)}`,
        seriesBy: "Columns",
        // Pinned to its cells, so Excel's header detection cannot take the winner's bar as a title.
        seriesValues: `${address(first, pct)}:${address(last, pct)}`,
        xAxisValues: `${address(first, PLACES_COLUMNS.player)}:${address(last, PLACES_COLUMNS.player)}`,
        reversePlotOrder: true,
        title: "Итоги: % по местам",
        legendVisible: false,
        position: "K2:R30",
      },
    ]);
    // The source holds the place-ordered percentages: row k of Places is the k-th place.
    expect(places.data(address(first, pct))).toMatch(/^=INDEX\(/);
    expect(places.data(address(first, PLACES_COLUMNS.index))).toMatch(/SMALL\(.*,1\),/);
    expect(fake.sheets.filter((s) => s.charts.length > 0).map((s) => s.name)).toEqual(["Места"]);
    // After the sheet's values, in the last request with the other looks (a refusal is a warning).
    const adds = fake.ops.filter((o) => o.op === "charts.add");
    expect(adds).toHaveLength(1);
    const values = fake.ops.findIndex(
      (o) => o.op === "set formulas" && o.target.startsWith('worksheets.add("Места")'),
    );
    expect(values).toBeGreaterThanOrEqual(0);
    expect(fake.ops.indexOf(adds[0])).toBeGreaterThan(values);
    expect(adds[0].sync).toBe(fake.syncs.length);
    expect(fake.ops[values].sync).toBeLessThan(adds[0].sync);
    // The sync count is what it is without the chart.
    const without: WorkbookPlan = { ...p, sheets: p.sheets.map((s) => ({ ...s, charts: undefined })) };
    expect(r.syncs).toBe(await syncsOf(without));
    // 4 since the protocol sheets' key formulas read text numbers and percent formats (issue 9):
    // their bytes take the writer one sync more at 28 players. The chart itself adds none (above).
    expect(r.syncs).toBeLessThanOrEqual(4);
  });

  test("100 players: still one chart, syncs unchanged", async () => {
    const p = plan({ players: 100, formulas: "addin", directorSheets: true });
    const without: WorkbookPlan = { ...p, sheets: p.sheets.map((s) => ({ ...s, charts: undefined })) };
    expect(await syncsOf(p)).toBe(await syncsOf(without));
  });

  test("the ExcelJS writer ignores the chart and still writes the workbook, text bars included", async () => {
    const p = plan({ players: 28, directorSheets: true });
    const buffer = await planToXlsx(p);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(buffer as unknown as ArrayBuffer);
    const places = wb.getWorksheet("Места");
    expect(places).toBeDefined();
    const bar = places!.getCell(PLACES_ROWS.first, PLACES_COLUMNS.bar).value as { formula?: string };
    expect(bar.formula).toContain("REPT");
  });
});
