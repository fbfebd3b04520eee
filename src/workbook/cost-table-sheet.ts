/**
 * The Cost table sheet (seed §7: organisers give each table a table of game costs for their
 * variant and number of players) and the formulas that let a protocol sheet's whist cells
 * compute themselves from it.
 *
 * The sheet is printable: contract, what the defenders said, the tricks in the protocol's
 * declarer / 1st / 2nd defender columns, and the whists of those seats and of the dealer. Hidden
 * columns hold each row's lookup key (see core/whists/cost-table.ts) and a 1 to count matches,
 * and the list of every contract spelling with its code. A protocol row looks its key up with
 * SUMIFS — native in any Excel and in LibreOffice 7.4 — in both formula styles, so the workbook
 * fills its whists even without the add-in.
 */
import type { Seat } from "../core/protocol";
import { toNumber } from "../core/rational";
import { contractForms, costTable, formatContract, VariantRules } from "../core/whists";
import { call, cell, type Expr, num, op, range, type Ref, str, substituted } from "./formula";
import { PROTOCOL_COLUMNS as C, protocolColumnOf } from "./protocol-columns";
import { SheetBuilder } from "./sheet-builder";
import type { Language, SheetPlan } from "./types";

/** Columns of the Cost table sheet (1-based). */
export const COST_COLUMNS = {
  contract: 1,
  defence: 2,
  declarerTricks: 3,
  defender1Tricks: 4,
  defender2Tricks: 5,
  declarer: 6,
  defender1: 7,
  defender2: 8,
  dealer: 9,
  key: 10,
  one: 11,
  form: 13,
  code: 14,
} as const;

/** Rows of the Cost table sheet: title, note, header, then one row per outcome. */
export const COST_ROWS = { title: 1, note: 2, header: 3, first: 4 } as const;

/** Hidden helper columns a protocol sheet gets when the session has a variant (protocol-columns.ts). */
export const WHIST_HELPER_COLUMNS = {
  /** The contract's code: 6–10, 11 misère, 12 all-pass, 0 blank or unknown. */
  code: protocolColumnOf("code").col,
  /** The row's lookup key, "" when it cannot be looked up yet. */
  key: protocolColumnOf("lookupKey").col,
} as const;

/** The auto-whists helper column of a seat: the whists the contract gives it, "" where none. */
export function autoColumn(seat: Seat): number {
  return protocolColumnOf(`auto:${seat}`).col;
}

interface CostLabels {
  readonly sheet: (players: 3 | 4) => string;
  readonly title: (variant: string, players: 3 | 4) => string;
  readonly note: string;
  readonly headers: readonly string[];
  readonly contract: (c: string) => string;
  readonly defence: Readonly<Record<string, string>>;
}

const EN: CostLabels = {
  sheet: (p) => (p === 4 ? "Cost table" : "Cost table 3"),
  title: (v, p) => `${v}: whists of one deal, ${p} players`,
  note:
    "Seats as in the protocol: declarer (all-pass: first hand), 1st and 2nd defender (all-pass: next hands), dealer. " +
    "A defender who passed: tricks left blank. Half-whist: type the whists.",
  headers: [
    "Contract",
    "Defence",
    "Declarer tricks",
    "1st defender tricks",
    "2nd defender tricks",
    "Declarer",
    "1st defender",
    "2nd defender",
    "Dealer",
    "key",
    "1",
  ],
  contract: (c) => (c === "-" ? "all-pass" : c),
  defence: {
    "whist–whist": "whist, whist",
    "whist–pass": "whist, pass",
    "pass–whist": "pass, whist",
    "pass–pass": "pass, pass",
    "": "",
  },
};

