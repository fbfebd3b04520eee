/** The custom functions read typed cells by the core's one rule (src/core/cell-reading.ts). */
import { unwrap } from "../../src/core/result";
import { matchpointsOfRange } from "../../src/functions/cells";

describe("PREF.MATCHPOINTS reads every form the core reads", () => {
  test("text numbers, a decimal comma, a Unicode minus, spaces and look-alikes score as the numbers", () => {
    const plain = unwrap(matchpointsOfRange([[22.5], [-18], [14], [-6], [13]], null, null, null));
    const typed = unwrap(
      matchpointsOfRange([["22,5"], ["-18"], ["14 "], ["\u22126"], ["1\u0417"]], null, null, null),
    );
    // 22.5 beats four: 8; 14 beats three: 6; 13: 4; -6: 2; -18: 0.
    expect(plain).toEqual([[8], [0], [6], [2], [4]]);
    expect(typed).toEqual(plain);
  });

  test("a cell that cannot be read is an error at its row, and its line is not scored", () => {
    const rows = unwrap(matchpointsOfRange([[1], ["seven"], [3]], null, null, null));
    expect(rows[1][0]).toMatchObject({
      code: "function.value",
      message: 'row 2: "seven" is not whists nor A+, A, A-, NN%',
    });
    expect(rows[0][0]).toMatchObject({
      code: "function.value",
      message: "this line has an unreadable whist in row 2",
    });
  });
});
