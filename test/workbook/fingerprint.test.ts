/**
 * The fingerprint of what the builder wrote on a sheet (src/workbook/fingerprint.ts). The values
 * below were worked out apart from the code, by a few lines of Python: FNV-1a's offset basis and
 * prime over each cell's row (two halves), column and kind (1 a constant, 2 a formula), then a
 * constant's UTF-16 code units and a 0xFFFF terminator, or a formula's canonical text hashed alone
 * (its two halves) — or 0 for a protocol's formula, counted by place (g2). A plan and the same
 * cells read back through Office.js (`formulas`, or values and special cells) agree.
 */
import {
  canonicalFormula,
  constantText,
  gridFingerprint,
  placeFingerprint,
  planFingerprint,
} from "../../src/workbook/fingerprint";
import { cell, filledDown, isRange, num, op, range, refText, type Expr } from "../../src/workbook/formula";
import { SheetBuilder } from "../../src/workbook/sheet-builder";
import type { PlannedCell, SheetPlan } from "../../src/workbook/types";

function sheet(cells: readonly PlannedCell[]): SheetPlan {
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

test("hand-checked values: a text, a number, an empty sheet", () => {
  expect(gridFingerprint(1, 1, [["A"]])).toBe("f2:1:373602da");
  expect(
    gridFingerprint(1, 1, [
      ["A", "", ""],
      ["", "", 12],
    ]),
  ).toBe("f2:2:b75f4674");
  expect(gridFingerprint(1, 1, [])).toBe("f2:0:811c9dc5");
});

test("a formula counts by its canonical text: hand-checked, plan and read-back agree", () => {
  // B1 = A1*2: "R[0]C[-1]*2".
  const planned = sheet([
    { row: 1, col: 1, value: { kind: "text", text: "A" } },
    { row: 1, col: 2, value: { kind: "formula", expr: op("*", cell(1, 1), num(2)) } },
    { row: 2, col: 3, value: { kind: "number", value: 12 } },
  ]);
  expect(planFingerprint(planned)).toBe("f2:3:d9f51c63");
  expect(
    gridFingerprint(1, 1, [
      ["A", "=A1*2", ""],
      ["", "", 12],
    ]),
  ).toBe("f2:3:d9f51c63");
  // Excel's own spelling of the same formula: spaces, case.
  expect(
    gridFingerprint(1, 1, [
      ["A", "= a1 * 2", ""],
      ["", "", 12],
    ]),
  ).toBe("f2:3:d9f51c63");
  // The same cells read from B1 (a used range that starts further right).
  expect(
    gridFingerprint(1, 2, [
      ["=A1*2", ""],
      ["", 12],
    ]),
  ).toBe(
    gridFingerprint(1, 1, [
      ["", "=A1*2", ""],
      ["", "", 12],
    ]),
  );
});

test("a formula filled down a column: every cell one canonical text (hand-checked)", () => {
  const b = new SheetBuilder("Движение", "movement");
  b.number(1, 1, 5);
  const template: Expr = op("+", cell(1, 1), num(1));
  for (let down = 0; down < 3; down++) b.filled(2 + down, 1, template, down);
  const planned = sheet(b.done().cells);
  expect(planFingerprint(planned)).toBe("f2:4:2435daa9");
  expect(gridFingerprint(1, 1, [[5], ["=A1+1"], ["=A2+1"], ["=A3+1"]])).toBe("f2:4:2435daa9");
  // A cell of the column changed: another fingerprint.
  expect(gridFingerprint(1, 1, [[5], ["=A1+1"], ["=A1+1"], ["=A3+1"]])).not.toBe("f2:4:2435daa9");
});

test("canonical formulas: sheet names, $, quotes, file prefixes", () => {
  expect(canonicalFormula("=SUM('Игроки (судья)'!$B$2:$B$5)", 7, 3)).toBe("SUM(R2C2:R5C2)");
  expect(canonicalFormula("=SUM(Players!$B$2:$B$5)", 7, 3)).toBe("SUM(R2C2:R5C2)");
  expect(canonicalFormula('=IF(E7="","",E$2&" стол A1")', 7, 3)).toBe('IF(R[0]C[2]="","",R2C[2]&" стол A1")');
  expect(canonicalFormula("=_xlfn.RANK.EQ(B2,$B$2:$B$9)", 2, 3)).toBe(
    canonicalFormula("=RANK.EQ(B2,$B$2:$B$9)", 2, 3),
  );
  expect(canonicalFormula("=_xldudf_PREF_TOP(A1)", 1, 2)).toBe("PREF.TOP(R[0]C[-1])");
  // A function whose name ends in digits is not a cell.
  expect(canonicalFormula("=LOG10(A1)", 1, 2)).toBe("LOG10(R[0]C[-1])");
});

test("a spilled array's cells are left out, and the fingerprint says where (hand-checked)", () => {
  const b = new SheetBuilder("Движение", "movement");
  b.arrayFormula(1, 2, op("*", range(1, 1, 3, 1), num(2)), 3);
  const print = planFingerprint(sheet(b.done().cells));
  expect(print).toMatch(/:2\.2-3$/);
  // Whatever Excel gives back for the spilled cells (values or formulas), the same fingerprint.
  const back = (b2: unknown, b3: unknown): string =>
    gridFingerprint(1, 2, [["=$A$1:$A$3*2"], [b2], [b3]], print);
  expect(back(4, 6)).toBe(print);
  expect(back("", "")).toBe(print);
  expect(
    gridFingerprint(
      1,
      1,
      [
        ["", "=$A$1:$A$3*2"],
        ["заметка", 4],
      ],
      print,
    ),
  ).not.toBe(print);
});

test("constants: Excel's 15 digits, the quote prefix, a text that looks like a formula", () => {
  // 1/3 typed or pasted into Excel keeps 15 significant digits: the same fingerprint either way.
  expect(gridFingerprint(1, 1, [[1 / 3]])).toBe("f2:1:99561de4");
  expect(gridFingerprint(1, 1, [[0.333333333333333]])).toBe("f2:1:99561de4");
  expect(planFingerprint(sheet([{ row: 1, col: 1, value: { kind: "number", value: 1 / 3 } }]))).toBe(
    "f2:1:99561de4",
  );
  // A name that looks like a formula, kept as text: the plan and what Excel gives back agree.
  expect(planFingerprint(sheet([{ row: 2, col: 2, value: { kind: "text", text: "=1+1" } }]))).toBe(
    gridFingerprint(2, 2, [["=1+1"]]),
  );
  expect(gridFingerprint(2, 2, [["'=1+1"]])).toBe(gridFingerprint(2, 2, [["=1+1"]]));
  expect(constantText("'007")).toBe("007");
  expect(constantText("=SUM(A1)")).toBe("");
  expect(constantText(0.1)).toBe("0.1");
  expect(constantText(null)).toBe("");
});

test("any change changes it: a text, a number, a cell moved, a formula added or changed", () => {
  const base = gridFingerprint(1, 1, [["Стол 1", 5, "=B1*2"]]);
  expect(gridFingerprint(1, 1, [["Стол 2", 5, "=B1*2"]])).not.toBe(base);
  expect(gridFingerprint(1, 1, [["Стол 1", 6, "=B1*2"]])).not.toBe(base);
  expect(gridFingerprint(2, 1, [["Стол 1", 5, "=B1*2"]])).not.toBe(base);
  expect(gridFingerprint(1, 1, [["Стол 1", 5, "=B1*3"]])).not.toBe(base);
  expect(gridFingerprint(1, 1, [["Стол 1", 5, "=B1*2", "=SUM(B1:C1)"]])).toMatch(/^f2:4:/);
  // An older build's fingerprint (constants only, no version) never matches.
  expect(gridFingerprint(1, 1, [["A"]])).not.toBe("1:2dc5d77f");
});

test("one test of a range: a reference with a second row but no second column is a cell", () => {
  const half = { ...cell(3, 2), row2: 5 };
  expect(isRange(half)).toBe(false);
  expect(refText(half)).toBe("B3");
  // Filled down it moves like the cell it is written as.
  expect(refText(filledDown(half, 2) as typeof half)).toBe("B5");
  expect(refText(filledDown(range(3, 2, 5, 2), 2) as typeof half)).toBe("$B$3:$B$5");
});

test("a protocol's formulas count by their place (g2, hand-checked): what Excel's special cells give back", () => {
  const b = new SheetBuilder("Протокол 1", "protocol", false, 1);
  b.text(1, 1, "Сдача");
  b.formula(2, 2, op("*", cell(2, 1), num(2)));
  const print = planFingerprint(b.done());
  expect(print).toBe("g2:2:c7ccbc1d");
  // Read back: the values (the formula's value left out) and where the formulas are.
  const formulaAt = (row: number, col: number): boolean => row === 2 && col === 2;
  expect(
    placeFingerprint(
      1,
      1,
      [
        ["Сдача", ""],
        ["", 14],
      ],
      formulaAt,
      print,
    ),
  ).toBe(print);
  // Any text typed, or the formula overwritten by a number: another fingerprint.
  expect(
    placeFingerprint(
      1,
      1,
      [
        ["Сдача", ""],
        ["6♠", 14],
      ],
      formulaAt,
      print,
    ),
  ).not.toBe(print);
  expect(
    placeFingerprint(
      1,
      1,
      [
        ["Сдача", ""],
        ["", 14],
      ],
      () => false,
      print,
    ),
  ).not.toBe(print);
});
