import { randomInt } from "crypto";
import fc from "fast-check";
import { formatHand, parseHand } from "../../../src/core/deals/cards";
import { formatDeal, playingSeats, readHand, validateDeal } from "../../../src/core/deals/deal";
import { generateDeals, randomDeal, RandomSource } from "../../../src/core/deals/generate";
import { seededRandom } from "../../../src/core/random";

function hand(text: string): number {
  const r = parseHand(text);
  if (!r.ok) throw new Error(`bad hand ${text}: ${JSON.stringify(r.fault)}`);
  return r.hand;
}

describe("hands in both notations", () => {
  it("reads symbols, English and Russian letters, T and 10, Т as the ace, and - for a void", () => {
    const expected = hand("♠AKQ ♣- ♦J109 ♥AK87");
    expect(hand("SAKQ C- DJ109 HAK87")).toBe(expected);
    expect(hand("пТКД т- бВ109 чТК87")).toBe(expected);
    expect(hand("♠AKQ ♦JT9 ♥AK87")).toBe(expected);
    expect(hand("sakq,dj109,hak87")).toBe(expected);
    expect(hand("♠ТКД♣-♦В109♥ТК87")).toBe(expected);
    // Bits: ♠A = 7, ♠K = 6, ♠Q = 5; ♦J = 16+4, ♦10 = 16+3, ♦9 = 16+2; ♥A ♥K ♥8 ♥7 = 31 30 25 24.
    const bits = [7, 6, 5, 20, 19, 18, 31, 30, 25, 24];
    expect(expected).toBe(bits.reduce((m, b) => m | (1 << b), 0));
  });

  it("writes both notations", () => {
    const h = hand("♠AKQ ♦J109 ♥AK87");
    expect(formatHand(h)).toBe("♠AKQ ♣- ♦J109 ♥AK87");
    expect(formatHand(h, "ru")).toBe("♠ТКД ♣- ♦В109 ♥ТК87");
    expect(formatHand(h, "en", "letters")).toBe("SAKQ C- DJ109 HAK87");
    expect(formatHand(h, "ru", "letters")).toBe("пТКД т- бВ109 чТК87");
  });

  it("every hand reads back from what is written, in every notation", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -2147483648, max: 2147483647 }),
        fc.constantFrom("en" as const, "ru" as const),
        fc.constantFrom("symbols" as const, "letters" as const),
        (h, lang, style) => {
          expect(hand(formatHand(h, lang, style))).toBe(h);
        },
      ),
    );
  });

  it("each fault has a code and the character where it is", () => {
    expect(parseHand("♠AKX")).toEqual({ ok: false, fault: { code: "hand-bad-char", char: "X", at: 4 } });
    expect(parseHand("AK ♠Q")).toEqual({
      ok: false,
      fault: { code: "hand-rank-before-suit", char: "A", at: 1 },
    });
    expect(parseHand("♠A ♣K ♠Q")).toEqual({
      ok: false,
      fault: { code: "hand-suit-twice", suit: "S", at: 7 },
    });
    expect(parseHand("♠AKA")).toEqual({ ok: false, fault: { code: "hand-card-twice", card: "♠A", at: 4 } });
    expect(parseHand("♠A-")).toEqual({ ok: false, fault: { code: "hand-void-and-cards", suit: "S", at: 3 } });
    const r = readHand("♠AKX", { line: 5, column: "N" });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.problems[0]).toMatchObject({ code: "hand-bad-char", at: { line: 5, column: "N" } });
  });
});

