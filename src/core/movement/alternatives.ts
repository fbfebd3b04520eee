/**
 * The alternatives a director is shown beside a movement: every family that can seat the players
 * at the requested table size, then at the other size (tables of 3 are only chosen when asked for,
 * but a perfect movement with tables of 3 is worth mentioning), each measured and ranked by the
 * advice order (advice.ts). Families that come out the same to the director (28 players: the
 * simple rotation, the field, the search and the skip all make one perfect 7-table movement) are
 * listed once.
 */
import { compareCandidates, evenMeetings, playsEverySetOnce, type Candidate } from "./advice";
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
  /** Criterion 1 of the advice order: nobody rests, everybody plays every set once. */
  readonly everySetOnce: boolean;
  /**
   * Criterion 2: how often every pair that can meet (cross-line when lines are kept, else all)
   * meets, when that is the same for every such pair; else null.
   */
  readonly evenMeetings: number | null;
  /** Share of the pairs (cross-line when lines are kept, else all) that meet exactly once. */
  readonly metOnceShare: number;
  readonly metOnce: number;
  readonly pairs: number;
  readonly tables: number;
  readonly rounds: number;
  readonly sets: number;
  /** The most rounds one player rests. */
  readonly rests: number;
  readonly threeHandedTables: number;
  /** The best of its table size by the advice order (what `auto` picks). */
  readonly best: boolean;
  /** The movement shown (same family, table size and tables). */
  readonly chosen: boolean;
}

/**
 * Every family for `players`: the requested size first, best first, then the other size; of
 * families the director cannot tell apart (same figures), the best one — or the one shown.
 */
export function movementAlternatives(players: number, tableSize: TableSize, shown?: Movement): Alternative[] {
  const sizes: TableSize[] = tableSize === 4 ? [4, 3] : [3, 4];
  const out: Alternative[] = [];
  for (const size of sizes) {
    const ranked = familyMovements(players, size)
      .sort(compareCandidates)
      .map((c, i) => alternative(c, i === 0, shown));
    const kept = new Map<string, number>();
    for (const a of ranked) {
      const key = seenAs(a);
      const at = kept.get(key);
      if (at === undefined) {
        kept.set(key, out.length);
        out.push(a);
      } else if (a.chosen) out[at] = { ...a, best: out[at].best };
    }
  }
  return out;
}

/** What the director sees of an alternative: everything but how it was constructed. */
function seenAs(a: Alternative): string {
  return JSON.stringify([
    a.tableSize,
    a.tables,
    a.rounds,
    a.sets,
    a.rests,
    a.threeHandedTables,
    a.perfect,
    a.linesKept,
    a.everySetOnce,
    a.evenMeetings,
    a.metOnce,
    a.pairs,
  ]);
}

function alternative(c: Candidate, best: boolean, shown: Movement | undefined): Alternative {
  const { movement: m, quality: q } = c;
  return {
    method: m.method,
    ...(m.base === undefined ? {} : { base: m.base }),
    tableSize: m.tableSize,
    perfect: q.perfect,
    linesKept: q.linesKept,
    everySetOnce: playsEverySetOnce(c),
    evenMeetings: evenMeetings(q),
    metOnceShare: q.metOnceShare,
    metOnce: q.metOnce,
    pairs: q.pairs,
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
