/// <reference types="office-js" />
/**
 * A recording fake of the part of the Excel object model the add-in uses, for tests, the
 * benchmark and the task pane's test page (bundled for the browser by webpack in
 * test/taskpane/chromium.test.ts). Cells and addresses are in cells.ts; office.js's own request
 * serializer over the fake is office-wire.ts.
 *
 * Like Office.js, every call on a proxy object is only queued; `context.sync()` sends the queue as
 * one request: the operations run in order against an in-memory workbook (the first one Excel
 * would refuse stops the request with an error that has a `code`), loaded properties become
 * readable, and the request is recorded — its operations and an estimate of its bytes (each
 * operation's arguments as JSON in UTF-8, its object path and 100 bytes for the action record).
 *
 * Values follow Excel's rules, so that a writer that forgets them is caught: a string starting
 * with "'" is text (the apostrophe is not part of it); in a cell formatted "@" any string is text;
 * otherwise "=…" is a formula, "+…", "-…" and "@…" become formulas or numbers, and strings that
 * look like numbers, dates or times ("1-2", "3/4", "12:30") become numbers. A formula that refers
 * to a sheet that does not exist is refused (real Excel would take it for an external workbook).
 */
import { utf8Length } from "../../src/excel/geometry";
import { columnName } from "../../src/workbook/formula";
import {
  addressOf,
  type CellRect,
  FakeExcelError,
  key,
  MAX_COLS,
  MAX_ROWS,
  parseAddress,
  quoteName,
  sheetsReferred,
} from "./cells";

export { addressOf, FakeExcelError, parseAddress, sheetsReferred } from "./cells";

/** A cell's content in the fake workbook. */
export type FakeValue =
  | { readonly kind: "number"; readonly value: number; readonly from?: "date" | "number-text" }
  | { readonly kind: "text"; readonly text: string; readonly quotePrefix: boolean }
  | { readonly kind: "formula"; readonly formula: string }
  | { readonly kind: "bool"; readonly value: boolean };

/** One queued operation as recorded at its sync. */
export interface RecordedOp {
  readonly sync: number;
  /** The object path, e.g. `worksheets.add("Итоги")` or `sheet("Итоги").getRange("A1:F29").format.fill`. */
  readonly target: string;
  /** The method called or the property set (`set color`, `load`). */
  readonly op: string;
  /** Present when the fake was made with `recordArgs: true`. */
  readonly args?: readonly unknown[];
  readonly bytes: number;
}

/** One `context.sync()`. */
export interface SyncRecord {
  readonly index: number;
  readonly ops: number;
  readonly bytes: number;
  readonly largestOpBytes: number;
  /** `application.suspendApiCalculationUntilNextSync()` was queued in this request. */
  readonly calculationSuspended: boolean;
  /** The request's bytes as office.js serialised them (when run through office-wire.ts). */
  readonly wireBytes?: number;
  /** Refused as too large (RequestPayloadSizeLimitExceeded): nothing of it ran. */
  readonly refused?: boolean;
}

/**
 * Excel on the web refuses a request (and a response) over 5 MB with RequestPayloadSizeLimitExceeded
 * ("Resource limits and performance optimization for Office Add-ins", learn.microsoft.com:
 * "Excel on the web has a payload size limit for requests and responses of 5MB"). The fake takes
 * 5 MB as 5,000,000 bytes, the stricter reading.
 */
export const WEB_REQUEST_LIMIT = 5_000_000;

/** A chart added to a sheet, as its settings were queued. */
export interface FakeChart {
  /** `Excel.ChartType` as a string ("BarClustered"). */
  readonly type: string;
  /** The source range's address on the chart's sheet ("F3:F30"). */
  readonly source: string;
  readonly seriesBy?: string;
  title?: string;
  legendVisible?: boolean;
  /** The first series' category names range ("C3:C30"), when set. */
  xAxisValues?: string;
  /** The first series' values range ("F3:F30"), when pinned with `setValues`. */
  seriesValues?: string;
  reversePlotOrder?: boolean;
  /** `setPosition(start, end)`: the cells it covers ("K2:R30"). */
  position?: string;
}

/** A look attribute set on a rectangle, in the order set. */
interface LookRecord {
  readonly rect: CellRect;
  readonly prop: string;
  readonly value: unknown;
}

/** One sheet of the fake workbook. */
export class FakeSheet {
  visibility: "Visible" | "Hidden" | "VeryHidden" = "Visible";
  readonly cells = new Map<number, FakeValue>();
  readonly numberFormats = new Map<number, string>();
  readonly looks: LookRecord[] = [];
  readonly columnWidths = new Map<number, number>();
  readonly rowHeights = new Map<number, number>();
  readonly hiddenColumns = new Set<number>();
  readonly merges: string[] = [];
  frozen: { rows: number; cols: number } | null = null;
  readonly validations: { address: string; rule?: unknown; errorAlert?: unknown; prompt?: unknown }[] = [];
  readonly conditionalFormats: { address: string; type: string; formula?: string; fill?: string }[] = [];
  readonly pageLayout: {
    orientation?: string;
    paperSize?: string;
    zoom?: unknown;
    printTitleRows?: string;
    printTitleColumns?: string;
    printArea?: string;
    centerHeader?: string;
    centerFooter?: string;
  } = {};
  readonly pageBreaks: string[] = [];
  readonly charts: FakeChart[] = [];
  /**
   * Shapes on the sheet (pictures, text boxes) by name: a test draws one by pushing it; the add-in
   * only counts them (`shapes.getCount()`).
   */
  readonly shapes: string[] = [];
  /** Operations that changed this sheet (loads do not count). */
  mutations = 0;
  active = false;

  constructor(
    public name: string,
    /** The sheet was there before the test's run (made with the fake). */
    readonly preexisting: boolean,
  ) {}

  /** The content at an address ("B7"). */
  value(address: string): FakeValue | undefined {
    const r = parseAddress(address);
    return this.cells.get(key(r.row, r.col));
  }

  /** What the cell shows as plain data: text, a number, "=formula", or undefined when empty. */
  data(address: string): string | number | boolean | undefined {
    const v = this.value(address);
    if (v === undefined) return undefined;
    switch (v.kind) {
      case "text":
        return v.text;
      case "formula":
        return v.formula;
      default:
        return v.value;
    }
  }

  /** A row of `data` from column A to the last filled cell of that row. */
  row(row: number): (string | number | boolean | undefined)[] {
    let last = 0;
    for (const k of this.cells.keys())
      if (Math.floor(k / MAX_COLS) + 1 === row) last = Math.max(last, (k % MAX_COLS) + 1);
    return Array.from({ length: last }, (_, i) => this.data(`${columnName(i + 1)}${row}`));
  }

