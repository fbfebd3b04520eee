/**
 * One protocol (traveller) sheet per deal, in the seed's columns: contract; declarer, first and
 * second defender (seat, tricks); N, E, S, W each with player number, whists and matchpoints; then
 * the fouled-deal group, the assigned-result mark and a check that the row's whists sum to zero
 * (unless the result is assigned). Conditional formats flag, as the director types, what the
 * core's checks report: a contract the notation does not know, tricks that do not add up to 10,
 * a row whose whists do not sum to zero, a player who appears twice in the protocol (unless one
 * of his results is cancelled). Player numbers come from
 * the movement, rows in round order. Matchpoints and the line tops ("макс") are formulas.
 *
 * Each seat has a hidden helper column, the *key* of its whist cell: the whists rounded to 9
 * decimals, "" when blank, "X" for a cancelled result (any cancel marker: X, Х, отм, cancelled …),
 * or the adjusted marker normalised (trimmed, upper case, Cyrillic А and Unicode minus made
 * Latin A and "-"). Rounding matters: the core compares exact fractions, but a
 * third typed as =100/3 in one row and 33.3333333333333 in another are different doubles; ROUND(…, 9)
 * makes them equal again, as the core's reading of a cell does (fromDouble, 1e-9).
 */
import { CANCEL_MARKER, CANCEL_MARKERS, formatAdjustment } from "../core/entry";
import type { Entry, ProtocolRow, Seat } from "../core/protocol";
import { SEATS } from "../core/protocol";
import { toNumber } from "../core/rational";
import {
  call,
  cell,
  type Expr,
  minus,
  num,
  op,
  over,
  plus,
  range,
  type Ref,
  str,
  substituted,
  times,
} from "./formula";
import { type Labels, pageMarks } from "./labels";
import {
  hasColumn,
  PROTOCOL_COLUMNS as C,
  PROTOCOL_ROWS as R,
  PROTOCOL_TABLE,
  PROTOCOL_TITLE as T,
  PROTOCOL_LAYOUT_AREA as LA,
  protocolLayoutRow,
  type ProtocolColumn,
  type ProtocolSheetKind,
  seatColumns,
} from "./protocol-columns";
import { SheetBuilder } from "./sheet-builder";
import {
  autoColumn,
  autoFormula,
  codeFormula,
  type CostRanges,
  lookupKeyFormula,
  normalisedContract,
  WHIST_HELPER_COLUMNS as WH,
} from "./cost-table-sheet";
import type { DealLayout, FormulaStyle, Language, SheetPlan, ValidationPlan } from "./types";

import type { Deal } from "../core/deals/deal";
import { ddFormulas, layoutBySeat } from "./deals-sheet";

/** The title's deal and set numbers: two spaces after, so the next label does not touch them. */
const TITLE_NUMBER = '0"  "';

/** A protocol's deal, when the session has deals: its layout and its row (0-based) on the Deals sheet. */
export interface ProtocolDeal {
  readonly deal: Deal;
  readonly index: number;
  readonly language: Language;
}

/** The ranges of one line (seat) of a protocol sheet, for the formulas. */
interface Line {
  readonly players: Ref;
  readonly keys: Ref;
  readonly groups: Ref;
  /** E: the number of rows with a player in this seat. */
  readonly expected: Ref;
  readonly top: Ref;
}

function lineOf(seat: Seat, first: number, last: number): Line {
  const c = seatColumns(seat);
  return {
    players: range(first, c.player, last, c.player),
    keys: range(first, c.helper, last, c.helper),
    groups: range(first, C.group, last, C.group),
    expected: cell(R.top, c.helper),
    top: cell(R.top, c.mp),
  };
}

/** The line with its E and top cells fixed in the row, for a formula filled down its rows. */
function fixedRows(line: Line): Line {
  return { ...line, expected: { ...line.expected, absRow: true }, top: { ...line.top, absRow: true } };
}

/**
 * The whist cell's text as a number the way the core reads it (core/cell-reading.ts): spaces of
 * every kind dropped, the decimal comma a point, the Unicode minus and dashes "-", the Cyrillic З
 * the digit 3 — then NUMBERVALUE with "." (locale-independent). "" when it is not a number.
 */
