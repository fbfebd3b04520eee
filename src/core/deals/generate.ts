/**
 * Random deals for a session: each deal a uniformly random layout of the 32 cards (a Fisher–Yates
 * shuffle driven by the caller's random source — the CLI passes a cryptographically secure one,
 * tests and reproducible runs a seeded one), dealers by the session's rotation.
 */
import { SEATS } from "../protocol";
import { defaultDealer } from "../simulate";
import { Deal, playingSeats } from "./deal";

/** What generation needs of chance: an integer uniformly in 0..n−1. */
export interface RandomSource {
  below(n: number): number;
}

/** One random deal with the given number and dealer (hands dealt to the playing seats). */
export function randomDeal(
  number: number,
  set: number,
  rnd: RandomSource,
  dealer = defaultDealer(number),
): Deal {
  const pack = Array.from({ length: 32 }, (_, i) => i);
  for (let i = 31; i > 0; i--) {
    const j = rnd.below(i + 1);
    const t = pack[i];
    pack[i] = pack[j];
    pack[j] = t;
  }
  const hands: Partial<Record<(typeof SEATS)[number], number>> = {};
  playingSeats(dealer).forEach((seat, k) => {
    let h = 0;
    for (let i = k * 10; i < k * 10 + 10; i++) h |= 1 << pack[i];
    hands[seat] = h;
  });
  const talon = (1 << pack[30]) | (1 << pack[31]);
  return { deal: number, set, dealer, hands, talon };
}

/**
 * The deals of a session: `sets` sets of `dealsPerSet` deals, numbered as the protocols are
 * (deal = (set − 1)·K + k), dealers N E S W in turn by deal number.
 */
export function generateDeals(sets: number, dealsPerSet: number, rnd: RandomSource): Deal[] {
  const out: Deal[] = [];
  for (let set = 1; set <= sets; set++)
    for (let k = 1; k <= dealsPerSet; k++) out.push(randomDeal((set - 1) * dealsPerSet + k, set, rnd));
  return out;
}
