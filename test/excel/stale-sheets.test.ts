/**
 * The pane's rebuild and what an earlier build leaves (issue 10): protocol sheets of deals the new
 * session does not have (built for 28 players, rebuilt for 20) are deleted when blank and kept,
 * reported and not read when rows are typed on them; a builder's sheet (the Movement …) the
 * director wrote on is kept beside the new one, by the fingerprint the Ledger recorded of it.
 */
import { unwrap } from "../../src/core/result";
import { readSessionSheets, writeWorkbookPlan, type SheetClash, type WriteReport } from "../../src/excel";
import { problemMessage } from "../../src/i18n/catalogue";
import { strings } from "../../src/taskpane/strings";
import { FINGERPRINTED_ROLES, gridFingerprint, planFingerprint } from "../../src/workbook/fingerprint";
import { address } from "../../src/workbook/formula";
import { PROTOCOL_COLUMNS, PROTOCOL_ROWS } from "../../src/workbook/protocol-columns";
import { LEDGER_COLUMNS } from "../../src/workbook/results-sheet";
import type { SessionSettings, WorkbookPlan } from "../../src/workbook/types";
import { MAX_COLS } from "../excel-fake/cells";
import { FakeExcel } from "../excel-fake/fake-excel";
import { wireTarget } from "../excel-fake/office-wire";
import { plan } from "../workbook/sessions";

jest.setTimeout(120_000);

const settings = (players: number): SessionSettings => ({
  players,
  directorSheets: true,
  formulas: "portable",
});

async function write(
  fake: FakeExcel,
  p: WorkbookPlan,
  onClash?: (c: readonly SheetClash[]) => "rename",
): Promise<WriteReport> {
  return unwrap(await writeWorkbookPlan(fake, p, onClash === undefined ? {} : { onClash }));
}

async function type(fake: FakeExcel, sheet: string, cell: string, value: string | number): Promise<void> {
  await fake.run(async (context) => {
    context.workbook.worksheets.getItem(sheet).getRange(cell).values = [[value]];
    await context.sync();
  });
}

/** Everything a fake sheet holds, comparable. */
function content(fake: FakeExcel, name: string): string {
  const s = fake.sheet(name);
  if (s === undefined) throw new Error(`no sheet ${name}`);
  return JSON.stringify([...s.cells.entries()].sort((a, b) => a[0] - b[0]));
}

