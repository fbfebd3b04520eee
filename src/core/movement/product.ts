/**
 * MacNeish's direct product: from perfect movements for m and n tables, one for m·n tables.
 * Table (a, b), round (ρ, σ), player (i, j) of each line and set (s, u) take their two parts from
 * the two movements; two players meet, or a player meets a set, exactly when both parts do, so
 * "once" in both factors gives "once" in the product.
 */
import { emptyDesign, type LineDesign } from "./design";

/** The product of two full designs with the same number of lines; tables are numbered a·n + b. */
export function productDesign(a: LineDesign, b: LineDesign): LineDesign {
  const m = a.tables;
  const n = b.tables;
  const T = m * n;
  const design = emptyDesign(T, a.lines, a.rounds * b.rounds, a.sets * b.sets);
  for (let ra = 0; ra < a.rounds; ra++) {
    for (let rb = 0; rb < b.rounds; rb++) {
      const r = ra * b.rounds + rb;
      for (let ta = 0; ta < m; ta++) {
        for (let tb = 0; tb < n; tb++) {
          const cellA = ra * m + ta;
          const cellB = rb * n + tb;
          const cell = r * T + ta * n + tb;
          design.set[cell] = a.set[cellA] * b.sets + b.set[cellB];
          for (let L = 1; L < a.lines; L++) design.at[L][cell] = a.at[L][cellA] * n + b.at[L][cellB];
        }
      }
    }
  }
  return design;
}
