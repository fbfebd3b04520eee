/// <reference types="office-js" />
/**
 * Reads a session workbook back through Office.js, for the protocol checks of the task pane: every
 * protocol sheet (found by its content, "Протокол" / "Board" in A1 and the deal in B1, so sheets the
 * builder renamed, "Протокол 1 (2)", are found too) becomes the core's protocols with each row's
 * sheet and row number, and the Movement sheet becomes the movement the rows are checked against.
 *
 * Two syncs whatever the size: the sheet names, then the used range (values and number formats) of
 * every sheet that may be a protocol or the movement — never a sync per sheet or row. The sheets
 * the builder writes for other things (table cards, set row, results, ledger, cost tables …) are
 * skipped by name.
 *
 * Also here: the cell a problem points at (`problemCell`), and `selectCell`, which shows it.
 * Errors come back as values (`Result`), never as exceptions.
 */
import type { Movement, RoundPlan, TableAssignment } from "../core/movement";
import type { Protocol } from "../core/protocol";
import { SEATS } from "../core/protocol";
import { readProtocolTable, type TextRow } from "../core/protocol-table";
import { fromDouble } from "../core/rational";
import { error, fail, ok, warning, type Problem, type Result } from "../core/result";
import { costLabels } from "../workbook/cost-table-sheet";
import { address, columnName } from "../workbook/formula";
import { ALL_LABELS } from "../workbook/labels";
import {
  PROTOCOL_COLUMNS as C,
  PROTOCOL_ROWS as R,
  PROTOCOL_TEXT_COLUMNS,
  seatColumns,
} from "../workbook/layout";
import { protocolColumn, type WorkbookCell } from "../workbook/problem-cell";
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

const DEALER_COLUMN = 6;
const SET_COLUMN = 4;

const PROTOCOL_TITLES = new Set(ALL_LABELS.map((l) => l.protocol.title.toLocaleLowerCase()));
const MOVEMENT_NAMES = new Set(ALL_LABELS.map((l) => nameKey(l.sheets.movement)));
const ROUND_HEADERS = new Set(ALL_LABELS.map((l) => l.movement.round.toLocaleLowerCase()));

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

/** An exact number as text: whole, or a fraction ("100/3") when the double is one. */
function numberText(x: number): string {
  const r = fromDouble(x);
  if (r === null) return String(x);
  return r.d === 1n ? r.n.toString() : `${r.n}/${r.d}`;
}

/** The text of a cell value as the director typed it: numbers exact, "50%" back as a percentage. */
export function valueText(value: unknown, format?: unknown): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "number")
    return isPercentFormat(format) ? `${numberText(value * 100)}%` : numberText(value);
  if (typeof value === "boolean") return value ? "TRUE" : "FALSE";
  return String(value);
}

/** A grid's cell (1-based sheet row and column) as text; "" outside the used range. */
function textAt(g: SheetGrid, row: number, col: number): string {
  const line = g.values[row - g.top];
  if (line === undefined || col < g.left) return "";
  return valueText(line[col - g.left], g.formats?.[row - g.top]?.[col - g.left]).trim();
}

function lastRow(g: SheetGrid): number {
  return g.top + g.values.length - 1;
}

/** The deal of a protocol sheet, or null when the sheet is not one. */
function dealOf(g: SheetGrid): number | null {
  const title = textAt(g, R.title, 1).toLocaleLowerCase();
  const deal = textAt(g, R.title, 2);
  return PROTOCOL_TITLES.has(title) && /^\d+$/.test(deal) && Number(deal) >= 1 ? Number(deal) : null;
}

/** The rows of a protocol sheet as the protocol table reader takes them. */
function protocolOf(g: SheetGrid, deal: number): Result<Protocol[]> {
  const dealer = textAt(g, R.title, DEALER_COLUMN);
  const rows: TextRow[] = [];
  for (let r = R.first; r <= lastRow(g); r++) {
    const cells = PROTOCOL_TEXT_COLUMNS.map(([, col]) => textAt(g, r, col));
    if (cells.every((c) => c === "")) continue;
    rows.push({ line: r, cells: [String(deal), dealer, ...cells] });
  }
  return readProtocolTable({
    sheet: g.name,
    headerLine: R.header,
    header: ["board", "dealer", ...PROTOCOL_TEXT_COLUMNS.map(([name]) => name)],
    rows,
  });
}

