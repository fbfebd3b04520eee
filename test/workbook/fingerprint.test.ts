/**
 * The fingerprint of a sheet's constants (src/workbook/fingerprint.ts): the values below were
 * worked out apart from the code (FNV-1a's offset basis and prime over the row's two halves, the
 * column, the text's UTF-16 code units and a 0xFFFF terminator). A plan and the same cells read
 * back through Office.js (`formulas`) give the same fingerprint; formulas and blanks do not count.
 */
import { constantText, gridFingerprint, planFingerprint } from "../../src/workbook/fingerprint";
import { num } from "../../src/workbook/formula";
import type { PlannedCell, SheetPlan } from "../../src/workbook/types";

function sheet(cells: PlannedCell[]): SheetPlan {
  return {
    name: "Движение",
    role: "movement",
    hidden: false,
    cells,
    columns: [],
    merges: [],
    validations: [],
    conditionalFormats: [],
    print: { orientation: "portrait", fitToWidth: true },
  } as SheetPlan;
}

test("hand-checked values: one text cell, then a number", () => {
  expect(gridFingerprint(1, 1, [["A"]])).toBe("1:2dc5d77f");
  // B… C2 holds 12: row 2, column 3, "12".
  expect(
    gridFingerprint(1, 1, [
      ["A", "", ""],
      ["", "", 12],
    ]),
  ).toBe("2:4c6c756a");
  expect(gridFingerprint(1, 1, [])).toBe("0:811c9dc5");
});

test("a plan and its read-back agree; formulas, blanks and a quote prefix do not count", () => {
  const planned = sheet([
    { row: 1, col: 1, value: { kind: "text", text: "A" } },
    { row: 1, col: 2, value: { kind: "formula", expr: num(1) } },
    { row: 2, col: 3, value: { kind: "number", value: 12 } },
  ]);
  expect(planFingerprint(planned)).toBe("2:4c6c756a");
  // As Office.js gives the range A1:C2 back: the formula's text, "" for blanks.
  expect(
    gridFingerprint(1, 1, [
      ["A", "=1", ""],
      ["", "", 12],
    ]),
  ).toBe("2:4c6c756a");
  // The same cells read from B1 (a used range that starts further right).
  expect(
    gridFingerprint(1, 2, [
      ["=1", ""],
      ["", 12],
    ]),
  ).toBe(
    gridFingerprint(1, 1, [
      ["", "", ""],
      ["", "", 12],
    ]),
  );
  expect(constantText("'007")).toBe("007");
  expect(constantText("=SUM(A1)")).toBe("");
  expect(constantText(0.1)).toBe("0.1");
  expect(constantText(null)).toBe("");
});

test("any change of a constant changes it: a text, a number, a cell moved", () => {
  const base = gridFingerprint(1, 1, [["Стол 1", 5]]);
  expect(gridFingerprint(1, 1, [["Стол 2", 5]])).not.toBe(base);
  expect(gridFingerprint(1, 1, [["Стол 1", 6]])).not.toBe(base);
  expect(gridFingerprint(2, 1, [["Стол 1", 5]])).not.toBe(base);
  expect(gridFingerprint(1, 1, [["Стол 1", 5, "заметка"]])).toMatch(/^3:/);
});