  numberFormat(address: string): string {
    const r = parseAddress(address);
    return this.numberFormats.get(key(r.row, r.col)) ?? "General";
  }

  /** The look properties set on a cell (`fill.color`, `font.bold`, `borders.EdgeTop.style` …). */
  look(address: string): Record<string, unknown> {
    const { row, col } = parseAddress(address);
    const out: Record<string, unknown> = {};
    for (const l of this.looks)
      if (row >= l.rect.row && row <= l.rect.row2 && col >= l.rect.col && col <= l.rect.col2)
        out[l.prop] = l.value;
    return out;
  }

  /** The used range's address (values only: cells with a value or formula), or null. */
  usedAddress(): string | null {
    if (this.cells.size === 0) return null;
    let r0 = MAX_ROWS;
    let r1 = 0;
    let c0 = MAX_COLS;
    let c1 = 0;
    for (const k of this.cells.keys()) {
      const row = Math.floor(k / MAX_COLS) + 1;
      const col = (k % MAX_COLS) + 1;
      r0 = Math.min(r0, row);
      r1 = Math.max(r1, row);
      c0 = Math.min(c0, col);
      c1 = Math.max(c1, col);
    }
    return addressOf({ row: r0, col: c0, row2: r1, col2: c1 });
  }
}

/** A queued operation. */
interface Pending {
  readonly target: string;
  readonly op: string;
  readonly args: readonly unknown[];
  readonly run: () => void;
}

/** Options of the fake. */
export interface FakeExcelOptions {
  /** Sheets there before the run: name and cells by address (a string starting with "=" is a formula). */
  readonly sheets?: readonly {
    readonly name: string;
    readonly cells?: Readonly<Record<string, string | number>>;
  }[];
  /** Defined names there before the run. */
  readonly names?: readonly string[];
  /** Keep every operation's arguments in `ops` (memory grows with the workbook). */
  readonly recordArgs?: boolean;
  /**
   * A method called on a null object (`getItemOrNullObject(x).getUsedRangeOrNullObject()` when
   * there is no sheet x): "propagate" (default) gives a null object, "refuse" fails the request
   * with InvalidObjectPath — Office.js documents neither, so writers must cope with both.
   */
  readonly nullObjectCalls?: "propagate" | "refuse";
  /**
   * Requests over this many bytes are refused whole with RequestPayloadSizeLimitExceeded (default
   * WEB_REQUEST_LIMIT): by office.js's own bytes when measured (office-wire.ts), else by the
   * fake's estimate.
   */
  readonly maxRequestBytes?: number;
  /**
   * For tests of what the add-in does when Excel refuses something the fake cannot know about
   * (a printer driver, a protected sheet …): an operation for which this returns an error code is
   * refused with that code (e.g. `(target, op) => op === "set zoom" ? "GeneralException" : null`).
   */
  readonly refuse?: (target: string, op: string) => string | null;
}

/** The in-memory workbook and its recorder; `run` is `Excel.run` for it. */
export class FakeExcel {
  readonly sheets: FakeSheet[] = [];
  readonly names = new Map<string, string>();
  readonly ops: RecordedOp[] = [];
  readonly syncs: SyncRecord[] = [];
  /** Every `Excel.run` call. */
  runs = 0;
  /** What `range.select()` selected last: the sheet's name and the range's address ("E7"). */
  selection: { readonly sheet: string; readonly address: string } | null = null;
  private readonly recordArgs: boolean;
  readonly nullObjectCalls: "propagate" | "refuse";
  readonly maxRequestBytes: number;
  /** The office.js size of the request about to be committed (set by office-wire.ts). */
  nextWireBytes: number | null = null;
  private readonly refuse: ((target: string, op: string) => string | null) | null;

  constructor(options: FakeExcelOptions = {}) {
    this.recordArgs = options.recordArgs === true;
    this.maxRequestBytes = options.maxRequestBytes ?? WEB_REQUEST_LIMIT;
    this.refuse = options.refuse ?? null;
    this.nullObjectCalls = options.nullObjectCalls ?? "propagate";
    for (const s of options.sheets ?? []) {
      const sheet = new FakeSheet(s.name, true);
      for (const [address, v] of Object.entries(s.cells ?? {})) {
        const r = parseAddress(address);
        sheet.cells.set(
          key(r.row, r.col),
          typeof v === "number"
            ? { kind: "number", value: v }
            : v.startsWith("=")
              ? { kind: "formula", formula: v }
              : { kind: "text", text: v, quotePrefix: false },
        );
      }
      this.sheets.push(sheet);
    }
    for (const n of options.names ?? []) this.names.set(n, "=#REF!");
  }

  /** The sheet of that name (any case), or undefined. */
  sheet(name: string): FakeSheet | undefined {
    const k = name.toLocaleUpperCase();
    return this.sheets.find((s) => s.name.toLocaleUpperCase() === k);
  }

  sheetNames(): string[] {
    return this.sheets.map((s) => s.name);
  }

  /** `Excel.run` for this workbook. */
  run<T>(batch: (context: Excel.RequestContext) => Promise<T>): Promise<T> {
    this.runs++;
    const context = new FakeContext(this);
    return batch(context as unknown as Excel.RequestContext).then(async (result) => {
      if (context.pendingCount() > 0) await context.sync();
      return result;
    });
  }

  /** Records and applies one request. */
  commit(queue: readonly Pending[], suspended: boolean): void {
    const index = this.syncs.length + 1;
    const wireBytes = this.nextWireBytes ?? undefined;
    this.nextWireBytes = null;
    let failure: unknown = null;
    // Each operation's size once: large writes carry megabytes of arguments.
    const sizes = queue.map((p) => 100 + utf8Length(p.target) + utf8Length(JSON.stringify(p.args)));
    const bytes = sizes.reduce((a, b) => a + b, 0);
    const largest = sizes.reduce((a, b) => Math.max(a, b), 0);
    const size = wireBytes ?? bytes;
    if (size > this.maxRequestBytes) {
      // Refused before anything runs: the host rejects the message itself.
      this.syncs.push({
        index,
        ops: queue.length,
        bytes,
        largestOpBytes: largest,
        calculationSuspended: suspended,
        wireBytes,
        refused: true,
      });
      throw new FakeExcelError(
        "RequestPayloadSizeLimitExceeded",
        `the request is ${size} bytes; the limit is ${this.maxRequestBytes}`,
      );
    }
    queue.forEach((p, i) =>
      this.ops.push({
        sync: index,
        target: p.target,
        op: p.op,
        args: this.recordArgs ? p.args : undefined,
        bytes: sizes[i],
      }),
    );
    this.syncs.push({
      index,
      ops: queue.length,
      bytes,
      largestOpBytes: largest,
      calculationSuspended: suspended,
      wireBytes,
    });
    for (const p of queue) {
      try {
        const refused = this.refuse?.(p.target, p.op) ?? null;
        if (refused !== null) throw new FakeExcelError(refused, `Excel refused ${p.op} on ${p.target}`);
        p.run();
      } catch (e) {
        failure = e;
        break;
      }
    }
    if (failure !== null) throw failure;
  }

