/** Reading a session back through Office.js (the recording fake): protocols, movement, syncs, problem cells, selection. */
import { checkProtocols } from "../../src/core/checks";
import { unwrap, type Problem } from "../../src/core/result";
import {
  locateProblem,
  READ_CELL_BYTES,
  readSessionSheets,
  selectCell,
  valueText,
  writeWorkbookPlan,
  type SessionSheets,
  type WorkbookTarget,
} from "../../src/excel";
import { FakeExcel, type FakeSheet } from "../excel-fake/fake-excel";
import { addressOf, parseAddress } from "../excel-fake/cells";
import {
  buildWorkbookPlan,
  PROTOCOL_COLUMNS as C,
  seatColumns,
  type SessionSettings,
} from "../../src/workbook";
import { plan, testSessions } from "../workbook/sessions";

async function built(settings: SessionSettings, fake = new FakeExcel()): Promise<FakeExcel> {
  unwrap(await writeWorkbookPlan(fake, plan(settings)));
  return fake;
}

async function read(fake: FakeExcel): Promise<SessionSheets> {
  return unwrap(await readSessionSheets(fake));
}

function sheet(fake: FakeExcel, name: string): FakeSheet {
  const s = fake.sheet(name);
  if (s === undefined) throw new Error(`no sheet ${name} (have ${fake.sheetNames().join(", ")})`);
  return s;
}

/** Types a row's result as the director would (strings go through Excel's reading of input). */
function type(fake: FakeExcel, name: string, row: number, cells: Record<number, string | number>): void {
  const s = sheet(fake, name);
  for (const [col, v] of Object.entries(cells)) fake.writeCell(s, row, Number(col), v);
}

const W = (seat: "N" | "E" | "S" | "W"): number => seatColumns(seat).whists;

/** Every formula that refers to `from`, rewritten by `to`, as Excel does on a rename or a delete. */
function rewriteReferences(fake: FakeExcel, from: string, to: string): void {
  const refs = [`'${from}'!$A$1`, `'${from}'!A1`];
  for (const s of fake.sheets)
    for (const [k, v] of s.cells)
      if (v.kind === "formula" && refs.some((r) => v.formula.includes(r)))
        s.cells.set(k, { kind: "formula", formula: refs.reduce((f, r) => f.split(r).join(to), v.formula) });
}

/** Deletes a sheet as Excel does: references to it become #REF!. */
function removeSheet(fake: FakeExcel, name: string): void {
  fake.sheets.splice(fake.sheets.indexOf(sheet(fake, name)), 1);
  rewriteReferences(fake, name, "#REF!");
}

/** Renames a sheet as Excel does: references to it follow. */
function renameSheet(fake: FakeExcel, from: string, to: string): void {
  sheet(fake, from).name = to;
  rewriteReferences(fake, from, `'${to}'!$A$1`);
}

const colNumber = (letters: string): number =>
  [...letters].reduce((n, ch) => n * 26 + ch.charCodeAt(0) - 64, 0);

/** A good 4-handed result for deal 1 (dealer N): E declares 6♠ and takes 6, S and W whist. */
const GOOD = {
  [C.contract]: "6♠",
  [C.declarer]: "В",
  [C.declarerTricks]: 6,
  [C.defender1]: "Ю",
  [C.defender1Tricks]: 2,
  [C.defender2]: "З",
  [C.defender2Tricks]: 2,
  [W("N")]: 0,
  [W("E")]: 20,
  [W("S")]: -10,
  [W("W")]: -10,
};

const at = (p: Problem): string => `${p.code} ${p.at.sheet ?? "-"}!${p.at.line ?? "-"}:${p.at.column ?? "-"}`;

