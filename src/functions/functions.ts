/*
 * The custom functions of Pref Director (namespace PREF). The JSDoc of each function is the help
 * a director reads in Excel's formula builder; the Russian help is in help-ru.json.
 * Excel hands ranges as any[][], which is why the signatures say `any`: each function turns its
 * arguments into typed cells at once (cells.ts) and never passes `any` on.
 */
/* eslint-disable @typescript-eslint/no-explicit-any */
import type { Problem, Result } from "../core/result";
import { Cell, isCellError, matchpointsOfRange, OutCell, topOf } from "./cells";
import { tricksOfLayout } from "./deal-cells";
import { movementView } from "./movement-cells";
import { whistsRow } from "./whists-cells";

// Every problem a function meets is an argument it cannot use: #VALUE!, whatever its code.
function toExcelError(problems: readonly Problem[]): CustomFunctions.Error {
  const message = problems.map((p) => p.message).join("; ");
  return new CustomFunctions.Error(CustomFunctions.ErrorCode.invalidValue, message);
}

function toExcel(v: OutCell): any {
  return isCellError(v) ? toExcelError([v]) : v;
}

// A custom function reports a failed call by throwing the error Excel shows in its cell.
function valueOf<T>(r: Result<T>): T {
  if (!r.ok) throw toExcelError(r.problems);
  return r.value;
}

function asCells(v: any): Cell[][] | null {
  if (v === null || v === undefined) return null;
  return Array.isArray(v) ? (v as Cell[][]) : [[v as Cell]];
}

/**
 * Matchpoints of a protocol, line by line: each result gets 2 for every result it beats in its column and 1 for every tie. Blank = not played; A+, A, A-, NN% = adjusted results. Missing results and fouled groups are factored to the full top.
 * @customfunction MATCHPOINTS
 * @param whists The whists of one or more lines (the N, E, S, W whist columns), one row per table.
 * @param [played] Optional. A column as tall as the whists, such as the contract: a row holds a result only where this cell is not blank. Give it, because Excel passes blank whists as 0.
 * @param [groups] Optional. A column of group labels for a fouled deal: rows with different labels are matchpointed apart.
 * @param [expected] Optional. How many tables play the deal. When fewer results are in, they are factored to the full top.
 * @returns The matchpoints, in the shape of the whists; blank where not played.
 */
export function matchpoints(whists: any[][], played?: any[][], groups?: any[][], expected?: any): any[][] {
  const r = matchpointsOfRange(whists as Cell[][], asCells(played), asCells(groups), asCells(expected));
  return valueOf(r).map((row) => row.map(toExcel));
}

/**
 * The top (max) of a line: the most matchpoints a result can get among n results, 2·(n − 1).
 * @customfunction TOP
 * @param results The number of results in the line.
 * @returns 2·(results − 1).
 */
export function top(results: number): number {
  return valueOf(topOf(results));
}

/**
 * The movement for a number of players: who sits where in every round and which set each table plays. Views: "grid" (default), "list" (a row per round and table), "cards" (table cards), "sets" (the director's set row), "quality".
 * @customfunction MOVEMENT
 * @param players The number of players who came (3 to 1000).
 * @param [rounds] Optional. Stop after this many rounds, announced before the start. Blank = the full movement.
 * @param [view] Optional. "grid", "list", "cards", "sets" or "quality".
 * @param [method] Optional. Force a method: cyclic, field, mols, product, rooms, skip, search, small, rests, regroup. Blank = the best for the count.
 * @returns The chosen view of the movement, spilled.
 */
export function movement(players: number, rounds?: number, view?: string, method?: string): any[][] {
  const r = movementView(players, rounds ?? null, view ?? null, method ?? null);
  return valueOf(r).map((row) => row.map(toExcel));
}

/**
 * The whists of one deal from its contract and tricks, as the variant's cost table gives them: one row N, E, S, W that sums to zero (blank for the empty seat of a 3-handed table). Thirds stay exact.
 * @customfunction WHISTS
 * @param contract The contract: 6♠, 6S, 6п, 7NT, 7БК; мизер or M for misère; - or pass for all-pass. A blank contract gives a blank row.
 * @param declarer The declarer's seat: N, E, S or W (or С, В, Ю, З). Not needed on all-pass.
 * @param tricks The tricks of N, E, S and W: a range of 4 cells in seat order. The dealer's cell is ignored; at a 3-handed table write - in the empty seat's cell.
 * @param [defence] Optional. What the defenders said: 4 cells in seat order (whist, pass, half) or a text such as "E=whist, S=pass". Blank = both whist.
 * @param [variant] Optional. sochi (the default), leningrad or rostov.
 * @param [dealer] Optional. The dealer's seat at a 4-handed table: he sits the deal out but gets whists. Blank = a 3-handed table.
 * @returns One row of four whists: N, E, S, W.
 */
export function whists(
  contract: any,
  declarer: any,
  tricks: any[][],
  defence?: any[][],
  variant?: any,
  dealer?: any,
): any[][] {
  const r = whistsRow(contract, declarer, asCells(tricks), asCells(defence), variant ?? null, dealer ?? null);
  return valueOf(r).map((row) => row.map(toExcel));
}

/**
 * Double-dummy tricks: the most the declarer takes in the strain, all cards open, after taking the talon and the best two discards, against the best defence; the dealer's left leads. For misère: the fewest he can be held to (0 = clean).
 * @customfunction TRICKS
 * @param hands Five cells: the hands of N, E, S, W and the talon, e.g. ♠AKQ ♣- ♦J109 ♥AK87 (or SAKQ C- DJ109 HAK87, пТКД т- бВ109 чТК87). The dealer's cell is blank.
 * @param declarer The declarer's seat: N, E, S or W (or С, В, Ю, З); not the dealer.
 * @param strain ♠ ♣ ♦ ♥ (S C D H, п т б ч), NT (БК) for no trumps, or M (мизер) for misère.
 * @returns The number of tricks, 0 to 10.
 */
export function tricks(hands: any[][], declarer: any, strain: any): number {
  return valueOf(tricksOfLayout(asCells(hands) ?? [], declarer, strain));
}
