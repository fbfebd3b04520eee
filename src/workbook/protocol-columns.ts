/**
 * The protocol sheet's geometry in one place: its rows, the cells of its title row, and ONE
 * ordered table of column descriptors. A column's number is its place in the table; its CSV name,
 * header, width, visibility, cell style and validation are read from its entry by the sheet
 * builder (protocol-sheet.ts), the read-back (read-back.ts), the cell a problem points at
 * (problem-cell.ts), the Cost table's helper formulas and the Results and Score cards formulas.
 * Adding a column is adding one entry; everything after it moves along.
 *
 * Some columns exist only in some workbooks (`presence`): the whist helpers with a variant, the
 * assigned-result mark with the director's sheets. Their places are kept either way, so a column's
 * number never depends on the session; a column left out is hidden when a later one is shown.
 */
import { type ProtocolCsvColumn, type Seat, SEATS, whistsColumn } from "../core/protocol";
import type { Labels } from "./labels";
import type { CellStyle } from "./types";

/** Rows of a protocol sheet: title, tops, two header rows, then one row per table. */
export const PROTOCOL_ROWS = { title: 1, top: 2, groupHeader: 3, header: 4, first: 5 } as const;

/**
 * The deal's layout area (four hands and the talon), printed on the protocol's page: a label row,
 * then one row per seat N, E, S, W (the dealer's hand empty) and the talon, from column
 * `firstColumn` (the hand's text) after the row labels in column 1. It lies `gap` rows below the
 * protocol's last row, so the rows typed above never move. The deals (issue 14) fill it.
 */
export const PROTOCOL_LAYOUT_AREA = { gap: 1, rows: 6, labelColumn: 1, firstColumn: 3 } as const;

/** The first row (its label row) of the layout area of a protocol with `tableRows` rows. */
export function protocolLayoutRow(tableRows: number): number {
  return PROTOCOL_ROWS.first + tableRows + PROTOCOL_LAYOUT_AREA.gap;
}

/**
 * Columns (1-based) of the title row's cells: "Протокол" 3 "Комплект" 2 "Сдающий" С. Each label
 * runs on over the empty cell after it (the table's columns are narrow, the title's type large),
 * and each value sits apart from the next label, so the printed title reads as words, not
 * "Протокол 1 Комплект 1 СдающийС".
 */
export const PROTOCOL_TITLE = {
  label: 1,
  deal: 4,
  setLabel: 5,
  set: 7,
  dealerLabel: 8,
  dealer: 10,
} as const;

/** Which workbooks have a column. */
export type ColumnPresence = "always" | "director" | "variant" | "deals" | "addin";

/** A text of the header, from the workbook's labels. */
export type HeaderText = (labels: Labels) => string;

/**
 * A column's header: `spanned` over both header rows; `grouped` under a group label shared with
 * the neighbouring columns of the same group (merged across them); `helper` in the lower header
 * row only, in the helper look (hidden columns).
 */
export type ColumnHeader =
  | { readonly kind: "spanned"; readonly text: HeaderText }
  | {
      readonly kind: "grouped";
      readonly group: string;
      readonly groupText: HeaderText;
      readonly text: HeaderText;
    }
  | { readonly kind: "helper"; readonly text: HeaderText };

/** The data validation of a typed column. */
export type ColumnValidation = "seat" | "tricks" | "player" | "contract" | "whists" | "group" | "assigned";

/**
 * Per-seat columns: player, whists, MP, the whist key, the whists by contract, the add-in's spilled
 * matchpoints, and the reading of the whist cell (its text normalised, the number it reads as,
 * its key before the row's check, whether it cannot be read).
 */
export type SeatField =
  "player" | "whists" | "mp" | "key" | "auto" | "spill" | "normal" | "number" | "reading" | "unreadable";

/** The key of a protocol column. */
export type ProtocolColumnKey =
  | "round"
  | "table"
  | "contract"
  | "declarer"
  | "declarerTricks"
  | "defender1"
  | "defender1Tricks"
  | "defender2"
  | "defender2Tricks"
  | "group"
  | "check"
  | "code"
  | "lookupKey"
  | "assigned"
  | "ddTricks"
  | "ddMargin"
  | "unreadable"
  | `${SeatField}:${Seat}`;

