/// <reference types="office-js" />
/**
 * The Office.js writer: applies a workbook plan to the open workbook in a few batched requests.
 *
 * 1. One read (one `context.sync()`): the workbook's sheet names and defined names, and for every
 *    planned sheet name whether a sheet of that name exists and holds data (should Excel refuse
 *    the used range of a sheet that does not exist, two reads instead: see readWorkbook).
 * 2. If planned names are taken, the caller is asked (`onClash`): build under free names
 *    ("Итоги (2)") or cancel. An existing sheet is never written to, renamed or deleted — except
 *    in a workbook of an earlier build of this session (its hidden Ledger records the sheets; a
 *    second read, batched like the first, gets that record, the typed cells of the taken sheets
 *    and every cell and formula on them): a sheet of its own that still holds exactly what it was
 *    built with (the fingerprint the Ledger recorded; no picture or chart of anyone else's) is
 *    emptied and written again in place; any other is kept and the new one goes beside it. The
 *    earlier build's protocol sheets of deals this plan lacks are deleted on the same condition
 *    and kept (reported) otherwise: a third read gets them whole (and the sheets the Ledger
 *    records under other names), known only once the Ledger is read.
 * 3. The writes, as operations on whole rectangles (never a cell, row or sheet per request):
 *    every sheet is added first (so formulas that refer to other sheets find them), then per
 *    sheet its number formats (text format "@" before any value), looks, values and formulas as
 *    2-D ranges in bands of rows, column widths, merges, frozen panes, validation, conditional
 *    formats, charts (after the values), print settings and visibility; the defined names last.
 *    The operations are packed into requests of at most `maxRequestBytes` (4 MB; Excel on the web
 *    refuses 5 MB) by an estimate of what each one sends, calculation suspended in each.
 *
 * For 28 players that is 2 syncs; for any size 1 + ⌈bytes / 4 MB⌉ or 2 + that at worst, and a
 * rebuild adds its reads (one each, or one per 2 MB of response), never a sync per sheet.
 * Errors come back as values (`Result`), never as exceptions.
 */
import { error, fail, ok, warning, type Problem, type Result } from "../core/result";
import { formulaText, refText } from "../workbook/formula";
import type { Ref } from "../workbook/formula";
import type {
  CellStyle,
  ChartPlan,
  PlannedCell,
  SheetPlan,
  SheetRole,
  ValidationPlan,
  WorkbookPlan,
} from "../workbook/types";
import { officeValue, STYLES, WARNING_FILL } from "../workbook/values";
import { columnsAddress, RectGrouper, rectAddress, utf8Length, type Rect } from "./geometry";
import {
  firstTypedCell,
  firstTypedProtocolCell,
  typedArea,
  type RecordedSheet,
} from "../workbook/ledger-sheets";
import type { CellGrid } from "../workbook/read-back";
import { address } from "../workbook/formula";
import { LEDGER_COLUMNS } from "../workbook/results-sheet";
import { freeDefinedName, freeSheetName, nameKey, renamePlan } from "./rename";
import { areaOf, builtOfLedger, cellGrid, ledgerRecordRows, recordOfLedger } from "./read-session";
import { FORMULAS_BY_PLACE, gridFingerprint, placeFingerprint } from "../workbook/fingerprint";
import type { WorkbookTarget } from "./target";

/** The largest request the writer sends (bytes, by its estimate). */
export const MAX_REQUEST_BYTES = 4_000_000;
/** The largest single operation: bands of rows are cut to this, so requests fill up evenly. */
export const MAX_OPERATION_BYTES = 64_000;
/**
 * What office.js sends for every object in a chain (`getRange(a).format.fill`: three): an
 * ObjectPath record and an Instantiate action, with ids of up to 7 digits and the action's "L" list.
 * Calibrated against office.js's own serializer (test/excel/office-wire.test.ts keeps every
 * estimate above the real bytes).
 */
export const PATH_BYTES = 170;
/** What office.js sends for one action (a property set or a method call) besides its arguments. */
export const ACTION_BYTES = 120;
/** A plain operation: one action on one new object (`getRange(a).formulas = …`). */
export const OPERATION_BYTES = PATH_BYTES + ACTION_BYTES;
/** Border colour of the plan's bordered styles (as the ExcelJS writer draws them). */
const BORDER_COLOR = "#BFBFBF";

/** A planned sheet whose name is taken in the workbook. */
export interface SheetClash {
  /** The plan's name. */
  readonly planned: string;
  /** The existing sheet's name (it may differ in case). */
  readonly existing: string;
  /** Whether the existing sheet holds any value or formula. */
  readonly holdsData: boolean;
  /** Its used range ("Итоги!A1:F29"), or null when empty. */
  readonly usedAddress: string | null;
  /** The free name the sheet gets if the building goes on. */
  readonly renamedTo: string;
  /**
   * Why the existing sheet is kept rather than updated in place: it holds what the director typed
   * (`typedCell`, "E7", is the first such cell), or the workbook's Ledger does not record it as this
   * session's sheet of that role (`foreign`; always so in a workbook without a Ledger), or what it
   * holds is no longer what the fingerprint the Ledger recorded says it was built with, or someone
   * drew on it (`edited`: the director wrote on it since it was built).
   */
  readonly why?: "typed" | "foreign" | "edited";
  readonly typedCell?: string;
}

/** What to do about clashes: build under the free names, or stop before writing anything. */
export type ClashAnswer = "rename" | "cancel";

/** Where the writing is: `done` of `total` requests (`total` is known once the plan is packed). */
export interface WriteProgress {
  readonly phase: "reading" | "writing" | "done";
  readonly done: number;
  readonly total: number;
}

export interface WriteOptions {
  /** Asked when planned sheet names are taken; without it the free names are used. */
  readonly onClash?: (clashes: readonly SheetClash[]) => ClashAnswer | Promise<ClashAnswer>;
  readonly onProgress?: (progress: WriteProgress) => void;
  /** Default MAX_REQUEST_BYTES. */
  readonly maxRequestBytes?: number;
}

/** What was written. */
export interface WriteReport {
  /** Every planned sheet under the name it was written with, in plan order. */
  readonly sheets: readonly {
    readonly planned: string;
    readonly written: string;
    readonly hidden: boolean;
  }[];
  /** The clashes met that were built beside the existing sheet (empty when none). */
  readonly clashes: readonly SheetClash[];
  /**
   * The sheets of an earlier build of this session (its Ledger records them) that held nothing
   * typed and were updated in place, under their own names.
   */
  readonly updated: readonly string[];
  /**
   * The protocol sheets of an earlier build of this session for deals the plan does not have (it
   * was built for more players), holding exactly what was built on them, and so deleted.
   */
  readonly removed: readonly string[];
  /**
   * Such sheets that anyone wrote or drew on since (`typedCell` is the first cell of a typed row,
   * null when what changed is elsewhere): kept as they are; the readers warn about them and do not
   * read them (stale-protocol).
   */
  readonly keptStale: readonly { readonly sheet: string; readonly typedCell: string | null }[];
  readonly names: readonly { readonly planned: string; readonly written: string }[];
  /** `context.sync()` calls, the read included. */
  readonly syncs: number;
  /** Estimated bytes of each request, in order. */
  readonly requestBytes: readonly number[];
  /** Cells of the plan written. */
  readonly cells: number;
}

/** The open sheets of the write, by (final) name. */
type Sheets = Map<string, Excel.Worksheet>;

/** One queued operation (or a few that belong together) with the bytes it sends. */
interface Unit {
  readonly bytes: number;
  readonly apply: (context: Excel.RequestContext, sheets: Sheets) => void;
  /**
   * Looks only (print settings, frozen panes, page breaks, charts): these go in the last
   * requests, and Excel refusing one is a warning naming it, never a half-built workbook.
   */
  readonly cosmetic?: Look;
}

