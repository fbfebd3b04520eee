/**
 * The Places sheet: the standings sorted by place, ready to publish — place ("3=" when shared,
 * "DQ"), player, name, MP, max, percentage to two decimals, a bar, and the winner marked. Sorting
 * uses portable functions only: Results has a hidden order key per player (rank·100000 + player;
 * players without a place after, the disqualified last), and row k here shows the player whose key
 * is the k-th smallest: MATCH(SMALL(keys, k), keys, 0), then INDEX into Results.
 *
 * The bar is a text bar, REPT("█", ROUND(% / 4)) — 25 blocks for 100% — because ExcelJS cannot
 * write charts and a data-bar conditional format is not in every writer; it prints everywhere.
 * Printing: landscape, one page per 30 players, the header repeated.
 *
 * The plan also carries a real bar chart of the percentages by place (see PLACES_CHART), which
 * only the Office.js writer draws; the .xlsx of the CLI keeps the text bar alone.
 */
import { call, cell, type Expr, num, op, over, range, type Ref, str } from "./formula";
import { type Labels, pageMarks } from "./labels";
import {
  OPEN_COLUMN,
  RESULTS_COLUMNS,
  STANDINGS_COLUMNS,
  standingsPrint,
  standingsWidths,
} from "./results-sheet";
import { SheetBuilder } from "./sheet-builder";
import type { ChartPlan, Language, SessionLayout, SheetPlan } from "./types";

/** Columns of the Places sheet. */
export const PLACES_COLUMNS = {
  ...STANDINGS_COLUMNS,
  bar: 7,
  note: 8,
  /** Hidden: the player's row in Results. */
  index: 9,
} as const;

/** Rows of the Places sheet: a title, the header, then one row per player. */
export const PLACES_ROWS = { title: 1, header: 2, first: 3 } as const;

/** The bar's block character. */
export const BAR = "\u2588";

/** The standings chart of the Places sheet. */
export const PLACES_CHART = {
  /**
   * Players up to which the sheet gets the chart: a bar per player stays readable to about 200;
   * a chart of 400 thin bars is useless (and slow to draw), the sorted list says it better.
   */
  maxPlayers: 200,
  /** Top-left: the header row, one column right of the hidden index column. */
  row: PLACES_ROWS.header,
  col: PLACES_COLUMNS.index + 2,
  widthCells: 8,
  /** At least this many rows high; else one row per player and one for the title. */
  minHeightCells: 16,
  title: { ru: "Итоги: % по местам", en: "Standings: % by place" } as Readonly<Record<Language, string>>,
} as const;

/**
 * The bar chart of the percentages by place, the winner on top, or none. Bars are labelled with
 * player numbers: they are always there, names often are not when the session is built.
 */
function placesChart(session: SessionLayout): ChartPlan[] {
  const n = session.players;
  if (n < 1 || n > PLACES_CHART.maxPlayers) return [];
  const first = PLACES_ROWS.first;
  const last = first + n - 1;
  const C = PLACES_COLUMNS;
  return [
    {
      kind: "bar",
      title: PLACES_CHART.title[session.language],
      categories: range(first, C.player, last, C.player),
      values: range(first, C.percent, last, C.percent),
      anchor: cell(PLACES_CHART.row, PLACES_CHART.col),
      widthCells: PLACES_CHART.widthCells,
      heightCells: Math.max(PLACES_CHART.minHeightCells, n + 1),
    },
  ];
}

/** The Places sheet over the Results sheet `results`. */
export function placesSheet(session: SessionLayout, labels: Labels, results: string): SheetPlan {
  const b = new SheetBuilder(labels.sheets.places, "places");
  const C = PLACES_COLUMNS;
  const RC = RESULTS_COLUMNS;
  const R = labels.results;
  const last = session.players + 1;
  const col = (c: number): Ref => range(2, c, last, c, results);
  const keys = col(RC.sortKey);
  // Live: while problems remain open on the protocol sheets, the title says the places are provisional.
  const open = cell(1, OPEN_COLUMN, results);
  const [before, after] = R.provisional("\u0000").split("\u0000");
  b.formula(
    PLACES_ROWS.title,
    1,
    call(
      "IF",
      op(">", open, num(0)),
      op("&", op("&", str(`${labels.places.title} — ${before}`), open), str(after)),
      str(labels.places.title),
    ),
    "title",
  );
  const texts = { ...R, bar: labels.places.bar, index: labels.places.index };
  const heads = ["place", "player", "name", "mp", "max", "percent", "bar", "note", "index"] as const;
  b.headerRow(PLACES_ROWS.header, C, texts, heads, ["index"]);
  for (let k = 1; k <= session.players; k++) {
    const row = PLACES_ROWS.first + k - 1;
    const idx = cell(row, C.index);
    b.formula(row, C.index, call("MATCH", call("SMALL", keys, num(k)), keys, num(0)), "helper");
    const pick = (c: number): Expr => call("INDEX", col(c), idx);
    b.formula(row, C.place, op("&", pick(RC.place), str("")), "given", "@");
    b.formula(row, C.player, pick(RC.player), "given", "0");
    b.formula(row, C.name, op("&", pick(RC.name), str("")), "given", "@");
    b.formula(row, C.mp, pick(RC.mp), "computed", "0.00");
    b.formula(row, C.max, pick(RC.max), "computed", "0");
    b.formula(row, C.percent, pick(RC.percent), "computed", "0.00");
    const pct = cell(row, C.percent);
    b.formula(
      row,
      C.bar,
      call(
        "IF",
        call("ISNUMBER", pct),
        call("REPT", str(BAR), call("ROUND", over(pct, num(4)), num(0))),
        str(""),
      ),
    );
    b.formula(row, C.note, op("&", pick(RC.note), str("")), "flag");
  }
  standingsWidths(b, C);
  b.hide([C.index], 6);
  b.frozen = { rows: PLACES_ROWS.header, cols: 0 };
  b.print = {
    ...standingsPrint(PLACES_ROWS.header, session.players, C.note),
    ...pageMarks(labels, labels.sheets.places),
  };
  return { ...b.done(), charts: placesChart(session) };
}
