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
 * MAX(60%, his own MP ÷ max on played boards) − his penalties (sheet Penalties) — seed §11.2B1
 * and §12 as the core computes them; Max = the tops of every line where he has a result;
 * % = 100·MP/Max; Rank = RANK.EQ of the percentage rounded to 9 decimals, blank for a disqualified
 * player; Place = the rank with "=" when shared ("3="), or "DQ". The core decides ties on exact
 * fractions; sums of doubles that are equal as fractions can differ in the last bits, so ranking
 * on ROUND(%, 9) gives them one place again.
 *
 * Below the standings, Results lists the director's corrections, live: the rows of the Penalties
 * sheet, then every adjusted, cancelled or assigned result and fouled-deal group of the protocol
 * sheets, which the Ledger describes in words and numbers (a running count that INDEX/MATCH
 * looks up — portable functions only, no FILTER).
 */
import { CANCEL_MARKER } from "../core/entry";
import { SEATS } from "../core/protocol";
import { contractForms } from "../core/whists";
import { call, cell, type Expr, minus, num, op, plus, range, type Ref, str, times, over } from "./formula";
import { type Labels, pageMarks } from "./labels";
import { PROTOCOL_COLUMNS, PROTOCOL_ROWS, seatColumns } from "./layout";
import type { PenaltyRanges } from "./penalties-sheet";
import { SheetBuilder } from "./sheet-builder";
import type { DealLayout, PrintPlan, ProtocolRowLayout, SessionLayout, SheetPlan, SheetRole } from "./types";
import type { Seat } from "../core/protocol";

/**
 * Columns of the Ledger: per seat of a protocol row the deal, seat, player, MP, top and state;
 * `text` describes a correction on that row in words ("" when none) and `count` numbers them;
 * `forms` (rows from 2) lists every contract spelling, for the protocol sheets' live check.
 * `sheetRole` … `sheetRef` (rows from 2) record the sheets the readers look for: the role, the
 * deal (protocols), the name the sheet was built with, and a reference to its A1 — which Excel
 * rewrites when the director renames the sheet, and turns into #REF! when the sheet is deleted.
 * `fingerprint` (on the same rows) is, for every sheet, the hash of the constants and formulas it
 * was built with (src/workbook/fingerprint.ts): a rebuild empties or deletes only a sheet that
 * still matches: one that does not was written on since it was built.
 * `key` is the seat's whist key, read once from the protocol sheet (where it is a formula, so the
 * reference gives its value as it is: "" stays ""), for the state and correction formulas.
 * `nParts` holds, on each N row, the parts of the protocol row's correction (each led by "; ") that
 * `text` puts together; `messages` holds the correction texts (see MESSAGES).
 */
export const LEDGER_COLUMNS = {
  deal: 1,
  seat: 2,
  player: 3,
  mp: 4,
  top: 5,
  state: 6,
  text: 7,
  count: 8,
  key: 9,
  forms: 10,
  sheetRole: 12,
  sheetDeal: 13,
  sheetName: 14,
  sheetRef: 15,
  nParts: 16,
  messages: 17,
  fingerprint: 18,
} as const;

/**
 * The correction texts, each written once in the Ledger's `messages` column (rows from 2, in this
 * order) and referred to by every row's correction formula: written into each of a big session's
 * tens of thousands of formulas they were most of the Ledger's bytes (issue 10).
 */
const MESSAGES = ["cancelled", "adjusted", "assigned", "group"] as const;

/** A sheet the readers look for, as the Ledger records it. */
export interface LedgerSheetEntry {
  readonly role: SheetRole;
  /** The deal of a protocol sheet. */
  readonly deal?: number;
  /** The name the sheet is built with. */
  readonly name: string;
  /** What it is built with, hashed (planFingerprint). */
  readonly fingerprint?: string;
}

