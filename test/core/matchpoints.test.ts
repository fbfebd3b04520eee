import { neuberg, rawMatchpoints, scoreLine } from "../../src/core/matchpoints";
import { fromInt, parseRational, q, toNumber } from "../../src/core/rational";
import { e, nums } from "./helpers";

const line = (...xs: (string | number)[]) => xs.map((x) => ({ entry: e(x), group: null }));

describe("matchpoints of one line (seed §8)", () => {
  test("the worked line of DOMAIN.md: +21 +7 +7 −1 −13 → 8 5 5 2 0, top 8", () => {
    const s = scoreLine(line(21, 7, 7, -1, -13));
    expect(s.top).toBe(8);
    expect(nums(s.mp)).toEqual([8, 5, 5, 2, 0]);
  });

  test("all equal: everybody gets half the top", () => {
    expect(nums(scoreLine(line(4, 4, 4, 4)).mp)).toEqual([3, 3, 3, 3]);
  });

  test("a line of one result has top 0 and scores 0", () => {
    const s = scoreLine(line(10));
    expect(s.top).toBe(0);
    expect(nums(s.mp)).toEqual([0]);
  });

  test("one result where three were expected is factored to the average", () => {
    const s = scoreLine(line(10, "", ""));
    expect(s.top).toBe(4);
    expect(nums(s.mp)).toEqual([2, null, null]);
    expect(s.results).toBe(1);
  });

  test("a fouled deal split 7 + 3 of 10: each group factored to top 18 by Neuberg", () => {
    const cells = [
      ...[70, 60, 50, 40, 30, 20, 10].map((w) => ({ entry: e(w), group: "A" })),
      ...[5, 3, 1].map((w) => ({ entry: e(w), group: "B" })),
    ];
    const s = scoreLine(cells);
    expect(s.top).toBe(18);
    // Group A: M = 12, 10 … 0 → (M+1)·10/7 − 1.
    expect(s.mp[0]).toEqual(q(123, 7));
    expect(s.mp[6]).toEqual(q(3, 7));
    // Group B: M = 4, 2, 0 → 47/3, 9, 7/3.
    expect(s.mp.slice(7)).toEqual([q(47, 3), fromInt(9), q(7, 3)]);
    const sum = s.mp.reduce((acc, x) => acc + (x === null ? 0 : toNumber(x)), 0);
    expect(sum).toBeCloseTo(90, 9);
  });

  test("a deal played 10 times of 11: top 20, best 19.9, worst 0.1", () => {
    const s = scoreLine(line(...[10, 9, 8, 7, 6, 5, 4, 3, 2, 1], ""));
    expect(s.top).toBe(20);
    expect(s.mp[0]).toEqual(q(199, 10));
    expect(s.mp[9]).toEqual(q(1, 10));
    expect(s.mp[10]).toBeNull();
  });

  test("adjusted results: A- 40%, A 50%, A+ 60%, 70% of top 8; the others factored to 5", () => {
    const s = scoreLine(line("A-", "A", "A+", "70%", 0));
    expect(s.top).toBe(8);
    expect(nums(s.mp)).toEqual([3.2, 4, 4.8, 5.6, 4]);
    const t = scoreLine(line(30, 20, 10, 0, "A"));
    // Four results factored to E = 5: (M + 1)·5/4 − 1 with M = 6, 4, 2, 0.
    expect(nums(t.mp)).toEqual([7.75, 5.25, 2.75, 0.25, 4]);
  });

  test("Cyrillic А and Unicode minus are read as markers", () => {
    expect(nums(scoreLine(line("А+", "а−", "А", 1)).mp)).toEqual([3.6, 2.4, 3, 3]);
  });

  test("thirds compare exactly: 100/3 equals 33 1/3 and beats 33.333", () => {
    const s = scoreLine(line("100/3", "33 1/3", "33.333", "-200/3"));
    expect(nums(s.mp)).toEqual([5, 5, 2, 0]);
  });

  test("Neuberg with A = E is the identity", () => {
    expect(neuberg(7, 9, 9)).toEqual(fromInt(7));
  });

  test("raw matchpoints on a long line use the sorted path and agree with pairwise counting", () => {
    const values = Array.from({ length: 40 }, (_, i) => fromInt((i * 7) % 13));
    const raw = rawMatchpoints(values);
    values.forEach((v, i) => {
      let m = 0;
      values.forEach((w, j) => {
        if (i !== j) m += v.n > w.n ? 2 : v.n === w.n ? 1 : 0;
      });
      expect(raw[i]).toBe(m);
    });
  });

  test("huge denominators fall back to exact comparison", () => {
    const a = parseRational("1/1000000007") ?? fromInt(0);
    const b = parseRational("1/1000000009") ?? fromInt(0);
    const c = parseRational("1/999999937") ?? fromInt(0);
    expect(rawMatchpoints([a, b, c])).toEqual([2, 0, 4]);
  });
});
