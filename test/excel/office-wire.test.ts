/**
 * Request sizes as office.js serialises them (test/excel-fake/office-wire.ts drives office.js's
 * own request builder over the fake), a request Excel refuses as too large split and sent again,
 * and looks (print settings, charts, frozen panes, page breaks) in the last requests, where a
 * refusal is a warning and the data is complete.
 */
import { MAX_REQUEST_BYTES, writeWorkbookPlan, type WriteReport } from "../../src/excel";
import { FakeExcel } from "../excel-fake/fake-excel";
import { officeJsContext, wireTarget } from "../excel-fake/office-wire";
import { unwrap, type Problem } from "../../src/core/result";
import type { WorkbookPlan } from "../../src/workbook";
import { plan } from "../workbook/sessions";

const LONG = 600_000;

async function write(
  fake: FakeExcel,
  p: WorkbookPlan,
  maxRequestBytes?: number,
): Promise<{ report: WriteReport; warnings: readonly Problem[] }> {
  const r = await writeWorkbookPlan(wireTarget(fake), p, { maxRequestBytes });
  return { report: unwrap(r), warnings: r.ok ? r.warnings : [] };
}

/** Everything the fake workbook holds, to compare two writes. */
function contents(fake: FakeExcel) {
  return fake.sheets.map((s) => ({
    name: s.name,
    cells: [...s.cells.entries()],
    formats: [...s.numberFormats.entries()],
    looks: s.looks.length,
    charts: s.charts,
    pageLayout: s.pageLayout,
    frozen: s.frozen,
    breaks: s.pageBreaks,
    visibility: s.visibility,
  }));
}

describe("office.js's serializer", () => {
  test("measures what office.js sends: an ObjectPath and an Instantiate action per chained object", async () => {
    const requests: string[] = [];
    const context = officeJsContext(requests);
    const ws = context.workbook.worksheets.add("S");
    ws.getRange("A1:B2").format.fill.color = "#FF0000";
    await context.sync();
    const body = JSON.parse(requests[0]) as { Actions: { ActionType: number }[]; ObjectPaths: object };
    // workbook, worksheets, add, getRange, format, fill: 6 objects, 6 Instantiate actions + 1 set.
    expect(Object.keys(body.ObjectPaths)).toHaveLength(6);
    expect(body.Actions.map((a) => a.ActionType)).toEqual([1, 1, 1, 1, 1, 1, 4]);
    expect(requests[0]).toContain('"Name":"Color","ObjectPathId":');
    expect(requests[0]).toContain('"Arguments":["#FF0000"]');
  });

  test.each([28, 100])(
    "%i players: every request under 4 MB as office.js sends it, and the writer's estimate above it",
    async (players) => {
      const fake = new FakeExcel();
      const { report } = await write(fake, plan({ players, formulas: "addin", directorSheets: true }));
      expect(fake.syncs.every((s) => s.refused !== true)).toBe(true);
      expect(report.requestBytes).toHaveLength(fake.syncs.length);
      fake.syncs.forEach((s, i) => {
        expect(s.wireBytes).toBeGreaterThan(0);
        expect(s.wireBytes).toBeLessThanOrEqual(MAX_REQUEST_BYTES);
        expect(report.requestBytes[i]).toBeGreaterThanOrEqual(s.wireBytes ?? Infinity);
      });
      // The estimate is an upper bound, not a wild one: within 35 % of the real total.
      const wire = fake.syncs.reduce((n, s) => n + (s.wireBytes ?? 0), 0);
      const estimate = report.requestBytes.reduce((n, b) => n + b, 0);
      expect(estimate / wire).toBeLessThan(1.35);
    },
    LONG,
  );
});

