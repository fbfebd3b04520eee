/**
 * The protocol (traveller) of one deal, as the seed draws it: one row per table that played the
 * deal, with each seat's player number and result. Only what scoring needs is required; the
 * contract and tricks are kept for the checks and the workbook.
 */
import { Rational } from "./rational";

/** The four seats; a line is everybody who sat in one seat on one deal. */
export type Seat = "N" | "E" | "S" | "W";

/** Seats in protocol order. */
export const SEATS: readonly Seat[] = ["N", "E", "S", "W"];

/** Whether a string names a seat. */
export function isSeat(s: string): s is Seat {
  return s === "N" || s === "E" || s === "S" || s === "W";
}

/** A seat's whists column in the protocol CSV ("N_whists"). */
export type WhistsColumn = `${Seat}_whists`;

/** The whists column of a seat. */
export function whistsColumn(seat: Seat): WhistsColumn {
  return `${seat}_whists`;
}

/**
 * The protocol CSV's column names in the order the CLI writes them (docs/contracts.md). Only
 * `board` and one seat pair are required; `assigned` is written only when a row is assigned. The
 * protocol sheet names its typed columns with these names, so a sheet read back goes through the
 * CSV's reader.
 */
export const PROTOCOL_CSV_COLUMNS: readonly ProtocolCsvColumn[] = [
  "board",
  "round",
  "table",
  "dealer",
  "contract",
  "declarer",
  "declarer_tricks",
  "defender1",
  "defender1_tricks",
  "defender2",
  "defender2_tricks",
  ...SEATS.flatMap((s): (Seat | WhistsColumn)[] => [s, whistsColumn(s)]),
  "group",
  "assigned",
];

/** A column name of the protocol CSV. */
export type ProtocolCsvColumn =
  | "board"
  | "round"
  | "table"
  | "dealer"
  | "contract"
  | "declarer"
  | "declarer_tricks"
  | "defender1"
  | "defender1_tricks"
  | "defender2"
  | "defender2_tricks"
  | Seat
  | WhistsColumn
  | "group"
  | "assigned";

/**
 * An artificial adjusted result (seed §11.2B1): average-minus (40% of the top), average (50%),
 * average-plus (the greater of 60% and the player's own percentage), or an explicit percentage.
 */
export type Adjustment =
  | { readonly kind: "avg-minus" }
  | { readonly kind: "avg" }
  | { readonly kind: "avg-plus" }
  | { readonly kind: "percent"; readonly percent: Rational };

/**
 * What is written in a seat's whist cell: whists, an adjusted result, a cancelled result, or
 * nothing (not played). A cancelled result (seed §11.6B: the second result of a player who played
 * the deal again) takes no part in the comparisons and adds nothing to the player's max, like a
 * deal not played — but it is the director's ruling, so it is listed among the corrections and the
 * "deal played twice" check accepts the row.
 */
export type Entry =
  | { readonly kind: "whists"; readonly whists: Rational }
  | { readonly kind: "adjusted"; readonly adjustment: Adjustment }
  | { readonly kind: "cancelled" }
  | { readonly kind: "none" };

/** A seat of a protocol row: who sat there and what he scored. */
export interface SeatResult {
  readonly player: number;
  readonly entry: Entry;
}

/** One row of a protocol: one table's result on the deal. */
export interface ProtocolRow {
  readonly round?: number;
  readonly table?: number;
  /** Fouled-deal group; rows with different labels are scored apart. null = the one group. */
  readonly group: string | null;
  readonly dealer?: Seat;
  readonly contract?: string;
  readonly declarer?: Seat;
  readonly declarerTricks?: number;
  readonly defender1?: Seat;
  readonly defender1Tricks?: number;
  readonly defender2?: Seat;
  readonly defender2Tricks?: number;
  /** An assigned result (seed §11.2B2): the sides' whists need not sum to zero. */
  readonly assigned?: boolean;
  /** A seat nobody sat in (3-handed table, 2-seat import) is absent. */
  readonly seats: Readonly<Partial<Record<Seat, SeatResult>>>;
  /** Where the row came from (CSV line or sheet row), for messages. */
  readonly source?: { readonly file?: string; readonly sheet?: string; readonly line?: number };
}

/** The protocol of one deal. */
export interface Protocol {
  readonly board: number;
  readonly rows: readonly ProtocolRow[];
}

/**
 * A director's fine (seed §12), taken off the player's total. `points` are matchpoints, or — with
 * `unit: "percent"` — a percentage of the session's full top: the top of a complete line,
 * 2·(E − 1) for the largest number E of tables that play one deal (so "25%" of a session where
 * 7 tables play each deal is 0.25 · 12 = 3 MP, the bridge practice of a quarter of a top).
 */
export interface Penalty {
  readonly player: number;
  readonly points: Rational;
  readonly reason: string;
  /** "mp" (default): `points` are matchpoints; "percent": `points` are % of the full top. */
  readonly unit?: "mp" | "percent";
  /** In an event of several sessions: the session (1-based) it belongs to; absent = the event total. */
  readonly session?: number;
}

/**
 * A disqualification (seed §13.2.4): the player is removed from the ranking — he gets no place and
 * is listed as disqualified — while his opponents' results against him stand.
 */
export interface Disqualification {
  readonly player: number;
  readonly reason: string;
  /** In an event: the session (1-based) he is removed from; absent = disqualified from the event. */
  readonly session?: number;
}
