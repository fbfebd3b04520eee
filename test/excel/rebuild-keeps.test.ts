/**
 * What the pane's rebuild must never empty or delete (issue 10, the review of the rebuild): a sheet
 * is emptied and written again, or a protocol of a deal gone deleted, only when it holds exactly
 * what the builder wrote — its fingerprint (constants and formulas) as the Ledger recorded it,
 * and no chart or picture of anyone else's. Each case here was emptied or deleted before.
 */
import { unwrap } from "../../src/core/result";
import { writeWorkbookPlan, type WriteReport } from "../../src/excel";
import { areasOf } from "../../src/excel/write-plan";
import { address } from "../../src/workbook/formula";
import { PROTOCOL_COLUMNS, PROTOCOL_ROWS, protocolLayoutRow } from "../../src/workbook/protocol-columns";
import type { SessionSettings, WorkbookPlan } from "../../src/workbook/types";
import { FakeExcel } from "../excel-fake/fake-excel";
import { plan } from "../workbook/sessions";

jest.setTimeout(120_000);

const settings = (players: number): SessionSettings => ({
  players,
  directorSheets: true,
  formulas: "portable",
});

async function write(fake: FakeExcel, p: WorkbookPlan): Promise<WriteReport> {
  return unwrap(await writeWorkbookPlan(fake, p, { onClash: () => "rename" }));
}

/** Writes through the fake's Office.js, as a director's typing does: a value or a formula. */
async function put(fake: FakeExcel, sheet: string, cell: string, value: string | number): Promise<void> {
  await fake.run(async (context) => {
    const range = context.workbook.worksheets.getItem(sheet).getRange(cell);
    if (typeof value === "string" && value.startsWith("=")) range.formulas = [[value]];
    else range.values = [[value]];
    await context.sync();
  });
}

/** Everything a fake sheet holds, comparable. */
function content(fake: FakeExcel, name: string): string {
  const s = fake.sheet(name);
  if (s === undefined) throw new Error(`no sheet ${name}`);
  return JSON.stringify([...s.cells.entries()].sort((a, b) => a[0] - b[0]));
}

describe("a builder's sheet with a formula the director added or changed is kept", () => {
  test("a formula added to the Results sheet: kept as edited, the new Results beside it", async () => {
    const fake = new FakeExcel();
    await write(fake, plan(settings(12)));
    await put(fake, "Итоги", "J3", "=SUM(D2:D13)/12");
    const kept = content(fake, "Итоги");
    const report = await write(fake, plan(settings(12)));
    expect(report.updated).not.toContain("Итоги");
    expect(report.clashes.map((c) => [c.existing, c.why, c.renamedTo])).toEqual([
      ["Итоги", "edited", "Итоги (2)"],
    ]);
    expect(content(fake, "Итоги")).toBe(kept);
  });

  test("a formula of the Results changed (its value may be the same): kept", async () => {
    const fake = new FakeExcel();
    await write(fake, plan(settings(12)));
    const results = fake.sheet("Итоги");
    const formula = [...(results?.cells.entries() ?? [])].find(([, v]) => v.kind === "formula");
    if (results === undefined || formula === undefined) throw new Error("no formula on Итоги");
    const text = formula[1].kind === "formula" ? formula[1].formula : "";
    results.cells.set(formula[0], { kind: "formula", formula: `${text}+0` });
    const report = await write(fake, plan(settings(12)));
    expect(report.clashes.map((c) => [c.existing, c.why])).toEqual([["Итоги", "edited"]]);
  });

  test("a picture on the Movement sheet: kept (the builder draws none)", async () => {
    const fake = new FakeExcel();
    await write(fake, plan(settings(12)));
    fake.sheet("Движение")?.shapes.push("План зала");
    const report = await write(fake, plan(settings(12)));
    expect(report.clashes.map((c) => [c.existing, c.why])).toEqual([["Движение", "edited"]]);
    expect(fake.sheet("Движение")?.shapes).toEqual(["План зала"]);
  });
});

describe("a protocol of a deal the session still has, nothing typed in its rows", () => {
  test("a remark in its Check column or under it keeps it: the new one goes beside", async () => {
    const fake = new FakeExcel();
    await write(fake, plan(settings(12)));
    await put(fake, "Протокол 2", address(PROTOCOL_ROWS.first, PROTOCOL_COLUMNS.check), "спросить стол 3");
    await put(fake, "Протокол 3", "B40", "судья: пересдача");
    const report = await write(fake, plan(settings(12)));
    expect(report.clashes.map((c) => [c.existing, c.why])).toEqual([
      ["Протокол 2", "edited"],
      ["Протокол 3", "edited"],
    ]);
    expect(fake.sheet("Протокол 3")?.data("B40")).toBe("судья: пересдача");
    expect(report.updated).toContain("Протокол 1");
  });
});

