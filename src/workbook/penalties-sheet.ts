/**
 * The Penalties sheet (seed §12, §13.2.4): one row per ruling — the player, matchpoints off his
 * total and/or a percentage of a top, the reason, and a mark that disqualifies him. "% of a top"
 * is a percentage of the session's full top, the top of a complete line (the largest line top of
 * the protocol sheets, shown on the sheet): 25% of a top where 7 tables play each deal is
 * 0.25 · 12 = 3 MP. A number above 1 in the % column is read as percent points (25 → 25%), so the
 * column works whether or not the spreadsheet turns "25" into 25%.
 *
 * Results sums the "Penalty, MP" column per player and reads the disqualification mark; two hidden
 * columns number the filled rows and describe each in words, for the list of corrections on Results.
 */
import type { Disqualification, Penalty } from "../core/protocol";
import { toNumber } from "../core/rational";
import { call, cell, type Expr, num, op, plus, range, type Ref, str, times, over } from "./formula";
import { type Labels, pageMarks } from "./labels";
import { SheetBuilder } from "./sheet-builder";
import type { SheetPlan } from "./types";

/** Rows of the Penalties sheet. */
export const PENALTY_ROWS = { title: 1, note: 2, fullTop: 3, header: 5, first: 6 } as const;

/** Columns of the Penalties sheet; the full top's value is in row 3, column `fullTopValue`. */
export const PENALTY_COLUMNS = {
  player: 1,
  points: 2,
  percent: 3,
  reason: 4,
  disqualified: 5,
  mp: 6,
  count: 7,
  text: 8,
  fullTopValue: 3,
} as const;

/** Ruling rows that print when fewer are filled: one landscape page. */
const PENALTY_PRINTED_ROWS = 28;

/** How many ruling rows the sheet offers for a session of this many players. */
export function penaltyRowCount(players: number, given: number): number {
  return Math.max(20, Math.min(players, 100), given + 10);
}

/** The ranges Results and its list of corrections read. */
export interface PenaltyRanges {
  readonly players: Ref;
  readonly mp: Ref;
  readonly disqualified: Ref;
  readonly count: Ref;
  readonly text: Ref;
  readonly rows: number;
}

/** The ranges of a Penalties sheet of `rows` rows. */
export function penaltyRanges(sheet: string, rows: number): PenaltyRanges {
  const first = PENALTY_ROWS.first;
  const last = first + rows - 1;
  const col = (c: number): Ref => range(first, c, last, c, sheet);
  const C = PENALTY_COLUMNS;
  return {
    players: col(C.player),
    mp: col(C.mp),
    disqualified: col(C.disqualified),
    count: col(C.count),
    text: col(C.text),
    rows,
  };
}

/** One row of the sheet as the director's rulings give it. */
interface RulingRow {
  player: number;
  points?: number;
  percent?: number;
  reason: string;
  disqualified: boolean;
}

function rulingRows(penalties: readonly Penalty[], disqualified: readonly Disqualification[]): RulingRow[] {
  const rows: RulingRow[] = penalties.map((p) => ({
    player: p.player,
    ...(p.unit === "percent" ? { percent: toNumber(p.points) / 100 } : { points: toNumber(p.points) }),
    reason: p.reason,
    disqualified: false,
  }));
  for (const d of disqualified) {
    const same = rows.find((r) => r.player === d.player && !r.disqualified && r.reason === d.reason);
    if (same !== undefined) same.disqualified = true;
    else rows.push({ player: d.player, reason: d.reason, disqualified: true });
  }
  return rows;
}

/**
 * The Penalties sheet. `topRange` is the Ledger's column of line tops (the full top is its
 * maximum); `penalties` and `disqualified` fill the first rows.
 */