function typedNumber(text: Expr): Expr {
  const t = substituted(call("TRIM", text), [
    [" ", ""],
    ["\u00A0", ""],
    ["\u202F", ""],
    ["\u2009", ""],
    [",", "."],
    ["\u2212", "-"],
    ["\u2013", "-"],
    ["\u2010", "-"],
    ["\u0417", "3"],
  ]);
  // NUMBERVALUE reads "60%" as 0.6: a percent sign is a marker, never a number here.
  return call(
    "IF",
    op("=", call("RIGHT", t, num(1)), str("%")),
    str(""),
    call("IFERROR", call("NUMBERVALUE", t, str(".")), str("")),
  );
}

/** The marker as compared: trimmed, upper case, spaces dropped, Cyrillic А made A, dashes "-". */
function markerText(whists: Ref): Expr {
  return substituted(call("UPPER", call("TRIM", whists)), [
    [" ", ""],
    ["\u0410", "A"],
    ["\u2212", "-"],
    ["\u2013", "-"],
  ]);
}

/** The percentage of a "60%" / "60,5 %" marker, or "". */
function percentOf(normal: Expr): Expr {
  return call(
    "IF",
    op("=", call("RIGHT", normal, num(1)), str("%")),
    call(
      "IFERROR",
      call(
        "NUMBERVALUE",
        call("SUBSTITUTE", call("LEFT", normal, minus(call("LEN", normal), num(1))), str(","), str(".")),
        str("."),
      ),
      str(""),
    ),
    str(""),
  );
}

/** Whether a whist cell is one of the cancel markers (X, Х, отм, cancelled …). */
function cancelledCell(whists: Ref): Expr {
  const upper = call("UPPER", call("TRIM", whists));
  return call("OR", ...CANCEL_MARKERS.map((m) => op("=", upper, str(m))));
}

/**
 * A whist cell and the hidden helpers of its row that read it once (protocol-columns.ts): its
 * marker text (markerText), the number its text reads as (typedNumber) and its key before the
 * row's check (readingFormula). The key columns and the Check refer to these, so each row writes
 * the reading of a cell once, not once per formula that needs it (issue 10: a row was 94 KB of
 * formulas).
 */
export interface WhistReading {
  readonly whists: Ref;
  readonly normal: Ref;
  readonly number: Ref;
  readonly reading: Ref;
}

/** The reading cells of a seat's whist cell on a row. */
function readingOf(row: number, seat: Seat): WhistReading {
  const c = seatColumns(seat);
  return {
    whists: cell(row, c.whists),
    normal: cell(row, c.normal),
    number: cell(row, c.number),
    reading: cell(row, c.reading),
  };
}

/**
 * The key a whist cell would have if its row could be read (see the file comment), by the core's
 * rule where a formula can: a number typed as text, with a decimal comma, a Unicode minus or
 * spaces, is that number; a number formatted as a percent is the adjusted result ("60%"); a cancel
 * marker is "X"; "NN%" a percentage; anything else its marker text.
 */
export function readingFormula(r: WhistReading): Expr {
  const whists = r.whists;
  const pct = percentOf(r.normal);
  const percentFormatted = op("=", call("LEFT", call("CELL", str("format"), whists), num(1)), str("P"));
  return call(
    "IF",
    call("ISNUMBER", whists),
    call(
      "IF",
      percentFormatted,
      op("&", call("ROUND", times(whists, num(100)), num(9)), str("%")),
      call("ROUND", whists, num(9)),
    ),
    call(
      "IF",
      op("=", call("LEN", call("TRIM", whists)), num(0)),
      str(""),
      call(
        "IF",
        cancelledCell(whists),
        str(CANCEL_MARKER),
        call(
          "IF",
          call("ISNUMBER", r.number),
          call("ROUND", r.number, num(9)),
          call("IF", call("ISNUMBER", pct), op("&", pct, str("%")), r.normal),
        ),
      ),
    ),
  );
}

/**
 * Whether a whist cell cannot be read: typed, and neither a number (as text too), a cancel marker,
 * A+ / A / A-, nor a percentage 0–100. Read off its reading: whatever the reading did not make a
 * number, "" (blank), "X" (cancelled) or a marker it knows is unreadable — including "NN%" outside
 * 0–100, while a number formatted as a percent (any value) is a number typed.
 */
export function unreadableWhist(r: WhistReading): Expr {
  const pct = percentOf(r.normal);
  return call(
    "NOT",
    call(
      "OR",
      call("ISNUMBER", r.whists),
      call("ISNUMBER", r.reading),
      ...["", CANCEL_MARKER, "A+", "A", "A-"].map((known) => op("=", r.reading, str(known))),
      call("AND", call("ISNUMBER", pct), op(">=", pct, num(0)), op("<=", pct, num(100))),
    ),
  );
}

