/// <reference types="office-js" />
/**
 * Reads a session workbook back through Office.js, for the protocol checks of the task pane: every
 * protocol sheet (found by its content, "Протокол" / "Board" in A1 and the deal in B1, so sheets the
 * builder renamed, "Протокол 1 (2)", are found too) becomes the core's protocols with each row's
 * sheet and row number, and the Movement sheet becomes the movement the rows are checked against.
 *
 * Reads only what the checks need, in a few syncs whatever the size — never a sync per sheet or
 * row: (1) the sheet names; (2) for every sheet that may be a protocol or the movement, its used
 * range's address and its title row; (3) the values of the protocol sheets (known by their title)
 * and of the movement, and the number formats of the whist cells only (a "50%" typed there is a
 * percentage), in batches of at most MAX_READ_BYTES by estimate — Excel on the web refuses a
 * response over 5 MB, and a fully played 400-player session is about that much. The sheets the
 * builder writes for other things (table cards, set row, results, ledger, cost tables …) are
 * skipped by name, any other sheet by its title row. With the Ledger's record of sheets, a protocol
 * sheet of a deal it records none for (an earlier build's, for more players) is not read: one
 * warning each (staleProtocolSheet, shared with the CLI's reader).
 *
 * The reading itself is src/workbook/read-back.ts, over the grid of texts this adapter makes of
 * each used range. Also here: the cell a problem points at (`locateProblem`), and `selectCell`,
 * which shows it.
 * Errors come back as values (`Result`), never as exceptions.
 */
import type { Movement } from "../core/movement";
import type { Protocol } from "../core/protocol";
import { error, fail, ok, warning, type Problem, type Result } from "../core/result";
import { costLabels } from "../workbook/cost-table-sheet";
import { ALL_LABELS } from "../workbook/labels";
import { MAX_DEALS_PER_SET } from "../workbook/layout";
import { cellOfProblem, type WorkbookCell } from "../workbook/problem-cell";
import {
  type CellGrid,
  movementOf as movementOfGrid,
  numberText,
  protocolRowsOf,
  protocolTitle,
  type ProtocolTitle,
} from "../workbook/read-back";
import { SEATS } from "../core/protocol";
import { PROTOCOL_ROWS, PROTOCOL_TITLE, seatColumns } from "../workbook/protocol-columns";
import {
  builtSheets,
  type FormulaGrid,
  isLedgerName,
  recordedSheets,
  twoProtocolSheets,
  missingRecordedSheets,
  staleProtocolSheet,
  type RecordedSheet,
} from "../workbook/ledger-sheets";
import { LEDGER_COLUMNS } from "../workbook/results-sheet";
import { rectAddress } from "./geometry";
import { nameKey } from "./rename";
import type { WorkbookTarget } from "./target";

/** What the checks need from the open workbook. */
export interface SessionSheets {
  /** The protocols of every protocol sheet read without errors, by deal. */
  readonly protocols: readonly Protocol[];
  /** The movement of the Movement sheet, when there is one that reads. */
  readonly movement?: Movement;
  /** Deals in one set, from the protocol sheets' set numbers (1 when they do not tell). */
  readonly dealsPerSet: number;
  /** The protocol sheet of each deal. */
  readonly dealSheets: ReadonlyMap<number, string>;
  /** The Movement sheet read, if any. */
  readonly movementSheet?: string;
  /** What reading found: cells a column cannot take, a second sheet for a deal … (with their sheet and row). */
  readonly problems: readonly Problem[];
  /** `context.sync()` calls. */
  readonly syncs: number;
}

/** A sheet's used range as read: its values and number formats, and where it starts. */
export interface SheetGrid {
  readonly name: string;
  /** Row and column (1-based) of the range's top-left cell. */
  readonly top: number;
  readonly left: number;
  readonly values: readonly (readonly unknown[])[];
  readonly formats?: readonly (readonly unknown[])[];
}

const MOVEMENT_NAMES = new Set(ALL_LABELS.map((l) => nameKey(l.sheets.movement)));