/** The Ledger's list of contract spellings (normalised: upper case, no spaces). */
export function contractFormsRange(ledgerSheet: string): Ref {
  return range(2, LEDGER_COLUMNS.forms, 1 + contractForms().length, LEDGER_COLUMNS.forms, ledgerSheet);
}

/** Columns of Results: the six public ones, then hidden helpers. */
/** Hidden: row 1 holds the number of problems open on the protocol sheets. */
export const OPEN_COLUMN = 17;

/** The number of Check cells with a word on every protocol sheet (each names a live problem). */
export function openProblems(session: SessionLayout): Expr {
  const counts = session.deals
    .filter((d) => d.rows.length > 0)
    .map((d) => {
      const checks = range(
        PROTOCOL_ROWS.first,
        PROTOCOL_COLUMNS.check,
        PROTOCOL_ROWS.first + d.rows.length - 1,
        PROTOCOL_COLUMNS.check,
        d.sheet,
      );
      // No wildcard criteria: LibreOffice may have them off.
      return call("SUMPRODUCT", times(op(">", call("LEN", checks), num(0)), num(1)));
    });
  if (counts.length === 0) return num(0);
  // A function takes at most 255 arguments: sums of sums for a long session.
  const chunks: Expr[] = [];
  for (let i = 0; i < counts.length; i += 200) chunks.push(call("SUM", ...counts.slice(i, i + 200)));
  return chunks.length === 1 ? chunks[0] : call("SUM", ...chunks);
}

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
  /** "3=", "3", "DQ". */
  place: 12,
  /** Penalties in MP (sheet Penalties). */
  penalty: 13,
  /** "Winner" / "disqualified". */
  note: 14,
  /** Hidden: 1 when disqualified. */
  disqualified: 15,
  /** Hidden: the order on the Places sheet (rank·100000 + player; no place after; DQ last). */
  sortKey: 16,
} as const;

/**
 * The Ledger sheet and the number of its data rows; `director` adds the corrections in words, their
 * running count and the list of contract spellings.
 */
export function ledgerSheet(
  session: SessionLayout,
  labels: Labels,
  director = false,
  sheets: readonly LedgerSheetEntry[] = [],
): { sheet: SheetPlan; rows: number } {
  const parts = [...ledgerParts(session, labels, director, sheets)];
  const rows = session.deals.reduce((n, d) => n + d.rows.length * SEATS.length, 0);
  return { sheet: { ...parts[0], cells: parts.flatMap((p) => p.cells) }, rows };
}

/**
 * The Ledger in parts, rows ascending from part to part: the first part is the sheet (its name,
 * columns, settings) with every row that holds more than a result line (the headers, the contract
 * spellings, the record of sheets); each later part is the lines of one or more deals. A writer
 * that writes each part and lets it go holds one deal's lines, not the Ledger's millions of cells.
 */
