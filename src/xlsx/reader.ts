/**
 * Reads a session workbook (.xlsx, built by `pref build` or the task pane, filled by hand or not)
 * back into the core's protocols: every protocol sheet, as a grid of cell texts, goes through the
 * one read-back (src/workbook/read-back.ts) and so through the same reader as a CSV; problems name
 * the sheet, row and column. Names come from the Players sheet; penalties and disqualifications from the Penalties
 * sheet, when the workbook has one. With the Ledger's record of sheets, a protocol sheet of a deal it
 * records none for (an earlier build's, for more players) is not read: one warning each
 * (staleProtocolSheet, shared with the pane's reader).
 */
import ExcelJS from "exceljs";
import * as fs from "fs";
import type { Movement } from "../core/movement";
import type { Disqualification, Penalty, Protocol } from "../core/protocol";
import { sheetCellText } from "../core/cell-reading";
import { fromDouble, parseRational, type Rational } from "../core/rational";
import { PENALTY_COLUMNS as PC, PENALTY_ROWS as PR } from "../workbook/penalties-sheet";
import { error, fail, ok, type Problem, type Result, warning } from "../core/result";
import { ALL_LABELS } from "../workbook/labels";
import {
  type CellGrid,
  dealsPerSetOf,
  looksLikeProtocol,
  movementOf,
  numberText,
  protocolRowsOf,
  protocolTitle,
  type ProtocolTitle,
} from "../workbook/read-back";
import {
  type FormulaGrid,
  isLedger,
  missingRecordedSheets,
  recordedSheets,
  staleProtocolSheet,
  twoProtocolSheets,
} from "../workbook/ledger-sheets";
import { zipRefusal } from "./zip-guard";

/** What a session workbook holds for scoring. */
export interface SessionWorkbook {
  /** Every protocol sheet's rows; a row with a cell that cannot be read is kept unscored. */
  readonly protocols: Protocol[];
  readonly names: Map<number, string>;
  /** From the Penalties sheet (empty without one). */
  readonly penalties: Penalty[];
  readonly disqualified: Disqualification[];
  /** What reading found, errors included (each at its sheet, row and column). */
  readonly problems: Problem[];
  /** The workbook's own movement (its Movement sheet), when it reads: the reference of the checks. */
  readonly movement?: Movement;
  /** Deals in one set, from the protocol sheets' set numbers (1 when they do not tell). */
  readonly dealsPerSet: number;
}

/** The text of a cell as a director sees it; numbers keep thirds exact ("100/3"). */
export function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "number") return numberText(value);
  if (typeof value === "string") return value;
  if (typeof value === "boolean") return value ? "TRUE" : "FALSE";
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === "object") {
    if ("richText" in value) return value.richText.map((t) => t.text).join("");
    if ("error" in value) return String(value.error);
    if ("formula" in value || "sharedFormula" in value) {
      return cellText((value as { result?: ExcelJS.CellValue }).result ?? null);
    }
    if ("text" in value) return String((value as { text: unknown }).text);
  }
  return String(value);
}

const PLAYER_SHEETS = new Set(ALL_LABELS.map((l) => l.sheets.players));
const PENALTY_SHEETS = new Set(ALL_LABELS.map((l) => l.sheets.penalties));
const MOVEMENT_SHEETS = new Set(ALL_LABELS.map((l) => l.sheets.movement));

/** A number cell, or a number typed as text ("1,5", "25%"); null when blank or not a number. */
function numberOf(value: ExcelJS.CellValue): Rational | null {
  const v =
    value !== null && typeof value === "object" && "result" in value
      ? ((value as { result?: ExcelJS.CellValue }).result ?? null)
      : value;
  if (typeof v === "number") return fromDouble(v);
  const t = cellText(v).trim().replace(/%$/, "").trim();
  return t === "" ? null : parseRational(t);
}