/** Names (upper case) of the builder's sheets that are neither protocols nor the movement. */
const OTHER_SHEETS = new Set(
  ALL_LABELS.flatMap((l) =>
    Object.entries(l.sheets)
      .filter(([k, v]) => typeof v === "string" && k !== "movement")
      .map(([, v]) => nameKey(v as string)),
  ).concat(
    (["ru", "en"] as const).flatMap((lang) => [3, 4].map((n) => nameKey(costLabels(lang).sheet(n as 3 | 4)))),
  ),
);

/** The name without the builder's " (2)" suffix, upper case. */
function baseKey(name: string): string {
  return nameKey(name.replace(/ \(\d+\)$/, ""));
}

/** Whether a sheet is worth reading: anything but the builder's other sheets. */
export function mayHoldProtocol(name: string): boolean {
  return !OTHER_SHEETS.has(baseKey(name));
}

/** A number with a "%" format ("0%", "0.00%"), outside quotes. */
function isPercentFormat(format: unknown): boolean {
  return typeof format === "string" && format.replace(/"[^"]*"/g, "").includes("%");
}

/** The text of a cell value as the director typed it: numbers exact, "50%" back as a percentage. */
export function valueText(value: unknown, format?: unknown): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "number")
    return isPercentFormat(format) ? `${numberText(value * 100)}%` : numberText(value);
  if (typeof value === "boolean") return value ? "TRUE" : "FALSE";
  return String(value);
}

/** A used range as the read-back's grid of texts; "" outside the range. */
export function cellGrid(g: SheetGrid): CellGrid {
  return {
    name: g.name,
    text: (row, col) => {
      const line = g.values[row - g.top];
      if (line === undefined || col < g.left) return "";
      return valueText(line[col - g.left], g.formats?.[row - g.top]?.[col - g.left]).trim();
    },
    lastRow: g.top + g.values.length - 1,
    lastCol: g.left + Math.max(0, ...g.values.map((l) => l.length)) - 1,
  };
}

/** The movement of a Movement sheet's used range (workbook/read-back.ts), or null. */
export function movementOf(g: SheetGrid): Movement | null {
  return movementOfGrid(cellGrid(g));
}

/** Deals per set that agree with every protocol sheet's set number (1 when none or no value fits). */
function dealsPerSetOf(sets: ReadonlyMap<number, number>): number {
  if (sets.size === 0) return 1;
  for (let d = 1; d <= MAX_DEALS_PER_SET; d++)
    if ([...sets].every(([deal, set]) => Math.ceil(deal / d) === set)) return d;
  return 1;
}

/**
 * The sheets the Ledger records, from its columns `sheetRole` … `sheetRef` read from row 1 (values,
 * and formulas: the reference is where Excel keeps a renamed sheet's new name).
 */
export function recordOfLedger(
  values: readonly (readonly unknown[])[],
  formulas: readonly (readonly unknown[])[],
): RecordedSheet[] {
  return recordedSheets(ledgerRecordGrid(values, formulas));
}

/**
 * Every sheet the Ledger records (builtSheets): as recordOfLedger, with the `fingerprint` column
 * read from row 1 as `prints` (one value a row).
 */
export function builtOfLedger(
  values: readonly (readonly unknown[])[],
  formulas: readonly (readonly unknown[])[],
  prints: readonly (readonly unknown[])[],
): RecordedSheet[] {
  return builtSheets(ledgerRecordGrid(values, formulas, prints));
}

/** The Ledger's record as read: columns `sheetRole` … `sheetRef`, and `fingerprint` when given. */
function ledgerRecordGrid(
  values: readonly (readonly unknown[])[],
  formulas: readonly (readonly unknown[])[],
  prints: readonly (readonly unknown[])[] = [],
): FormulaGrid {
  const left = LEDGER_COLUMNS.sheetRole;
  const grid = cellGrid({ name: "", top: 1, left, values });
  return {
    ...grid,
    text: (row, col) =>
      col === LEDGER_COLUMNS.fingerprint ? valueText(prints[row - 1]?.[0]).trim() : grid.text(row, col),
    formula: (row, col) => {
      const f = formulas[row - 1]?.[col - left];
      return typeof f === "string" ? f : "";
    },
  };
}

