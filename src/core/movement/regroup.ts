/**
 * The seed's first procedure, "regroup": play 3 at a table instead of 4. A movement for one table
 * more is played with its highest-numbered players missing; a table that would hold one of them
 * plays 3-handed with seat W empty. In a lines-kept movement those players are the end of line W,
 * so W is the empty seat anyway and they never meet one another; elsewhere the W player moves into
 * the empty seat. Nobody rests.
 */
import type { Movement, TableAssignment } from "./types";
import { SEATS } from "./types";

/** Why `base` cannot be played by `players` this way (two missing players would share a table), or undefined. */
export function regroupUnfit(base: Movement, players: number): string | undefined {
  for (const round of base.schedule) {
    for (const t of round.tables) {
      const missing = SEATS.filter((s) => {
        const p = t[s];
        return p !== null && p > players;
      });
      if (missing.length > 1) {
        return `two of the missing players would share a table in round ${round.round} of the ${base.method} movement for ${base.tables} tables, leaving it 2-handed`;
      }
    }
  }
  return undefined;
}

/** `base` played by its first `players` players, tables with a missing player 3-handed (check `regroupUnfit`). */
export function withEmptySeats(base: Movement, players: number): Movement {
  const schedule = base.schedule.map((round) => ({
    round: round.round,
    resting: round.resting.filter((p) => p <= players),
    tables: round.tables.map((t): TableAssignment => {
      const seats = SEATS.map((s) => {
        const p = t[s];
        return p !== null && p > players ? null : p;
      });
      const empty = seats.findIndex((p, i) => p === null && t[SEATS[i]] !== null);
      if (empty >= 0 && empty !== 3) {
        seats[empty] = seats[3];
        seats[3] = null;
      }
      return { table: t.table, set: t.set, N: seats[0], E: seats[1], S: seats[2], W: seats[3] };
    }),
  }));
  return { ...base, players, method: "regroup", base: base.method, schedule };
}
