/**
 * =PREF.TRICKS's cells: a layout typed into five cells (N, E, S, W, talon; the dealer's cell
 * blank), a declarer and a strain, turned into one double-dummy answer.
 */
import { bestOverDiscards, Strain, trumpOf } from "../core/deals/analyse";
import { parseHand } from "../core/deals/cards";
import { handsInOrder, playingSeats, validateDeal } from "../core/deals/deal";
import { NO_TRUMP, Solver } from "../core/deals/solver";
import { Seat, SEATS } from "../core/protocol";
import { parseSeat } from "../core/protocol-table";
import { ok, Result } from "../core/result";
import { Cell, valueError } from "./cells";

const STRAIN_WORDS: Readonly<Record<string, Strain | "misere">> = {
  "♠": "S",
  s: "S",
  п: "S",
  пики: "S",
  "♣": "C",
  c: "C",
  т: "C",
  трефы: "C",
  "♦": "D",
  d: "D",
  б: "D",
  бубны: "D",
  "♥": "H",
  h: "H",
  ч: "H",
  червы: "H",
  nt: "NT",
  бк: "NT",
  "без козыря": "NT",
  m: "misere",
  misere: "misere",
  misère: "misere",
  мизер: "misere",
};

/** A strain from its cell: ♠ S п, ♣ C т, ♦ D б, ♥ H ч, NT БК, M мизер; null if unreadable. */
export function parseStrain(v: Cell): Strain | "misere" | null {
  if (typeof v !== "string") return null;
  return STRAIN_WORDS[v.trim().toLowerCase()] ?? null;
}

// One small solver for the function runtime: a single answer needs no big table.
let solver: Solver | null = null;

/** The tricks (or in misère the fewest) for a layout typed into cells, or a #VALUE! message. */
export function tricksOfLayout(
  hands: readonly (readonly Cell[])[],
  declarer: Cell,
  strain: Cell,
): Result<number> {
  const cells = hands.flat();
  if (cells.length !== 5)
    return valueError(
      `hands: give 5 cells — N, E, S, W and the talon (the dealer's cell blank), not ${cells.length}`,
    );
  const masks: number[] = [];
  for (let i = 0; i < 5; i++) {
    const c = cells[i];
    const text = c === null || c === undefined || c === 0 ? "" : String(c);
    const r = parseHand(text);
    const name = i < 4 ? SEATS[i] : "talon";
    if (!r.ok)
      return valueError(
        `hands, ${name}: "${text}" — character ${r.fault.at} cannot be read (${r.fault.code})`,
      );
    masks.push(r.hand);
  }
  const blanks = SEATS.filter((_, i) => masks[i] === 0);
  if (blanks.length !== 1)
    return valueError(
      `hands: exactly one seat (the dealer's) must be blank; blank now: ${blanks.join(" ") || "none"}`,
    );
  const dealer = blanks[0];
  const byseat: Partial<Record<Seat, number>> = {};
  SEATS.forEach((s, i) => {
    if (s !== dealer) byseat[s] = masks[i];
  });
  const deal = validateDeal({ deal: 1, dealer, hands: byseat, talon: masks[4] }, {});
  if (!deal.ok) return valueError(`hands: ${deal.problems[0].message.replace(/^deal 1: /, "")}`);
  const seat = typeof declarer === "string" ? parseSeat(declarer) : null;
  if (seat === null)
    return valueError(`declarer: "${String(declarer ?? "")}" is not a seat (N, E, S, W or С, В, Ю, З)`);
  const index = playingSeats(dealer).indexOf(seat);
  if (index < 0) return valueError(`declarer: ${seat} is the dealer (his cell is blank) and does not play`);
  const s = parseStrain(strain);
  if (s === null)
    return valueError(
      `strain: "${String(strain ?? "")}" is not ♠ ♣ ♦ ♥ (S C D H, п т б ч), NT (БК) or M (мизер)`,
    );
  solver ??= new Solver(16);
  const misere = s === "misere";
  return ok(
    bestOverDiscards(
      solver,
      handsInOrder(deal.value),
      index,
      deal.value.talon,
      misere ? NO_TRUMP : trumpOf(s),
      misere,
    ),
  );
}