/** A look that may be refused without harm: what it is and on which sheet. */
interface Look {
  readonly kind: "chart" | "print" | "frozen" | "break";
  readonly sheet: string;
}

const LOOK_TEXT: Readonly<Record<Look["kind"], string>> = {
  chart: "chart",
  print: "print settings",
  frozen: "frozen panes",
  break: "page breaks",
};

/** Bytes of `actions` actions on a chain of `paths` new objects, with these arguments. */
function cost(paths: number, actions: number, ...args: unknown[]): number {
  return paths * PATH_BYTES + actions * ACTION_BYTES + utf8Length(JSON.stringify(args));
}

function sheetOf(sheets: Sheets, name: string): Excel.Worksheet {
  const ws = sheets.get(name);
  if (ws === undefined) throw new Error(`internal: sheet ${name} was not added`);
  return ws;
}

/** Characters (ExcelJS / file width) to points (Office.js `columnWidth`): 7 px a digit + 5 px padding, ¾ pt a px. */
export function widthToPoints(chars: number): number {
  return Math.round((chars * 7 + 5) * 0.75 * 100) / 100;
}

/** The attributes of a named style, each a key the writer groups cells by. */
function lookKeys(style: CellStyle): string[] {
  const look = STYLES[style];
  const keys: string[] = [];
  if (look.fill !== undefined) keys.push(`fill:${look.fill}`);
  if (look.bold === true) keys.push("bold");
  if (look.italic === true) keys.push("italic");
  if (look.size !== undefined) keys.push(`size:${look.size}`);
  if (look.color !== undefined) keys.push(`color:${look.color}`);
  if (look.border === true) keys.push("border");
  if (look.align !== undefined) keys.push(`align:${look.align}`);
  return keys;
}

const ALIGN: Readonly<Record<string, "Left" | "Center" | "Right">> = {
  left: "Left",
  center: "Center",
  right: "Right",
};

/** The operation(s) giving rectangle `r` of sheet `name` the look attribute `key`. */
function lookUnit(name: string, key: string, r: Rect): Unit {
  const addr = rectAddress(r);
  const [kind, value] = key.split(":");
  const on = (sheets: Sheets): Excel.Range => sheetOf(sheets, name).getRange(addr);
  switch (kind) {
    case "fill":
      return {
        bytes: cost(3, 1, addr, value),
        apply: (_, s) => void (on(s).format.fill.color = `#${value}`),
      };
    case "bold":
      return { bytes: cost(3, 1, addr, true), apply: (_, s) => void (on(s).format.font.bold = true) };
    case "italic":
      return { bytes: cost(3, 1, addr, true), apply: (_, s) => void (on(s).format.font.italic = true) };
    case "size":
      return {
        bytes: cost(3, 1, addr, value),
        apply: (_, s) => void (on(s).format.font.size = Number(value)),
      };
    case "color":
      return {
        bytes: cost(3, 1, addr, value),
        apply: (_, s) => void (on(s).format.font.color = `#${value}`),
      };
    case "border": {
      const edges: (
        "EdgeTop" | "EdgeBottom" | "EdgeLeft" | "EdgeRight" | "InsideHorizontal" | "InsideVertical"
      )[] = ["EdgeTop", "EdgeBottom", "EdgeLeft", "EdgeRight"];
      if (r.row2 > r.row) edges.push("InsideHorizontal");
      if (r.col2 > r.col) edges.push("InsideVertical");
      return {
        bytes: cost(3 + edges.length, 2 * edges.length, addr, edges, "Continuous", BORDER_COLOR),
        apply: (_, s) => {
          const borders = on(s).format.borders;
          for (const edge of edges) {
            const b = borders.getItem(edge);
            b.style = "Continuous";
            b.color = BORDER_COLOR;
          }
        },
      };
    }
    case "align":
      return {
        bytes: cost(2, 3, addr, value, "Center", true),
        apply: (_, s) => {
          const format = on(s).format;
          format.horizontalAlignment = ALIGN[value] ?? "General";
          format.verticalAlignment = "Center";
          format.wrapText = true;
        },
      };
    default:
      throw new Error(`internal: unknown look ${key}`);
  }
}

/**
 * office.js sends a 2-D array of more than this many cells as several chunks of rows, each with
 * objects and an action of its own (measured with its own serializer: a 17-column band of 142 rows
 * went as 88 + 54 rows): a band is kept to this size so that what is sent is what was estimated.
 */
export const MAX_BAND_CELLS = 1_500;

/**
 * Splits rows first..last into bands whose bytes (by `rowBytes`) stay under MAX_OPERATION_BYTES
 * and whose cells (`cols` a row) stay within MAX_BAND_CELLS.
 */
function bands(
  first: number,
  last: number,
  rowBytes: (row: number) => number,
  cols: number,
): [number, number, number][] {
  const maxRows = Math.max(1, Math.floor(MAX_BAND_CELLS / Math.max(1, cols)));
  const out: [number, number, number][] = [];
  let start = first;
  let bytes = 0;
  for (let row = first; row <= last; row++) {
    const b = rowBytes(row);
    if (row > start && (bytes + b > MAX_OPERATION_BYTES || row - start >= maxRows)) {
      out.push([start, row - 1, bytes]);
      start = row;
      bytes = 0;
    }
    bytes += b;
  }
  if (last >= first) out.push([start, last, bytes]);
  return out;
}

/** The cell's value as `range.formulas` takes it, and whether it is text Excel could reinterpret. */
function cellInput(c: PlannedCell): { value: string | number; risky: boolean } {
  const value = officeValue(c.value);
  return { value, risky: c.value?.kind === "text" && typeof value === "string" && value.startsWith("'") };
}

/** A plan range's address on its own sheet ("F3:F30"). */
function refAddress(r: Ref): string {
  return rectAddress({ row: r.row, col: r.col, row2: r.row2 ?? r.row, col2: r.col2 ?? r.col });
}

/**
 * A chart, in the same request as its sheet's values (no sync of its own): a clustered bar chart
 * of the values column, the categories set on its one series (`setXAxisValues`, ExcelApi 1.7),
 * the first category on top, titled, no legend, placed over the planned cells. Every call is in
 * ExcelApi 1.1–1.7, within the add-in's 1.9.
 */
function chartUnit(name: string, c: ChartPlan): Unit {
  const values = refAddress(c.values);
  const categories = refAddress(c.categories);
  const from = refAddress(c.anchor);
  const to = refAddress({
    kind: "ref",
    row: c.anchor.row + c.heightCells - 1,
    col: c.anchor.col + c.widthCells - 1,
  });
  return {
    cosmetic: { kind: "chart", sheet: name },
    bytes: cost(12, 7, "BarClustered", values, values, "Columns", categories, true, c.title, false, from, to),
    apply: (_, sh) => {
      const ws = sheetOf(sh, name);
      const chart = ws.charts.add("BarClustered", ws.getRange(values), "Columns");
      // The series pinned to its cells (values and names): Excel's header detection could
      // otherwise take the first bar (the winner's) for the series' title.
      const series = chart.series.getItemAt(0);
      series.setValues(ws.getRange(values));
      series.setXAxisValues(ws.getRange(categories));
      chart.axes.categoryAxis.reversePlotOrder = true;
      chart.title.text = c.title;
      chart.legend.visible = false;
      chart.setPosition(from, to);
    },
  };
}