/**
 * Rows of the Ledger to read for its record of sheets: a row per recorded sheet, far fewer than the
 * Ledger's rows of results (a 400-player session has 100 000). Sheets deleted since the build are
 * still recorded: a thousand rows of margin.
 */
export function ledgerRecordRows(ledgerBottom: number, sheets: number): number {
  return Math.min(ledgerBottom, 1 + sheets + 1000);
}

/** The Ledger's record of sheets as read, and the names of every sheet of the workbook. */
export interface LedgerRecord {
  readonly recorded: readonly RecordedSheet[];
  readonly sheetNames: readonly string[];
}

/**
 * Turns the grids read into the protocols, the movement and what reading found; with the Ledger's
 * record, a sheet it records that is gone is an error naming it, as `pref score` says.
 */
export function sessionFromGrids(
  grids: readonly SheetGrid[],
  syncs = 0,
  ledger?: LedgerRecord,
): Result<SessionSheets> {
  const problems: Problem[] = [];
  const recorded = ledger?.recorded ?? [];
  if (ledger !== undefined) {
    const names = new Set(ledger.sheetNames.map(nameKey));
    problems.push(...missingRecordedSheets(recorded, (name) => names.has(nameKey(name))).problems);
  }
  const byDeal = new Map<number, { grid: CellGrid; title: ProtocolTitle }>();
  const sets = new Map<number, number>();
  let movementGrid: SheetGrid | undefined;
  let movement: Movement | undefined;
  for (const g of grids) {
    const grid = cellGrid(g);
    const title = protocolTitle(grid);
    if (title !== null) {
      const deal = title.deal;
      // A protocol of a deal this session does not have (left by a build for more players): not read.
      const stale = staleProtocolSheet(grid, deal, recorded);
      if (stale !== null) {
        problems.push(stale);
        continue;
      }
      // Two sheets of one deal: the session was built again beside a sheet with typed rows.
      const before = byDeal.get(deal);
      if (before !== undefined) {
        const two = twoProtocolSheets(deal, before.grid.name, g.name, recorded);
        problems.push(two.problem);
        if (two.read === before.grid.name) continue;
      }
      byDeal.set(deal, { grid, title });
      if (title.set !== null) sets.set(deal, title.set);
      continue;
    }
    if (MOVEMENT_NAMES.has(baseKey(g.name))) {
      const m = movementOfGrid(grid);
      if (m !== null) {
        movement = m;
        movementGrid = g;
      } else
        problems.push(
          warning(
            "movement-unreadable",
            `the sheet "${g.name}" does not read as a movement: the rows are not checked against it`,
            { sheet: g.name },
            { sheet: g.name },
          ),
        );
    }
  }
  if (byDeal.size === 0) {
    return fail([
      error("no-protocols", 'the workbook has no protocol sheets ("Протокол 1" or "Board 1" …)', {}),
    ]);
  }
  const protocols: Protocol[] = [];
  const dealSheets = new Map<number, string>();
  for (const [deal, { grid, title }] of [...byDeal].sort((a, b) => a[0] - b[0])) {
    dealSheets.set(deal, grid.name);
    // Every problem with the rows: a cell that cannot be read makes only its own row unscorable.
    const p = protocolRowsOf(grid, title);
    problems.push(...p.problems);
    protocols.push(...p.protocols);
  }
  return ok({
    protocols,
    movement,
    movementSheet: movementGrid?.name,
    dealsPerSet: dealsPerSetOf(sets),
    dealSheets,
    problems,
    syncs,
  });
}

function excelProblem(e: unknown): Problem {
  const message = e instanceof Error ? e.message : String(e);
  const code =
    typeof e === "object" && e !== null && "code" in e ? String((e as { code: unknown }).code) : "";
  if (code === "ApiNotAvailable") return error("excel.unsupported", message, {}, { message });
  return error(
    "excel.read-failed",
    `Excel could not read the workbook${code ? ` (${code})` : ""}: ${message}`,
    {},
    { message, code },
  );
}