  /** Adds a sheet (as `worksheets.add` does, with Excel's checks). */
  addSheet(name: string): FakeSheet {
    if (name.length === 0 || name.length > 31 || /[[\]:*?/\\]/.test(name) || /^'|'$/.test(name))
      throw new FakeExcelError("InvalidArgument", `invalid sheet name "${name}"`);
    if (this.sheet(name) !== undefined)
      throw new FakeExcelError("ItemAlreadyExists", `a sheet named "${name}" exists`);
    const sheet = new FakeSheet(name, false);
    this.sheets.push(sheet);
    return sheet;
  }

  /** Writes one input as Excel would read it into a cell. */
  writeCell(sheet: FakeSheet, row: number, col: number, input: unknown): void {
    const k = key(row, col);
    if (input === "" || input === null || input === undefined) {
      sheet.cells.delete(k);
      return;
    }
    if (typeof input === "number") {
      sheet.cells.set(k, { kind: "number", value: input });
      return;
    }
    if (typeof input === "boolean") {
      sheet.cells.set(k, { kind: "bool", value: input });
      return;
    }
    if (typeof input !== "string")
      throw new FakeExcelError("InvalidArgument", `unsupported value ${String(input)}`);
    if (input.startsWith("'")) {
      sheet.cells.set(k, { kind: "text", text: input.slice(1), quotePrefix: true });
      return;
    }
    if (sheet.numberFormats.get(k) === "@") {
      sheet.cells.set(k, { kind: "text", text: input, quotePrefix: false });
      return;
    }
    const number = /^\s*[+-]?(\d+([.,]\d*)?|[.,]\d+)([eE][+-]?\d+)?%?\s*$/.test(input);
    if (number) {
      const v = Number(input.trim().replace(",", ".").replace("%", ""));
      sheet.cells.set(k, { kind: "number", value: input.includes("%") ? v / 100 : v, from: "number-text" });
      // "50%" typed into a General cell: Excel keeps 0.5 and gives the cell a percentage format.
      if (input.includes("%") && !sheet.numberFormats.has(k)) sheet.numberFormats.set(k, "0%");
      return;
    }
    if (/^[=+\-@]/.test(input)) {
      const formula = `=${input.replace(/^[=@+]/, "")}`;
      for (const ref of sheetsReferred(formula)) {
        if (this.sheet(ref) === undefined)
          throw new FakeExcelError(
            "InvalidArgument",
            `the formula ${formula} refers to a missing sheet "${ref}"`,
          );
      }
      sheet.cells.set(k, { kind: "formula", formula: input.startsWith("-") ? `=${input}` : formula });
      return;
    }
    if (
      /^\s*\d{1,4}\s*[-/.]\s*\d{1,2}(\s*[-/.]\s*\d{1,4})?\s*$/.test(input) ||
      /^\s*\d{1,2}:\d{2}(:\d{2})?\s*$/.test(input)
    ) {
      sheet.cells.set(k, { kind: "number", value: 45000, from: "date" });
      return;
    }
    sheet.cells.set(k, { kind: "text", text: input, quotePrefix: false });
  }
}

/** A Range, worksheet … proxy: its path and how to find its object when a request runs. */
abstract class FakeProxy {
  constructor(
    protected readonly context: FakeContext,
    readonly path: string,
  ) {}

  protected queue(op: string, args: readonly unknown[], run: () => void): void {
    this.context.enqueue({ target: this.path, op, args, run });
  }

  protected notLoaded(property: string): never {
    throw new FakeExcelError(
      "PropertyNotLoaded",
      `${this.path}.${property} is not loaded: call load and sync first`,
    );
  }
}

class FakeContext {
  private pending: Pending[] = [];
  private suspended = false;
  readonly workbook: WorkbookProxy;
  readonly application: { suspendApiCalculationUntilNextSync(): void };

  constructor(readonly excel: FakeExcel) {
    this.workbook = new WorkbookProxy(this, "workbook");
    this.application = {
      suspendApiCalculationUntilNextSync: () => {
        this.suspended = true;
        this.enqueue({
          target: "application",
          op: "suspendApiCalculationUntilNextSync",
          args: [],
          run: () => undefined,
        });
      },
    };
  }

  enqueue(p: Pending): void {
    this.pending.push(p);
  }

  pendingCount(): number {
    return this.pending.length;
  }

  sync(): Promise<void> {
    const queue = this.pending;
    const suspended = this.suspended;
    this.pending = [];
    this.suspended = false;
    try {
      this.excel.commit(queue, suspended);
      return Promise.resolve();
    } catch (e) {
      return Promise.reject(e);
    }
  }
}

class WorkbookProxy extends FakeProxy {
  readonly worksheets: WorksheetsProxy;
  readonly names: NamesProxy;
  constructor(context: FakeContext, path: string) {
    super(context, path);
    this.worksheets = new WorksheetsProxy(context, "worksheets");
    this.names = new NamesProxy(context, "names");
  }
}

class WorksheetsProxy extends FakeProxy {
  private loaded: WorksheetProxy[] | null = null;

  load(_props?: unknown): this {
    this.queue("load", [_props ?? null], () => {
      this.loaded = this.context.excel.sheets.map((s) => {
        const p = new WorksheetProxy(this.context, `sheet(${JSON.stringify(s.name)})`, () => s);
        p.snapshot(s);
        return p;
      });
    });
    return this;
  }

  get items(): WorksheetProxy[] {
    return this.loaded ?? this.notLoaded("items");
  }

  add(name: string): WorksheetProxy {
    let created: FakeSheet | null = null;
    const proxy = new WorksheetProxy(this.context, `worksheets.add(${JSON.stringify(name)})`, () => created);
    this.queue("add", [name], () => {
      created = this.context.excel.addSheet(name);
    });
    return proxy;
  }

  getItem(name: string): WorksheetProxy {
    return new WorksheetProxy(this.context, `sheet(${JSON.stringify(name)})`, () => {
      const s = this.context.excel.sheet(name);
      if (s === undefined) throw new FakeExcelError("ItemNotFound", `no sheet named "${name}"`);
      return s;
    });
  }

