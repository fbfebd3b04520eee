/**
 * A deal: its number, its dealer, the hands of the three seats that play (10 cards each) and the
 * talon (2). The dealer's hand is empty (in 4-handed play he sits the deal out).
 */
import { Seat, SEATS } from "../protocol";
import { error, fail, Location, ok, Problem, Result } from "../result";
import { CardLanguage, cardsOf, formatCard, formatHand, HandFault, parseHand, SuitStyle } from "./cards";
import { popcount } from "./solver";

/** One deal. Hands are card masks (see cards.ts). */
export interface Deal {
  readonly deal: number;
  /** The set (board group) the deal belongs to, when known. */
  readonly set?: number;
  readonly dealer: Seat;
  /** The three playing seats' hands; the dealer has none. */
  readonly hands: Readonly<Partial<Record<Seat, number>>>;
  readonly talon: number;
}

/** The three seats that play, clockwise from the dealer's left: the first hand leads. */
export function playingSeats(dealer: Seat): Seat[] {
  const d = SEATS.indexOf(dealer);
  return [1, 2, 3].map((k) => SEATS[(d + k) % 4]);
}

/** The hands of a deal in playing order (first hand first), as the solver takes them. */
export function handsInOrder(deal: Deal): number[] {
  return playingSeats(deal.dealer).map((s) => deal.hands[s] ?? 0);
}

/** English text of a hand fault, for the core's message. */
function faultText(f: HandFault): string {
  switch (f.code) {
    case "hand-bad-char":
      return `"${f.char}" (character ${f.at}) is neither a suit (♠ ♣ ♦ ♥, S C D H, п т б ч) nor a rank (A K Q J 10 9 8 7, Т К Д В, T)`;
    case "hand-rank-before-suit":
      return `"${f.char}" (character ${f.at}) comes before any suit: begin each suit with ♠ ♣ ♦ ♥ or a letter`;
    case "hand-suit-twice":
      return `suit ${f.suit} is written twice (character ${f.at})`;
    case "hand-card-twice":
      return `${f.card} is written twice (character ${f.at})`;
    case "hand-void-and-cards":
      return `suit ${f.suit} has both "-" (a void) and cards (character ${f.at})`;
  }
}

/** Reads one hand; a fault becomes a Problem at `at` (the problem's params carry the details). */
export function readHand(text: string, at: Location): Result<number> {
  const r = parseHand(text);
  if (r.ok) return ok(r.hand);
  const f = r.fault;
  const params: Record<string, string | number> = { text, pos: f.at };
  if ("char" in f) params.char = f.char;
  if ("suit" in f) params.suit = f.suit;
  if ("card" in f) params.card = f.card;
  return fail([error(f.code, `"${text}": ${faultText(f)}`, at, params)]);
}

/** What validateDeal takes: hands as masks, absent for the dealer. */
export interface DealInput {
  readonly deal: number;
  readonly set?: number;
  readonly dealer: Seat;
  readonly hands: Readonly<Partial<Record<Seat, number>>>;
  readonly talon: number;
}

/**
 * Checks a deal: the dealer's hand empty, 10 cards in each playing hand, 2 in the talon, no card
 * twice (so all 32 are dealt). `columnOf` names where each seat's hand (and "talon") was read,
 * so each problem points at its cell or CSV column.
 */
export function validateDeal(
  input: DealInput,
  at: Location,
  columnOf: (seat: Seat | "talon") => string = (s) => s,
): Result<Deal> {
  const problems: Problem[] = [];
  const where = { ...at, board: input.deal };
  const dealerHand = input.hands[input.dealer] ?? 0;
  if (dealerHand !== 0)
    problems.push(
      error(
        "deal-dealer-has-cards",
        `deal ${input.deal}: ${input.dealer} deals and sits out, so his hand must be empty (it holds ${formatHand(dealerHand)})`,
        { ...where, column: columnOf(input.dealer) },
        { deal: input.deal, seat: input.dealer },
      ),
    );
  const seen = new Map<number, Seat | "talon">();
  const parts: [Seat | "talon", number, number][] = [
    ...playingSeats(input.dealer).map((s): [Seat, number, number] => [s, input.hands[s] ?? 0, 10]),
    ["talon", input.talon, 2],
  ];
  for (const [who, hand, size] of parts) {
    const n = popcount(hand);
    if (n !== size)
      problems.push(
        error(
          who === "talon" ? "deal-talon-size" : "deal-hand-size",
          `deal ${input.deal}: ${who === "talon" ? "the talon" : `${who}'s hand`} has ${n} cards, not ${size}`,
          { ...where, column: columnOf(who) },
          { deal: input.deal, seat: who, count: n, size },
        ),
      );
    for (const c of cardsOf(hand)) {
      const first = seen.get(c);
      if (first !== undefined)
        problems.push(
          error(
            "deal-card-twice",
            `deal ${input.deal}: ${formatCard(c)} is both in ${first} and in ${who}`,
            { ...where, column: columnOf(who) },
            { deal: input.deal, card: formatCard(c), first, seat: who },
          ),
        );
      else seen.set(c, who);
    }
  }
  if (problems.length > 0) return fail(problems);
  const hands: Partial<Record<Seat, number>> = {};
  for (const s of playingSeats(input.dealer)) hands[s] = input.hands[s] ?? 0;
  return ok({ deal: input.deal, set: input.set, dealer: input.dealer, hands, talon: input.talon });
}

/** A deal as text lines: "Deal 3, dealer S" then each playing seat's hand and the talon. */
export function formatDeal(
  deal: Deal,
  language: CardLanguage = "en",
  style: SuitStyle = "symbols",
): string[] {
  const ru = language === "ru";
  const seatName = (s: Seat): string => (ru ? { N: "С", E: "В", S: "Ю", W: "З" }[s] : s);
  const lines = [
    ru
      ? `Сдача ${deal.deal}, сдаёт ${seatName(deal.dealer)}`
      : `Deal ${deal.deal}, dealer ${seatName(deal.dealer)}`,
  ];
  for (const s of playingSeats(deal.dealer))
    lines.push(`  ${seatName(s)}: ${formatHand(deal.hands[s] ?? 0, language, style)}`);
  lines.push(`  ${ru ? "Прикуп" : "Talon"}: ${formatHand(deal.talon, language, style)}`);
  return lines;
}