export function penaltiesSheet(
  labels: Labels,
  players: number,
  topRange: Ref,
  penalties: readonly Penalty[] = [],
  disqualified: readonly Disqualification[] = [],
): { sheet: SheetPlan; ranges: PenaltyRanges } {
  const L = labels.penalties;
  const C = PENALTY_COLUMNS;
  const R = PENALTY_ROWS;
  const b = new SheetBuilder(labels.sheets.penalties, "penalties");
  const given = rulingRows(penalties, disqualified);
  const rows = penaltyRowCount(players, given.length);
  b.text(R.title, 1, L.title, "title");
  // The instruction in two lines short enough for the page (one long line would stretch the page
  // and print it at a few points), the second in the empty row above the header.
  b.text(R.note, 1, L.note[0]);
  b.text(R.header - 1, 1, L.note[1]);
  b.text(R.fullTop, 1, L.fullTop, "header");
  b.empty(R.fullTop, 2, "header");
  b.merges.push(range(R.fullTop, 1, R.fullTop, 2));
  const fullTop = cell(R.fullTop, C.fullTopValue);
  b.formula(R.fullTop, C.fullTopValue, call("MAX", topRange), "computed", "0");
  const keys = ["player", "points", "percent", "reason", "disqualified", "mp", "count", "text"] as const;
  b.headerRow(R.header, C, L, keys, ["count", "text"]);
  const first = R.first;
  for (let i = 0; i < rows; i++) {
    const row = first + i;
    const g = given[i];
    const at = (c: number): Ref => cell(row, c);
    if (g === undefined) b.empty(row, C.player, "input", "0");
    else b.number(row, C.player, g.player, "input", "0");
    if (g?.points === undefined) b.empty(row, C.points, "input", "0.00");
    else b.number(row, C.points, g.points, "input", "0.00");
    if (g?.percent === undefined) b.empty(row, C.percent, "input", "0%");
    else b.number(row, C.percent, g.percent, "input", "0%");
    if (g === undefined || g.reason === "") b.empty(row, C.reason, "input", "@");
    else b.text(row, C.reason, g.reason, "input", "@");
    if (g?.disqualified === true) b.text(row, C.disqualified, L.yes, "input", "@");
    else b.empty(row, C.disqualified, "input", "@");
    const isPlayer = call("ISNUMBER", at(C.player));
    const pct = at(C.percent);
    const share: Expr = call("IF", op(">", pct, num(1)), over(pct, num(100)), pct);
    const mp = plus(
      call("IF", call("ISNUMBER", at(C.points)), at(C.points), num(0)),
      call("IF", call("ISNUMBER", pct), times(share, fullTop), num(0)),
    );
    b.formula(row, C.mp, call("IF", isPlayer, mp, str("")), "computed", "0.00");
    const one = call("IF", isPlayer, num(1), num(0));
    b.formula(row, C.count, i === 0 ? one : plus(cell(row - 1, C.count), one), "helper");
    const dq = op(">", call("LEN", call("TRIM", at(C.disqualified))), num(0));
    const fine = call(
      "IF",
      op(">", at(C.mp), num(0)),
      op(
        "&",
        op("&", str(`${L.penaltyWord} `), call("ROUND", at(C.mp), num(2))),
        op(
          "&",
          str(` ${L.mpWord}`),
          call(
            "IF",
            call("ISNUMBER", pct),
            op("&", op("&", str(" ("), call("ROUND", times(share, num(100)), num(2))), str(`% ${L.ofTop})`)),
            str(""),
          ),
        ),
      ),
      str(""),
    );
    const parts = op(
      "&",
      op(
        "&",
        fine,
        call(
          "IF",
          dq,
          op("&", call("IF", op("=", fine, str("")), str(""), str("; ")), str(labels.results.disqualified)),
          str(""),
        ),
      ),
      call(
        "IF",
        op(">", call("LEN", call("TRIM", at(C.reason))), num(0)),
        op("&", str(" — "), at(C.reason)),
        str(""),
      ),
    );
    b.formula(
      row,
      C.text,
      call(
        "IF",
        isPlayer,
        op("&", op("&", str(`${labels.corrections.player} `), at(C.player)), op("&", str(": "), parts)),
        str(""),
      ),
      "helper",
    );
  }
  b.validations.push({
    range: range(first, C.player, first + rows - 1, C.player),
    kind: "whole",
    min: 1,
    max: Math.max(players, 1000),
    message: labels.validation.player,
  });
  b.validations.push({
    range: range(first, C.disqualified, first + rows - 1, C.disqualified),
    kind: "list",
    values: [L.yes],
    message: L.validationDq,
  });
  b.widths([8, 8, 11, 36, 20, 11]);
  b.hide([C.count, C.text], 20);
  b.frozen = { rows: R.header, cols: 0 };
  // Landscape: "Дисквалифицирован" and the reason side by side at full size; the hidden helpers
  // (and the long texts they make) outside the printed area, and of the empty rows only one
  // page's worth (more would print pages of nothing but the header).
  const printed = Math.min(rows, Math.max(given.length, PENALTY_PRINTED_ROWS));
  b.print = {
    orientation: "landscape",
    fitToWidth: true,
    titleRows: [R.header, R.header],
    printArea: range(R.title, 1, first + printed - 1, C.mp),
    ...pageMarks(labels),
  };
  return { sheet: b.done(), ranges: penaltyRanges(labels.sheets.penalties, rows) };
}
