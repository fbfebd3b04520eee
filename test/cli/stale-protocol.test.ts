/**
 * A protocol sheet of a deal the session does not have (left in the workbook by an earlier build
 * for more players, issue 10): in a workbook whose Ledger records its sheets, `pref score` and
 * `pref check` do not read it and warn once, naming it and saying whether rows are typed on it.
 * The sheet is made with ExcelJS as a copy of a real protocol sheet's constants under another deal.
 */
import ExcelJS from "exceljs";
import * as path from "path";
import { pref, tempFile } from "./capture";
import { readSessionWorkbook } from "../../src/xlsx/reader";
import { PROTOCOL_ROWS, PROTOCOL_TITLE } from "../../src/workbook/protocol-columns";
import { problemMessage } from "../../src/i18n/catalogue";
import { unwrap } from "../../src/core/result";

jest.setTimeout(120_000);

/** A 12-player session workbook with every deal's results filled in. */
async function session(): Promise<string> {
  const dir = path.dirname(tempFile("x", ""));
  const protocols = path.join(dir, "p.csv");
  expect((await pref("demo", "--players", "12", "--seed", "3", "--out", protocols)).code).toBe(0);
  const out = path.join(dir, "s.xlsx");
  expect(
    (await pref("build", "--players", "12", "--protocols", protocols, "--out", out, "--lang", "ru")).code,
  ).toBe(0);
  return out;
}

/**
 * Adds `name`, a copy of `from`'s constants (formulas as their results) titled as deal `deal`;
 * `rows` false leaves out the protocol rows' typed cells, as a blank sheet of an earlier build.
 */
async function addStale(
  file: string,
  from: string,
  name: string,
  deal: number,
  rows: boolean,
): Promise<void> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(file);
  const src = wb.getWorksheet(from);
  if (src === undefined) throw new Error(`no sheet ${from}`);
  const ws = wb.addWorksheet(name);
  src.eachRow((row, r) =>
    row.eachCell((cell, c) => {
      if (!rows && r >= PROTOCOL_ROWS.first) return;
      const v = cell.value;
      const plain =
        v !== null && typeof v === "object" && "formula" in v
          ? (v as { result?: ExcelJS.CellValue }).result
          : v !== null && typeof v === "object" && "sharedFormula" in v
            ? (v as { result?: ExcelJS.CellValue }).result
            : v;
      if (typeof plain === "string" || typeof plain === "number") ws.getCell(r, c).value = plain;
    }),
  );
  ws.getCell(PROTOCOL_ROWS.title, PROTOCOL_TITLE.deal).value = deal;
  await wb.xlsx.writeFile(file);
}

describe("a protocol sheet of a deal the session does not have", () => {
  test("with rows typed: not read by pref score or pref check, one warning that says rows are typed", async () => {
    const file = await session();
    const before = await pref("score", file, "--format", "json");
    expect(before.code).toBe(0);
    await addStale(file, "Протокол 1", "Протокол 40", 40, true);

    const read = unwrap(await readSessionWorkbook(file));
    const stale = read.problems.filter((p) => p.code === "stale-protocol");
    expect(stale).toHaveLength(1);
    expect(stale[0]).toMatchObject({
      severity: "warning",
      at: { sheet: "Протокол 40", board: 40, line: PROTOCOL_ROWS.first },
      params: { sheet: "Протокол 40", deal: 40, typed: "yes", row: PROTOCOL_ROWS.first },
    });
    expect(read.protocols.some((p) => p.board === 40)).toBe(false);
    expect(problemMessage(stale[0], "ru")).toBe(
      `Лист «Протокол 40» — протокол сдачи 40, которой в этой сессии нет (от прежней сборки): он не читается; в нём введены строки (строка ${PROTOCOL_ROWS.first}): удалите его или перенесите их.`,
    );

    const score = await pref("score", file, "--format", "json");
    expect(score.code).toBe(0);
    // The standings are those of the session's own deals, unchanged.
    expect(JSON.parse(score.out)).toEqual(JSON.parse(before.out));
    expect(score.err).toContain('the sheet "Протокол 40" is a protocol of deal 40');
    // One line, the warning (its location names the sheet too).
    expect(score.err.split("\n").filter((l) => l.includes("Протокол 40"))).toEqual([
      expect.stringContaining(
        `Протокол 40!J${PROTOCOL_ROWS.first}:U${PROTOCOL_ROWS.first}: warning: the sheet "Протокол 40"`,
      ) as unknown as string,
    ]);

    const check = await pref("check", file);
    expect(check.err + check.out).toContain(
      `the sheet "Протокол 40" is a protocol of deal 40, which this session does not have (an earlier build's): it is not read; rows are typed on it (row ${PROTOCOL_ROWS.first})`,
    );
  });

  test("blank: not read, the warning says it is blank; a workbook without the Ledger's record reads it as before", async () => {
    const file = await session();
    await addStale(file, "Протокол 2", "Протокол 41", 41, false);
    const read = unwrap(await readSessionWorkbook(file));
    const stale = read.problems.filter((p) => p.code === "stale-protocol");
    expect(stale.map((p) => [p.at.sheet, p.params?.typed])).toEqual([["Протокол 41", "no"]]);
    expect(stale[0].message).toContain("it is blank and can be deleted");

    // Built before the Ledger recorded its sheets: no record, so the sheet is read as a protocol.
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.readFile(file);
    const ledger = wb.getWorksheet("Журнал");
    if (ledger === undefined) throw new Error("no Журнал");
    ledger.getColumn(12).eachCell((cell) => (cell.value = null));
    await wb.xlsx.writeFile(file);
    const old = unwrap(await readSessionWorkbook(file));
    expect(old.problems.filter((p) => p.code === "stale-protocol")).toEqual([]);
    // Its title is a protocol's: no error for it, and nothing is typed on it, so no rows of deal 41.
    expect(old.problems.filter((p) => p.at.sheet === "Протокол 41" && p.severity === "error")).toEqual([]);
  });
});
