/**
 * The session workbook as a plan: plain data that says what every sheet holds — values, formulas
 * (as trees, see formula.ts), number formats, widths, frozen panes, validation, conditional
 * formats, print settings and defined names. Two writers apply it: the CLI's ExcelJS writer
 * (src/xlsx/writer.ts) and the task pane's Office.js writer. Nothing here touches Node,
 * Office or the DOM.
 */
import type { Movement, Seat } from "../core/movement";
import type { Disqualification, Penalty } from "../core/protocol";
import type { VariantRules } from "../core/whists";
import type { SessionDeals } from "./deals-sheet";
import type { Expr, Ref } from "./formula";

/** Language of sheet names and labels. */
export type Language = "ru" | "en";

/**
 * How the workbook scores itself:
 * - `portable`: native functions only (COUNT, SUMPRODUCT, SUMIFS, RANK.EQ …) — any Excel and
 *   LibreOffice 7.4 compute it without the add-in;
 * - `addin`: the protocol cells call `=PREF.MATCHPOINTS(…)` and `=PREF.TOP(…)`.
 */
export type FormulaStyle = "portable" | "addin";

/** What the director chooses before building. */
export interface SessionSettings {
  readonly players: number;
  /** Player number → name; missing names stay blank for the director to type. */
  readonly names?: ReadonlyMap<number, string>;
  /** 4 (default) or 3. */
  readonly tableSize?: number;
  /** Announced number of rounds; default the full movement. */
  readonly rounds?: number;
  /** Movement method or "auto" (default). */
  readonly method?: string;
  /** Deals in each set (duplicate box); default 1. */
  readonly dealsPerSet?: number;
  /** Default "ru". */
  readonly language?: Language;
  /** Default "portable". */
  readonly formulas?: FormulaStyle;
  /**
   * The preferans variant ("sochi", "leningrad", "rostov", Russian names too, or a club's own
   * record). With it the workbook gets a Cost table sheet per table size and the whist cells of
   * the protocol sheets compute themselves from the contract and tricks (a typed number overrides).
   */
  readonly variant?: string | VariantRules;
  /**
   * The director's sheets and corrections: a Penalties sheet, Places (the standings sorted by
   * place, with a bar), Score cards, the Assigned column and the live checks on the protocol
   * sheets, and on Results the place ("3="), penalty, note (winner, disqualified) and the list of
   * corrections. Default off in the plan, so that a writer's expectations of the plain session
   * workbook hold; `pref build` and `pref demo` turn it on.
   */
  readonly directorSheets?: boolean;
  /** Personal guide cards after the table cards: each player's table, seat and set round by round. */
  readonly guides?: boolean;
  /** Penalties to write into the Penalties sheet (MP, or % of the full top). */
  readonly penalties?: readonly Penalty[];
  /** Disqualified players to mark on the Penalties sheet. */
  readonly disqualified?: readonly Disqualification[];
  /**
   * Whether to add the Score cards sheet (one printable card per player, live references to the
   * protocol sheets). Default: yes when the cards hold at most 20 000 deal lines (players × deals
   * each plays), so the largest sessions stay quick to build.
   */
  readonly scoreCards?: boolean;
  /**
   * The session's deals (issue 14): a Deals sheet with the layouts, double-dummy tables and pocket
   * lists; the layout in each protocol's header and the double-dummy columns beside its rows.
   */
  readonly deals?: SessionDeals;
}

/** A cell's content. Text is always stored as text: "=1+1" typed as a name stays those four characters. */
export type CellValue =
  | { readonly kind: "text"; readonly text: string }
  | { readonly kind: "number"; readonly value: number }
  | {
      readonly kind: "formula";
      readonly expr: Expr;
      readonly array?: ArrayArea;
      readonly filled?: FilledDown;
    };

/**
 * The formula is another moved down, as Excel's fill handle writes it: `expr` is
 * `filledDown(template, down)` (formula.ts). Every row of a protocol computes its helpers, keys,
 * matchpoints and check with one formula each, so a column of them is one template: the file
 * writer writes it as one shared formula without comparing trees, and a cell's own tree is made
 * only when something reads `expr` (issue 10: a 400-player session made and compared 260 000).
 */
export interface FilledDown {
  readonly template: Expr;
  readonly down: number;
}

/**
 * A formula whose result is a column of `rows` values from its cell down. Office.js writes the
 * formula in this one cell and Excel spills it (every Excel that runs the add-in has dynamic
 * arrays: the shared runtime it requires came with Excel 2002 / Excel 2021 / Mac 16.35, after
 * dynamic arrays); a file stores it as a legacy array formula over those cells
 * (`<f t="array" ref=…>`), which Excel with or without dynamic arrays computes in every cell of
 * the area — an Excel without them would show only the first value of a single-cell formula.
 */
export interface ArrayArea {
  readonly rows: number;
}

/**
 * Named looks, so both writers format alike: `title` (bold, larger), `header` (bold, grey fill,
 * centred, bordered), `input` (the cells the director types: pale yellow, bordered), `given`
 * (filled in by the builder: bordered), `computed` (formulas: pale green, bordered), `flag`
 * (red bold text), `helper` (grey italic; hidden columns and sheets).
 */
export type CellStyle = "title" | "header" | "input" | "given" | "computed" | "flag" | "helper";

/** One cell of a sheet. Rows and columns are 1-based. */
export interface PlannedCell {
  readonly row: number;
  readonly col: number;
  readonly value: CellValue | null;
  readonly numberFormat?: string;
  readonly style?: CellStyle;
}

/** Width (in characters) and visibility of a column. */
export interface ColumnPlan {
  readonly col: number;
  readonly width?: number;
  readonly hidden?: boolean;
}

