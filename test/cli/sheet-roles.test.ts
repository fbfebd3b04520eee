/**
 * Sheets found by what they are: a workbook whose Penalties, Players or protocol sheet the director
 * renamed still reads the same; a deleted one is an error that names it. Renaming and deleting are
 * done as Excel does them — the sheet's name changes and every formula that refers to it is
 * rewritten (to the new name, or to #REF! when the sheet is gone) — since ExcelJS, unlike Excel,
 * leaves formulas alone.
 */
import ExcelJS from "exceljs";
import * as fs from "fs";
import * as path from "path";
import { pref, tempFile } from "./capture";
import { PROTOCOL_ROWS, seatColumns } from "../../src/workbook/protocol-columns";

/** Every formula of the workbook with `from`'s references rewritten by `to` (as Excel does). */
function rewriteReferences(wb: ExcelJS.Workbook, from: string, to: (ref: string) => string): void {
  const quoted = `'${from.replace(/'/g, "''")}'!`;
  const pattern = new RegExp(
    `(${quoted.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}|(?<![\\w'])${from.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}!)(\\$?[A-Z]+\\$?\\d+(:\\$?[A-Z]+\\$?\\d+)?)`,
    "g",
  );
  for (const ws of wb.worksheets)
    ws.eachRow((row) =>
      row.eachCell((cell) => {
        const f = cell.formula;
        if (f === undefined || f === null) return;
        const g = f.replace(pattern, (_, _sheet, ref: string) => to(ref));
        if (g !== f) cell.value = { formula: g } as ExcelJS.CellFormulaValue;
      }),
    );
}

async function renameSheet(file: string, from: string, to: string): Promise<void> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(file);
  const ws = wb.getWorksheet(from);
  if (ws === undefined) throw new Error(`no sheet ${from}`);
  ws.name = to;
  rewriteReferences(wb, from, (ref) => `'${to}'!${ref}`);
  await wb.xlsx.writeFile(file);
}

async function deleteSheet(file: string, name: string): Promise<void> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(file);
  const ws = wb.getWorksheet(name);
  if (ws === undefined) throw new Error(`no sheet ${name}`);
  wb.removeWorksheet(ws.id);
  rewriteReferences(wb, name, () => "#REF!");
  await wb.xlsx.writeFile(file);
}

/** A 12-player session workbook with results filled in, a penalty, a disqualification and names. */
async function session(): Promise<string> {
  const dir = path.dirname(tempFile("x", ""));
  const protocols = path.join(dir, "p.csv");
  expect((await pref("demo", "--players", "12", "--seed", "3", "--out", protocols)).code).toBe(0);
  const pen = path.join(dir, "pen.csv");
  fs.writeFileSync(pen, "player,points,reason\n3,2,late\n");
  const names = path.join(dir, "names.csv");
  fs.writeFileSync(names, "player,name\n1,Иванов\n2,Петров\n");
  const out = path.join(dir, "s.xlsx");
  const b = await pref(
    "build",
    "--players",
    "12",
    "--protocols",
    protocols,
    "--penalties",
    pen,
    "--names",
    names,
    "--disqualify",
    "7",
    "--out",
    out,
    "--lang",
    "ru",
  );
  expect(b.code).toBe(0);
  return out;
}

function standings(
  json: string,
): { player: number; name: string | null; penalty: number; rank: number | null }[] {
  return (
    JSON.parse(json) as {
      standings: { player: number; name: string | null; penalty: number; rank: number | null }[];
    }
  ).standings;
}

describe("sheets found by what they are", () => {
  test("a renamed Penalties sheet still counts: penalty and disqualification", async () => {
    const file = await session();
    const before = await pref("score", file, "--format", "json");
    expect(before.code).toBe(0);
    const s = standings(before.out);
    expect(s.find((x) => x.player === 3)?.penalty).toBe(2);
    expect(s.find((x) => x.player === 7)?.rank).toBeNull();
    await renameSheet(file, "Штрафы", "Штрафы (судья)");
    const after = await pref("score", file, "--format", "json");
    expect(after.code).toBe(0);
    expect(after.out).toBe(before.out);
  }, 120_000);

  test("a renamed Players sheet keeps the names", async () => {
    const file = await session();
    await renameSheet(file, "Игроки", "Участники");
    const r = await pref("score", file, "--format", "json");
    expect(r.code).toBe(0);
    const s = standings(r.out);
    expect(s.find((x) => x.player === 1)?.name).toBe("Иванов");
    expect(s.find((x) => x.player === 2)?.name).toBe("Петров");
  }, 120_000);

  test("a renamed protocol sheet is still read", async () => {
    const file = await session();
    const before = await pref("score", file);
    await renameSheet(file, "Протокол 2", "Сдача 2 (проверено)");
    const after = await pref("score", file);
    expect(after.code).toBe(0);
    expect(after.out).toBe(before.out);
  }, 120_000);

  test("a deleted protocol sheet is an error that names it", async () => {
    const file = await session();
    await deleteSheet(file, "Протокол 3");
    const r = await pref("score", file);
    expect(r.code).toBe(1);
    expect(r.err).toContain(
      `${file}, Протокол 3: the protocol sheet of deal 3 ("Протокол 3") is missing from the workbook (deleted?)`,
    );
  }, 120_000);

  test("a deleted Penalties sheet is an error that names it", async () => {
    const file = await session();
    await deleteSheet(file, "Штрафы");
    const r = await pref("score", file);
    expect(r.code).toBe(1);
    expect(r.err).toContain('the Penalties sheet ("Штрафы") is missing from the workbook');
  }, 120_000);

  test("two protocol sheets of a deal: the Ledger's is read, the other named in a warning (as the pane does)", async () => {
    const file = await session();
    const before = await pref("score", file, "--format", "json");
    // A copy of deal 1's sheet with other whists, as a director's draft might be.
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.readFile(file);
    const original = wb.getWorksheet("Протокол 1");
    if (original === undefined) throw new Error("no Протокол 1");
    const copy = wb.addWorksheet("Протокол 1 (черновик)");
    original.eachRow((row, r) =>
      row.eachCell((cell, c) => {
        const v = cell.value;
        // Values only: a formula (a shared one's clone too) would point at the original's cells.
        const formula = v !== null && typeof v === "object" && ("formula" in v || "sharedFormula" in v);
        copy.getCell(r, c).value = formula ? null : v;
      }),
    );
    copy.getCell(PROTOCOL_ROWS.first, seatColumns("N").whists).value = 99;
    await wb.xlsx.writeFile(file);
    const r = await pref("score", file, "--format", "json", "--lang", "en");
    expect(r.code).toBe(0);
    expect(r.err).toContain(
      'warning: deal 1 has two protocol sheets, "Протокол 1 (черновик)" and "Протокол 1": "Протокол 1" is checked',
    );
    expect(standings(r.out)).toEqual(standings(before.out));
  }, 120_000);
});