/** What a protocol column is, written once. */
export interface ProtocolColumnSpec {
  readonly key: ProtocolColumnKey;
  /** Its name in the protocol CSV, when the director types it (the read-back reads these). */
  readonly csv?: ProtocolCsvColumn;
  readonly seat?: Seat;
  readonly header: ColumnHeader;
  /** Width in characters. */
  readonly width: number;
  readonly hidden: boolean;
  /** Look and number format of the table's cells. */
  readonly style: CellStyle;
  readonly format?: string;
  readonly validation?: ColumnValidation;
  readonly presence: ColumnPresence;
}

/** A protocol column with its place on the sheet. */
export interface ProtocolColumn extends ProtocolColumnSpec {
  /** 1-based. */
  readonly col: number;
}

const spanned = (text: HeaderText): ColumnHeader => ({ kind: "spanned", text });
const helper = (text: HeaderText): ColumnHeader => ({ kind: "helper", text });
const grouped = (group: string, groupText: HeaderText, text: HeaderText): ColumnHeader => ({
  kind: "grouped",
  group,
  groupText,
  text,
});

const typed = { hidden: false, style: "input", presence: "always" } as const;
const hiddenHelper = { hidden: true, style: "helper" } as const;

/** A seat and tricks pair of the seed: declarer, 1st or 2nd defender. */
function seatAndTricks(
  who: "declarer" | "defender1" | "defender2",
  tricks: ProtocolColumnKey,
  csvTricks: ProtocolCsvColumn,
): ProtocolColumnSpec[] {
  const groupText: HeaderText = (l) => l.protocol[who];
  return [
    {
      ...typed,
      key: who,
      csv: who,
      header: grouped(who, groupText, (l) => l.protocol.seat),
      width: 4.5,
      validation: "seat",
    },
    {
      ...typed,
      key: tricks,
      csv: csvTricks,
      header: grouped(who, groupText, (l) => l.protocol.tricks),
      width: 6.5,
      format: "0",
      validation: "tricks",
    },
  ];
}

/** The columns of a seat's line: player, whists, MP. */
function seatLine(seat: Seat): ProtocolColumnSpec[] {
  const group = (text: HeaderText): ColumnHeader => grouped(`seat:${seat}`, (l) => l.seats[seat], text);
  return [
    {
      ...typed,
      key: `player:${seat}`,
      csv: seat,
      seat,
      header: group((l) => l.protocol.player),
      width: 3.5,
      style: "given",
      format: "0",
      validation: "player",
    },
    {
      ...typed,
      key: `whists:${seat}`,
      csv: whistsColumn(seat),
      seat,
      header: group((l) => l.protocol.whists),
      width: 6,
      validation: "whists",
    },
    {
      ...typed,
      key: `mp:${seat}`,
      seat,
      header: group((l) => l.protocol.mp),
      width: 5.5,
      style: "computed",
      format: "0.00",
    },
  ];
}

/** A hidden helper column per seat; `text` gets the seat as the workbook writes it. */
function seatHelpers(
  field: Exclude<SeatField, "player" | "whists" | "mp">,
  text: (labels: Labels, seat: string) => string,
  presence: ColumnPresence,
): ProtocolColumnSpec[] {
  return SEATS.map((seat) => ({
    ...hiddenHelper,
    key: `${field}:${seat}`,
    seat,
    header: helper((l) => text(l, l.seats[seat])),
    width: 8,
    presence,
  }));
}

/** A computed double-dummy column, under the group label shared by both. */
function ddColumn(
  key: "ddTricks" | "ddMargin",
  text: HeaderText,
  width: number,
  format: string,
): ProtocolColumnSpec {
  return {
    key,
    header: grouped("dd", (l) => l.protocol.dd.group, text),
    width,
    hidden: false,
    style: "computed",
    format,
    presence: "deals",
  };
}