export function* ledgerParts(
  session: SessionLayout,
  labels: Labels,
  director = false,
  sheets: readonly LedgerSheetEntry[] = [],
): Generator<SheetPlan> {
  let b = new SheetBuilder(labels.sheets.ledger, "ledger", true);
  b.frozen = { rows: 1, cols: 0 };
  const L = LEDGER_COLUMNS;
  const header = labels.ledger;
  [L.deal, L.seat, L.player, L.mp, L.top, L.state].forEach((col, i) =>
    b.text(1, col, header[[0, 3, 4, 5, 6, 7][i]], "header"),
  );
  let lastExtraRow = 1;
  if (director) {
    b.text(1, L.text, labels.penalties.text, "header");
    b.text(1, L.count, labels.penalties.count, "header");
    b.text(1, L.forms, labels.protocol.contract, "header");
    const forms = contractForms();
    forms.forEach(([form], i) => b.text(2 + i, L.forms, form));
    MESSAGES.forEach((m, i) => b.text(2 + i, L.messages, labels.corrections[m]));
    lastExtraRow = Math.max(lastExtraRow, 1 + forms.length, 1 + MESSAGES.length);
  }
  if (sheets.length > 0) {
    [L.sheetRole, L.sheetDeal, L.sheetName, L.sheetRef].forEach((col, i) =>
      b.text(1, col, header[8 + i], "header"),
    );
    const prints = sheets.some((e) => e.fingerprint !== undefined);
    if (prints) b.text(1, L.fingerprint, header[12], "header");
    sheets.forEach((e, i) => {
      b.text(2 + i, L.sheetRole, e.role);
      if (e.deal !== undefined) b.number(2 + i, L.sheetDeal, e.deal);
      b.text(2 + i, L.sheetName, e.name);
      b.formula(2 + i, L.sheetRef, cell(1, 1, e.name));
      if (e.fingerprint !== undefined) b.text(2 + i, L.fingerprint, e.fingerprint);
    });
    lastExtraRow = Math.max(lastExtraRow, 1 + sheets.length);
  }
  let row = 2;
  // The state is one formula on every line: made once, filled down (FilledDown).
  const state = stateFormula(cell(row, L.key));
  for (const deal of session.deals) {
    // A new part once the rows with more than result lines are all in the first one.
    if (row > lastExtraRow && row > 2) {
      yield b.done();
      b = new SheetBuilder(labels.sheets.ledger, "ledger", true);
      b.frozen = { rows: 1, cols: 0 };
    }
    for (const r of deal.rows) {
      for (const seat of SEATS) {
        const c = seatColumns(seat);
        if (director) corrected(b, row, r, deal, seat, labels);
        b.number(row, L.deal, deal.deal);
        b.text(row, L.seat, labels.seats[seat]);
        b.formula(row, L.player, cell(r.sheetRow, c.player, deal.sheet));
        b.formula(row, L.mp, cell(r.sheetRow, c.mp, deal.sheet));
        b.formula(row, L.top, cell(PROTOCOL_ROWS.top, c.mp, deal.sheet));
        b.formula(row, L.key, cell(r.sheetRow, c.helper, deal.sheet));
        b.filled(row, L.state, state, row - 2);
        row++;
      }
    }
  }
  yield b.done();
}

/** The Ledger's state of a result: 0 not played or cancelled, 1 whists, 2 A+, 3 other adjusted. */
function stateFormula(key: Ref): Expr {
  return call(
    "IF",
    call("ISNUMBER", key),
    num(1),
    call(
      "IF",
      call("OR", op("=", key, str("")), op("=", key, str(CANCEL_MARKER))),
      num(0),
      call("IF", op("=", key, str("A+")), num(2), num(3)),
    ),
  );
}

/**
 * The Ledger row's correction in words — on this seat, and on the N row also on the whole protocol
 * row (assigned, fouled-deal group) — and the running count of corrections.
 */
