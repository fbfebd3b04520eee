/**
 * Cards and hands in the two notations a director types: suit by suit in the order ♠ ♣ ♦ ♥, each
 * suit introduced by its symbol or letter (♠ S п, ♣ C т, ♦ D б, ♥ H ч), ranks A K Q J 10 9 8 7
 * (Russian Т К Д В, and T for the ten), `-` for a void: `♠AKQ ♣- ♦J109 ♥AK87`.
 * A hand is a 32-bit mask: bit = suit·8 + rank, suits ♠ ♣ ♦ ♥ = 0..3, rank 0 = the seven.
 */
import { popcount } from "./solver";

/** The four suits in the order hands are written. */
export const SUITS = ["S", "C", "D", "H"] as const;
/** A suit letter. */
export type Suit = (typeof SUITS)[number];

/** The whole pack as a mask. */
export const FULL_PACK = -1;

/** Languages a hand is written in: English letters/ranks or Russian. */
export type CardLanguage = "en" | "ru";
/** Whether suits are written as ♠ ♣ ♦ ♥ or as letters (S C D H, п т б ч). */
export type SuitStyle = "symbols" | "letters";

const SYMBOLS = ["♠", "♣", "♦", "♥"];
const LETTERS_EN = ["S", "C", "D", "H"];
const LETTERS_RU = ["п", "т", "б", "ч"];
/** Ranks from the ace down, as written (index 0 = ace = rank 7). */
const RANKS_EN = ["A", "K", "Q", "J", "10", "9", "8", "7"];
const RANKS_RU = ["Т", "К", "Д", "В", "10", "9", "8", "7"];

// What each character introduces: a suit (0..3). ♤♧♢♡ are the outline forms some fonts give.
const SUIT_OF: Readonly<Record<string, number>> = {
  "♠": 0,
  "♤": 0,
  S: 0,
  s: 0,
  п: 0,
  "♣": 1,
  "♧": 1,
  C: 1,
  c: 1,
  т: 1,
  "♦": 2,
  "♢": 2,
  D: 2,
  d: 2,
  б: 2,
  "♥": 3,
  "♡": 3,
  H: 3,
  h: 3,
  ч: 3,
};
// Rank characters (rank index 0 = seven .. 7 = ace); "10" is handled apart. Cyrillic Т is the ace
// (туз), Latin T the ten.
const RANK_OF: Readonly<Record<string, number>> = {
  A: 7,
  a: 7,
  Т: 7,
  K: 6,
  k: 6,
  К: 6,
  Q: 5,
  q: 5,
  Д: 5,
  J: 4,
  j: 4,
  В: 4,
  T: 3,
  t: 3,
  "9": 2,
  "8": 1,
  "7": 0,
};

/** Why a hand could not be read; `at` is the 1-based character position. */
export type HandFault =
  | { readonly code: "hand-bad-char"; readonly char: string; readonly at: number }
  | { readonly code: "hand-rank-before-suit"; readonly char: string; readonly at: number }
  | { readonly code: "hand-suit-twice"; readonly suit: Suit; readonly at: number }
  | { readonly code: "hand-card-twice"; readonly card: string; readonly at: number }
  | { readonly code: "hand-void-and-cards"; readonly suit: Suit; readonly at: number };

/** A card's index (suit·8 + rank) from its suit (0..3) and rank (0 = seven .. 7 = ace). */
export function cardIndex(suit: number, rank: number): number {
  return suit * 8 + rank;
}

/** One card written in the given language, suit first: "♠A", "♥10", "пТ" (letters style). */
export function formatCard(
  card: number,
  language: CardLanguage = "en",
  style: SuitStyle = "symbols",
): string {
  const suit = card >> 3;
  const rank = card & 7;
  const suitText = style === "symbols" ? SYMBOLS[suit] : (language === "ru" ? LETTERS_RU : LETTERS_EN)[suit];
  return suitText + (language === "ru" ? RANKS_RU : RANKS_EN)[7 - rank];
}

/** A hand suit by suit, ranks high to low, `-` for a void: "♠AKQ ♣- ♦J109 ♥AK87". */
export function formatHand(
  hand: number,
  language: CardLanguage = "en",
  style: SuitStyle = "symbols",
): string {
  const ranks = language === "ru" ? RANKS_RU : RANKS_EN;
  const parts: string[] = [];
  for (let s = 0; s < 4; s++) {
    const suitText = style === "symbols" ? SYMBOLS[s] : (language === "ru" ? LETTERS_RU : LETTERS_EN)[s];
    let text = "";
    for (let r = 7; r >= 0; r--) if (hand & (1 << cardIndex(s, r))) text += ranks[7 - r];
    parts.push(suitText + (text === "" ? "-" : text));
  }
  return parts.join(" ");
}

/** The cards of a mask, lowest index first. */
export function cardsOf(hand: number): number[] {
  const out: number[] = [];
  for (let c = 0; c < 32; c++) if (hand & (1 << c)) out.push(c);
  return out;
}

/** Number of cards in a hand. */
export function handSize(hand: number): number {
  return popcount(hand);
}

/**
 * Reads a hand in either notation. Spaces, commas and dots between cards are ignored; a suit not
 * written at all is void. An empty text is an empty hand.
 */
export function parseHand(text: string): { ok: true; hand: number } | { ok: false; fault: HandFault } {
  let hand = 0;
  let suit = -1;
  let suitHasCards = false;
  let suitVoid = false;
  const seenSuits = new Set<number>();
  const chars = [...text];
  for (let i = 0; i < chars.length; i++) {
    const ch = chars[i];
    const at = i + 1;
    if (/[\s,.;]/.test(ch) || ch === "\uFE0F") continue;
    const s = SUIT_OF[ch];
    if (s !== undefined) {
      if (seenSuits.has(s)) return { ok: false, fault: { code: "hand-suit-twice", suit: SUITS[s], at } };
      seenSuits.add(s);
      suit = s;
      suitHasCards = false;
      suitVoid = false;
      continue;
    }
    let rank: number | undefined;
    if (ch === "1" && chars[i + 1] === "0") {
      rank = 3;
      i++;
    } else rank = RANK_OF[ch];
    if (ch === "-" || ch === "—" || ch === "–") {
      if (suit < 0) return { ok: false, fault: { code: "hand-rank-before-suit", char: ch, at } };
      if (suitHasCards) return { ok: false, fault: { code: "hand-void-and-cards", suit: SUITS[suit], at } };
      suitVoid = true;
      continue;
    }
    if (rank === undefined) return { ok: false, fault: { code: "hand-bad-char", char: ch, at } };
    if (suit < 0) return { ok: false, fault: { code: "hand-rank-before-suit", char: ch, at } };
    if (suitVoid) return { ok: false, fault: { code: "hand-void-and-cards", suit: SUITS[suit], at } };
    const bit = 1 << cardIndex(suit, rank);
    if (hand & bit)
      return { ok: false, fault: { code: "hand-card-twice", card: formatCard(cardIndex(suit, rank)), at } };
    hand |= bit;
    suitHasCards = true;
  }
  return { ok: true, hand };
}