/**
 * The key of a whist cell: its reading, or "" in a row with a cell that cannot be read (no keys at
 * all, not played — the Check column says why), so #N/A never reaches Results. `unreadable` is the
 * row's flag: TRUE when any of its whist cells cannot be read.
 */
export function keyFormula(r: WhistReading, unreadable: Ref): Expr {
  return call("IF", unreadable, str(""), r.reading);
}

/** The share of the top an adjusted marker (a key) gets: A+ 60% (raised in Results), A 50%, A- 40%, NN%. */
export function shareFormula(key: Ref): Expr {
  const percent = over(call("VALUE", call("LEFT", key, minus(call("LEN", key), num(1)))), num(100));
  return call(
    "IF",
    op("=", key, str("A+")),
    num(0.6),
    call(
      "IF",
      op("=", key, str("A")),
      num(0.5),
      call(
        "IF",
        op("=", key, str("A-")),
        num(0.4),
        call("IF", op("=", call("RIGHT", key, num(1)), str("%")), percent, call("NA")),
      ),
    ),
  );
}

/**
 * Matchpoints of one row of a line with native functions: among the numeric results of the row's
 * group, M + 1 = 2·#(smaller) + #(equal, itself included); factored by Neuberg to the line's E
 * rows: (M + 1)·E/A − 1 (= M when A = E). A marker gets its share of the top; blank and a
 * cancelled result stay blank.
 */
export function portableMatchpoints(line: Line, key: Ref, group: Ref): Expr {
  const sameGroup = times(call("ISNUMBER", line.keys), op("=", line.groups, group));
  const beaten = plus(times(op("<", line.keys, key), num(2)), op("=", line.keys, key));
  const m1 = call("SUMPRODUCT", times(sameGroup, beaten));
  const a = call("SUMPRODUCT", sameGroup);
  return call(
    "IF",
    call("ISNUMBER", key),
    minus(over(times(m1, line.expected), a), num(1)),
    call(
      "IF",
      call("OR", op("=", key, str("")), op("=", key, str(CANCEL_MARKER))),
      str(""),
      times(shareFormula(key), line.top),
    ),
  );
}

/**
 * Matchpoints of a whole line with the add-in, one value per row: the line's keys (blank rows are
 * "" — not played), played = the player column, the groups, and E as "expected". Written once per
 * line and spilled (ArrayArea), not once per MP cell: each call passes whole columns across the
 * runtime boundary (on the web, across the network).
 */
export function addinMatchpoints(line: Line): Expr {
  return call("PREF.MATCHPOINTS", line.keys, line.players, line.groups, line.expected);
}

/** The whists of a filled-in entry as a cell value: a number, the marker as text, or nothing. */
function whistValue(e: Entry | undefined): string | number | undefined {
  if (e === undefined) return undefined;
  switch (e.kind) {
    case "none":
      return undefined;
    case "whists":
      return toNumber(e.whists);
    case "cancelled":
      return CANCEL_MARKER;
    case "adjusted":
      return formatAdjustment(e.adjustment);
  }
}

/** A cell of a protocol row, in its column's look and number format (protocol-columns.ts). */
function put(b: SheetBuilder, row: number, col: number, value: string | number | Expr | undefined): void {
  const c = PROTOCOL_TABLE[col - 1];
  if (value === undefined) b.empty(row, col, c.style, c.format);
  else if (typeof value === "string") b.text(row, col, value, c.style, c.format);
  else if (typeof value === "number") b.number(row, col, value, c.style, c.format);
  else b.formula(row, col, value, c.style, c.format);
}

/**
 * The header rows: a spanned column's label over both rows; a group's label merged across its
 * columns above each column's own label; a helper's label in the lower row only.
 */