const RU: CostLabels = {
  sheet: (p) => (p === 4 ? "Таблица стоимости" : "Таблица стоимости 3"),
  title: (v, p) => `${RU_VARIANT[v] ?? v}: висты одной сдачи, ${p} игрока`,
  note:
    "Позиции как в протоколе: играющий (распасы: первая рука), 1-й и 2-й вистующий (распасы: следующие), сдающий. " +
    "Спасовавший: взятки не пишутся. Полвиста: висты вписываются вручную.",
  headers: [
    "Контракт",
    "Защита",
    "Взятки играющего",
    "Взятки 1-го",
    "Взятки 2-го",
    "Играющий",
    "1-й вистующий",
    "2-й вистующий",
    "Сдающий",
    "ключ",
    "1",
  ],
  contract: (c) => (c === "-" ? "распасы" : c === "misère" ? "мизер" : c),
  defence: {
    "whist–whist": "вист, вист",
    "whist–pass": "вист, пас",
    "pass–whist": "пас, вист",
    "pass–pass": "пас, пас",
    "": "",
  },
};

const RU_VARIANT: Readonly<Record<string, string>> = {
  Sochi: "Сочинка",
  Leningrad: "Ленинградка",
  Rostov: "Ростовка",
};

/** The Cost table's labels in a language. */
export function costLabels(language: Language): CostLabels {
  return language === "en" ? EN : RU;
}

/** The Cost table sheet of a variant for a table of 3 or 4 players. */
export function costTableSheet(rules: VariantRules, players: 3 | 4, language: Language): SheetPlan {
  const L = costLabels(language);
  const b = new SheetBuilder(L.sheet(players), "cost-table");
  const K = COST_COLUMNS;
  b.text(COST_ROWS.title, 1, L.title(rules.name, players), "title");
  b.text(COST_ROWS.note, 1, L.note, "helper");
  L.headers.forEach((h, i) => {
    const col = i + 1;
    if (col === K.dealer && players === 3) return;
    b.text(COST_ROWS.header, col, h, col >= K.key ? "helper" : "header");
  });
  const rows = costTable(rules, players);
  const breaks: number[] = [];
  rows.forEach((r, i) => {
    const row = COST_ROWS.first + i;
    const label = r.contract.kind === "game" ? String(r.contract.level) : formatContract(r.contract);
    b.text(row, K.contract, L.contract(label), "given");
    b.text(row, K.defence, L.defence[r.defence] ?? r.defence, "given");
    r.tricks.forEach((t, k) => {
      if (t === null) b.empty(row, K.declarerTricks + k, "given");
      else b.number(row, K.declarerTricks + k, t, "given", "0");
    });
    r.whists.forEach((w, k) => {
      if (w !== null) b.number(row, K.declarer + k, toNumber(w), "computed", w.d === 1n ? "0" : "0.00");
    });
    b.text(row, K.key, r.key, "helper");
    b.number(row, K.one, 1, "helper");
    const next = rows[i + 1];
    if (next !== undefined && (next.code !== r.code || next.defence !== r.defence)) breaks.push(row);
  });
  contractForms().forEach(([form, code], i) => {
    b.text(COST_ROWS.first + i, K.form, form, "helper");
    b.number(COST_ROWS.first + i, K.code, code, "helper");
  });
  b.column(K.contract, 10);
  b.column(K.defence, 12);
  for (const col of [K.declarerTricks, K.defender1Tricks, K.defender2Tricks]) b.column(col, 9);
  for (const col of [K.declarer, K.defender1, K.defender2, K.dealer]) b.column(col, 11);
  for (const col of [K.key, K.one, K.one + 1, K.form, K.code]) b.column(col, 10, true);
  b.frozen = { rows: COST_ROWS.header, cols: 0 };
  b.print = {
    orientation: "portrait",
    fitToWidth: true,
    titleRows: [COST_ROWS.header, COST_ROWS.header],
    breaksAfter: breaks,
  };
  return b.done();
}

/** How many outcome rows and contract forms a Cost table sheet has (for its lookup ranges). */
function extent(rules: VariantRules, players: 3 | 4): { rows: number; forms: number } {
  return { rows: costTable(rules, players).length, forms: contractForms().length };
}

/** The lookup ranges of a Cost table sheet. */
export interface CostRanges {
  readonly keys: Ref;
  readonly ones: Ref;
  /** Whists of the declarer column's seat, 1st defender, 2nd defender, dealer. */
  readonly whists: readonly [Ref, Ref, Ref, Ref];
  readonly forms: Ref;
  readonly codes: Ref;
}