describe("protocol sheets of deals the rebuilt session does not have", () => {
  test("28 players rebuilt as 20: the blank sheets of deals 6 and 7 are deleted; the pane reads deals 1-5 only", async () => {
    const fake = new FakeExcel();
    await write(fake, plan(settings(28)));
    expect(fake.sheetNames().filter((n) => n.startsWith("Протокол"))).toHaveLength(7);
    const p = plan(settings(20));
    expect(p.sheets.filter((s) => s.role === "protocol").map((s) => s.deal)).toEqual([1, 2, 3, 4, 5]);
    const before = fake.syncs.length;
    const report = await write(fake, p);
    expect(report.removed).toEqual(["Протокол 6", "Протокол 7"]);
    expect(report.keptStale).toEqual([]);
    expect(fake.sheetNames().filter((n) => n.startsWith("Протокол"))).toEqual([
      "Протокол 1",
      "Протокол 2",
      "Протокол 3",
      "Протокол 4",
      "Протокол 5",
    ]);
    // The deletions go in the first write request (syncs count from 1): no sync per sheet. Three reads (the third finds
    // which sheets the deals gone have, known only from the Ledger) and the writes.
    expect(fake.syncs.length - before).toBe(report.syncs);
    expect(report.syncs).toBe(5);
    const deletes = fake.ops.filter((o) => o.op === "delete" && o.target.startsWith("sheet("));
    expect(deletes.map((o) => [o.target, o.sync])).toEqual([
      ['sheet("Протокол 6")', before + 4],
      ['sheet("Протокол 7")', before + 4],
    ]);
    expect(strings.ru.removedText(report.removed)).toBe(
      "Пустые листы протоколов прежней сборки, сдач которых в сессии больше нет, удалены: «Протокол 6», «Протокол 7».",
    );

    const read = unwrap(await readSessionSheets(fake));
    expect([...read.dealSheets.keys()]).toEqual([1, 2, 3, 4, 5]);
    expect(read.problems.filter((x) => x.code === "stale-protocol")).toEqual([]);
  });

  test("a stale sheet with a row typed is kept untouched and reported; the pane's reader warns once and does not read it", async () => {
    const fake = new FakeExcel();
    await write(fake, plan(settings(28)));
    const cell = address(PROTOCOL_ROWS.first, PROTOCOL_COLUMNS.contract);
    await type(fake, "Протокол 7", cell, "6♠");
    const kept = content(fake, "Протокол 7");
    const mutations = fake.sheet("Протокол 7")?.mutations;
    const asked: SheetClash[][] = [];
    const report = await write(fake, plan(settings(20)), (c) => {
      asked.push([...c]);
      return "rename";
    });
    // Nothing to ask: the new session has no sheet of that name.
    expect(asked).toEqual([]);
    expect(report.removed).toEqual(["Протокол 6"]);
    expect(report.keptStale).toEqual([{ sheet: "Протокол 7", typedCell: cell }]);
    expect(content(fake, "Протокол 7")).toBe(kept);
    expect(fake.sheet("Протокол 7")?.mutations).toBe(mutations);
    expect(strings.ru.keptStaleLine("Протокол 7", cell)).toBe(
      `«Протокол 7» — протокол прежней сборки, сдачи которого в сессии нет; в нём введены данные (${cell}), он не тронут и не проверяется`,
    );
    expect(strings.en.keptStaleLine("Протокол 7", cell)).toBe(
      `"Протокол 7" is a protocol of the earlier build for a deal the session no longer has; data was typed in it (${cell}): it is left as it is and not checked`,
    );

    const read = unwrap(await readSessionSheets(fake));
    expect([...read.dealSheets.keys()]).toEqual([1, 2, 3, 4, 5]);
    expect(read.protocols.some((x) => x.board === 7)).toBe(false);
    const stale = read.problems.filter((x) => x.code === "stale-protocol");
    expect(stale).toHaveLength(1);
    expect(stale[0]).toMatchObject({
      severity: "warning",
      at: { sheet: "Протокол 7", board: 7, line: PROTOCOL_ROWS.first },
      params: { typed: "yes", row: PROTOCOL_ROWS.first },
    });
    expect(problemMessage(stale[0], "en")).toBe(
      `the sheet "Протокол 7" is a protocol of deal 7, which this session does not have (an earlier build's): it is not read; rows are typed on it (row ${PROTOCOL_ROWS.first}): delete it or move them`,
    );
  });
});