function headers(b: SheetBuilder, shown: readonly ProtocolColumn[], labels: Labels): void {
  shown.forEach((c, i) => {
    const h = c.header;
    switch (h.kind) {
      case "spanned":
        b.text(R.groupHeader, c.col, h.text(labels), "header");
        b.empty(R.header, c.col, "header");
        b.merges.push(range(R.groupHeader, c.col, R.header, c.col));
        return;
      case "grouped": {
        const before = shown[i - 1]?.header;
        if (before?.kind === "grouped" && before.group === h.group) b.empty(R.groupHeader, c.col, "header");
        else {
          b.text(R.groupHeader, c.col, h.groupText(labels), "header");
          let end = i;
          while (end + 1 < shown.length) {
            const next = shown[end + 1].header;
            if (next.kind !== "grouped" || next.group !== h.group) break;
            end++;
          }
          if (end > i) b.merges.push(range(R.groupHeader, c.col, R.groupHeader, shown[end].col));
        }
        b.text(R.header, c.col, h.text(labels), "header");
        return;
      }
      case "helper":
        b.text(R.header, c.col, h.text(labels), "helper");
        return;
    }
  });
}

/** The data validation of a typed column over the protocol's rows. */
function validation(
  c: ProtocolColumn,
  first: number,
  last: number,
  labels: Labels,
  players: number,
): ValidationPlan | null {
  const at = range(first, c.col, last, c.col);
  switch (c.validation) {
    case undefined:
      return null;
    case "seat":
      return {
        range: at,
        kind: "list",
        values: SEATS.map((s) => labels.seats[s]),
        message: labels.validation.seat,
      };
    case "tricks":
      return { range: at, kind: "whole", min: 0, max: 10, message: labels.validation.tricks };
    case "player":
      return {
        range: at,
        kind: "whole",
        min: 1,
        max: Math.max(players, 1000),
        message: labels.validation.player,
      };
    case "contract":
    case "whists":
    case "group":
    case "assigned":
      return { range: at, kind: "prompt", message: labels.validation[c.validation] };
  }
}

/**
 * The Cost table lookup ranges for 4- and 3-handed rows, when the session has a variant: the whist
 * cells then compute themselves from the contract and tricks (cost-table-sheet.ts).
 */
export type WhistCosts = Readonly<Partial<Record<3 | 4, CostRanges>>>;

