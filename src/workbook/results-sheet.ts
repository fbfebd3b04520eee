/**
 * The Results sheet and the hidden Ledger it sums over.
 *
 * The Ledger has one row per seat of every protocol row (deal × table × seat): the player, his
 * matchpoints, the line's top and the state of the result — 0 not played or cancelled, 1 whists,
 * 2 A+, 3 any other adjusted result — all live references to the protocol sheets. Results then needs one
 * SUMIFS per figure, whatever the number of deals (a sum over 100 protocol sheets would not fit in
 * a formula).
 *
 * Per player: MP = MP on played boards + MP of A, A-, NN% + (tops of his A+ lines) ×
 * MAX(60%, his own MP ÷ max on played boards) — seed §11.2B1 as the core computes it; Max = the
 * tops of every line where he has a result; % = 100·MP/Max; Rank = RANK.EQ of the percentage
 * rounded to 9 decimals. The core decides ties on exact fractions; sums of doubles that are equal
 * as fractions can differ in the last bits, so ranking on ROUND(%, 9) gives them one place again.
 */
import { CANCEL_MARKER } from "../core/entry";
import { SEATS } from "../core/protocol";
import { call, cell, type Expr, num, op, plus, range, type Ref, str, times, over } from "./formula";
import type { Labels } from "./labels";
import { PROTOCOL_ROWS, seatColumns } from "./layout";
import { SheetBuilder } from "./sheet-builder";
import type { SessionLayout, SheetPlan } from "./types";

/** Columns of the Ledger. */
export const LEDGER_COLUMNS = { deal: 1, seat: 2, player: 3, mp: 4, top: 5, state: 6 } as const;

/** Columns of Results: the six public ones, then hidden helpers. */
export const RESULTS_COLUMNS = {
  player: 1,
  name: 2,
  mp: 3,
  max: 4,
  percent: 5,
  rank: 6,
  naturalMp: 7,
  naturalMax: 8,
  avgPlusMax: 9,
  adjustedMp: 10,
  key: 11,
} as const;

/** The Ledger sheet and the number of its data rows. */
export function ledgerSheet(session: SessionLayout, labels: Labels): { sheet: SheetPlan; rows: number } {
  const b = new SheetBuilder(labels.sheets.ledger, "ledger", true);
  const L = LEDGER_COLUMNS;
  const header = labels.ledger;
  [L.deal, L.seat, L.player, L.mp, L.top, L.state].forEach((col, i) =>
    b.text(1, col, header[[0, 3, 4, 5, 6, 7][i]], "header"),
  );
  let row = 2;
  for (const deal of session.deals) {
    for (const r of deal.rows) {
      for (const seat of SEATS) {
        const c = seatColumns(seat);
        const key = cell(r.sheetRow, c.helper, deal.sheet);
        b.number(row, L.deal, deal.deal);
        b.text(row, L.seat, labels.seats[seat]);
        b.formula(row, L.player, cell(r.sheetRow, c.player, deal.sheet));
        b.formula(row, L.mp, cell(r.sheetRow, c.mp, deal.sheet));
        b.formula(row, L.top, cell(PROTOCOL_ROWS.top, c.mp, deal.sheet));
        b.formula(
          row,
          L.state,
          call(
            "IF",
            call("ISNUMBER", key),
            num(1),
            call(
              "IF",
              call("OR", op("=", key, str("")), op("=", key, str(CANCEL_MARKER))),
              num(0),
              call("IF", op("=", key, str("A+")), num(2), num(3)),
            ),
          ),
        );
        row++;
      }
    }
  }
  b.frozen = { rows: 1, cols: 0 };
  return { sheet: b.done(), rows: row - 2 };
}

/** The Results sheet: one row per player number, live formulas over the Ledger. */
export function resultsSheet(
  session: SessionLayout,
  labels: Labels,
  ledgerRows: number,
  playersSheet: string,
): SheetPlan {
  const b = new SheetBuilder(labels.sheets.results, "results");
  const C = RESULTS_COLUMNS;
  const R = labels.results;
  const ledger = labels.sheets.ledger;
  const last = 1 + Math.max(ledgerRows, 1);
  const col = (c: number): Ref => range(2, c, last, c, ledger);
  const players = col(LEDGER_COLUMNS.player);
  const mps = col(LEDGER_COLUMNS.mp);
  const tops = col(LEDGER_COLUMNS.top);
  const states = col(LEDGER_COLUMNS.state);
  const sumIfs = (values: Ref, me: Ref, state: Expr): Expr =>
    call("SUMIFS", values, players, me, states, state);

  const heads: [number, string][] = [
    [C.player, R.player],
    [C.name, R.name],
    [C.mp, R.mp],
    [C.max, R.max],
    [C.percent, R.percent],
    [C.rank, R.rank],
    [C.naturalMp, R.naturalMp],
    [C.naturalMax, R.naturalMax],
    [C.avgPlusMax, R.avgPlusMax],
    [C.adjustedMp, R.adjustedMp],
    [C.key, R.key],
  ];
  for (const [c, text] of heads) b.text(1, c, text, c <= C.rank ? "header" : "helper");
  const lastRow = session.players + 1;
  const keys = range(2, C.key, lastRow, C.key);
  for (let p = 1; p <= session.players; p++) {
    const row = p + 1;
    const me = cell(row, C.player);
    const at = (c: number): Ref => cell(row, c);
    b.number(row, C.player, p, "given", "0");
    b.formula(row, C.name, op("&", str(""), cell(p + 1, 2, playersSheet)), "given", "@");
    b.formula(row, C.naturalMp, sumIfs(mps, me, num(1)), "helper");
    b.formula(row, C.naturalMax, sumIfs(tops, me, num(1)), "helper");
    b.formula(row, C.avgPlusMax, sumIfs(tops, me, num(2)), "helper");
    b.formula(row, C.adjustedMp, sumIfs(mps, me, num(3)), "helper");
    const own = call(
      "IF",
      op(">", at(C.naturalMax), num(0)),
      over(at(C.naturalMp), at(C.naturalMax)),
      num(0),
    );
    b.formula(
      row,
      C.mp,
      plus(plus(at(C.naturalMp), at(C.adjustedMp)), times(at(C.avgPlusMax), call("MAX", num(0.6), own))),
      "computed",
      "0.00",
    );
    b.formula(row, C.max, sumIfs(tops, me, str(">0")), "computed", "0");
    b.formula(
      row,
      C.percent,
      call("IF", op(">", at(C.max), num(0)), over(times(num(100), at(C.mp)), at(C.max)), str("")),
      "computed",
      "0.00",
    );
    b.formula(
      row,
      C.key,
      call("IF", call("ISNUMBER", at(C.percent)), call("ROUND", at(C.percent), num(9)), str("")),
      "helper",
    );
    b.formula(
      row,
      C.rank,
      call("IF", call("ISNUMBER", at(C.key)), call("RANK.EQ", at(C.key), keys), str("")),
      "computed",
      "0",
    );
  }
  b.column(C.player, 8);
  b.column(C.name, 28);
  b.column(C.mp, 9);
  b.column(C.max, 7);
  b.column(C.percent, 8);
  b.column(C.rank, 7);
  for (const c of [C.naturalMp, C.naturalMax, C.avgPlusMax, C.adjustedMp, C.key]) b.column(c, 10, true);
  b.frozen = { rows: 1, cols: 2 };
  b.print = { orientation: "portrait", fitToWidth: true, titleRows: [1, 1] };
  return b.done();
}
