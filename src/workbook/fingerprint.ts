/**
 * A sheet's fingerprint: what the builder wrote on it as constants (texts and numbers, formula cells
 * skipped), hashed. The Ledger records it for each sheet the builder owns outright (Movement, table
 * cards, Results …); a rebuild compares it with the sheet as it is now, read back through Office.js,
 * to know whether the director wrote on the sheet since it was built. Formulas are skipped because
 * their values change as protocols are typed; the constants change only when someone edits them.
 *
 * Pure: FNV-1a (32 bits) over a canonical string of the constant cells in row-major order, with the
 * count of those cells in front ("412:9c0f3a17"). It detects an edit, it does not guard a secret.
 */
import type { PlannedCell, SheetPlan, SheetRole } from "./types";

/** The roles whose sheets are the builder's alone: no typed area, a fingerprint in the Ledger. */
export const FINGERPRINTED_ROLES: ReadonlySet<SheetRole> = new Set<SheetRole>([
  "movement",
  "cards",
  "set-row",
  "deals",
  "cost-table",
  "results",
  "places",
  "score-cards",
  "session",
]);

/**
 * A cell's constant as the fingerprint takes it: a number's text, a text without the quote
 * prefix Excel may or may not give back; "" for a blank, a formula, and a text that starts with "="
 * (Excel's `formulas` cannot tell it from a formula).
 */
export function constantText(value: unknown): string {
  // The shortest text that gives the double back: the same double, the same text, on either side.
  if (typeof value === "number") return String(value);
  if (typeof value === "boolean") return value ? "TRUE" : "FALSE";
  if (typeof value !== "string") return "";
  const text = value.replace(/^'/, "");
  return text.startsWith("=") ? "" : text;
}

/** A planned cell's constant (constantText), "" for a formula or a blank. */
function plannedConstant(c: PlannedCell): string {
  switch (c.value?.kind) {
    case "text":
      return constantText(c.value.text);
    case "number":
      return constantText(c.value.value);
    case "formula":
    case undefined:
      return "";
    default: {
      const never: never = c.value;
      return never;
    }
  }
}

/** Folds one constant cell into the hash. */
class Fnv {
  // As an int32 from the start, as Math.imul keeps it (a double here makes V8 deoptimise).
  private h = 0x811c9dc5 | 0;
  private count = 0;

  add(row: number, col: number, text: string): void {
    if (text === "") return;
    this.count++;
    // The row and column as code units of their own, then the text and a terminator: no string
    // is made per cell (a 400-player session has some 60 000 such cells).
    let h = this.h;
    h = Math.imul(h ^ (row & 0xffff), 0x01000193);
    h = Math.imul(h ^ (row >>> 16), 0x01000193);
    h = Math.imul(h ^ col, 0x01000193);
    for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
    this.h = Math.imul(h ^ 0xffff, 0x01000193);
  }

  done(): string {
    return `${this.count}:${(this.h >>> 0).toString(16).padStart(8, "0")}`;
  }
}

/** The fingerprint of a planned sheet, as the builder writes it (cells are in row-major order). */
export function planFingerprint(s: SheetPlan): string {
  const f = new Fnv();
  for (const c of s.cells) f.add(c.row, c.col, plannedConstant(c));
  return f.done();
}

/**
 * The fingerprint of a range read back (Office.js `formulas`: a formula cell gives its "=…" text,
 * any other its value); `top` and `left` are the range's first row and column.
 */
export function gridFingerprint(
  top: number,
  left: number,
  formulas: readonly (readonly unknown[])[],
): string {
  const f = new Fnv();
  formulas.forEach((line, i) => line.forEach((v, j) => f.add(top + i, left + j, constantText(v))));
  return f.done();
}
