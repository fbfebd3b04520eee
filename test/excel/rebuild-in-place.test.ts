/**
 * Building again in a workbook of an earlier build (issue 10): the sheets the Ledger records as this
 * session's, still blank, are updated in place under their own names — no "Итоги (2)" — and come
 * out as a fresh build writes them; a sheet holding what the director typed (a protocol row, a
 * penalty, a changed name) is never touched: the new one goes beside it and the report says which
 * is live and why.
 */
import { unwrap } from "../../src/core/result";
import { writeWorkbookPlan, type SheetClash, type WriteOptions, type WriteReport } from "../../src/excel";
import { PENALTY_COLUMNS, PENALTY_ROWS } from "../../src/workbook/penalties-sheet";
import { PROTOCOL_COLUMNS, PROTOCOL_ROWS } from "../../src/workbook/protocol-columns";
import { address } from "../../src/workbook/formula";
import type { SessionSettings, WorkbookPlan } from "../../src/workbook/types";
import { FakeExcel, type FakeSheet } from "../excel-fake/fake-excel";
import { wireTarget } from "../excel-fake/office-wire";
import { plan } from "../workbook/sessions";

jest.setTimeout(120_000);

const settings = (players: number): SessionSettings => ({
  players,
  directorSheets: true,
  formulas: "portable",
});

async function write(fake: FakeExcel, p: WorkbookPlan, options?: WriteOptions): Promise<WriteReport> {
  return unwrap(await writeWorkbookPlan(fake, p, options));
}

/** Everything a sheet holds, as comparable data (not the change counter). */
function content(s: FakeSheet): unknown {
  return {
    visibility: s.visibility,
    cells: [...s.cells.entries()].sort((a, b) => a[0] - b[0]),
    numberFormats: [...s.numberFormats.entries()].sort((a, b) => a[0] - b[0]),
    merges: [...s.merges].sort(),
    validations: s.validations.map((v) => v.address).sort(),
    conditionalFormats: s.conditionalFormats.map((c) => `${c.address} ${c.formula ?? ""}`).sort(),
    charts: s.charts.length,
    frozen: s.frozen,
    hiddenColumns: [...s.hiddenColumns].sort((a, b) => a - b),
  };
}

/** Types a value into a cell, as the director does. */
async function type(
  fake: FakeExcel,
  sheet: string,
  row: number,
  col: number,
  value: string | number,
): Promise<void> {
  await fake.run(async (context) => {
    context.workbook.worksheets.getItem(sheet).getRange(address(row, col)).values = [[value]];
    await context.sync();
  });
}

/** Renames a sheet as Excel does: every formula that refers to it follows. */
function renameSheet(fake: FakeExcel, from: string, to: string): void {
  const sheet = fake.sheet(from);
  if (sheet === undefined) throw new Error(`no sheet ${from}`);
  sheet.name = to;
  const refs = [`'${from}'!`, `${from}!`];
  for (const s of fake.sheets)
    for (const [k, v] of s.cells)
      if (v.kind === "formula" && refs.some((r) => v.formula.includes(r)))
        s.cells.set(k, { kind: "formula", formula: v.formula.split(refs[0]).join(`'${to}'!`) });
}

