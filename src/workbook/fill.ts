/**
 * Matching results that were typed elsewhere (a protocol CSV, a simulation) to the rows of the
 * session's protocol sheets: by deal number and the players at the table. A row that does not fit
 * the movement is refused with its location, so nothing is filled in the wrong place.
 */
import type { Protocol, ProtocolRow } from "../core/protocol";
import { SEATS } from "../core/protocol";
import { error, fail, ok, type Location, type Problem, type Result } from "../core/result";
import type { SessionLayout } from "./types";

/** Results to write into the protocol sheets: deal → row index (in the deal's layout) → the row. */
export type SessionFill = ReadonlyMap<number, ReadonlyMap<number, ProtocolRow>>;

function where(row: ProtocolRow, deal: number): Location {
  return { file: row.source?.file, sheet: row.source?.sheet, line: row.source?.line, board: deal };
}

function seatsText(row: ProtocolRow): string {
  const given = SEATS.filter((s) => row.seats[s] !== undefined).map((s) => `${s} ${row.seats[s]?.player}`);
  return given.length === 0 ? "no players" : given.join(", ");
}

/**
 * Finds each protocol row's place in the session: the deal must be played and exactly one table
 * of it must seat the row's players (every seat the row names; its round and table when given).
 * Every misfit is reported; nothing is returned unless all rows fit.
 */
export function matchProtocols(session: SessionLayout, protocols: readonly Protocol[]): Result<SessionFill> {
  const problems: Problem[] = [];
  const fill = new Map<number, Map<number, ProtocolRow>>();
  const taken = new Map<string, ProtocolRow>();
  const byDeal = new Map(session.deals.map((d) => [d.deal, d]));
  const first = session.deals[0]?.deal ?? 0;
  const last = session.deals[session.deals.length - 1]?.deal ?? 0;
  for (const p of protocols) {
    const deal = byDeal.get(p.board);
    for (const row of p.rows) {
      if (deal === undefined) {
        problems.push(
          error(
            "fill.deal-not-played",
            `deal ${p.board} is not played in this session (deals ${first}–${last})`,
            where(row, p.board),
            { deal: p.board },
          ),
        );
        continue;
      }
      if (SEATS.every((s) => row.seats[s] === undefined)) {
        problems.push(
          error(
            "fill.no-players",
            `the row names no player, so its table cannot be found`,
            where(row, p.board),
          ),
        );
        continue;
      }
      const candidates: number[] = [];
      deal.rows.forEach((r, i) => {
        if (row.round !== undefined && row.round !== r.round) return;
        if (row.table !== undefined && row.table !== r.table) return;
        if (SEATS.every((s) => row.seats[s] === undefined || row.seats[s]?.player === r.players[s]))
          candidates.push(i);
      });
      if (candidates.length !== 1) {
        const rt = [
          row.round === undefined ? "" : ` in round ${row.round}`,
          row.table === undefined ? "" : ` at table ${row.table}`,
        ].join("");
        problems.push(
          error(
            candidates.length === 0 ? "fill.row-not-in-movement" : "fill.row-ambiguous",
            candidates.length === 0
              ? `${seatsText(row)} do not sit at one table${rt} playing this deal in the movement`
              : `${seatsText(row)} fit ${candidates.length} tables; give round and table`,
            where(row, p.board),
            candidates.length === 0
              ? { deal: p.board, seats: seatsText(row), round: row.round ?? "", table: row.table ?? "" }
              : { deal: p.board, seats: seatsText(row), count: candidates.length },
          ),
        );
        continue;
      }
      const i = candidates[0];
      const key = `${p.board}:${i}`;
      const before = taken.get(key);
      if (before !== undefined) {
        const r = deal.rows[i];
        problems.push(
          error(
            "fill.row-twice",
            `round ${r.round}, table ${r.table} already has a result` +
              (before.source?.line === undefined ? "" : ` (line ${before.source.line})`),
            where(row, p.board),
            { deal: p.board },
          ),
        );
        continue;
      }
      taken.set(key, row);
      let rows = fill.get(p.board);
      if (rows === undefined) {
        rows = new Map();
        fill.set(p.board, rows);
      }
      rows.set(i, row);
    }
  }
  return problems.length > 0 ? fail(problems) : ok(fill);
}
