/** The Office.js writer against the recording fake: names, formulas, formats, text, syncs and request sizes, clashes. */
import { SEATS } from "../../src/core/protocol";
import {
  MAX_REQUEST_BYTES,
  officeTarget,
  packUnits,
  writeWorkbookPlan,
  type SheetClash,
  type WriteOptions,
  type WriteProgress,
  type WriteReport,
} from "../../src/excel";
import { FakeExcel, type FakeSheet } from "../excel-fake/fake-excel";
import { PROTOCOL_ROWS, seatColumns, type WorkbookPlan } from "../../src/workbook";
import { address } from "../../src/workbook/formula";
import { plan } from "../workbook/sessions";
import { unwrap } from "../../src/core/result";

async function write(fake: FakeExcel, p: WorkbookPlan, options?: WriteOptions): Promise<WriteReport> {
  return unwrap(await writeWorkbookPlan(fake, p, options));
}

function sheet(fake: FakeExcel, name: string): FakeSheet {
  const s = fake.sheet(name);
  if (s === undefined) throw new Error(`no sheet ${name} (have ${fake.sheetNames().join(", ")})`);
  return s;
}

function formulasOf(fake: FakeExcel): string[] {
  return fake.sheets.flatMap((s) =>
    [...s.cells.values()].flatMap((v) => (v.kind === "formula" ? [v.formula] : [])),
  );
}

describe("the recording fake itself", () => {
  test("reads raw strings as Excel does, so a careless writer is caught", async () => {
    const fake = new FakeExcel();
    await fake.run(async (context) => {
      const ws = context.workbook.worksheets.add("S");
      ws.getRange("A1:F1").formulas = [["=1+1", "@SUM(A1)", "1-2", "'=1+1", "12", "name"]];
      ws.getRange("A2").numberFormat = [["@"]];
      ws.getRange("A2").formulas = [["1-2"]];
      await context.sync();
    });
    const s = sheet(fake, "S");
    expect(s.value("A1")).toEqual({ kind: "formula", formula: "=1+1" });
    expect(s.value("B1")).toEqual({ kind: "formula", formula: "=SUM(A1)" });
    expect(s.value("C1")).toMatchObject({ kind: "number", from: "date" });
    expect(s.value("D1")).toEqual({ kind: "text", text: "=1+1", quotePrefix: true });
    expect(s.value("E1")).toMatchObject({ kind: "number", value: 12 });
    expect(s.value("F1")).toMatchObject({ kind: "text", text: "name" });
    expect(s.value("A2")).toMatchObject({ kind: "text", text: "1-2" });
    expect(fake.syncs).toHaveLength(1);
  });

  test("refuses what Excel refuses: a taken sheet name, a wrong array size, a formula on a missing sheet", async () => {
    const fake = new FakeExcel({ sheets: [{ name: "Итоги" }] });
    const attempt = (f: (c: Excel.RequestContext) => void) =>
      fake.run(async (c) => {
        f(c);
        await c.sync();
      });
    await expect(attempt((c) => c.workbook.worksheets.add("итоги"))).rejects.toMatchObject({
      code: "ItemAlreadyExists",
    });
    await expect(
      attempt((c) => void (c.workbook.worksheets.getItem("Итоги").getRange("A1:B1").formulas = [[1]])),
    ).rejects.toMatchObject({ code: "InvalidArgument" });
    await expect(
      attempt((c) => void (c.workbook.worksheets.getItem("Итоги").getRange("A1").formulas = [["='Нет'!A1"]])),
    ).rejects.toMatchObject({ code: "InvalidArgument" });
    await expect(
      fake.run(async (c) => {
        const ws = c.workbook.worksheets.getItemOrNullObject("Итоги");
        return ws.name;
      }),
    ).rejects.toMatchObject({ code: "PropertyNotLoaded" });
  });

  test("refuses what Excel refuses in print zoom and validation (each rule's source is in fake-excel.ts)", async () => {
    const fake = new FakeExcel({ sheets: [{ name: "S" }] });
    const attempt = (f: (ws: Excel.Worksheet) => void) =>
      fake.run(async (c) => {
        f(c.workbook.worksheets.getItem("S"));
        await c.sync();
      });
    const refused = { code: "InvalidArgument" };
    await expect(
      attempt((ws) => void (ws.pageLayout.zoom = { scale: 50, horizontalFitToPages: 1 })),
    ).rejects.toMatchObject(refused);
    await expect(attempt((ws) => void (ws.pageLayout.zoom = { scale: 5 }))).rejects.toMatchObject(refused);
    await expect(
      attempt((ws) => void (ws.pageLayout.zoom = { horizontalFitToPages: 1.5 })),
    ).rejects.toMatchObject(refused);
    await attempt((ws) => void (ws.pageLayout.zoom = { horizontalFitToPages: 1, verticalFitToPages: 0 }));
    await expect(
      attempt(
        (ws) =>
          void (ws.getRange("A1").dataValidation.rule = {
            wholeNumber: { formula1: 0, operator: "GreaterThan" },
            decimal: { formula1: 0, operator: "GreaterThan" },
          }),
      ),
    ).rejects.toMatchObject(refused);
    await expect(
      attempt(
        (ws) =>
          void (ws.getRange("A2").dataValidation.prompt = {
            message: "x".repeat(256),
            showPrompt: true,
            title: "",
          }),
      ),
    ).rejects.toMatchObject(refused);
    await expect(
      attempt(
        (ws) =>
          void (ws.getRange("A3").dataValidation.errorAlert = {
            message: "m",
            showAlert: true,
            style: "Stop",
            title: "t".repeat(33),
          }),
      ),
    ).rejects.toMatchObject(refused);
    // A request over 5 MB is refused whole, before anything of it runs.
    await expect(
      attempt(
        (ws) =>
          void (ws.getRange("A1:A60000").formulas = Array.from({ length: 60_000 }, () => ["x".repeat(90)])),
      ),
    ).rejects.toMatchObject({ code: "RequestPayloadSizeLimitExceeded" });
    expect(fake.sheet("S")?.cells.size).toBe(0);
    expect(fake.syncs[fake.syncs.length - 1].refused).toBe(true);
  });
});

