/**
 * Formulas of the workbook plan as expression trees, and the one builder that writes them in
 * two dialects:
 * - `office`: what Office.js takes in `range.formulas` — English function names, no `_xlfn.`;
 * - `file`: what an .xlsx file stores — functions newer than Excel 2007 carry the `_xlfn.` prefix
 *   (LibreOffice and Excel read them back only with it), and the add-in's JavaScript custom
 *   functions are stored as `_xldudf_PREF_MATCHPOINTS(` (Excel's file form of a JavaScript custom
 *   function: OfficeDev/Excel-Custom-Functions#108, answered by Microsoft; the namespace's dot
 *   becomes "_", office-js#877): a cell with the bare `PREF.MATCHPOINTS(` does not calculate when
 *   the file is opened.
 * A tree (rather than a string) lets tests evaluate the plan without a spreadsheet engine.
 */

/** Which writer the formula text is for. */
export type Dialect = "office" | "file";

/** A cell or a rectangular range, on this sheet (`sheet` absent) or another. Rows and columns are 1-based. */
export interface Ref {
  readonly kind: "ref";
  readonly sheet?: string;
  readonly row: number;
  readonly col: number;
  /** Bottom-right corner of a range; absent for a single cell. */
  readonly row2?: number;
  readonly col2?: number;
  /** Keep the column fixed ("$B7") — for conditional formats, whose formulas move with the cell. */
  readonly absCol?: boolean;
  /** Keep the row fixed ("B$7") — for a shared formula, which moves with the cells it covers. */
  readonly absRow?: boolean;
}

/** The functions the plan uses, with whether the file format needs the `_xlfn.` prefix. */
export const FUNCTIONS = {
  ABS: false,
  AND: false,
  COUNT: false,
  COUNTA: false,
  COUNTIF: false,
  COUNTIFS: false,
  IF: false,
  IFERROR: false,
  INDEX: false,
  ISNUMBER: false,
  LEFT: false,
  LEN: false,
  MATCH: false,
  MAX: false,
  MID: false,
  NA: false,
  NOT: false,
  NUMBERVALUE: true,
  CELL: false,
  OR: false,
  "RANK.EQ": true,
  REPT: false,
  RIGHT: false,
  ROUND: false,
  ROWS: false,
  SMALL: false,
  SUBSTITUTE: false,
  SUM: false,
  SUMIFS: false,
  SUMPRODUCT: false,
  TRIM: false,
  UPPER: false,
  VALUE: false,
  /* The add-in's custom functions: see CUSTOM_FUNCTIONS for their file form. */
  "PREF.MATCHPOINTS": false,
  "PREF.TOP": false,
} as const;

/** The add-in's JavaScript custom functions (namespace PREF), stored in files as `_xldudf_PREF_…`. */
const CUSTOM_FUNCTIONS: ReadonlySet<string> = new Set(["PREF.MATCHPOINTS", "PREF.TOP"]);

/** Excel's prefix of a JavaScript custom function in a file. */
export const FILE_CUSTOM_PREFIX = "_xldudf_";

/** A function's name as a formula of this dialect writes it. */
export function functionText(fn: FunctionName, dialect: Dialect): string {
  if (dialect === "office") return fn;
  if (CUSTOM_FUNCTIONS.has(fn)) return `${FILE_CUSTOM_PREFIX}${fn.replace(/\./g, "_")}`;
  return FUNCTIONS[fn] ? `_xlfn.${fn}` : fn;
}

/**
 * The plan's name of a function as either dialect stores it ("_xldudf_PREF_TOP" or "PREF.TOP",
 * "_xlfn.RANK.EQ" or "RANK.EQ", any case), or null when the plan has no such function: readers
 * of a formula's text accept both forms.
 */
export function functionOf(text: string): FunctionName | null {
  const upper = text.trim().toUpperCase();
  for (const fn of Object.keys(FUNCTIONS) as FunctionName[])
    if (upper === fn || upper === functionText(fn, "file").toUpperCase()) return fn;
  return null;
}

/** A function the plan may call. */
export type FunctionName = keyof typeof FUNCTIONS;

