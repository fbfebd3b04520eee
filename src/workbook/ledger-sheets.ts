/**
 * Sheets found by what they are. The Ledger records the sheets a reader needs — Players, Penalties,
 * Results and each deal's protocol — with the name each was built with and a formula referring to
 * its A1. Excel rewrites that formula when the director renames the sheet and turns it into #REF!
 * when the sheet is deleted, so the formula's text names the sheet as it is now, or says it is gone.
 * Pure: the readers give the Ledger as a grid of texts and formulas.
 */
import { error, warning, type Problem } from "../core/result";
import { FINGERPRINTED_ROLES } from "./fingerprint";
import { ALL_LABELS } from "./labels";
import { PROTOCOL_LAYOUT_AREA, PROTOCOL_ROWS, PROTOCOL_TABLE } from "./protocol-columns";
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
  /** The hash of what it was built with (src/workbook/fingerprint.ts), when recorded. */
  readonly fingerprint?: string;
}

const ROLES: ReadonlySet<string> = new Set<SheetRole>(["players", "penalties", "results", "protocol"]);
const ALL_ROLES: ReadonlySet<string> = new Set<SheetRole>([...ROLES, ...FINGERPRINTED_ROLES] as SheetRole[]);
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

/** The sheets the readers look for, as the Ledger records them (none in a workbook built before it recorded them). */
export function recordedSheets(g: FormulaGrid): RecordedSheet[] {
  return builtSheets(g).filter((s) => ROLES.has(s.role));
}

/**
 * Every sheet the Ledger records: the readers' (recordedSheets) and the builder's own, these with
 * the fingerprint of what they were built with (none in a workbook built before it recorded them).
 */
export function builtSheets(g: FormulaGrid): RecordedSheet[] {
  const out: RecordedSheet[] = [];
  if (!ROLE_HEADERS.has(g.text(1, L.sheetRole))) return out;
  for (let r = 2; r <= g.lastRow; r++) {
    const role = g.text(r, L.sheetRole);
    if (role === "") break;
    if (!ALL_ROLES.has(role)) continue;
    const deal = g.text(r, L.sheetDeal);
    const built = g.text(r, L.sheetName);
    const current = sheetOfReference(g.formula(r, L.sheetRef));
    const fingerprint = g.text(r, L.fingerprint);
    out.push({
      role: role as SheetRole,
      deal: /^\d+$/.test(deal) ? Number(deal) : null,
      built,
      current: current === undefined ? built : current,
      ...(fingerprint === "" ? {} : { fingerprint }),
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

/** The columns of a protocol sheet the director types in. */
export const TYPED_PROTOCOL_COLUMNS: readonly number[] = PROTOCOL_TABLE.filter(
  (c) => c.style === "input" && c.csv !== undefined,
).map((c) => c.col);

/**
 * The first cell of a protocol sheet with something typed in a typed column (null when none): rows
 * from the first protocol row down to the deal layout, as the readers read them. Unlike
 * firstTypedCell it needs no planned sheet: it is for a protocol of a deal the new plan lacks.
 */
export function firstTypedProtocolCell(g: CellGrid): { row: number; col: number } | null {
  for (let row = PROTOCOL_ROWS.first; row <= g.lastRow; row++) {
    if (LAYOUT_LABELS.has(g.text(row, PROTOCOL_LAYOUT_AREA.labelColumn))) break;
    const col = TYPED_PROTOCOL_COLUMNS.find((c) => g.text(row, c) !== "");
    if (col !== undefined) return { row, col };
  }
  return null;
}

/**
 * A protocol sheet that is not this session's (a rebuild for fewer deals left it): in a workbook
 * whose Ledger records protocol sheets, a sheet titled as the protocol of a deal the Ledger records
 * no sheet for. It is not read; one warning names it and says whether rows were typed on it. Null
 * when the sheet is this session's, or the workbook has no record (built before the Ledger kept
 * one: read as it always was). A second sheet of a recorded deal is twoProtocolSheets' case.
 * Both readers use this (src/xlsx/reader.ts, src/excel/read-session.ts).
 */
export function staleProtocolSheet(
  g: CellGrid,
  deal: number,
  recorded: readonly RecordedSheet[],
  file?: string,
): Problem | null {
  const protocols = recorded.filter((r) => r.role === "protocol");
  if (protocols.length === 0 || protocols.some((r) => r.deal === deal)) return null;
  const typedRow = firstTypedProtocolCell(g)?.row ?? null;
  const typed = typedRow !== null;
  return warning(
    "stale-protocol",
    `the sheet "${g.name}" is a protocol of deal ${deal}, which this session does not have (an earlier build's): it is not read${
      typed
        ? `; rows are typed on it (row ${typedRow}): delete it or move them`
        : "; it is blank and can be deleted"
    }`,
    { file, sheet: g.name, board: deal, ...(typed ? { line: typedRow } : {}) },
    { sheet: g.name, deal, typed: typed ? "yes" : "no", row: typedRow ?? "" },
  );
}
