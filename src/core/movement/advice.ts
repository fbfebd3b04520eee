/**
 * Movement advice: the one order by which `auto` picks a family and the alternatives are listed.
 *
 * 1. Lines kept and every set played once — every player keeps his seat (a 3-handed table's
 *    players excepted, see dealer.ts), nobody rests, nobody repeats a set, everybody plays every set.
 * 2. Then the larger share of pairs that meet exactly once (cross-line pairs when lines are kept).
 * 3. Then the fewest rests (the most rounds one player rests).
 * Ties: fewer 3-handed tables, then the order of METHOD_NAMES (the simpler, known family first).
 *
 * One exception: a count with a special scheme of the seed's table (8, 9, 12, 13, 16 players at
 * tables of 4; 6 or 9 at tables of 3) keeps it. Those schemes trade kept lines for meetings spread
 * evenly over a long session (13 players: every pair meets 3 times in 13 rounds), which the order
 * does not measure; the others are listed beside them as alternatives.
 */
import { METHOD_NAMES, type Movement, type MovementQuality } from "./types";

/** A family's movement for a count, measured. */
export interface Candidate {
  readonly movement: Movement;
  readonly quality: MovementQuality;
}

/** Lines kept and every set played exactly once by every player (criterion 1 of the order). */
export function keepsLinesAndSets(c: Candidate): boolean {
  const { movement: m, quality: q } = c;
  return (
    q.problems.length === 0 && q.linesKept && q.repeatedSets === 0 && q.rests.max === 0 && m.rounds === m.sets
  );
}

/** Negative when `a` is better than `b` by the advice order, positive when worse, 0 when equal. */
export function compareCandidates(a: Candidate, b: Candidate): number {
  const first = Number(keepsLinesAndSets(b)) - Number(keepsLinesAndSets(a));
  if (first !== 0) return first;
  // metOnce/pairs compared exactly by cross-multiplying (pairs ≤ 10⁶, products stay exact).
  const share = b.quality.metOnce * a.quality.pairs - a.quality.metOnce * b.quality.pairs;
  if (share !== 0) return share;
  const rests = a.quality.rests.max - b.quality.rests.max;
  if (rests !== 0) return rests;
  const threeHanded = a.quality.threeHandedTables - b.quality.threeHandedTables;
  if (threeHanded !== 0) return threeHanded;
  return METHOD_NAMES.indexOf(a.movement.method) - METHOD_NAMES.indexOf(b.movement.method);
}

/** The best candidate by the advice order (the first of equals), or undefined for none. */
export function bestCandidate(candidates: readonly Candidate[]): Candidate | undefined {
  let best: Candidate | undefined;
  for (const c of candidates) if (best === undefined || compareCandidates(c, best) < 0) best = c;
  return best;
}
