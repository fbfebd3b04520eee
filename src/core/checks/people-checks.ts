/**
 * Checks that need the whole session: a player who played a deal twice (seed §11.6B), rows that
 * do not fit the movement, and protocols with results still missing after the session.
 */
import { Movement, TableAssignment } from "../movement";
import { Protocol, ProtocolRow, SEATS } from "../protocol";
import { error, Problem, warning } from "../result";
import { Check, CheckInput, eachProtocol, rowAt } from "./types";

/**
 * A player with two results in one protocol: the second is to be cancelled (seed §11.6B). A seat
 * whose result the director has cancelled (the cancel marker, e.g. "X") is no second result.
 */
export const dealPlayedTwice: Check = {
  code: "deal-played-twice",
  severity: "error",
  title: "a player plays a deal once",
  run: eachProtocol((p) => {
    const first = new Map<number, ProtocolRow>();
    const out: Problem[] = [];
    for (const row of p.rows) {
      const inRow = new Set<number>();
      for (const s of SEATS) {
        const c = row.seats[s];
        if (c === undefined || c.entry.kind === "cancelled" || inRow.has(c.player)) continue;
        inRow.add(c.player);
        const before = first.get(c.player);
        if (before === undefined) {
          first.set(c.player, row);
          continue;
        }
        const where = before.source?.line !== undefined ? ` (first at line ${before.source.line})` : "";
        out.push(
          error(
            "deal-played-twice",
            `player ${c.player} played deal ${p.board} again${where}: cancel this result and give artificial scores (§11.6B)`,
            rowAt(p.board, row, s),
            { player: c.player, board: p.board, firstLine: before.source?.line ?? "" },
          ),
        );
      }
    }
    return out;
  }),
};

/** The set a deal is in. */
export function setOf(board: number, dealsPerSet: number): number {
  return Math.ceil(board / dealsPerSet);
}

/** The movement's tables that play a set, by round. */
export function tablesPlaying(m: Movement, set: number): { round: number; t: TableAssignment }[] {
  return m.schedule.flatMap((r) => r.tables.filter((t) => t.set === set).map((t) => ({ round: r.round, t })));
}

/** The movement's table where this row was played: by round and table, or else by its players. */
export function placeOf(
  m: Movement,
  set: number,
  row: ProtocolRow,
): { round: number; t: TableAssignment } | undefined {
  const candidates = tablesPlaying(m, set);
  if (row.round !== undefined && row.table !== undefined) {
    return candidates.find((c) => c.round === row.round && c.t.table === row.table);
  }
  return candidates.find((c) =>
    SEATS.some((s) => row.seats[s] !== undefined && c.t[s] === row.seats[s]?.player),
  );
}

/** Each row was played where the movement says: that table plays that deal, with those players. */
export const fitsMovement: Check = {
  code: "movement-mismatch",
  severity: "error",
  title: "rows fit the movement",
  run: ({ protocols, movement, dealsPerSet = 1 }) => {
    if (movement === undefined) return [];
    return protocols.flatMap((p) =>
      p.rows.flatMap((row): Problem[] => {
        const set = setOf(p.board, dealsPerSet);
        const place = placeOf(movement, set, row);
        if (place === undefined) {
          const at =
            row.round !== undefined && row.table !== undefined
              ? `table ${row.table} does not play deal ${p.board} in round ${row.round}`
              : `no table of the movement plays deal ${p.board} with these players`;
          return [
            error(
              "table-not-playing-deal",
              at,
              rowAt(p.board, row, row.table !== undefined ? "table" : undefined),
              row.round !== undefined && row.table !== undefined
                ? { board: p.board, round: row.round, table: row.table }
                : { board: p.board },
            ),
          ];
        }
        const out: Problem[] = [];
        for (const s of SEATS) {
          const c = row.seats[s];
          const planned = place.t[s];
          if (c === undefined || c.player === planned) continue;
          const should = planned === null ? `nobody sits ${s}` : `player ${planned} sits ${s}`;
          out.push(
            error(
              "movement-mismatch",
              `player ${c.player} in seat ${s}: by the movement ${should} at table ${place.t.table} in round ${place.round}`,
              rowAt(p.board, row, s),
              {
                player: c.player,
                seat: s,
                planned: planned ?? "",
                table: place.t.table,
                round: place.round,
              },
            ),
          );
        }
        return out;
      }),
    );
  },
};

/** After the session every table that plays a deal has its result in the protocol. */
export const complete: Check = {
  code: "missing-result",
  severity: "warning",
  title: "every table's result is in",
  run: ({ protocols, movement, dealsPerSet = 1 }: CheckInput) => {
    if (movement === undefined) return [];
    const byBoard = new Map<number, Protocol>(protocols.map((p) => [p.board, p]));
    const boards = new Set<number>(protocols.map((p) => p.board));
    for (let s = 1; s <= movement.sets; s++)
      for (let d = 1; d <= dealsPerSet; d++) boards.add((s - 1) * dealsPerSet + d);
    const out: Problem[] = [];
    for (const board of [...boards].sort((a, b) => a - b)) {
      const set = setOf(board, dealsPerSet);
      const rowAtTable = new Map<TableAssignment, ProtocolRow>();
      for (const row of byBoard.get(board)?.rows ?? []) {
        const place = placeOf(movement, set, row);
        if (place !== undefined) rowAtTable.set(place.t, row);
      }
      for (const { round, t } of tablesPlaying(movement, set)) {
        const row = rowAtTable.get(t);
        const played =
          row !== undefined && SEATS.some((s) => (row.seats[s]?.entry.kind ?? "none") !== "none");
        if (!played) {
          out.push(
            warning(
              "missing-result",
              `no result from table ${t.table}, round ${round}`,
              { board, ...(row?.source ?? {}) },
              { table: t.table, round },
            ),
          );
        }
      }
    }
    return out;
  },
};
