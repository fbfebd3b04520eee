/**
 * =PREF.TRICKS called as Excel calls it: a 1×5 or 5×1 range of hands (the dealer's cell blank,
 * as "" or null or 0), errors thrown as CustomFunctions.Error with a message naming the argument.
 */
import { installCustomFunctionsStub, StubError } from "./custom-functions-stub";

installCustomFunctionsStub();
import { tricks } from "../../src/functions/functions";

function thrown(f: () => unknown): StubError {
  try {
    f();
  } catch (e) {
    return e as StubError;
  }
  throw new Error("expected an error");
}

// W deals; N leads with eight solid spades, the talon gives him ♣AK.
const row = [["♠AKQJ10987 ♣7 ♦7", "♦AKQJ1098 ♥AKQ", "♣QJ1098 ♥J10987", "", "♣AK"]];

describe("=PREF.TRICKS", () => {
  jest.setTimeout(60_000);

  test("the solid deal: N ten in spades and no trumps, E ten in diamonds; a column works too", () => {
    expect(tricks(row, "N", "♠")).toBe(10);
    expect(tricks(row, "С", "БК")).toBe(10);
    expect(
      tricks(
        row[0].map((c) => [c]),
        "E",
        "d",
      ),
    ).toBe(10);
  });

  test("misère with the twelve lowest cards is clean; Russian notation, the dealer's cell as null", () => {
    const hands = [["п987 т987 б87 ч87", "пТКДВ10 тТКДВ10", "бТКДВ10 чТКДВ10", null, "б9 ч9"]];
    expect(tricks(hands as never, "N", "мизер")).toBe(0);
    expect(tricks(hands as never, "E", "S")).toBe(10);
  });

  test("mistakes are #VALUE! with a message naming the argument", () => {
    expect(thrown(() => tricks([row[0].slice(0, 4)], "N", "S")).message).toMatch(/^hands: give 5 cells/);
    expect(thrown(() => tricks([["♠AKX", ...row[0].slice(1)]], "N", "S")).message).toMatch(
      /^hands, N: "♠AKX" — character 4/,
    );
    expect(thrown(() => tricks(row, "W", "S")).message).toMatch(/^declarer: W is the dealer/);
    expect(thrown(() => tricks(row, "X", "S")).message).toMatch(/^declarer: "X" is not a seat/);
    expect(thrown(() => tricks(row, "N", "7♠")).message).toMatch(/^strain: "7♠"/);
    const twice = [["♠AKQJ10987 ♣7 ♦7", "♦AKQJ1098 ♥AKQ", "♣QJ1098 ♥J1098 ♦7", "", "♣AK"]];
    expect(thrown(() => tricks(twice, "N", "S")).message).toMatch(/^hands: .*♦7 is both in N and in S/);
  });
});
