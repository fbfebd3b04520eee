import { foldLookalikes } from "../../../src/core/cell-reading";
import { contractOf, SUIT_SPELLINGS, SUITS } from "../../../src/core/whists";

/** Each pair: the text with look-alike letters (code points spelled out), the plain form it equals. */
const CASES: readonly (readonly [string, string, string])[] = [
  ["6\u0421", "6C", "Cyrillic С for the Latin C: clubs"],
  ["6\u0441", "6c", "lower-case Cyrillic с: clubs"],
  ["7T", "7\u0422", "Latin T for the Cyrillic Т: clubs"],
  ["6\u0411\u041A", "6NT", "6БК, all Cyrillic: no trumps"],
  ["6\u0411K", "6NT", "6БK with a Latin K: no trumps"],
  ["8\u0411/k", "8NT", "8б/k with a Latin k: no trumps"],
  ["9\u041D", "9H", "Cyrillic Н for the Latin H: hearts"],
  ["7TPE\u0424", "7\u0422\u0420\u0415\u0424", "ТРЕФ typed with Latin T, P, E: clubs"],
  ["\u043C\u0438\u0437\u0435\u0440", "M", "мизер"],
  ["\u041C\u0418\u0417\u0415\u0420", "M", "МИЗЕР"],
  ["M\u0418\u0417E\u0420", "M", "MИЗEР with Latin M and E"],
  ["\u041C", "M", "a lone Cyrillic М"],
  ["p\u0430ss", "PASS", "pass with a Cyrillic а"],
];

describe("a contract typed with look-alike letters reads as the plain one", () => {
  test.each(CASES)("%s = %s (%s)", (typed, plain) => {
    expect(contractOf(plain)).not.toBeNull();
    expect(contractOf(typed)).toEqual(contractOf(plain));
  });

  test("the hand-checked readings", () => {
    expect(contractOf("6\u0421")).toEqual({ kind: "game", level: 6, suit: "clubs" });
    expect(contractOf("6\u0411K")).toEqual({ kind: "game", level: 6, suit: "nt" });
    expect(contractOf("9\u041D")).toEqual({ kind: "game", level: 9, suit: "hearts" });
    expect(contractOf("\u041C\u0418\u0417\u0415\u0420")).toEqual({ kind: "misere" });
  });

  test("letters that look like no suit stay unread", () => {
    // В (Cyrillic) folds to B, which is no suit in either notation.
    expect(contractOf("6\u0412")).toBeNull();
    expect(contractOf("6B")).toBeNull();
    expect(contractOf("6X")).toBeNull();
  });

  test("no two suits share a spelling once look-alikes are folded", () => {
    const owner = new Map<string, string>();
    for (const suit of SUITS)
      for (const w of SUIT_SPELLINGS[suit]) {
        const f = foldLookalikes(w).toUpperCase();
        expect([undefined, suit]).toContain(owner.get(f));
        owner.set(f, suit);
      }
  });
});