/** The rulings on the Penalties sheet: MP and/or % of a top (a fraction, or percent points above 1). */
function rulingsOf(
  ws: ExcelJS.Worksheet,
  file: string,
  problems: Problem[],
): {
  penalties: Penalty[];
  disqualified: Disqualification[];
} {
  const penalties: Penalty[] = [];
  const disqualified: Disqualification[] = [];
  for (let r = PR.first; r <= ws.rowCount; r++) {
    const playerText = cellText(ws.getCell(r, PC.player).value).trim();
    if (playerText === "") continue;
    const at = (column: string) => ({ file, sheet: ws.name, line: r, column });
    if (!/^\d+$/.test(playerText) || Number(playerText) < 1) {
      problems.push(
        error("bad-player", `"${playerText}" is not a player number`, at("player"), { value: playerText }),
      );
      continue;
    }
    const player = Number(playerText);
    const reason = cellText(ws.getCell(r, PC.reason).value).trim();
    const points = numberOf(ws.getCell(r, PC.points).value);
    const pctCell = ws.getCell(r, PC.percent).value;
    let pct = numberOf(pctCell);
    // A number cell formatted 0% holds 0.25 for 25%; text "25%" or a number above 1 is percent points.
    if (pct !== null && typeof pctCell === "number" && pctCell <= 1) pct = fromDouble(pctCell * 100);
    if (points !== null) penalties.push({ player, points, reason });
    if (pct !== null) penalties.push({ player, points: pct, unit: "percent", reason });
    if (cellText(ws.getCell(r, PC.disqualified).value).trim() !== "") disqualified.push({ player, reason });
  }
  return { penalties, disqualified };
}

/** A worksheet as the read-back's grid of texts. */
function cellGrid(ws: ExcelJS.Worksheet): CellGrid {
  return {
    name: ws.name,
    text: (row, col) => sheetCellText(ws.getCell(row, col), cellText).trim(),
    lastRow: ws.rowCount,
    lastCol: ws.columnCount,
  };
}

/** A worksheet as a grid of texts and formulas (for the Ledger's record of sheets). */
function formulaGrid(ws: ExcelJS.Worksheet): FormulaGrid {
  return { ...cellGrid(ws), formula: (row, col) => ws.getCell(row, col).formula ?? "" };
}

const PENALTY_TITLES = new Set(ALL_LABELS.map((l) => l.penalties.title));
/** The Players sheet's header: player and name, nothing after (Results has more columns). */
function playersHeader(g: CellGrid): boolean {
  return ALL_LABELS.some(
    (l) => g.text(1, 1) === l.players.number && g.text(1, 2) === l.players.name && g.text(1, 3) === "",
  );
}

