import { add, toNumber, ZERO } from "../../../src/core/rational";
import {
  contractCode,
  contractForms,
  contractOf,
  costTable,
  LENINGRAD,
  ROSTOV,
  SOCHI,
} from "../../../src/core/whists";

describe("the cost table", () => {
  test.each([
    [SOCHI, 4],
    [SOCHI, 3],
    [LENINGRAD, 4],
    [ROSTOV, 3],
  ] as const)("%s.id %s-handed: every outcome once, every row zero-sum", (rules, players) => {
    const rows = costTable(rules, players);
    // 5 levels × (66 whist–whist + 3 × 11 with a pass) + 11 misère + 66 all-pass.
    expect(rows).toHaveLength(5 * 99 + 11 + 66);
    expect(new Set(rows.map((r) => r.key)).size).toBe(rows.length);
    for (const r of rows) {
      const total = r.whists.reduce<typeof ZERO>((a, x) => (x === null ? a : add(a, x)), ZERO);
      expect(total).toEqual(ZERO);
      expect(r.whists[3] === null).toBe(players === 3);
    }
  });

  test("the worked rows are in it", () => {
    const rows = new Map(
      costTable(SOCHI, 4).map((r) => [r.key, r.whists.map((x) => (x === null ? null : toNumber(x)))]),
    );
    expect(rows.get("6|6|2|2")).toEqual([7, -1, -1, -5]);
    expect(rows.get("12|5|3|2")).toEqual([-25, -5, 5, 25]);
    expect(rows.get("7|5|3|2")).toEqual([-104, 40, 36, 28]);
    expect(rows.get("7|7|WP")).toEqual([18, 2, -10, -10]);
    expect(rows.get("11|0")).toEqual([75, -25, -25, -25]);
  });

  test("every contract form reads back to its code", () => {
    const forms = contractForms();
    expect(forms.length).toBeGreaterThan(200);
    for (const [form, code] of forms) {
      const c = contractOf(form);
      expect([form, c === null ? null : contractCode(c)]).toEqual([form, code]);
    }
  });
});
