/**
 * The messages of deals and hands (src/core/deals) in Russian and English, keyed by the Problem's
 * code and made from its params, without the location (the edges show it apart). A code without a
 * text falls back to the core's message.
 */
import type { Problem } from "../core/result";

type Params = Readonly<Record<string, string | number>>;
type Texts = Readonly<Record<string, (p: Params) => string>>;

const RU_SEATS: Readonly<Record<string, string>> = { N: "С", E: "В", S: "Ю", W: "З", talon: "прикуп" };
const ruSeat = (s: unknown): string => RU_SEATS[String(s)] ?? String(s);
const RU_SUITS: Readonly<Record<string, string>> = { S: "♠", C: "♣", D: "♦", H: "♥" };
const EN_SUITS: Readonly<Record<string, string>> = { S: "♠", C: "♣", D: "♦", H: "♥" };
const ruWhose = (s: unknown): string => (s === "talon" ? "в прикупе" : `у ${ruSeat(s)}`);
const enWhose = (s: unknown): string => (s === "talon" ? "the talon" : `${String(s)}'s hand`);

/** Every code the deals raise: the tests check that each has both texts. */
export const DEAL_CODES = [
  "hand-bad-char",
  "hand-rank-before-suit",
  "hand-suit-twice",
  "hand-card-twice",
  "hand-void-and-cards",
  "deal-dealer-has-cards",
  "deal-hand-size",
  "deal-talon-size",
  "deal-card-twice",
  "deals-columns-missing",
  "deals-bad-deal",
  "deals-deal-twice",
  "deals-bad-set",
  "deals-bad-dealer",
  "deals-none",
  "deals-not-in-session",
  "deals-wrong-dealer",
  "deals-missing",
] as const;

/** Russian texts by code. */
export const DEAL_MESSAGES_RU: Texts = {
  "hand-bad-char": (p) =>
    `«${p.text}»: «${p.char}» (знак ${p.pos}) — не масть (♠ ♣ ♦ ♥, п т б ч, S C D H) и не карта (Т К Д В 10 9 8 7, A K Q J).`,
  "hand-rank-before-suit": (p) =>
    `«${p.text}»: «${p.char}» (знак ${p.pos}) стоит до масти: каждую масть начинайте с ♠ ♣ ♦ ♥ или буквы п т б ч.`,
  "hand-suit-twice": (p) => `«${p.text}»: масть ${RU_SUITS[String(p.suit)]} записана дважды (знак ${p.pos}).`,
  "hand-card-twice": (p) => `«${p.text}»: карта ${p.card} записана дважды (знак ${p.pos}).`,
  "hand-void-and-cards": (p) =>
    `«${p.text}»: в масти ${RU_SUITS[String(p.suit)]} и «-» (нет карт), и карты (знак ${p.pos}).`,
  "deal-dealer-has-cards": (p) =>
    `Сдача ${p.deal}: ${ruSeat(p.seat)} сдаёт и не играет, его рука должна быть пустой.`,
  "deal-hand-size": (p) => `Сдача ${p.deal}: у ${ruSeat(p.seat)} ${p.count} карт, а должно быть 10.`,
  "deal-talon-size": (p) => `Сдача ${p.deal}: в прикупе ${p.count} карт, а должно быть 2.`,
  "deal-card-twice": (p) => `Сдача ${p.deal}: карта ${p.card} и ${ruWhose(p.first)}, и ${ruWhose(p.seat)}.`,
  "deals-columns-missing": (p) =>
    `В таблице сдач нужны столбцы сдача, сдающий, С, В, Ю, З, прикуп (deal,dealer,N,E,S,W,talon); нет: ${p.missing}.`,
  "deals-bad-deal": (p) => `«${p.value}» — не номер сдачи.`,
  "deals-deal-twice": (p) => `Сдача ${p.deal} уже записана в строке ${p.first}.`,
  "deals-bad-set": (p) => `«${p.value}» — не номер комплекта.`,
  "deals-bad-dealer": (p) => `«${p.value}» — не позиция (С, В, Ю, З или N, E, S, W).`,
  "deals-none": () => "В таблице сдач нет ни одной сдачи.",
  "deals-not-in-session": (p) => `Сдача ${p.deal} в этой сессии не играется.`,
  "deals-wrong-dealer": (p) =>
    `Сдача ${p.deal}: по правилу сессии сдаёт ${ruSeat(p.dealer)}, а в файле — ${ruSeat(p.given)}.`,
  "deals-missing": (p) => `Для сдачи ${p.deal} в файле нет расклада: её протокол будет без расклада.`,
};

