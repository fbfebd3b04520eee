/**
 * The movement as the reference of who plays a deal: a table the movement sends to a deal but
 * whose row is absent from the protocol gets its row, with the movement's players and no results,
 * so an absent row scores exactly like the same row present and blank — "not played" at that
 * table, the line factored to every table the movement says plays the deal (seed §8, Neuberg).
 */
import { placeOf, setOf, tablesPlaying } from "./checks/people-checks";
import { Movement } from "./movement";
import { Protocol, ProtocolRow, Seat, SeatResult, SEATS } from "./protocol";

/** The protocols with a blank row for every table of the movement that plays the deal but has none. */
export function withExpectedRows(
  protocols: readonly Protocol[],
  movement: Movement,
  dealsPerSet = 1,
): Protocol[] {
  return protocols.map((p) => {
    const set = setOf(p.board, dealsPerSet);
    const present = new Set(p.rows.map((r) => placeOf(movement, set, r)?.t).filter((t) => t !== undefined));
    const added: ProtocolRow[] = [];
    for (const { round, t } of tablesPlaying(movement, set)) {
      if (present.has(t)) continue;
      const seats: Partial<Record<Seat, SeatResult>> = {};
      for (const s of SEATS) {
        const player = t[s];
        if (player !== null) seats[s] = { player, entry: { kind: "none" } };
      }
      added.push({ round, table: t.table, group: null, seats });
    }
    return added.length === 0 ? p : { board: p.board, rows: [...p.rows, ...added] };
  });
}