/** Binary operators, in Excel's meaning. */
export type Operator = "+" | "-" | "*" | "/" | "&" | "=" | "<>" | "<" | ">" | "<=" | ">=";

/** A formula as a tree. */
export type Expr =
  | { readonly kind: "num"; readonly value: number }
  | { readonly kind: "str"; readonly value: string }
  | { readonly kind: "bool"; readonly value: boolean }
  | Ref
  | { readonly kind: "call"; readonly fn: FunctionName; readonly args: readonly Expr[] }
  | { readonly kind: "op"; readonly op: Operator; readonly left: Expr; readonly right: Expr }
  | { readonly kind: "neg"; readonly arg: Expr };

/** A number literal. */
export const num = (value: number): Expr => ({ kind: "num", value });
/** A text literal. */
export const str = (value: string): Expr => ({ kind: "str", value });
/** A function call. */
export const call = (fn: FunctionName, ...args: Expr[]): Expr => ({ kind: "call", fn, args });
/** A binary operation. */
export const op = (o: Operator, left: Expr, right: Expr): Expr => ({ kind: "op", op: o, left, right });
/** One cell. */
export const cell = (row: number, col: number, sheet?: string): Ref => ({ kind: "ref", sheet, row, col });
/** A range from (row, col) to (row2, col2). */
export const range = (row: number, col: number, row2: number, col2: number, sheet?: string): Ref => ({
  kind: "ref",
  sheet,
  row,
  col,
  row2,
  col2,
});
/** a + b, a − b, a · b, a / b. */
export const plus = (a: Expr, b: Expr): Expr => op("+", a, b);
export const minus = (a: Expr, b: Expr): Expr => op("-", a, b);
export const times = (a: Expr, b: Expr): Expr => op("*", a, b);
export const over = (a: Expr, b: Expr): Expr => op("/", a, b);

/** `text` with each pair's first string replaced by its second, in order: nested SUBSTITUTE calls. */
export function substituted(text: Expr, swaps: readonly (readonly [string, string])[]): Expr {
  return swaps.reduce<Expr>((e, [from, to]) => call("SUBSTITUTE", e, str(from), str(to)), text);
}

/** Column letters already worked out: every formula of a big workbook names columns (issue 10). */
const COLUMN_NAMES: string[] = [];

/** The column letters of a 1-based column: 1 → A, 27 → AA. */
export function columnName(col: number): string {
  const known = COLUMN_NAMES[col];
  if (known !== undefined) return known;
  let s = "";
  let c = col;
  while (c > 0) {
    const m = (c - 1) % 26;
    s = String.fromCharCode(65 + m) + s;
    c = Math.floor((c - 1) / 26);
  }
  if (Number.isInteger(col) && col > 0 && col <= 16384) COLUMN_NAMES[col] = s;
  return s;
}

/** "B7" for (7, 2). */
export function address(row: number, col: number): string {
  return `${columnName(col)}${row}`;
}

/** A sheet name as a formula writes it: quoted unless it is plain ASCII letters, digits and _. */
export function quoteSheet(name: string): string {
  return /^[A-Za-z_][A-Za-z0-9_]*$/.test(name) && !/^[A-Za-z]{1,3}[0-9]+$/.test(name)
    ? name
    : `'${name.replace(/'/g, "''")}'`;
}

/** Whether a reference is a range (both corners given) rather than a single cell. */
export function isRange(r: Ref): r is Ref & { readonly row2: number; readonly col2: number } {
  return r.row2 !== undefined && r.col2 !== undefined;
}

/** A reference as text: single cells relative ("B7"), ranges absolute ("$B$7:$B$12"). */
export function refText(r: Ref): string {
  const prefix = r.sheet === undefined ? "" : `${quoteSheet(r.sheet)}!`;
  if (!isRange(r))
    return `${prefix}${r.absCol === true ? "$" : ""}${columnName(r.col)}${r.absRow === true ? "$" : ""}${r.row}`;
  const abs = (row: number, col: number): string => `$${columnName(col)}$${row}`;
  return `${prefix}${abs(r.row, r.col)}:${abs(r.row2, r.col2)}`;
}

