/**
 * The movement's public data: plain JSON-friendly objects, so a movement can be written to a
 * file, spilled into Excel or compared with a golden file as it is.
 */
import type { Problem } from "../result";

/** A seat at a table; a *line* is everybody who sat in one seat. */
export type Seat = "N" | "E" | "S" | "W";

/** The seats in table order. */
export const SEATS: readonly Seat[] = ["N", "E", "S", "W"];

/**
 * How a movement was made.
 * - `cyclic`: the seed's simple movement (N stays, E +1, S +2, W −2), tables prime to 6.
 * - `field`: the same idea over a finite field GF(q), q a prime power.
 * - `mols`: four published mutually orthogonal Latin squares (orders 12, 14, 15, 18, 20, 21, 24, 26, 28, 30).
 * - `product`: a direct product of two perfect movements (MacNeish).
 * - `rooms`: the field split into rooms, each with a perfect movement, all playing the same sets.
 * - `skip`: the seed's skip procedure with the skips chosen greedily.
 * - `search`: like `skip` (each line moves as a block), the moves found by a seeded search.
 * - `small`: a special scheme for a small field (8, 9, 12, 13, 16 players; 6 or 9 at tables of 3; one table).
 * - `rests`: a movement for the largest whole number of tables, with the surplus players taking
 *   turns to rest (their seats are taken by the players coming back from rest).
 * - `regroup`: a movement for one table more, some tables playing 3-handed (the dealer's seat of
 *   the set they play empty, see dealer.ts).
 */
export type MethodName =
  "cyclic" | "field" | "mols" | "product" | "rooms" | "skip" | "search" | "small" | "rests" | "regroup";

/** Every method name; `auto` ranks them by the advice order (advice.ts), ties in this order. */
export const METHOD_NAMES: readonly MethodName[] = [
  "cyclic",
  "field",
  "mols",
  "product",
  "small",
  "search",
  "skip",
  "rooms",
  "rests",
  "regroup",
];

/** The number of players at a full table. */
export type TableSize = 3 | 4;

/** One table in one round: the set it plays and who sits where (null = empty seat). */
export interface TableAssignment {
  readonly table: number;
  readonly set: number;
  readonly N: number | null;
  readonly E: number | null;
  readonly S: number | null;
  readonly W: number | null;
}

/** One round: the players resting and the tables in table order. */
export interface RoundPlan {
  readonly round: number;
  readonly resting: readonly number[];
  readonly tables: readonly TableAssignment[];
}

/** A room of a `rooms` movement: tables `firstTable` .. `firstTable + tables − 1`. */
export interface Room {
  readonly room: number;
  readonly firstTable: number;
  readonly tables: number;
  readonly method: MethodName;
}

/**
 * A movement: `schedule[r]` is round r + 1. Players are 1..players, tables 1..tables, sets
 * 1..sets. `setCopies` is how many tables may play one set in the same round (1 unless the
 * scheme needs duplicate boxes: rooms, and the small fields where every table plays the same
 * set). `fullRounds` is the complete movement's length; `rounds` is less after an early stop.
 */
export interface Movement {
  readonly players: number;
  readonly tables: number;
  readonly tableSize: TableSize;
  readonly rounds: number;
  readonly sets: number;
  readonly method: MethodName;
  /** For `rests` and `regroup`: the method of the movement underneath. */
  readonly base?: MethodName;
  readonly fullRounds: number;
  readonly setCopies: number;
  readonly rooms?: readonly Room[];
  readonly schedule: readonly RoundPlan[];
}

/** Options of `generateMovement`. */
export interface MovementOptions {
  /** Players at a full table: 4 (default) or 3 (seat W stays empty). */
  readonly tableSize?: number;
  /** Stop after this many rounds (announced before the start); default the full movement. */
  readonly rounds?: number;
  /** A method name, or "auto" (default) for the best one for this count. */
  readonly method?: string;
}

/** Smallest and largest of a count. */
export interface Range {
  readonly min: number;
  readonly max: number;
}

/**
 * What `validateMovement` found.
 *
 * `meetings` follows the docs/contracts.md contract: for every player, each opponent of the basis
 * (players of the other lines when lines are kept, everybody else otherwise) is counted under the
 * number of rounds the two sat at one table — so every pair counts twice, once from each side
 * (28 players, cyclic: `{ "0": 0, "1": 588 }`). `pairMeetings` counts each pair of all players
 * once. `metOnce` / `pairs` / `metOnceShare` count unordered pairs of the basis.
 */
export interface MovementQuality {
  readonly repeatedSets: number;
  readonly meetings: Readonly<Record<string, number>>;
  readonly pairMeetings: Readonly<Record<string, number>>;
  /** Every player sat in the same seat whenever he played. */
  readonly linesKept: boolean;
  /** Which pairs `metOnce` and `meetings` are about. */
  readonly shareBasis: "cross-line" | "all-pairs";
  readonly metOnce: number;
  readonly pairs: number;
  readonly metOnceShare: number;
  /** Rounds rested per player. */
  readonly rests: Range;
  /** Results per protocol: tables that played each set over the session. */
  readonly resultsPerSet: Range;
  /** Tables playing 3-handed in a 4-handed movement, over the session. */
  readonly threeHandedTables: number;
  /** Lines kept, nobody rests, every player plays every set once, every cross-line pair meets once. */
  readonly perfect: boolean;
  /** Structural faults; empty for a sound movement. */
  readonly problems: readonly Problem[];
}
