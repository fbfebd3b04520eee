import { contractOf, parseContract, variantByName } from "../../../src/core/whists";

describe("the contract parser", () => {
  test.each([
    ["6♠", { kind: "game", level: 6, suit: "spades" }],
    ["6S", { kind: "game", level: 6, suit: "spades" }],
    ["6s", { kind: "game", level: 6, suit: "spades" }],
    ["6п", { kind: "game", level: 6, suit: "spades" }],
    ["6 пик", { kind: "game", level: 6, suit: "spades" }],
    [" 7♣ ", { kind: "game", level: 7, suit: "clubs" }],
    ["7т", { kind: "game", level: 7, suit: "clubs" }],
    ["8♦", { kind: "game", level: 8, suit: "diamonds" }],
    ["8 бубен", { kind: "game", level: 8, suit: "diamonds" }],
    ["8Б", { kind: "game", level: 8, suit: "diamonds" }],
    ["9♥", { kind: "game", level: 9, suit: "hearts" }],
    ["9ч", { kind: "game", level: 9, suit: "hearts" }],
    ["9 h", { kind: "game", level: 9, suit: "hearts" }],
    ["7NT", { kind: "game", level: 7, suit: "nt" }],
    ["7nt", { kind: "game", level: 7, suit: "nt" }],
    ["7БК", { kind: "game", level: 7, suit: "nt" }],
    ["7 б/к", { kind: "game", level: 7, suit: "nt" }],
    ["10 без козыря", { kind: "game", level: 10, suit: "nt" }],
    ["10♠", { kind: "game", level: 10, suit: "spades" }],
    ["мизер", { kind: "misere" }],
    ["Мизер", { kind: "misere" }],
    ["M", { kind: "misere" }],
    ["m", { kind: "misere" }],
    ["misere", { kind: "misere" }],
    ["misère", { kind: "misere" }],
    ["-", { kind: "all-pass" }],
    ["−", { kind: "all-pass" }],
    ["pass", { kind: "all-pass" }],
    ["PASS", { kind: "all-pass" }],
    ["распасы", { kind: "all-pass" }],
    ["Распас", { kind: "all-pass" }],
  ])("%s", (text, want) => {
    expect(contractOf(text)).toEqual(want);
    const r = parseContract(text);
    expect(r.ok && r.value).toEqual(want);
  });

  test.each([
    ["5♠", /6 to 10 tricks/],
    ["11NT", /6 to 10 tricks/],
    ["6X", /not a contract/],
    ["six spades", /not a contract/],
    ["", /empty/],
  ])("refuses %s", (text, why) => {
    const r = parseContract(text, { column: "contract" });
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.problems[0].message).toMatch(why);
      expect(r.problems[0].at.column).toBe("contract");
    }
  });

  test("variants by name, English or Russian", () => {
    expect(variantByName("Sochi")?.id).toBe("sochi");
    expect(variantByName("сочинка")?.id).toBe("sochi");
    expect(variantByName("LENINGRAD")?.id).toBe("leningrad");
    expect(variantByName("Ростов")?.id).toBe("rostov");
    expect(variantByName("vint")).toBeNull();
  });
});