const PRECEDENCE: Readonly<Record<Operator, number>> = {
  "=": 1,
  "<>": 1,
  "<": 1,
  ">": 1,
  "<=": 1,
  ">=": 1,
  "&": 2,
  "+": 3,
  "-": 3,
  "*": 4,
  "/": 4,
};

/** Each function's name in each dialect, worked out once. */
const FUNCTION_TEXT: Readonly<Record<Dialect, ReadonlyMap<FunctionName, string>>> = {
  office: new Map((Object.keys(FUNCTIONS) as FunctionName[]).map((fn) => [fn, functionText(fn, "office")])),
  file: new Map((Object.keys(FUNCTIONS) as FunctionName[]).map((fn) => [fn, functionText(fn, "file")])),
};

function numberText(x: number): string {
  if (!Number.isFinite(x)) throw new RangeError(`not a finite number: ${x}`);
  return String(x).replace("e", "E");
}

function render(e: Expr, dialect: Dialect, parent: number): string {
  switch (e.kind) {
    case "num":
      return e.value < 0 && parent > 0 ? `(${numberText(e.value)})` : numberText(e.value);
    case "str":
      return e.value.includes('"') ? `"${e.value.replace(/"/g, '""')}"` : `"${e.value}"`;
    case "bool":
      return e.value ? "TRUE" : "FALSE";
    case "ref":
      return refText(e);
    case "call": {
      // Appended in a loop, not mapped and joined: a big workbook renders millions of calls (issue 10).
      let text = `${FUNCTION_TEXT[dialect].get(e.fn) ?? functionText(e.fn, dialect)}(`;
      for (let i = 0; i < e.args.length; i++) text += (i === 0 ? "" : ",") + render(e.args[i], dialect, 0);
      return `${text})`;
    }
    case "neg":
      return `-${render(e.arg, dialect, 5)}`;
    case "op": {
      const p = PRECEDENCE[e.op];
      // Left-associative: the right operand of an equal-precedence operator needs brackets.
      const text = `${render(e.left, dialect, p)}${e.op}${render(e.right, dialect, p + 1)}`;
      return p < parent ? `(${text})` : text;
    }
    default: {
      const never: never = e;
      return never;
    }
  }
}

/** The formula text without the leading "=" (ExcelJS writes it so); `formulaText` adds it. */
export function formulaBody(e: Expr, dialect: Dialect): string {
  return render(e, dialect, 0);
}

/** "=…" as Office.js `range.formulas` (dialect `office`) or a file (dialect `file`) expects. */
export function formulaText(e: Expr, dialect: Dialect): string {
  return `=${formulaBody(e, dialect)}`;
}

/** The formula with each reference replaced by `f` of it (the rest of the tree as it is). */
export function mapRefs(e: Expr, f: (r: Ref) => Ref): Expr {
  switch (e.kind) {
    case "ref":
      return f(e);
    case "call":
      return { ...e, args: e.args.map((a) => mapRefs(a, f)) };
    case "op":
      return { ...e, left: mapRefs(e.left, f), right: mapRefs(e.right, f) };
    case "neg":
      return { ...e, arg: mapRefs(e.arg, f) };
    default:
      return e;
  }
}

/**
 * The formula `rows` rows lower, as Excel's fill handle (or a shared formula) makes it: a single
 * cell moves down with it unless its row is fixed (`absRow`); a range, written absolute, stays.
 */
export function filledDown(e: Expr, rows: number): Expr {
  if (rows === 0) return e;
  return mapRefs(e, (r) => (!isRange(r) && r.absRow !== true ? { ...r, row: r.row + rows } : r));
}

/** Every function a formula calls (to check a style uses only what it may). */
export function functionsUsed(e: Expr, into: Set<FunctionName> = new Set()): Set<FunctionName> {
  switch (e.kind) {
    case "call":
      into.add(e.fn);
      e.args.forEach((a) => functionsUsed(a, into));
      break;
    case "op":
      functionsUsed(e.left, into);
      functionsUsed(e.right, into);
      break;
    case "neg":
      functionsUsed(e.arg, into);
      break;
    default:
      break;
  }
  return into;
}
