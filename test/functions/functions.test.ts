import { installCustomFunctionsStub, StubError } from "./custom-functions-stub";
installCustomFunctionsStub();
import { matchpoints, top } from "../../src/functions/functions";

describe("=PREF.MATCHPOINTS called as Excel calls it", () => {
  test("one line as a column: the worked line of DOMAIN.md", () => {
    expect(matchpoints([[21], [7], [7], [-1], [-13]])).toEqual([[8], [5], [5], [2], [0]]);
  });

  test("four lines at once (N E S W), optionals passed as null", () => {
    const whists = [
      [7, -1, -1, -5],
      [3, 1, 1, -5],
      [7, 5, -12, 0],
    ];
    expect(matchpoints(whists, null as never, null as never, null)).toEqual([
      [3, 0, 2, 1],
      [0, 2, 4, 1],
      [3, 4, 0, 4],
    ]);
  });

  test("blank cells come as 0: with `played` they are not played and score blank", () => {
    const whists = [[10], [0], [0], [4]];
    const played = [["6S"], ["-"], [0], ["7NT"]];
    // Rows 1, 2, 4 played (the all-pass "-" counts); row 3 is blank.
    expect(matchpoints(whists, played)).toEqual([[4], [0], [""], [2]]);
  });

  test('without `played` a blank passed as "" is not played, a 0 is a result', () => {
    expect(matchpoints([[10], [""], [0]])).toEqual([[2], [""], [0]]);
  });

  test("`expected` factors a line with results missing (10 of 11 played)", () => {
    const whists = [[10], [9], [8], [7], [6], [5], [4], [3], [2], [1]];
    const out = matchpoints(whists, null as never, null as never, 11);
    expect(out[0][0]).toBeCloseTo(19.9, 12);
    expect(out[9][0]).toBeCloseTo(0.1, 12);
  });

  test("adjusted markers as text; a decimal comma typed as text", () => {
    // Top 6: A+ 3.6, A- 2.4; 2.5 and 1 are two results of four, (M + 1)·4/2 − 1.
    expect(matchpoints([["A+"], ["A-"], ["2,5"], [1]])).toEqual([[3.6], [2.4], [5], [1]]);
  });

  test("groups of a fouled deal are scored apart", () => {
    const whists = [[5], [3], [1], [100], [50]];
    const groups = [["a"], ["a"], ["a"], ["b"], ["b"]];
    const out = matchpoints(whists, null as never, groups);
    // Group a (3 of 5): (M + 1)·5/3 − 1 with M = 4, 2, 0. Group b (2 of 5): (M + 1)·5/2 − 1, M = 2, 0.
    const expected = [22 / 3, 4, 2 / 3, 6.5, 1.5];
    out.forEach((r, i) => expect(r[0]).toBeCloseTo(expected[i], 12));
  });

  test("thirds typed as formulas compare exactly", () => {
    expect(matchpoints([[100 / 3], [33 + 1 / 3], [33.333]])).toEqual([[3], [3], [0]]);
  });

  test("an unreadable whist gives #VALUE! with a message there and in its line, other lines go on", () => {
    const out = matchpoints([
      [5, 1],
      ["7o", 2],
      [3, 3],
    ]);
    expect(out[1][0]).toBeInstanceOf(StubError);
    expect((out[1][0] as StubError).code).toBe("#VALUE!");
    expect((out[1][0] as StubError).message).toContain('"7o"');
    expect((out[0][0] as StubError).message).toContain("row 2");
    expect(out.map((r) => r[1])).toEqual([0, 2, 4]);
  });

  test("a `played` range of the wrong height is a #VALUE! for the whole call", () => {
    expect(() => matchpoints([[1], [2], [3]], [["x"], ["y"]])).toThrow(StubError);
    try {
      matchpoints([[1], [2], [3]], [["x"], ["y"]]);
    } catch (e) {
      expect((e as StubError).code).toBe("#VALUE!");
      expect((e as StubError).message).toMatch(/2 rows.*3/);
    }
  });

  test("`expected` below the number of results is an error, not a wrong number", () => {
    const out = matchpoints([[1], [2], [3]], null as never, null as never, 2);
    expect((out[0][0] as StubError).message).toContain("3 results");
  });
});

describe("=PREF.TOP", () => {
  test("2·(n − 1)", () => {
    expect(top(8)).toBe(14);
    expect(top(1)).toBe(0);
  });
  test("a count that is not a whole number ≥ 1 is #VALUE!", () => {
    expect(() => top(0)).toThrow(StubError);
    expect(() => top(2.5)).toThrow(StubError);
  });
});