function corrected(
  b: SheetBuilder,
  row: number,
  r: ProtocolRowLayout,
  deal: DealLayout,
  seat: Seat,
  labels: Labels,
): void {
  const L = LEDGER_COLUMNS;
  const K = labels.corrections;
  const message = (m: (typeof MESSAGES)[number]): Ref => cell(2 + MESSAGES.indexOf(m), L.messages);
  const key = cell(row, L.key);
  const cancelled = op("=", key, str(CANCEL_MARKER));
  const who = op("&", op("&", str(`${labels.seats[seat]} (${K.player} `), cell(row, L.player)), str("): "));
  // A cancelled result has state 0, an adjusted one 2 or more: at most one of the two holds.
  const seatPart = (lead: string): Expr =>
    call(
      "IF",
      call("OR", cancelled, op(">=", cell(row, L.state), num(2))),
      op(
        "&",
        op("&", str(lead), who),
        call("IF", cancelled, message("cancelled"), op("&", op("&", message("adjusted"), str(" ")), key)),
      ),
      str(""),
    );
  const where = `${K.board} ${deal.deal}, ${K.round} ${r.round}, ${K.table} ${r.table}: `;
  // Each formula is on every Ledger row (tens of thousands in a big session), so each is kept short:
  // E, S, W have one part, led by the place; N's parts, each led by "; ", are put together in a
  // cell of their own, and the text is the place and those parts without the first "; ".
  if (seat !== "N") {
    b.formula(row, L.text, seatPart(where));
  } else {
    const assigned = cell(r.sheetRow, PROTOCOL_COLUMNS.assigned, deal.sheet);
    const group = cell(r.sheetRow, PROTOCOL_COLUMNS.group, deal.sheet);
    const typed = (c: Ref) => op(">", call("LEN", call("TRIM", c)), num(0));
    b.formula(
      row,
      L.nParts,
      op(
        "&",
        op(
          "&",
          seatPart("; "),
          call("IF", typed(assigned), op("&", str("; "), message("assigned")), str("")),
        ),
        call(
          "IF",
          typed(group),
          op("&", op("&", op("&", str("; "), message("group")), str(" ")), group),
          str(""),
        ),
      ),
    );
    const parts = cell(row, L.nParts);
    b.formula(
      row,
      L.text,
      call(
        "IF",
        op("=", parts, str("")),
        str(""),
        op("&", str(where), call("MID", parts, num(3), num(1000))),
      ),
    );
  }
  const one = call("IF", op("<>", cell(row, L.text), str("")), num(1), num(0));
  b.formula(row, L.count, row === 2 ? one : plus(cell(row - 1, L.count), one));
}

/**
 * How many corrections (penalties and deal corrections) the list on Results has room for: at most
 * 25, one printed page (the Penalties sheet and the Ledger hold them all).
 */
export function correctionSlots(rows: number): number {
  return Math.max(1, Math.min(rows, 25));
}

/** The first row of the list of corrections on Results. */
export function correctionsRow(session: SessionLayout): number {
  return session.players + 3;
}