describe("protocols of deals the rebuilt session does not have (28 players rebuilt as 20)", () => {
  test("a hand written in the layout area, a remark in Check, a remark far right: each sheet kept", async () => {
    const fake = new FakeExcel();
    await write(fake, plan(settings(28)));
    const p28 = plan(settings(28));
    const rows = (deal: number): number =>
      p28.sheets
        .find((s) => s.role === "protocol" && s.deal === deal)
        ?.cells.filter(
          (c) => c.row >= PROTOCOL_ROWS.first && c.col === PROTOCOL_COLUMNS.round && c.value !== null,
        ).length ?? 0;
    await put(fake, "Протокол 6", address(protocolLayoutRow(rows(6)) + 1, 3), "♠AKQ ♥J10 ♦— ♣987");
    await put(fake, "Протокол 7", "Z9", "стол 2 сыграл дважды");
    const kept6 = content(fake, "Протокол 6");
    const report = await write(fake, plan(settings(20)));
    expect(report.removed).toEqual([]);
    expect(report.keptStale).toEqual([
      { sheet: "Протокол 6", typedCell: null },
      { sheet: "Протокол 7", typedCell: null },
    ]);
    expect(content(fake, "Протокол 6")).toBe(kept6);
    expect(fake.sheet("Протокол 7")?.data("Z9")).toBe("стол 2 сыграл дважды");
  });

  test("a remark in the Check column of a row: kept", async () => {
    const fake = new FakeExcel();
    await write(fake, plan(settings(28)));
    await put(fake, "Протокол 6", address(PROTOCOL_ROWS.first + 1, PROTOCOL_COLUMNS.check), "проверить");
    const report = await write(fake, plan(settings(20)));
    expect(report.removed).toEqual(["Протокол 7"]);
    expect(report.keptStale.map((k) => k.sheet)).toEqual(["Протокол 6"]);
  });

  test("a sheet emptied by the director: deleted if nothing is on it, kept with a picture or a chart", async () => {
    const fake = new FakeExcel();
    await write(fake, plan(settings(28)));
    for (const name of ["Протокол 6", "Протокол 7"]) fake.sheet(name)?.cells.clear();
    fake.sheet("Протокол 7")?.shapes.push("Фото протокола");
    const report = await write(fake, plan(settings(20)));
    expect(report.removed).toEqual(["Протокол 6"]);
    expect(report.keptStale).toEqual([{ sheet: "Протокол 7", typedCell: null }]);
    expect(fake.sheet("Протокол 7")?.shapes).toEqual(["Фото протокола"]);
  });

  test("a chart the director made on one: kept", async () => {
    const fake = new FakeExcel();
    await write(fake, plan(settings(28)));
    fake.sheet("Протокол 6")?.charts.push({ type: "ColumnClustered", source: "A5:A9" } as never);
    const report = await write(fake, plan(settings(20)));
    expect(report.removed).toEqual(["Протокол 7"]);
    expect(report.keptStale).toEqual([{ sheet: "Протокол 6", typedCell: null }]);
  });
});

describe("a sheet of a planned name that the Ledger does not record", () => {
  test("the director's own «Движение» (ours deleted) is not this session's: kept, the new one beside", async () => {
    const fake = new FakeExcel();
    await write(fake, plan(settings(12)));
    await fake.run(async (context) => {
      context.workbook.worksheets.getItem("Движение").delete();
      await context.sync();
      const mine = context.workbook.worksheets.add("Движение");
      mine.getRange("A1").values = [["мой план рассадки"]];
      await context.sync();
    });
    // As Excel does on deleting a sheet: the Ledger's reference to it becomes #REF!.
    const ledger = fake.sheet("Журнал");
    for (const [k, v] of ledger?.cells ?? [])
      if (v.kind === "formula" && v.formula.includes("Движение"))
        ledger?.cells.set(k, { kind: "formula", formula: "=#REF!" });
    const kept = content(fake, "Движение");
    const report = await write(fake, plan(settings(12)));
    expect(report.updated).not.toContain("Движение");
    expect(report.clashes.map((c) => [c.existing, c.why])).toEqual([["Движение", "foreign"]]);
    expect(content(fake, "Движение")).toBe(kept);
  });
});

test("names that look like formulas (=1+1, @SUM(A1), +7, 'quoted): an untouched Players sheet is still updated in place", async () => {
  const odd = ["=1+1", "@SUM(A1)", "1-2", "'quoted", "+7", "3/4"];
  const names = new Map(Array.from({ length: 12 }, (_, i) => [i + 1, odd[i] ?? `Игрок ${i + 1}`] as const));
  const fake = new FakeExcel();
  await write(fake, plan({ ...settings(12), names }));
  const report = await write(fake, plan({ ...settings(12), names }));
  expect(report.clashes).toEqual([]);
  expect(report.updated).toContain("Игроки");
});

test("a RangeAreas address read: quoted sheet names with commas, single cells, spaces", () => {
  expect(areasOf("'Протокол 1'!E5:E9,'Протокол 1'!G5")).toEqual([
    { top: 5, left: 5, bottom: 9, right: 5 },
    { top: 5, left: 7, bottom: 5, right: 7 },
  ]);
  expect(areasOf("'a,b'!A1:B2, 'a,b'!$C$3")).toEqual([
    { top: 1, left: 1, bottom: 2, right: 2 },
    { top: 3, left: 3, bottom: 3, right: 3 },
  ]);
});
