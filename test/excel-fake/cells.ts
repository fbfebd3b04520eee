/**
 * Cells and addresses in the fake Excel (fake-excel.ts): the error Office.js reports, a rectangle
 * of cells, A1 addresses read and written as Excel does, and the sheets a formula refers to.
 */
import { columnName } from "../../src/workbook/formula";

/** An error as Office.js reports it: a message and a code. */
export class FakeExcelError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = "RichApi.Error";
  }
}

export interface CellRect {
  readonly row: number;
  readonly col: number;
  readonly row2: number;
  readonly col2: number;
}

/** Excel's largest sheet. */
export const MAX_ROWS = 1048576;
export const MAX_COLS = 16384;

/** "AB" → 28. */
export function colNumber(letters: string): number {
  let n = 0;
  for (const ch of letters.toUpperCase()) n = n * 26 + (ch.charCodeAt(0) - 64);
  return n;
}

/** "A1", "A1:C5", "B:D", "3:4" (with or without "$") as a rectangle. */
export function parseAddress(address: string): CellRect {
  const a = address.replace(/\$/g, "").replace(/^.*!/, "");
  let m = /^([A-Z]{1,3})(\d+)(?::([A-Z]{1,3})(\d+))?$/i.exec(a);
  if (m !== null) {
    const row = Number(m[2]);
    const col = colNumber(m[1]);
    const r: CellRect = {
      row,
      col,
      row2: m[4] === undefined ? row : Number(m[4]),
      col2: m[3] === undefined ? col : colNumber(m[3]),
    };
    if (r.row < 1 || r.row2 > MAX_ROWS || r.col < 1 || r.col2 > MAX_COLS || r.row2 < r.row || r.col2 < r.col)
      throw new FakeExcelError("InvalidArgument", `bad range address ${address}`);
    return r;
  }
  m = /^([A-Z]{1,3}):([A-Z]{1,3})$/i.exec(a);
  if (m !== null) return { row: 1, col: colNumber(m[1]), row2: MAX_ROWS, col2: colNumber(m[2]) };
  m = /^(\d+):(\d+)$/.exec(a);
  if (m !== null) return { row: Number(m[1]), col: 1, row2: Number(m[2]), col2: MAX_COLS };
  throw new FakeExcelError("InvalidArgument", `bad range address ${address}`);
}

/** "B7" or "B7:D9". */
export function addressOf(r: CellRect): string {
  const a = `${columnName(r.col)}${r.row}`;
  return r.row === r.row2 && r.col === r.col2 ? a : `${a}:${columnName(r.col2)}${r.row2}`;
}

/** A cell's number, row by row. */
export const key = (row: number, col: number): number => (row - 1) * MAX_COLS + (col - 1);

/** A sheet name as a formula writes it: quoted unless it is a plain name. */
export function quoteName(name: string): string {
  return /^[A-Za-z_][A-Za-z0-9_.]*$/.test(name) ? name : `'${name.replace(/'/g, "''")}'`;
}

/** The sheets a formula refers to (string literals skipped). */
export function sheetsReferred(formula: string): string[] {
  const body = formula.replace(/"(?:[^"]|"")*"/g, '""');
  const out: string[] = [];
  const re = /'((?:[^']|'')+)'!|([A-Za-z_\u0400-\u04FF][\w.\u0400-\u04FF]*)!/g;
  for (let m = re.exec(body); m !== null; m = re.exec(body))
    out.push(m[1] !== undefined ? m[1].replace(/''/g, "'") : m[2]);
  return out;
}
