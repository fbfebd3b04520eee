/**
 * =PREF.WHISTS's cells: the arguments as Excel hands them (text, numbers, 1×4 ranges, blanks as
 * 0 or "" or null) turned into one deal, and the row of whists N E S W to spill.
 */
import { Seat, SEATS } from "../core/protocol";
import { parseSeat } from "../core/protocol-table";
import { Rational, toNumber } from "../core/rational";
import {
  dealWhists,
  DefenceChoice,
  parseContract,
  parseDefenceChoice,
  variantByName,
  VARIANTS,
} from "../core/whists";
import { ok, Result } from "../core/result";
import { Cell, OutCell, valueError } from "./cells";

function isBlank(v: Cell): boolean {
  return v === null || v === undefined || (typeof v === "string" && v.trim() === "");
}

/** Whether a tricks cell says "no cards here": "-", "–", "—", or blank text. */
function isDash(v: Cell): boolean {
  return isBlank(v) || (typeof v === "string" && /^[-\u2212\u2013\u2014]$/.test(v.trim()));
}

/** The cells of a range as one list in reading order. */
function flat(v: readonly (readonly Cell[])[] | null): Cell[] {
  return v === null ? [] : v.flat();
}

function choiceOf(v: Cell): DefenceChoice | null | undefined {
  if (isBlank(v) || v === 0) return undefined;
  return parseDefenceChoice(String(v));
}

/**
 * The defence: a 1×4 range in seat order ("whist", "pass", "half", blank) or one text such as
 * "E=whist, S=pass" or "Ю=пас".
 */
function defenceOf(
  v: readonly (readonly Cell[])[] | null,
): Result<Partial<Record<Seat, DefenceChoice>> | undefined> {
  const cells = flat(v);
  if (cells.length === 0 || cells.every((c) => isBlank(c) || c === 0)) return ok(undefined);
  const out: Partial<Record<Seat, DefenceChoice>> = {};
  if (cells.length === 1) {
    for (const part of String(cells[0]).split(/[,;]/)) {
      if (part.trim() === "") continue;
      const m = /^\s*([^=:]+?)\s*[=:]\s*(.+?)\s*$/.exec(part);
      const seat = m === null ? null : parseSeat(m[1]);
      const choice = m === null ? null : choiceOf(m[2]);
      if (seat === null || choice === null || choice === undefined)
        return valueError(
          `defence: "${part.trim()}" is not SEAT=whist, pass or half (e.g. "E=whist, S=pass")`,
        );
      out[seat] = choice;
    }
    return ok(out);
  }
  if (cells.length !== 4)
    return valueError(`defence: give 4 cells in seat order N E S W, not ${cells.length}`);
  for (let i = 0; i < 4; i++) {
    const c = choiceOf(cells[i]);
    if (c === null)
      return valueError(`defence: "${String(cells[i])}" for ${SEATS[i]} is not whist, pass or half`);
    if (c !== undefined) out[SEATS[i]] = c;
  }
  return ok(out);
}

/** The seat in a cell; blank (or a 0 that was a blank, when `zeroIsBlank`) is no seat. */
function seatOf(v: Cell, name: string, zeroIsBlank: boolean): Result<Seat | undefined> {
  if (isBlank(v) || (zeroIsBlank && v === 0)) return ok(undefined);
  const s = parseSeat(String(v));
  return s === null ? valueError(`${name}: "${String(v)}" is not a seat (N, E, S, W or С, В, Ю, З)`) : ok(s);
}

/**
 * The whists of one deal, one row N E S W; "" for the empty seat of a 3-handed table. A blank
 * contract gives a blank row, so the formula can be filled down rows not played yet.
 */
export function whistsRow(
  contract: Cell,
  declarer: Cell,
  tricks: readonly (readonly Cell[])[] | null,
  defence: readonly (readonly Cell[])[] | null,
  variant: Cell,
  dealer: Cell,
): Result<OutCell[][]> {
  if (isBlank(contract)) return ok([["", "", "", ""]]);
  const c = parseContract(String(contract));
  if (!c.ok) return valueError(`contract: ${c.problems[0].message}`);
  const rules = isBlank(variant) ? VARIANTS[0] : variantByName(String(variant));
  if (rules === null)
    return valueError(`variant: "${String(variant)}" is not ${VARIANTS.map((r) => r.id).join(", ")}`);
  const cells = flat(tricks);
  if (cells.length !== 4)
    return valueError(`tricks: give a range of 4 cells in seat order N E S W, not ${cells.length}`);
  const defenceRead = defenceOf(defence);
  if (!defenceRead.ok) return defenceRead;
  const declarerRead = seatOf(declarer, "declarer", false);
  if (!declarerRead.ok) return declarerRead;
  const dealerRead = seatOf(dealer, "dealer", true);
  if (!dealerRead.ok) return dealerRead;
  const def = defenceRead.value;
  const decl = declarerRead.value;
  const deal = dealerRead.value;

  // A 4-handed table has a dealer who sits out; without one the table is 3-handed and the empty
  // seat is the one whose tricks are "-" (or blank, when Excel hands a blank as "").
  let empty: Seat | undefined;
  if (deal === undefined) {
    const dashes = SEATS.filter((_, i) => isDash(cells[i]));
    if (dashes.length !== 1)
      return valueError(
        'dealer: give the dealer of a 4-handed table; at a 3-handed table leave it blank and write "-" in the empty seat\'s tricks',
      );
    empty = dashes[0];
  }
  const t: Partial<Record<Seat, number>> = {};
  for (let i = 0; i < 4; i++) {
    const s = SEATS[i];
    const x = cells[i];
    if (isDash(x) || s === empty) continue;
    // The dealer's cell and a passer's cell may hold a 0 that was a blank.
    if (x === 0 && (s === deal || def?.[s] === "pass" || def?.[s] === "half-whist")) continue;
    if (typeof x !== "number" || !Number.isInteger(x))
      return valueError(`tricks: "${String(x)}" for ${s} is not a number of tricks`);
    t[s] = x;
  }
  const r = dealWhists(rules, {
    contract: c.value,
    players: deal === undefined ? 3 : 4,
    dealer: deal,
    empty,
    declarer: decl,
    tricks: t,
    defence: def,
  });
  if (!r.ok)
    return valueError(
      r.problems
        .map((p) => (p.at.column === undefined ? p.message : `${p.at.column}: ${p.message}`))
        .join("; "),
    );
  return ok([SEATS.map((s) => (r.value[s] === null ? "" : toNumber(r.value[s] as Rational)))]);
}
