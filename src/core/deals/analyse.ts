/**
 * What a deal is worth double-dummy: for each playing seat as declarer, the most tricks in each
 * strain after taking the talon and making the best two discards, and in misère the fewest
 * tricks he can be held to. The first hand (the dealer's left) leads.
 */
import { Seat } from "../protocol";
import { Deal, handsInOrder, playingSeats } from "./deal";
import { NO_TRUMP, normalise, popcount, Solver } from "./solver";

/** The five strains of a game, in the order of the DD table. */
export const STRAINS = ["S", "C", "D", "H", "NT"] as const;
/** A strain: a trump suit (♠ ♣ ♦ ♥) or no trumps. */
export type Strain = (typeof STRAINS)[number];

/** The solver's trump index of a strain. */
export function trumpOf(strain: Strain): number {
  switch (strain) {
    case "S":
      return 0;
    case "C":
      return 1;
    case "D":
      return 2;
    case "H":
      return 3;
    case "NT":
      return NO_TRUMP;
  }
}

/** One declarer's figures: tricks in each strain and the misère count. */
export interface DeclarerFigures {
  readonly tricks: Readonly<Record<Strain, number>>;
  readonly misere: number;
}

/**
 * How exposed a misère hand looks, for ordering the discards only: in each suit, how far the
 * declarer's k-th lowest card has more than k of the opponents' cards under it. Trying the safest
 * hands first finds the best count early, and every later discard is then a cheaper test.
 */
function misereDanger(hand: number, others: number): number {
  let danger = 0;
  for (let s = 0; s < 32; s += 8) {
    const mine = (hand >>> s) & 255;
    const theirs = (others >>> s) & 255;
    let k = 0;
    for (let r = 0; r < 8; r++) {
      if (!(mine & (1 << r))) continue;
      const below = popcount(theirs & ((1 << r) - 1));
      danger += Math.max(0, below - k);
      k++;
    }
  }
  return danger;
}

/** The discard pairs worth trying, each giving a different position; likely best first. */
function discardChoices(
  hands: readonly number[],
  declarer: number,
  twelve: number,
  trump: number,
  misere: boolean,
): number[][] {
  const cards: number[] = [];
  for (let c = 0; c < 32; c++) if (twelve & (1 << c)) cards.push(c);
  const others = hands.reduce((m, h, i) => (i === declarer ? m : m | h), 0);
  const seen = new Set<string>();
  const key = new Int32Array(3);
  const out: { hands: number[]; value: number }[] = [];
  for (let i = 0; i < cards.length; i++) {
    for (let j = i + 1; j < cards.length; j++) {
      const hs = [...hands];
      hs[declarer] = twelve & ~(1 << cards[i]) & ~(1 << cards[j]);
      normalise(hs[0], hs[1], hs[2], key);
      const k = `${key[0]},${key[1]},${key[2]}`;
      if (seen.has(k)) continue;
      seen.add(k);
      // Keep trumps and high cards; in misère shed the high ones.
      const worth = (c: number): number => (c & 7) + (c >> 3 === trump ? 16 : 0);
      const w = worth(cards[i]) + worth(cards[j]);
      out.push({ hands: hs, value: misere ? misereDanger(hs[declarer], others) * 100 - w : w });
    }
  }
  out.sort((a, b) => a.value - b.value);
  return out.map((o) => o.hands);
}

/**
 * The declarer's best result over his discards: the most tricks (or in misère the fewest).
 * `hands` are the three hands in playing order with the declarer's slot holding his 10 cards;
 * `talon` the two talon cards. Each later discard is only tested against the best so far, which
 * is far cheaper than solving it.
 */
export function bestOverDiscards(
  solver: Solver,
  hands: readonly number[],
  declarer: number,
  talon: number,
  trump: number,
  misere: boolean,
): number {
  const twelve = hands[declarer] | talon;
  const choices = discardChoices(hands, declarer, twelve, trump, misere);
  let best = solver.solve(choices[0], 0, declarer, trump, misere);
  for (let i = 1; i < choices.length; i++) {
    const hs = choices[i];
    if (misere) {
      while (best > 0 && !solver.atLeast(hs, 0, declarer, trump, true, best)) best--;
    } else {
      while (best < 10 && solver.atLeast(hs, 0, declarer, trump, false, best + 1)) best++;
    }
  }
  return best;
}

/** All figures of one declarer: five strains and misère. */
export function analyseDeclarer(
  solver: Solver,
  hands: readonly number[],
  declarer: number,
  talon: number,
): DeclarerFigures {
  const tricks = {} as Record<Strain, number>;
  for (const s of STRAINS) tricks[s] = bestOverDiscards(solver, hands, declarer, talon, trumpOf(s), false);
  return { tricks, misere: bestOverDiscards(solver, hands, declarer, talon, NO_TRUMP, true) };
}

/** A deal's double-dummy table: per playing seat, tricks in each strain and the misère count. */
export interface DealAnalysis {
  readonly tricks: Readonly<Partial<Record<Seat, Readonly<Record<Strain, number>>>>>;
  readonly misere: Readonly<Partial<Record<Seat, number>>>;
}

/**
 * The whole analysis of a deal: each of the three playing seats as declarer. One solver can (and
 * should) serve many deals: its table carries over.
 */
export function analyseDeal(deal: Deal, solver: Solver = new Solver()): DealAnalysis {
  const seats = playingSeats(deal.dealer);
  const hands = handsInOrder(deal);
  const tricks: Partial<Record<Seat, Record<Strain, number>>> = {};
  const misere: Partial<Record<Seat, number>> = {};
  seats.forEach((seat, i) => {
    const f = analyseDeclarer(solver, hands, i, deal.talon);
    tricks[seat] = { ...f.tricks };
    misere[seat] = f.misere;
  });
  return { tricks, misere };
}

/** The most tricks `declarer` takes in `strain` (or, for "misere", the fewest he can be held to). */
export function dealTricks(
  deal: Deal,
  declarer: Seat,
  strain: Strain | "misere",
  solver = new Solver(),
): number {
  const i = playingSeats(deal.dealer).indexOf(declarer);
  if (i < 0) throw new Error("dealTricks: the declarer must be a playing seat");
  const misere = strain === "misere";
  return bestOverDiscards(
    solver,
    handsInOrder(deal),
    i,
    deal.talon,
    misere ? NO_TRUMP : trumpOf(strain),
    misere,
  );
}