/** Builds the protocol sheet of one deal, with any results already known. */
export function protocolSheet(
  deal: DealLayout,
  labels: Labels,
  style: FormulaStyle,
  players: number,
  filled?: ReadonlyMap<number, ProtocolRow>,
  costs?: WhistCosts,
  /** Every contract spelling (normalised), for the conditional format that flags an unknown one. */
  forms?: Ref,
  /** The deal's layout (the area below the rows) and its row on the Deals sheet (the double-dummy columns). */
  dealt?: ProtocolDeal,
): SheetPlan {
  const L = labels.protocol;
  const b = new SheetBuilder(deal.sheet, "protocol", false, deal.deal);
  const first = R.first;
  const last = R.first + deal.rows.length - 1;
  const seatText = (s: Seat | undefined): string | undefined =>
    s === undefined ? undefined : labels.seats[s];

  const director = forms !== undefined;
  const kind: ProtocolSheetKind = {
    director,
    variant: costs !== undefined,
    addin: style === "addin",
    deals: dealt !== undefined,
  };
  const shown = PROTOCOL_TABLE.filter((c) => hasColumn(c, kind));

  // Title: the deal, its set and dealer.
  b.text(R.title, T.label, L.title, "title");
  // A gap after the number: it is right-aligned against the next label's cell ("1  Комплект").
  b.number(R.title, T.deal, deal.deal, "title", TITLE_NUMBER);
  b.text(R.title, T.setLabel, L.set, "title");
  b.number(R.title, T.set, deal.set, "title", TITLE_NUMBER);
  if (deal.dealer !== null) {
    b.text(R.title, T.dealerLabel, L.dealer, "title");
    b.text(R.title, T.dealer, labels.seats[deal.dealer], "title");
  }
  headers(b, shown, labels);

  // Line tops ("макс") and E per line.
  for (const seat of SEATS) {
    const c = seatColumns(seat);
    const line = lineOf(seat, first, last);
    b.formula(R.top, c.helper, call("COUNT", line.players), "helper");
    b.text(R.top, c.whists, L.top, "header");
    const top =
      style === "addin" ? call("PREF.TOP", line.expected) : times(num(2), minus(line.expected, num(1)));
    b.formula(R.top, c.mp, call("IF", op(">", line.expected, num(0)), top, str("")), "computed", "0");
  }

  // What every row's formulas share, made once per sheet.
  const lines = Object.fromEntries(SEATS.map((seat) => [seat, lineOf(seat, first, last)])) as Record<
    Seat,
    Line
  >;
  // Every row computes its helpers, keys, matchpoints and check with the same formulas: each is
  // made once, for the first row, and the rows below are it filled down (FilledDown in types.ts).
  const templates = rowFormulas(first, lines, style, L, forms);
  deal.rows.forEach((r, i) => {
    const row = r.sheetRow;
    const f = filled?.get(i);
    // With a variant, whists left blank are computed from the contract and tricks (hidden helpers).
    const size = SEATS.filter((s) => r.players[s] !== null).length === 3 ? 3 : 4;
    const ranges = costs?.[size];
    if (ranges !== undefined) {
      const code = cell(row, WH.code);
      const key = cell(row, WH.key);
      put(b, row, WH.code, codeFormula(cell(row, C.contract), ranges));
      put(b, row, WH.key, lookupKeyFormula(row, code));
      for (const seat of SEATS) {
        if (r.players[seat] === null) continue;
        const dealer = size === 4 ? deal.dealer : null;
        put(b, row, autoColumn(seat), autoFormula(row, seat, key, code, ranges, dealer));
      }
    }
    put(b, row, C.round, r.round);
    put(b, row, C.table, r.table);
    put(b, row, C.contract, f?.contract);
    put(b, row, C.declarer, seatText(f?.declarer));
    put(b, row, C.declarerTricks, f?.declarerTricks);
    put(b, row, C.defender1, seatText(f?.defender1));
    put(b, row, C.defender1Tricks, f?.defender1Tricks);
    put(b, row, C.defender2, seatText(f?.defender2));
    put(b, row, C.defender2Tricks, f?.defender2Tricks);
    for (const seat of SEATS) {
      const c = seatColumns(seat);
      const p = r.players[seat];
      put(b, row, c.player, p ?? undefined);
      const typed = f?.seats[seat]?.entry;
      if (ranges !== undefined && p !== null && (typed === undefined || typed.kind === "none"))
        put(b, row, c.whists, cell(row, autoColumn(seat)));
      else put(b, row, c.whists, whistValue(f?.seats[seat]?.entry));
      if (style === "addin" && i === 0) {
        // One call per line, spilled down the hidden helper; the MP cell shows its row of it.
        const h = PROTOCOL_TABLE[c.spill - 1];
        b.arrayFormula(row, c.spill, addinMatchpoints(lines[seat]), deal.rows.length, h.style, h.format);
      }
    }
    for (const [col, template] of templates) {
      const c = PROTOCOL_TABLE[col - 1];
      b.filled(row, col, template, row - first, c.style, c.format);
    }
    put(b, row, C.group, f?.group ?? undefined);
    if (director) put(b, row, C.assigned, f?.assigned === true ? "x" : undefined);
    if (dealt !== undefined) {
      const dd = ddFormulas(cell(row, C.contract), cell(row, C.declarer), dealt.index, dealt.language);
      put(b, row, C.ddTricks, dd.tricks);
      put(b, row, C.ddMargin, dd.margin(cell(row, C.ddTricks)));
    }
  });

  // Validation on what the director types; a visible flag on a row that does not sum to zero.
  for (const c of shown) {
    const v = validation(c, first, last, labels, players);
    if (v !== null) b.validations.push(v);
  }
  b.conditionalFormats.push({
    range: range(first, C.round, last, C.check),
    formula: op(">", call("LEN", { ...cell(first, C.check), absCol: true }), num(0)),
    style: "warning",
  });
  if (forms !== undefined) liveChecks(b, first, last, forms);

  if (costs !== undefined) {
    // A whist typed over the computed one (an assigned result, a correction) is marked.
    for (const seat of SEATS) {
      const w = cell(first, seatColumns(seat).whists);
      const auto = cell(first, autoColumn(seat));
      b.conditionalFormats.push({
        range: range(first, seatColumns(seat).whists, last, seatColumns(seat).whists),
        formula: call(
          "AND",
          call("ISNUMBER", w),
          call("IF", call("ISNUMBER", auto), op(">", call("ABS", minus(w, auto)), num(1e-6)), {
            kind: "bool",
            value: true,
          }),
        ),
        style: "warning",
      });
    }
  }

  // Widths; a column this workbook leaves out is hidden when a later one shows (Assigned after the
  // whist helpers), so it never stands empty between two others.
  const lastShown = shown[shown.length - 1].col;
  for (const c of PROTOCOL_TABLE) {
    if (c.col > lastShown) break;
    b.column(c.col, c.width, c.hidden || !hasColumn(c, kind) ? true : undefined);
  }
  b.frozen = { rows: R.header, cols: C.table };
  // The layout area below the rows (PROTOCOL_LAYOUT_AREA): its label and a row per seat and the talon.
  const area = protocolLayoutRow(deal.rows.length);
  // Plain text, one column: a few writer operations for the whole block.
  b.text(area, LA.labelColumn, L.layout);
  SEATS.forEach((s, i) => b.text(area + 1 + i, LA.labelColumn, labels.seats[s]));
  b.text(area + 5, LA.labelColumn, L.talon);
  if (dealt !== undefined) {
    // The seed's protocol names the layout (§6) and a fouled deal is rebuilt from it (§11.3–11.7):
    // each hand's text beside its seat's label, spilling over the empty cells after it.
    const hands = layoutBySeat(dealt.deal, dealt.language);
    SEATS.forEach((s, i) => b.text(area + 1 + i, LA.firstColumn, hands[s]));
    b.text(area + 5, LA.firstColumn, hands.talon);
  }
  // One protocol, one sheet of paper: landscape, narrow margins, the whole sheet on the page; the
  // table's rows as high as the page allows, to be written in by hand. The paper that travels with
  // the box holds the seed's columns and the fouled-deal group: the check, the assigned mark and
  // the double-dummy columns after them are the director's screen (and the double dummy must not
  // travel with the cards); without them the page prints at full size, 11 pt type at ≥ 91%.
  // A protocol too long for one page at 10 pt prints on several, each with the title (the deal,
  // its set and dealer), the header rows and the page's number; at a scale of its own, not fitted
  // to the page's width: Excel ignores the page breaks of a sheet fitted to pages.
  const pages = protocolPages(deal.rows.length);
  b.print = {
    orientation: "landscape",
    fitToWidth: pages.onePage,
    ...(pages.onePage ? {} : { scale: PROTOCOL_PAGES_SCALE }),
    onePage: pages.onePage,
    narrowMargins: true,
    titleRows: pages.onePage ? [R.groupHeader, R.header] : [R.title, R.header],
    rowHeights: pages.rowHeights,
    printArea: range(R.title, 1, area + LA.rows - 1, C.group),
    ...(pages.onePage ? {} : { breaksAfter: pages.breaksAfter, ...pageMarks(labels) }),
  };
  return b.done();
}