  getItemOrNullObject(name: string): WorksheetProxy {
    return new WorksheetProxy(
      this.context,
      `sheet(${JSON.stringify(name)})?`,
      () => this.context.excel.sheet(name) ?? null,
    );
  }
}

class WorksheetProxy extends FakeProxy {
  private loadedName: string | undefined;
  private loadedNull: boolean | undefined;
  readonly freezePanes: {
    freezeRows(rows: number): void;
    freezeColumns(cols: number): void;
    freezeAt(range: string | RangeProxy): void;
    unfreeze(): void;
  };
  readonly pageLayout: PageLayoutProxy;
  readonly horizontalPageBreaks: { add(range: string | RangeProxy): void; removePageBreaks(): void };
  readonly charts: {
    add(type: string, sourceData: RangeProxy, seriesBy?: string): ChartProxy;
    getCount(): { readonly value: number };
    getItemAt(index: number): { delete(): void };
  };
  readonly shapes: { getCount(): { readonly value: number } };

  constructor(
    context: FakeContext,
    path: string,
    readonly resolve: () => FakeSheet | null,
  ) {
    super(context, path);
    const change = (op: string, args: unknown[], f: (s: FakeSheet) => void): void =>
      this.queue(op, args, () => f(this.sheet()));
    this.freezePanes = {
      freezeRows: (rows) =>
        change("freezePanes.freezeRows", [rows], (s) => void (s.frozen = { rows, cols: 0 })),
      freezeColumns: (cols) =>
        change("freezePanes.freezeColumns", [cols], (s) => void (s.frozen = { rows: 0, cols })),
      unfreeze: () => change("freezePanes.unfreeze", [], (s) => void (s.frozen = null)),
      freezeAt: (range) => {
        const address = typeof range === "string" ? range : range.address;
        change("freezePanes.freezeAt", [address], (s) => {
          const r = parseAddress(address);
          s.frozen = { rows: r.row2, cols: r.col2 };
        });
      },
    };
    this.pageLayout = new PageLayoutProxy(context, `${path}.pageLayout`, () => this.sheet());
    this.horizontalPageBreaks = {
      add: (range) => {
        const address = typeof range === "string" ? range : range.address;
        change("horizontalPageBreaks.add", [address], (s) => {
          parseAddress(address);
          // A manual break is a property of its row (VBA's Range.PageBreak): adding it again
          // leaves one break.
          if (!s.pageBreaks.includes(address)) s.pageBreaks.push(address);
        });
      },
      removePageBreaks: () =>
        change("horizontalPageBreaks.removePageBreaks", [], (s) => void (s.pageBreaks.length = 0)),
    };
    this.charts = {
      add: (type, sourceData, seriesBy) => {
        let chart: FakeChart | null = null;
        const proxy = new ChartProxy(context, `${path}.charts.add(${JSON.stringify(type)})`, () => chart);
        change("charts.add", [type, sourceData.path, seriesBy ?? null], (s) => {
          if (sourceData.worksheet.resolve() !== s)
            throw new FakeExcelError("InvalidArgument", "the chart's source is on another sheet");
          chart = { type, source: addressOf(sourceData.area()), seriesBy };
          s.charts.push(chart);
        });
        return proxy;
      },
      getCount: () => this.countOf("charts", (s) => s.charts.length),
      getItemAt: (index) => ({
        delete: () =>
          change(`charts.getItemAt(${index}).delete`, [], (s) => {
            if (index >= s.charts.length)
              throw new FakeExcelError("ItemNotFound", `${path} has no chart ${index}`);
            s.charts.splice(index, 1);
          }),
      }),
    };
    this.shapes = { getCount: () => this.countOf("shapes", (s) => s.shapes.length) };
  }

  /** `charts.getCount()` or `shapes.getCount()`: a count given once the request is synced. */
  private countOf(collection: string, count: (s: FakeSheet) => number): { readonly value: number } {
    const path = this.path;
    let n: number | undefined;
    this.queue(`${collection}.getCount`, [], () => {
      const s = this.resolve();
      if (s === null) throw new FakeExcelError("InvalidObjectPath", `${path} is a null object`);
      n = count(s);
    });
    return {
      get value(): number {
        if (n === undefined)
          throw new FakeExcelError("PropertyNotLoaded", `${path}.${collection}.getCount() is not synced`);
        return n;
      },
    };
  }

  /** The sheet, counted as changed. */
  sheet(): FakeSheet {
    const s = this.resolve();
    if (s === null) throw new FakeExcelError("InvalidObjectPath", `${this.path} is a null object`);
    s.mutations++;
    return s;
  }

  snapshot(s: FakeSheet | null): void {
    this.loadedNull = s === null;
    this.loadedName = s?.name;
  }

  load(_props?: unknown): this {
    this.queue("load", [_props ?? null], () => this.snapshot(this.resolve()));
    return this;
  }

  get name(): string {
    if (this.loadedNull === undefined) this.notLoaded("name");
    if (this.loadedName === undefined)
      throw new FakeExcelError("InvalidObjectPath", `${this.path} is a null object`);
    return this.loadedName;
  }

  get isNullObject(): boolean {
    return this.loadedNull ?? this.notLoaded("isNullObject");
  }

  set visibility(v: string) {
    this.queue("set visibility", [v], () => {
      const s = this.sheet();
      if (v === "Hidden" || v === "VeryHidden") {
        const visible = this.context.excel.sheets.filter((x) => x.visibility === "Visible" && x !== s);
        if (visible.length === 0)
          throw new FakeExcelError("InvalidOperation", "a workbook needs a visible sheet");
      }
      s.visibility = v as FakeSheet["visibility"];
    });
  }

  /**
   * Deletes the sheet. Excel refuses to delete the last visible sheet; formulas elsewhere that
   * referred to it are left as they are here (Excel turns them into #REF!).
   */
  delete(): void {
    this.queue("delete", [], () => {
      const s = this.sheet();
      const sheets = this.context.excel.sheets;
      if (s.visibility === "Visible" && sheets.filter((x) => x.visibility === "Visible").length === 1)
        throw new FakeExcelError("InvalidOperation", "a workbook needs a visible sheet");
      sheets.splice(sheets.indexOf(s), 1);
    });
  }

  activate(): void {
    this.queue("activate", [], () => {
      const s = this.sheet();
      if (s.visibility !== "Visible")
        throw new FakeExcelError("InvalidOperation", "a hidden sheet cannot be active");
      for (const x of this.context.excel.sheets) x.active = x === s;
    });
  }

