/**
 * Which perfect movement serves T tables: cyclic first (the seed's own, easiest to run), then a
 * finite field, then the MOLS data, then a product of two of these. "Perfect": lines kept, every
 * player plays every set once, every pair from different lines meets once — four MOLS of order T
 * (three for tables of 3).
 */
import { cyclicDesign, cyclicUnfit } from "./cyclic";
import type { LineDesign } from "./design";
import { fieldDesign, fieldUnfit } from "./field";
import { molsDesign, molsUnfit } from "./mols";
import { productDesign } from "./product";
import type { MethodName, TableSize } from "./types";

/** The perfect families, in the order they are preferred. */
export type PerfectMethod = "cyclic" | "field" | "mols" | "product";

/** Why a perfect family cannot serve T tables with this many lines, or undefined when it can. */
export function perfectUnfit(method: PerfectMethod, tables: number, lines: TableSize): string | undefined {
  switch (method) {
    case "cyclic":
      return cyclicUnfit(tables);
    case "field":
      return fieldUnfit(tables, lines);
    case "mols":
      return molsUnfit(tables);
    case "product":
      return productFactors(tables, lines) === undefined
        ? `${tables} tables are not a product of two counts that have perfect movements (5, 7, 8, 9, 11, 12, …)`
        : undefined;
    default: {
      const never: never = method;
      return never;
    }
  }
}

/** The first perfect family (cyclic, field, mols, product) that serves T tables, if any. */
export function perfectMethodFor(tables: number, lines: TableSize): PerfectMethod | undefined {
  const order: PerfectMethod[] = ["cyclic", "field", "mols", "product"];
  return order.find((m) => perfectUnfit(m, tables, lines) === undefined);
}

const factorCache = new Map<string, readonly [number, number] | null>();

/** m ≤ n with m·n = T and perfect movements for both, the most balanced such pair. */
export function productFactors(tables: number, lines: TableSize): readonly [number, number] | undefined {
  const key = `${tables}/${lines}`;
  const cached = factorCache.get(key);
  if (cached !== undefined) return cached ?? undefined;
  let found: readonly [number, number] | null = null;
  for (let m = Math.floor(Math.sqrt(tables)); m >= 2 && found === null; m--) {
    if (tables % m !== 0) continue;
    const n = tables / m;
    if (hasPerfect(m, lines) && hasPerfect(n, lines)) found = [m, n];
  }
  factorCache.set(key, found);
  return found ?? undefined;
}

function hasPerfect(tables: number, lines: TableSize): boolean {
  return perfectMethodFor(tables, lines) !== undefined;
}

/** The design of a perfect family (check `perfectUnfit` first). */
export function perfectDesign(method: PerfectMethod, tables: number, lines: TableSize): LineDesign {
  switch (method) {
    case "cyclic":
      return cyclicDesign(tables, lines);
    case "field":
      return fieldDesign(tables, lines);
    case "mols":
      return molsDesign(tables, lines);
    case "product": {
      const factors = productFactors(tables, lines);
      if (factors === undefined) throw new Error(`no product for ${tables}`);
      return productDesign(bestPerfectDesign(factors[0], lines), bestPerfectDesign(factors[1], lines));
    }
    default: {
      const never: never = method;
      return never;
    }
  }
}

/** The preferred perfect design for T tables (check `perfectMethodFor` first). */
export function bestPerfectDesign(tables: number, lines: TableSize): LineDesign {
  const method = perfectMethodFor(tables, lines);
  if (method === undefined) throw new Error(`no perfect movement for ${tables}`);
  return perfectDesign(method, tables, lines);
}

/** True for the perfect families. */
export function isPerfectMethod(method: MethodName): method is PerfectMethod {
  return method === "cyclic" || method === "field" || method === "mols" || method === "product";
}
