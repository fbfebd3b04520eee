/**
 * =PREF.WHISTS called as Excel calls it: 2-D ranges, blanks as 0 or "" or null, optional
 * arguments as null, errors thrown as CustomFunctions.Error with a message naming the argument.
 */
import { installCustomFunctionsStub, StubError } from "./custom-functions-stub";

installCustomFunctionsStub();
import { whists } from "../../src/functions/functions";

/** Excel passes an omitted optional argument as null. */
const NONE = null as never;

function thrown(f: () => unknown): StubError {
  try {
    f();
  } catch (e) {
    return e as StubError;
  }
  throw new Error("expected an error");
}

describe("=PREF.WHISTS", () => {
  test("DOMAIN's worked row; the dealer's blank cell as 0, \"\" or null", () => {
    for (const blank of [0, "", null]) {
      expect(whists("6♠", "N", [[6, 2, 2, blank]], NONE, "sochi", "W")).toEqual([[7, -1, -1, -5]]);
    }
  });

  test("the issue's row, variant left blank = Sochi; Russian seats", () => {
    expect(whists("7 червей", "С", [[5, 3, 2, 0]], NONE, null, "З")).toEqual([[-104, 40, 36, 28]]);
  });

  test("all-pass needs no declarer; a column of tricks works too", () => {
    expect(whists("-", null, [[5], [3], [2], [0]], NONE, null, "W")).toEqual([[-25, -5, 5, 25]]);
    expect(whists("распасы", "", [[5, 3, 2, ""]], NONE, "rostov", "W")).toEqual([[-25, -15, 40, 0]]);
  });

  test("defence as a range in seat order or as text; a passer's blank tricks", () => {
    const range = whists("7S", "N", [[6, 4, 0, 0]], [["", "whist", "pass", ""]], "rostov", "W");
    expect(range).toEqual([[-58, 22, 22, 14]]);
    const text = whists("7S", "N", [[6, 4, "", ""]], [["E=вист, S=пас"]], "rostov", "W");
    expect(text).toEqual([[-58, 22, 22, 14]]);
    const half = whists("6♠", "N", [[0, 0, 0, 0]], [["E=pass, S=half"]], NONE, "W");
    expect(half).toEqual([[11, -5, -1, -5]]);
  });

  test("a 3-handed table: dealer blank, - in the empty seat; thirds as doubles", () => {
    const r = whists("6♠", "N", [[6, 2, 2, "-"]], NONE, null, null);
    expect(r[0][3]).toBe("");
    expect(r[0][0]).toBeCloseTo(16 / 3, 12);
    expect(r[0][1]).toBeCloseTo(-8 / 3, 12);
  });

  test("a blank contract gives a blank row (a formula filled down unplayed rows)", () => {
    expect(whists("", "", [[0, 0, 0, 0]], NONE, null, "W")).toEqual([["", "", "", ""]]);
    expect(whists(null, null, [[0, 0, 0, 0]], NONE, null, null)).toEqual([["", "", "", ""]]);
  });

  test.each([
    ["6♠", "N", [[6, 3, 2, 0]], NONE, "W", /^tricks: the tricks must add up to 10: N 6 \+ E 3 \+ S 2 = 11/],
    ["5♠", "N", [[6, 2, 2, 0]], NONE, "W", /^contract: "5♠" is not a contract/],
    ["6♠", "N", [[6, 2, 2, 0]], [["W=whist"]], "W", /^defence: W does not defend/],
    ["6♠", "W", [[2, 2, 0, 6]], NONE, "W", /^dealer: W cannot both deal and declare/],
    ["-", null, [[5, 3, 2, 1]], NONE, "W", /^tricks: W deals and sits the deal out/],
    ["6♠", "N", [[6, 2, 2]], NONE, "W", /^tricks: give a range of 4 cells/],
    ["6♠", "X", [[6, 2, 2, 0]], NONE, "W", /^declarer: "X" is not a seat/],
    ["6♠", "N", [[6, 2, 2, 0]], NONE, null, /^dealer: give the dealer of a 4-handed table/],
    ["6♠", "N", [[6, "two", 2, 0]], NONE, "W", /^tricks: "two" for E is not a number/],
  ])(
    "bad input: %s %s %j → #VALUE! naming the argument",
    (contract, declarer, tricks, defence, dealer, message) => {
      const e = thrown(() => whists(contract, declarer, tricks, defence as never, null, dealer));
      expect(e).toBeInstanceOf(StubError);
      expect(e.code).toBe("#VALUE!");
      expect(e.message).toMatch(message);
    },
  );

  test("an unknown variant", () => {
    const e = thrown(() => whists("6♠", "N", [[6, 2, 2, 0]], NONE, "vint", "W"));
    expect(e.message).toMatch(/^variant: "vint" is not sochi, leningrad, rostov/);
  });
});