describe("writing the session plan", () => {
  test("28 players, Russian: the plan's sheets in order, the ledger hidden, Players active, 3 syncs", async () => {
    const p = plan({ players: 28, formulas: "addin" });
    const fake = new FakeExcel();
    const progress: WriteProgress[] = [];
    const report = await write(fake, p, { onProgress: (x) => progress.push(x) });
    expect(fake.sheetNames()).toEqual(p.sheets.map((s) => s.name));
    expect(fake.sheetNames().slice(0, 5)).toEqual([
      "Игроки",
      "Движение",
      "Карточки столов",
      "Ряд комплектов",
      "Протокол 1",
    ]);
    expect(fake.sheetNames().slice(-2)).toEqual(["Итоги", "Журнал"]);
    expect(sheet(fake, "Журнал").visibility).toBe("Hidden");
    expect(sheet(fake, "Игроки").active).toBe(true);
    // The read, the data, the looks (print settings, frozen panes, charts: issue 11).
    expect(fake.syncs).toHaveLength(3);
    expect(report.syncs).toBe(3);
    expect(report.requestBytes).toHaveLength(3);
    expect(report.cells).toBe(p.sheets.reduce((n, s) => n + s.cells.length, 0));
    expect(report.clashes).toEqual([]);
    // Calculation is suspended in every request that writes.
    expect(fake.syncs.slice(1).every((s) => s.calculationSuspended)).toBe(true);
    expect(progress[0]).toEqual({ phase: "reading", done: 0, total: 1 });
    expect(progress[progress.length - 1]).toEqual({ phase: "done", done: 2, total: 2 });
    expect(fake.runs).toBe(2);
  });

  test("English: sheet names, the Results header and the protocol's player numbers from the movement", async () => {
    const p = plan({ players: 28, language: "en", formulas: "addin" });
    const fake = new FakeExcel();
    await write(fake, p);
    expect(fake.sheetNames()).toEqual([
      "Players",
      "Movement",
      "Table cards",
      "Set row",
      ...Array.from({ length: 7 }, (_, i) => `Board ${i + 1}`),
      "Results",
      "Ledger",
    ]);
    expect(sheet(fake, "Results").row(1).slice(0, 6)).toEqual(["Player", "Name", "MP", "Max", "%", "Rank"]);
    const board = sheet(fake, "Board 3");
    const deal = p.session.deals[2];
    for (const r of deal.rows) {
      for (const seat of SEATS) {
        const got = board.data(address(r.sheetRow, seatColumns(seat).player));
        expect(got).toBe(r.players[seat] ?? undefined);
      }
    }
    expect(board.data("A1")).toBe("Board");
    expect(board.data("D1")).toBe(3);
  });

  test("formulas are English, without _xlfn., in both styles; add-in cells call PREF.*", async () => {
    for (const formulas of ["addin", "portable"] as const) {
      const fake = new FakeExcel();
      await write(fake, plan({ players: 13, formulas }));
      const all = formulasOf(fake);
      expect(all.length).toBeGreaterThan(100);
      expect(all.filter((f) => f.includes("_xlfn"))).toEqual([]);
      expect(all.every((f) => f.startsWith("="))).toBe(true);
      if (formulas === "addin") expect(all.some((f) => f.includes("PREF.MATCHPOINTS("))).toBe(true);
      else {
        expect(all.some((f) => f.includes("PREF."))).toBe(false);
        expect(all.some((f) => f.includes("RANK.EQ("))).toBe(true);
        expect(all.some((f) => f.includes("SUMPRODUCT("))).toBe(true);
      }
    }
  });

  test("names stay text: formulas, dates, numbers and apostrophes typed as names are written as typed", async () => {
    const typed = ["=1+1", "@SUM(A1)", "1-2", "'quoted", "+7", "-3", "12", "3/4", "Иван Петров", " spaced "];
    const names = new Map(typed.map((n, i) => [i + 1, n]));
    const fake = new FakeExcel();
    await write(fake, plan({ players: 12, names, formulas: "addin" }));
    const players = sheet(fake, "Игроки");
    typed.forEach((n, i) => {
      expect(players.value(`B${i + 2}`)).toMatchObject({ kind: "text", text: n });
      expect(players.numberFormat(`B${i + 2}`)).toBe("@");
    });
    // Cells waiting for a name are text too, so what the director types later stays text.
    expect(players.value("B13")).toBeUndefined();
    expect(players.numberFormat("B13")).toBe("@");
    // The Results sheet shows names through formulas, never as copies of the text.
    expect(formulasOf(fake).some((f) => f.includes("=1+1"))).toBe(false);
  });

  test("formats: number formats, looks, widths, frozen panes, validation, conditional format, print, names", async () => {
    const p = plan({ players: 28, formulas: "addin" });
    const fake = new FakeExcel();
    const report = await write(fake, p);
    const s = sheet(fake, "Протокол 1");
    const last = PROTOCOL_ROWS.first + p.session.deals[0].rows.length - 1;
    const n = seatColumns("N");
    expect(s.numberFormat(address(5, n.mp))).toBe("0.00");
    expect(s.numberFormat(address(5, n.player))).toBe("0");
    expect(s.numberFormat("C5")).toBe("@");
    expect(s.look("A3")).toMatchObject({
      "fill.color": "#E7E6E6",
      "font.bold": true,
      horizontalAlignment: "Center",
      "borders.EdgeTop.style": "Continuous",
    });
    expect(s.look(address(5, n.mp))).toMatchObject({ "fill.color": "#E2F0D9" });
    expect(s.look(address(5, n.whists))).toMatchObject({ "fill.color": "#FFF9DB" });
    expect(s.look("A1")).toMatchObject({ "font.bold": true, "font.size": 13 });
    expect(s.columnWidths.get(3)).toBeCloseTo((10 * 7 + 5) * 0.75, 2);
    expect(s.hiddenColumns.has(n.helper)).toBe(true);
    expect(s.frozen).toEqual({ rows: 4, cols: 2 });
    expect(s.merges).toContain("A3:A4");
    expect(s.validations.find((v) => v.address === `D5:D${last}`)?.rule).toEqual({
      list: { inCellDropDown: true, source: "С,В,Ю,З" },
    });
    expect(s.validations.find((v) => v.address === `E5:E${last}`)?.rule).toEqual({
      wholeNumber: { formula1: 0, formula2: 10, operator: "Between" },
    });
    expect(s.conditionalFormats).toEqual([
      { address: `A5:W${last}`, type: "Custom", formula: "=LEN($W5)>0", fill: "#F8CBAD" },
    ]);
    expect(s.pageLayout).toMatchObject({
      orientation: "Landscape",
      paperSize: "A4",
      printTitleRows: "$3:$4",
    });
    expect(sheet(fake, "Карточки столов").pageBreaks.length).toBeGreaterThan(0);
    expect([...fake.names.entries()]).toEqual([
      ["PREF_PLAYERS", "='Игроки'!$A$1:$B$29"],
      ["PREF_RESULTS", "='Итоги'!$A$1:$F$29"],
    ]);
    expect(report.names).toEqual([
      { planned: "PREF_PLAYERS", written: "PREF_PLAYERS" },
      { planned: "PREF_RESULTS", written: "PREF_RESULTS" },
    ]);
  });

  test.each([
    [28, "addin"],
    [100, "addin"],
    // 400 players, both styles: measured by the bench (scripts/bench-addin.js, build.syncs.400 …).
  ] as const)(
    "%i players, %s: syncs within 3 + ⌈bytes / 4 MB⌉, no request over 4 MB",
    async (players, formulas) => {
      const p = plan({ players, formulas });
      const fake = new FakeExcel();
      const report = await write(fake, p);
      const total = fake.syncs.reduce((n, s) => n + s.bytes, 0);
      const estimated = report.requestBytes.reduce((n, b) => n + b, 0);
      expect(fake.syncs.length).toBe(report.syncs);
      // The read, the data requests, the looks' request (and one more where packing leaves a gap).
      expect(fake.syncs.length).toBeLessThanOrEqual(3 + Math.ceil(Math.max(total, estimated) / 4_000_000));
      if (players === 28) expect(fake.syncs.length).toBeLessThanOrEqual(3);
      for (const s of fake.syncs) expect(s.bytes).toBeLessThanOrEqual(MAX_REQUEST_BYTES);
      for (const b of report.requestBytes) expect(b).toBeLessThanOrEqual(MAX_REQUEST_BYTES);
      // The writer's estimate is not below what the fake measures.
      fake.syncs.forEach((s, i) => expect(report.requestBytes[i]).toBeGreaterThanOrEqual(s.bytes));
      expect(fake.sheetNames()).toEqual(p.sheets.map((s) => s.name));
      // Never an operation per cell or row: values and formats go on rectangles, so a protocol
      // sheet takes as many operations for 4 rows as for 100.
      const perSheet = (name: string) =>
        fake.ops.filter((o) => o.target.startsWith(`worksheets.add("${name}")`)).length;
      for (const s of p.sheets.filter((x) => x.role === "protocol"))
        // 280: the input messages of the typed columns (issue 12) add one operation per column, the
        // add-in style's four spill helper columns (issue 11) a few more each, and the printed
        // page's row heights (issue 12) seven ranges, whatever the number of rows.
        expect(perSheet(s.name)).toBeLessThanOrEqual(280);
      // The table cards: a few operations per card (one card per table and one for the resting players).
      expect(perSheet(p.sheets[2].name)).toBeLessThanOrEqual(40 * (p.session.movement.tables + 1));
      // 235 a sheet: a protocol's printed page sets seven row heights, a table card one (issue 12).
      expect(fake.ops.length).toBeLessThan(235 * p.sheets.length + 40 * p.session.movement.tables);
    },
  );
});

