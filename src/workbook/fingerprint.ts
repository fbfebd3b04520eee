/**
 * A sheet's fingerprint: everything the builder wrote on it — constants and formulas — hashed. The
 * Ledger records it for every sheet the builder makes; a rebuild reads the sheet back through
 * Office.js (`formulas`: a formula's text, else the value) and compares, to know whether anyone
 * wrote on the sheet since it was built. Only a sheet that still matches is emptied and written
 * again, or deleted (a protocol of a deal the rebuilt session no longer has): a remark in a margin,
 * a formula the director added or changed, a hand written under the protocol all keep the sheet.
 * Formula *values* do not count (they change as protocols are typed); formula texts do.
 *
 * A formula counts in a canonical form both sides can make: sheet names dropped (Excel rewrites
 * them when a sheet is renamed), case, spaces, `@` and the file format's `_xlfn.` prefixes
 * dropped, and every reference written relative to its own cell (R1C1 style) — so a formula
 * filled down a column has one canonical text, hashed once per column, not once per cell (a
 * 400-player session has 260 000 such cells; rendering each would take seconds).
 *
 * The cells of a spilled array (a protocol's matchpoints in the add-in's style) are left out: Excel
 * may give back their values. Where they are is part of the fingerprint's text, so the side that
 * reads the sheet knows what to leave out without the plan.
 *
 * A protocol's formulas count by their place only (FORMULAS_BY_PLACE, "g2"): reading back the text
 * of a big session's protocols would double a rebuild's reads.
 *
 * Pure: FNV-1a (32 bits) in row-major order, with the count of cells in front
 * ("f2:412:9c0f3a17", then ":col.first-last,…" for spills). It detects an edit; it guards no secret.
 */
import { type Expr, formulaText } from "./formula";
import type { CellValue, SheetPlan, SheetRole } from "./types";

/** A planned formula cell's value. */
type FormulaValue = Extract<CellValue, { kind: "formula" }>;

/** The roles whose sheets are the builder's alone: no typed area (see typedArea). */
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
 * The fingerprint's version marks: a print without one (an older build's) never matches. `f2`:
 * formulas by their canonical text; `g2`: formulas by their place only, for the roles in
 * FORMULAS_BY_PLACE.
 */
type Version = "f2" | "g2";

/**
 * The roles whose formulas count by their place, not their text: a 400-player session's protocols
 * hold 85 MB of formula text, which a rebuild would have to read back; their places, as Excel's
 * `getSpecialCells("Formulas")` gives them, are a few areas a sheet. Anything typed or written on a
 * protocol, a formula added or one overwritten, still changes its fingerprint; a formula's text
 * edited in place does not.
 */
export const FORMULAS_BY_PLACE: ReadonlySet<SheetRole> = new Set<SheetRole>(["protocol"]);

/**
 * A cell's constant as the fingerprint takes it: a number to Excel's 15 significant digits (what
 * Excel keeps of a typed or pasted number), a text without the quote prefix Excel may or may not
 * give back; "" for a blank and for a text that starts with "=" (Fnv.value takes it as a formula).
 */