describe("a builder's sheet the director wrote on", () => {
  test("a note on the Movement sheet: the rebuild keeps it, the new one goes beside it, and says why", async () => {
    const fake = new FakeExcel();
    await write(fake, plan(settings(12)));
    await type(fake, "Движение", "P3", "стол 2 у окна");
    const kept = content(fake, "Движение");
    const asked: SheetClash[][] = [];
    const before = fake.syncs.length;
    const report = await write(fake, plan(settings(12)), (c) => {
      asked.push([...c]);
      return "rename";
    });
    expect(asked).toEqual([
      [
        {
          planned: "Движение",
          existing: "Движение",
          holdsData: true,
          usedAddress: expect.stringMatching(/^'?Движение'?!A1:P\d+$/) as unknown as string,
          renamedTo: "Движение (2)",
          why: "edited",
        },
      ],
    ]);
    expect(report.clashes).toEqual(asked[0]);
    expect(content(fake, "Движение")).toBe(kept);
    expect(report.updated).not.toContain("Движение");
    expect(report.updated).toContain("Итоги");
    // Two reads (the Ledger's record, the typed cells and the constants in one), then the writes.
    expect(fake.syncs.length - before).toBe(report.syncs);
    expect(report.syncs).toBe(4);
    const [c] = report.clashes;
    expect(strings.ru.liveLine(c.existing, c.renamedTo, c.why, c.typedCell)).toBe(
      "«Движение (2)» — действующий; «Движение» — прежний, не изменён: он изменён после построения",
    );
    expect(strings.en.clashLine(c.existing, c.holdsData, c.renamedTo, c.why, c.typedCell)).toBe(
      '"Движение" (edited since it was built) → "Движение (2)"',
    );
  });

  test("a constant changed (a seat's player) counts as an edit too; a formula's value does not", async () => {
    const fake = new FakeExcel();
    await write(fake, plan(settings(12)));
    const results = fake.sheet("Итоги");
    if (results === undefined) throw new Error("no Итоги");
    // A protocol typed changes the Results' formulas' values, never their constants.
    await type(fake, "Протокол 1", address(PROTOCOL_ROWS.first, PROTOCOL_COLUMNS.contract), "6♠");
    const movement = fake.sheet("Движение");
    const seat = [...(movement?.cells.entries() ?? [])].find(([, v]) => v.kind === "number");
    if (movement === undefined || seat === undefined) throw new Error("no number on Движение");
    movement.cells.set(seat[0], { kind: "number", value: 99 });
    const report = await write(fake, plan(settings(12)), () => "rename");
    expect(report.clashes.map((x) => [x.existing, x.why])).toEqual([
      ["Движение", "edited"],
      ["Протокол 1", "typed"],
    ]);
    expect(report.updated).toContain("Итоги");
  });

  test("a Ledger without fingerprints (an older build): nothing proves a sheet untouched, so none is emptied", async () => {
    const fake = new FakeExcel();
    await write(fake, plan(settings(12)));
    await type(fake, "Движение", "P3", "стол 2 у окна");
    const ledger = fake.sheet("Журнал");
    if (ledger === undefined) throw new Error("no Журнал");
    // The fingerprint column emptied, as a build before it had one left it.
    const prints = [...ledger.cells.keys()].filter((k) => k % MAX_COLS === LEDGER_COLUMNS.fingerprint - 1);
    for (const k of prints) ledger.cells.delete(k);
    expect(prints.length).toBeGreaterThan(5);
    const report = await write(fake, plan(settings(12)), () => "rename");
    expect(report.updated).not.toContain("Движение");
    expect(report.clashes.find((c) => c.existing === "Движение")).toMatchObject({
      why: "edited",
      renamedTo: "Движение (2)",
    });
    expect(fake.sheet("Движение")?.data("P3")).toBe("стол 2 у окна");
    // The Ledger (the builder's alone, no fingerprint of its own) is still written in place.
    expect(report.updated).toContain("Журнал");
  });

  test("without a note the Movement sheet is updated in place, as before", async () => {
    const fake = new FakeExcel();
    await write(fake, plan(settings(12)));
    const report = await write(fake, plan(settings(12)), () => "rename");
    expect(report.clashes).toEqual([]);
    expect(report.updated).toContain("Движение");
    expect(fake.sheetNames().filter((n) => n.startsWith("Движение"))).toEqual(["Движение"]);
  });

  test("fingerprints: equal for the same plan built twice, recorded in the Ledger, and what Excel gives back", async () => {
    const a = plan(settings(20));
    const b = plan(settings(20));
    const owned = a.sheets.filter((s) => FINGERPRINTED_ROLES.has(s.role));
    expect(owned.map((s) => s.name)).toEqual([
      "Движение",
      "Карточки столов",
      "Ряд комплектов",
      "Итоги",
      "Места",
      "Карточки игроков",
    ]);
    for (const s of owned) {
      const twin = b.sheets.find((x) => x.name === s.name);
      if (twin === undefined) throw new Error(`no ${s.name}`);
      expect(planFingerprint(twin)).toBe(planFingerprint(s));
    }
    // Another session's Movement has other constants.
    const other = plan(settings(24)).sheets.find((s) => s.name === "Движение");
    if (other === undefined) throw new Error("no Движение");
    expect(planFingerprint(other)).not.toBe(planFingerprint(owned[0]));

    const ledger = a.sheets.find((s) => s.role === "ledger");
    // Every sheet but the Ledger has its fingerprint recorded: the director's sheets too.
    const printed = a.sheets.filter((s) => s.role !== "ledger");
    const recorded = new Map<string, string>();
    for (const c of ledger?.cells ?? [])
      if (c.col === LEDGER_COLUMNS.fingerprint && c.row > 1 && c.value?.kind === "text") {
        const name = ledger?.cells.find((x) => x.row === c.row && x.col === LEDGER_COLUMNS.sheetName);
        if (name?.value?.kind === "text") recorded.set(name.value.text, c.value.text);
      }
    expect(recorded).toEqual(new Map(printed.map((s) => [s.name, planFingerprint(s)])));

    // Written and read back through Office.js (formulas of the used range), each matches.
    const fake = new FakeExcel();
    await write(fake, a);
    const back = await fake.run(async (context) => {
      const ranges = owned.map((s) => {
        const r = context.workbook.worksheets.getItem(s.name).getUsedRangeOrNullObject(true);
        r.load("address,formulas");
        return r;
      });
      await context.sync();
      return ranges.map((r) => {
        const m = /!([A-Z]+)(\d+)/.exec(r.address.replace(/\$/g, ""));
        if (m === null) throw new Error(r.address);
        const left = [...m[1]].reduce((n, ch) => n * 26 + ch.charCodeAt(0) - 64, 0);
        return gridFingerprint(Number(m[2]), left, r.formulas);
      });
    });
    expect(back).toEqual(owned.map((s) => planFingerprint(s)));
  });

  test.each([
    ["en", 17, undefined],
    ["ru", 9, "sochi"],
  ] as const)(
    "what Excel gives back matches the fingerprint: %s, %d players, variant %s (no text Excel turns into a number or date)",
    async (language, players, variant) => {
      const p = plan({ ...settings(players), language, ...(variant === undefined ? {} : { variant }) });
      const owned = p.sheets.filter((s) => FINGERPRINTED_ROLES.has(s.role));
      expect(owned.length).toBeGreaterThanOrEqual(6);
      const fake = new FakeExcel();
      await write(fake, p);
      const again = await write(
        fake,
        plan({ ...settings(players), language, ...(variant === undefined ? {} : { variant }) }),
      );
      expect(again.clashes).toEqual([]);
      expect(again.updated).toEqual(expect.arrayContaining(owned.map((s) => s.name)));
    },
  );
});

test("through office.js's own serializer: the deletions, the constants and the stale sheets' reads are calls office.js knows, each request within its estimate", async () => {
  const fake = new FakeExcel();
  unwrap(await writeWorkbookPlan(wireTarget(fake), plan(settings(28))));
  await type(fake, "Протокол 7", address(PROTOCOL_ROWS.first, PROTOCOL_COLUMNS.contract), "6♠");
  await type(fake, "Движение", "P3", "стол 2 у окна");
  const before = fake.syncs.length;
  const report = unwrap(await writeWorkbookPlan(wireTarget(fake), plan(settings(20))));
  expect(report.removed).toEqual(["Протокол 6"]);
  expect(report.keptStale.map((k) => k.sheet)).toEqual(["Протокол 7"]);
  expect(report.clashes.map((c) => [c.existing, c.why])).toEqual([["Движение", "edited"]]);
  const syncs = fake.syncs.slice(before);
  expect(syncs.every((x) => x.wireBytes !== undefined && x.wireBytes > 0)).toBe(true);
  syncs.forEach((x, i) => expect(report.requestBytes[i]).toBeGreaterThanOrEqual(x.wireBytes ?? 0));
  expect(fake.sheet("Протокол 6")).toBeUndefined();
});
