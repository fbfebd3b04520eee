/**
 * Sheets found by what they are. The Ledger records the sheets a reader needs — Players, Penalties,
 * Results and each deal's protocol — with the name each was built with and a formula referring to
 * its A1. Excel rewrites that formula when the director renames the sheet and turns it into #REF!
 * when the sheet is deleted, so the formula's text names the sheet as it is now, or says it is gone.
 * Pure: the readers give the Ledger as a grid of texts and formulas.
 */
import { error, warning, type Problem } from "../core/result";
import { ALL_LABELS } from "./labels";
import { PROTOCOL_LAYOUT_AREA } from "./protocol-columns";
import { numberText, type CellGrid } from "./read-back";
import { LEDGER_COLUMNS as L } from "./results-sheet";
import type { PlannedCell, SheetPlan, SheetRole } from "./types";

/** A grid that also gives a cell's formula ("" when the cell holds none). */
export interface FormulaGrid extends CellGrid {
  formula(row: number, col: number): string;
}

/** A sheet as the Ledger records it. */
export interface RecordedSheet {
  readonly role: SheetRole;
  /** The deal of a protocol sheet. */
  readonly deal: number | null;
  /** The name it was built with. */
  readonly built: string;
  /** Its name now, from the reference; null when the sheet was deleted (#REF!). */
  readonly current: string | null;
}

const ROLES: ReadonlySet<string> = new Set<SheetRole>(["players", "penalties", "results", "protocol"]);
const LEDGER_NAMES = new Set(ALL_LABELS.map((l) => l.sheets.ledger));
const ROLE_HEADERS = new Set(ALL_LABELS.map((l) => l.ledger[8]));
const LAYOUT_LABELS = new Set(ALL_LABELS.map((l) => l.protocol.layout));

/**
 * The sheet a reference formula points at: `'Штрафы (судья)'!$A$1` → `Штрафы (судья)`,
 * `Players!A1` → `Players`; null when the reference is broken (#REF!: the sheet was deleted);
 * undefined when the formula names no sheet (then the recorded name is all there is).
 */
export function sheetOfReference(formula: string): string | null | undefined {
  const f = formula.replace(/^=/, "").trim();
  if (f === "") return undefined;
  if (/#REF!/i.test(f)) return null;
  const m = /^(?:'((?:[^']|'')+)'|([^'!]+))!/.exec(f);
  if (m === null) return undefined;
  return m[1] !== undefined ? m[1].replace(/''/g, "'") : m[2];
}

/** Whether a sheet's name is the Ledger's (in either language). */
export function isLedgerName(name: string): boolean {
  return LEDGER_NAMES.has(name);
}

/** Whether a sheet is the Ledger: by its name, or (renamed) by its sheet-role header. */
export function isLedger(g: CellGrid): boolean {
  return LEDGER_NAMES.has(g.name) || ROLE_HEADERS.has(g.text(1, L.sheetRole));
}

/** The sheets the Ledger records (none in a workbook built before it recorded them). */
export function recordedSheets(g: FormulaGrid): RecordedSheet[] {
  const out: RecordedSheet[] = [];
  if (!ROLE_HEADERS.has(g.text(1, L.sheetRole))) return out;
  for (let r = 2; r <= g.lastRow; r++) {
    const role = g.text(r, L.sheetRole);
    if (role === "") break;
    if (!ROLES.has(role)) continue;
    const deal = g.text(r, L.sheetDeal);
    const built = g.text(r, L.sheetName);
    const current = sheetOfReference(g.formula(r, L.sheetRef));
    out.push({
      role: role as SheetRole,
      deal: /^\d+$/.test(deal) ? Number(deal) : null,
      built,
      current: current === undefined ? built : current,
    });
  }
  return out;
}

/** A recorded sheet in words, for a message: "the Penalties sheet "Штрафы"". */
export function recordedSheetText(s: RecordedSheet): string {
  switch (s.role) {
    case "protocol":
      return `the protocol sheet of deal ${s.deal ?? "?"} ("${s.built}")`;
    case "penalties":
      return `the Penalties sheet ("${s.built}")`;
    case "players":
      return `the Players sheet ("${s.built}")`;
    default:
      return `the ${s.role} sheet ("${s.built}")`;
  }
}

