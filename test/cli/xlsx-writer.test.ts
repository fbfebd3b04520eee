/**
 * The streaming writer's file, read as XML: what LibreOffice and Excel rely on — formulas without
 * cached values and a calculate-on-load flag, names as shared strings (never formulas), and the
 * sheet parts the plan asks for (merges, validations, page breaks, print titles, hidden sheets).
 */
import JSZip from "jszip";
import * as fs from "fs";
import { pref, tempFile } from "./capture";

async function built(): Promise<JSZip> {
  const names = tempFile("names.csv", 'player,name\n1,"=1+1"\n2,@SUM(A1)\n3,Иванов\n');
  const out = names.replace(/names\.csv$/, "s.xlsx");
  const r = await pref("build", "--players", "20", "--lang", "en", "--names", names, "--out", out);
  expect(r.code).toBe(0);
  return JSZip.loadAsync(fs.readFileSync(out));
}

async function sheetXml(zip: JSZip, name: string): Promise<string> {
  const book = await zip.file("xl/workbook.xml")!.async("string");
  const rels = await zip.file("xl/_rels/workbook.xml.rels")!.async("string");
  const id = new RegExp(`<sheet [^>]*name="${name}"[^>]*r:id="(rId\\d+)"`).exec(book)![1];
  const target = new RegExp(`Id="${id}"[^>]*Target="([^"]+)"`).exec(rels)![1];
  return zip.file(`xl/${target}`)!.async("string");
}

test("names are shared strings, formulas carry no value, the workbook calculates on load", async () => {
  const zip = await built();
  const book = await zip.file("xl/workbook.xml")!.async("string");
  expect(book).toContain('fullCalcOnLoad="1"');
  expect(book).toMatch(/<sheet [^>]*name="Ledger"[^>]*state="hidden"/);
  expect(book).toContain('<definedName name="PREF_PLAYERS">Players!$A$1:$B$21</definedName>');
  expect(book).toMatch(
    /<definedName name="_xlnm.Print_Titles" localSheetId="4">&apos;Board 1&apos;!\$\d+:\$\d+</,
  );
  const shared = await zip.file("xl/sharedStrings.xml")!.async("string");
  const strings = [...shared.matchAll(/<t[^>]*>([^<]*)<\/t>/g)].map((m) => m[1]);
  const players = await sheetXml(zip, "Players");
  for (const [cell, text] of [
    ["B2", "=1+1"],
    ["B3", "@SUM(A1)"],
    ["B4", "Иванов"],
  ]) {
    const m = new RegExp(`<c r="${cell}"[^>]*t="s"[^>]*><v>(\\d+)</v></c>`).exec(players);
    expect(m).not.toBeNull();
    expect(strings[Number(m![1])]).toBe(text);
  }
  expect(players).not.toMatch(/<f>1\+1<\/f>/);
  const board = await sheetXml(zip, "Board 1");
  // A formula of its own, or a shared one: the first cell of a run with its text and range, the others
  // naming the run.
  const formulas = [
    ...board.matchAll(/<c r="[A-Z]+\d+"[^>]*>(<f(?: [^>]*)?>[^<]*<\/f>|<f [^>]*\/>)(<v>[^<]*<\/v>)?<\/c>/g),
  ];
  expect(formulas.length).toBeGreaterThan(20);
  expect(formulas.filter((m) => m[2] !== undefined)).toEqual([]);
  // The key column (X) of the 5 protocol rows is one formula moved down, written once.
  expect(board).toMatch(/<c r="X5"[^>]*><f t="shared" ref="X5:X9" si="(\d+)">IF\(BE5,"",AW5\)<\/f><\/c>/);
  const si = /<c r="X5"[^>]*><f t="shared" ref="X5:X9" si="(\d+)">/.exec(board)![1];
  for (const row of [6, 7, 8, 9])
    expect(board).toMatch(new RegExp(`<c r="X${row}"[^>]*><f t="shared" si="${si}"/></c>`));
  expect(board).toMatch(/<mergeCells count="\d+">/);
  expect(board).toMatch(/<dataValidations count="\d+">/);
  expect(board).toMatch(/<conditionalFormatting sqref=/);
}, 120_000);

test("every sheet's rows come once each, in order, with the heights the plan gives (Board 1)", async () => {
  const zip = await built();
  const book = await zip.file("xl/workbook.xml")!.async("string");
  for (const [, name] of book.matchAll(/<sheet [^>]*name="([^"]+)"/g)) {
    const rows = [...(await sheetXml(zip, name)).matchAll(/<row r="(\d+)"/g)].map((m) => Number(m[1]));
    // Strictly ascending: a row written twice or out of order is read back as the wrong row.
    expect(rows.every((r, i) => i === 0 || r > rows[i - 1])).toBe(true);
  }
  const board = await sheetXml(zip, "Board 1");
  // The title row and a protocol row keep the heights the print layout sets (20 pt and 30 pt).
  expect(board).toMatch(/<row r="1" ht="20" customHeight="1"/);
  expect(board).toMatch(/<row r="5" ht="30" customHeight="1"/);
});