/**
 * The movement of a Movement sheet: row 2 "Тур | Стол 1 | … [| Отдыхают]", then per round its
 * number and "[set] N E S W" per table ("-" for an empty seat), and who rests. Null when the
 * sheet does not read as one.
 */
export function movementOf(g: SheetGrid): Movement | null {
  if (!ROUND_HEADERS.has(textAt(g, 2, 1).toLocaleLowerCase())) return null;
  const last = g.left + Math.max(0, ...g.values.map((l) => l.length)) - 1;
  let tables = 0;
  for (let c = 2; c <= last && /\d+\s*$/.test(textAt(g, 2, c)); c++) tables++;
  const restsColumn = textAt(g, 2, tables + 2) === "" ? null : tables + 2;
  const schedule: RoundPlan[] = [];
  let players = 0;
  let sets = 0;
  let tableSize: 3 | 4 = 3;
  let setCopies = 1;
  for (let r = 3; r <= lastRow(g); r++) {
    const round = textAt(g, r, 1);
    if (round === "") continue;
    if (!/^\d+$/.test(round) || Number(round) !== schedule.length + 1) return null;
    const assignments: TableAssignment[] = [];
    const perSet = new Map<number, number>();
    for (let t = 1; t <= tables; t++) {
      const text = textAt(g, r, t + 1);
      if (text === "") continue;
      const m = /^\[(\d+)\]\s+(.+)$/.exec(text);
      if (m === null) return null;
      const seats = m[2].trim().split(/\s+/);
      if (seats.length < 3 || seats.length > 4 || seats.some((x) => !/^(\d+|-)$/.test(x))) return null;
      if (seats.length === 4) tableSize = 4;
      const [N, E, S, W] = seats.map((x) => (x === "-" ? null : Number(x)));
      const set = Number(m[1]);
      for (const p of [N, E, S, W]) if (p !== null && p !== undefined) players = Math.max(players, p);
      sets = Math.max(sets, set);
      perSet.set(set, (perSet.get(set) ?? 0) + 1);
      assignments.push({ table: t, set, N, E, S, W: W ?? null });
    }
    for (const n of perSet.values()) setCopies = Math.max(setCopies, n);
    const resting =
      restsColumn === null
        ? []
        : textAt(g, r, restsColumn)
            .split(/\s+/)
            .filter((x) => /^\d+$/.test(x))
            .map(Number);
    for (const p of resting) players = Math.max(players, p);
    schedule.push({ round: schedule.length + 1, resting, tables: assignments });
  }
  if (schedule.length === 0 || tables === 0) return null;
  return {
    players,
    tables,
    tableSize,
    rounds: schedule.length,
    sets,
    // The sheet does not name the method that made it; the checks use only the schedule and sets.
    method: "search",
    fullRounds: schedule.length,
    setCopies,
    schedule,
  };
}

/** Deals per set that agree with every protocol sheet's set number (1 when none or no value fits). */
function dealsPerSetOf(sets: ReadonlyMap<number, number>): number {
  if (sets.size === 0) return 1;
  for (let d = 1; d <= 8; d++) if ([...sets].every(([deal, set]) => Math.ceil(deal / d) === set)) return d;
  return 1;
}

