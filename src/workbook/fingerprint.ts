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
import { numberText } from "./read-back";
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
 * A cell's constant as the fingerprint takes it: a number's exact text, a text without the quote
 * prefix Excel may or may not give back; "" for a blank, a formula, and a text that starts with "="
 * (Excel's `formulas` cannot tell it from a formula).
 */
export function constantText(value: unknown): string {
  if (typeof value === "number") return numberText(value);
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
  private h = 0x811c9dc5;
  private count = 0;

  add(row: number, col: number, text: string): void {
    if (text === "") return;
    this.count++;
    const s = `${row},${col}=${text}\u0000`;
    let h = this.h;
    for (let i = 0; i < s.length; i++) {
      h ^= s.charCodeAt(i);
      h = Math.imul(h, 0x01000193);
    }
    this.h = h;
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