/** The cells the director types on a planned sheet: its "input" cells' columns, from their first row. */
export interface TypedArea {
  readonly firstRow: number;
  readonly columns: readonly number[];
}

/** Where the director types on a sheet like `planned` (null when it has no input cells). */
export function typedArea(planned: SheetPlan): TypedArea | null {
  const columns = new Set<number>();
  let firstRow = Infinity;
  for (const c of planned.cells)
    if (c.style === "input") {
      columns.add(c.col);
      firstRow = Math.min(firstRow, c.row);
    }
  return columns.size === 0 ? null : { firstRow, columns: [...columns].sort((a, b) => a - b) };
}

/** A planned cell as the readers see it typed ("" for blanks and formulas). */
function plannedText(c: PlannedCell | undefined): string {
  if (c?.value?.kind === "text") return c.value.text.trim();
  if (c?.value?.kind === "number") return numberText(c.value.value);
  return "";
}

/**
 * The first cell of an existing sheet that holds what the director typed: in the typed area of the
 * planned sheet of the same role, a cell whose text differs from what the plan writes there (a
 * protocol row typed, a penalty, a name changed). Rebuilding may update the sheet in place only
 * when there is none. A protocol sheet's deal layout, below its rows, is the builder's, not typed.
 */
export function firstTypedCell(existing: CellGrid, planned: SheetPlan): { row: number; col: number } | null {
  const area = typedArea(planned);
  if (area === null) return null;
  const plannedCells = new Map(planned.cells.map((c) => [`${c.row}:${c.col}`, c]));
  for (let row = area.firstRow; row <= existing.lastRow; row++) {
    if (
      planned.role === "protocol" &&
      LAYOUT_LABELS.has(existing.text(row, PROTOCOL_LAYOUT_AREA.labelColumn))
    )
      break;
    for (const col of area.columns)
      if (existing.text(row, col) !== plannedText(plannedCells.get(`${row}:${col}`))) return { row, col };
  }
  return null;
}

/**
 * The sheets the Ledger records that are gone from the workbook (`exists` says which names are
 * there): an error naming each, and the deals whose protocol sheet is gone. The Results are
 * recomputed by every reader, so only the sheets a reader needs are named. Both readers use this:
 * the CLI's (src/xlsx/reader.ts) and the pane's (src/excel/read-session.ts).
 */
export function missingRecordedSheets(
  recorded: readonly RecordedSheet[],
  exists: (name: string) => boolean,
  file?: string,
): { readonly problems: Problem[]; readonly deals: ReadonlySet<number> } {
  const problems: Problem[] = [];
  const deals = new Set<number>();
  for (const r of recorded) {
    if (r.role === "results") continue;
    if (r.current !== null && exists(r.current)) continue;
    problems.push(
      error(
        "sheet-missing",
        `${recordedSheetText(r)} is missing from the workbook (deleted?): put it back or build the session again`,
        { file, sheet: r.built },
        { sheet: r.built, role: r.role, deal: r.deal ?? "" },
      ),
    );
    if (r.deal !== null) deals.add(r.deal);
  }
  return { problems, deals };
}

/**
 * Two protocol sheets of one deal (a session built again beside a sheet with typed rows): the one
 * the Ledger records is read, else the later one; a warning names both.
 */
export function twoProtocolSheets(
  deal: number,
  earlier: string,
  later: string,
  recorded: readonly RecordedSheet[],
  file?: string,
): { readonly read: string; readonly problem: Problem } {
  const live = recorded.find((r) => r.role === "protocol" && r.deal === deal)?.current;
  const read = live === earlier ? earlier : later;
  const other = read === earlier ? later : earlier;
  return {
    read,
    problem: warning(
      "duplicate-deal",
      `deal ${deal} has two protocol sheets, "${other}" and "${read}": "${read}" is checked`,
      { file, sheet: other, board: deal },
      { board: deal, first: other, second: read },
    ),
  };
}
