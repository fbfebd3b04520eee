/**
 * Deals in the workbook: the Deals sheet (each deal's hands, talon and double-dummy table, then
 * the pocket lists for making up the boxes), the layout in each protocol's layout area, and the
 * two protocol columns beside each row — the double-dummy tricks for the contract played and by
 * how much it makes (+) or fails (−) double-dummy. Those two are formulas: they look the typed
 * contract and declarer up in hidden helper columns of the Deals sheet, so they follow any
 * correction the director types.
 */
import { DealAnalysis, STRAINS } from "../core/deals/analyse";
import { CardLanguage, formatHand } from "../core/deals/cards";
import { Deal } from "../core/deals/deal";
import { randomDeal, RandomSource } from "../core/deals/generate";
import { error, fail, ok, Problem, Result, warning } from "../core/result";
import { defaultDealer } from "../core/simulate";
import { Seat, SEATS } from "../core/protocol";
import { contractForms, parseContract } from "../core/whists";
import { normalisedContract, normalisedSeat } from "./cost-table-sheet";
import { call, cell, type Expr, num, op, range, type Ref, str } from "./formula";
import type { Labels } from "./labels";
import { SheetBuilder } from "./sheet-builder";
import type { Language, SessionLayout, SheetPlan } from "./types";

/** Rows of the Deals sheet: title, two header rows, then a row per deal. */
export const DEALS_ROWS = { title: 1, groupHeader: 2, header: 3, first: 4 } as const;

/** Columns of the Deals sheet: the layout, then each seat's six figures (♠ ♣ ♦ ♥ NT, misère). */
export const DEALS_COLUMNS = {
  deal: 1,
  set: 2,
  dealer: 3,
  hand: { N: 4, E: 5, S: 6, W: 7 } as Readonly<Record<Seat, number>>,
  talon: 8,
  /** The first of the 24 double-dummy columns, seat-major. */
  dd: 9,
  /** Hidden helpers: every contract spelling, its strain (1..6, the DD column within a seat) and level (0: misère). */
  forms: 34,
  strain: 35,
  level: 36,
  /** Hidden helper: N E S W, the seat order of the DD columns. */
  seats: 37,
} as const;

/** Figures per seat: ♠ ♣ ♦ ♥ NT and misère. */
const PER_SEAT = STRAINS.length + 1;

/** Deals and their analyses as the plan takes them. */
export interface SessionDeals {
  readonly deals: readonly Deal[];
  /** Double-dummy tables by deal number; a deal without one shows its layout only. */
  readonly analyses?: ReadonlyMap<number, DealAnalysis>;
}

interface DealTexts {
  readonly sheet: string;
  readonly title: string;
  readonly deal: string;
  readonly set: string;
  readonly dealer: string;
  readonly talon: string;
  readonly dd: (seat: string) => string;
  readonly strains: readonly string[];
  readonly pockets: string;
  readonly pocket: string;
  readonly cards: string;
  readonly dealerPocket: (seat: string) => string;
  readonly layout: string;
  readonly ddTricks: string;
  readonly ddMargin: string;
}

const TEXTS: Readonly<Record<Language, DealTexts>> = {
  ru: {
    sheet: "Сдачи",
    title: "Сдачи: расклады и взятки в открытую (лучший снос, лучшая защита; ходит первая рука)",
    deal: "Сдача",
    set: "Комплект",
    dealer: "Сдающий",
    talon: "Прикуп",
    dd: (s) => `${s}: взятки в открытую`,
    strains: ["♠", "♣", "♦", "♥", "БК", "Миз"],
    pockets: "Раскладка по карманам коробок (прикуп — в карман сдающего)",
    pocket: "Карман",
    cards: "Карты",
    dealerPocket: (s) => `${s} (сдающий): прикуп`,
    layout: "Расклад",
    ddTricks: "В открытую",
    ddMargin: "±",
  },
  en: {
    sheet: "Deals",
    title: "Deals: layouts and double-dummy tricks (best discards, best defence; the first hand leads)",
    deal: "Deal",
    set: "Set",
    dealer: "Dealer",
    talon: "Talon",
    dd: (s) => `${s}: double-dummy tricks`,
    strains: ["♠", "♣", "♦", "♥", "NT", "Mis"],
    pockets: "Pockets of the boxes (the talon goes in the dealer's pocket)",
    pocket: "Pocket",
    cards: "Cards",
    dealerPocket: (s) => `${s} (dealer): talon`,
    layout: "Layout",
    ddTricks: "DD",
    ddMargin: "±",
  },
};

/** The Deals sheet's name in the workbook's language. */
export function dealsSheetName(language: Language): string {
  return TEXTS[language].sheet;
}

/** Header texts of the two protocol columns. */
export function ddHeaders(language: Language): { tricks: string; margin: string } {
  return { tricks: TEXTS[language].ddTricks, margin: TEXTS[language].ddMargin };
}

