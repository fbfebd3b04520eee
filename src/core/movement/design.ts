/**
 * The shape shared by the families that keep lines: for every round and table, which player of
 * each line sits there and which set is played. Players of line L are numbered L·T + i + 1 (line N
 * first), so the N player of table t is player t and round 1 at table 1 reads 1, T+1, 2T+1, 3T+1.
 */
import type { MethodName, Movement, RoundPlan, TableAssignment, TableSize } from "./types";

/** A lines-kept movement as arrays (internal: the families build these, `toMovement` publishes). */
export interface LineDesign {
  readonly tables: number;
  /** 4 lines (N, E, S, W) or 3 (N, E, S — tables of 3). */
  readonly lines: TableSize;
  readonly rounds: number;
  readonly sets: number;
  /** `at[L][r·T + t]`: 0-based index of line L's player at table t in round r (all 0-based). */
  readonly at: readonly Int32Array[];
  /** `set[r·T + t]`: 0-based set played at table t in round r. */
  readonly set: Int32Array;
}

/** An empty design to fill: N already at its own table every round. */
export function emptyDesign(tables: number, lines: TableSize, rounds: number, sets: number): LineDesign {
  const at: Int32Array[] = [];
  for (let L = 0; L < lines; L++) at.push(new Int32Array(rounds * tables));
  for (let r = 0; r < rounds; r++) for (let t = 0; t < tables; t++) at[0][r * tables + t] = t;
  return { tables, lines, rounds, sets, at, set: new Int32Array(rounds * tables) };
}

/**
 * A design where every line moves as a block: line L's player i sits at table i + offset[L][r]
 * (mod T) and table t plays set t + r — the seed's rotation with any per-round moves (cyclic, skip,
 * search). `offset[0]` (N) is all zeros.
 */
export function shiftDesign(tables: number, lines: TableSize, offset: readonly Int32Array[]): LineDesign {
  const T = tables;
  const design = emptyDesign(T, lines, T, T);
  for (let r = 0; r < T; r++) {
    for (let t = 0; t < T; t++) {
      design.set[r * T + t] = (t + r) % T;
      for (let L = 1; L < lines; L++) {
        const i = (t - offset[L][r]) % T;
        design.at[L][r * T + t] = i < 0 ? i + T : i;
      }
    }
  }
  return design;
}

/** The number of line L's player i (0-based line and index) in a design with T tables. */
export function linePlayer(L: number, i: number, tables: number): number {
  return L * tables + i + 1;
}

/** Publishes a design as a Movement (all rounds; an early stop is applied later). */
export function toMovement(design: LineDesign, method: MethodName): Movement {
  return {
    players: design.lines * design.tables,
    tables: design.tables,
    tableSize: design.lines,
    rounds: design.rounds,
    sets: design.sets,
    method,
    fullRounds: design.rounds,
    setCopies: 1,
    schedule: designSchedule([design], design.lines),
  };
}

/**
 * The schedule of one or more designs side by side (rooms): tables are numbered on across the
 * designs, players keep the global line numbering (line L of all rooms together), and every room
 * plays the same set numbers. All designs are cut to the shortest one's rounds.
 */
export function designSchedule(designs: readonly LineDesign[], lines: TableSize): RoundPlan[] {
  const totalTables = designs.reduce((n, d) => n + d.tables, 0);
  const rounds = Math.min(...designs.map((d) => d.rounds));
  const schedule: RoundPlan[] = [];
  for (let r = 0; r < rounds; r++) {
    const tables: TableAssignment[] = [];
    let first = 0;
    for (const d of designs) {
      const T = d.tables;
      for (let t = 0; t < T; t++) {
        const cell = r * T + t;
        const seat = (L: number): number | null =>
          L < lines ? linePlayer(L, first + d.at[L][cell], totalTables) : null;
        tables.push({
          table: first + t + 1,
          set: d.set[cell] + 1,
          N: seat(0),
          E: seat(1),
          S: seat(2),
          W: seat(3),
        });
      }
      first += T;
    }
    schedule.push({ round: r + 1, resting: [], tables });
  }
  return schedule;
}