/**
 * The protocol sheet's columns in order: the seed's columns (round, table, contract; declarer,
 * 1st and 2nd defender with their tricks; N, E, S, W with player, whists and MP), the fouled-deal
 * group and the zero-sum check; hidden helpers (each seat's whist key; with a variant the
 * contract's code, the Cost table key and each seat's whists by contract); and, with the
 * director's sheets, the assigned-result mark (seed §11.2B2), shown next to the check because
 * the helpers before it are hidden.
 */
const SPECS: readonly ProtocolColumnSpec[] = [
  {
    ...typed,
    key: "round",
    csv: "round",
    header: spanned((l) => l.protocol.round),
    width: 4,
    style: "given",
    format: "0",
  },
  {
    ...typed,
    key: "table",
    csv: "table",
    header: spanned((l) => l.protocol.table),
    width: 5,
    style: "given",
    format: "0",
  },
  {
    ...typed,
    key: "contract",
    csv: "contract",
    header: spanned((l) => l.protocol.contract),
    width: 10,
    format: "@",
    validation: "contract",
  },
  ...seatAndTricks("declarer", "declarerTricks", "declarer_tricks"),
  ...seatAndTricks("defender1", "defender1Tricks", "defender1_tricks"),
  ...seatAndTricks("defender2", "defender2Tricks", "defender2_tricks"),
  ...SEATS.flatMap(seatLine),
  {
    ...typed,
    key: "group",
    csv: "group",
    header: spanned((l) => l.protocol.group),
    width: 7,
    format: "@",
    validation: "group",
  },
  { ...typed, key: "check", header: spanned((l) => l.protocol.check), width: 10, style: "flag" },
  ...seatHelpers("key", (l, seat) => l.protocol.helper(seat), "always"),
  { ...hiddenHelper, key: "code", header: helper((l) => l.protocol.code), width: 6, presence: "variant" },
  {
    ...hiddenHelper,
    key: "lookupKey",
    header: helper((l) => l.protocol.lookupKey),
    width: 10,
    presence: "variant",
  },
  ...seatHelpers("auto", (l, seat) => l.protocol.auto(seat), "variant"),
  {
    ...typed,
    key: "assigned",
    csv: "assigned",
    header: spanned((l) => l.protocol.assigned),
    width: 11.5,
    format: "@",
    validation: "assigned",
    presence: "director",
  },
  // With deals: what the contract played is worth double-dummy (src/workbook/deals-sheet.ts).
  ddColumn("ddTricks", (l) => l.protocol.dd.tricks, 8, "0"),
  ddColumn("ddMargin", (l) => l.protocol.dd.margin, 6, "+0;-0;0"),
  // With the add-in's functions: each line's matchpoints, one PREF.MATCHPOINTS call spilled down
  // its column; the MP cells refer to it (issue 11).
  ...seatHelpers("spill", (l, seat) => `${l.protocol.mp} ${seat}`, "addin"),
  // Each whist cell read once per row (protocol-sheet.ts): the key columns and the Check refer to
  // these instead of repeating the reading of all four cells in each of their formulas (issue 10).
  ...seatHelpers("normal", (l, seat) => l.protocol.normal(seat), "always"),
  ...seatHelpers("number", (l, seat) => l.protocol.number(seat), "always"),
  ...seatHelpers("reading", (l, seat) => l.protocol.reading(seat), "always"),
  ...seatHelpers("unreadable", (l, seat) => `${seat} ${l.protocol.unreadable}`, "always"),
  {
    ...hiddenHelper,
    key: "unreadable",
    header: helper((l) => l.protocol.unreadable),
    width: 8,
    presence: "always",
  },
];

/** Every protocol column, in sheet order. */
export const PROTOCOL_TABLE: readonly ProtocolColumn[] = SPECS.map((s, i) => ({ ...s, col: i + 1 }));

const BY_KEY = new Map(PROTOCOL_TABLE.map((c) => [c.key, c]));
const BY_CSV = new Map(PROTOCOL_TABLE.filter((c) => c.csv !== undefined).map((c) => [c.csv, c]));

