/**
 * Writes a workbook plan as an .xlsx file with ExcelJS. Formulas are written in the file dialect
 * (`_xlfn.` where needed) and without cached values, so Excel and LibreOffice compute them on
 * opening; text is written as text (a name "=1+1" stays text).
 */
import ExcelJS from "exceljs";
import * as fs from "fs";
import { PassThrough } from "stream";
import {
  address,
  columnName,
  type Expr,
  filledDown,
  formulaBody,
  mapRefs,
  refText,
  type Ref,
} from "../workbook/formula";
import type { LazySheet } from "../workbook/build-plan";
import type { CellStyle, FilledDown, PlannedCell, SheetPlan, WorkbookPlan } from "../workbook/types";
import { STYLES, WARNING_FILL } from "../workbook/values";

/** ExcelJS has range validations (`worksheet.dataValidations.add`) but does not declare them. */
interface WithValidations {
  readonly dataValidations: { add(address: string, validation: ExcelJS.DataValidation): void };
}

const argb = (hex: string): string => `FF${hex}`;

function styleOf(name: CellStyle): Partial<ExcelJS.Style> {
  const look = STYLES[name];
  const style: Partial<ExcelJS.Style> = {};
  if (look.bold || look.italic || look.size !== undefined || look.color !== undefined) {
    // The workbook's own font by name: a font without one prints in the spreadsheet's fallback
    // (a wide serif in LibreOffice), which shrinks every bold header of a page fitted to its width.
    style.font = {
      name: "Calibri",
      bold: look.bold,
      italic: look.italic,
      size: look.size,
      color: look.color === undefined ? undefined : { argb: argb(look.color) },
    };
  }
  if (look.fill !== undefined) {
    style.fill = { type: "pattern", pattern: "solid", fgColor: { argb: argb(look.fill) } };
  }
  if (look.border) {
    const thin: Partial<ExcelJS.Border> = { style: "thin", color: { argb: "FFBFBFBF" } };
    style.border = { top: thin, left: thin, bottom: thin, right: thin };
  }
  if (look.align !== undefined)
    style.alignment = { horizontal: look.align, vertical: "middle", wrapText: true };
  return style;
}

/** Address of a range without its sheet ("D5:D11"). */
function localRef(r: Ref): string {
  return refText({ ...r, sheet: undefined }).replace(/\$/g, "");
}

function writeCell(ws: ExcelJS.Worksheet, c: PlannedCell, styles: Styles): void {
  const target = ws.getCell(c.row, c.col);
  if (c.style !== undefined || c.numberFormat !== undefined) target.style = sharedStyle(c, styles);
  const v = c.value;
  if (v === null) return;
  switch (v.kind) {
    case "text":
      // A plain string is written as a string cell: ExcelJS never reads it as a formula.
      target.value = v.text;
      break;
    case "number":
      target.value = v.value;
      break;
    case "formula":
      // No `result`: the file carries no cached value, so the spreadsheet calculates on opening.
      // An array area is a legacy array formula over its cells (see ArrayArea in types.ts).
      target.value = (
        v.array === undefined
          ? { formula: formulaBody(v.expr, "file") }
          : {
              formula: formulaBody(v.expr, "file"),
              shareType: "array",
              ref: `${address(c.row, c.col)}:${address(c.row + v.array.rows - 1, c.col)}`,
            }
      ) as ExcelJS.CellFormulaValue;
      break;
  }
}

/**
 * The parts of ExcelJS's streaming writer the direct row path uses: the worksheet's XML stream and
 * its row queue, the workbook's styles and shared strings (lib/stream/xlsx/worksheet-writer.js,
 * workbook-writer.js). ExcelJS builds a Row and a Cell object per cell, a model of each, and then
 * the XML: for the hundreds of thousands of formula cells of a big session that was most of the
 * build's time and garbage (issue 10). A plain row is written here as the same XML directly.
 */
interface DirectSheet {
  startedData: boolean;
  _rowZero: number;
  _writeColumns(): void;
  _writeOpenSheetData(): void;
  _write(text: string): void;
  /** The page breaks the sheet writes at its end (a row's addPageBreak adds to them). */
  readonly rowBreaks: { id: number; max: number; man: number }[];
}
interface DirectBook {
  readonly styles: { addStyleModel(style: Partial<ExcelJS.Style>, cellType: number): number };
  readonly sharedStrings: { add(text: string): number };
}

