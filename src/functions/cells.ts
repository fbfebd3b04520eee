/**
 * The cell conventions of Excel's custom functions, kept apart from Office so they can be tested
 * in Node: ranges arrive as 2-D arrays, blank cells as 0 or "" (by platform), optional arguments
 * as null. Errors come back as values — a Result for the whole call, a CellError for one cell of
 * a spilled array — and functions.ts turns them into CustomFunctions.Error.
 */
import { entryFromCell } from "../core/entry";
import { LineCell, scoreLine } from "../core/matchpoints";
import { Entry } from "../core/protocol";
import { toNumber } from "../core/rational";
import { error, fail, ok, Problem, Result } from "../core/result";

/** What Excel can hand a custom function in one cell. */
export type Cell = number | string | boolean | null | undefined;

/** An error to show in one cell of a spilled array: a Problem, shown as #VALUE! with its message. */
export type CellError = Problem;

/** One cell of a result: a number, text ("" = blank) or an error. */
export type OutCell = number | string | CellError;

/** Whether a cell of a result is a CellError. */
export function isCellError(v: unknown): v is CellError {
  return typeof v === "object" && v !== null && "code" in v && "message" in v;
}

/** The problem of an argument the functions cannot read; its message is what the cell shows. */
export function cellError(message: string): CellError {
  return error("function.value", message);
}

/** A call that fails on an argument it cannot read: #VALUE! with `message`. */
export function valueError(message: string): Result<never> {
  return fail([cellError(message)]);
}

/** Whether a "played" cell says the row holds a result: anything but blank, 0 or FALSE. */
function isMarked(v: Cell): boolean {
  return !(v === null || v === undefined || v === "" || v === 0 || v === false);
}

function isEmptyArg(v: unknown): boolean {
  return (
    v === null ||
    v === undefined ||
    (Array.isArray(v) &&
      v.length === 1 &&
      Array.isArray(v[0]) &&
      v[0].length === 1 &&
      (v[0][0] === null || v[0][0] === ""))
  );
}

/** Picks column c of a range that has either one column (shared by all lines) or one per line. */
function columnOf(range: readonly (readonly Cell[])[], c: number): Cell[] {
  return range.map((row) => (row.length === 1 ? row[0] : row[c]));
}

/**
 * Matchpoints of every line (column) of a protocol range, in the range's shape.
 * - `played` (optional, same height): a row holds a result only where this cell is not blank;
 *   without it, blank whist cells are not played (but a blank that Excel passed as 0 is 0 whists).
 * - `groups` (optional, same height): fouled-deal group labels; rows with different labels are
 *   matchpointed apart and factored to the whole line.
 * - `expected` (optional): how many rows the line should have (the tables that play the deal); when
 *   more than the results, the results are factored up by Neuberg's formula.
 */
export function matchpointsOfRange(
  whists: readonly (readonly Cell[])[],
  played: readonly (readonly Cell[])[] | null,
  groups: readonly (readonly Cell[])[] | null,
  expected: readonly (readonly Cell[])[] | null,
): Result<OutCell[][]> {
  const rows = whists.length;
  const cols = rows > 0 ? whists[0].length : 0;
  if (rows === 0 || cols === 0) return valueError("the whists range is empty");
  const usePlayed = played !== null && !isEmptyArg(played);
  const useGroups = groups !== null && !isEmptyArg(groups);
  const useExpected = expected !== null && !isEmptyArg(expected);
  if (usePlayed && played.length !== rows) {
    return valueError(`"played" has ${played.length} rows; it must have as many as the whists (${rows})`);
  }
  if (usePlayed && played[0].length !== 1 && played[0].length !== cols) {
    return valueError(`"played" must have one column or as many as the whists (${cols})`);
  }
  if (useGroups && groups.length !== rows) {
    return valueError(`"groups" has ${groups.length} rows; it must have as many as the whists (${rows})`);
  }
  if (useExpected && expected.flat().length !== 1 && expected.flat().length !== cols) {
    return valueError(`"expected" must be one number or one per whist column (${cols})`);
  }

  const out: OutCell[][] = whists.map((r) => r.map(() => ""));
  for (let c = 0; c < cols; c++) {
    const playedCol = usePlayed ? columnOf(played, c) : null;
    const groupCol = useGroups ? columnOf(groups, c) : null;
    const lineRows: number[] = [];
    const cells: LineCell[] = [];
    const bad: number[] = [];
    for (let r = 0; r < rows; r++) {
      const v = whists[r][c];
      if (playedCol !== null && !isMarked(playedCol[r])) continue;
      const entry: Entry | null = entryFromCell(v);
      if (entry === null) {
        bad.push(r);
        out[r][c] = cellError(`row ${r + 1}: "${String(v)}" is not whists nor A+, A, A-, NN%`);
        continue;
      }
      if (entry.kind === "none") continue;
      const g = groupCol === null ? null : groupCol[r];
      lineRows.push(r);
      cells.push({ entry, group: g === null || g === undefined || g === "" || g === 0 ? null : String(g) });
    }
    if (bad.length > 0) {
      for (const r of lineRows)
        out[r][c] = cellError(`this line has an unreadable whist in row ${bad[0] + 1}`);
      continue;
    }
    let e = cells.length;
    if (useExpected) {
      const flat = expected.flat();
      const x = flat.length === 1 ? flat[0] : flat[c];
      if (typeof x !== "number" || !Number.isInteger(x) || x < 1) {
        for (const r of lineRows)
          out[r][c] = cellError(`"expected" must be a whole number of rows, not "${String(x)}"`);
        continue;
      }
      if (x < e) {
        for (const r of lineRows) out[r][c] = cellError(`the line has ${e} results but "expected" says ${x}`);
        continue;
      }
      e = x;
    }
    // Rows expected but not played take no part and score nothing; they only set E.
    const padded: LineCell[] = [
      ...cells,
      ...Array.from({ length: e - cells.length }, () => ({ entry: { kind: "none" } as Entry, group: null })),
    ];
    const score = scoreLine(padded);
    lineRows.forEach((r, k) => {
      const mp = score.mp[k];
      out[r][c] = mp === null ? "" : toNumber(mp);
    });
  }
  return ok(out);
}

/** The top of a line of n results, 2·(n − 1), or an error for a count that is not a whole number ≥ 1. */
export function topOf(n: Cell): Result<number> {
  if (typeof n !== "number" || !Number.isInteger(n) || n < 1) {
    return valueError(`the number of results must be a whole number from 1, not "${String(n)}"`);
  }
  return ok(2 * (n - 1));
}