export function constantText(value: unknown): string {
  if (typeof value === "number") return String(Number(value.toPrecision(15)));
  if (typeof value === "boolean") return value ? "TRUE" : "FALSE";
  if (typeof value !== "string") return "";
  const text = value.replace(/^'/, "");
  return text.startsWith("=") ? "" : text;
}

/** Column letters → number ("A" → 1, "AB" → 28). */
function columnNumber(letters: string): number {
  let n = 0;
  for (let i = 0; i < letters.length; i++) n = n * 26 + letters.charCodeAt(i) - 64;
  return n;
}

// A reference in upper-cased formula text: not part of a name or a number before it, and no
// name, function call or sheet mark after it ("LOG10(" is a function, "A1" is a cell).
const REFERENCE = /(^|[^A-Z0-9_.$\u0080-\uFFFF])(\$?)([A-Z]{1,3})(\$?)([0-9]+)(?![A-Z0-9_.(\u0080-\uFFFF])/g;
// A sheet name before "!", unquoted (quoted ones are dropped while scanning).
const SHEET_PREFIX = /[A-Z0-9_.\u0080-\uFFFF]+!/g;

/** The part of a formula outside string literals and quoted sheet names, made canonical. */
function canonicalPlain(text: string, row: number, col: number): string {
  const plain = text
    .toUpperCase()
    .replace(/[\s@]/g, "")
    .replace(/_XLFN\.|_XLWS\./g, "")
    .replace(/_XLDUDF_PREF_/g, "PREF.")
    .replace(SHEET_PREFIX, "");
  return plain.replace(
    REFERENCE,
    (_m, before: string, absCol: string, letters: string, absRow: string, digits: string) => {
      const r = Number(digits);
      const c = columnNumber(letters);
      const rowPart = absRow === "$" ? `R${r}` : `R[${r - row}]`;
      const colPart = absCol === "$" ? `C${c}` : `C[${c - col}]`;
      return `${before}${rowPart}${colPart}`;
    },
  );
}

/**
 * A formula's canonical text at (row, col): see the module's comment. Exported for the tests; the
 * hash is what the fingerprint keeps.
 */
export function canonicalFormula(text: string, row: number, col: number): string {
  let out = "";
  let plain = "";
  let i = text.startsWith("=") ? 1 : 0;
  const flush = (): void => {
    out += canonicalPlain(plain, row, col);
    plain = "";
  };
  while (i < text.length) {
    const ch = text[i];
    if (ch !== '"' && ch !== "'") {
      plain += ch;
      i++;
      continue;
    }
    // A string literal ("" inside it is a quote) or a quoted sheet name ('' likewise).
    let j = i + 1;
    while (j < text.length) {
      if (text[j] === ch) {
        if (text[j + 1] === ch) j += 2;
        else break;
      } else j++;
    }
    if (ch === '"') {
      flush();
      out += text.slice(i, j + 1);
    } else if (text[j + 1] !== "!") plain += text.slice(i, j + 1);
    // A quoted sheet name and its "!": dropped, as unquoted ones are.
    i = ch === "'" && text[j + 1] === "!" ? j + 2 : j + 1;
  }
  flush();
  return out;
}

/** FNV-1a of a text, as a 32-bit integer. */
function textHash(text: string): number {
  let h = 0x811c9dc5 | 0;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h;
}

/** Folds cells into the hash. */
class Fnv {
  // As an int32 from the start, as Math.imul keeps it (a double here makes V8 deoptimise).
  private h = 0x811c9dc5 | 0;
  private count = 0;

  private cell(row: number, col: number, kind: number): number {
    this.count++;
    // The row and column as code units of their own: no string is made per cell.
    let h = this.h;
    h = Math.imul(h ^ (row & 0xffff), 0x01000193);
    h = Math.imul(h ^ (row >>> 16), 0x01000193);
    h = Math.imul(h ^ col, 0x01000193);
    return Math.imul(h ^ kind, 0x01000193);
  }

  /** A constant (its constantText; "" is a blank and does not count). */
  constant(row: number, col: number, text: string): void {
    if (text === "") return;
    let h = this.cell(row, col, 1);
    for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
    this.h = Math.imul(h ^ 0xffff, 0x01000193);
  }

  /**
   * A cell as Office.js `formulas` gives it back, or as the plan writes it: a text that starts with
   * "=" (after a quote prefix) counts as a formula, as Excel's `formulas` cannot tell a formula
   * from a text that looks like one (a player named "=1+1").
   */
  value(row: number, col: number, v: unknown): void {
    if (typeof v === "string") {
      const text = v.replace(/^'/, "");
      if (text.startsWith("=")) {
        this.formula(row, col, textHash(canonicalFormula(text, row, col)));
        return;
      }
    }
    this.constant(row, col, constantText(v));
  }

  /** A formula, by the textHash of its canonical text. */
  formula(row: number, col: number, hash: number): void {
    let h = this.cell(row, col, 2);
    h = Math.imul(h ^ (hash & 0xffff), 0x01000193);
    this.h = Math.imul(h ^ (hash >>> 16), 0x01000193);
  }

  done(version: Version, spills: readonly Spill[]): string {
    const head = `${version}:${this.count}:${(this.h >>> 0).toString(16).padStart(8, "0")}`;
    return spills.length === 0
      ? head
      : `${head}:${spills.map((s) => `${s.col}.${s.first}-${s.last}`).join(",")}`;
  }
}

/** Cells of a column left out of the fingerprint: a spilled array's, below its formula. */
interface Spill {
  readonly col: number;
  readonly first: number;
  readonly last: number;
}

/** The spills a fingerprint's text names (none for a text that is not a fingerprint of this version). */
function spillsOf(print: string): Spill[] {
  const parts = print.split(":");
  if ((parts[0] !== "f2" && parts[0] !== "g2") || parts.length < 4) return [];
  return parts[3].split(",").flatMap((s) => {
    const m = /^(\d+)\.(\d+)-(\d+)$/.exec(s);
    return m === null ? [] : [{ col: Number(m[1]), first: Number(m[2]), last: Number(m[3]) }];
  });
}

/** Canonical hashes of filled-down templates, by column (one per column of a protocol). */
const templateHashes = new WeakMap<Expr, Map<number, number>>();

/** The hash of a planned formula cell's canonical text. */
function formulaHash(row: number, col: number, value: FormulaValue): number {
  const filled = value.filled;
  if (filled === undefined) return textHash(canonicalFormula(formulaText(value.expr, "office"), row, col));
  // Every cell filled down from one template has the template's canonical text.
  let byCol = templateHashes.get(filled.template);
  if (byCol === undefined) templateHashes.set(filled.template, (byCol = new Map()));
  let h = byCol.get(col);
  if (h === undefined) {
    h = textHash(canonicalFormula(formulaText(filled.template, "office"), row - filled.down, col));
    byCol.set(col, h);
  }
  return h;
}

/** The fingerprint of a planned sheet, as the builder writes it (cells are in row-major order). */
export function planFingerprint(s: SheetPlan): string {
  const byPlace = FORMULAS_BY_PLACE.has(s.role);
  const f = new Fnv();
  const spills: Spill[] = [];
  for (const c of s.cells) {
    const v = c.value;
    switch (v?.kind) {
      case "text":
        f.value(c.row, c.col, v.text);
        break;
      case "number":
        f.value(c.row, c.col, v.value);
        break;
      case "formula":
        f.formula(c.row, c.col, byPlace ? 0 : formulaHash(c.row, c.col, v));
        if (v.array !== undefined && v.array.rows > 1)
          spills.push({ col: c.col, first: c.row + 1, last: c.row + v.array.rows - 1 });
        break;
      case undefined:
        break;
      default: {
        const never: never = v;
        return never;
      }
    }
  }
  return f.done(byPlace ? "g2" : "f2", spills);
}

/**
 * Each cell of a range read back (`top`, `left`: its first row and column) that the fingerprint
 * takes — the spills `recorded` names left out — folded by `fold`; the fingerprint in `version`.
 */
function readBack(
  version: Version,
  top: number,
  left: number,
  grid: readonly (readonly unknown[])[],
  recorded: string,
  fold: (f: Fnv, row: number, col: number, v: unknown) => void,
): string {
  const f = new Fnv();
  const spills = spillsOf(recorded);
  grid.forEach((line, i) =>
    line.forEach((v, j) => {
      const row = top + i;
      const col = left + j;
      if (!spills.some((s) => s.col === col && row >= s.first && row <= s.last)) fold(f, row, col, v);
    }),
  );
  return f.done(version, spills);
}

/**
 * The fingerprint of a range read back (Office.js `formulas`: a formula cell gives its "=…" text,
 * any other its value); `top` and `left` are the range's first row and column. `recorded` is the
 * fingerprint it is to be compared with: the spills it names are left out here too.
 */
export function gridFingerprint(
  top: number,
  left: number,
  formulas: readonly (readonly unknown[])[],
  recorded = "",
): string {
  return readBack("f2", top, left, formulas, recorded, (f, row, col, v) => f.value(row, col, v));
}

/**
 * The fingerprint of a range read back by its values and its formulas' places (a sheet of a role in
 * FORMULAS_BY_PLACE): `isFormula` says which cells hold a formula (Excel's
 * `getSpecialCells("Formulas")`); their values are left out, as they change as protocols are typed.
 */
export function placeFingerprint(
  top: number,
  left: number,
  values: readonly (readonly unknown[])[],
  isFormula: (row: number, col: number) => boolean,
  recorded = "",
): string {
  return readBack("g2", top, left, values, recorded, (f, row, col, v) => {
    if (isFormula(row, col)) f.formula(row, col, 0);
    else f.value(row, col, v);
  });
}