/** The control characters XML forbids: dropped, as ExcelJS drops them. */
// eslint-disable-next-line no-control-regex -- the control characters XML forbids are what it finds
const XML_FORBIDDEN = /[\x00-\x08\x0B\x0C\x0E-\x1F\x7F]/g;

/**
 * Text as XML element content: &, < and > escaped, forbidden control characters dropped. Quotes
 * stay as they are — they need no escape in element text, and a formula is full of them (ExcelJS
 * writes each as &quot;, a sixth of a big workbook's XML). Three plain replaces: a formula of a big
 * workbook nearly always has an & or a comparison in it.
 */
function xmlText(text: string): string {
  return text.replace(XML_FORBIDDEN, "").replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/** ExcelJS's value types (Enums.ValueType) of the cells the direct path writes. */
const NULL_TYPE = 0;
const NUMBER_TYPE = 2;
const STRING_TYPE = 3;

/** The style objects of a workbook, one per look and number format, shared by every cell that has it. */
type Styles = Map<string, Partial<ExcelJS.Style>>;

function sharedStyle(c: PlannedCell, styles: Styles): Partial<ExcelJS.Style> {
  const key = `${c.style ?? ""}|${c.numberFormat ?? ""}`;
  let style = styles.get(key);
  if (style === undefined) {
    style = c.style === undefined ? {} : { ...styleOf(c.style) };
    if (c.numberFormat !== undefined) style.numFmt = c.numberFormat;
    styles.set(key, style);
  }
  return style;
}

const EMPTY: Readonly<Record<number, Partial<ExcelJS.Style>>> = {
  [NULL_TYPE]: {},
  [NUMBER_TYPE]: {},
  [STRING_TYPE]: {},
};

/** A cell's ExcelJS value type, for the number format its style gets when it has none. */
function valueType(c: PlannedCell): number {
  if (c.value === null || c.value.kind === "formula") return NULL_TYPE;
  return c.value.kind === "text" ? STRING_TYPE : NUMBER_TYPE;
}

/**
 * One row's cells (ascending columns) as the <row> element ExcelJS writes for them: the same
 * style ids (through its style table), shared strings and formula text (escaped by xmlText).
 */
function rowXml(
  row: number,
  cells: readonly PlannedCell[],
  book: DirectBook,
  styles: Styles,
  shared: SharedFormulas,
  height: number | undefined,
): string {
  let xml = "";
  for (const c of cells) {
    const type = valueType(c);
    // ExcelJS gives a cell with no look of its own a fresh empty style; one per type is the same.
    const style =
      c.style !== undefined || c.numberFormat !== undefined ? sharedStyle(c, styles) : EMPTY[type];
    const id = book.styles.addStyleModel(style, type);
    const v = c.value;
    if (v === null && !id) continue;
    xml += `<c r="${address(c.row, c.col)}"${id ? ` s="${id}"` : ""}`;
    if (v === null) {
      xml += "/>";
      continue;
    }
    switch (v.kind) {
      case "text":
        xml += ` t="s"><v>${book.sharedStrings.add(v.text)}</v></c>`;
        break;
      case "number":
        xml += `><v>${xmlText(v.value.toString())}</v></c>`;
        break;
      case "formula": {
        const share = shared.get(c);
        if (share !== undefined) {
          xml +=
            share.master === undefined
              ? `><f t="shared" si="${share.si}"/></c>`
              : `><f t="shared" ref="${share.ref}" si="${share.si}">${xmlText(share.master)}</f></c>`;
          break;
        }
        const f = xmlText(formulaBody(v.expr, "file"));
        xml +=
          v.array === undefined
            ? `><f>${f}</f></c>`
            : `><f t="array" ref="${address(c.row, c.col)}:${address(c.row + v.array.rows - 1, c.col)}">${f}</f></c>`;
        break;
      }
    }
  }
  const ht = height === undefined ? "" : ` ht="${height}" customHeight="1"`;
  if (cells.length === 0) return `<row r="${row}"${ht} x14ac:dyDescent="0.25"/>`;
  const min = cells[0].col;
  const max = cells[cells.length - 1].col;
  return `<row r="${row}"${ht} spans="${min}:${max}" x14ac:dyDescent="0.25">${xml}</row>`;
}

/**
 * A cell of a shared formula (`<f t="shared">`): the first cell of a run carries the formula's text
 * (`master`, its fixed rows marked "$") and the run's range; the others only the run's number.
 */
interface SharedCell {
  readonly si: number;
  readonly master?: string;
  readonly ref?: string;
}
type SharedFormulas = Map<PlannedCell, SharedCell>;

/** What the comparisons of a run's first formula with those below it keep (see movedDown). */
interface RunMemory {
  /** Per reference of the first formula: fixed (true) or moving down with the cells (false). */
  readonly fixed: Map<Ref, boolean>;
  /**
   * The first formula's subtrees that occur more than once in it (a key is used many times): found
   * once the run has two cells — most first cells (the Ledger's, seat after seat) have no second.
   */
  repeated: ReadonlySet<Expr>;
  /** Those subtrees already found the same in this comparison, with their counterpart. */
  readonly seen: Map<Expr, Expr>;
}

/** One comparison: k rows below; the first of the run decides each reference's kind. */
interface Comparison extends RunMemory {
  readonly k: number;
  readonly first: boolean;
}

/** No subtree known to repeat: each is compared where it occurs (the same answer, found again). */
const NONE_REPEATED: ReadonlySet<Expr> = new Set();

/** The subtrees of a formula that occur in it more than once (the same object). */
function repeatedSubtrees(e: Expr, visited = new Set<Expr>(), out = new Set<Expr>()): Set<Expr> {
  if (e.kind !== "call" && e.kind !== "op" && e.kind !== "neg") return out;
  if (visited.has(e)) {
    out.add(e);
    return out;
  }
  visited.add(e);
  if (e.kind === "call") for (const a of e.args) repeatedSubtrees(a, visited, out);
  else if (e.kind === "op") {
    repeatedSubtrees(e.left, visited, out);
    repeatedSubtrees(e.right, visited, out);
  } else repeatedSubtrees(e.arg, visited, out);
  return out;
}

/**
 * Whether `other`, k rows below `master` in the same column, is the same formula moved down: each
 * reference either the same (fixed) or k rows lower (moving), as `fixed` records for the run (set
 * from the first pair). A moving range is not shared: ranges are written absolute.
 */
function movedDown(master: Expr, other: Expr, c: Comparison): boolean {
  if (!c.repeated.has(master)) return sameShape(master, other, c);
  // A repeated subtree is compared once (its counterpart is the same object too, or compared again).
  if (c.seen.get(master) === other) return true;
  const same = sameShape(master, other, c);
  if (same) c.seen.set(master, other);
  return same;
}

function sameShape(master: Expr, other: Expr, c: Comparison): boolean {
  switch (master.kind) {
    case "num":
    case "str":
    case "bool":
      return other.kind === master.kind && other.value === master.value;
    case "ref": {
      if (
        other.kind !== "ref" ||
        other.sheet !== master.sheet ||
        other.col !== master.col ||
        other.col2 !== master.col2 ||
        other.absCol !== master.absCol ||
        (other.row2 === undefined) !== (master.row2 === undefined)
      )
        return false;
      const unmoved = other.row === master.row && other.row2 === master.row2;
      const moved =
        master.row2 === undefined &&
        other.row === master.row + c.k &&
        other.absRow !== true &&
        master.absRow !== true;
      const known = c.fixed.get(master);
      if (known !== undefined) return known ? unmoved : moved;
      if (!c.first || (!unmoved && !moved)) return false;
      c.fixed.set(master, unmoved);
      return true;
    }
    case "call":
      if (other.kind !== "call" || other.fn !== master.fn || other.args.length !== master.args.length)
        return false;
      for (let i = 0; i < master.args.length; i++)
        if (!movedDown(master.args[i], other.args[i], c)) return false;
      return true;
    case "op":
      return (
        other.kind === "op" &&
        other.op === master.op &&
        movedDown(master.left, other.left, c) &&
        movedDown(master.right, other.right, c)
      );
    case "neg":
      return other.kind === "neg" && movedDown(master.arg, other.arg, c);
    default: {
      const never: never = master;
      return never;
    }
  }
}

/** The master's formula with its fixed single-cell references made absolute in the row. */
function withFixedRows(e: Expr, fixed: Map<Ref, boolean>): Expr {
  return mapRefs(e, (r) => (fixed.get(r) === true && r.row2 === undefined ? { ...r, absRow: true } : r));
}

/**
 * The runs of one part's formulas that can be written as shared formulas: a column's formulas on
 * consecutive rows that are one formula moved down (movedDown), outside the rows in `skip` (the
 * rows ExcelJS writes). Excel and LibreOffice read a shared formula as each cell's own; a big
 * session's protocol and Ledger columns are such runs, and each cell then costs a few bytes
 * instead of its formula's text, rendering and compression (issue 10).
 */
function sharedFormulas(
  cells: readonly PlannedCell[],
  skip: (row: number) => boolean,
  next: { si: number },
): SharedFormulas {
  // The run is its own comparison (k and first set before each): no object made per formula cell.
  interface Run extends RunMemory {
    readonly head: PlannedCell;
    readonly expr: Expr;
    last: PlannedCell;
    readonly members: PlannedCell[];
    k: number;
    first: boolean;
  }
  // A run of cells filled down from one template (FilledDown) needs no comparison at all.
  interface FilledRun {
    readonly head: PlannedCell;
    readonly fill: FilledDown;
    last: PlannedCell;
    lastDown: number;
    readonly members: PlannedCell[];
  }
  const open = new Map<number, Run>();
  const runs: Run[] = [];
  const openFilled = new Map<number, FilledRun>();
  const filledRuns: FilledRun[] = [];
  for (const c of cells) {
    const v = c.value;
    if (v === null || v.kind !== "formula" || v.array !== undefined || skip(c.row)) continue;
    const fill = v.filled;
    if (fill !== undefined) {
      const run = openFilled.get(c.col);
      if (
        run !== undefined &&
        run.fill.template === fill.template &&
        run.last.row === c.row - 1 &&
        run.lastDown === fill.down - 1
      ) {
        run.last = c;
        run.lastDown = fill.down;
        run.members.push(c);
      } else {
        const fresh: FilledRun = { head: c, fill, last: c, lastDown: fill.down, members: [c] };
        openFilled.set(c.col, fresh);
        filledRuns.push(fresh);
      }
      continue;
    }
    const run = open.get(c.col);
    if (run !== undefined && run.last.row === c.row - 1) {
      run.k = c.row - run.head.row;
      run.first = run.k === 1;
      if (run.seen.size > 0) run.seen.clear();
      if (movedDown(run.expr, v.expr, run)) {
        if (run.first) run.repeated = repeatedSubtrees(run.expr);
        run.last = c;
        run.members.push(c);
        continue;
      }
    }
    const fresh: Run = {
      head: c,
      expr: v.expr,
      fixed: new Map(),
      repeated: NONE_REPEATED,
      seen: new Map(),
      last: c,
      members: [c],
      k: 0,
      first: false,
    };
    open.set(c.col, fresh);
    runs.push(fresh);
  }
  const shared: SharedFormulas = new Map();
  for (const run of runs) {
    if (run.members.length < 2) continue;
    const si = next.si++;
    shared.set(run.head, {
      si,
      master: formulaBody(withFixedRows(run.expr, run.fixed), "file"),
      ref: `${address(run.head.row, run.head.col)}:${address(run.last.row, run.last.col)}`,
    });
    for (let i = 1; i < run.members.length; i++) shared.set(run.members[i], { si });
  }
  for (const run of filledRuns) {
    if (run.members.length < 2) continue;
    const si = next.si++;
    shared.set(run.head, {
      si,
      master: formulaBody(filledDown(run.fill.template, run.fill.down), "file"),
      ref: `${address(run.head.row, run.head.col)}:${address(run.last.row, run.last.col)}`,
    });
    for (let i = 1; i < run.members.length; i++) shared.set(run.members[i], { si });
  }
  return shared;
}

/** What the writer needs of a plan: its sheets (an array, or made one by one) and defined names. */
export interface WritablePlan {
  readonly sheets: Iterable<LazySheet>;
  readonly names: WorkbookPlan["names"];
}

/** The streaming worksheet: the parts of ExcelJS's WorksheetWriter this writer uses. */
type StreamSheet = ExcelJS.Worksheet & { commit(): void };

/**
 * Writes one sheet row by row and commits each row as soon as nothing more can touch it (no merge
 * or page break still to come above it), so a sheet's rows never all sit in memory at once.
 */
async function writeSheet(
  wb: ExcelJS.stream.xlsx.WorkbookWriter,
  s: SheetPlan,
  styles: Styles,
  more: Iterable<SheetPlan> = [],
): Promise<void> {
  const pageSetup: Partial<ExcelJS.PageSetup> = {
    orientation: s.print.orientation,
    fitToPage: s.print.fitToWidth,
    fitToWidth: 1,
    fitToHeight: s.print.onePage === true ? 1 : 0,
    paperSize: 9,
  };
  if (!s.print.fitToWidth && s.print.scale !== undefined) pageSetup.scale = s.print.scale;
  // Inches, as ExcelJS takes them: 1 cm round the page, a little more for header and footer.
  if (s.print.narrowMargins === true)
    pageSetup.margins = { left: 0.4, right: 0.4, top: 0.4, bottom: 0.4, header: 0.2, footer: 0.2 };
  // ExcelJS puts "$" before each corner's column only ("$A1:$N29", which LibreOffice does not take
  // as the area); "$" before the rows makes the name wholly absolute.
  if (s.print.printArea !== undefined)
    pageSetup.printArea = localRef(s.print.printArea).replace(/([A-Z]+)(\d+)/g, "$1$$$2");
  if (s.print.titleRows !== undefined)
    pageSetup.printTitlesRow = `${s.print.titleRows[0]}:${s.print.titleRows[1]}`;
  if (s.print.titleColumns !== undefined)
    pageSetup.printTitlesColumn = s.print.titleColumns.map((c) => columnName(c)).join(":");
  // The page's header and footer, centred ("&C"): the plan's text is in Excel's codes already.
  const headerFooter: Partial<ExcelJS.HeaderFooter> = {};
  if (s.print.header !== undefined) headerFooter.oddHeader = `&C${s.print.header}`;
  if (s.print.footer !== undefined) headerFooter.oddFooter = `&C${s.print.footer}`;
  const ws = wb.addWorksheet(s.name, {
    state: s.hidden ? "hidden" : "visible",
    headerFooter,
    views:
      s.frozen === undefined
        ? []
        : [{ state: "frozen", xSplit: s.frozen.cols, ySplit: s.frozen.rows, topLeftCell: undefined }],
    pageSetup,
  }) as StreamSheet;
  for (const c of s.columns) {
    const col = ws.getColumn(c.col);
    if (c.width !== undefined) col.width = c.width;
    if (c.hidden === true) col.hidden = true;
  }
  // Merges are applied once their last row is written (as the whole-workbook writer did, after the
  // cells); rows from the first pending merge down stay open until then.
  const merges = [...s.merges].sort((a, b) => (a.row2 ?? a.row) - (b.row2 ?? b.row));
  const breaks = [...(s.print.breaksAfter ?? [])].sort((a, b) => a - b);
  let nextMerge = 0;
  let committed = 0;
  const mergeUpTo = (row: number): void => {
    while (nextMerge < merges.length && (merges[nextMerge].row2 ?? merges[nextMerge].row) <= row) {
      const m = merges[nextMerge++];
      ws.mergeCells(m.row, m.col, m.row2 ?? m.row, m.col2 ?? m.col);
    }
  };
  const commitUpTo = (row: number): void => {
    let open = row;
    for (let i = nextMerge; i < merges.length; i++) open = Math.min(open, merges[i].row - 1);
    if (open <= committed) return;
    ws.getRow(open).commit();
    committed = open;
  };
  // A row no merge still to come covers is written directly (rowXml); the others go through
  // ExcelJS's rows.
  const heights = new Map<number, number>();
  for (const h of s.print.rowHeights ?? []) for (let r = h.from; r <= h.to; r++) heights.set(r, h.points);
  const heightRows = [...heights.keys()].sort((a, b) => a - b);
  let nextHeight = 0;
  const book = wb as unknown as DirectBook;
  const sheet = ws as unknown as DirectSheet;
  const firstOpenRow = (): number => {
    let first = Number.MAX_SAFE_INTEGER;
    for (let i = nextMerge; i < merges.length; i++) first = Math.min(first, merges[i].row);
    return first;
  };
  let openFrom = firstOpenRow();
  let rows = 0;
  // Rows ExcelJS writes (inside a merge's rows) hold no shared formula: only direct rows do.
  const merged = (row: number): boolean => merges.some((m) => m.row <= row && row <= (m.row2 ?? m.row));
  const skip = (row: number): boolean => merged(row);
  const next = { si: 0 };
  let shared: SharedFormulas = new Map();
  const writeRow = (row: number, cells: readonly PlannedCell[]): void => {
    const before = nextMerge;
    mergeUpTo(row - 1);
    if (nextMerge !== before) openFrom = firstOpenRow();
    commitUpTo(row - 1);
    if (openFrom > row) {
      if (!sheet.startedData) {
        sheet._writeColumns();
        sheet._writeOpenSheetData();
        sheet.startedData = true;
      }
      sheet._write(rowXml(row, cells, book, styles, shared, heights.get(row)));
      // Every row before it is committed, so ExcelJS's queue of open rows starts after it.
      sheet._rowZero = row + 1;
      committed = row;
    } else {
      const height = heights.get(row);
      if (height !== undefined) ws.getRow(row).height = height;
      for (const c of cells) writeCell(ws, c, styles);
    }
  };
  /** A row's cells, after the rows above it that have a height and no cell (written as rows too). */
  const writeRowAt = (row: number, cells: readonly PlannedCell[]): void => {
    while (nextHeight < heightRows.length && heightRows[nextHeight] < row) {
      const empty = heightRows[nextHeight++];
      writeRow(empty, []);
    }
    if (heightRows[nextHeight] === row) nextHeight++;
    writeRow(row, cells);
  };
  // Later parts (a sheet in parts: see SheetInParts) only add cells, rows below the ones before.
  let cells: PlannedCell[] = [];
  for (const part of partsOf(s, more)) {
    shared = sharedFormulas(part, skip, next);
    for (const c of part) {
      if (cells.length > 0 && c.row !== cells[0].row) {
        writeRowAt(cells[0].row, cells);
        cells = [];
        // Committed rows wait in memory until the zip takes them: let it, now and then.
        if (++rows % ROWS_PER_PAUSE === 0) await zipCaughtUp(wb, ws);
      }
      cells.push(c);
    }
    // A row is in one part: the part's last row is written with the part's shared formulas.
    if (cells.length > 0) writeRowAt(cells[0].row, cells);
    cells = [];
  }
  while (nextHeight < heightRows.length) writeRow(heightRows[nextHeight++], []);
  mergeUpTo(Number.MAX_SAFE_INTEGER);
  // Straight into the sheet's list: a row's addPageBreak would make the row in ExcelJS's queue,
  // to be written again.
  for (const row of breaks) sheet.rowBreaks.push({ id: row, max: 16383, man: 1 });
  for (const v of s.validations) {
    const base = {
      allowBlank: true,
      showErrorMessage: true,
      errorStyle: "stop",
      error: v.message,
      // Without showInputMessage Excel keeps the prompt but never shows it (issue 11).
      showInputMessage: true,
      prompt: v.message,
    };
    (ws as unknown as WithValidations).dataValidations.add(
      localRef(v.range),
      v.kind === "list"
        ? { ...base, type: "list", formulae: [`"${v.values.join(",")}"`] }
        : v.kind === "whole"
          ? { ...base, type: "whole", operator: "between", formulae: [v.min, v.max] }
          : // Any value passes (a custom rule that is always TRUE): the message is what counts.
            { ...base, type: "custom", formulae: ["TRUE"], showErrorMessage: false },
    );
  }
  s.conditionalFormats.forEach((cf, i) =>
    ws.addConditionalFormatting({
      ref: localRef(cf.range),
      rules: [
        {
          type: "expression",
          priority: i + 1,
          formulae: [formulaBody(cf.formula, "file")],
          style: { fill: { type: "pattern", pattern: "solid", bgColor: { argb: argb(WARNING_FILL) } } },
        },
      ],
    }),
  );
  ws.commit();
  await zipCaughtUp(wb);
}

/** The cells of a sheet's parts, one part at a time (a part is let go once written). */
function* partsOf(first: SheetPlan, more: Iterable<SheetPlan>): Generator<readonly PlannedCell[]> {
  yield first.cells;
  for (const part of more) yield part.cells;
}

/** Rows written between pauses that let the zip compress what was written. */
const ROWS_PER_PAUSE = 200;

/** The zip archive inside ExcelJS's streaming writer (archiver): its count of entries queued and done. */
interface ZipProgress {
  readonly zip: { _entriesCount: number; _entriesProcessedCount: number };
}

/** A worksheet's XML stream: ExcelJS pipes it into the zip through buffers of its own. */
interface SheetStream {
  readonly stream?: { readonly pipes?: readonly { readonly _writableState?: { readonly length: number } }[] };
}

/** XML a sheet may have waiting for the zip before the writer stops to let it catch up. */
const MAX_WAITING_BYTES = 1 << 20;

/**
 * Waits until the zip has taken in every part queued before this sheet and all but a megabyte of
 * this sheet's XML. Without these pauses the whole workbook's XML would sit in memory: the writer
 * is synchronous, the zip compresses only when the event loop turns, and ExcelJS ignores the
 * zip's backpressure. (This reads archiver's and ExcelJS's internals, so a version change that
 * moves them only makes the pauses shorter: the output is the same.)
 */
async function zipCaughtUp(wb: ExcelJS.stream.xlsx.WorkbookWriter, ws?: ExcelJS.Worksheet): Promise<void> {
  const zip = (wb as unknown as ZipProgress).zip;
  const waiting = (): number =>
    ((ws as unknown as SheetStream | undefined)?.stream?.pipes ?? []).reduce(
      (n, p) => n + (p._writableState?.length ?? 0),
      0,
    );
  do await new Promise((resolve) => setTimeout(resolve, 0));
  while (zip._entriesProcessedCount < zip._entriesCount - 1 || waiting() > MAX_WAITING_BYTES);
}

/** ExcelJS's streaming writer leaves out `fullCalcOnLoad`; its workbook part is written here with it. */
interface WorkbookPart {
  addWorkbook(): Promise<void>;
  zip: { append(data: string, options: { name: string }): void };
  _worksheets: unknown[];
  _definedNames: { model: unknown };
  views: unknown;
}

function calculateOnLoad(wb: ExcelJS.stream.xlsx.WorkbookWriter): void {
  // The same part ExcelJS writes (lib/stream/xlsx/workbook-writer.js addWorkbook), plus
  // fullCalcOnLoad: the file carries no cached values, so Excel must calculate when it opens it.
  const WorkbookXform = require("exceljs/lib/xlsx/xform/book/workbook-xform") as new () => {
    prepare(model: unknown): void;
    toXml(model: unknown): string;
  };
  const part = wb as unknown as WorkbookPart;
  part.addWorkbook = () => {
    const model = {
      worksheets: part._worksheets.filter(Boolean),
      definedNames: part._definedNames.model,
      views: part.views,
      properties: {},
      calcProperties: { fullCalcOnLoad: true },
    };
    const xform = new WorkbookXform();
    xform.prepare(model);
    part.zip.append(xform.toXml(model), { name: "/xl/workbook.xml" });
    return Promise.resolve();
  };
}

/**
 * Writes the plan as .xlsx into `stream` with ExcelJS's streaming writer: each sheet's rows go to
 * the zip as they are made, so memory holds one sheet's open rows, the shared strings and the
 * styles — not the whole workbook. Text is written as shared strings (never read as a formula).
 */
export async function writePlan(plan: WritablePlan, stream: NodeJS.WritableStream): Promise<void> {
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: stream as unknown as import("stream").Stream,
    useSharedStrings: true,
    useStyles: true,
  });
  wb.creator = "Pref Director";
  calculateOnLoad(wb);
  const styles = new Map<string, Partial<ExcelJS.Style>>();
  for (const s of plan.sheets) {
    if ("parts" in s) {
      const parts = s.parts[Symbol.iterator]();
      const first = parts.next();
      if (first.done !== true) await writeSheet(wb, first.value, styles, { [Symbol.iterator]: () => parts });
    } else await writeSheet(wb, s, styles);
  }
  for (const n of plan.names) wb.definedNames.add(refText(n.ref), n.name);
  await wb.commit();
}

/** The plan as .xlsx bytes. */
export async function planToXlsx(plan: WritablePlan): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const sink = new PassThrough();
  sink.on("data", (c: Buffer) => chunks.push(c));
  const ended = new Promise<void>((resolve) => sink.on("end", resolve));
  await writePlan(plan, sink);
  await ended;
  return Buffer.concat(chunks);
}

/** Writes the plan as an .xlsx file at `file` (a temporary path: see safe-write.ts). */
export async function writePlanToFile(plan: WritablePlan, file: string): Promise<void> {
  const out = fs.createWriteStream(file);
  const closed = new Promise<void>((resolve, reject) => {
    out.on("close", resolve);
    out.on("error", reject);
  });
  await writePlan(plan, out);
  await closed;
}
