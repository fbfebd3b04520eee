/**
 * A small evaluator of the workbook plan, for tests: it computes the formula trees of the plan
 * with Excel's semantics for the functions the plan uses, and evaluates `PREF.MATCHPOINTS` and
 * `PREF.TOP` with the add-in's real code (matchpointsOfRange, topOf) — passing blank cells as 0,
 * as Excel does inside matrix arguments. (HyperFormula is not installed; this covers the plan.)
 */
import { isCellError, matchpointsOfRange, topOf, type Cell } from "../../src/functions/cells";
import type { Expr, Ref } from "../../src/workbook/formula";
import type { PlannedCell, WorkbookPlan } from "../../src/workbook/types";

/** An error value such as #N/A. */
export interface Err {
  readonly err: string;
}
/** A scalar: number, text, boolean, blank (null) or an error. */
export type Scalar = number | string | boolean | null | Err;
/** A 2-D array of scalars. */
export type Matrix = Scalar[][];
type Value = Scalar | Matrix;

const isErr = (v: unknown): v is Err =>
  typeof v === "object" && v !== null && !Array.isArray(v) && "err" in v;
const isMatrix = (v: Value): v is Matrix => Array.isArray(v);
const NA: Err = { err: "#N/A" };
const VALUE: Err = { err: "#VALUE!" };

function toNumber(v: Scalar): number | Err {
  if (isErr(v)) return v;
  if (v === null) return 0;
  if (typeof v === "number") return v;
  if (typeof v === "boolean") return v ? 1 : 0;
  const t = v.trim();
  if (t !== "" && Number.isFinite(Number(t))) return Number(t);
  return VALUE;
}

function toText(v: Scalar): string | Err {
  if (isErr(v)) return v;
  if (v === null) return "";
  if (typeof v === "boolean") return v ? "TRUE" : "FALSE";
  if (typeof v === "number") return String(Number(v.toPrecision(15)));
  return v;
}

function toBool(v: Scalar): boolean | Err {
  if (isErr(v)) return v;
  if (typeof v === "string") return VALUE;
  return v !== null && v !== 0 && v !== false;
}

/** Excel's comparison: numbers < text < booleans; blank is 0 or "" as the other side needs; text ignores case. */
function compare(a: Scalar, b: Scalar): number | Err {
  if (isErr(a)) return a;
  if (isErr(b)) return b;
  if (a === null) a = typeof b === "string" ? "" : typeof b === "boolean" ? false : 0;
  if (b === null) b = typeof a === "string" ? "" : typeof a === "boolean" ? false : 0;
  const rank = (x: number | string | boolean): number =>
    typeof x === "number" ? 0 : typeof x === "string" ? 1 : 2;
  if (rank(a) !== rank(b)) return rank(a) - rank(b);
  if (typeof a === "string" && typeof b === "string") {
    const x = a.toUpperCase();
    const y = b.toUpperCase();
    return x < y ? -1 : x > y ? 1 : 0;
  }
  const x = Number(a);
  const y = Number(b);
  return x < y ? -1 : x > y ? 1 : 0;
}

function scalar(v: Value): Scalar {
  return isMatrix(v) ? (v[0]?.[0] ?? null) : v;
}

function broadcast(a: Value, b: Value, f: (x: Scalar, y: Scalar) => Scalar): Value {
  if (!isMatrix(a) && !isMatrix(b)) return f(a, b);
  const A = isMatrix(a) ? a : null;
  const B = isMatrix(b) ? b : null;
  const rows = Math.max(A?.length ?? 1, B?.length ?? 1);
  const cols = Math.max(A?.[0]?.length ?? 1, B?.[0]?.length ?? 1);
  const at = (m: Matrix | null, s: Value, r: number, c: number): Scalar => {
    if (m === null) return s as Scalar;
    const x = m[m.length === 1 ? 0 : r]?.[m[0].length === 1 ? 0 : c];
    return x === undefined ? NA : x;
  };
  return Array.from({ length: rows }, (_, r) =>
    Array.from({ length: cols }, (_, c) => f(at(A, a, r, c), at(B, b, r, c))),
  );
}

function flat(v: Value): Scalar[] {
  return isMatrix(v) ? v.flat() : [v];
}

/** Evaluates the formulas of a plan on demand (memoised, with a guard against cycles). */
export class PlanEvaluator {
  private readonly cells = new Map<string, Map<string, PlannedCell>>();
  private readonly memo = new Map<string, Scalar>();
  private readonly busy = new Set<string>();

