/** The one reading rule of typed cells (src/core/cell-reading.ts), form by form of its table. */
import fc from "fast-check";
import {
  cellText,
  isPercentFormat,
  readEntry,
  readNumber,
  readSeat,
  readWholeIn,
} from "../../src/core/cell-reading";
import { entryFromCell } from "../../src/core/entry";
import { q } from "../../src/core/rational";

const whists = (n: bigint, d = 1n) => ({ kind: "whists", whists: q(n, d) });
const percent = (n: bigint, d = 1n) => ({
  kind: "adjusted",
  adjustment: { kind: "percent", percent: q(n, d) },
});

describe("reading a whist cell", () => {
  test.each<[string, unknown]>([
    ["22,5", whists(45n, 2n)],
    ["-18", whists(-18n)],
    ["14 ", whists(14n)],
    ["\u22126", whists(-6n)],
    ["\u20136", whists(-6n)],
    ["\u20106", whists(-6n)],
    ["- 6", whists(-6n)],
    ["1 000", whists(1000n)],
    ["1\u00A0000", whists(1000n)],
    ["\u00A014\u202F", whists(14n)],
    ["+7", whists(7n)],
    ["100/3", whists(100n, 3n)],
    ["-33 1/3", whists(-100n, 3n)],
    ["1\u0417", whists(13n)],
    ["60%", percent(60n)],
    ["60,5 %", percent(121n, 2n)],
    ["\u0410+", { kind: "adjusted", adjustment: { kind: "avg-plus" } }],
    ["a-", { kind: "adjusted", adjustment: { kind: "avg-minus" } }],
    ["\u0425", { kind: "cancelled" }],
    ["\u0445", { kind: "cancelled" }],
    ["отм", { kind: "cancelled" }],
    ["", { kind: "none" }],
    ["   ", { kind: "none" }],
  ])("%j", (text, expected) => {
    expect(readEntry(text)).toEqual(expected);
  });

  test.each(["seven", "1,2,3", "1,5.2", "150%", "-5%", "A++", "--6"])("%j cannot be read", (text) => {
    expect(readEntry(text)).toBeNull();
  });

  test("a number formatted as a percent is the adjusted result, never 0.6 whists", () => {
    expect(readEntry(0.6, true)).toEqual(percent(60n));
    expect(entryFromCell(0.6, true)).toEqual(percent(60n));
    expect(readEntry(0.6)).toEqual(whists(3n, 5n));
    expect(readEntry(1.5, true)).toBeNull();
    expect(readEntry(true)).toBeNull();
    expect(cellText(0.6, true)).toBe("60%");
    expect(cellText(0.605, true)).toBe("121/2%");
    expect(readEntry(cellText(0.605, true))).toEqual(percent(121n, 2n));
    expect(cellText(100 / 3)).toBe("100/3");
  });

  test("which number formats are percentages", () => {
    expect(isPercentFormat("0%")).toBe(true);
    expect(isPercentFormat("0.00%")).toBe(true);
    expect(isPercentFormat('0" %"')).toBe(false);
    expect(isPercentFormat("0\\%")).toBe(false);
    expect(isPercentFormat("General")).toBe(false);
    expect(isPercentFormat(undefined)).toBe(false);
  });

  test("property: a number typed with a comma, a Unicode minus and spaces reads as the plain one", () => {
    fc.assert(
      fc.property(fc.integer({ min: -100000, max: 100000 }), fc.integer({ min: 0, max: 99 }), (i, f) => {
        const plain = `${i}.${String(f).padStart(2, "0")}`;
        const typed = ` ${plain.replace("-", "\u2212").replace(".", ",")}\u00A0`;
        expect(readNumber(typed)).toEqual(readNumber(plain));
        expect(readNumber(plain)).toEqual(q(BigInt(i * 100 + (i < 0 || Object.is(i, -0) ? -f : f)), 100n));
      }),
    );
  });
});

describe("reading seats and whole numbers", () => {
  test.each<[string, string | null]>([
    ["N", "N"],
    ["e", "E"],
    ["С", "N"],
    ["C", "N"],
    ["c", "N"],
    ["В", "E"],
    ["B", "E"],
    ["Е", "E"],
    ["ю", "S"],
    ["З", "W"],
    ["3", "W"],
    [" W ", "W"],
    ["X", null],
    ["NE", null],
  ])("seat %j", (text, seat) => {
    expect(readSeat(text)).toBe(seat);
  });

  test("player numbers 1–100 000; the same number forms", () => {
    expect(readWholeIn("100000", 1, 100_000)).toEqual({ ok: true, value: 100_000 });
    expect(readWholeIn("100001", 1, 100_000)).toEqual({ ok: false, why: "out-of-range" });
    expect(readWholeIn("9007199254740993", 1, 100_000)).toEqual({ ok: false, why: "out-of-range" });
    expect(readWholeIn("1\u0417", 1, 100_000)).toEqual({ ok: true, value: 13 });
    expect(readWholeIn("6,0", 0, 10)).toEqual({ ok: true, value: 6 });
    expect(readWholeIn("6,5", 0, 10)).toEqual({ ok: false, why: "not-number" });
    expect(readWholeIn("0", 1, 100_000)).toEqual({ ok: false, why: "out-of-range" });
  });
});