/** The Results sheet: one row per player number, live formulas over the Ledger and Penalties. */
export function resultsSheet(
  session: SessionLayout,
  labels: Labels,
  ledgerRows: number,
  playersSheet: string,
  penalties?: PenaltyRanges,
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
    [C.place, R.place],
    [C.penalty, R.penalty],
    [C.note, R.note],
    [C.disqualified, R.disqualifiedFlag],
    [C.sortKey, R.sortKey],
  ];
  const director = penalties !== undefined;
  const visible = new Set<number>([C.player, C.name, C.mp, C.max, C.percent, C.place, C.penalty, C.note]);
  // One place column: the plain workbook shows the rank; with the director's sheets the place
  // (ties as "3=", the disqualified last) replaces it and the rank stays as a hidden helper.
  if (penalties === undefined) visible.add(C.rank);
  for (const [c, text] of heads)
    if ((director || c <= C.key) && c !== C.note) b.text(1, c, text, visible.has(c) ? "header" : "helper");
  // The problems still open on the protocol sheets (their Check cells with a word), live: while any
  // remain the note column's heading says the standings are provisional and nobody is the winner.
  const open = cell(1, OPEN_COLUMN);
  if (director) {
    b.formula(1, OPEN_COLUMN, openProblems(session), "helper");
    const [before, after] = R.provisional("\u0000").split("\u0000");
    b.formula(
      1,
      C.note,
      call("IF", op(">", open, num(0)), op("&", op("&", str(before), open), str(after)), str(R.note)),
      "header",
    );
  }
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
    const natural = plus(
      plus(at(C.naturalMp), at(C.adjustedMp)),
      times(at(C.avgPlusMax), call("MAX", num(0.6), own)),
    );
    const percent = call(
      "IF",
      op(">", at(C.max), num(0)),
      over(times(num(100), at(C.mp)), at(C.max)),
      str(""),
    );
    b.formula(row, C.max, sumIfs(tops, me, str(">0")), "computed", "0");
    b.formula(row, C.percent, percent, "computed", "0.00");
    if (penalties === undefined) {
      // The plain session workbook: no penalties, no disqualification.
      b.formula(row, C.mp, natural, "computed", "0.00");
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
      continue;
    }
    b.formula(row, C.penalty, call("SUMIFS", penalties.mp, penalties.players, me), "computed", "0.00");
    b.formula(
      row,
      C.disqualified,
      call(
        "IF",
        op(
          ">",
          call(
            "SUMPRODUCT",
            times(
              op("=", penalties.players, me),
              op(">", call("LEN", call("TRIM", penalties.disqualified)), num(0)),
            ),
          ),
          num(0),
        ),
        num(1),
        num(0),
      ),
      "helper",
    );
    b.formula(row, C.mp, minus(natural, at(C.penalty)), "computed", "0.00");
    const dq = op("=", at(C.disqualified), num(1));
    placeFormulas(b, row, C, keys, R, "computed", director ? open : undefined);
    b.formula(
      row,
      C.sortKey,
      call(
        "IF",
        call("ISNUMBER", at(C.rank)),
        plus(times(at(C.rank), num(100000)), me),
        plus(call("IF", dq, num(300000000), num(200000000)), me),
      ),
      "helper",
    );
  }

  standingsWidths(b, C);
  b.column(C.rank, 7);
  b.hide([C.naturalMp, C.naturalMax, C.avgPlusMax, C.adjustedMp, C.key], 10);
  b.frozen = { rows: 1, cols: 2 };
  // What the page is and its number (a page of standings on the wall): header and footer, no rows.
  const marks = pageMarks(labels, labels.sheets.results);
  b.print = { ...standingsPrint(1, session.players, C.rank), ...marks };
  if (penalties === undefined) return b.done();

  // The director's corrections, below the standings (one text per row, in column A): the rows of
  // the Penalties sheet, then the Ledger's, in one list with no gap, so that its filled lines come
  // first and the list prints on one page after the standings.
  let r = correctionsRow(session);
  // Headings as plain text: a narrow column's header look would wrap and clip them.
  b.text(r++, 1, R.corrections, "title");
  const texts = col(LEDGER_COLUMNS.text);
  const counts = col(LEDGER_COLUMNS.count);
  const penaltyCount = call("MAX", penalties.count);
  const total = plus(penaltyCount, call("MAX", counts));
  const slots = correctionSlots(ledgerRows + penalties.rows);
  b.formula(
    r++,
    1,
    op(
      "&",
      op("&", str(`${R.total}: `), total),
      call("IF", op(">", total, num(slots)), str(` — ${R.more}`), str("")),
    ),
  );
  const kth = (k: Expr, list: Ref, count: Ref): Expr => call("INDEX", list, call("MATCH", k, count, num(0)));
  for (let k = 1; k <= slots; k++)
    b.formula(
      r++,
      1,
      call(
        "IFERROR",
        kth(num(k), penalties.text, penalties.count),
        call("IFERROR", kth(minus(num(k), penaltyCount), texts, counts), str("")),
      ),
    );

  b.hide([C.disqualified, C.sortKey, C.rank], 10);
  standingsWidths(b, C);
  // The standings, 30 players a page, then the corrections on a page of their own (rows of the
  // standings' height: LibreOffice gives a text formula's row a taller one of its own).
  b.print = {
    ...standingsPrint(1, session.players, C.note, r - 1),
    ...marks,
    rowHeights: [{ from: correctionsRow(session) + 1, to: r - 1, points: 15 }],
  };
  return b.done();
}

/** The columns of a standings row that place formulas read and write. */
export interface PlaceColumns {
  readonly percent: number;
  readonly disqualified: number;
  readonly key: number;
  readonly rank: number;
  readonly place: number;
  readonly note: number;
}