/** The ranges the protocol formulas look up in a Cost table sheet. */
export function costRanges(rules: VariantRules, players: 3 | 4, sheet: string): CostRanges {
  const { rows, forms } = extent(rules, players);
  const K = COST_COLUMNS;
  const first = COST_ROWS.first;
  const col = (c: number): Ref => range(first, c, first + rows - 1, c, sheet);
  return {
    keys: col(K.key),
    ones: col(K.one),
    whists: [col(K.declarer), col(K.defender1), col(K.defender2), col(K.dealer)],
    forms: range(first, K.form, first + forms - 1, K.form, sheet),
    codes: range(first, K.code, first + forms - 1, K.code, sheet),
  };
}

/** A contract cell as the forms list spells it: upper case, no spaces, dashes made "-". */
export function normalisedContract(contract: Ref): Expr {
  return call(
    "UPPER",
    substituted(call("TRIM", contract), [
      [" ", ""],
      ["\u2212", "-"],
      ["\u2013", "-"],
      ["\u2014", "-"],
    ]),
  );
}

/** A seat cell read as N, E, S or W (Russian С, В, Ю, З made English). */
export function normalisedSeat(seat: Ref): Expr {
  return substituted(call("UPPER", call("TRIM", seat)), [
    ["С", "N"],
    ["В", "E"],
    ["Ю", "S"],
    ["З", "W"],
  ]);
}

/** The code of a row's contract (0 for blank or unknown). */
export function codeFormula(contract: Ref, ranges: CostRanges): Expr {
  return call(
    "IF",
    op("=", call("LEN", call("TRIM", contract)), num(0)),
    num(0),
    call("SUMIFS", ranges.codes, ranges.forms, normalisedContract(contract)),
  );
}

/** The row's lookup key from its code and tricks ("" until the tricks are in). */
export function lookupKeyFormula(row: number, code: Ref): Expr {
  const t0 = cell(row, C.declarerTricks);
  const t1 = cell(row, C.defender1Tricks);
  const t2 = cell(row, C.defender2Tricks);
  const bar = str("|");
  const both = op("&", op("&", op("&", bar, t1), bar), t2);
  const tail = call(
    "IF",
    op("=", code, num(11)),
    str(""),
    call(
      "IF",
      op("=", code, num(12)),
      both,
      call(
        "IF",
        call("AND", call("ISNUMBER", t1), call("ISNUMBER", t2)),
        both,
        call(
          "IF",
          call("ISNUMBER", t1),
          str("|WP"),
          call("IF", call("ISNUMBER", t2), str("|PW"), str("|PP")),
        ),
      ),
    ),
  );
  return call(
    "IF",
    op("=", code, num(0)),
    str(""),
    call("IF", call("ISNUMBER", t0), op("&", op("&", op("&", code, bar), t0), tail), str("")),
  );
}

/**
 * The whists the contract gives one seat of a row: by the seat's place in the declarer / 1st / 2nd
 * defender columns, or as the dealer; on a misère the seats not written get the defenders'
 * share. "" when the key is not in the table or the seat has no place in the row.
 */
export function autoFormula(
  row: number,
  seat: Seat,
  key: Ref,
  code: Ref,
  ranges: CostRanges,
  dealer: Seat | null,
): Expr {
  const look = (k: number): Expr => call("SUMIFS", ranges.whists[k], ranges.keys, key);
  const is = (col: number): Expr => op("=", normalisedSeat(cell(row, col)), str(seat));
  const rest: Expr = seat === dealer ? look(3) : call("IF", op("=", code, num(11)), look(1), str(""));
  const value = call(
    "IF",
    is(C.declarer),
    look(0),
    call("IF", is(C.defender1), look(1), call("IF", is(C.defender2), look(2), rest)),
  );
  const found = op("=", call("SUMIFS", ranges.ones, ranges.keys, key), num(1));
  return call("IF", op("=", key, str("")), str(""), call("IF", found, value, str("")));
}
