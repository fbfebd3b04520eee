/** Small builders for protocols in tests. */
import { parseEntry } from "../../src/core/entry";
import { Entry, Protocol, ProtocolRow, Seat, SeatResult } from "../../src/core/protocol";
import { Rational, toNumber } from "../../src/core/rational";

/** An entry from its text form; fails the test on bad text. */
export function e(text: string | number): Entry {
  const x = parseEntry(String(text));
  if (x === null) throw new Error(`bad entry ${text}`);
  return x;
}

/** A row: seats given as [player, whists-text]. */
export function row(
  seats: Partial<Record<Seat, [number, string | number]>>,
  group: string | null = null,
): ProtocolRow {
  const out: Partial<Record<Seat, SeatResult>> = {};
  for (const [s, v] of Object.entries(seats) as [Seat, [number, string | number]][])
    out[s] = { player: v[0], entry: e(v[1]) };
  return { group, seats: out };
}

/** A protocol from rows. */
export function protocol(board: number, rows: ProtocolRow[]): Protocol {
  return { board, rows };
}

/** Numbers of rationals (null kept). */
export function nums(xs: readonly (Rational | null)[]): (number | null)[] {
  return xs.map((x) => (x === null ? null : toNumber(x)));
}
