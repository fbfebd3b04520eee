/**
 * The contract of a deal as directors write it in a protocol, and the one parser of it (the
 * protocol checks reuse it). Accepted, in any case and with or without a space:
 * - a game: level 6–10 and a suit — `6♠ 6S 6п 6 пик`, `7♣ 7C 7т 7 треф`, `8♦ 8D 8б 8 бубен`,
 *   `9♥ 9H 9ч 9 червей`, `10NT 10БК 10 б/к 10 без козыря`;
 * - misère: `мизер`, `миз`, `M`, `misere`, `misère`;
 * - all-pass: `-` (the seed's notation; also – and —), `pass`, `all-pass`, `распасы`, `распас`.
 * Cyrillic and Latin look-alike letters are the same letter (`6С` with a Cyrillic С is `6C`, clubs;
 * `6T` with a Latin T is `6Т`, clubs; `6БK` with a Latin K is 6NT): both the text and the spellings
 * are compared after the one folding of cell-reading.ts.
 */
import { foldLookalikes } from "../cell-reading";
import { error, fail, Location, ok, Result } from "../result";

/** A trump suit, or no trumps. */
export type Suit = "spades" | "clubs" | "diamonds" | "hearts" | "nt";

/** Game levels: the tricks the declarer undertakes. */
export type Level = 6 | 7 | 8 | 9 | 10;

/** The game levels in order. */
export const LEVELS: readonly Level[] = [6, 7, 8, 9, 10];

/** Suits in the order of their rank (spades lowest, no trumps highest). */
export const SUITS: readonly Suit[] = ["spades", "clubs", "diamonds", "hearts", "nt"];

/** What was bid: a game, a misère, or nothing (all-pass). */
export type Contract =
  | { readonly kind: "game"; readonly level: Level; readonly suit: Suit }
  | { readonly kind: "misere" }
  | { readonly kind: "all-pass" };

/** Every spelling of a suit, upper case, spaces removed: symbols, Latin letters, Russian letters and words. */
export const SUIT_SPELLINGS: Readonly<Record<Suit, readonly string[]>> = {
  spades: ["♠", "♤", "S", "SPADES", "SPADE", "П", "ПИК", "ПИКИ", "ПИКА"],
  clubs: ["♣", "♧", "C", "CLUBS", "CLUB", "Т", "ТРЕФ", "ТРЕФЫ", "ТРЕФА"],
  diamonds: ["♦", "♢", "D", "DIAMONDS", "DIAMOND", "Б", "БУБ", "БУБИ", "БУБЕН", "БУБНЫ", "БУБНА"],
  hearts: ["♥", "♡", "H", "HEARTS", "HEART", "Ч", "ЧЕРВ", "ЧЕРВИ", "ЧЕРВЕЙ", "ЧЕРВА"],
  nt: ["NT", "NOTRUMP", "NOTRUMPS", "БК", "Б/К", "БЕЗКОЗЫРЯ", "БЕЗКОЗЫРЕЙ"],
};

/** Every spelling of misère, upper case, spaces removed. */
export const MISERE_SPELLINGS: readonly string[] = ["M", "М", "MIS", "MISERE", "MISÈRE", "МИЗ", "МИЗЕР"];

/** Every spelling of all-pass, upper case, spaces removed. */
export const ALL_PASS_SPELLINGS: readonly string[] = [
  "-",
  "PASS",
  "ALLPASS",
  "ALL-PASS",
  "РАСП",
  "РАСПАС",
  "РАСПАСЫ",
  "РАСПАСОВКА",
];

/** A spelling or a typed text as it is compared: upper case with look-alikes folded to Latin. */
function folded(text: string): string {
  return foldLookalikes(text).toUpperCase();
}

const SUIT_BY_SPELLING = new Map<string, Suit>(
  SUITS.flatMap((s) => SUIT_SPELLINGS[s].map((w): [string, Suit] => [folded(w), s])),
);
const MISERE_FOLDED = MISERE_SPELLINGS.map(folded);
const ALL_PASS_FOLDED = ALL_PASS_SPELLINGS.map(folded);

/**
 * The text as the parser compares it: trimmed, upper case, spaces dropped, the Unicode minus and
 * dashes made "-", Latin look-alikes of Russian letters left as typed (they are spelled out above).
 */
export function normaliseContractText(text: string): string {
  return text
    .trim()
    .toUpperCase()
    .replace(/[\u2212\u2013\u2014]/g, "-")
    .replace(/\uFE0F/g, "")
    .replace(/\s+/g, "");
}

/** Reads a contract, or null when the text is not one (see the file comment for the notation). */
export function contractOf(text: string): Contract | null {
  const s = folded(normaliseContractText(text));
  if (s === "") return null;
  if (MISERE_FOLDED.includes(s)) return { kind: "misere" };
  if (ALL_PASS_FOLDED.includes(s)) return { kind: "all-pass" };
  const m = /^(10|[6-9])(.+)$/.exec(s);
  if (m === null) return null;
  const suit = SUIT_BY_SPELLING.get(m[2]);
  if (suit === undefined) return null;
  return { kind: "game", level: Number(m[1]) as Level, suit };
}

/**
 * Reads a contract with a message for the director when it is not one; `at` says where the text
 * came from (the argument, the cell, the CSV column).
 */
export function parseContract(text: string, at: Location = {}): Result<Contract> {
  const c = contractOf(text);
  if (c !== null) return ok(c);
  const s = normaliseContractText(text);
  const level = /^(\d+)/.exec(s);
  const why =
    s === ""
      ? "the contract is empty"
      : level !== null && (Number(level[1]) < 6 || Number(level[1]) > 10)
        ? `"${text.trim()}" is not a contract: a game is 6 to 10 tricks`
        : `"${text.trim()}" is not a contract: write a game as 6♠ 6S 6п 7NT 7БК, or мизер / M, or - / pass for all-pass`;
  return fail([error("whists.contract", why, at, { value: text })]);
}

const SUIT_SYMBOL: Readonly<Record<Suit, string>> = {
  spades: "♠",
  clubs: "♣",
  diamonds: "♦",
  hearts: "♥",
  nt: "NT",
};

/** The contract in the protocol's short notation: "6♠", "10NT", "misère", "-". */
export function formatContract(c: Contract): string {
  switch (c.kind) {
    case "game":
      return `${c.level}${SUIT_SYMBOL[c.suit]}`;
    case "misere":
      return "misère";
    case "all-pass":
      return "-";
  }
}
