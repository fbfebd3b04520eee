/** Rectangles cover exactly the cells given; addresses; UTF-8 lengths. */
import fc from "fast-check";
import { RectGrouper, rectAddress, utf8Length } from "../../src/excel/geometry";
import { freeDefinedName, freeSheetName, MAX_SHEET_NAME } from "../../src/excel/rename";

describe("rectangles of cells", () => {
  test("cover exactly the cells of each key, and few of them for a block", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(
            fc.integer({ min: 1, max: 12 }),
            fc.integer({ min: 1, max: 9 }),
            fc.constantFrom("a", "b"),
          ),
        ),
        (cells) => {
          const g = new RectGrouper<string>();
          for (const [row, col, key] of cells) g.add(key, row, col);
          for (const [key, rects] of g.rectangles()) {
            const want = new Set(cells.filter((c) => c[2] === key).map(([r, c]) => `${r},${c}`));
            const got = new Set<string>();
            for (const r of rects)
              for (let row = r.row; row <= r.row2; row++)
                for (let col = r.col; col <= r.col2; col++) got.add(`${row},${col}`);
            expect([...got].sort()).toEqual([...want].sort());
          }
        },
      ),
    );
    const g = new RectGrouper<string>();
    for (let row = 3; row <= 40; row++) for (let col = 1; col <= 23; col++) g.add("border", row, col);
    g.add("border", 2, 11);
    g.add("border", 2, 12);
    expect(g.rectangles().get("border")).toEqual([
      { row: 2, col: 11, row2: 40, col2: 12 },
      { row: 3, col: 1, row2: 40, col2: 23 },
    ]);
  });

  test("addresses and byte counts", () => {
    expect(rectAddress({ row: 5, col: 2, row2: 5, col2: 2 })).toBe("B5");
    expect(rectAddress({ row: 5, col: 1, row2: 11, col2: 27 })).toBe("A5:AA11");
    expect(utf8Length("Aб€😀")).toBe(1 + 2 + 3 + 4);
  });
});

describe("free names", () => {
  test("sheet names get (2), (3) … and stay within 31 characters; defined names get _2", () => {
    const taken = new Set(["ИТОГИ", "ИТОГИ (2)"]);
    expect(freeSheetName("Итоги", taken)).toBe("Итоги (3)");
    const long = "x".repeat(31);
    const free = freeSheetName(long, new Set([long.toUpperCase()]));
    expect(free).toHaveLength(MAX_SHEET_NAME);
    expect(free.endsWith(" (2)")).toBe(true);
    expect(freeDefinedName("PREF_RESULTS", new Set(["PREF_RESULTS", "PREF_RESULTS_2"]))).toBe(
      "PREF_RESULTS_3",
    );
  });
});