  /** A range; without an address, the whole sheet. */
  getRange(address?: string): RangeProxy {
    const whole = `A1:${columnName(MAX_COLS)}${MAX_ROWS}`;
    return new RangeProxy(
      this.context,
      `${this.path}.getRange(${address === undefined ? "" : JSON.stringify(address)})`,
      this,
      () => parseAddress(address ?? whole),
    );
  }

  getUsedRangeOrNullObject(valuesOnly?: boolean): RangeProxy {
    return new RangeProxy(
      this.context,
      `${this.path}.getUsedRangeOrNullObject(${String(valuesOnly ?? false)})`,
      this,
      () => {
        const s = this.resolve();
        if (s === null && this.context.excel.nullObjectCalls === "refuse")
          throw new FakeExcelError(
            "InvalidObjectPath",
            `${this.path} is a null object: it has no used range`,
          );
        const used = s === null ? null : s.usedAddress();
        return used === null ? null : parseAddress(used);
      },
    );
  }
}

/** The RangeAreas of `Range.getSpecialCellsOrNullObject`: its address, or a null object. */
class SpecialCellsProxy extends FakeProxy {
  find: () => string | null = () => null;
  private loaded: string | null | undefined;

  load(_props?: unknown): this {
    this.queue("load", [_props ?? null], () => {
      this.loaded = this.find();
    });
    return this;
  }

  get isNullObject(): boolean {
    if (this.loaded === undefined) this.notLoaded("isNullObject");
    return this.loaded === null;
  }

  get address(): string {
    if (this.loaded === undefined) this.notLoaded("address");
    if (this.loaded === null) throw new FakeExcelError("InvalidObjectPath", `${this.path} is a null object`);
    return this.loaded;
  }
}

/** A chart added by `charts.add`: title, legend, the first series' categories, the category axis and position. */
class ChartProxy extends FakeProxy {
  readonly title: { text: string };
  readonly legend: { visible: boolean };
  readonly series: {
    getItemAt(index: number): { setXAxisValues(range: RangeProxy): void; setValues(range: RangeProxy): void };
  };
  readonly axes: { categoryAxis: { reversePlotOrder: boolean } };

  constructor(
    context: FakeContext,
    path: string,
    private readonly chart: () => FakeChart | null,
  ) {
    super(context, path);
    const change = (op: string, args: unknown[], f: (c: FakeChart) => void): void =>
      this.queue(op, args, () => {
        const c = this.chart();
        if (c === null) throw new FakeExcelError("InvalidObjectPath", `${this.path} was not added`);
        f(c);
      });
    this.title = setters(
      ["text"],
      () => (v) => change("set title.text", [v], (c) => void (c.title = String(v))),
    ) as {
      text: string;
    };
    this.legend = setters(
      ["visible"],
      () => (v) => change("set legend.visible", [v], (c) => void (c.legendVisible = v === true)),
    ) as { visible: boolean };
    this.series = {
      getItemAt: (index) => ({
        setXAxisValues: (range) =>
          change(`series.getItemAt(${index}).setXAxisValues`, [range.path], (c) => {
            if (index !== 0) throw new FakeExcelError("ItemNotFound", `the chart has no series ${index}`);
            c.xAxisValues = addressOf(range.area());
          }),
        setValues: (range) =>
          change(`series.getItemAt(${index}).setValues`, [range.path], (c) => {
            if (index !== 0) throw new FakeExcelError("ItemNotFound", `the chart has no series ${index}`);
            c.seriesValues = addressOf(range.area());
          }),
      }),
    };
    this.axes = {
      categoryAxis: setters(
        ["reversePlotOrder"],
        () => (v) =>
          change(
            "set axes.categoryAxis.reversePlotOrder",
            [v],
            (c) => void (c.reversePlotOrder = v === true),
          ),
      ) as { reversePlotOrder: boolean },
    };
  }

  setPosition(startCell: string, endCell?: string): void {
    this.queue("setPosition", [startCell, endCell ?? null], () => {
      const c = this.chart();
      if (c === null) throw new FakeExcelError("InvalidObjectPath", `${this.path} was not added`);
      const start = parseAddress(startCell);
      const end = endCell === undefined ? start : parseAddress(endCell);
      c.position = addressOf({ row: start.row, col: start.col, row2: end.row2, col2: end.col2 });
    });
  }
}

class PageLayoutProxy extends FakeProxy {
  /** Excel.HeaderFooterGroup: the fake keeps the header and footer every page prints. */
  readonly headersFooters: { readonly defaultForAllPages: HeaderFooterProxy };
  constructor(
    context: FakeContext,
    path: string,
    private readonly sheet: () => FakeSheet,
  ) {
    super(context, path);
    this.headersFooters = {
      defaultForAllPages: new HeaderFooterProxy(context, `${path}.headersFooters.defaultForAllPages`, sheet),
    };
  }
  set orientation(v: string) {
    this.queue("set orientation", [v], () => void (this.sheet().pageLayout.orientation = v));
  }
  set paperSize(v: string) {
    this.queue("set paperSize", [v], () => void (this.sheet().pageLayout.paperSize = v));
  }
  /**
   * Excel.PageLayoutZoomOptions (learn.microsoft.com/javascript/api/excel/excel.pagelayoutzoomoptions):
   * a scale of 10–400, or pages to fit wide/tall — "scale … can be null if fit to page tall or wide
   * is specified"; the fake refuses both at once, a scale out of range and pages that are not
   * whole numbers ≥ 0 (0 = as many as needed, Excel's "automatic").
   */
  set zoom(v: unknown) {
    this.queue("set zoom", [v], () => {
      const z = (v ?? {}) as {
        scale?: unknown;
        horizontalFitToPages?: unknown;
        verticalFitToPages?: unknown;
      };
      const given = (x: unknown): boolean => x !== undefined && x !== null;
      const fit = given(z.horizontalFitToPages) || given(z.verticalFitToPages);
      if (given(z.scale) && fit)
        throw new FakeExcelError("InvalidArgument", "zoom: a scale and pages to fit at once");
      if (given(z.scale) && !(typeof z.scale === "number" && z.scale >= 10 && z.scale <= 400))
        throw new FakeExcelError("InvalidArgument", `zoom: scale ${String(z.scale)} is not 10–400`);
      for (const pages of [z.horizontalFitToPages, z.verticalFitToPages])
        if (given(pages) && !(Number.isInteger(pages) && (pages as number) >= 0))
          throw new FakeExcelError("InvalidArgument", `zoom: ${String(pages)} pages`);
      this.sheet().pageLayout.zoom = v;
    });
  }
  setPrintArea(area: string): void {
    this.queue("setPrintArea", [area], () => {
      parseAddress(area);
      this.sheet().pageLayout.printArea = area;
    });
  }
  setPrintTitleColumns(columns: string): void {
    this.queue("setPrintTitleColumns", [columns], () => {
      parseAddress(columns);
      this.sheet().pageLayout.printTitleColumns = columns;
    });
  }
  setPrintTitleRows(rows: string): void {
    this.queue("setPrintTitleRows", [rows], () => {
      parseAddress(rows);
      this.sheet().pageLayout.printTitleRows = rows;
    });
  }
}