function validationUnit(name: string, v: ValidationPlan): Unit {
  const addr = rectAddress({
    row: v.range.row,
    col: v.range.col,
    row2: v.range.row2 ?? v.range.row,
    col2: v.range.col2 ?? v.range.col,
  });
  const prompt: Excel.DataValidationPrompt = { message: v.message, showPrompt: true, title: "" };
  if (v.kind === "prompt")
    // Any value: only the input message (the readers and live checks judge what was typed).
    return {
      bytes: cost(1, 1, addr, prompt),
      apply: (_, s) => {
        sheetOf(s, name).getRange(addr).dataValidation.prompt = prompt;
      },
    };
  const rule: Excel.DataValidationRule =
    v.kind === "list"
      ? { list: { inCellDropDown: true, source: v.values.join(",") } }
      : { wholeNumber: { formula1: v.min, formula2: v.max, operator: "Between" } };
  const errorAlert: Excel.DataValidationErrorAlert = {
    message: v.message,
    showAlert: true,
    style: "Stop",
    title: "Pref Director",
  };
  return {
    bytes: cost(2, 3, addr, rule, errorAlert, prompt),
    apply: (_, s) => {
      const dv = sheetOf(s, name).getRange(addr).dataValidation;
      dv.rule = rule;
      dv.errorAlert = errorAlert;
      dv.prompt = prompt;
    },
  };
}

/** Every operation of one sheet, in the order they must run; and its cell count. */
function sheetUnits(s: SheetPlan): { units: Unit[]; cells: number } {
  const units: Unit[] = [];
  const name = s.name;
  let maxRow = 0;
  let maxCol = 0;
  for (const c of s.cells) {
    if (c.row > maxRow) maxRow = c.row;
    if (c.col > maxCol) maxCol = c.col;
  }
  const grid: (string | number)[][] = Array.from({ length: maxRow }, () => new Array(maxCol).fill(""));
  const formats = new RectGrouper<string>();
  const looks = new RectGrouper<string>();
  for (const c of s.cells) {
    const { value, risky } = cellInput(c);
    grid[c.row - 1][c.col - 1] = value;
    const format = c.numberFormat ?? (risky ? "@" : undefined);
    if (format !== undefined) formats.add(format, c.row, c.col);
    if (c.style !== undefined) for (const key of lookKeys(c.style)) looks.add(key, c.row, c.col);
  }

  // Number formats first: a text cell must be text before its value arrives.
  for (const [format, rects] of formats.rectangles()) {
    const each = utf8Length(JSON.stringify(format)) + 1;
    for (const r of rects) {
      const cols = r.col2 - r.col + 1;
      for (const [row, row2, bytes] of bands(r.row, r.row2, () => cols * each + 2, cols)) {
        const addr = rectAddress({ ...r, row, row2 });
        units.push({
          bytes: cost(1, 1, addr) + bytes,
          apply: (_, sh) => {
            sheetOf(sh, name).getRange(addr).numberFormat = Array.from({ length: row2 - row + 1 }, () =>
              new Array(cols).fill(format),
            );
          },
        });
      }
    }
  }
  for (const [key, rects] of looks.rectangles()) for (const r of rects) units.push(lookUnit(name, key, r));

  // Values and formulas: whole rows of the sheet's rectangle, in bands.
  if (maxRow > 0) {
    const rowBytes = grid.map((row) => utf8Length(JSON.stringify(row)) + 1);
    for (const [row, row2, bytes] of bands(1, maxRow, (r) => rowBytes[r - 1], maxCol)) {
      const addr = rectAddress({ row, col: 1, row2, col2: maxCol });
      const rows = grid.slice(row - 1, row2);
      units.push({
        bytes: cost(1, 1, addr) + bytes,
        apply: (_, sh) => void (sheetOf(sh, name).getRange(addr).formulas = rows),
      });
    }
  }

  // Column widths and hidden columns, adjacent equal columns together.
  const cols = s.columns;
  for (let i = 0; i < cols.length;) {
    let j = i;
    while (
      j + 1 < cols.length &&
      cols[j + 1].col === cols[j].col + 1 &&
      cols[j + 1].width === cols[i].width &&
      cols[j + 1].hidden === cols[i].hidden
    )
      j++;
    const addr = columnsAddress(cols[i].col, cols[j].col);
    const width = cols[i].width;
    const hidden = cols[i].hidden === true;
    units.push({
      bytes: cost(2, 2, addr, widthToPoints(width ?? 0), true),
      apply: (_, sh) => {
        const range = sheetOf(sh, name).getRange(addr);
        if (width !== undefined) range.format.columnWidth = widthToPoints(width);
        if (hidden) range.columnHidden = true;
      },
    });
    i = j + 1;
  }

  for (const m of s.merges) {
    const addr = rectAddress({ row: m.row, col: m.col, row2: m.row2 ?? m.row, col2: m.col2 ?? m.col });
    units.push({
      bytes: cost(1, 1, addr, false),
      apply: (_, sh) => sheetOf(sh, name).getRange(addr).merge(false),
    });
  }

  const frozen = s.frozen;
  if (frozen !== undefined && (frozen.rows > 0 || frozen.cols > 0)) {
    units.push({
      cosmetic: { kind: "frozen", sheet: name },
      bytes: cost(2, 1, "A1:ZZ999", frozen.rows, frozen.cols),
      apply: (_, sh) => {
        const panes = sheetOf(sh, name).freezePanes;
        if (frozen.cols === 0) panes.freezeRows(frozen.rows);
        else if (frozen.rows === 0) panes.freezeColumns(frozen.cols);
        else panes.freezeAt(rectAddress({ row: 1, col: 1, row2: frozen.rows, col2: frozen.cols }));
      },
    });
  }

  for (const v of s.validations) units.push(validationUnit(name, v));

  for (const cf of s.conditionalFormats) {
    const addr = rectAddress({
      row: cf.range.row,
      col: cf.range.col,
      row2: cf.range.row2 ?? cf.range.row,
      col2: cf.range.col2 ?? cf.range.col,
    });
    const formula = formulaText(cf.formula, "office");
    units.push({
      bytes: cost(7, 3, addr, "Custom", formula, WARNING_FILL),
      apply: (_, sh) => {
        const format = sheetOf(sh, name).getRange(addr).conditionalFormats.add("Custom");
        format.custom.rule.formula = formula;
        format.custom.format.fill.color = `#${WARNING_FILL}`;
      },
    });
  }

  // Charts after the values they draw.
  for (const c of s.charts ?? []) units.push(chartUnit(name, c));

  const print = s.print;
  units.push({
    cosmetic: { kind: "print", sheet: name },
    // Each row height and the title columns are a range and a setting more.
    bytes:
      cost(1, 4, "Landscape", "A4", { horizontalFitToPages: 1, verticalFitToPages: 0 }, "$999:$999") +
      (print.rowHeights ?? []).reduce((n, h) => n + cost(2, 1, `${h.from}:${h.to}`, h.points), 0) +
      (print.titleColumns === undefined ? 0 : cost(0, 1, "$A:$A")) +
      (print.header === undefined && print.footer === undefined
        ? 0
        : cost(2, 2, print.header ?? "", print.footer ?? "")),
    apply: (_, sh) => {
      const layout = sheetOf(sh, name).pageLayout;
      layout.orientation = print.orientation === "landscape" ? "Landscape" : "Portrait";
      layout.paperSize = "A4";
      if (print.fitToWidth)
        layout.zoom = { horizontalFitToPages: 1, verticalFitToPages: print.onePage === true ? 1 : 0 };
      else if (print.scale !== undefined) layout.zoom = { scale: print.scale };
      // Points, as Office.js takes them: 1 cm ≈ 28 pt.
      if (print.narrowMargins === true) {
        layout.leftMargin = 28;
        layout.rightMargin = 28;
        layout.topMargin = 28;
        layout.bottomMargin = 28;
      }
      const area = print.printArea;
      if (area !== undefined)
        layout.setPrintArea(
          rectAddress({
            row: area.row,
            col: area.col,
            row2: area.row2 ?? area.row,
            col2: area.col2 ?? area.col,
          }),
        );
      if (print.titleRows !== undefined)
        layout.setPrintTitleRows(`$${print.titleRows[0]}:$${print.titleRows[1]}`);
      if (print.titleColumns !== undefined)
        layout.setPrintTitleColumns(columnsAddress(print.titleColumns[0], print.titleColumns[1]));
      for (const h of print.rowHeights ?? [])
        sheetOf(sh, name).getRange(`${h.from}:${h.to}`).format.rowHeight = h.points;
      // Excel's header codes, as in the file ("&P" the page, "&N" the pages).
      const pages = layout.headersFooters.defaultForAllPages;
      if (print.header !== undefined) pages.centerHeader = print.header;
      if (print.footer !== undefined) pages.centerFooter = print.footer;
    },
  });
  for (const row of print.breaksAfter ?? []) {
    const addr = `A${row + 1}`;
    units.push({
      cosmetic: { kind: "break", sheet: name },
      bytes: cost(1, 1, addr),
      apply: (_, sh) => sheetOf(sh, name).horizontalPageBreaks.add(addr),
    });
  }

  if (s.hidden) {
    units.push({
      bytes: cost(0, 1, "Hidden"),
      apply: (_, sh) => void (sheetOf(sh, name).visibility = "Hidden"),
    });
  }
  return { units, cells: s.cells.length };
}

