/**
 * Rectangles of cells and their A1 addresses: the writer sends every format, number format and
 * value as a few rectangular ranges, never cell by cell.
 */
import { address, columnName } from "../workbook/formula";

/** A rectangle of cells, 1-based and inclusive. */
export interface Rect {
  readonly row: number;
  readonly col: number;
  readonly row2: number;
  readonly col2: number;
}

/** "B7" or "B7:D12". */
export function rectAddress(r: Rect): string {
  const a = address(r.row, r.col);
  return r.row === r.row2 && r.col === r.col2 ? a : `${a}:${address(r.row2, r.col2)}`;
}

/** "B:D" — whole columns. */
export function columnsAddress(col: number, col2: number): string {
  return `${columnName(col)}:${columnName(col2)}`;
}

/**
 * Groups cells by a key into a few rectangles per key that cover exactly the cells of the key.
 * Rectangles of one key may overlap (harmless: the same value is set twice), which keeps them
 * few: from each cell not yet covered (row by row), as far right as the key goes, then as far
 * down as the whole width goes.
 */
export class RectGrouper<K> {
  private readonly byKey = new Map<K, Set<number>>();

  add(key: K, row: number, col: number): void {
    let cells = this.byKey.get(key);
    if (cells === undefined) {
      cells = new Set();
      this.byKey.set(key, cells);
    }
    cells.add(cellKey(row, col));
  }

  /** Every key with its rectangles (keys in the order first seen, rectangles top-left first). */
  rectangles(): Map<K, Rect[]> {
    const out = new Map<K, Rect[]>();
    for (const [key, cells] of this.byKey) {
      const covered = new Set<number>();
      const rects: Rect[] = [];
      for (const k of [...cells].sort((a, b) => a - b)) {
        if (covered.has(k)) continue;
        const row = Math.floor(k / COLS) + 1;
        const col = (k % COLS) + 1;
        let col2 = col;
        while (cells.has(cellKey(row, col2 + 1))) col2++;
        let row2 = row;
        for (;;) {
          let full = true;
          for (let c = col; c <= col2 && full; c++) full = cells.has(cellKey(row2 + 1, c));
          if (!full) break;
          row2++;
        }
        for (let r = row; r <= row2; r++) for (let c = col; c <= col2; c++) covered.add(cellKey(r, c));
        rects.push({ row, col, row2, col2 });
      }
      out.set(key, rects);
    }
    return out;
  }
}

/** Columns in a sheet (Excel's largest), for numbering cells row by row. */
const COLS = 16384;

function cellKey(row: number, col: number): number {
  return (row - 1) * COLS + (col - 1);
}

/** Bytes of a string in UTF-8 (what a request carries), without TextEncoder. */
export function utf8Length(s: string): number {
  let n = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x80) n += 1;
    else if (c < 0x800) n += 2;
    else if (c >= 0xd800 && c <= 0xdbff) {
      n += 4;
      i++;
    } else n += 3;
  }
  return n;
}