/** Excel.HeaderFooter: the centre of the header and of the footer, in Excel's header codes. */
class HeaderFooterProxy extends FakeProxy {
  constructor(
    context: FakeContext,
    path: string,
    private readonly sheet: () => FakeSheet,
  ) {
    super(context, path);
  }
  set centerHeader(v: string) {
    this.queue("set centerHeader", [v], () => void (this.sheet().pageLayout.centerHeader = v));
  }
  set centerFooter(v: string) {
    this.queue("set centerFooter", [v], () => void (this.sheet().pageLayout.centerFooter = v));
  }
}

/** A cell as a range's load returns it. */
/** Whether two rectangles share a cell. */
function overlaps(a: CellRect, b: CellRect): boolean {
  return a.row <= b.row2 && b.row <= a.row2 && a.col <= b.col2 && b.col <= a.col2;
}

/** Unmerges every merged area that overlaps `r`. */
function unmergeIn(s: FakeSheet, r: CellRect): void {
  const kept = s.merges.filter((m) => !overlaps(parseAddress(m), r));
  s.merges.splice(0, s.merges.length, ...kept);
}

interface LoadedCell {
  readonly value: string | number | boolean;
  readonly text: string;
  readonly format: string;
  /** `formulas`: the formula of a formula cell, else the value. */
  readonly formula: string | number | boolean;
}

/** The cells of a rectangle as `values`, `text` and `numberFormat` give them. */
function readCells(s: FakeSheet, r: CellRect): LoadedCell[][] {
  const out: LoadedCell[][] = [];
  for (let row = r.row; row <= r.row2; row++) {
    const line: LoadedCell[] = [];
    for (let col = r.col; col <= r.col2; col++) {
      const v = s.cells.get(key(row, col));
      const format = s.numberFormats.get(key(row, col)) ?? "General";
      let value: string | number | boolean = "";
      let text = "";
      if (v?.kind === "text") value = text = v.text;
      else if (v?.kind === "bool") {
        value = v.value;
        text = v.value ? "TRUE" : "FALSE";
      } else if (v?.kind === "number") {
        value = v.value;
        text = format.includes("%") ? `${Math.round(v.value * 100)}%` : String(v.value);
      }
      line.push({ value, text, format, formula: v?.kind === "formula" ? v.formula : value });
    }
    out.push(line);
  }
  return out;
}

class RangeProxy extends FakeProxy {
  private loadedAddress: string | null | undefined;
  private loadedCells: LoadedCell[][] | null | undefined;
  readonly format: FormatProxy;
  readonly dataValidation: ValidationProxy;
  readonly conditionalFormats: { add(type: string): ConditionalFormatProxy; clearAll(): void };

  constructor(
    context: FakeContext,
    path: string,
    readonly worksheet: WorksheetProxy,
    readonly rect: () => CellRect | null,
  ) {
    super(context, path);
    this.format = new FormatProxy(context, `${path}.format`, this);
    this.dataValidation = new ValidationProxy(context, `${path}.dataValidation`, this);
    this.conditionalFormats = {
      clearAll: () =>
        this.change("conditionalFormats.clearAll", [], (s, r) => {
          const kept = s.conditionalFormats.filter((c) => !overlaps(parseAddress(c.address), r));
          s.conditionalFormats.splice(0, s.conditionalFormats.length, ...kept);
        }),
      add: (type) => {
        const record: FakeSheet["conditionalFormats"][number] = { address: "", type };
        this.queue("conditionalFormats.add", [type], () => {
          record.address = addressOf(this.area());
          this.worksheet.sheet().conditionalFormats.push(record);
        });
        return new ConditionalFormatProxy(context, `${path}.conditionalFormats`, this, record);
      },
    };
  }

  /** The rectangle; a null range refuses any change. */
  area(): CellRect {
    const r = this.rect();
    if (r === null) throw new FakeExcelError("InvalidObjectPath", `${this.path} is a null object`);
    return r;
  }

  /** Queues a change of this range's sheet. */
  change(op: string, args: readonly unknown[], f: (s: FakeSheet, r: CellRect) => void): void {
    this.queue(op, args, () => f(this.worksheet.sheet(), this.area()));
  }

  load(_props?: unknown): this {
    this.queue("load", [_props ?? null], () => {
      const r = this.rect();
      const ws = this.worksheet.resolve();
      this.loadedAddress = r === null || ws === null ? null : `${quoteName(ws.name)}!${addressOf(r)}`;
      this.loadedCells = r === null || ws === null ? null : readCells(ws, r);
    });
    return this;
  }

  /** `values`: numbers, strings ("" when empty), booleans; a formula gives "" (the fake does not calculate). */
  get values(): (string | number | boolean)[][] {
    return this.cellsLoaded("values").map((row) => row.map((c) => c.value));
  }

  /** `text`: what the cell shows (numbers with a "%" format as percentages). */
  get text(): string[][] {
    return this.cellsLoaded("text").map((row) => row.map((c) => c.text));
  }

  get numberFormat(): string[][] {
    return this.cellsLoaded("numberFormat").map((row) => row.map((c) => c.format));
  }

  get formulas(): (string | number | boolean)[][] {
    return this.cellsLoaded("formulas").map((row) => row.map((c) => c.formula));
  }

  /** `clear("All")`: values, number formats and looks go, merged cells are unmerged (as in Excel, validation stays). */
  clear(applyTo?: string): void {
    this.change("clear", [applyTo ?? "All"], (s, r) => {
      const inside = (k: number): boolean => {
        const row = Math.floor(k / MAX_COLS) + 1;
        const col = (k % MAX_COLS) + 1;
        return row >= r.row && row <= r.row2 && col >= r.col && col <= r.col2;
      };
      for (const k of [...s.cells.keys()]) if (inside(k)) s.cells.delete(k);
      for (const k of [...s.numberFormats.keys()]) if (inside(k)) s.numberFormats.delete(k);
      const kept = s.looks.filter((l) => !overlaps(l.rect, r));
      s.looks.splice(0, s.looks.length, ...kept);
      unmergeIn(s, r);
    });
  }

