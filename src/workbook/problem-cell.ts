/**
 * Where a problem of the protocol checks (or of reading a protocol) is in the session workbook: the
 * protocol sheet of its deal and the cell of its row and column, so the task pane can select it
 * when the director clicks the problem. Pure: from the session's layout, no Excel.
 */
import { SEATS } from "../core/protocol";
import type { Problem } from "../core/result";
import { address } from "./formula";
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

/**
 * The cell of a problem: its deal's protocol sheet (or the sheet it names), the row it names (a
 * sheet row) or — for a result still missing — the row of its round and table, and its column;
 * a row without a column points at the row's Check cell (the zero sum) or, for a missing result,
 * at N's whists. Null when the problem names no deal of this session.
 */
export function problemCell(layout: SessionLayout, p: Problem): WorkbookCell | null {
  const deal = layout.deals.find((d) => d.deal === p.at.board);
  if (deal === undefined) return null;
  const sheet = p.at.sheet ?? deal.sheet;
  let row: number | undefined = p.at.sheet !== undefined ? p.at.line : undefined;
  const round = p.params?.round;
  const table = p.params?.table;
  if (row === undefined && typeof round === "number" && typeof table === "number")
    row = deal.rows.find((r) => r.round === round && r.table === table)?.sheetRow;
  if (row === undefined) return { sheet, address: address(R.title, T.label) };
  let col = protocolColumn(p.at.column);
  if (col === null && p.code === "missing-result") col = seatColumns(SEATS[0]).whists;
  if (col === null) col = C.check;
  return { sheet, address: address(row, col) };
}