/** Every operation of the plan, in order. */
function planUnits(
  plan: WorkbookPlan,
  names: readonly { readonly planned: string; readonly written: string; readonly reused?: boolean }[],
  inPlace: ReadonlyMap<string, number> = new Map(),
  removed: readonly string[] = [],
): { units: Unit[]; cells: number } {
  const units: Unit[] = [];
  let cells = 0;
  // Every sheet exists before any formula refers to it.
  for (const s of plan.sheets) {
    const charts = inPlace.get(s.name);
    units.push(
      charts === undefined
        ? {
            bytes: cost(3, 1, s.name),
            apply: (context, sheets) => void sheets.set(s.name, context.workbook.worksheets.add(s.name)),
          }
        : clearUnit(s.name, charts, s.hidden),
    );
  }
  // The earlier build's blank protocol sheets of deals gone: in the first request, no sync of their own.
  for (const name of removed)
    units.push({
      bytes: cost(2, 1, name),
      apply: (context) => context.workbook.worksheets.getItem(name).delete(),
    });
  for (const s of plan.sheets) {
    const one = sheetUnits(s);
    // A sheet got by name (getItem) is sent by its path with its name in every request that uses it.
    const extra = inPlace.has(s.name) ? utf8Length(JSON.stringify(s.name)) + 60 : 0;
    units.push(...(extra === 0 ? one.units : one.units.map((u) => ({ ...u, bytes: u.bytes + extra }))));
    cells += one.cells;
  }
  plan.names.forEach((n, i) => {
    const reference = `=${refText(n.ref)}`;
    const { written, reused } = names[i];
    units.push({
      bytes: cost(2, reused === true ? 3 : 1, written, reference),
      apply: (context) => {
        // This session's own name, from its earlier build: it now refers to the new ranges.
        if (reused === true) context.workbook.names.getItem(written).delete();
        context.workbook.names.add(written, reference);
      },
    });
  });
  const first = plan.sheets.find((s) => !s.hidden);
  if (first !== undefined)
    units.push({ bytes: cost(1, 1), apply: (_, sh) => sheetOf(sh, first.name).activate() });
  return { units, cells };
}

/**
 * An existing sheet of an earlier build, emptied to be written again in place: its charts, rules,
 * merges, values and looks go; the sheet itself stays, so every reference to it (from sheets kept
 * with typed data, from the director's own formulas) still holds.
 */
function clearUnit(name: string, charts: number, hidden: boolean): Unit {
  return {
    bytes: cost(3, 1, name) + charts * cost(3, 1) + 8 * OPERATION_BYTES,
    apply: (context, sheets) => {
      const ws = context.workbook.worksheets.getItem(name);
      for (let k = charts - 1; k >= 0; k--) ws.charts.getItemAt(k).delete();
      const all = ws.getRange();
      all.conditionalFormats.clearAll();
      all.dataValidation.clear();
      all.unmerge();
      all.clear("All");
      all.columnHidden = false;
      ws.freezePanes.unfreeze();
      ws.horizontalPageBreaks.removePageBreaks();
      if (!hidden) ws.visibility = "Visible";
      sheets.set(name, ws);
    },
  };
}

/** Packs operations, in order, into requests of at most `limit` bytes (each also suspends calculation). */
export function packUnits<U extends { readonly bytes: number }>(units: readonly U[], limit: number): U[][] {
  const requests: U[][] = [];
  let current: U[] = [];
  let bytes = OPERATION_BYTES; // suspendApiCalculationUntilNextSync
  for (const u of units) {
    if (current.length > 0 && bytes + u.bytes > limit) {
      requests.push(current);
      current = [];
      bytes = OPERATION_BYTES;
    }
    current.push(u);
    bytes += u.bytes;
  }
  if (current.length > 0) requests.push(current);
  return requests;
}

function officeProblem(e: unknown, done: number, total: number, added: readonly string[]): Problem {
  const message = e instanceof Error ? e.message : String(e);
  const code = errorCode(e);
  if (code === "ApiNotAvailable") return error("excel.unsupported", message, {}, { message });
  if (added.length === 0) {
    return error(
      "excel.failed",
      `Excel refused the change${code ? ` (${code})` : ""}: ${message}`,
      {},
      { message, code },
    );
  }
  return error(
    "excel.partial",
    `Excel refused request ${done + 1} of ${total}${code ? ` (${code})` : ""}: ${message}. These new sheets may have been added and are incomplete: ${added.join(", ")}`,
    {},
    { message, code, sheets: added.join(", ") },
  );
}

/** The result of the one read. */
interface WorkbookState {
  readonly sheetNames: readonly string[];
  readonly definedNames: readonly string[];
  /** Per planned sheet: the used range of the sheet of that name, null if none or empty, undefined if no sheet. */
  readonly used: readonly (string | null | undefined)[];
}

/** Bytes of the read requests (loads of names and used ranges). */
function readBytes(names: readonly string[]): number {
  return 3 * OPERATION_BYTES + names.reduce((n, name) => n + cost(4, 4, name, "address"), 0);
}

/**
 * The sheet and defined names, and what the sheets of the planned names hold — in one sync: each
 * planned name's sheet (or null object) and its used range (or null object), loaded together. If
 * Excel refuses a method called on a null object, the same in two reads: the names, then the used
 * ranges of the sheets whose names are taken (only when some are).
 */