/** The column of a key. */
export function protocolColumnOf(key: ProtocolColumnKey): ProtocolColumn {
  const c = BY_KEY.get(key);
  // Every key of the union has its entry: a missing one is a mistake in the table above.
  if (c === undefined) throw new Error(`protocol column ${key} is not in the table`);
  return c;
}

/** The sheet column of a protocol CSV column name ("contract", "N", "E_whists" …); null if none. */
export function columnOfCsv(name: string): number | null {
  return BY_CSV.get(name as ProtocolCsvColumn)?.col ?? null;
}

/** What a workbook holds besides the protocols themselves. */
export interface ProtocolSheetKind {
  /** The director's sheets (Penalties, Places …): the assigned-result mark is shown. */
  readonly director: boolean;
  /** A variant: the whist helpers compute whists from the Cost table. */
  readonly variant: boolean;
  /** The add-in's functions: the matchpoints of each line spilled in a helper column. */
  readonly addin?: boolean;
  /** Deals: the double-dummy columns. */
  readonly deals?: boolean;
}

/** Whether a workbook of this kind has the column. */
export function hasColumn(c: ProtocolColumnSpec, kind: ProtocolSheetKind): boolean {
  switch (c.presence) {
    case "always":
      return true;
    case "director":
      return kind.director;
    case "variant":
      return kind.variant;
    case "addin":
      return kind.addin === true;
    case "deals":
      return kind.deals === true;
  }
}

const col = (key: ProtocolColumnKey): number => protocolColumnOf(key).col;

/** Column numbers by name, for formulas. */
export const PROTOCOL_COLUMNS = {
  round: col("round"),
  table: col("table"),
  contract: col("contract"),
  declarer: col("declarer"),
  declarerTricks: col("declarerTricks"),
  defender1: col("defender1"),
  defender1Tricks: col("defender1Tricks"),
  defender2: col("defender2"),
  defender2Tricks: col("defender2Tricks"),
  group: col("group"),
  check: col("check"),
  /** Any text here marks an assigned result (seed §11.2B2): the row need not sum to zero. */
  assigned: col("assigned"),
  ddTricks: col("ddTricks"),
  ddMargin: col("ddMargin"),
  /** TRUE when a whist cell of the row cannot be read: the row then has no keys. */
  unreadable: col("unreadable"),
} as const;

/** Player, whists, MP, whist-key and the whist cell's reading columns of a seat on a protocol sheet. */
export interface SeatColumns {
  readonly player: number;
  readonly whists: number;
  readonly mp: number;
  readonly helper: number;
  readonly spill: number;
  readonly normal: number;
  readonly number: number;
  readonly reading: number;
  readonly unreadable: number;
}

// Looked up once: the row formulas ask for a seat's columns many times per row (issue 10).
const SEAT_COLUMNS = Object.fromEntries(
  SEATS.map((seat): [Seat, SeatColumns] => [
    seat,
    {
      player: col(`player:${seat}`),
      whists: col(`whists:${seat}`),
      mp: col(`mp:${seat}`),
      helper: col(`key:${seat}`),
      spill: col(`spill:${seat}`),
      normal: col(`normal:${seat}`),
      number: col(`number:${seat}`),
      reading: col(`reading:${seat}`),
      unreadable: col(`unreadable:${seat}`),
    },
  ]),
) as Readonly<Record<Seat, SeatColumns>>;

/** The columns of a seat on a protocol sheet. */
export function seatColumns(seat: Seat): SeatColumns {
  return SEAT_COLUMNS[seat];
}

/**
 * The typed columns of a protocol sheet under the names the protocol CSV gives them, so a sheet
 * read back (by the CLI's workbook reader or through Office.js) goes through readProtocolTable.
 */
export const PROTOCOL_TEXT_COLUMNS: readonly (readonly [ProtocolCsvColumn, number])[] =
  PROTOCOL_TABLE.flatMap((c): [ProtocolCsvColumn, number][] => (c.csv === undefined ? [] : [[c.csv, c.col]]));