/** Each contract spelling (as normalisedContract writes it) with its DD column (1..6) and level. */
function contractTable(): [string, number, number][] {
  const out: [string, number, number][] = [];
  for (const [form] of contractForms()) {
    const c = parseContract(form);
    if (!c.ok) continue;
    const v = c.value;
    if (v.kind === "misere") out.push([form, PER_SEAT, 0]);
    else if (v.kind === "game") {
      const strain = ["spades", "clubs", "diamonds", "hearts", "nt"].indexOf(v.suit) + 1;
      out.push([form, strain, v.level]);
    }
  }
  return out;
}

/** The Deals sheet. `deals` in deal order; the session gives the sets and the language. */
export function dealsSheet(session: SessionLayout, given: SessionDeals, labels: Labels): SheetPlan {
  const language = session.language;
  const t = TEXTS[language];
  const cardLanguage: CardLanguage = language;
  const b = new SheetBuilder(t.sheet, "deals");
  const R = DEALS_ROWS;
  const C = DEALS_COLUMNS;
  const seatName = (s: Seat): string => labels.seats[s];
  b.text(R.title, 1, t.title, "title");
  for (const [col, text] of [
    [C.deal, t.deal],
    [C.set, t.set],
    [C.dealer, t.dealer],
    ...SEATS.map((s) => [C.hand[s], seatName(s)] as const),
    [C.talon, t.talon],
  ] as const) {
    b.text(R.groupHeader, col, text, "header");
    b.text(R.header, col, "", "header");
    b.merges.push(range(R.groupHeader, col, R.header, col));
  }
  SEATS.forEach((s, k) => {
    const c0 = C.dd + k * PER_SEAT;
    b.text(R.groupHeader, c0, t.dd(seatName(s)), "header");
    for (let j = 1; j < PER_SEAT; j++) b.text(R.groupHeader, c0 + j, "", "header");
    b.merges.push(range(R.groupHeader, c0, R.groupHeader, c0 + PER_SEAT - 1));
    t.strains.forEach((x, j) => b.text(R.header, c0 + j, x, "header"));
  });
  given.deals.forEach((d, i) => {
    const row = R.first + i;
    b.number(row, C.deal, d.deal, "given");
    if (d.set !== undefined) b.number(row, C.set, d.set, "given");
    b.text(row, C.dealer, seatName(d.dealer), "given");
    for (const s of SEATS) {
      const h = d.hands[s];
      if (h === undefined) b.empty(row, C.hand[s], "given");
      else b.text(row, C.hand[s], formatHand(h, cardLanguage), "given");
    }
    b.text(row, C.talon, formatHand(d.talon, cardLanguage), "given");
    const a = given.analyses?.get(d.deal);
    SEATS.forEach((s, k) => {
      const c0 = C.dd + k * PER_SEAT;
      const tricks = a?.tricks[s];
      const misere = a?.misere[s];
      STRAINS.forEach((x, j) => {
        if (tricks === undefined) b.empty(row, c0 + j, "given");
        else b.number(row, c0 + j, tricks[x], "given", "0");
      });
      if (misere === undefined) b.empty(row, c0 + STRAINS.length, "given");
      else b.number(row, c0 + STRAINS.length, misere, "given", "0");
    });
  });

  // Pocket lists: for each set (box), each deal's four pockets.
  let row = R.first + given.deals.length + 2;
  b.text(row, 1, t.pockets, "title");
  row++;
  for (const [col, text] of [
    [1, t.set],
    [2, t.deal],
    [3, t.pocket],
    [4, t.cards],
  ] as const)
    b.text(row, col, text, "header");
  row++;
  for (const d of [...given.deals].sort((x, y) => (x.set ?? 0) - (y.set ?? 0) || x.deal - y.deal)) {
    for (const s of SEATS) {
      if (d.set !== undefined) b.number(row, 1, d.set, "given");
      b.number(row, 2, d.deal, "given");
      if (s === d.dealer) {
        b.text(row, 3, t.dealerPocket(seatName(s)), "given");
        b.text(row, 4, formatHand(d.talon, cardLanguage), "given");
      } else {
        b.text(row, 3, seatName(s), "given");
        b.text(row, 4, formatHand(d.hands[s] ?? 0, cardLanguage), "given");
      }
      row++;
    }
  }

  // Hidden lookup helpers for the protocol columns.
  contractTable().forEach(([form, strain, level], i) => {
    b.text(R.first + i, C.forms, form, "helper");
    b.number(R.first + i, C.strain, strain, "helper");
    b.number(R.first + i, C.level, level, "helper");
  });
  SEATS.forEach((s, i) => b.text(R.first + i, C.seats, s, "helper"));

  b.column(C.deal, 7);
  b.column(C.set, 10);
  b.column(C.dealer, 18);
  for (const s of SEATS) b.column(C.hand[s], 26);
  b.column(C.talon, 12);
  for (let c = C.dd; c < C.dd + 4 * PER_SEAT; c++) b.column(c, 6);
  for (const c of [C.forms, C.strain, C.level, C.seats]) b.column(c, 8, true);
  b.frozen = { rows: R.header, cols: C.dealer };
  b.print = { orientation: "landscape", fitToWidth: true, titleRows: [R.groupHeader, R.header] };
  return b.done();
}