async function readWorkbook(
  target: WorkbookTarget,
  plan: WorkbookPlan,
  requestBytes: number[],
): Promise<WorkbookState> {
  const planned = plan.sheets.map((s) => s.name);
  try {
    return await target.run(async (context) => {
      const worksheets = context.workbook.worksheets;
      worksheets.load("items/name");
      const names = context.workbook.names;
      names.load("items/name");
      const probes = planned.map((name) => {
        const ws = worksheets.getItemOrNullObject(name);
        ws.load("name");
        const used = ws.getUsedRangeOrNullObject(true);
        used.load("address");
        return { ws, used };
      });
      requestBytes.push(readBytes(planned));
      await context.sync();
      return {
        sheetNames: worksheets.items.map((w) => w.name),
        definedNames: names.items.map((n) => n.name),
        used: probes.map(({ ws, used }) =>
          ws.isNullObject ? undefined : used.isNullObject ? null : used.address,
        ),
      };
    });
  } catch {
    // Below: without calling anything on a sheet that may not exist.
  }
  return target.run(async (context) => {
    const worksheets = context.workbook.worksheets;
    worksheets.load("items/name");
    const names = context.workbook.names;
    names.load("items/name");
    requestBytes.push(readBytes([]));
    await context.sync();
    const sheetNames = worksheets.items.map((w) => w.name);
    const existing = new Map(sheetNames.map((n) => [nameKey(n), n]));
    const probes = planned.map((name) => {
      const found = existing.get(nameKey(name));
      if (found === undefined) return undefined;
      const used = worksheets.getItem(found).getUsedRangeOrNullObject(true);
      used.load("address");
      return used;
    });
    const taken = planned.filter((_, i) => probes[i] !== undefined);
    if (taken.length > 0) {
      requestBytes.push(readBytes(taken));
      await context.sync();
    }
    return {
      sheetNames,
      definedNames: names.items.map((n) => n.name),
      used: probes.map((used) => (used === undefined ? undefined : used.isNullObject ? null : used.address)),
    };
  });
}

/** An existing sheet of a planned name, as the second read finds it. */
interface OwnSheet {
  /** Its name in the workbook. */
  readonly name: string;
  /** Its used range ("'Итоги'!A1:F29"), null when empty. */
  readonly used: string | null;
  /** Charts on it (removed when it is updated in place). */
  readonly charts: number;
  /** Shapes on it: pictures, text boxes (the builder draws none; Excel may count charts here too). */
  readonly shapes: number;
  /** The first cell holding what the director typed ("E7"), or null. */
  readonly typedCell: string | null;
  /**
   * The fingerprint of what it holds now (gridFingerprint), to compare with the one the Ledger
   * recorded; undefined for the Ledger itself.
   */
  readonly print?: string;
}

/** What the second read finds: the Ledger's record of sheets, and each taken sheet (by plan index). */
interface OwnSheets {
  readonly recorded: readonly RecordedSheet[];
  /** Every sheet the Ledger records, with its fingerprint (builtSheets). */
  readonly built: readonly RecordedSheet[];
  /**
   * The used range's address of every sheet of the workbook that is not a planned one (null when
   * empty), by nameKey: a protocol sheet of a deal gone is read by it (readRecordedSheets).
   */
  readonly usedElsewhere: ReadonlyMap<string, string | null>;
  readonly sheets: ReadonlyMap<number, OwnSheet>;
}

/** The last row of a used range's address ("'Итоги'!A1:F29" → 29). */
function bottomOf(usedAddress: string): number {
  const m = /(\d+)$/.exec(usedAddress);
  return m === null ? 1 : Number(m[1]);
}

/** Estimated response bytes of one cell read (a short text or number as JSON). */
const READ_CELL_BYTES = 16;
/** The most one read brings back, by estimate (as src/excel/read-session.ts reads). */
const MAX_READ_BYTES = 2_000_000;

/**
 * A sheet's used range loaded for its fingerprint: its `formulas` (a formula cell gives its "=…"),
 * or, for a role whose formulas count by place (FORMULAS_BY_PLACE: the protocols, whose formula text
 * would be most of a big rebuild's reads), its `values` and its formula cells' areas.
 */
interface Cells {
  readonly range: Excel.Range;
  readonly area: { top: number; left: number; bottom: number; right: number };
  readonly places: Excel.RangeAreas | null;
}

/** Queues the load of a sheet's used range (its address as the first read found it), as `role` takes it. */
function loadCells(ws: Excel.Worksheet, usedAddress: string, role: SheetRole): Cells {
  const area = areaOf(usedAddress);
  const range = ws.getRange(
    rectAddress({ row: area.top, col: area.left, row2: area.bottom, col2: area.right }),
  );
  if (!FORMULAS_BY_PLACE.has(role)) {
    range.load("formulas");
    return { range, area, places: null };
  }
  range.load("values");
  return { range, area, places: formulaPlaces(ws) };
}

/** Queues the load of a sheet's formula cells' areas (of the whole sheet: a used range may be null). */
function formulaPlaces(ws: Excel.Worksheet): Excel.RangeAreas {
  const places = ws.getRange().getSpecialCellsOrNullObject("Formulas");
  places.load("address");
  return places;
}

/** The areas of a RangeAreas address ("'Протокол 1'!E5:E9,'Протокол 1'!G5"): commas in quoted sheet names are not separators. */
export function areasOf(rangeAreas: string): { top: number; left: number; bottom: number; right: number }[] {
  const parts: string[] = [];
  let quoted = false;
  let part = "";
  for (const ch of rangeAreas) {
    if (ch === "'") quoted = !quoted;
    if (ch === "," && !quoted) {
      parts.push(part);
      part = "";
    } else part += ch;
  }
  parts.push(part);
  return parts
    .map((p) => p.trim())
    .filter((p) => p !== "")
    .map(areaOf);
}

/** Whether a cell is one of the formula cells loaded (formulaPlaces). */
function isFormulaIn(places: Excel.RangeAreas): (row: number, col: number) => boolean {
  if (places.isNullObject) return () => false;
  const areas = areasOf(places.address);
  return (row, col) => areas.some((a) => row >= a.top && row <= a.bottom && col >= a.left && col <= a.right);
}

/**
 * Estimated bytes of reading a sheet for its fingerprint: its cells, each as long as the planned
 * sheet's cells are on average as Office.js sends them (formulas are most of a Results sheet), at
 * least a short value's — or, by place, a short value each and the formula areas' addresses —
 * and the range and its load.
 */
function cellsBytes(c: Cells, planned: SheetPlan): number {
  const cells = (c.area.bottom - c.area.top + 1) * (c.area.right - c.area.left + 1);
  if (c.places !== null)
    return cells * READ_CELL_BYTES + (c.area.right - c.area.left + 1) * 64 + cost(4, 4, "A1:AA999", "values");
  const sample = planned.cells.slice(0, 2000);
  const planBytes = sample.reduce(
    (n, x) => n + utf8Length(JSON.stringify(officeValue(x.value ?? null))) + 1,
    0,
  );
  const each = Math.max(READ_CELL_BYTES, Math.ceil(planBytes / Math.max(1, sample.length)));
  return cells * each + cost(2, 2, "A1:AA999", "formulas");
}

/** The fingerprint of the cells loaded, as `recorded` takes it (the spills it names left out). */
function cellsPrint(c: Cells, recorded: string | undefined): string {
  return rangePrint(c.area.top, c.area.left, c.range, c.places, recorded);
}

/**
 * The fingerprint of a range loaded from (`top`, `left`): by its `formulas`, or with `places` (a
 * role in FORMULAS_BY_PLACE) by its `values` and its formula cells' areas.
 */
function rangePrint(
  top: number,
  left: number,
  range: Excel.Range,
  places: Excel.RangeAreas | null,
  recorded: string | undefined,
): string {
  return places === null
    ? gridFingerprint(top, left, range.formulas, recorded)
    : placeFingerprint(top, left, range.values, isFormulaIn(places), recorded);
}

/** The fingerprint of an empty sheet. */
const EMPTY_PRINT = gridFingerprint(1, 1, []);

/**
 * The second read, only when planned names are taken and the workbook has this plan's Ledger: the
 * Ledger's record of sheets (values and formulas: the reference follows a renamed sheet), and for
 * every taken sheet its charts and the cells where the director types (`typedArea`). One sync, or
 * one per 2 MB of response for a very large session.
 */