/** "'Протокол 1'!A1:Z12" → its top-left row and column. */
function topLeft(rangeAddress: string): { top: number; left: number } {
  const a = rangeAddress.replace(/^.*!/, "").replace(/\$/g, "");
  const m = /^([A-Z]+)(\d+)/i.exec(a);
  if (m === null) return { top: 1, left: 1 };
  let left = 0;
  for (const ch of m[1].toUpperCase()) left = left * 26 + (ch.charCodeAt(0) - 64);
  return { top: Number(m[2]), left };
}

/** The most a batch of reads may bring back, by estimate (Excel on the web refuses 5 MB). */
export const MAX_READ_BYTES = 2_000_000;
/** Estimated bytes of one cell in a response: a short text or number as JSON, its quotes and comma. */
export const READ_CELL_BYTES = 16;

/** "'Протокол 1'!B2:Z12" → its rectangle (a single cell "A1" too). */
export function areaOf(rangeAddress: string): { top: number; left: number; bottom: number; right: number } {
  const [a, b] = rangeAddress.replace(/^.*!/, "").split(":");
  const start = topLeft(a);
  const end = topLeft(b ?? a);
  return { top: start.top, left: start.left, bottom: end.top, right: end.left };
}

/** The title row's cells (A1:F1), enough to know a protocol sheet (protocolTitle). */
const TITLE_ADDRESS = rectAddress({
  row: PROTOCOL_ROWS.title,
  col: 1,
  row2: PROTOCOL_ROWS.title,
  col2: Math.max(...Object.values(PROTOCOL_TITLE)),
});

/** One sheet to read: its used range, and whether it is a protocol (then its whist formats are read too). */
interface ToRead {
  readonly ws: Excel.Worksheet;
  readonly name: string;
  readonly area: { top: number; left: number; bottom: number; right: number };
  readonly protocol: boolean;
}

/** Estimated response bytes of reading a sheet: its values, and the whist cells' formats. */
function readBytes(t: ToRead): number {
  const rows = t.area.bottom - t.area.top + 1;
  const cells = rows * (t.area.right - t.area.left + 1);
  return (cells + (t.protocol ? SEATS.length * rows : 0)) * READ_CELL_BYTES;
}

