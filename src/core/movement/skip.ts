/**
 * The seed's skip procedure (§5, procedure 3) for counts without a perfect movement: the simple
 * movement's moves (E +1, S +2, W −2, set row shifted by one), but in a round where a whole line
 * would meet sets it already played, that line moves on one more table in its own direction, as
 * often as needed. A line always moves as a block, so it meets a repeated set all together or not
 * at all, and it never repeats one.
 *
 * Where several skip counts give a new set, the one that repeats the fewest meetings is taken
 * (lines decided in the order E, S, W, each against N and the lines already moved; ties go to the
 * fewest skips). Measured: of the cross-line pairs, 120 of 216 meet exactly once for 6 tables,
 * 240 of 384 for 8, 400 of 600 for 10, 600 of 864 for 12.
 */
import { CYCLIC_STEPS } from "./cyclic";
import { shiftDesign, type LineDesign } from "./design";
import { mod } from "./gf";
import type { TableSize } from "./types";

/** Why the skip movement cannot serve T tables, or undefined when it can. */
export function skipUnfit(tables: number): string | undefined {
  return tables < 2 ? `the skip movement needs at least 2 tables, not ${tables}` : undefined;
}

/** Each line's block offsets per round (line L's player i at table i + offset) chosen greedily. */
export function greedySkipOffsets(tables: number, lines: TableSize): Int32Array[] {
  const T = tables;
  const offset: Int32Array[] = [];
  for (let L = 0; L < lines; L++) offset.push(new Int32Array(T));
  // usedSet[L][s]: line L's players already met set offset s (set = own index + s).
  const usedSet = Array.from({ length: lines }, () => new Uint8Array(T));
  // met[x][y][d]: lines x < y already sat with difference d (T pairs each time).
  const met = Array.from({ length: lines }, () => Array.from({ length: lines }, () => new Uint8Array(T)));
  const record = (r: number): void => {
    for (let x = 0; x < lines; x++)
      for (let y = x + 1; y < lines; y++) met[x][y][mod(offset[y][r] - offset[x][r], T)] = 1;
  };
  for (let L = 1; L < lines; L++) usedSet[L][0] = 1;
  record(0);
  for (let r = 1; r < T; r++) {
    for (let L = 1; L < lines; L++) {
      const direction = CYCLIC_STEPS[L] > 0 ? 1 : -1;
      let best = -1;
      let bestRepeats = Infinity;
      for (let k = 0; k < T; k++) {
        const v = mod(offset[L][r - 1] + CYCLIC_STEPS[L] + direction * k, T);
        if (usedSet[L][mod(v + r, T)] === 1) continue;
        let repeats = 0;
        for (let M = 0; M < L; M++) repeats += met[M][L][mod(v - offset[M][r], T)];
        if (repeats < bestRepeats) {
          bestRepeats = repeats;
          best = v;
        }
      }
      offset[L][r] = best;
      usedSet[L][mod(best + r, T)] = 1;
    }
    record(r);
  }
  return offset;
}

/** The greedy skip movement for T tables. */
export function skipDesign(tables: number, lines: TableSize): LineDesign {
  return shiftDesign(tables, lines, greedySkipOffsets(tables, lines));
}
