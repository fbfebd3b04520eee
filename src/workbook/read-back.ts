/**
 * Reading a session workbook back, once, over a grid of cell texts: which sheet is a protocol and
 * of which deal, its rows as the core's protocols, and the movement of a Movement sheet. Pure —
 * the two adapters give it their cells as text: Office.js in the task pane
 * (src/excel/read-session.ts) and ExcelJS for the CLI (src/xlsx/reader.ts). Rows, columns and
 * title cells come from protocol-columns.ts; a protocol sheet is known by its content ("Протокол"
 * / "Board" and the deal in the title row), so a sheet the builder renamed is found too.
 */
import type { Movement, RoundPlan, TableAssignment } from "../core/movement";
import type { Protocol } from "../core/protocol";
import { readProtocolRows, type ReadProtocols, type TextRow } from "../core/protocol-table";
import { fromDouble } from "../core/rational";
import { error, fail, ok, type Result } from "../core/result";
import { ALL_LABELS } from "./labels";
import {
  PROTOCOL_LAYOUT_AREA as LA,
  PROTOCOL_ROWS as R,
  PROTOCOL_TEXT_COLUMNS,
  PROTOCOL_TITLE as T,
} from "./protocol-columns";

/** A sheet as text: what each adapter provides. */
export interface CellGrid {
  readonly name: string;
  /** The cell (1-based row and column) as the director sees it, trimmed; "" when blank. */
  text(row: number, col: number): string;
  /** The last row and column that may hold anything. */
  readonly lastRow: number;
  readonly lastCol: number;
}

/** A number read from a cell as exact text: whole, or a fraction ("100/3") when the double is one. */
export function numberText(x: number): string {
  const r = fromDouble(x);
  if (r === null) return String(x);
  return r.d === 1n ? r.n.toString() : `${r.n}/${r.d}`;
}

const PROTOCOL_TITLES = new Set(ALL_LABELS.map((l) => l.protocol.title.toLocaleLowerCase()));
const LAYOUT_LABELS = new Set(ALL_LABELS.map((l) => l.protocol.layout));
const ROUND_HEADERS = new Set(ALL_LABELS.map((l) => l.movement.round.toLocaleLowerCase()));

/** The title of a protocol sheet: its deal, its set (null when not a number) and dealer as typed. */
export interface ProtocolTitle {
  readonly deal: number;
  readonly set: number | null;
  readonly dealer: string;
}

/** The title of a protocol sheet, or null when the sheet is not one. */
export function protocolTitle(g: CellGrid): ProtocolTitle | null {
  const title = g.text(R.title, T.label).toLocaleLowerCase();
  const deal = g.text(R.title, T.deal);
  if (!PROTOCOL_TITLES.has(title) || !/^\d+$/.test(deal) || Number(deal) < 1) return null;
  const set = g.text(R.title, T.set);
  return {
    deal: Number(deal),
    set: /^\d+$/.test(set) ? Number(set) : null,
    dealer: g.text(R.title, T.dealer),
  };
}

/**
 * The rows of a protocol sheet, through the protocol CSV's reader under the CSV's column names
 * (the deal and dealer from the title), so a problem names the sheet, row and column. Every
 * problem comes back with the rows: a cell that cannot be read makes only its row unscorable.
 */
export function protocolRowsOf(g: CellGrid, title: ProtocolTitle, file?: string): ReadProtocols {
  const rows: TextRow[] = [];
  for (let r = R.first; r <= g.lastRow; r++) {
    // The deal's layout area below the rows is no result: its label ends the protocol.
    if (LAYOUT_LABELS.has(g.text(r, LA.labelColumn))) break;
    const cells = PROTOCOL_TEXT_COLUMNS.map(([, col]) => g.text(r, col));
    if (cells.every((c) => c === "")) continue;
    rows.push({ line: r, cells: [String(title.deal), title.dealer, ...cells] });
  }
  const read = readProtocolRows({
    file,
    sheet: g.name,
    headerLine: R.header,
    header: ["board", "dealer", ...PROTOCOL_TEXT_COLUMNS.map(([name]) => name)],
    rows,
  });
  // A sheet with no rows typed yet is simply not played.
  const problems = read.problems
    .filter((x) => x.code !== "no-rows")
    .map((x) => ({ ...x, at: { ...x.at, board: x.at.board ?? title.deal } }));
  return { protocols: read.protocols, problems };
}

/** The rows of a protocol sheet; fails with its problems when any is an error (protocolRowsOf). */
export function protocolOf(g: CellGrid, title: ProtocolTitle, file?: string): Result<Protocol[]> {
  const { protocols, problems } = protocolRowsOf(g, title, file);
  if (problems.some((x) => x.severity === "error")) return fail(problems);
  if (protocols.length === 0)
    return fail([error("no-rows", "there are no protocol rows below the header", { file, sheet: g.name })]);
  return ok(protocols, problems);
}

/** Deals per set that agree with every protocol sheet's set number (1 when none or no value fits). */
export function dealsPerSetOf(sets: ReadonlyMap<number, number>): number {
  if (sets.size === 0) return 1;
  for (let d = 1; d <= 8; d++) if ([...sets].every(([deal, set]) => Math.ceil(deal / d) === set)) return d;
  return 1;
}

/** Whether a sheet's name is a protocol sheet's ("Протокол 3", "Board 3", "Протокол 3 (2)"). */
export function looksLikeProtocol(name: string): number | null {
  const m = /^(\S+)\s+(\d+)(?:\s*\(\d+\))?$/.exec(name.trim());
  if (m === null) return null;
  return ALL_LABELS.some(
    (l) => l.sheets.protocol(1).split(" ")[0].toLocaleLowerCase() === m[1].toLocaleLowerCase(),
  )
    ? Number(m[2])
    : null;
}

/**
 * The movement of a Movement sheet: row 2 "Тур | Стол 1 | … [| Отдыхают]", then per round its
 * number and "[set] N E S W" per table ("-" for an empty seat), and who rests. Null when the
 * sheet does not read as one.
 */
export function movementOf(g: CellGrid): Movement | null {
  if (!ROUND_HEADERS.has(g.text(2, 1).toLocaleLowerCase())) return null;
  let tables = 0;
  for (let c = 2; c <= g.lastCol && /\d+\s*$/.test(g.text(2, c)); c++) tables++;
  const restsColumn = g.text(2, tables + 2) === "" ? null : tables + 2;
  const schedule: RoundPlan[] = [];
  let players = 0;
  let sets = 0;
  let tableSize: 3 | 4 = 3;
  let setCopies = 1;
  for (let r = 3; r <= g.lastRow; r++) {
    const round = g.text(r, 1);
    if (round === "") continue;
    if (!/^\d+$/.test(round) || Number(round) !== schedule.length + 1) return null;
    const assignments: TableAssignment[] = [];
    const perSet = new Map<number, number>();
    for (let t = 1; t <= tables; t++) {
      const text = g.text(r, t + 1);
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
        : g
            .text(r, restsColumn)
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
