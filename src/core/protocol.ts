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

/**
 * An artificial adjusted result (seed §11.2B1): average-minus (40% of the top), average (50%),
 * average-plus (the greater of 60% and the player's own percentage), or an explicit percentage.
 */
export type Adjustment =
  | { readonly kind: "avg-minus" }
  | { readonly kind: "avg" }
  | { readonly kind: "avg-plus" }
  | { readonly kind: "percent"; readonly percent: Rational };

/** What is written in a seat's whist cell: whists, an adjusted result, or nothing (not played). */
export type Entry =
  | { readonly kind: "whists"; readonly whists: Rational }
  | { readonly kind: "adjusted"; readonly adjustment: Adjustment }
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

/** A director's fine in matchpoints, taken off the player's total. */
export interface Penalty {
  readonly player: number;
  readonly points: Rational;
  readonly reason: string;
}
