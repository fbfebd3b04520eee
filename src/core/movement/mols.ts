/**
 * Perfect movements from four mutually orthogonal Latin squares (the data in `mols-data.ts`):
 * rounds are rows, tables are columns, N at table t is player t of line N, E, S and W at (r, t) are
 * the players L1[r][t], L2[r][t], L3[r][t] of their lines and the set is L4[r][t]. Latin rows and
 * columns place every player once a round and at every table once; orthogonality makes every
 * cross-line pair meet once and every player play every set once. Tables of 3 use L1, L2 and L4.
 */
import { emptyDesign, type LineDesign } from "./design";
import { MOLS_ORDERS, molsSquare } from "./mols-data";
import type { TableSize } from "./types";

/** Why the MOLS data cannot serve T tables, or undefined when it can. */
export function molsUnfit(tables: number): string | undefined {
  if (!MOLS_ORDERS.includes(tables))
    return `MOLS data exist only for ${MOLS_ORDERS.join(", ")} tables, not ${tables}`;
  return undefined;
}

/** The MOLS movement for T tables (check `molsUnfit` first). */
export function molsDesign(tables: number, lines: TableSize): LineDesign {
  const squares = [0, 1, 2, 3].map((k) => molsSquare(tables, k));
  const T = tables;
  const design = emptyDesign(T, lines, T, T);
  const lineSquares = lines === 4 ? [squares[0], squares[1], squares[2]] : [squares[0], squares[1]];
  for (let r = 0; r < T; r++) {
    for (let t = 0; t < T; t++) {
      const setSquare = squares[3];
      if (setSquare === undefined) throw new Error(`no MOLS of order ${T}`);
      design.set[r * T + t] = setSquare[r][t];
      lineSquares.forEach((sq, k) => {
        if (sq === undefined) throw new Error(`no MOLS of order ${T}`);
        design.at[k + 1][r * T + t] = sq[r][t];
      });
    }
  }
  return design;
}