describe("readSessionSheets", () => {
  test("the size estimate of a read is above what a played protocol sheet's values are as JSON", async () => {
    const s = testSessions()[0];
    const built = unwrap(buildWorkbookPlan({ ...s.settings, formulas: "addin" }, s.protocols));
    const fake = new FakeExcel();
    expect((await writeWorkbookPlan(fake, built)).ok).toBe(true);
    const protocols = fake.sheets.filter((x) => x.data("A1") === "Протокол");
    expect(protocols.length).toBeGreaterThan(0);
    for (const sh of protocols) {
      const area = parseAddress(sh.usedAddress() ?? "A1");
      const rows: unknown[][] = [];
      for (let r = area.row; r <= area.row2; r++) {
        const line: unknown[] = [];
        for (let c = area.col; c <= area.col2; c++) {
          const v = sh.value(addressOf({ row: r, col: c, row2: r, col2: c }));
          // A formula's value as Excel returns it, at its longest: a double of 17 digits.
          line.push(
            v === undefined
              ? ""
              : v.kind === "formula"
                ? 3.3333333333333335
                : sh.data(addressOf({ row: r, col: c, row2: r, col2: c })),
          );
        }
        rows.push(line);
      }
      const cells = (area.row2 - area.row + 1) * (area.col2 - area.col + 1);
      expect(Buffer.byteLength(JSON.stringify(rows))).toBeLessThan(cells * READ_CELL_BYTES);
    }
  });

  test("reads only what the checks need, split by size; a large unrelated sheet is not read", async () => {
    const big: Record<string, string> = {};
    for (let r = 1; r <= 2000; r++) big[`C${r}`] = `row ${r} of a large sheet of the club's own`;
    const fake = await built(
      { players: 28 },
      new FakeExcel({ sheets: [{ name: "Данные", cells: big }], recordArgs: true }),
    );
    type(fake, "Протокол 1", 5, GOOD);
    const whole = await read(fake);
    const before = fake.syncs.length;
    // Batches of at most 10 kB by estimate: more syncs, the same session.
    const r = unwrap(await readSessionSheets(fake, 10_000));
    expect(r.syncs).toBeGreaterThan(3);
    expect(fake.syncs.length - before).toBe(r.syncs);
    expect({ ...r, syncs: 0 }).toEqual({ ...whole, syncs: 0 });
    // The unrelated sheet: only its used range's address and title row, never its values.
    const ops = fake.ops.filter((o) => o.sync > before && o.target.includes("Данные"));
    expect(ops.map((o) => o.target).sort()).toEqual(
      // The title row to its last cell, the dealer in J1.
      ['sheet("Данные").getRange("A1:J1")', 'sheet("Данные").getUsedRangeOrNullObject(true)'].sort(),
    );
    // Number formats are read of the whist columns only.
    const formats = fake.ops.filter(
      (o) => o.sync > before && o.op === "load" && JSON.stringify(o.args).includes("numberFormat"),
    );
    const whistColumns = new Set(["N", "E", "S", "W"].map((s) => seatColumns(s as "N").whists));
    expect(formats).toHaveLength(4 * whole.dealSheets.size);
    for (const o of formats) {
      const m = /getRange\("([A-Z]+)5:([A-Z]+)\d+"\)$/.exec(o.target);
      expect(m?.[1]).toBe(m?.[2]);
      expect(whistColumns.has(colNumber(m?.[1] ?? ""))).toBe(true);
    }
  });

  // Names; used ranges and title rows; values and whist formats (one batch up to 2 MB).
  test("28 players: every protocol sheet and the movement, in 3 syncs", async () => {
    const settings: SessionSettings = { players: 28 };
    const fake = await built(settings);
    const before = fake.syncs.length;
    const session = await read(fake);
    expect(session.syncs).toBe(3);
    expect(fake.syncs.length - before).toBe(3);
    const p = plan(settings);
    expect([...session.dealSheets]).toEqual(p.session.deals.map((d) => [d.deal, d.sheet]));
    expect(session.movementSheet).toBe("Движение");
    expect(session.movement?.schedule).toEqual(p.session.movement.schedule);
    expect(session.movement?.sets).toBe(p.session.movement.sets);
    expect(session.dealsPerSet).toBe(1);
    expect(session.problems).toEqual([]);
    // The prefilled rows: round, table and players, each with its sheet row.
    const deal1 = p.session.deals[0];
    const protocol = session.protocols.find((x) => x.board === 1);
    expect(protocol?.rows.map((r) => [r.round, r.table, r.seats.N?.player, r.source])).toEqual(
      deal1.rows.map((r) => [r.round, r.table, r.players.N, { sheet: "Протокол 1", line: r.sheetRow }]),
    );
    // A fresh session: nothing wrong, only results missing.
    const issues = checkProtocols({
      protocols: session.protocols,
      movement: session.movement,
      dealsPerSet: session.dealsPerSet,
    });
    expect(new Set(issues.map((i) => i.code))).toEqual(new Set(["missing-result"]));
    // Only the protocol sheets and the movement were read, not the results or cards; of the ledger,
    // only its record of sheets (four columns).
    const loads = fake.ops.filter((o) => o.sync === fake.syncs.length && o.op === "load");
    // The movement's values; each protocol's values and its four whist columns' number formats.
    expect(loads).toHaveLength(2 + 5 * p.session.deals.length);
    expect(loads.filter((o) => o.target.includes("Журнал")).map((o) => o.target)).toEqual([
      expect.stringMatching(/^sheet\("Журнал"\)\.getRange\("L1:O\d+"\)$/) as unknown as string,
    ]);
    expect(loads.some((o) => o.target.includes("Итоги"))).toBe(false);
    expect(session.problems.filter((x) => x.code === "sheet-missing")).toEqual([]);
  });

  test("planted mistakes: each problem points at its cell", async () => {
    const fake = await built({ players: 28 });
    const p = plan({ players: 28 });
    const rows = p.session.deals[0].rows.map((r) => r.sheetRow);
    const s1 = "Протокол 1";
    type(fake, s1, rows[0], GOOD);
    type(fake, s1, rows[1], { ...GOOD, [C.contract]: "6ю" }); // unreadable contract
    type(fake, s1, rows[2], { ...GOOD, [C.defender2Tricks]: 3 }); // tricks 11
    type(fake, s1, rows[3], { ...GOOD, [W("W")]: -5 }); // zero sum broken
    const mover = p.session.deals[0].rows[4];
    type(fake, s1, rows[4], { ...GOOD, [seatColumns("S").player]: mover.players.N ?? 0 }); // N also in S
    type(fake, "Протокол 2", p.session.deals[1].rows[0].sheetRow, { [W("N")]: "много" }); // unreadable whists

    const session = await read(fake);
    const issues = [
      ...session.problems,
      ...checkProtocols({
        protocols: session.protocols,
        movement: session.movement,
        dealsPerSet: session.dealsPerSet,
      }),
    ].filter((i) => i.code !== "missing-result");
    const cells = issues.map((i) => [i.code, locateProblem(i, session)]);
    expect(cells).toEqual(
      expect.arrayContaining([
        ["contract-unreadable", { sheet: s1, address: `C${rows[1]}` }],
        ["tricks-sum", { sheet: s1, address: `E${rows[2]}` }],
        ["whists-not-zero-sum", { sheet: s1, address: `J${rows[3]}:U${rows[3]}` }],
        ["player-twice-in-row", { sheet: s1, address: `P${rows[4]}` }],
        ["movement-mismatch", { sheet: s1, address: `P${rows[4]}` }],
        ["bad-whists", { sheet: "Протокол 2", address: `K${p.session.deals[1].rows[0].sheetRow}` }],
      ]),
    );
    expect(issues.map(at)).not.toContain(`contract-unreadable ${s1}!${rows[0]}:contract`);
    expect(issues.filter((i) => i.at.sheet === s1 && i.at.line === rows[0])).toEqual([]);
  });

  test('a sheet the builder renamed ("Протокол 1 (2)") is found by its content', async () => {
    const fake = new FakeExcel({ sheets: [{ name: "Протокол 1", cells: { A1: "мои заметки" } }] });
    await built({ players: 12 }, fake);
    const session = await read(fake);
    expect(session.dealSheets.get(1)).toBe("Протокол 1 (2)");
    expect(session.problems).toEqual([]);
    const row = plan({ players: 12 }).session.deals[0].rows[0].sheetRow;
    type(fake, "Протокол 1 (2)", row, { ...GOOD, [C.contract]: "7 кого" });
    const again = await read(fake);
    const issue = checkProtocols({ protocols: again.protocols }).find(
      (i) => i.code === "contract-unreadable",
    );
    expect(issue && locateProblem(issue, again)).toEqual({ sheet: "Протокол 1 (2)", address: `C${row}` });
  });

  test("a session built again beside a typed protocol: the Ledger's sheet is checked, the older named", async () => {
    const fake = await built({ players: 12 });
    const row = plan({ players: 12 }).session.deals[0].rows[0].sheetRow;
    type(fake, "Протокол 1", row, GOOD);
    await built({ players: 12 }, fake);
    const session = await read(fake);
    expect(session.dealSheets.get(1)).toBe("Протокол 1 (2)");
    // The other sheets held nothing typed: updated in place.
    expect(session.dealSheets.get(2)).toBe("Протокол 2");
    expect(session.movementSheet).toBe("Движение");
    expect(session.problems.map((p) => [p.code, p.at.sheet, p.params?.second])).toContainEqual([
      "duplicate-deal",
      "Протокол 1",
      "Протокол 1 (2)",
    ]);
  });

  test("a deleted protocol sheet is an error naming it; a renamed one is still read (as pref score does)", async () => {
    const fake = await built({ players: 12 });
    const row = plan({ players: 12 }).session.deals[0].rows[0].sheetRow;
    type(fake, "Протокол 2", row, { ...GOOD, [C.contract]: "6♣" });
    removeSheet(fake, "Протокол 3");
    renameSheet(fake, "Протокол 2", "Сдача два");
    const session = await read(fake);
    const missing = session.problems.filter((p) => p.code === "sheet-missing");
    expect(missing.map((p) => [p.severity, p.at.sheet, p.params])).toEqual([
      ["error", "Протокол 3", { sheet: "Протокол 3", role: "protocol", deal: 3 }],
    ]);
    expect(missing[0].message).toBe(
      'the protocol sheet of deal 3 ("Протокол 3") is missing from the workbook (deleted?): put it back or build the session again',
    );
    expect(session.dealSheets.get(2)).toBe("Сдача два");
    expect(session.protocols.find((p) => p.board === 2)?.rows.map((r) => r.contract)).toEqual([
      "6♣",
      undefined,
      undefined,
    ]);
    expect(session.dealSheets.has(3)).toBe(false);
  });

  test("deals per set and the dealer come from the title row; English sheets", async () => {
    const fake = await built({ players: 12, dealsPerSet: 2, language: "en" });
    const session = await read(fake);
    expect(session.dealsPerSet).toBe(2);
    expect(session.dealSheets.get(4)).toBe("Board 4");
    expect(session.protocols.find((x) => x.board === 2)?.rows[0].dealer).toBe("E");
  });

  test("a whist typed as 50% reads back as the adjusted result 50%", async () => {
    const fake = await built({ players: 12 });
    const row = plan({ players: 12 }).session.deals[0].rows[0].sheetRow;
    type(fake, "Протокол 1", row, { [W("N")]: "50%", [W("E")]: "=100/3" });
    expect(sheet(fake, "Протокол 1").numberFormat(`K${row}`)).toBe("0%");
    const session = await read(fake);
    const r = session.protocols[0].rows[0];
    expect(r.seats.N?.entry).toMatchObject({ kind: "adjusted", adjustment: { kind: "percent" } });
    expect(valueText(100 / 3)).toBe("100/3");
    expect(valueText(0.5, "0.0%")).toBe("50%");
    expect(valueText(true)).toBe("TRUE");
  });

  test("a workbook without protocols, and Excel refusing: problems, not exceptions", async () => {
    const empty = await readSessionSheets(new FakeExcel({ sheets: [{ name: "Лист1", cells: { A1: 1 } }] }));
    expect(empty.ok ? [] : empty.problems.map((p) => p.code)).toEqual(["no-protocols"]);
    const refusing: WorkbookTarget = {
      run: () => Promise.reject(Object.assign(new Error("busy"), { code: "GeneralException" })),
    };
    const r = await readSessionSheets(refusing);
    expect(r.ok ? null : r.problems[0]).toMatchObject({
      code: "excel.read-failed",
      params: { code: "GeneralException" },
    });
  });
});

describe("selectCell", () => {
  test("activates the sheet and selects the cell, in one sync", async () => {
    const fake = await built({ players: 12 });
    const before = fake.syncs.length;
    const r = await selectCell(fake, "Протокол 3", "E7");
    expect(r.ok).toBe(true);
    expect(fake.syncs.length - before).toBe(1);
    expect(fake.selection).toEqual({ sheet: "Протокол 3", address: "E7" });
    expect(fake.sheets.filter((s) => s.active).map((s) => s.name)).toEqual(["Протокол 3"]);
  });

  test("a sheet deleted since the check: a problem", async () => {
    const fake = await built({ players: 12 });
    const r = await selectCell(fake, "Протокол 99", "A1");
    expect(r.ok ? null : r.problems[0]).toMatchObject({
      code: "excel.sheet-missing",
      params: { sheet: "Протокол 99" },
    });
    expect(fake.selection).toBeNull();
  });
});