describe("never overwriting a sheet that holds data", () => {
  const existing = () =>
    new FakeExcel({
      sheets: [
        { name: "Итоги", cells: { A1: "Игрок", B2: 17, C3: "=B2*2" } },
        { name: "протокол 1", cells: { D4: "7" } },
        { name: "Движение" },
      ],
      names: ["PREF_RESULTS"],
    });

  test("asks once, in one read, with what each taken sheet holds; then builds under free names", async () => {
    const fake = existing();
    const before = JSON.stringify(fake.sheets.map((s) => [...s.cells.entries()]));
    const asked: SheetClash[][] = [];
    const report = await write(fake, plan({ players: 28, formulas: "portable" }), {
      onClash: (c) => {
        asked.push([...c]);
        expect(fake.syncs).toHaveLength(1);
        return "rename";
      },
    });
    expect(asked).toHaveLength(1);
    expect(asked[0]).toEqual([
      {
        planned: "Движение",
        existing: "Движение",
        holdsData: false,
        usedAddress: null,
        renamedTo: "Движение (2)",
      },
      {
        planned: "Протокол 1",
        existing: "протокол 1",
        holdsData: true,
        usedAddress: "'протокол 1'!D4",
        renamedTo: "Протокол 1 (2)",
      },
      {
        planned: "Итоги",
        existing: "Итоги",
        holdsData: true,
        usedAddress: "'Итоги'!A1:C3",
        renamedTo: "Итоги (2)",
      },
    ]);
    // The existing sheets: not one operation, not one cell changed.
    for (const s of fake.sheets.filter((x) => x.preexisting)) expect(s.mutations).toBe(0);
    expect(JSON.stringify(fake.sheets.filter((s) => s.preexisting).map((s) => [...s.cells.entries()]))).toBe(
      before,
    );
    expect(fake.sheetNames()).toContain("Итоги (2)");
    expect(report.sheets.find((s) => s.planned === "Протокол 1")?.written).toBe("Протокол 1 (2)");
    // Formulas follow the renamed sheets.
    const ledger = formulasOf(fake);
    expect(ledger.some((f) => f.includes("'Протокол 1 (2)'!"))).toBe(true);
    expect(ledger.some((f) => f.includes("'Протокол 1'!"))).toBe(false);
    expect(fake.names.get("PREF_RESULTS_2")).toBe("='Итоги (2)'!$A$1:$F$29");
    expect(report.names[1]).toEqual({ planned: "PREF_RESULTS", written: "PREF_RESULTS_2" });
  });

  test("if Excel refuses a method on a null object, the read takes two syncs and finds the same", async () => {
    const existingData = existing();
    const strict = new FakeExcel({
      sheets: [
        { name: "Итоги", cells: { A1: "Игрок", B2: 17, C3: "=B2*2" } },
        { name: "протокол 1", cells: { D4: "7" } },
        { name: "Движение" },
      ],
      names: ["PREF_RESULTS"],
      nullObjectCalls: "refuse",
    });
    const p = plan({ players: 28 });
    const seen: SheetClash[][] = [];
    const a = await write(existingData, p, { onClash: (c) => (seen.push([...c]), "rename") });
    const b = await write(strict, p, { onClash: (c) => (seen.push([...c]), "rename") });
    expect(seen[1]).toEqual(seen[0]);
    expect(a.syncs).toBe(3);
    // The refused read, the names, the used ranges of the three taken names, the data, the looks.
    expect(b.syncs).toBe(5);
    expect(strict.syncs).toHaveLength(5);
    expect(strict.sheetNames()).toEqual(existingData.sheetNames());
    for (const s of strict.sheets.filter((x) => x.preexisting)) expect(s.mutations).toBe(0);
    // Without taken names the fallback needs no second read.
    const empty = new FakeExcel({ nullObjectCalls: "refuse" });
    expect((await write(empty, plan({ players: 28 }))).syncs).toBe(4);
  });

  test("cancel writes nothing", async () => {
    const fake = existing();
    const r = await writeWorkbookPlan(fake, plan({ players: 28 }), { onClash: () => "cancel" });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.problems[0].code).toBe("excel.cancelled");
    expect(fake.syncs).toHaveLength(1);
    expect(fake.ops.every((o) => o.op === "load")).toBe(true);
    expect(fake.sheetNames()).toEqual(["Итоги", "протокол 1", "Движение"]);
  });

  test("without a callback the free names are used", async () => {
    const fake = existing();
    await write(fake, plan({ players: 8 }));
    expect(fake.sheetNames().slice(0, 3)).toEqual(["Итоги", "протокол 1", "Движение"]);
    expect(fake.sheetNames()).toContain("Движение (2)");
    for (const s of fake.sheets.filter((x) => x.preexisting)) expect(s.mutations).toBe(0);
  });

  test("what Excel refuses comes back as a problem, not an exception", async () => {
    const fake = existing();
    const r = await writeWorkbookPlan(fake, plan({ players: 8 }), {
      onClash: () => {
        fake.addSheet("Итоги (2)"); // the director adds it while the question is open
        return "rename";
      },
    });
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.problems[0].code).toBe("excel.partial");
      expect(r.problems[0].message).toMatch(/ItemAlreadyExists/);
    }
  });
});

