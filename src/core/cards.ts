/**
 * Personal score cards: for each player, every deal he sat at — round, table, seat, contract, his
 * whists (or the marker), his matchpoints and the line's top — and his totals, as the standings
 * give them. Built from a scored session; pure.
 */
import { Entry, Seat, SEATS } from "./protocol";
import { Rational } from "./rational";
import { SessionScore, Standing } from "./score";

/** One deal on a player's card. */
export interface CardLine {
  readonly board: number;
  readonly round?: number;
  readonly table?: number;
  readonly seat: Seat;
  readonly contract?: string;
  readonly entry: Entry;
  /** null when not played or cancelled. */
  readonly mp: Rational | null;
  readonly top: number;
}

/** A player's card: his standing (totals, place) and his deals in deal order. */
export interface ScoreCard {
  readonly standing: Standing;
  readonly lines: readonly CardLine[];
}

/** The score cards of every player in the standings, in player-number order. */
export function scoreCards(score: SessionScore): ScoreCard[] {
  const lines = new Map<number, CardLine[]>();
  for (const b of score.boards) {
    for (const r of b.rows) {
      for (const seat of SEATS) {
        const s = r.seats[seat];
        if (s === undefined) continue;
        let list = lines.get(s.player);
        if (list === undefined) {
          list = [];
          lines.set(s.player, list);
        }
        list.push({
          board: b.board,
          round: r.row.round,
          table: r.row.table,
          seat,
          contract: r.row.contract,
          entry: s.entry,
          mp: s.mp,
          top: s.top,
        });
      }
    }
  }
  return [...score.standings]
    .sort((a, b) => a.player - b.player)
    .map((standing) => ({ standing, lines: lines.get(standing.player) ?? [] }));
}
