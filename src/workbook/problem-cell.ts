/**
 * Where a problem of the protocol checks (or of reading a protocol) is in the session workbook: the
 * protocol sheet of its deal and the cell of its row and column, so the task pane can select it
 * when the director clicks the problem. Pure: from the session's layout or the sheets read back,
 * no Excel.
 */
import { SEATS } from "../core/protocol";
import type { Problem } from "../core/result";
import { address, columnName } from "./formula";
import {
  columnOfCsv,
  PROTOCOL_COLUMNS as C,
  PROTOCOL_ROWS as R,
  PROTOCOL_TITLE as T,
  seatColumns,
} from "./protocol-columns";
import type { SessionLayout } from "./types";

/** A cell of the workbook: the sheet's name and the A1 address. */
export interface WorkbookCell {
  readonly sheet: string;
  readonly address: string;
}

/** The sheet column of a problem's column name ("N", "E_whists", "contract" …); null when unknown. */
export function protocolColumn(name: string | undefined): number | null {
  return name === undefined ? null : columnOfCsv(name);
}

/** Where a session's deals are, as far as the caller knows. */
export interface DealSheets {
  /** The protocol sheet of a deal. */
  sheetOf(board: number): string | undefined;
  /** The sheet row of a deal's round and table, when the session's layout is known. */
  rowOf?(board: number, round: number, table: number): number | undefined;
}

/**
 * The cell of a problem, the one answer for the builder's plan and the pane's read-back: its sheet
 * (the one it names, or its deal's protocol sheet) and, on it, the title's dealer or deal cell
 * when it names those; else its row (the sheet row it names or, for a result still missing, the
 * row of its round and table) and its column — the contract cell of a row missing its result (the
 * first cell to type), the row's seats when it names no column (the zero sum: one of the whists
 * is wrong). The title when no row is known; null when no sheet is.
 */
export function cellOfProblem(p: Problem, deals: DealSheets): WorkbookCell | null {
  const board = p.at.board;
  const sheet = p.at.sheet ?? (board === undefined ? undefined : deals.sheetOf(board));
  if (sheet === undefined) return null;
  const at = (row: number, col: number): WorkbookCell => ({ sheet, address: address(row, col) });
  if (p.at.column === "dealer") return at(R.title, T.dealer);
  if (p.at.column === "board") return at(R.title, T.deal);
  let row = p.at.sheet !== undefined ? p.at.line : undefined;
  const round = p.params?.round;
  const table = p.params?.table;
  if (row === undefined && board !== undefined && typeof round === "number" && typeof table === "number")
    row = deals.rowOf?.(board, round, table);
  if (row === undefined || row < R.first) return at(R.title, T.label);
  const col = protocolColumn(p.at.column);
  if (col !== null) return at(row, col);
  if (p.code === "missing-result") return at(row, C.contract);
  const first = seatColumns(SEATS[0]).player;
  const last = seatColumns(SEATS[SEATS.length - 1]).mp;
  return { sheet, address: `${columnName(first)}${row}:${columnName(last)}${row}` };
}

/** The cell of a problem in a session built from this layout (cellOfProblem). */
export function problemCell(layout: SessionLayout, p: Problem): WorkbookCell | null {
  const dealOf = (board: number) => layout.deals.find((d) => d.deal === board);
  return cellOfProblem(p, {
    sheetOf: (board) => dealOf(board)?.sheet,
    rowOf: (board, round, table) =>
      dealOf(board)?.rows.find((r) => r.round === round && r.table === table)?.sheetRow,
  });
}