/**
 * The formulas every protocol row has, written for `row` (the first; the rows below are them filled
 * down): per seat the whist cell's reading helpers, its key and matchpoints; the row's unreadable
 * flag and its Check in words. A reference that must not move with the row (a line's E and top)
 * has its row fixed (fixedRows).
 */
function rowFormulas(
  row: number,
  lines: Readonly<Record<Seat, Line>>,
  style: FormulaStyle,
  L: Labels["protocol"],
  forms: Ref | undefined,
): [number, Expr][] {
  const out: [number, Expr][] = [];
  for (const seat of SEATS) {
    const c = seatColumns(seat);
    const reading = readingOf(row, seat);
    out.push(
      [c.normal, markerText(reading.whists)],
      [c.number, typedNumber(reading.whists)],
      [c.reading, readingFormula(reading)],
      [c.unreadable, unreadableWhist(reading)],
      [c.helper, keyFormula(reading, cell(row, C.unreadable))],
      [
        c.mp,
        style === "addin"
          ? cell(row, c.spill)
          : portableMatchpoints(fixedRows(lines[seat]), cell(row, c.helper), cell(row, C.group)),
      ],
    );
  }
  out.push([C.unreadable, call("OR", ...SEATS.map((s) => cell(row, seatColumns(s).unreadable)))]);
  // A row whose whists (all numbers, at least two) do not sum to zero is flagged (seed §7).
  const seatPlayers = SEATS.map((s) => cell(row, seatColumns(s).player));
  // The keys, so a number typed as text counts as the number it is.
  const keys = SEATS.map((s) => cell(row, seatColumns(s).helper));
  const count = call("COUNT", ...keys);
  const sums = [
    op("=", count, call("COUNT", ...seatPlayers)),
    op(">=", count, num(2)),
    op(">", call("ABS", call("SUM", ...keys)), num(1e-6)),
  ];
  // An assigned result need not sum to zero (seed §11.2B2).
  const director = forms !== undefined;
  const flag = director
    ? call("AND", op("=", call("LEN", call("TRIM", cell(row, C.assigned))), num(0)), ...sums)
    : call("AND", ...sums);
  // The Check column says in words what the live checks find, the first that applies (issue 9):
  // a cell that cannot be read, tricks that do not add up to 10, a player twice in the protocol,
  // an unknown contract, whists that do not sum to zero.
  const notCancelled = str(`<>${CANCEL_MARKER}`);
  const tricks = [C.declarerTricks, C.defender1Tricks, C.defender2Tricks].map((col) => cell(row, col));
  const twice = SEATS.map((x) => {
    const player = cell(row, seatColumns(x).player);
    const count = SEATS.map((o) => {
      const line = lines[o];
      return call("COUNTIFS", line.players, player, line.keys, notCancelled);
    }).reduce((a, x2) => plus(a, x2));
    return call("AND", call("ISNUMBER", player), op(">", count, num(1)));
  });
  const contract = cell(row, C.contract);
  const words: [Expr, string][] = [
    [cell(row, C.unreadable), L.unreadable],
    [
      call("AND", op("=", call("COUNT", ...tricks), num(3)), op("<>", call("SUM", ...tricks), num(10))),
      L.tricksNot10,
    ],
    [call("OR", ...twice), L.playerTwice],
    ...(forms === undefined
      ? []
      : [
          [
            call(
              "AND",
              op(">", call("LEN", call("TRIM", contract)), num(0)),
              op("=", call("COUNTIF", forms, normalisedContract(contract)), num(0)),
            ),
            L.unknownContract,
          ] as [Expr, string],
        ]),
    [flag, L.notZero],
  ];
  out.push([
    C.check,
    words.reduceRight<Expr>((rest, [test, word]) => call("IF", test, str(word), rest), str("")),
  ]);
  return out;
}