async function readOwnSheets(
  target: WorkbookTarget,
  plan: WorkbookPlan,
  state: WorkbookState,
  ledger: number,
  requestBytes: number[],
): Promise<OwnSheets> {
  const existing = new Map(state.sheetNames.map((n) => [nameKey(n), n]));
  return target.run(async (context) => {
    const worksheets = context.workbook.worksheets;
    const L = LEDGER_COLUMNS;
    const ledgerName = existing.get(nameKey(plan.sheets[ledger].name)) ?? plan.sheets[ledger].name;
    const ledgerRows = ledgerRecordRows(bottomOf(String(state.used[ledger])), state.sheetNames.length);
    const ledgerSheet = worksheets.getItem(ledgerName);
    const record = ledgerSheet.getRange(
      rectAddress({ row: 1, col: L.sheetRole, row2: ledgerRows, col2: L.sheetRef }),
    );
    record.load("values,formulas");
    const prints = ledgerSheet.getRange(
      rectAddress({ row: 1, col: L.fingerprint, row2: ledgerRows, col2: L.fingerprint }),
    );
    prints.load("values");
    let bytes = readBytes([]) + ledgerRows * 9 * READ_CELL_BYTES + cost(2, 2, "A1:AA999", "values");
    // The other sheets' used ranges (addresses only): which of them are protocols of deals the plan
    // lacks is known once the Ledger is read, and their typed cells are then read by these.
    const plannedNames = new Set(plan.sheets.map((s) => nameKey(s.name)));
    const others = state.sheetNames
      .filter((n) => !plannedNames.has(nameKey(n)))
      .map((n) => {
        const used = worksheets.getItem(n).getUsedRangeOrNullObject(true);
        used.load("address");
        bytes += cost(4, 2, n, "address") + utf8Length(JSON.stringify(n)) + 40;
        return { name: n, used };
      });
    const probes: {
      index: number;
      charts: OfficeExtension.ClientResult<number>;
      shapes: OfficeExtension.ClientResult<number>;
      typed: { range: Excel.Range; top: number } | null;
      constants: Cells | null;
    }[] = [];
    for (const [index, s] of plan.sheets.entries()) {
      const name = existing.get(nameKey(s.name));
      if (name === undefined) continue;
      const ws = worksheets.getItem(name);
      const used = state.used[index];
      const area = typedArea(s);
      let typed: { range: Excel.Range; top: number } | null = null;
      if (area !== null && typeof used === "string" && bottomOf(used) >= area.firstRow) {
        const col2 = Math.max(...area.columns);
        const range = ws.getRange(rectAddress({ row: area.firstRow, col: 1, row2: bottomOf(used), col2 }));
        range.load("values");
        typed = { range, top: area.firstRow };
        bytes += (bottomOf(used) - area.firstRow + 1) * col2 * READ_CELL_BYTES;
      }
      // Every cell and formula on it, to compare with its fingerprint (the Ledger is ours alone).
      const constants = s.role !== "ledger" && typeof used === "string" ? loadCells(ws, used, s.role) : null;
      if (constants !== null) bytes += cellsBytes(constants, s);
      probes.push({ index, charts: ws.charts.getCount(), shapes: ws.shapes.getCount(), typed, constants });
      // The sheet, its charts' and shapes' counts, and the typed area's range and load (office.js's own bytes: test/excel/rebuild-in-place.test.ts).
      bytes += cost(8, 4, name, "A1:AA999", "values");
      // Excel on the web refuses a response over 5 MB: a rebuilt 400-player session is read in parts.
      if (bytes > MAX_READ_BYTES) {
        requestBytes.push(bytes);
        bytes = 0;
        // eslint-disable-next-line office-addins/no-context-sync-in-loop
        await context.sync();
      }
    }
    if (bytes > 0) {
      requestBytes.push(bytes);
      await context.sync();
    }
    const recorded = recordOfLedger(record.values, record.formulas);
    const built = builtOfLedger(record.values, record.formulas, prints.values);
    const recordedPrints = printsByName(built);
    const sheets = new Map<number, OwnSheet>();
    for (const p of probes) {
      const s = plan.sheets[p.index];
      let typedCell: string | null = null;
      if (p.typed !== null) {
        const grid = cellGrid({ name: s.name, top: p.typed.top, left: 1, values: p.typed.range.values });
        const cell = firstTypedCell(grid, s);
        if (cell !== null) typedCell = address(cell.row, cell.col);
      }
      const name = existing.get(nameKey(s.name)) ?? s.name;
      const used = state.used[p.index];
      sheets.set(p.index, {
        name,
        used: typeof used === "string" ? used : null,
        charts: p.charts.value,
        shapes: p.shapes.value,
        typedCell,
        ...(s.role === "ledger"
          ? {}
          : {
              print:
                p.constants === null
                  ? EMPTY_PRINT
                  : cellsPrint(p.constants, recordedPrints.get(nameKey(name))),
            }),
      });
    }
    const usedElsewhere = new Map(
      others.map((o) => [nameKey(o.name), o.used.isNullObject ? null : o.used.address] as const),
    );
    return { recorded, built, sheets, usedElsewhere };
  });
}

/** The fingerprints the Ledger recorded, by the sheet's name now (nameKey). */
function printsByName(built: readonly RecordedSheet[]): Map<string, string> {
  return new Map(
    built.flatMap((r) =>
      r.current === null || r.fingerprint === undefined ? [] : [[nameKey(r.current), r.fingerprint] as const],
    ),
  );
}

/** The Ledger's entry for a planned sheet of a role the readers look for (a protocol: of its deal). */
function recordedFor(recorded: readonly RecordedSheet[], s: SheetPlan): RecordedSheet | undefined {
  return recorded.find((r) => r.role === s.role && (r.role !== "protocol" || r.deal === s.deal));
}

/** A protocol sheet of the earlier build for a deal the plan lacks, as the third read finds it. */
interface StaleSheet {
  /** The first cell where a row was typed ("E7"), or null. */
  readonly typedCell: string | null;
  /** What it holds now (gridFingerprint, as the Ledger's record of it takes it). */
  readonly print: string;
  /** Charts and shapes on it: the builder draws none on a protocol. */
  readonly drawings: number;
}

/** What the third read finds: the sheets recorded under other names, and the stale protocols. */
interface RecordedElsewhere {
  /** Each planned sheet the Ledger records under another name, by plan index. */
  readonly elsewhere: Map<number, OwnSheet>;
  /** Each protocol sheet of the earlier build that the plan has no deal for, by its name. */
  readonly stale: Map<string, StaleSheet>;
}

/**
 * The third read, only when the Ledger records a planned sheet under another name (the director
 * renamed it, or an earlier build went beside a sheet of the planned name), or records protocol
 * sheets of deals the plan does not have: each such sheet's cells and formulas, charts and shapes,
 * in one sync or one per 2 MB of response. Which sheets these are is known only once the Ledger is
 * read, so this is a read of its own.
 */
