/**
 * The one catalogue: the compiler proves every code of the union has both texts; this proves every
 * code the sources emit is in the union, and that the texts are made from params without holes.
 */
import * as fs from "fs";
import * as path from "path";
import { CATALOGUE, catalogueText, isProblemCode } from "../../src/i18n/catalogue";
import { error } from "../../src/core/result";

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const p = path.join(dir, d.name);
    if (d.isDirectory()) return d.name === "testing" ? [] : sources(p);
    return /\.tsx?$/.test(d.name) ? [p] : [];
  });
}

/** Codes written literally as the first argument of error(…) or warning(…), and deal-whists' whists.* codes. */
function emittedCodes(): string[] {
  const codes = new Set<string>();
  for (const file of sources(path.join(__dirname, "../../src"))) {
    if (file.includes(`${path.sep}i18n${path.sep}`)) continue;
    const text = fs.readFileSync(file, "utf8");
    for (const m of text.matchAll(/\b(?:error|warning)\(\s*["'`]([a-z0-9.-]+)["'`]/g)) codes.add(m[1]);
    for (const m of text.matchAll(/\bproblem\(\s*(?:"[a-z]+",\s*)?"([a-z-]+)",/g))
      codes.add(file.endsWith("deal-whists.ts") ? `whists.${m[1]}` : m[1]);
  }
  return [...codes].sort();
}

describe("the message catalogue", () => {
  test("every code the sources emit has a Russian and an English text", () => {
    const codes = emittedCodes();
    expect(codes.length).toBeGreaterThan(60);
    expect(codes.filter((c) => !isProblemCode(c))).toEqual([]);
  });

  test("the bad-<column> codes of whole-number cells are all in it", () => {
    for (const c of ["board", "round", "table", "declarer_tricks", "defender1_tricks", "defender2_tricks"])
      expect(isProblemCode(`bad-${c.replace(/_/g, "-")}`)).toBe(true);
  });

  test("texts come from params; a problem without them keeps the core's message", () => {
    const p = error("extra-cells", "core", { line: 3 }, { value: "oops", cells: 20, columns: 19 });
    expect(catalogueText(p, "ru")).toBe(
      "В строке 20 ячеек, а граф в заголовке 19: «oops» — за пределами заголовка.",
    );
    expect(catalogueText(p, "en")).toBe(
      'The row has 20 cells but the header 19 columns: "oops" is beyond the header.',
    );
    expect(catalogueText(error("tricks-sum", "the tricks add up to 11, not 10"), "ru")).toBeNull();
    expect(Object.keys(CATALOGUE).length).toBeGreaterThan(90);
  });
});
