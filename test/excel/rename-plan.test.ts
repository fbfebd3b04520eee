/**
 * A plan built beside kept sheets (renamePlan): every reference to a renamed sheet follows it, a
 * spilled array formula stays one, and a filled-down cell keeps its place in the column.
 */
import { renamePlan } from "../../src/excel/rename";
import { cell, formulaText, num, op, range } from "../../src/workbook/formula";
import { SheetBuilder } from "../../src/workbook/sheet-builder";
import type { WorkbookPlan } from "../../src/workbook/types";

test("an array formula stays an array, a filled cell moves with its row, both renamed", () => {
  const b = new SheetBuilder("Протокол 1", "protocol", false, 1);
  b.arrayFormula(5, 20, op("*", range(5, 3, 8, 3, "Итоги"), num(2)), 4);
  const template = op("+", cell(5, 4, "Итоги"), num(1));
  b.filled(7, 4, template, 2);
  const plan = { session: { deals: [] }, sheets: [b.done()], names: [] } as unknown as WorkbookPlan;
  const renamed = renamePlan(plan, new Map([["Итоги", "Итоги (2)"]]));
  const [array, filled] = renamed.sheets[0].cells;
  if (array.value?.kind !== "formula" || filled.value?.kind !== "formula") throw new Error("not formulas");
  expect(array.value.array).toEqual({ rows: 4 });
  expect(formulaText(array.value.expr, "office")).toBe("='Итоги (2)'!$C$5:$C$8*2");
  expect(filled.value.filled).toBeUndefined();
  expect(formulaText(filled.value.expr, "office")).toBe("='Итоги (2)'!D7+1");
});
