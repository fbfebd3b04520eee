/**
 * A simulated session for the demo and for tests: every table of a schedule gets a plausible
 * zero-sum row of whists, the same deal giving similar rows at every table (as duplicate does).
 */
import { Protocol, ProtocolRow, Seat, SeatResult, SEATS } from "./protocol";
import { fromInt } from "./rational";
import { Random } from "./random";

/** What the simulator needs of a movement: who sits where, and which set each table plays. */
export interface ScheduleLike {
  readonly schedule: readonly {
    readonly round: number;
    readonly tables: readonly ({ readonly table: number; readonly set: number } & Readonly<
      Record<Seat, number | null>
    >)[];
  }[];
}

/** The dealer of deal n by the usual rotation: N for deal 1, E for 2, S, W, then round again. */
export function defaultDealer(board: number): Seat {
  return SEATS[(board - 1) % 4];
}

/** A random zero-sum vector over `k` places, each a multiple of `step` within about ±spread. */
function zeroSum(k: number, spread: number, step: number, rnd: Random): number[] {
  const v = Array.from({ length: k }, () => rnd.int(-spread, spread) * step);
  const total = v.reduce((a, b) => a + b, 0);
  v[k - 1] -= total;
  return v;
}

/**
 * Protocols for a whole schedule, one per set (deal numbers = set numbers), rows in round order.
 * Deterministic for a given generator state.
 */
export function simulateProtocols(m: ScheduleLike, rnd: Random): Protocol[] {
  const par = new Map<number, number[]>();
  const rows = new Map<number, ProtocolRow[]>();
  for (const round of m.schedule) {
    for (const t of round.tables) {
      const present = SEATS.filter((s) => t[s] !== null);
      if (present.length < 2) continue;
      let base = par.get(t.set);
      if (base === undefined) {
        base = zeroSum(4, 12, 2, rnd);
        par.set(t.set, base);
      }
      const noise = zeroSum(present.length, 4, 1, rnd);
      const raw = present.map((s, i) => base[SEATS.indexOf(s)] + noise[i]);
      // Keep the row zero-sum over the seats that are there (a 3-handed table has one fewer).
      const drift = raw.reduce((a, b) => a + b, 0);
      raw[0] -= drift;
      const seats: Partial<Record<Seat, SeatResult>> = {};
      present.forEach((s, i) => {
        seats[s] = { player: t[s] as number, entry: { kind: "whists", whists: fromInt(raw[i]) } };
      });
      const row: ProtocolRow = {
        round: round.round,
        table: t.table,
        group: null,
        dealer: defaultDealer(t.set),
        seats,
      };
      const list = rows.get(t.set);
      if (list === undefined) rows.set(t.set, [row]);
      else list.push(row);
    }
  }
  return [...rows.entries()].sort((a, b) => a[0] - b[0]).map(([board, r]) => ({ board, rows: r }));
}