  private readonly arrays = new Map<string, Value>();
  /** Cells inside an array area: their anchor cell and their row in its result. */
  private readonly inArray = new Map<
    string,
    { readonly row: number; readonly col: number; readonly k: number }
  >();

  constructor(plan: WorkbookPlan) {
    for (const s of plan.sheets) {
      const m = new Map<string, PlannedCell>();
      for (const c of s.cells) {
        m.set(`${c.row},${c.col}`, c);
        if (c.value?.kind === "formula" && c.value.array !== undefined)
          for (let k = 1; k < c.value.array.rows; k++)
            this.inArray.set(`${s.name}!${c.row + k},${c.col}`, { row: c.row, col: c.col, k });
      }
      this.cells.set(s.name, m);
    }
  }

  /** The whole result of an array formula (ArrayArea) at its anchor cell. */
  private arrayResult(sheet: string, row: number, col: number): Value {
    const key = `${sheet}!${row},${col}#`;
    const known = this.arrays.get(key);
    if (known !== undefined) return known;
    const c = this.cells.get(sheet)?.get(`${row},${col}`);
    if (c?.value?.kind !== "formula") throw new Error(`no array formula at ${key}`);
    if (this.busy.has(key)) throw new Error(`circular reference at ${key}`);
    this.busy.add(key);
    const v = this.eval(c.value.expr, sheet);
    this.busy.delete(key);
    this.arrays.set(key, v);
    return v;
  }

  /** The value of a cell. */
  value(sheet: string, row: number, col: number): Scalar {
    const key = `${sheet}!${row},${col}`;
    const known = this.memo.get(key);
    if (known !== undefined) return known;
    const c = this.cells.get(sheet)?.get(`${row},${col}`);
    const within = this.inArray.get(key);
    let v: Scalar = null;
    if (within !== undefined) {
      // A cell of an array area: its row of the anchor's result (#N/A past its end, as Excel).
      const m = this.arrayResult(sheet, within.row, within.col);
      v = isMatrix(m) ? (m[within.k]?.[0] ?? NA) : NA;
    } else if (c?.value?.kind === "formula" && c.value.array !== undefined) {
      v = scalar(this.arrayResult(sheet, row, col));
    } else if (c?.value != null) {
      if (c.value.kind === "text") v = c.value.text;
      else if (c.value.kind === "number") v = c.value.value;
      else {
        if (this.busy.has(key)) throw new Error(`circular reference at ${key}`);
        this.busy.add(key);
        v = scalar(this.eval(c.value.expr, sheet));
        this.busy.delete(key);
      }
    }
    this.memo.set(key, v);
    return v;
  }

  private ref(r: Ref, sheet: string): Value {
    const s = r.sheet ?? sheet;
    if (r.row2 === undefined || r.col2 === undefined) return this.value(s, r.row, r.col);
    const out: Matrix = [];
    for (let row = r.row; row <= r.row2; row++) {
      const line: Scalar[] = [];
      for (let col = r.col; col <= (r.col2 ?? r.col); col++) line.push(this.value(s, row, col));
      out.push(line);
    }
    return out;
  }

  eval(e: Expr, sheet: string): Value {
    switch (e.kind) {
      case "num":
      case "str":
      case "bool":
        return e.value;
      case "ref":
        return this.ref(e, sheet);
      case "neg":
        return broadcast(this.eval(e.arg, sheet), 0, (x) => {
          const n = toNumber(x);
          return isErr(n) ? n : -n;
        });
      case "op": {
        const a = this.eval(e.left, sheet);
        const b = this.eval(e.right, sheet);
        return broadcast(a, b, (x, y) => {
          if (e.op === "&") {
            const s = toText(x);
            const t = toText(y);
            return isErr(s) ? s : isErr(t) ? t : s + t;
          }
          if (["+", "-", "*", "/"].includes(e.op)) {
            const m = toNumber(x);
            const n = toNumber(y);
            if (isErr(m)) return m;
            if (isErr(n)) return n;
            if (e.op === "+") return m + n;
            if (e.op === "-") return m - n;
            if (e.op === "*") return m * n;
            return n === 0 ? { err: "#DIV/0!" } : m / n;
          }
          const c = compare(x, y);
          if (isErr(c)) return c;
          switch (e.op) {
            case "=":
              return c === 0;
            case "<>":
              return c !== 0;
            case "<":
              return c < 0;
            case ">":
              return c > 0;
            case "<=":
              return c <= 0;
            default:
              return c >= 0;
          }
        });
      }
      case "call":
        return this.call(e.fn, e.args, sheet);
      default: {
        const never: never = e;
        return never;
      }
    }
  }