describe("RequestPayloadSizeLimitExceeded", () => {
  test("a request Excel refuses as too large is split in two and sent again; the workbook is the same", async () => {
    const p = plan({ players: 28, formulas: "addin", directorSheets: true });
    const normal = new FakeExcel();
    await write(normal, p);
    // The writer packs up to 4 MB; this Excel takes only 600 kB.
    const small = new FakeExcel({ maxRequestBytes: 600_000 });
    const { report } = await write(small, p);
    const refused = small.syncs.filter((s) => s.refused === true);
    expect(refused.length).toBeGreaterThan(0);
    for (const s of refused) expect(s.wireBytes).toBeGreaterThan(600_000);
    for (const s of small.syncs.filter((x) => x.refused !== true))
      expect(s.wireBytes).toBeLessThanOrEqual(600_000);
    expect(report.syncs).toBe(small.syncs.length);
    expect(contents(small)).toEqual(contents(normal));
  });

  test("a single operation too large for Excel is an error, not a loop", async () => {
    const p = plan({ players: 28, formulas: "addin", directorSheets: true });
    const tiny = new FakeExcel({ maxRequestBytes: 30_000 });
    const r = await writeWorkbookPlan(wireTarget(tiny), p);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.problems[0].params?.code).toBe("RequestPayloadSizeLimitExceeded");
    // Halving writes what fits and stops at the first operation that alone is too large: the last
    // request is refused and holds just that operation (and the calculation suspension).
    const last = tiny.syncs[tiny.syncs.length - 1];
    expect(last.refused).toBe(true);
    expect(last.ops).toBe(2);
    expect(last.wireBytes).toBeGreaterThan(30_000);
  });
});

describe("looks in the last requests", () => {
  const p = plan({ players: 28, formulas: "addin", directorSheets: true });

  test("print settings, frozen panes, page breaks and charts come after every value and formula", async () => {
    const fake = new FakeExcel({ recordArgs: false });
    await write(fake, p);
    const lastData = Math.max(...fake.ops.filter((o) => o.op === "set formulas").map((o) => o.sync));
    const looks = fake.ops.filter((o) =>
      /^(set orientation|set paperSize|set zoom|setPrintTitleRows|horizontalPageBreaks\.add|charts\.add|freezePanes\.)/.test(
        o.op,
      ),
    );
    expect(looks.length).toBeGreaterThan(0);
    for (const o of looks) expect(o.sync).toBeGreaterThan(lastData);
  });

  test("Excel refusing part of the chart: one chart, not two, a warning, every other look applied", async () => {
    const normal = new FakeExcel();
    await write(normal, p);
    const fake = new FakeExcel({ refuse: (_, op) => (op === "set title.text" ? "GeneralException" : null) });
    const { warnings } = await write(fake, p);
    expect(warnings.map((w) => [w.code, w.params?.look, w.at.sheet])).toEqual([
      ["excel.cosmetic", "chart", "Места"],
    ]);
    expect(fake.sheets.flatMap((s) => s.charts)).toHaveLength(1);
    const looks = (f: FakeExcel) => f.sheets.map((s) => [s.name, s.pageLayout, s.frozen, s.pageBreaks]);
    expect(looks(fake)).toEqual(looks(normal));
  });

  test("Excel refusing the zoom and the chart: warnings in both languages' terms, the data complete", async () => {
    const normal = new FakeExcel();
    await write(normal, p);
    const fake = new FakeExcel({
      refuse: (_, op) => (op === "set zoom" || op === "charts.add" ? "GeneralException" : null),
    });
    const { warnings } = await write(fake, p);
    const looks = warnings.map((w) => [w.code, w.params?.look, w.params?.code]);
    expect(new Set(looks.map((l) => l[1]))).toEqual(new Set(["print", "chart"]));
    for (const l of looks) expect(l).toEqual(["excel.cosmetic", l[1], "GeneralException"]);
    expect(warnings.every((w) => w.severity === "warning" && w.at.sheet !== undefined)).toBe(true);
    // Every value, formula and format is there, as in a write nothing refused.
    const data = (f: FakeExcel) =>
      f.sheets.map((s) => [s.name, [...s.cells.entries()], [...s.numberFormats.entries()]]);
    expect(data(fake)).toEqual(data(normal));
    // Only the refused looks are missing: the other sheets' print settings were applied.
    const zoomed = (f: FakeExcel) => f.sheets.filter((s) => s.pageLayout.zoom !== undefined).length;
    expect(zoomed(normal)).toBeGreaterThan(0);
    expect(zoomed(fake)).toBe(0);
    expect(fake.sheets.filter((s) => s.pageLayout.orientation !== undefined).length).toBe(
      normal.sheets.filter((s) => s.pageLayout.orientation !== undefined).length,
    );
  });
});