  unmerge(): void {
    this.change("unmerge", [], (s, r) => unmergeIn(s, r));
  }

  private cellsLoaded(property: string): LoadedCell[][] {
    if (this.loadedCells === undefined) this.notLoaded(property);
    if (this.loadedCells === null)
      throw new FakeExcelError("InvalidObjectPath", `${this.path} is a null object`);
    return this.loadedCells;
  }

  /**
   * `getSpecialCellsOrNullObject("Formulas")`: the formula cells of the range as Excel's RangeAreas
   * gives them — an address of areas, each with its sheet ("'Протокол 1'!E5:E9,'Протокол 1'!G5"),
   * here one area per run of formula cells down a column; a null object when there are none.
   */
  getSpecialCellsOrNullObject(type: string): SpecialCellsProxy {
    if (type !== "Formulas")
      throw new FakeExcelError("InvalidArgument", `the fake knows only "Formulas", not ${type}`);
    const proxy = new SpecialCellsProxy(this.context, `${this.path}.getSpecialCellsOrNullObject("Formulas")`);
    proxy.find = () => {
      const r = this.rect();
      const ws = this.worksheet.resolve();
      if (r === null || ws === null) return null;
      // The sheet's formula cells inside the range, by column then row (a whole sheet is a million rows).
      const cells = [...ws.cells.entries()]
        .filter(([, v]) => v.kind === "formula")
        .map(([k]) => ({ row: Math.floor(k / MAX_COLS) + 1, col: (k % MAX_COLS) + 1 }))
        .filter((c) => c.row >= r.row && c.row <= r.row2 && c.col >= r.col && c.col <= r.col2)
        .sort((a, b) => a.col - b.col || a.row - b.row);
      const areas: string[] = [];
      for (let i = 0; i < cells.length;) {
        let j = i;
        while (
          j + 1 < cells.length &&
          cells[j + 1].col === cells[i].col &&
          cells[j + 1].row === cells[j].row + 1
        )
          j++;
        const rect = { row: cells[i].row, col: cells[i].col, row2: cells[j].row, col2: cells[i].col };
        areas.push(`${quoteName(ws.name)}!${addressOf(rect)}`);
        i = j + 1;
      }
      return areas.length === 0 ? null : areas.join(",");
    };
    return proxy;
  }

  /** Selects the range (its sheet becomes the active one), as `Range.select` does. */
  select(): void {
    this.queue("select", [], () => {
      const r = this.area();
      const s = this.worksheet.resolve();
      if (s === null) throw new FakeExcelError("InvalidObjectPath", `${this.path} is a null object`);
      if (s.visibility !== "Visible")
        throw new FakeExcelError("InvalidOperation", "a range of a hidden sheet cannot be selected");
      for (const x of this.context.excel.sheets) x.active = x === s;
      this.context.excel.selection = { sheet: s.name, address: addressOf(r) };
    });
  }

  get isNullObject(): boolean {
    if (this.loadedAddress === undefined) this.notLoaded("isNullObject");
    return this.loadedAddress === null;
  }

  get address(): string {
    if (this.loadedAddress === undefined) {
      // A range made from an address knows it without a load (freezeAt, page breaks take it).
      const m = /getRange\("(.*)"\)$/.exec(this.path);
      if (m !== null) return m[1];
      this.notLoaded("address");
    }
    if (this.loadedAddress === null)
      throw new FakeExcelError("InvalidObjectPath", `${this.path} is a null object`);
    return this.loadedAddress;
  }

  private grid(
    op: string,
    v: unknown,
    each: (s: FakeSheet, row: number, col: number, x: unknown) => void,
  ): void {
    this.change(op, [v], (s, r) => {
      const rows = r.row2 - r.row + 1;
      const cols = r.col2 - r.col + 1;
      if (
        !Array.isArray(v) ||
        v.length !== rows ||
        v.some((line) => !Array.isArray(line) || line.length !== cols)
      )
        throw new FakeExcelError(
          "InvalidArgument",
          `${op}: the array does not match the size of ${addressOf(r)} (${rows} × ${cols})`,
        );
      (v as unknown[][]).forEach((line, i) => line.forEach((x, j) => each(s, r.row + i, r.col + j, x)));
    });
  }

  set formulas(v: unknown) {
    this.grid("set formulas", v, (s, row, col, x) => this.context.excel.writeCell(s, row, col, x));
  }

  set values(v: unknown) {
    this.grid("set values", v, (s, row, col, x) => this.context.excel.writeCell(s, row, col, x));
  }

  set numberFormat(v: unknown) {
    this.grid("set numberFormat", v, (s, row, col, x) => {
      if (typeof x !== "string") throw new FakeExcelError("InvalidArgument", "a number format is a string");
      if (x === "General") s.numberFormats.delete(key(row, col));
      else s.numberFormats.set(key(row, col), x);
    });
  }

  set columnHidden(v: boolean) {
    this.change("set columnHidden", [v], (s, r) => {
      for (let c = r.col; c <= r.col2; c++) {
        if (v) s.hiddenColumns.add(c);
        else s.hiddenColumns.delete(c);
      }
    });
  }

  merge(across?: boolean): void {
    this.change("merge", [across ?? false], (s, r) => {
      for (const m of s.merges) {
        const o = parseAddress(m);
        if (o.row <= r.row2 && r.row <= o.row2 && o.col <= r.col2 && r.col <= o.col2)
          throw new FakeExcelError("InvalidOperation", `${addressOf(r)} overlaps the merged ${m}`);
      }
      s.merges.push(addressOf(r));
    });
  }
}

class FormatProxy extends FakeProxy {
  readonly fill: { color: string };
  readonly font: { bold: boolean; italic: boolean; size: number; color: string };
  readonly borders: { getItem(index: string): { style: string; color: string } };

  constructor(
    context: FakeContext,
    path: string,
    private readonly range: RangeProxy,
  ) {
    super(context, path);
    const look =
      (prop: string) =>
      (value: unknown): void =>
        range.change(`set ${prop}`, [value], (s, r) => void s.looks.push({ rect: r, prop, value }));
    this.fill = setters(["color"], (p) => look(`fill.${p}`)) as { color: string };
    this.font = setters(["bold", "italic", "size", "color"], (p) => look(`font.${p}`)) as FormatProxy["font"];
    this.borders = {
      getItem: (index) =>
        setters(["style", "color"], (p) => look(`borders.${index}.${p}`)) as { style: string; color: string },
    };
  }

