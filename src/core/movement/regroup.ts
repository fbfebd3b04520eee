/**
 * The seed's first procedure, "regroup": play 3 at a table instead of 4. A movement for one table
 * more is played with its highest-numbered players missing; a table that would hold one of them
 * plays 3-handed. Its empty seat is the dealer's seat of the set it plays (dealer.ts): the player
 * who would sit there takes the missing player's seat for that round. In a lines-kept movement the
 * missing players are the end of line W, so they never meet one another. Nobody rests.
 */
import { dealerOfDeal, seatedForDealer } from "./dealer";
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
      const kept: TableAssignment = {
        table: t.table,
        set: t.set,
        N: seats[0],
        E: seats[1],
        S: seats[2],
        W: seats[3],
      };
      return seatedForDealer(kept, dealerOfDeal(t.set));
    }),
  }));
  return { ...base, players, method: "regroup", base: base.method, schedule };
}
