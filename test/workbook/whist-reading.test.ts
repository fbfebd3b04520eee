/**
 * The hidden helpers that read each whist cell once per row (issue 10): what the director types in
 * one whist cell, evaluated through the plan's own formulas, gives the key the core's reading
 * gives, and a cell that cannot be read empties every key of its row and says so in the Check.
 */
import { buildWorkbookPlan, type PlannedCell, type SheetPlan, type WorkbookPlan } from "../../src/workbook";
import { PROTOCOL_COLUMNS as C, seatColumns } from "../../src/workbook/protocol-columns";
import { PlanEvaluator } from "./evaluate";

const ROW = 5;

/** The plan with `typed` in the N whists of the first protocol's first row, and 5 in its E whists. */
function typedIn(typed: string | number, percent = false): { ev: PlanEvaluator; sheet: string } {
  const built = buildWorkbookPlan({ players: 8, language: "ru" });
  if (!built.ok) throw new Error("no plan");
  const plan: WorkbookPlan = built.value;
  const protocol = plan.sheets.find((s) => s.role === "protocol") as SheetPlan;
  const put = (col: number, value: string | number, numberFormat?: string): PlannedCell => ({
    row: ROW,
    col,
    value: typeof value === "string" ? { kind: "text", text: value } : { kind: "number", value },
    numberFormat,
  });
  const n = seatColumns("N").whists;
  const e = seatColumns("E").whists;
  const cells = protocol.cells
    .filter((c) => !(c.row === ROW && (c.col === n || c.col === e)))
    .concat([put(n, typed, percent ? "0%" : undefined), put(e, 5)]);
  const sheets = plan.sheets.map((s) => (s === protocol ? { ...protocol, cells } : s));
  return { ev: new PlanEvaluator({ ...plan, sheets }), sheet: protocol.name };
}

describe("a whist cell read once per row", () => {
  test.each([
    ["7", 7],
    ["\u22122,5", -2.5],
    ["1 000", 1000],
    ["З0", 30],
    ["60%", "60%"],
    ["60,5 %", "60.5%"],
    ["a+", "A+"],
    ["\u0430-", "A-"],
    ["x", "X"],
    ["отмена", "X"],
  ] as const)("%j: key %j, the row readable", (typed, key) => {
    const { ev, sheet } = typedIn(typed);
    expect(ev.value(sheet, ROW, seatColumns("N").helper)).toBe(key);
    expect(ev.value(sheet, ROW, seatColumns("E").helper)).toBe(5);
    expect(ev.value(sheet, ROW, C.unreadable)).toBe(false);
  });

  test("a number formatted as a percent is the adjusted result, even above 100%", () => {
    const sixty = typedIn(0.6, true);
    expect(sixty.ev.value(sixty.sheet, ROW, seatColumns("N").helper)).toBe("60%");
    const { ev, sheet } = typedIn(1.5, true);
    expect(ev.value(sheet, ROW, seatColumns("N").helper)).toBe("150%");
    expect(ev.value(sheet, ROW, C.unreadable)).toBe(false);
  });

  test.each(["150%", "abc", "A++", "-5%"])(
    "%j cannot be read: no keys in its row, the Check says so",
    (typed) => {
      const { ev, sheet } = typedIn(typed);
      expect(ev.value(sheet, ROW, seatColumns("N").unreadable)).toBe(true);
      expect(ev.value(sheet, ROW, seatColumns("E").unreadable)).toBe(false);
      expect(ev.value(sheet, ROW, C.unreadable)).toBe(true);
      expect(ev.value(sheet, ROW, seatColumns("N").helper)).toBe("");
      expect(ev.value(sheet, ROW, seatColumns("E").helper)).toBe("");
      expect(ev.value(sheet, ROW, C.check)).toBe("не читается");
    },
  );
});
