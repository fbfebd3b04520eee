/**
 * The plan's own formulas, evaluated: the add-in style with the real PREF.MATCHPOINTS / PREF.TOP
 * code, and the portable style with the same evaluator, give the core's standings for every test
 * session. (LibreOffice checks the portable style independently: test/libreoffice.)
 */
import { buildWorkbookPlan, RESULTS_COLUMNS as C } from "../../src/workbook";
import type { FormulaStyle, WorkbookPlan } from "../../src/workbook";
import { PlanEvaluator } from "./evaluate";
import { coreStandings, expectSameStandings, testSessions, type StandingNumbers } from "./sessions";
import { unwrap } from "../../src/core/result";

function evaluatedResults(plan: WorkbookPlan): StandingNumbers[] {
  const ev = new PlanEvaluator(plan);
  const results = plan.sheets.find((s) => s.role === "results");
  if (results === undefined) throw new Error("no Results sheet");
  const num = (row: number, col: number): number | null => {
    const v = ev.value(results.name, row, col);
    if (typeof v === "number") return v;
    if (v === "" || v === null) return null;
    throw new Error(`Results row ${row} col ${col}: ${JSON.stringify(v)}`);
  };
  return Array.from({ length: plan.session.players }, (_, i) => ({
    player: num(i + 2, C.player) ?? -1,
    mp: num(i + 2, C.mp) ?? NaN,
    max: num(i + 2, C.max) ?? NaN,
    percent: num(i + 2, C.percent),
    rank: num(i + 2, C.rank),
  }));
}

describe.each(["addin", "portable"] as FormulaStyle[])(
  "the %s formulas, evaluated, equal the core",
  (formulas) => {
    test.each(testSessions().map((s) => [s.name, s] as const))("%s", (_, session) => {
      const plan = unwrap(buildWorkbookPlan({ ...session.settings, formulas }, session.protocols));
      expectSameStandings(evaluatedResults(plan), coreStandings(session));
    });
  },
);