  set horizontalAlignment(v: string) {
    this.range.change(
      "set horizontalAlignment",
      [v],
      (s, r) => void s.looks.push({ rect: r, prop: "horizontalAlignment", value: v }),
    );
  }
  set verticalAlignment(v: string) {
    this.range.change(
      "set verticalAlignment",
      [v],
      (s, r) => void s.looks.push({ rect: r, prop: "verticalAlignment", value: v }),
    );
  }
  set wrapText(v: boolean) {
    this.range.change(
      "set wrapText",
      [v],
      (s, r) => void s.looks.push({ rect: r, prop: "wrapText", value: v }),
    );
  }
  set columnWidth(v: number) {
    this.range.change("set columnWidth", [v], (s, r) => {
      if (!(v >= 0)) throw new FakeExcelError("InvalidArgument", `bad column width ${v}`);
      for (let c = r.col; c <= r.col2; c++) s.columnWidths.set(c, v);
    });
  }
  set rowHeight(v: number) {
    this.range.change("set rowHeight", [v], (s, r) => {
      // Excel's limit: 0 to 409 points.
      if (!(v >= 0 && v <= 409)) throw new FakeExcelError("InvalidArgument", `bad row height ${v}`);
      for (let row = r.row; row <= r.row2; row++) s.rowHeights.set(row, v);
    });
  }
}

/** An object whose listed properties can only be set, each setting calling `set(prop)(value)`. */
function setters(props: readonly string[], set: (prop: string) => (value: unknown) => void): object {
  const o = {};
  for (const p of props) Object.defineProperty(o, p, { set: set(p), enumerable: true });
  return o;
}

/**
 * Excel's limits on a validation's texts (its Data Validation dialog, the same fields as
 * DataValidationPrompt / DataValidationErrorAlert): a title of at most 32 characters and a message
 * of at most 255 ("Apply data validation to cells", support.microsoft.com).
 */
function checkValidationTexts(v: unknown): void {
  const t = (v ?? {}) as { title?: unknown; message?: unknown };
  if (typeof t.title === "string" && t.title.length > 32)
    throw new FakeExcelError("InvalidArgument", `a validation title is at most 32 characters: ${t.title}`);
  if (typeof t.message === "string" && t.message.length > 255)
    throw new FakeExcelError(
      "InvalidArgument",
      `a validation message is at most 255 characters: ${t.message}`,
    );
}

class ValidationProxy extends FakeProxy {
  constructor(
    context: FakeContext,
    path: string,
    private readonly range: RangeProxy,
  ) {
    super(context, path);
  }

  /** Removes the validation of every range that overlaps this one. */
  clear(): void {
    this.range.change("dataValidation.clear", [], (s, r) => {
      const kept = s.validations.filter((v) => !overlaps(parseAddress(v.address), r));
      s.validations.splice(0, s.validations.length, ...kept);
    });
  }

  private record(s: FakeSheet, r: CellRect): FakeSheet["validations"][number] {
    const address = addressOf(r);
    let v = s.validations.find((x) => x.address === address);
    if (v === undefined) {
      for (const x of s.validations) {
        const o = parseAddress(x.address);
        if (o.row <= r.row2 && r.row <= o.row2 && o.col <= r.col2 && r.col <= o.col2)
          throw new FakeExcelError("InvalidOperation", `${address} overlaps the validation of ${x.address}`);
      }
      v = { address };
      s.validations.push(v);
    }
    return v;
  }

  /**
   * "Only one of these properties can be set in a DataValidationRule object" ("Add data validation
   * to Excel ranges", learn.microsoft.com/office/dev/add-ins/excel/excel-add-ins-data-validation).
   */
  set rule(v: unknown) {
    this.range.change("set dataValidation.rule", [v], (s, r) => {
      const kinds = Object.keys((v ?? {}) as object);
      if (kinds.length !== 1)
        throw new FakeExcelError(
          "InvalidArgument",
          `a validation rule has one criterion, not ${kinds.join(", ")}`,
        );
      this.record(s, r).rule = v;
    });
  }
  set errorAlert(v: unknown) {
    this.range.change("set dataValidation.errorAlert", [v], (s, r) => {
      checkValidationTexts(v);
      this.record(s, r).errorAlert = v;
    });
  }
  set prompt(v: unknown) {
    this.range.change("set dataValidation.prompt", [v], (s, r) => {
      checkValidationTexts(v);
      this.record(s, r).prompt = v;
    });
  }
}

class ConditionalFormatProxy extends FakeProxy {
  readonly custom: { rule: { formula: string }; format: { fill: { color: string } } };
  constructor(
    context: FakeContext,
    path: string,
    range: RangeProxy,
    record: FakeSheet["conditionalFormats"][number],
  ) {
    super(context, path);
    this.custom = {
      rule: setters(
        ["formula"],
        () => (v) => range.change("set custom.rule.formula", [v], () => void (record.formula = String(v))),
      ) as { formula: string },
      format: {
        fill: setters(
          ["color"],
          () => (v) =>
            range.change("set custom.format.fill.color", [v], () => void (record.fill = String(v))),
        ) as { color: string },
      },
    };
  }
}

class NamesProxy extends FakeProxy {
  private loaded: { name: string }[] | null = null;

  load(_props?: unknown): this {
    this.queue("load", [_props ?? null], () => {
      this.loaded = [...this.context.excel.names.keys()].map((name) => ({ name }));
    });
    return this;
  }

  get items(): { name: string }[] {
    return this.loaded ?? this.notLoaded("items");
  }

  getItem(name: string): { delete(): void } {
    return {
      delete: () =>
        this.queue(`getItem(${JSON.stringify(name)}).delete`, [], () => {
          const names = this.context.excel.names;
          const found = [...names.keys()].find((n) => n.toUpperCase() === name.toUpperCase());
          if (found === undefined) throw new FakeExcelError("ItemNotFound", `no name ${name}`);
          names.delete(found);
        }),
    };
  }

  add(name: string, reference: string): void {
    this.queue("add", [name, reference], () => {
      const excel = this.context.excel;
      if (!/^[A-Za-z_\\][\w.]*$/.test(name)) throw new FakeExcelError("InvalidArgument", `bad name ${name}`);
      if ([...excel.names.keys()].some((n) => n.toUpperCase() === name.toUpperCase()))
        throw new FakeExcelError("ItemAlreadyExists", `the name ${name} exists`);
      for (const ref of sheetsReferred(reference))
        if (excel.sheet(ref) === undefined)
          throw new FakeExcelError("InvalidArgument", `${name} refers to a missing sheet "${ref}"`);
      excel.names.set(name, reference);
    });
  }
}
