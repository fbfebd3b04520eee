/**
 * The Score cards sheet: a printable personal card per player — every deal he sat at (deal,
 * round, table, seat from the movement; contract, his whists and MP and the line's top as live
 * references to the protocol sheet) and his totals and place from Results. A page break after
 * each card.
 */
import { SEATS } from "../core/protocol";
import { call, cell, num, op, range, type Ref, str } from "./formula";
import { type Labels, pageMarks } from "./labels";
import { PROTOCOL_COLUMNS, PROTOCOL_ROWS, seatColumns } from "./layout";
import { RESULTS_COLUMNS } from "./results-sheet";
import { SheetBuilder } from "./sheet-builder";
import type { SessionLayout, SheetPlan } from "./types";

/** Deal lines above which the cards are left out unless asked for (see SessionSettings.scoreCards). */
export const MAX_CARD_LINES = 20000;

/** The deal lines of every card: players × the deals each plays. */
export function cardLines(session: SessionLayout): number {
  let n = 0;
  for (const d of session.deals)
    for (const r of d.rows) for (const s of SEATS) if (r.players[s] !== null) n++;
  return n;
}

/** Columns of a card. */
export const CARD_COLUMNS = {
  board: 1,
  round: 2,
  table: 3,
  seat: 4,
  contract: 5,
  whists: 6,
  mp: 7,
  top: 8,
} as const;

/** The Score cards sheet; `results` and `players` are the sheets the totals and names come from. */
export function scoreCardsSheet(
  session: SessionLayout,
  labels: Labels,
  results: string,
  players: string,
): SheetPlan {
  const b = new SheetBuilder(labels.sheets.scoreCards, "score-cards");
  const L = labels.cards2;
  const C = CARD_COLUMNS;
  const lines = new Map<
    number,
    {
      deal: number;
      sheet: string;
      sheetRow: number;
      round: number;
      table: number;
      seat: (typeof SEATS)[number];
    }[]
  >();
  for (const d of session.deals)
    for (const r of d.rows)
      for (const s of SEATS) {
        const p = r.players[s];
        if (p === null) continue;
        const list = lines.get(p) ?? [];
        list.push({
          deal: d.deal,
          sheet: d.sheet,
          sheetRow: r.sheetRow,
          round: r.round,
          table: r.table,
          seat: s,
        });
        lines.set(p, list);
      }
  const breaks: number[] = [];
  let row = 1;
  for (let p = 1; p <= session.players; p++) {
    const own = lines.get(p) ?? [];
    const res = (c: number): Ref => cell(p + 1, c, results);
    const name = cell(p + 1, 2, players);
    b.formula(
      row,
      1,
      op(
        "&",
        str(`${L.player} ${p}`),
        call("IF", op(">", call("LEN", name), num(0)), op("&", str(" — "), name), str("")),
      ),
      "title",
    );
    // The totals on a row of their own: the title runs on across the empty cells after it, so a
    // long name prints whole.
    row++;
    // Across the card's first columns: "МП / Макс / %" whole, beside the three totals.
    b.text(row, 1, L.totals, "header");
    b.merges.push(range(row, 1, row, C.contract));
    b.formula(row, C.whists, res(RESULTS_COLUMNS.mp), "computed", "0.00");
    b.formula(row, C.mp, res(RESULTS_COLUMNS.max), "computed", "0");
    b.formula(row, C.top, res(RESULTS_COLUMNS.percent), "computed", "0.00");
    b.text(row, C.top + 1, L.place, "header");
    b.formula(row, C.top + 2, op("&", res(RESULTS_COLUMNS.place), str("")), "computed", "@");
    row++;
    const heads = [L.board, L.round, L.table, L.seat, L.contract, L.whists, L.mp, L.top];
    heads.forEach((h, i) => b.text(row, i + 1, h, "header"));
    row++;
    for (const l of own) {
      const at = (col: number): Ref => cell(l.sheetRow, col, l.sheet);
      const sc = seatColumns(l.seat);
      b.number(row, C.board, l.deal, "given", "0");
      b.number(row, C.round, l.round, "given", "0");
      b.number(row, C.table, l.table, "given", "0");
      b.text(row, C.seat, labels.seats[l.seat], "given");
      b.formula(row, C.contract, op("&", at(PROTOCOL_COLUMNS.contract), str("")), "given", "@");
      const w = at(sc.whists);
      b.formula(row, C.whists, call("IF", op("=", call("LEN", w), num(0)), str(""), w), "given");
      b.formula(row, C.mp, at(sc.mp), "computed", "0.00");
      b.formula(row, C.top, cell(PROTOCOL_ROWS.top, sc.mp, l.sheet), "computed", "0");
      row++;
    }
    breaks.push(row);
    row++;
  }
  // Wide enough for the bold headers "Протокол" and "Позиция" at full size on a portrait page.
  b.widths([10, 5, 6, 9, 10, 7, 7, 6, 7, 6]);
  b.print = {
    orientation: "portrait",
    fitToWidth: true,
    breaksAfter: breaks.slice(0, -1),
    ...pageMarks(labels),
  };
  return b.done();
}
