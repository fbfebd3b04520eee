/**
 * The 3-handed seat rule. A set is dealt for four: the dealer's pocket holds no cards, the three
 * other pockets hold ten each. A table that plays a 4-handed movement with three players must
 * therefore leave the DEALER'S seat empty, whatever seat the movement's missing player had —
 * otherwise a player takes the empty pocket and a dealt hand goes unplayed. The dealer turns with
 * the deal number, so the empty seat of a table may change from round to round.
 */
import type { Seat, TableAssignment } from "./types";
import { SEATS } from "./types";

/**
 * The dealer of deal `deal` by the usual rotation (N for deal 1, E, S, W, then round again) — the
 * same rotation the protocols use. A movement's set s holds deal s when a set holds one deal.
 */
export function dealerOfDeal(deal: number): Seat {
  return SEATS[(((deal - 1) % 4) + 4) % 4];
}

/**
 * A 3-handed table reseated for a deal dealt by `dealer`: the player in the dealer's seat moves to
 * the empty seat, everybody else stays. A full table, or one whose empty seat is already the
 * dealer's, comes back as it is.
 */
export function seatedForDealer(t: TableAssignment, dealer: Seat): TableAssignment {
  const empty = SEATS.filter((s) => t[s] === null);
  if (empty.length !== 1 || empty[0] === dealer) return t;
  return { ...t, [empty[0]]: t[dealer], [dealer]: null };
}