/**
 * The two formulas of a protocol row: the double-dummy tricks for the typed contract and declarer,
 * and the margin (tricks − level; in misère −tricks, 0 = made). Blank when either is blank or
 * unreadable, or on all-pass. `dealIndex` is the deal's row on the Deals sheet (0-based).
 */
export function ddFormulas(
  contract: Ref,
  declarer: Ref,
  dealIndex: number,
  language: Language,
): { tricks: Expr; margin: (tricks: Ref) => Expr } {
  const sheet = TEXTS[language].sheet;
  const C = DEALS_COLUMNS;
  const n = contractTable().length;
  const first = DEALS_ROWS.first;
  const forms = range(first, C.forms, first + n - 1, C.forms, sheet);
  const found = call("MATCH", normalisedContract(contract), forms, num(0));
  const strain = call("INDEX", range(first, C.strain, first + n - 1, C.strain, sheet), found);
  const level = call("INDEX", range(first, C.level, first + n - 1, C.level, sheet), found);
  const seat = call(
    "MATCH",
    normalisedSeat(declarer),
    range(first, C.seats, first + 3, C.seats, sheet),
    num(0),
  );
  const row = first + dealIndex;
  const ddRow = range(row, C.dd, row, C.dd + 4 * PER_SEAT - 1, sheet);
  const column = op("+", op("*", op("-", seat, num(1)), num(PER_SEAT)), strain);
  const tricks = call("IFERROR", call("INDEX", ddRow, num(1), column), str(""));
  const margin = (t: Ref): Expr =>
    call(
      "IF",
      op("=", t, str("")),
      str(""),
      call("IFERROR", call("IF", op("=", level, num(0)), op("-", num(0), t), op("-", t, level)), str("")),
    );
  return { tricks, margin };
}

/** The cell a deal's layout starts at on the Deals sheet (for links and tests). */
export function dealsCell(dealIndex: number, seat: Seat, language: Language): Ref {
  return cell(DEALS_ROWS.first + dealIndex, DEALS_COLUMNS.hand[seat], TEXTS[language].sheet);
}

/**
 * The session's deals: random ones for every deal the session plays (dealers by the session's
 * rule), or those read from a file checked against the session — a deal the session does not
 * play, or with another dealer, is an error; a deal the file lacks is a warning (its protocol
 * gets no layout). Sets come from the session.
 */
export function dealsForSession(
  session: SessionLayout,
  source: { readonly random: RandomSource } | { readonly deals: readonly Deal[]; readonly file?: string },
): Result<Deal[]> {
  if ("random" in source)
    return ok(
      session.deals.map((d) => randomDeal(d.deal, d.set, source.random, d.dealer ?? defaultDealer(d.deal))),
    );
  const bySession = new Map(session.deals.map((d) => [d.deal, d]));
  const problems: Problem[] = [];
  const out = new Map<number, Deal>();
  for (const d of source.deals) {
    const s = bySession.get(d.deal);
    const at = { file: source.file, board: d.deal };
    if (s === undefined) {
      problems.push(
        error("deals-not-in-session", `deal ${d.deal} is not played in this session`, at, { deal: d.deal }),
      );
      continue;
    }
    const dealer = s.dealer ?? defaultDealer(d.deal);
    if (d.dealer !== dealer)
      problems.push(
        error(
          "deals-wrong-dealer",
          `deal ${d.deal}: the session's dealer is ${dealer}, the file says ${d.dealer}`,
          at,
          {
            deal: d.deal,
            dealer,
            given: d.dealer,
          },
        ),
      );
    else out.set(d.deal, { ...d, set: s.set });
  }
  if (problems.length > 0) return fail(problems);
  const warnings = session.deals
    .filter((d) => !out.has(d.deal))
    .map((d) =>
      warning(
        "deals-missing",
        `deal ${d.deal} has no layout in the file`,
        { file: source.file, board: d.deal },
        {
          deal: d.deal,
        },
      ),
    );
  return ok(
    session.deals.flatMap((d) => {
      const x = out.get(d.deal);
      return x === undefined ? [] : [x];
    }),
    warnings,
  );
}

/**
 * A deal's hands by seat and its talon, as text for a layout area laid out seat by seat (the print
 * layout's rows N, E, S, W, talon under the protocol); the dealer's hand is "—".
 */
export function layoutBySeat(deal: Deal, language: Language): Readonly<Record<Seat | "talon", string>> {
  const out = { talon: formatHand(deal.talon, language) } as Record<Seat | "talon", string>;
  for (const s of SEATS) out[s] = s === deal.dealer ? "—" : formatHand(deal.hands[s] ?? 0, language);
  return out;
}
