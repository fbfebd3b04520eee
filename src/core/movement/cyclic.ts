/**
 * The seed's simple movement (§5): N stays, E moves to table t+1, S to t+2, W to t−2, and the
 * director shifts the set row by one, so table t plays set t+r in round r. Every player plays
 * every set once and every pair from different lines meets once exactly when gcd(T, 6) = 1 (the
 * steps 1, 2, −2 and the set step must differ pairwise by units mod T, which needs 2 and 3 to be
 * units) — so 5, 7, 11, 13, … and also 25, 35, 49.
 */
import { gcd } from "./gf";
import { shiftDesign, type LineDesign } from "./design";
import type { TableSize } from "./types";

/** Each line's move per round: N 0, E +1, S +2, W −2. */
export const CYCLIC_STEPS: readonly number[] = [0, 1, 2, -2];

/** Why the cyclic movement cannot serve T tables, or undefined when it can. */
export function cyclicUnfit(tables: number): string | undefined {
  if (tables < 5) return `the cyclic movement needs at least 5 tables, not ${tables}`;
  if (gcd(tables, 6) !== 1)
    return `the cyclic movement needs a number of tables prime to 6 (5, 7, 11, 13, 17, 19, 23, 25, …), not ${tables}`;
  return undefined;
}

/** The cyclic movement for T tables (check `cyclicUnfit` first). */
export function cyclicDesign(tables: number, lines: TableSize): LineDesign {
  const offset: Int32Array[] = [];
  for (let L = 0; L < lines; L++) {
    const o = new Int32Array(tables);
    for (let r = 0; r < tables; r++) o[r] = (((CYCLIC_STEPS[L] * r) % tables) + tables) % tables;
    offset.push(o);
  }
  return shiftDesign(tables, lines, offset);
}
