/** Writing protocols as the protocol CSV (docs/contracts.md; the same columns `pref score` reads). */
import { formatEntry } from "../core/entry";
import {
  isSeat,
  Protocol,
  PROTOCOL_CSV_COLUMNS,
  type ProtocolCsvColumn,
  type ProtocolRow,
} from "../core/protocol";
import { csvField, csvNumberOrText } from "./csv-write";

function cell(v: string | number | null | undefined): string {
  return typeof v === "string" ? csvNumberOrText(v) : csvField(v);
}

/** The value of one column of a row. */
function value(column: ProtocolCsvColumn, board: number, r: ProtocolRow): string | number | null | undefined {
  if (isSeat(column)) return r.seats[column]?.player;
  switch (column) {
    case "board":
      return board;
    case "round":
      return r.round;
    case "table":
      return r.table;
    case "dealer":
      return r.dealer;
    case "contract":
      return r.contract;
    case "declarer":
      return r.declarer;
    case "declarer_tricks":
      return r.declarerTricks;
    case "defender1":
      return r.defender1;
    case "defender1_tricks":
      return r.defender1Tricks;
    case "defender2":
      return r.defender2;
    case "defender2_tricks":
      return r.defender2Tricks;
    case "group":
      return r.group;
    case "assigned":
      return r.assigned === true ? "1" : "";
    case "N_whists":
    case "E_whists":
    case "S_whists":
    case "W_whists": {
      const s = r.seats[column.slice(0, 1) as "N" | "E" | "S" | "W"];
      return s === undefined ? "" : formatEntry(s.entry);
    }
  }
}

/** The protocols as CSV text, one row per table result. */
export function protocolsToCsv(protocols: readonly Protocol[]): string {
  // The `assigned` column is written only when a row needs it, so plain files keep the usual header.
  const anyAssigned = protocols.some((p) => p.rows.some((r) => r.assigned === true));
  const columns = PROTOCOL_CSV_COLUMNS.filter((c) => anyAssigned || c !== "assigned");
  const lines = [columns.join(",")];
  for (const p of protocols) {
    for (const r of p.rows) lines.push(columns.map((c) => cell(value(c, p.board, r))).join(","));
  }
  return lines.join("\n") + "\n";
}