/** Reads the session's protocol sheets and movement from the workbook (see the file comment). */
export async function readSessionSheets(
  target: WorkbookTarget,
  maxReadBytes = MAX_READ_BYTES,
): Promise<Result<SessionSheets>> {
  let grids: SheetGrid[];
  let syncs = 0;
  let ledger: LedgerRecord | undefined;
  try {
    grids = await target.run(async (context) => {
      const worksheets = context.workbook.worksheets;
      worksheets.load("items/name");
      syncs++;
      await context.sync();
      const sheetNames = worksheets.items.map((ws) => ws.name);
      // The Ledger's record of sheets: read with the first batch below (no sync of its own).
      const ledgerSheet = worksheets.items.find((ws) => isLedgerName(ws.name));
      const ledgerUsed = ledgerSheet?.getUsedRangeOrNullObject(true);
      ledgerUsed?.load("address");
      const probes = worksheets.items
        .filter((ws) => mayHoldProtocol(ws.name))
        .map((ws) => {
          const used = ws.getUsedRangeOrNullObject(true);
          used.load("address");
          const title = ws.getRange(TITLE_ADDRESS);
          title.load("values");
          return { ws, name: ws.name, used, title };
        });
      if (probes.length === 0 && ledgerUsed === undefined) return [];
      syncs++;
      await context.sync();
      const L = LEDGER_COLUMNS;
      const record =
        ledgerSheet === undefined || ledgerUsed === undefined || ledgerUsed.isNullObject
          ? undefined
          : ledgerSheet.getRange(
              rectAddress({
                row: 1,
                col: L.sheetRole,
                row2: ledgerRecordRows(areaOf(ledgerUsed.address).bottom, sheetNames.length),
                col2: L.sheetRef,
              }),
            );
      record?.load("values,formulas");
      const toRead: ToRead[] = [];
      for (const p of probes) {
        if (p.used.isNullObject) continue;
        const area = areaOf(p.used.address);
        const title = cellGrid({ name: p.name, top: 1, left: 1, values: p.title.values });
        const protocol = protocolTitle(title) !== null;
        if (protocol || MOVEMENT_NAMES.has(baseKey(p.name)))
          toRead.push({ ws: p.ws, name: p.name, area, protocol });
      }
      // Batches of at most maxReadBytes (one sheet alone may be more: it is read alone).
      const batches: ToRead[][] = [];
      let bytes = 0;
      for (const t of toRead) {
        const b = readBytes(t);
        if (batches.length === 0 || bytes + b > maxReadBytes) {
          batches.push([]);
          bytes = 0;
        }
        batches[batches.length - 1].push(t);
        bytes += b;
      }
      const out: SheetGrid[] = [];
      if (batches.length === 0 && record !== undefined) {
        syncs++;
        await context.sync();
      }
      for (const batch of batches) {
        const reads = batch.map((t) => {
          const { top, left, bottom, right } = t.area;
          const values = t.ws.getRange(rectAddress({ row: top, col: left, row2: bottom, col2: right }));
          values.load("values");
          // Number formats of the whist cells only, a column per seat over the table's rows.
          const first = Math.max(top, PROTOCOL_ROWS.first);
          const whists =
            t.protocol && bottom >= first
              ? SEATS.map((seat) => {
                  const col = seatColumns(seat).whists;
                  const r = t.ws.getRange(rectAddress({ row: first, col, row2: bottom, col2: col }));
                  r.load("numberFormat");
                  return { col, r };
                })
              : [];
          return { t, values, whists, first };
        });
        syncs++;
        // One sync per batch of up to 2 MB of response, never per sheet.
        // eslint-disable-next-line office-addins/no-context-sync-in-loop
        await context.sync();
        for (const { t, values, whists, first } of reads) {
          const v = values.values;
          let formats: unknown[][] | undefined;
          if (whists.length > 0) {
            formats = v.map((line) => new Array<unknown>(line.length).fill(undefined));
            for (const { col, r } of whists) {
              if (col < t.area.left || col > t.area.right) continue;
              r.numberFormat.forEach((line, k) => {
                const row = formats?.[first + k - t.area.top];
                if (row !== undefined) row[col - t.area.left] = line[0];
              });
            }
          }
          out.push({ name: t.name, top: t.area.top, left: t.area.left, values: v, formats });
        }
      }
      if (record !== undefined) {
        ledger = { recorded: recordOfLedger(record.values, record.formulas), sheetNames };
      }
      return out;
    });
  } catch (e) {
    return fail([excelProblem(e)]);
  }
  return sessionFromGrids(grids, syncs, ledger);
}

/** A cell on a sheet ("E7"), or a row's seats ("J7:U7"). */
export type CellRef = WorkbookCell;

/** The cell a problem points at in the workbook as read (workbook/problem-cell.ts's one answer). */
export function locateProblem(p: Problem, session: Pick<SessionSheets, "dealSheets">): CellRef | null {
  return cellOfProblem(p, { sheetOf: (board) => session.dealSheets.get(board) });
}

/** Activates the sheet and selects the cell, in one sync. */
export async function selectCell(target: WorkbookTarget, sheet: string, cell: string): Promise<Result<void>> {
  try {
    await target.run(async (context) => {
      const ws = context.workbook.worksheets.getItem(sheet);
      ws.activate();
      ws.getRange(cell).select();
      await context.sync();
    });
    return ok(undefined);
  } catch (e) {
    const code =
      typeof e === "object" && e !== null && "code" in e ? String((e as { code: unknown }).code) : "";
    if (code === "ItemNotFound")
      return fail([
        error(
          "excel.sheet-missing",
          `the sheet "${sheet}" is not in the workbook any more`,
          { sheet },
          { sheet },
        ),
      ]);
    const p = excelProblem(e);
    return fail([
      p.code === "excel.unsupported"
        ? p
        : error(
            "excel.select-failed",
            `Excel could not show ${sheet}!${cell}: ${String(p.params?.message ?? p.message)}`,
            { sheet },
            { sheet, cell, message: String(p.params?.message ?? p.message) },
          ),
    ]);
  }
}