/** English texts by code. */
export const DEAL_MESSAGES_EN: Texts = {
  "hand-bad-char": (p) =>
    `"${p.text}": "${p.char}" (character ${p.pos}) is neither a suit (♠ ♣ ♦ ♥, S C D H, п т б ч) nor a rank (A K Q J 10 9 8 7, Т К Д В).`,
  "hand-rank-before-suit": (p) =>
    `"${p.text}": "${p.char}" (character ${p.pos}) comes before any suit: begin each suit with ♠ ♣ ♦ ♥ or a letter S C D H.`,
  "hand-suit-twice": (p) =>
    `"${p.text}": the suit ${EN_SUITS[String(p.suit)]} is written twice (character ${p.pos}).`,
  "hand-card-twice": (p) => `"${p.text}": ${p.card} is written twice (character ${p.pos}).`,
  "hand-void-and-cards": (p) =>
    `"${p.text}": the suit ${EN_SUITS[String(p.suit)]} has both "-" (a void) and cards (character ${p.pos}).`,
  "deal-dealer-has-cards": (p) => `Deal ${p.deal}: ${p.seat} deals and sits out, so his hand must be empty.`,
  "deal-hand-size": (p) => `Deal ${p.deal}: ${p.seat}'s hand has ${p.count} cards, not 10.`,
  "deal-talon-size": (p) => `Deal ${p.deal}: the talon has ${p.count} cards, not 2.`,
  "deal-card-twice": (p) =>
    `Deal ${p.deal}: ${p.card} is both in ${enWhose(p.first)} and in ${enWhose(p.seat)}.`,
  "deals-columns-missing": (p) =>
    `The deals table needs the columns deal,dealer,N,E,S,W,talon; missing: ${p.missing}.`,
  "deals-bad-deal": (p) => `"${p.value}" is not a deal number.`,
  "deals-deal-twice": (p) => `Deal ${p.deal} is already on line ${p.first}.`,
  "deals-bad-set": (p) => `"${p.value}" is not a set number.`,
  "deals-bad-dealer": (p) => `"${p.value}" is not a seat (N, E, S, W or С, В, Ю, З).`,
  "deals-none": () => "The deals table has no deals.",
  "deals-not-in-session": (p) => `Deal ${p.deal} is not played in this session.`,
  "deals-wrong-dealer": (p) =>
    `Deal ${p.deal}: the session's dealer is ${p.dealer}, the file says ${p.given}.`,
  "deals-missing": (p) => `Deal ${p.deal} has no layout in the file: its protocol will have none.`,
};

/** A deal problem's message in the director's language, from its code and params (else the core's). */
export function dealMessage(p: Problem, language: "ru" | "en"): string {
  const text = (language === "ru" ? DEAL_MESSAGES_RU : DEAL_MESSAGES_EN)[p.code];
  if (text === undefined) return p.message;
  const out = text(p.params ?? {});
  return out.includes("undefined") ? p.message : out;
}

/** A code of the deals. */
export type DealCode = (typeof DEAL_CODES)[number];

/** The params of a deal problem (each text takes what it needs by name). */
export type DealParams = Readonly<Record<string, string | number>>;

/** The deals' entries of the one message catalogue (src/i18n/catalogue.ts). */
export const DEAL_CATALOGUE: {
  readonly [K in DealCode]: {
    readonly ru: (p: DealParams) => string;
    readonly en: (p: DealParams) => string;
  };
} = Object.fromEntries(DEAL_CODES.map((c) => [c, { ru: DEAL_MESSAGES_RU[c], en: DEAL_MESSAGES_EN[c] }])) as {
  readonly [K in DealCode]: {
    readonly ru: (p: DealParams) => string;
    readonly en: (p: DealParams) => string;
  };
};