async function readRecordedSheets(
  target: WorkbookTarget,
  plan: WorkbookPlan,
  found: readonly { readonly index: number; readonly name: string }[],
  staleSheets: readonly { readonly name: string; readonly used: string | null }[],
  recordedPrints: ReadonlyMap<string, string>,
  requestBytes: number[],
): Promise<RecordedElsewhere> {
  return target.run(async (context) => {
    const probes = found.map(({ index, name }) => {
      const ws = context.workbook.worksheets.getItem(name);
      const used = ws.getUsedRangeOrNullObject(true);
      const byPlace = FORMULAS_BY_PLACE.has(plan.sheets[index].role);
      if (byPlace) used.load("address,values");
      else used.load("address,values,formulas");
      const places = byPlace ? formulaPlaces(ws) : null;
      return { index, name, used, places, charts: ws.charts.getCount(), shapes: ws.shapes.getCount() };
    });
    // The stale sheets whole (a remark or a hand anywhere on one keeps it), in batches of at most
    // MAX_READ_BYTES of response (a session rebuilt from 400 players to 20 leaves 95 of them).
    const sample = plan.sheets.find((s) => s.role === "protocol") ?? plan.sheets[0];
    let bytes = readBytes(found.map((f) => f.name));
    const stale: {
      name: string;
      constants: Cells | null;
      charts: OfficeExtension.ClientResult<number>;
      shapes: OfficeExtension.ClientResult<number>;
    }[] = [];
    for (const t of staleSheets) {
      const ws = context.workbook.worksheets.getItem(t.name);
      const constants = t.used === null ? null : loadCells(ws, t.used, "protocol");
      bytes += cost(6, 4, t.name, "A1:AA999", "formulas");
      if (constants !== null) bytes += cellsBytes(constants, sample);
      stale.push({ name: t.name, constants, charts: ws.charts.getCount(), shapes: ws.shapes.getCount() });
      if (bytes > MAX_READ_BYTES) {
        requestBytes.push(bytes);
        bytes = 0;
        // eslint-disable-next-line office-addins/no-context-sync-in-loop
        await context.sync();
      }
    }
    if (bytes > 0 || probes.length > 0) {
      requestBytes.push(bytes);
      await context.sync();
    }
    /** The grid of a used range read, and where it starts. */
    const gridOf = (name: string, used: Excel.Range): { grid: CellGrid; top: number; left: number } => {
      const { top, left } = areaOf(used.address);
      return { grid: cellGrid({ name, top, left, values: used.values }), top, left };
    };
    const elsewhere = new Map<number, OwnSheet>();
    for (const p of probes) {
      let typedCell: string | null = null;
      let print = EMPTY_PRINT;
      if (!p.used.isNullObject) {
        const { grid, top, left } = gridOf(p.name, p.used);
        const cell = firstTypedCell(grid, plan.sheets[p.index]);
        if (cell !== null) typedCell = address(cell.row, cell.col);
        print = rangePrint(top, left, p.used, p.places, recordedPrints.get(nameKey(p.name)));
      }
      elsewhere.set(p.index, {
        name: p.name,
        used: p.used.isNullObject ? null : p.used.address,
        charts: p.charts.value,
        shapes: p.shapes.value,
        typedCell,
        print,
      });
    }
    const out = new Map<string, StaleSheet>();
    for (const p of stale) {
      let typedCell: string | null = null;
      let print = EMPTY_PRINT;
      if (p.constants !== null) {
        const { top, left } = p.constants.area;
        print = cellsPrint(p.constants, recordedPrints.get(nameKey(p.name)));
        // The typed rows by their values: a formula's value there is not a row typed.
        const isFormula = p.constants.places === null ? () => false : isFormulaIn(p.constants.places);
        const values = p.constants.range.values.map((line, i) =>
          line.map((v, j) => (isFormula(top + i, left + j) ? "" : v)),
        );
        const cell = firstTypedProtocolCell(cellGrid({ name: p.name, top, left, values }));
        if (cell !== null) typedCell = address(cell.row, cell.col);
      }
      out.set(p.name, { typedCell, print, drawings: p.charts.value + p.shapes.value });
    }
    return { elsewhere, stale: out };
  });
}

