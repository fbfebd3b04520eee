/**
 * Movement advice: the one order by which `auto` picks a family and the alternatives are listed.
 *
 * The pairs that *can* meet depend on the family's structure: when every player keeps his seat
 * (lines), players of one line compare their results and never meet, so the pairs are the
 * cross-line ones; when players change seats (the seed's special schemes), every pair can meet.
 *
 * 1. Every set once: nobody rests, nobody repeats a set, everybody plays every set — a 3-handed
 *    table's players included (see dealer.ts).
 * 2. Even meetings: every pair that can meet meets equally often, at least once — a perfect
 *    movement (cross-line pairs once), the affine planes (16 players at tables of 4, 9 at tables
 *    of 3: every pair once), the schemes for 8, 12, 13 players (every pair 3 times) and 6 at
 *    tables of 3 (4 times). What no uneven movement gives, however many pairs it meets once.
 * 3. Then the larger share of those pairs that meet exactly once.
 * 4. Then the fewest rests (the most rounds one player rests).
 * Ties: fewer 3-handed tables, then the order of METHOD_NAMES (the simpler, known family first).
 * There is no exception: a special scheme wins where it is best by this order, and only there.
 */
import { METHOD_NAMES, type Movement, type MovementQuality } from "./types";

/** A family's movement for a count, measured. */
export interface Candidate {
  readonly movement: Movement;
  readonly quality: MovementQuality;
}

/** Criterion 1: a sound movement where nobody rests and everybody plays every set exactly once. */
export function playsEverySetOnce(c: Candidate): boolean {
  const { movement: m, quality: q } = c;
  return q.problems.length === 0 && q.repeatedSets === 0 && q.rests.max === 0 && m.rounds === m.sets;
}

/**
 * Criterion 2: how often every pair that can meet (cross-line pairs when lines are kept, all
 * pairs otherwise) sits at one table, when that is the same for all of them and at least once;
 * null when meetings are uneven.
 */
export function evenMeetings(q: MovementQuality): number | null {
  // `meetings` counts the pairs of that basis (each twice), by how often they met.
  const times = Object.keys(q.meetings).filter((k) => q.meetings[k] > 0);
  return times.length === 1 && times[0] !== "0" ? Number(times[0]) : null;
}

/** Negative when `a` is better than `b` by the advice order, positive when worse, 0 when equal. */
export function compareCandidates(a: Candidate, b: Candidate): number {
  const first = Number(playsEverySetOnce(b)) - Number(playsEverySetOnce(a));
  if (first !== 0) return first;
  const even = Number(evenMeetings(b.quality) !== null) - Number(evenMeetings(a.quality) !== null);
  if (even !== 0) return even;
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