describe("building again where this session was built", () => {
  test("blank sheets are updated in place: the same names, nothing asked, as a fresh build writes them", async () => {
    const fake = new FakeExcel();
    await write(fake, plan(settings(28)));
    const names = fake.sheetNames();
    // Rebuilt for 20 players: fewer tables, rows and deals than the sheets hold now.
    const p = plan(settings(20));
    const asked: SheetClash[][] = [];
    const syncsBefore = fake.syncs.length;
    const report = await write(fake, p, {
      onClash: (c) => {
        asked.push([...c]);
        return "rename";
      },
    });
    expect(asked).toEqual([]);
    expect(report.clashes).toEqual([]);
    expect(fake.sheetNames().filter((n) => / \(\d+\)$/.test(n))).toEqual([]);
    expect(report.sheets.every((s) => s.written === s.planned)).toBe(true);
    expect(report.updated).toEqual(p.sheets.map((s) => s.name));
    // The 28-player session's other deals, blank, are gone (test/excel/stale-sheets.test.ts).
    expect(report.removed).toEqual(["Протокол 6", "Протокол 7"]);
    expect(fake.sheetNames()).toEqual(names.filter((n) => !report.removed.includes(n)));
    // The defined names are this session's: given the new ranges, no "PREF_RESULTS_2".
    expect([...fake.names.keys()].filter((n) => /_\d+$/.test(n))).toEqual([]);
    expect(fake.names.size).toBe(p.names.length);
    // Three reads (the names and used ranges; the Ledger's record, the typed cells and the builder
    // sheets' constants; the sheets of deals gone, known from the record), then the writes.
    expect(report.syncs).toBe(fake.syncs.length - syncsBefore);
    expect(report.syncs).toBe(5);

    const fresh = new FakeExcel();
    await write(fresh, p);
    for (const s of p.sheets) {
      const a = fake.sheet(s.name);
      const b = fresh.sheet(s.name);
      if (a === undefined || b === undefined) throw new Error(`no sheet ${s.name}`);
      expect({ sheet: s.name, content: content(a) }).toEqual({ sheet: s.name, content: content(b) });
    }
    expect([...fake.names.entries()].sort()).toEqual([...fresh.names.entries()].sort());
  });

  test("a protocol with a row typed is never touched: the new one goes beside it, and the report says why", async () => {
    const fake = new FakeExcel();
    await write(fake, plan(settings(12)));
    const row = PROTOCOL_ROWS.first + 1;
    await type(fake, "Протокол 3", row, PROTOCOL_COLUMNS.contract, "6♠");
    const kept = fake.sheet("Протокол 3");
    if (kept === undefined) throw new Error("no Протокол 3");
    const before = { content: JSON.stringify(content(kept)), mutations: kept.mutations };
    const asked: SheetClash[][] = [];
    const report = await write(fake, plan(settings(12)), {
      onClash: (c) => {
        asked.push([...c]);
        return "rename";
      },
    });
    expect(asked).toHaveLength(1);
    expect(asked[0]).toEqual([
      {
        planned: "Протокол 3",
        existing: "Протокол 3",
        holdsData: true,
        usedAddress: expect.stringMatching(/^'Протокол 3'!A1:/) as unknown as string,
        renamedTo: "Протокол 3 (2)",
        why: "typed",
        typedCell: address(row, PROTOCOL_COLUMNS.contract),
      },
    ]);
    expect(report.clashes).toEqual(asked[0]);
    expect(JSON.stringify(content(kept))).toBe(before.content);
    expect(kept.mutations).toBe(before.mutations);
    expect(report.sheets.find((s) => s.planned === "Протокол 3")?.written).toBe("Протокол 3 (2)");
    expect(report.updated).toContain("Протокол 2");
    expect(report.updated).toContain("Итоги");
    // The Results, updated in place, score the live sheet.
    const results = [...(fake.sheet("Журнал")?.cells.values() ?? [])].flatMap((v) =>
      v.kind === "formula" ? [v.formula] : [],
    );
    expect(results.some((f) => f.includes("'Протокол 3 (2)'!"))).toBe(true);
    expect(results.some((f) => f.includes("'Протокол 3'!"))).toBe(false);
  });

  test("a penalty typed or a name changed keeps its sheet too; cancel then writes nothing", async () => {
    const fake = new FakeExcel();
    await write(fake, plan(settings(12)));
    await type(fake, "Штрафы", PENALTY_ROWS.first, PENALTY_COLUMNS.player, 5);
    await type(fake, "Игроки", 4, 2, "Сидоров");
    const syncs = fake.syncs.length;
    const ops = fake.ops.length;
    const r = await writeWorkbookPlan(fake, plan(settings(12)), {
      onClash: (c) => {
        expect(c.map((x) => [x.existing, x.why, x.typedCell])).toEqual([
          ["Игроки", "typed", "B4"],
          ["Штрафы", "typed", address(PENALTY_ROWS.first, PENALTY_COLUMNS.player)],
        ]);
        return "cancel";
      },
    });
    expect(r.ok).toBe(false);
    // The two reads, nothing written.
    expect(fake.syncs.length - syncs).toBe(2);
    expect([...new Set(fake.ops.slice(ops).map((o) => o.op))].sort()).toEqual([
      "charts.getCount",
      "load",
      "shapes.getCount",
    ]);
  });

  test("a sheet the Ledger does not record as this session's is not this session's to update", async () => {
    const fake = new FakeExcel();
    await write(fake, plan(settings(16)));
    // The director's own sheet where a new deal's protocol goes; and a protocol sheet renamed away.
    fake.addSheet("Протокол 6");
    await type(fake, "Протокол 6", 1, 1, "мои заметки");
    const report = await write(fake, plan(settings(12)));
    expect(report.clashes).toEqual([
      expect.objectContaining({ planned: "Протокол 6", why: "foreign", renamedTo: "Протокол 6 (2)" }),
    ]);
    expect(fake.sheet("Протокол 6")?.cells.size).toBe(1);
    expect(report.updated).toContain("Протокол 5");
  });

  test('the sheet the Ledger records is the one updated: after a build beside "Итоги", "Итоги (2)" is', async () => {
    const fake = new FakeExcel({ sheets: [{ name: "Итоги", cells: { A1: "мои итоги" } }] });
    const first = await write(fake, plan(settings(12)));
    expect(first.clashes.map((c) => [c.existing, c.renamedTo, c.why])).toEqual([
      ["Итоги", "Итоги (2)", undefined],
    ]);
    const mine = fake.sheet("Итоги");
    const mutations = mine?.mutations;
    const asked: SheetClash[][] = [];
    const again = await write(fake, plan(settings(12)), {
      onClash: (c) => {
        asked.push([...c]);
        return "rename";
      },
    });
    expect(asked).toEqual([]);
    expect(again.updated).toContain("Итоги (2)");
    expect(again.sheets.find((x) => x.planned === "Итоги")?.written).toBe("Итоги (2)");
    expect(fake.sheetNames().filter((n) => n.startsWith("Итоги"))).toEqual(["Итоги", "Итоги (2)"]);
    expect(fake.sheet("Итоги")?.mutations).toBe(mutations);
  });

  test("a Penalties sheet the director renamed and filled is kept; the new one takes the planned name", async () => {
    const fake = new FakeExcel();
    await write(fake, plan(settings(12)));
    renameSheet(fake, "Штрафы", "Штрафы (судья)");
    await type(fake, "Штрафы (судья)", PENALTY_ROWS.first, PENALTY_COLUMNS.player, 7);
    const report = await write(fake, plan(settings(12)));
    expect(report.clashes).toEqual([
      expect.objectContaining({ existing: "Штрафы (судья)", renamedTo: "Штрафы", why: "typed" }),
    ]);
    expect(fake.sheet("Штрафы (судья)")?.data(address(PENALTY_ROWS.first, PENALTY_COLUMNS.player))).toBe(7);
  });

  test("through office.js's own serializer: every call of the rebuild is one office.js knows, each request measured", async () => {
    const fake = new FakeExcel();
    unwrap(await writeWorkbookPlan(wireTarget(fake), plan(settings(12))));
    await type(fake, "Протокол 1", PROTOCOL_ROWS.first, PROTOCOL_COLUMNS.contract, "6♠");
    const before = fake.syncs.length;
    const report = unwrap(await writeWorkbookPlan(wireTarget(fake), plan(settings(12))));
    expect(report.clashes.map((c) => c.renamedTo)).toEqual(["Протокол 1 (2)"]);
    expect(report.updated.length).toBeGreaterThan(10);
    const syncs = fake.syncs.slice(before);
    expect(syncs.every((x) => x.wireBytes !== undefined && x.wireBytes > 0)).toBe(true);
    // The writer's estimate stays above what office.js really sends.
    syncs.forEach((x, i) => expect(report.requestBytes[i]).toBeGreaterThanOrEqual(x.wireBytes ?? 0));
  });
});
