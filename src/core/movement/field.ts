/**
 * Movements over a finite field GF(q), q a prime power (8, 9, 16, 27, 32 … where the cyclic one
 * fails): tables and rounds are labelled by field elements, line L's player i sits at table
 * i + a_L·ρ in round ρ and table t plays set t + c·ρ. With {0, a_E, a_S, a_W, −c} distinct every
 * difference of two of them is invertible, which is exactly what makes every cross-line pair meet
 * once and every player play every set once. For q = 2^k "+" is XOR, so each round every line
 * swaps tables in fixed pairs rather than rotating.
 */
import { galoisField, primePower } from "./gf";
import { emptyDesign, type LineDesign } from "./design";
import type { TableSize } from "./types";

/** Why GF(q) cannot give a perfect movement for T tables, or undefined when it can. */
export function fieldUnfit(tables: number, lines: TableSize): string | undefined {
  if (primePower(tables) === undefined)
    return `the field movement needs a prime power of tables (8, 9, 16, 25, 27, 32, …), not ${tables}`;
  // 0, the line steps and −c must be distinct field elements: lines + 1 of them.
  if (tables < lines + 1) return `the field movement needs at least ${lines + 1} tables, not ${tables}`;
  return undefined;
}

/** The field movement for T tables (check `fieldUnfit` first). */
export function fieldDesign(tables: number, lines: TableSize): LineDesign {
  const F = galoisField(tables);
  if (F === undefined) throw new Error(`not a prime power: ${tables}`);
  // Steps 1, g, g², … and −c = g^(lines−1): distinct because g has order q−1 ≥ lines.
  const steps = [0];
  for (let L = 1; L < lines; L++) steps.push(F.power(L - 1));
  const c = F.neg(F.power(lines - 1));
  const T = tables;
  const design = emptyDesign(T, lines, T, T);
  for (let rho = 0; rho < T; rho++) {
    for (let t = 0; t < T; t++) {
      design.set[rho * T + t] = F.add(t, F.mul(c, rho));
      for (let L = 1; L < lines; L++) design.at[L][rho * T + t] = F.sub(t, F.mul(steps[L], rho));
    }
  }
  return design;
}