/** Turns the grids read into the protocols, the movement and what reading found. */
export function sessionFromGrids(grids: readonly SheetGrid[], syncs = 0): Result<SessionSheets> {
  const problems: Problem[] = [];
  const byDeal = new Map<number, SheetGrid>();
  const sets = new Map<number, number>();
  let movementGrid: SheetGrid | undefined;
  let movement: Movement | undefined;
  for (const g of grids) {
    const deal = dealOf(g);
    if (deal !== null) {
      // Two sheets of one deal: the builder was run again and renamed the new ones ("Протокол 1 (2)");
      // the later sheet, of the newer session, is checked.
      const before = byDeal.get(deal);
      if (before !== undefined) {
        problems.push(
          warning(
            "duplicate-deal",
            `deal ${deal} has two protocol sheets, "${before.name}" and "${g.name}": "${g.name}" is checked`,
            { sheet: before.name, board: deal },
            { board: deal, first: before.name, second: g.name },
          ),
        );
      }
      byDeal.set(deal, g);
      const set = textAt(g, R.title, SET_COLUMN);
      if (/^\d+$/.test(set)) sets.set(deal, Number(set));
      continue;
    }
    if (MOVEMENT_NAMES.has(baseKey(g.name))) {
      const m = movementOf(g);
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
  for (const [deal, g] of [...byDeal].sort((a, b) => a[0] - b[0])) {
    dealSheets.set(deal, g.name);
    const p = protocolOf(g, deal);
    if (p.ok) {
      problems.push(...p.warnings);
      protocols.push(...p.value);
    } else if (!p.problems.every((x) => x.code === "no-rows")) {
      problems.push(...p.problems.map((x) => ({ ...x, at: { ...x.at, board: x.at.board ?? deal } })));
    }
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

/** Reads the session's protocol sheets and movement from the workbook in two syncs. */
export async function readSessionSheets(target: WorkbookTarget): Promise<Result<SessionSheets>> {
  let grids: SheetGrid[];
  let syncs = 0;
  try {
    grids = await target.run(async (context) => {
      const worksheets = context.workbook.worksheets;
      worksheets.load("items/name");
      syncs++;
      await context.sync();
      const used = worksheets.items
        .filter((ws) => mayHoldProtocol(ws.name))
        .map((ws) => {
          const range = ws.getUsedRangeOrNullObject(true);
          range.load("address,values,numberFormat");
          return { name: ws.name, range };
        });
      if (used.length === 0) return [];
      syncs++;
      await context.sync();
      return used
        .filter(({ range }) => !range.isNullObject)
        .map(({ name, range }) => ({
          name,
          ...topLeft(range.address),
          values: range.values,
          formats: range.numberFormat,
        }));
    });
  } catch (e) {
    return fail([excelProblem(e)]);
  }
  return sessionFromGrids(grids, syncs);
}

/** A cell on a sheet ("E7"), or a row's seats ("J7:U7"). */
export type CellRef = WorkbookCell;

/**
 * The cell a problem points at in the workbook as read (src/workbook's `problemCell` does the same
 * from a session's plan; both take the columns from `protocolColumn`): the seat's player or whist
 * cell, the contract, the declarer's or a defender's seat or tricks; a row's seats when it names
 * no column (the zero sum: the director fixes one of the whists), the contract cell of a row with
 * a result missing; the dealer and deal cells of the title. Null when the problem has no sheet.
 */
export function locateProblem(p: Problem, session: Pick<SessionSheets, "dealSheets">): CellRef | null {
  const sheet = p.at.sheet ?? (p.at.board === undefined ? undefined : session.dealSheets.get(p.at.board));
  if (sheet === undefined) return null;
  const column = p.at.column;
  const line = p.at.line;
  if (column === "dealer") return { sheet, address: address(R.title, DEALER_COLUMN) };
  if (column === "board") return { sheet, address: address(R.title, 2) };
  if (line === undefined || line < R.first) return { sheet, address: "A1" };
  const col = protocolColumn(column);
  if (col !== null) return { sheet, address: address(line, col) };
  if (p.code === "missing-result") return { sheet, address: address(line, C.contract) };
  const first = seatColumns(SEATS[0]).player;
  const last = seatColumns(SEATS[SEATS.length - 1]).mp;
  return { sheet, address: `${columnName(first)}${line}:${columnName(last)}${line}` };
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