describe("packing operations into requests", () => {
  test("in order, each under the limit, a new request only when the next would not fit", () => {
    const units = [300, 300, 300, 50, 900, 10].map((bytes, i) => ({ bytes, i }));
    const packed = packUnits(units, 1000);
    expect(packed.map((r) => r.map((u) => u.i))).toEqual([[0, 1], [2, 3], [4], [5]]);
  });
});

describe("the open workbook as a target", () => {
  const g = globalThis as { Excel?: unknown; Office?: unknown };
  afterEach(() => {
    delete g.Excel;
    delete g.Office;
  });

  test("an Excel without ExcelApi 1.9 is a problem of its own, and nothing is asked of it", async () => {
    const fake = new FakeExcel();
    g.Excel = { run: (b: (c: Excel.RequestContext) => Promise<unknown>) => fake.run(b) };
    g.Office = { context: { requirements: { isSetSupported: (_: string, v: string) => v < "1.9" } } };
    const r = await writeWorkbookPlan(officeTarget(), plan({ players: 8 }));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.problems[0].code).toBe("excel.unsupported");
    expect(fake.runs).toBe(0);
  });

  test("with it, officeTarget runs the batch on Excel.run", async () => {
    const fake = new FakeExcel();
    g.Excel = { run: (b: (c: Excel.RequestContext) => Promise<unknown>) => fake.run(b) };
    g.Office = { context: { requirements: { isSetSupported: () => true } } };
    const r = await writeWorkbookPlan(officeTarget(), plan({ players: 8 }));
    expect(r.ok).toBe(true);
    expect(fake.sheetNames()[0]).toBe("Игроки");
  });
});
