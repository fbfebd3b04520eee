/**
 * What both writers share besides the cells: how each named style looks, which functions the
 * portable style may use, and how a value goes into Office.js without being reinterpreted.
 */
import { formulaText, type FunctionName } from "./formula";
import type { CellStyle, CellValue } from "./types";

/** The look of a named style: colours as RRGGBB. */
export interface StyleLook {
  readonly bold?: boolean;
  readonly italic?: boolean;
  readonly size?: number;
  readonly color?: string;
  readonly fill?: string;
  readonly border?: boolean;
  readonly align?: "left" | "center" | "right";
}

/** Every named style of the plan. */
export const STYLES: Readonly<Record<CellStyle, StyleLook>> = {
  title: { bold: true, size: 13 },
  header: { bold: true, fill: "E7E6E6", border: true, align: "center" },
  input: { fill: "FFF9DB", border: true },
  given: { border: true },
  computed: { fill: "E2F0D9", border: true },
  flag: { bold: true, color: "C00000" },
  helper: { italic: true, color: "808080" },
};

/** Fill of the rows a conditional format marks (a row whose whists do not sum to zero). */
export const WARNING_FILL = "F8CBAD";

/**
 * What LibreOffice 7.4 and any Excel compute: the portable style must use nothing else (no
 * SEQUENCE, FILTER, XLOOKUP, LET, LAMBDA, no add-in functions).
 */
export const PORTABLE_FUNCTIONS: ReadonlySet<FunctionName> = new Set<FunctionName>([
  "ABS",
  "AND",
  "COUNT",
  "COUNTA",
  "COUNTIF",
  "COUNTIFS",
  "IF",
  "IFERROR",
  "INDEX",
  "ISNUMBER",
  "LEFT",
  "LEN",
  "MATCH",
  "MAX",
  "MID",
  "NA",
  // NUMBERVALUE (Excel 2013, LibreOffice 4.1) reads a number typed as text in any locale; CELL
  // tells a percent-formatted whist: the core's reading rule, as far as a formula can (issue 9).
  "NOT",
  "NUMBERVALUE",
  "CELL",
  "OR",
  "RANK.EQ",
  "REPT",
  "RIGHT",
  "ROUND",
  "ROWS",
  "SMALL",
  "SUBSTITUTE",
  "SUM",
  "SUMIFS",
  "SUMPRODUCT",
  "TRIM",
  "UPPER",
  "VALUE",
]);

/**
 * A cell value as Office.js `range.values` / `range.formulas` should receive it. Text that Excel
 * would reinterpret — a leading "=", "+", "-" or "@" (a formula), or anything that looks like a
 * number or a date — gets the apostrophe prefix, so a name like "=1+1" or "@SUM(A1)" stays text.
 * (The writer should also give such cells the number format "@".)
 */
export function officeValue(v: CellValue | null): string | number {
  if (v === null) return "";
  switch (v.kind) {
    case "number":
      return v.value;
    case "formula":
      return formulaText(v.expr, "office");
    case "text":
      return /^[=+\-@'\s]/.test(v.text) || /^[\d.,:/\s%-]+$/.test(v.text) || /^\d/.test(v.text)
        ? `'${v.text}`
        : v.text;
    default: {
      const never: never = v;
      return never;
    }
  }
}
