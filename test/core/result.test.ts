/** unwrap: the value of a Result, or an Error that names every problem and where it is. */
import { error, fail, ok, unwrap, warning } from "../../src/core/result";

test("unwrap gives the value, warnings or not", () => {
  expect(unwrap(ok(7))).toBe(7);
  expect(unwrap(ok("x", [warning("w", "look", { line: 2 })]))).toBe("x");
});

test("unwrap throws every problem with its location", () => {
  const r = fail<number>([
    error("bad-whists", '"7,,5" is not a number', { file: "p.csv", line: 4, column: "E_whists" }),
    error("no-rows", "no rows", { sheet: "Board 2" }),
  ]);
  expect(() => unwrap(r)).toThrow(
    'p.csv, line 4, column E_whists: "7,,5" is not a number; sheet Board 2: no rows',
  );
});