/** Reads the protocols and names of a session workbook. */
export async function readSessionWorkbook(file: string): Promise<Result<SessionWorkbook>> {
  let bytes: Buffer;
  try {
    bytes = fs.readFileSync(file);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    return fail([
      error(
        "file-unreadable",
        `cannot read the file: ${code === "ENOENT" ? "no such file" : "cannot be read"}`,
        { file },
      ),
    ]);
  }
  const refused = zipRefusal<SessionWorkbook>(bytes, file);
  if (refused !== null) return refused;
  const wb = new ExcelJS.Workbook();
  try {
    await wb.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    return fail([error("not-xlsx", "this is not an .xlsx workbook", { file })]);
  }
  const problems: Problem[] = [];
  const protocols: Protocol[] = [];
  const seen = new Map<number, { grid: CellGrid; title: ProtocolTitle }>();
  const sets = new Map<number, number>();
  const names = new Map<number, string>();
  const penalties: Penalty[] = [];
  const disqualified: Disqualification[] = [];
  let movement: Movement | undefined;
  const unreadable = new Set<number>();
  // The Ledger's record says which sheet plays which part, whatever the director renamed; a
  // recorded sheet that is gone is an error naming it. Without a record: by name, then by title.
  const ledger = wb.worksheets.find((ws) => isLedger(cellGrid(ws)));
  const recorded = ledger === undefined ? [] : recordedSheets(formulaGrid(ledger));
  const roleOf = new Map(recorded.flatMap((r) => (r.current === null ? [] : [[r.current, r.role] as const])));
  const recordedRoles = new Set(recorded.map((r) => r.role));
  const missing = missingRecordedSheets(recorded, (name) => wb.getWorksheet(name) !== undefined, file);
  problems.push(...missing.problems);
  // Named once: the movement's check below does not name the same deal again.
  for (const deal of missing.deals) unreadable.add(deal);
  const roleByContent = (ws: ExcelJS.Worksheet): "penalties" | "players" | undefined => {
    const recordedRole = roleOf.get(ws.name);
    if (recordedRole === "penalties" || recordedRole === "players") return recordedRole;
    if (recordedRole !== undefined) return undefined;
    const g = cellGrid(ws);
    if (
      !recordedRoles.has("penalties") &&
      (PENALTY_SHEETS.has(ws.name) || PENALTY_TITLES.has(g.text(PR.title, 1)))
    )
      return "penalties";
    if (!recordedRoles.has("players") && (PLAYER_SHEETS.has(ws.name) || playersHeader(g))) return "players";
    return undefined;
  };
  for (const ws of wb.worksheets) {
    const role = roleByContent(ws);
    if (role === "penalties") {
      const r = rulingsOf(ws, file, problems);
      penalties.push(...r.penalties);
      disqualified.push(...r.disqualified);
      continue;
    }
    if (role === "players") {
      for (let r = 2; r <= ws.rowCount; r++) {
        const p = cellText(ws.getCell(r, 1).value).trim();
        const name = cellText(ws.getCell(r, 2).value).trim();
        if (/^\d+$/.test(p) && name !== "") names.set(Number(p), name);
      }
      continue;
    }
    const grid = cellGrid(ws);
    if (MOVEMENT_SHEETS.has(ws.name)) {
      const m = movementOf(grid);
      if (m !== null) movement = m;
      else
        problems.push(
          warning(
            "movement-unreadable",
            `the sheet "${ws.name}" does not read as a movement: the rows are not checked against it`,
            { file, sheet: ws.name },
            { sheet: ws.name },
          ),
        );
      continue;
    }
    const title = protocolTitle(grid);
    if (title === null) {
      // Named as a protocol but its title does not say which deal: never a silently dropped deal.
      const deal = looksLikeProtocol(ws.name);
      if (deal !== null) unreadable.add(deal);
      if (deal !== null)
        problems.push(
          error(
            "protocol-sheet-unreadable",
            `the sheet "${ws.name}" is named as a protocol but its title row does not read as one (deal ${deal})`,
            { file, sheet: ws.name, board: deal },
            { sheet: ws.name, deal },
          ),
        );
      continue;
    }
    const deal = title.deal;
    // A protocol of a deal this session does not have (left by a build for more players): not read.
    const stale = staleProtocolSheet(grid, deal, recorded, file);
    if (stale !== null) {
      problems.push(stale);
      continue;
    }
    const before = seen.get(deal);
    if (before !== undefined) {
      const two = twoProtocolSheets(deal, before.grid.name, ws.name, recorded, file);
      problems.push(two.problem);
      if (two.read === before.grid.name) continue;
    }
    seen.set(deal, { grid, title });
  }
  // Each deal's protocol sheet once, the one read (twoProtocolSheets), in deal order.
  for (const { grid, title } of [...seen.values()].sort((a, b) => a.title.deal - b.title.deal)) {
    if (title.set !== null) sets.set(title.deal, title.set);
    const p = protocolRowsOf(grid, title, file);
    problems.push(...p.problems);
    protocols.push(...p.protocols);
  }
  if (seen.size === 0) {
    return fail([
      error("no-protocols", 'the workbook has no protocol sheets ("Протокол 1" or "Board 1" …)', { file }),
    ]);
  }
  const dealsPerSet = dealsPerSetOf(sets);
  if (movement !== undefined) {
    // Every deal the movement plays has its sheet.
    const labels = ALL_LABELS.find((l) =>
      [...seen.values()].some((n) => n.grid.name.startsWith(l.sheets.protocol(0).split(" ")[0])),
    );
    for (let deal = 1; deal <= movement.sets * dealsPerSet; deal++) {
      if (seen.has(deal) || unreadable.has(deal)) continue;
      const sheet = (labels ?? ALL_LABELS[0]).sheets.protocol(deal);
      problems.push(
        error(
          "protocol-sheet-missing",
          `the movement plays deal ${deal} but the workbook has no protocol sheet for it ("${sheet}")`,
          { file, board: deal },
          { sheet, deal },
        ),
      );
    }
  }
  protocols.sort((a, b) => a.board - b.board);
  return ok({ protocols, names, penalties, disqualified, problems, movement, dealsPerSet });
}