  private call(fn: string, args: readonly Expr[], sheet: string): Value {
    const ev = (i: number): Value => this.eval(args[i], sheet);
    const one = (i: number): Scalar => scalar(ev(i));
    const map = (v: Value, f: (x: Scalar) => Scalar): Value => broadcast(v, 0, (x) => f(x));
    const text1 = (f: (s: string) => Scalar): Value =>
      map(ev(0), (x) => {
        const s = toText(x);
        return isErr(s) ? s : f(s);
      });
    switch (fn) {
      case "IF": {
        const c = toBool(one(0));
        if (isErr(c)) return c;
        return c ? ev(1) : args.length > 2 ? ev(2) : false;
      }
      case "ISNUMBER":
        return map(ev(0), (x) => typeof x === "number");
      case "ROUND": {
        const places = toNumber(one(1));
        return map(ev(0), (x) => {
          const n = toNumber(x);
          if (isErr(n) || isErr(places)) return isErr(n) ? n : places;
          return Number(
            ((Math.sign(n) * Math.round(Math.abs(n) * 10 ** places)) / 10 ** places).toPrecision(15),
          );
        });
      }
      case "LEN":
        return text1((s) => s.length);
      case "TRIM":
        return text1((s) => s.trim().replace(/ +/g, " "));
      case "UPPER":
        return text1((s) => s.toUpperCase());
      case "SUBSTITUTE": {
        const from = toText(one(1));
        const to = toText(one(2));
        return text1((s) => (isErr(from) || isErr(to) || from === "" ? s : s.split(from).join(to)));
      }
      case "LEFT":
      case "RIGHT": {
        const k = toNumber(one(1));
        return text1((s) => (isErr(k) ? k : fn === "LEFT" ? s.slice(0, k) : k === 0 ? "" : s.slice(-k)));
      }
      case "VALUE":
        return map(ev(0), (x) => toNumber(x));
      case "NOT":
        return map(ev(0), (x) => {
          const b = toBool(x);
          return isErr(b) ? b : !b;
        });
      case "NUMBERVALUE":
        // Locale-independent: "." the decimal separator (the only way the plan calls it).
        return text1((s) => {
          const t = s.replace(/\s/g, "");
          return /^[-+]?(\d+\.?\d*|\.\d+)$/.test(t) ? Number(t) : VALUE;
        });
      case "CELL": {
        // CELL("format", ref): "P…" for a percent format, "G" otherwise — from the planned cell.
        const target = args[1];
        if (target.kind !== "ref") return VALUE;
        const planned = this.cells.get(target.sheet ?? sheet)?.get(`${target.row},${target.col}`);
        return planned?.numberFormat?.includes("%") === true ? "P0" : "G";
      }
      case "NA":
        return NA;
      case "ABS":
        return map(ev(0), (x) => {
          const n = toNumber(x);
          return isErr(n) ? n : Math.abs(n);
        });
      case "AND": {
        for (let i = 0; i < args.length; i++) {
          const b = toBool(one(i));
          if (isErr(b)) return b;
          if (!b) return false;
        }
        return true;
      }
      case "OR": {
        for (let i = 0; i < args.length; i++) {
          const b = toBool(one(i));
          if (isErr(b)) return b;
          if (b) return true;
        }
        return false;
      }
      case "COUNT":
        return args.reduce((n, _, i) => n + flat(ev(i)).filter((x) => typeof x === "number").length, 0);
      case "SUM":
      case "MAX": {
        const xs: number[] = [];
        for (let i = 0; i < args.length; i++) {
          const v = ev(i);
          for (const x of flat(v)) {
            if (isErr(x)) return x;
            if (typeof x === "number") xs.push(x);
            else if (!isMatrix(v) && args[i].kind !== "ref") {
              const n = toNumber(x);
              if (isErr(n)) return n;
              xs.push(n);
            }
          }
        }
        return fn === "SUM" ? xs.reduce((a, b) => a + b, 0) : xs.length === 0 ? 0 : Math.max(...xs);
      }
      case "SUMPRODUCT": {
        const arrays = args.map((_, i) => flat(ev(i)));
        let total = 0;
        for (let k = 0; k < arrays[0].length; k++) {
          let p = 1;
          for (const a of arrays) {
            const x = a[k];
            if (isErr(x)) return x;
            p *= typeof x === "number" ? x : 0;
          }
          total += p;
        }
        return total;
      }
      case "SUMIFS": {
        const values = flat(ev(0));
        const tests: ((x: Scalar) => boolean)[] = [];
        for (let i = 1; i + 1 < args.length; i += 2) {
          const range = flat(ev(i));
          const crit = one(i + 1);
          tests.push((k) => criterion(range[k as number], crit));
        }
        let total = 0;
        for (let k = 0; k < values.length; k++) {
          if (!tests.every((t) => t(k))) continue;
          const x = values[k];
          if (isErr(x)) return x;
          if (typeof x === "number") total += x;
        }
        return total;
      }
      case "COUNTIF":
      case "COUNTIFS": {
        const ranges: Scalar[][] = [];
        const crits: Scalar[] = [];
        for (let i = 0; i + 1 < args.length; i += 2) {
          ranges.push(flat(ev(i)));
          crits.push(one(i + 1));
        }
        let n = 0;
        for (let k = 0; k < ranges[0].length; k++) if (ranges.every((r, j) => criterion(r[k], crits[j]))) n++;
        return n;
      }
      case "IFERROR": {
        const v = ev(0);
        return isMatrix(v) ? v : isErr(v) ? ev(1) : v;
      }
      case "MATCH": {
        const x = one(0);
        if (isErr(x)) return x;
        const xs = flat(ev(1));
        const i = xs.findIndex(
          (y) => y !== null && !isErr(y) && compare(x, y) === 0 && typeof x === typeof y,
        );
        return i < 0 ? NA : i + 1;
      }
      case "SMALL": {
        const k = toNumber(one(1));
        if (isErr(k)) return k;
        const xs = flat(ev(0))
          .filter((y): y is number => typeof y === "number")
          .sort((a, b) => a - b);
        return k >= 1 && k <= xs.length ? xs[k - 1] : { err: "#NUM!" };
      }
      case "MID": {
        const start = toNumber(one(1));
        const len = toNumber(one(2));
        return text1((s) => (isErr(start) ? start : isErr(len) ? len : s.slice(start - 1, start - 1 + len)));
      }
      case "REPT": {
        const k = toNumber(one(1));
        return text1((s) => (isErr(k) ? k : s.repeat(Math.max(0, Math.floor(k)))));
      }
      case "RANK.EQ": {
        const x = toNumber(one(0));
        if (isErr(x)) return x;
        return 1 + flat(ev(1)).filter((y) => typeof y === "number" && y > x).length;
      }
      case "INDEX": {
        const m = ev(0);
        const r = toNumber(one(1));
        if (isErr(r)) return r;
        // INDEX(range, row[, column]): the column defaults to the first.
        const c = args.length > 2 ? toNumber(one(2)) : 1;
        if (isErr(c)) return c;
        if (!isMatrix(m)) return r === 1 && c === 1 ? m : { err: "#REF!" };
        return m[r - 1]?.[c - 1] ?? { err: "#REF!" };
      }
      case "PREF.MATCHPOINTS": {
        const asCells = (v: Value): Cell[][] =>
          (isMatrix(v) ? v : [[v]]).map((row) =>
            row.map((x): Cell => (x === null ? 0 : isErr(x) ? "#ERR" : x)),
          );
        const out = matchpointsOfRange(asCells(ev(0)), asCells(ev(1)), asCells(ev(2)), asCells(ev(3)));
        if (!out.ok) return VALUE;
        return out.value.map((row) => row.map((x): Scalar => (isCellError(x) ? VALUE : x)));
      }
      case "PREF.TOP": {
        const n = one(0);
        const t = topOf(n === null ? 0 : isErr(n) ? "#ERR" : n);
        return t.ok ? t.value : VALUE;
      }
      default:
        throw new Error(`the evaluator does not know ${fn}`);
    }
  }
}

/** SUMIFS's criterion: a number matches equal numbers; ">0"-style text compares; other text matches text. */
function criterion(x: Scalar, crit: Scalar): boolean {
  if (typeof crit === "number") return typeof x === "number" && x === crit;
  if (typeof crit === "string") {
    const m = /^(<=|>=|<>|<|>|=)?(.*)$/.exec(crit);
    const o = m?.[1] ?? "=";
    const rest = m?.[2] ?? "";
    const n = Number(rest);
    if (rest !== "" && Number.isFinite(n)) {
      if (typeof x !== "number") return o === "<>";
      return o === "<"
        ? x < n
        : o === ">"
          ? x > n
          : o === "<="
            ? x <= n
            : o === ">="
              ? x >= n
              : o === "<>"
                ? x !== n
                : x === n;
    }
    const s = typeof x === "string" ? x.toUpperCase() : null;
    return o === "<>" ? s !== rest.toUpperCase() : s === rest.toUpperCase();
  }
  return false;
}