/** Writes `plan` into the workbook of `target`. Never throws for what Excel refuses: see the Result. */
export async function writeWorkbookPlan(
  target: WorkbookTarget,
  plan: WorkbookPlan,
  options: WriteOptions = {},
): Promise<Result<WriteReport>> {
  const limit = options.maxRequestBytes ?? MAX_REQUEST_BYTES;
  const requestBytes: number[] = [];
  const progress = (phase: WriteProgress["phase"], done: number, total: number): void =>
    options.onProgress?.({ phase, done, total });

  // 1. The one read.
  progress("reading", 0, 1);
  let state: WorkbookState;
  try {
    state = await readWorkbook(target, plan, requestBytes);
  } catch (e) {
    return fail([officeProblem(e, 0, 1, [])]);
  }

  // 2. Taken names. In a workbook of an earlier build of this session (its Ledger records the
  // sheets), a taken sheet that holds nothing typed is updated in place; any other is kept as it
  // is, and the planned one goes beside it under a free name, once the caller agrees.
  const taken = new Set(state.sheetNames.map(nameKey));
  const existingName = (i: number): string | undefined =>
    state.sheetNames.find((n) => nameKey(n) === nameKey(plan.sheets[i].name));
  const ledger = plan.sheets.findIndex((s) => s.role === "ledger");
  let own: OwnSheets | null = null;
  if (ledger >= 0 && typeof state.used[ledger] === "string") {
    try {
      own = await readOwnSheets(target, plan, state, ledger, requestBytes);
    } catch (e) {
      return fail([officeProblem(e, 0, 1, [])]);
    }
    if (own.recorded.length === 0) own = null;
  }
  // Every sheet the Ledger records, by its name now: its role, and the fingerprint it was built with.
  const recordedRole = new Map(
    (own?.built ?? []).flatMap((r) => (r.current === null ? [] : [[nameKey(r.current), r.role] as const])),
  );
  const builtPrint = printsByName(own?.built ?? []);
  // A sheet the Ledger records under another name than the planned one is this session's sheet of
  // that role: it, not a sheet that happens to have the planned name, is updated or kept.
  const elsewhere = new Map<number, OwnSheet>();
  // The earlier build's protocol sheets of deals this plan does not have (a session rebuilt for
  // fewer players): deleted only when they hold exactly what was built on them, else kept.
  const stale = new Map<string, StaleSheet>();
  if (own !== null) {
    const found = plan.sheets.flatMap((s, index) => {
      const current = own === null ? undefined : recordedFor(own.recorded, s)?.current;
      if (current === undefined || current === null || nameKey(current) === nameKey(s.name)) return [];
      const name = state.sheetNames.find((n) => nameKey(n) === nameKey(current));
      return name === undefined ? [] : [{ index, name }];
    });
    const plannedDeals = new Set(plan.sheets.flatMap((s) => (s.role === "protocol" ? [s.deal] : [])));
    const usedElsewhere = own.usedElsewhere;
    const staleSheets = own.built.flatMap((r) => {
      if (r.role !== "protocol" || r.current === null || r.deal === null || plannedDeals.has(r.deal))
        return [];
      const name = state.sheetNames.find((n) => nameKey(n) === nameKey(r.current ?? ""));
      const used = name === undefined ? undefined : usedElsewhere.get(nameKey(name));
      return name === undefined || used === undefined ? [] : [{ name, used }];
    });
    if (found.length > 0 || staleSheets.length > 0) {
      try {
        const third = await readRecordedSheets(target, plan, found, staleSheets, builtPrint, requestBytes);
        for (const [i, o] of third.elsewhere) elsewhere.set(i, o);
        for (const [name, sheet] of third.stale) stale.set(name, sheet);
      } catch (e) {
        return fail([officeProblem(e, 0, 1, [])]);
      }
    }
  }
  // A stale sheet goes only when nothing on it is anyone's but the builder's: every cell and
  // formula as the fingerprint recorded (or nothing at all), and no chart or picture.
  const untouchedStale = (name: string, t: StaleSheet): boolean =>
    t.drawings === 0 && (t.print === EMPTY_PRINT || t.print === builtPrint.get(nameKey(name)));
  const removed = [...stale].flatMap(([name, t]) => (untouchedStale(name, t) ? [name] : []));
  const keptStale = [...stale].flatMap(([sheet, t]) =>
    untouchedStale(sheet, t) ? [] : [{ sheet, typedCell: t.typedCell }],
  );
  const reserved = new Set([...taken, ...plan.sheets.map((s) => nameKey(s.name))]);
  const to = new Map<string, string>();
  const inPlace = new Map<string, number>();
  const updated: string[] = [];
  const clashes: SheetClash[] = [];
  plan.sheets.forEach((s, i) => {
    const recordedElsewhere = elsewhere.get(i);
    const found = recordedElsewhere ?? own?.sheets.get(i);
    const existing = recordedElsewhere?.name ?? existingName(i);
    if (existing === undefined) return;
    const role = recordedRole.get(nameKey(existing));
    // A sheet is this session's when the Ledger records it in the same role (the Ledger is itself).
    const foreign = found === undefined || (s.role === "ledger" ? role !== undefined : role !== s.role);
    // And it may be emptied only when it holds exactly what it was built with (a remark, a changed
    // or added formula, a picture all keep it) — or nothing at all.
    const plannedCharts = s.charts?.length ?? 0;
    const drawn = found !== undefined && (found.charts > plannedCharts || found.shapes > plannedCharts);
    const recordedPrint = builtPrint.get(nameKey(existing));
    const untouched =
      found !== undefined &&
      !drawn &&
      (s.role === "ledger" ||
        (found.used === null && found.charts === 0) ||
        (recordedPrint !== undefined && found.print === recordedPrint));
    const edited = !foreign && found.typedCell === null && !untouched;
    if (!foreign && !edited && found.typedCell === null) {
      inPlace.set(existing, found.charts);
      updated.push(existing);
      if (existing !== s.name) to.set(s.name, existing);
      return;
    }
    // Kept: the new sheet under the planned name when it is free, else the first free "(n)".
    const renamedTo =
      recordedElsewhere !== undefined && existingName(i) === undefined
        ? s.name
        : freeSheetName(s.name, reserved);
    reserved.add(nameKey(renamedTo));
    if (renamedTo !== s.name) to.set(s.name, renamedTo);
    const used = found?.used ?? state.used[i];
    clashes.push({
      planned: s.name,
      existing,
      holdsData: typeof used === "string",
      usedAddress: typeof used === "string" ? used : null,
      renamedTo,
      ...(own === null
        ? {}
        : foreign
          ? { why: "foreign" as const }
          : edited
            ? { why: "edited" as const }
            : { why: "typed" as const }),
      ...(!foreign && !edited && found?.typedCell != null ? { typedCell: found.typedCell } : {}),
    });
  });
  if (clashes.length > 0 && options.onClash !== undefined) {
    const answer = await options.onClash(clashes);
    if (answer !== "rename") {
      return fail([
        error(
          "excel.cancelled",
          `nothing was written: these sheets already exist: ${clashes.map((c) => c.existing).join(", ")}`,
          {},
          { sheets: clashes.map((c) => c.existing).join(", ") },
        ),
      ]);
    }
  }
  const written = renamePlan(plan, to);
  const namesTaken = new Set(state.definedNames.map(nameKey));
  const names = plan.names.map((n) => {
    // This session's own names are given the new ranges; anyone else's are left alone.
    const reused = own !== null && namesTaken.has(nameKey(n.name));
    const name = namesTaken.has(nameKey(n.name)) && !reused ? freeDefinedName(n.name, namesTaken) : n.name;
    namesTaken.add(nameKey(name));
    return { planned: n.name, written: name, reused };
  });

  // 3. The writes: the data first, the looks (cosmetic units) in the last requests.
  const { units, cells } = planUnits(written, names, inPlace, removed);
  const data = packUnits(
    units.filter((u) => u.cosmetic === undefined),
    limit,
  );
  // Charts last among the looks: Excel stops a request at the first operation it refuses, so a
  // refusal before them leaves them unmade (see tryLooks).
  const looks = packUnits(
    [
      ...units.filter((u) => u.cosmetic !== undefined && u.cosmetic.kind !== "chart"),
      ...units.filter((u) => u.cosmetic?.kind === "chart"),
    ],
    limit,
  );
  const sheets: Sheets = new Map();
  const warnings: Problem[] = [];
  let done = 0;
  let total = data.length + looks.length;
  progress("writing", 0, total);
  try {
    await target.run(async (context) => {
      /** Sends one request; a request Excel finds too large is split in two and sent again. */
      const send = async (request: readonly Unit[]): Promise<void> => {
        context.application.suspendApiCalculationUntilNextSync();
        for (const u of request) u.apply(context, sheets);
        requestBytes.push(request.reduce((n, u) => n + u.bytes, OPERATION_BYTES));
        try {
          // One sync per request of up to 4 MB (1 for 28 players), never per cell, row or sheet.
          await context.sync();
        } catch (e) {
          // The host refuses an oversize request before running any of it (office.js error
          // RequestPayloadSizeLimitExceeded, Office error 5103), so its halves can be sent as new.
          if (errorCode(e) !== "RequestPayloadSizeLimitExceeded" || request.length < 2) throw e;
          const half = Math.ceil(request.length / 2);
          total++;
          await send(request.slice(0, half));
          await send(request.slice(half));
          return;
        }
        done++;
        progress("writing", done, total);
      };
      for (const request of data) await send(request);
      // Looks last: if Excel refuses one, the data is all there; the refused ones are found by
      // halving and reported as warnings.
      // Excel has applied what came before the operation it refused. Setting a look again is
      // harmless; adding a chart again is not. So the other looks are sent again first (in
      // halves, down to the refused one): if one of them is refused again, the refusal came
      // before the charts, which were never made and are sent again; if none is, a chart was
      // refused and is not sent again (it may exist in part): a warning either way.
      const tryLooks = async (request: readonly Unit[]): Promise<boolean> => {
        try {
          await send(request);
          return true;
        } catch (e) {
          if (request.length === 1) {
            const look = request[0].cosmetic;
            if (look === undefined) throw e;
            warnings.push(cosmeticWarning(look, e));
            return false;
          }
          const others = request.filter((u) => u.cosmetic?.kind !== "chart");
          const charts = request.filter((u) => u.cosmetic?.kind === "chart");
          const half = Math.ceil(others.length / 2);
          let refusedAgain = false;
          if (others.length > 0) {
            const parts = others.length > 1 ? [others.slice(0, half), others.slice(half)] : [others];
            for (const part of parts) if (!(await tryLooks(part))) refusedAgain = true;
          }
          for (const chart of charts) {
            if (refusedAgain) await tryLooks([chart]);
            else warnings.push(cosmeticWarning(chart.cosmetic as Look, e));
          }
          return false;
        }
      };
      for (const request of looks) await tryLooks(request);
    });
  } catch (e) {
    // Excel applies a request's operations in order up to the one it refuses: the sheets queued
    // so far may exist.
    return fail([officeProblem(e, done, total, [...sheets.keys()])]);
  }
  progress("done", total, total);
  return ok(
    {
      sheets: plan.sheets.map((s) => ({
        planned: s.name,
        written: to.get(s.name) ?? s.name,
        hidden: s.hidden,
      })),
      clashes,
      updated,
      removed,
      keptStale,
      names: names.map(({ planned, written: w }) => ({ planned, written: w })),
      syncs: requestBytes.length,
      requestBytes,
      cells,
    },
    warnings,
  );
}

/** The code of an Office.js error ("RequestPayloadSizeLimitExceeded"), or "". */
function errorCode(e: unknown): string {
  return typeof e === "object" && e !== null && "code" in e ? String((e as { code: unknown }).code) : "";
}

/** A look Excel refused: the workbook is complete without it. */
function cosmeticWarning(look: Look, e: unknown): Problem {
  const message = e instanceof Error ? e.message : String(e);
  const code = errorCode(e);
  return warning(
    "excel.cosmetic",
    `Excel refused the ${LOOK_TEXT[look.kind]}${code ? ` (${code})` : ""}: ${message}. The data is complete; only this look is missing.`,
    { sheet: look.sheet },
    { look: look.kind, sheet: look.sheet, code, message },
  );
}