describe("deals", () => {
  const base = {
    deal: 4,
    dealer: "W" as const,
    hands: {
      N: hand("♠AKQJ10987 ♣7 ♦7"),
      E: hand("♦AKQJ1098 ♥AKQ"),
      S: hand("♣QJ1098 ♥J10987"),
    },
    talon: hand("♣AK"),
  };

  it("the playing seats go clockwise from the dealer's left", () => {
    expect(playingSeats("N")).toEqual(["E", "S", "W"]);
    expect(playingSeats("W")).toEqual(["N", "E", "S"]);
  });

  it("a valid deal passes and prints", () => {
    const r = validateDeal(base, {});
    expect(r.ok).toBe(true);
    if (r.ok)
      expect(formatDeal(r.value)).toEqual([
        "Deal 4, dealer W",
        "  N: ♠AKQJ10987 ♣7 ♦7 ♥-",
        "  E: ♠- ♣- ♦AKQJ1098 ♥AKQ",
        "  S: ♠- ♣QJ1098 ♦- ♥J10987",
        "  Talon: ♠- ♣AK ♦- ♥-",
      ]);
  });

  it("faults: the dealer holding cards, wrong sizes, a card twice — each located", () => {
    const r = validateDeal(
      { ...base, hands: { ...base.hands, W: hand("♥7"), S: hand("♣QJ1098 ♥J1098 ♦7") } },
      { file: "d.csv", line: 3 },
    );
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.problems.map((p) => [p.code, p.at.column])).toEqual([
      ["deal-dealer-has-cards", "W"],
      ["deal-card-twice", "S"],
    ]);
    const t = validateDeal({ ...base, talon: hand("♣A") }, {});
    expect(!t.ok && t.problems.map((p) => p.code)).toEqual(["deal-talon-size"]);
  });
});

/** Chi-square statistic of observed counts against expected ones. */
function chiSquare(observed: readonly number[], expected: readonly number[]): number {
  return observed.reduce((s, o, i) => s + (o - expected[i]) ** 2 / expected[i], 0);
}

/** For each card, how often it lands in the first, second and third hand and in the talon. */
function pocketCounts(n: number, rnd: RandomSource): number[][] {
  const counts = Array.from({ length: 32 }, () => [0, 0, 0, 0]);
  for (let i = 1; i <= n; i++) {
    const d = randomDeal(i, i, rnd);
    const pockets = [...playingSeats(d.dealer).map((s) => d.hands[s] ?? 0), d.talon];
    for (let c = 0; c < 32; c++) for (let p = 0; p < 4; p++) if (pockets[p] & (1 << c)) counts[c][p]++;
  }
  return counts;
}

describe("random deals", () => {
  const N = 100_000;
  const expected = [N * (10 / 32), N * (10 / 32), N * (10 / 32), N * (2 / 32)];

  it("100 000 seeded deals: every card's pocket passes a chi-square test (3 d.f., p = 0.001)", () => {
    const counts = pocketCounts(N, seededRandom(20261130));
    for (const row of counts) {
      expect(row.reduce((a, b) => a + b, 0)).toBe(N);
      expect(chiSquare(row, expected)).toBeLessThan(16.27);
    }
  });

  it("100 000 deals from the secure source: every card's pocket passes (p = 10⁻⁶ per card, so chance alone practically never fails it)", () => {
    const counts = pocketCounts(N, { below: (n) => randomInt(n) });
    for (const row of counts) expect(chiSquare(row, expected)).toBeLessThan(30.66);
  });

  it("the same seed gives the same deals; every deal is valid; dealers N E S W by deal number", () => {
    const a = generateDeals(9, 2, seededRandom(5));
    const b = generateDeals(9, 2, seededRandom(5));
    expect(a).toEqual(b);
    expect(generateDeals(9, 2, seededRandom(6))).not.toEqual(a);
    expect(a.map((d) => d.deal)).toEqual([...Array(18).keys()].map((i) => i + 1));
    expect(a.slice(0, 5).map((d) => [d.set, d.dealer])).toEqual([
      [1, "N"],
      [1, "E"],
      [2, "S"],
      [2, "W"],
      [3, "N"],
    ]);
    for (const d of a) expect(validateDeal(d, {}).ok).toBe(true);
  });
});
