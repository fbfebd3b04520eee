/**
 * A formula filled down (FilledDown, issue 10): the tree a cell reads is its template moved as
 * Excel's fill handle moves it, and the file holds a column of them as one shared formula that
 * Excel's reading gives back cell by cell.
 */
import ExcelJS from "exceljs";
import JSZip from "jszip";
import { call, cell, filledDown, formulaBody, num, op, range, str, times } from "../../src/workbook/formula";
import { SheetBuilder } from "../../src/workbook/sheet-builder";
import { planToXlsx } from "../../src/xlsx/writer";

// Row 5's matchpoint-like formula: its own cell X5 and V5 move, the line's top X$2 and the ranges stay.
const template = call(
  "IF",
  call("ISNUMBER", cell(5, 24)),
  times(call("SUMPRODUCT", op("=", range(5, 22, 9, 22), cell(5, 22))), { ...cell(2, 24), absRow: true }),
  str(""),
);

test("filledDown moves single cells, keeps fixed rows and ranges", () => {
  expect(formulaBody(filledDown(template, 0), "file")).toBe(
    'IF(ISNUMBER(X5),SUMPRODUCT($V$5:$V$9=V5)*X$2,"")',
  );
  expect(formulaBody(filledDown(template, 3), "file")).toBe(
    'IF(ISNUMBER(X8),SUMPRODUCT($V$5:$V$9=V8)*X$2,"")',
  );
  // Another sheet's single cell moves too, as in Excel.
  expect(formulaBody(filledDown(op("+", cell(4, 1, "Сдача 1"), num(1)), 2), "file")).toBe("'Сдача 1'!A6+1");
});

test("a filled cell's tree is its template moved, also when the value is copied", () => {
  const b = new SheetBuilder("S", "protocol");
  for (let down = 0; down < 3; down++) b.filled(5 + down, 25, template, down);
  const cells = b.done().cells;
  const texts = cells.map((c) => (c.value?.kind === "formula" ? formulaBody(c.value.expr, "file") : null));
  expect(texts[2]).toBe('IF(ISNUMBER(X7),SUMPRODUCT($V$5:$V$9=V7)*X$2,"")');
  const value = cells[1].value;
  if (value?.kind !== "formula") throw new Error("no formula");
  const copy = { ...value };
  expect(formulaBody(copy.expr, "file")).toBe('IF(ISNUMBER(X6),SUMPRODUCT($V$5:$V$9=V6)*X$2,"")');
  expect(JSON.parse(JSON.stringify(cells[1].value)).expr.args[0].args[0]).toEqual(cell(6, 24));
});

test("a filled column is one shared formula in the file, read back cell by cell", async () => {
  const b = new SheetBuilder("S", "protocol");
  for (let down = 0; down < 4; down++) b.filled(5 + down, 25, template, down);
  // Another template below breaks the run: a second shared formula, not a continuation.
  const other = op("*", cell(9, 24), num(2));
  for (let down = 0; down < 2; down++) b.filled(9 + down, 25, other, down);
  const file = await planToXlsx({ sheets: [b.done()], names: [] });
  const xml = await (await JSZip.loadAsync(file)).file("xl/worksheets/sheet1.xml")!.async("string");
  const masters = [...xml.matchAll(/<f t="shared" ref="([A-Z0-9:]+)" si="(\d+)">([^<]*)<\/f>/g)].map((m) => [
    m[1],
    m[3],
  ]);
  expect(masters).toEqual([
    ["Y5:Y8", 'IF(ISNUMBER(X5),SUMPRODUCT($V$5:$V$9=V5)*X$2,"")'],
    ["Y9:Y10", "X9*2"],
  ]);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(file as unknown as ArrayBuffer);
  const ws = wb.getWorksheet("S")!;
  expect(ws.getCell("Y7").formula).toBe('IF(ISNUMBER(X7),SUMPRODUCT($V$5:$V$9=V7)*X$2,"")');
  expect(ws.getCell("Y10").formula).toBe("X10*2");
});
