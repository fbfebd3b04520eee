/**
 * Free names for sheets and defined names that are already taken in the workbook, and the plan
 * with its sheets renamed (every formula, validation, conditional format and defined name that
 * refers to a renamed sheet follows it).
 */
import { type Expr, mapRefs, type Ref } from "../workbook/formula";
import type { ConditionalFormatPlan, PlannedCell, ValidationPlan, WorkbookPlan } from "../workbook/types";

/** Excel's longest sheet name. */
export const MAX_SHEET_NAME = 31;

/** Sheet names are compared without regard to case, as Excel does. */
export function nameKey(name: string): string {
  return name.toLocaleUpperCase();
}

/** "Итоги (2)", "Итоги (3)" … — the first not in `taken` (keys from `nameKey`), at most 31 characters. */
export function freeSheetName(base: string, taken: ReadonlySet<string>): string {
  for (let k = 2; ; k++) {
    const suffix = ` (${k})`;
    const name = base.slice(0, MAX_SHEET_NAME - suffix.length) + suffix;
    if (!taken.has(nameKey(name))) return name;
  }
}

/** "PREF_RESULTS_2", "PREF_RESULTS_3" … — the first not in `taken` (keys from `nameKey`). */
export function freeDefinedName(base: string, taken: ReadonlySet<string>): string {
  for (let k = 2; ; k++) {
    const name = `${base}_${k}`;
    if (!taken.has(nameKey(name))) return name;
  }
}

function renameRef<R extends Ref>(r: R, to: ReadonlyMap<string, string>): R {
  if (r.sheet === undefined) return r;
  const name = to.get(r.sheet);
  return name === undefined ? r : { ...r, sheet: name };
}

function renameExpr(e: Expr, to: ReadonlyMap<string, string>): Expr {
  return mapRefs(e, (r) => renameRef(r, to));
}

/**
 * A formula cell with its references renamed. A spilled array stays one; a filled-down cell
 * becomes a formula of its own (its template names the old sheets).
 */
function renameCell(c: PlannedCell, to: ReadonlyMap<string, string>): PlannedCell {
  const v = c.value;
  if (v?.kind !== "formula") return c;
  const expr = renameExpr(v.expr, to);
  return {
    ...c,
    value: v.array === undefined ? { kind: "formula", expr } : { kind: "formula", expr, array: v.array },
  };
}

/** The plan with sheets renamed `from → to` (sheets not in the map keep their names). */
export function renamePlan(plan: WorkbookPlan, to: ReadonlyMap<string, string>): WorkbookPlan {
  if (to.size === 0) return plan;
  const validation = (v: ValidationPlan): ValidationPlan => ({ ...v, range: renameRef(v.range, to) });
  const conditional = (c: ConditionalFormatPlan): ConditionalFormatPlan => ({
    ...c,
    range: renameRef(c.range, to),
    formula: renameExpr(c.formula, to),
  });
  return {
    session: {
      ...plan.session,
      deals: plan.session.deals.map((d) => ({ ...d, sheet: to.get(d.sheet) ?? d.sheet })),
    },
    sheets: plan.sheets.map((s) => ({
      ...s,
      name: to.get(s.name) ?? s.name,
      cells: s.cells.map((c) => renameCell(c, to)),
      validations: s.validations.map(validation),
      conditionalFormats: s.conditionalFormats.map(conditional),
    })),
    names: plan.names.map((n) => ({ ...n, ref: renameRef(n.ref, to) })),
  };
}