/** Heights (points) of a protocol's rows that do not share the page: title, tops, headers, layout area. */
const FIXED_ROWS = { title: 20, top: 15, groupHeader: 30, header: 16, area: 16 } as const;

/** The rows above the table (title, tops, two header rows), repeated on each page of a long protocol. */
const HEAD_POINTS = FIXED_ROWS.title + FIXED_ROWS.top + FIXED_ROWS.groupHeader + FIXED_ROWS.header;

/** The layout area at its least (the gap, its label, four hands and the talon). */
const AREA_POINTS = (LA.gap + LA.rows) * FIXED_ROWS.area;

/** Least and greatest height of a table row: 11 pt type, and about 1 cm, room to write by hand. */
const ROW_POINTS = { min: 14, max: 30 } as const;

/**
 * The sheet's height (points) that fits one landscape page with narrow margins: shrunk to it, a
 * protocol still prints its 11 pt type at 10 pt or more (95%).
 */
const ONE_PAGE_POINTS = 565;

/**
 * The scale (percent) of a protocol printed on several pages: its columns fit the page's width
 * with room to spare (LibreOffice fits them at 94%), and 11 pt type prints at 10.1 pt.
 */
const PROTOCOL_PAGES_SCALE = 92;

/**
 * The sheet's height (points) on each page of a protocol that takes several: at 92%, 506 pt of
 * the 537 between the margins, the rest for the footer's page number.
 */
const PAGE_POINTS = 550;

/** How a protocol prints: on one page, or on several with breaks after `breaksAfter`. */
export interface ProtocolPages {
  readonly onePage: boolean;
  /** Rows after which a page ends (none on one page). */
  readonly breaksAfter: readonly number[];
  readonly rowHeights: readonly { readonly from: number; readonly to: number; readonly points: number }[];
}

/**
 * How a protocol of `tableRows` rows prints. One page while its rows fit at 14 pt or more (26),
 * shrunk to the page: a larger title, a two-line group header ("1-й / вистующий"), and the table's
 * rows sharing what the landscape page leaves, at most 30 pt. A longer protocol (over 104 players)
 * prints at 92% on as few pages as hold its rows at 14 pt or more, the same number of rows
 * on each (the last page fewer where it must also hold the layout area), the title and header
 * rows repeated at the top of every page and the layout area on the last.
 */
