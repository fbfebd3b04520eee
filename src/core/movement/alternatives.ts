/**
 * The alternatives a director is shown beside a movement: every family that can seat the players
 * at the requested table size, then at the other size (tables of 3 are only chosen when asked for,
 * but a perfect movement with tables of 3 is worth mentioning), each measured and ranked by the
 * advice order (advice.ts).
 */
import { compareCandidates, keepsLinesAndSets, type Candidate } from "./advice";
import { familyMovements } from "./generate";
import type { MethodName, Movement, TableSize } from "./types";

/** One family's movement for the count, as `pref movement` and the pane list it. */
export interface Alternative {
  readonly method: MethodName;
  /** For `rests` and `regroup`: the method underneath. */
  readonly base?: MethodName;
  readonly tableSize: TableSize;
  readonly perfect: boolean;
  /** Every player kept his seat (lines), so the share is of cross-line pairs; else of all pairs. */
  readonly linesKept: boolean;
  /** Criterion 1 of the advice order: lines kept and every set played once by everybody. */
  readonly linesAndSets: boolean;
  /** Share of the pairs (cross-line when lines are kept, else all) that meet exactly once. */
  readonly metOnceShare: number;
  readonly metOnce: number;
  readonly pairs: number;
  /** When every pair of players meets equally often (the special schemes): how often; else null. */
  readonly everyPairMeets: number | null;
  readonly tables: number;
  readonly rounds: number;
  readonly sets: number;
  /** The most rounds one player rests. */
  readonly rests: number;
  readonly threeHandedTables: number;
  /** The best of its table size by the advice order (what `auto` picks, special schemes aside). */
  readonly best: boolean;
  /** The movement shown (same family, table size and tables). */
  readonly chosen: boolean;
}

/** Every family for `players`: the requested size first, best first, then the other size. */
export function movementAlternatives(players: number, tableSize: TableSize, shown?: Movement): Alternative[] {
  const sizes: TableSize[] = tableSize === 4 ? [4, 3] : [3, 4];
  const out: Alternative[] = [];
  for (const size of sizes) {
    const ranked = familyMovements(players, size).sort(compareCandidates);
    ranked.forEach((c, i) => out.push(alternative(c, i === 0, shown)));
  }
  return out;
}

function alternative(c: Candidate, best: boolean, shown: Movement | undefined): Alternative {
  const { movement: m, quality: q } = c;
  return {
    method: m.method,
    ...(m.base === undefined ? {} : { base: m.base }),
    tableSize: m.tableSize,
    perfect: q.perfect,
    linesKept: q.linesKept,
    linesAndSets: keepsLinesAndSets(c),
    metOnceShare: q.metOnceShare,
    metOnce: q.metOnce,
    pairs: q.pairs,
    everyPairMeets: evenMeetings(q.pairMeetings),
    tables: m.tables,
    rounds: m.rounds,
    sets: m.sets,
    rests: q.rests.max,
    threeHandedTables: q.threeHandedTables,
    best,
    chosen:
      shown !== undefined &&
      shown.method === m.method &&
      shown.base === m.base &&
      shown.tableSize === m.tableSize &&
      shown.tables === m.tables,
  };
}

function evenMeetings(pairMeetings: Readonly<Record<string, number>>): number | null {
  const times = Object.keys(pairMeetings).filter((k) => pairMeetings[k] > 0);
  return times.length === 1 ? Number(times[0]) : null;
}