/** A data-validation rule on a range. */
export type ValidationPlan =
  | {
      readonly range: Ref;
      readonly kind: "list";
      readonly values: readonly string[];
      readonly message: string;
    }
  | {
      readonly range: Ref;
      readonly kind: "whole";
      readonly min: number;
      readonly max: number;
      readonly message: string;
    }
  | {
      /** Any value: only the input message saying what the cell takes (the readers check the rest). */
      readonly range: Ref;
      readonly kind: "prompt";
      readonly message: string;
    };

/**
 * A conditional format: `formula` is written for the range's top-left cell (refs to the row's own
 * cells keep their column fixed) and the range gets `style` where it is TRUE.
 */
export interface ConditionalFormatPlan {
  readonly range: Ref;
  readonly formula: Expr;
  readonly style: "warning";
}

/** Print settings of a sheet. */
export interface PrintPlan {
  readonly orientation: "portrait" | "landscape";
  /** Fit all columns on one page width. */
  readonly fitToWidth: boolean;
  /**
   * Otherwise the scale, in percent (default 100): Excel ignores the page breaks of a sheet fitted
   * to pages, so a sheet whose breaks must hold prints at a scale of its own.
   */
  readonly scale?: number;
  /** Rows repeated at the top of every page (first, last), if any. */
  readonly titleRows?: readonly [number, number];
  /** Columns repeated at the left of every page (first, last), for a sheet printed pages across. */
  readonly titleColumns?: readonly [number, number];
  /** Page breaks after these rows. */
  readonly breaksAfter?: readonly number[];
  /** The whole sheet on one page (a protocol travels as one sheet of paper). */
  readonly onePage?: boolean;
  /** Narrow margins (1 cm), so a wide sheet prints larger. */
  readonly narrowMargins?: boolean;
  /** Only this range prints (the rest of the sheet stays on screen only). */
  readonly printArea?: Ref;
  /**
   * Heights in points of rows `from`…`to` (others keep the default): a protocol's rows high
   * enough to write in by hand and to fill its page.
   */
  readonly rowHeights?: readonly { readonly from: number; readonly to: number; readonly points: number }[];
  /**
   * The centre of every printed page's header and footer, in Excel's header codes (`&P` the page,
   * `&N` the pages, `&&` an ampersand), which LibreOffice reads too: what a page of standings is
   * ("Итоги") and its number, printed without adding a row to the sheet (formulas and names refer
   * to its rows). Absent: none.
   */
  readonly header?: string;
  readonly footer?: string;
}

/**
 * A chart on a sheet (issue 5). Only the Office.js writer draws it: ExcelJS cannot write charts,
 * so the CLI's .xlsx keeps whatever in-cell stand-in the sheet has (the Places sheet's bar column).
 * `bar`: one series of horizontal bars, `values` against `categories`, first category on top.
 */
export interface ChartPlan {
  readonly kind: "bar";
  readonly title: string;
  /** The category labels (one column), in the order the bars are listed. */
  readonly categories: Ref;
  /** The values (one column, as long as `categories`). */
  readonly values: Ref;
  /** The chart's top-left cell. */
  readonly anchor: Ref;
  /** Size in cells from the anchor: columns across and rows down. */
  readonly widthCells: number;
  readonly heightCells: number;
}

/** What a sheet is for. */
export type SheetRole =
  | "players"
  | "movement"
  | "cards"
  | "set-row"
  | "protocol"
  | "results"
  | "ledger"
  | "cost-table"
  | "penalties"
  | "places"
  | "score-cards"
  | "session"
  | "deals";

/** One sheet of the plan. */
export interface SheetPlan {
  readonly name: string;
  readonly role: SheetRole;
  /** For a protocol sheet: its deal number. */
  readonly deal?: number;
  readonly hidden: boolean;
  /** Cells in row-major order (rows ascending, then columns). */
  readonly cells: readonly PlannedCell[];
  readonly columns: readonly ColumnPlan[];
  /** Merged ranges. */
  readonly merges: readonly Ref[];
  /** Rows and columns kept in view when scrolling. */
  readonly frozen?: { readonly rows: number; readonly cols: number };
  readonly validations: readonly ValidationPlan[];
  readonly conditionalFormats: readonly ConditionalFormatPlan[];
  readonly print: PrintPlan;
  /** Charts, drawn after the sheet's values (absent: none). Refs are to this sheet. */
  readonly charts?: readonly ChartPlan[];
}

/** A workbook-level name for a range. Names are ASCII (`PREF_RESULTS`) so formulas can use them in any language. */
export interface DefinedName {
  readonly name: string;
  readonly ref: Ref;
}

/** One row of a deal's protocol as the movement lays it out. */
export interface ProtocolRowLayout {
  /** The sheet row. */
  readonly sheetRow: number;
  readonly round: number;
  readonly table: number;
  readonly players: Readonly<Record<Seat, number | null>>;
}

/** One deal: its set, dealer and the tables that play it, in round order. */
export interface DealLayout {
  readonly deal: number;
  readonly set: number;
  readonly dealer: Seat | null;
  readonly sheet: string;
  readonly rows: readonly ProtocolRowLayout[];
}

/** The session the plan was built for: settings resolved, the movement and the deals. */
export interface SessionLayout {
  readonly players: number;
  readonly language: Language;
  readonly formulas: FormulaStyle;
  readonly dealsPerSet: number;
  readonly movement: Movement;
  readonly deals: readonly DealLayout[];
  /** The variant whose costs fill the whist cells, when the session has one. */
  readonly variant?: VariantRules;
}

/** The whole workbook. */
export interface WorkbookPlan {
  readonly session: SessionLayout;
  readonly sheets: readonly SheetPlan[];
  readonly names: readonly DefinedName[];
}