export function protocolPages(tableRows: number): ProtocolPages {
  const n = Math.max(tableRows, 1);
  const oneRest = ONE_PAGE_POINTS - HEAD_POINTS - AREA_POINTS;
  if (Math.floor(oneRest / n) >= ROW_POINTS.min) {
    const points = Math.min(ROW_POINTS.max, Math.floor(oneRest / n));
    // What the table leaves goes to the hands and the talon, written by hand when no deals are given.
    const hands = handPoints(oneRest - points * tableRows);
    return { onePage: true, breaksAfter: [], rowHeights: heights(tableRows, points, hands) };
  }
  const rest = PAGE_POINTS - HEAD_POINTS;
  for (let pages = 2; ; pages++) {
    // `each` rows on every page but the last, which holds the rest and the layout area: the split
    // that gives the rows the most height.
    let best: { each: number; last: number; points: number } | null = null;
    for (let each = Math.ceil(n / pages); each <= n; each++) {
      const last = n - (pages - 1) * each;
      if (last <= 0) break;
      const points = Math.min(
        ROW_POINTS.max,
        Math.floor(rest / each),
        Math.floor((rest - AREA_POINTS) / last),
      );
      if (points >= ROW_POINTS.min && (best === null || points > best.points)) best = { each, last, points };
    }
    if (best === null) continue;
    const { each, last, points } = best;
    return {
      onePage: false,
      breaksAfter: Array.from({ length: pages - 1 }, (_, i) => R.first - 1 + each * (i + 1)),
      rowHeights: heights(tableRows, points, handPoints(rest - AREA_POINTS - points * last)),
    };
  }
}

/** Height of the hands' and talon's rows, sharing `spare` points among them (at most 30). */
function handPoints(spare: number): number {
  return Math.max(FIXED_ROWS.area, Math.min(ROW_POINTS.max, Math.floor(spare / LA.rows) + FIXED_ROWS.area));
}

/** The row heights of a protocol: the fixed rows, `points` for the table's, `hands` for the hands'. */
function heights(
  tableRows: number,
  points: number,
  hands: number,
): { readonly from: number; readonly to: number; readonly points: number }[] {
  const last = R.first + tableRows - 1;
  const area = protocolLayoutRow(tableRows);
  return [
    { from: R.title, to: R.title, points: FIXED_ROWS.title },
    { from: R.top, to: R.top, points: FIXED_ROWS.top },
    { from: R.groupHeader, to: R.groupHeader, points: FIXED_ROWS.groupHeader },
    { from: R.header, to: R.header, points: FIXED_ROWS.header },
    ...(tableRows > 0 ? [{ from: R.first, to: last, points }] : []),
    { from: last + 1, to: area, points: FIXED_ROWS.area },
    { from: area + 1, to: area + LA.rows - 1, points: hands },
  ];
}

/**
 * The conditional formats that flag, live, what the core's checks report (src/core/checks): the
 * contract's notation (contract-unreadable), the tricks (tricks-sum), a player twice in the
 * protocol (player-twice-in-row, deal-played-twice — a seat whose result is cancelled does not
 * count). The zero sum (whists-not-zero-sum) is the Check column and the row's format above.
 */
function liveChecks(b: SheetBuilder, first: number, last: number, forms: Ref): void {
  const fixed = (col: number): Ref => ({ ...cell(first, col), absCol: true });
  const contract = fixed(C.contract);
  b.conditionalFormats.push({
    range: range(first, C.contract, last, C.contract),
    formula: call(
      "AND",
      op(">", call("LEN", call("TRIM", contract)), num(0)),
      op("=", call("COUNTIF", forms, normalisedContract(contract)), num(0)),
    ),
    style: "warning",
  });
  const tricks = [fixed(C.declarerTricks), fixed(C.defender1Tricks), fixed(C.defender2Tricks)];
  b.conditionalFormats.push({
    range: range(first, C.declarer, last, C.defender2Tricks),
    formula: call(
      "AND",
      op("=", call("COUNT", ...tricks), num(3)),
      op("<>", call("SUM", ...tricks), num(10)),
    ),
    style: "warning",
  });
  for (const seat of SEATS) {
    const c = seatColumns(seat);
    const player = cell(first, c.player);
    const key = cell(first, c.helper);
    const count = SEATS.map((s) => {
      const o = seatColumns(s);
      return call(
        "COUNTIFS",
        range(first, o.player, last, o.player),
        player,
        range(first, o.helper, last, o.helper),
        str(`<>${CANCEL_MARKER}`),
      );
    }).reduce((a, x) => plus(a, x));
    b.conditionalFormats.push({
      range: range(first, c.player, last, c.player),
      formula: call(
        "AND",
        call("ISNUMBER", player),
        op("<>", key, str(CANCEL_MARKER)),
        op(">", count, num(1)),
      ),
      style: "warning",
    });
  }
}