/**
 * A standings row's place: the key (the percentage rounded to 9 decimals, so ties are decided
 * the same way in every spreadsheet; empty for a disqualified player), the rank, the place text
 * ("3=", or the disqualified mark) and the note (winner, disqualified). `keys` is the key column.
 */
export function placeFormulas(
  b: SheetBuilder,
  row: number,
  C: PlaceColumns,
  keys: Ref,
  words: { readonly dq: string; readonly winner: string; readonly disqualified: string },
  rankLook: "computed" | "helper",
  /** A cell with the number of open problems: the winner is named only when it is 0. */
  open?: Ref,
): void {
  const at = (c: number): Ref => cell(row, c);
  const dq = op("=", at(C.disqualified), num(1));
  b.formula(
    row,
    C.key,
    call(
      "IF",
      call("AND", call("ISNUMBER", at(C.percent)), op("=", at(C.disqualified), num(0))),
      call("ROUND", at(C.percent), num(9)),
      str(""),
    ),
    "helper",
  );
  b.formula(
    row,
    C.rank,
    call("IF", call("ISNUMBER", at(C.key)), call("RANK.EQ", at(C.key), keys), str("")),
    rankLook,
    rankLook === "computed" ? "0" : undefined,
  );
  b.formula(
    row,
    C.place,
    call(
      "IF",
      call("ISNUMBER", at(C.rank)),
      op("&", at(C.rank), call("IF", op(">", call("COUNTIF", keys, at(C.key)), num(1)), str("="), str(""))),
      call("IF", dq, str(words.dq), str("")),
    ),
    "computed",
    "@",
  );
  b.formula(
    row,
    C.note,
    call(
      "IF",
      open === undefined
        ? op("=", at(C.rank), num(1))
        : call("AND", op("=", at(C.rank), num(1)), op("=", open, num(0))),
      str(words.winner),
      call("IF", dq, str(words.disqualified), str("")),
    ),
    "flag",
  );
}

/** Players on a printed page of standings (landscape, full size). */
export const STANDINGS_PER_PAGE = 30;

/** Page breaks after every STANDINGS_PER_PAGE players below a header of `header` rows. */
export function pageBreaks(header: number, players: number): number[] {
  const out: number[] = [];
  for (let k = STANDINGS_PER_PAGE; k < players; k += STANDINGS_PER_PAGE) out.push(header + k);
  return out;
}

/** The first columns of every standings sheet (Places, an event's session sheets). */
export const STANDINGS_COLUMNS = { place: 1, player: 2, name: 3, mp: 4, max: 5, percent: 6 } as const;

/** Widths of the standings' columns, shared by Results, Places and the event's sheets. */
const STANDINGS_WIDTHS: Readonly<Record<string, number>> = {
  place: 7,
  player: 8,
  name: 28,
  mp: 9,
  max: 7,
  percent: 8,
  penalty: 9,
  note: 18,
  bar: 27,
};

/** Sets the width of each standings column the sheet has (`cols`: its column numbers by name). */
export function standingsWidths(b: SheetBuilder, cols: object): void {
  for (const [k, c] of Object.entries(cols))
    if (typeof c === "number" && STANDINGS_WIDTHS[k] !== undefined) b.column(c, STANDINGS_WIDTHS[k]);
}

/**
 * How standings print: landscape (every column at full size), the header row repeated,
 * STANDINGS_PER_PAGE players a page; through column `lastColumn`, and to row `lastRow` when rows
 * below the players print too (on a page of their own).
 */
export function standingsPrint(
  header: number,
  players: number,
  lastColumn: number,
  lastRow?: number,
): PrintPlan {
  const last = header + players;
  return {
    orientation: "landscape",
    fitToWidth: true,
    titleRows: [header, header],
    breaksAfter: [...pageBreaks(header, players), ...(lastRow === undefined ? [] : [last])],
    printArea: range(1, 1, lastRow ?? last, lastColumn),
  };
}
