/**
 * The session's shape before any cell is planned: settings checked, the movement generated, and
 * for each deal the tables that play it in round order — the rows of its protocol sheet. The
 * protocol sheet's columns are fixed here, for the builder, the filler and the readers.
 */
import { generateMovement, type Movement } from "../core/movement";
import { Seat, SEATS } from "../core/protocol";
import { error, fail, ok, type Problem, type Result } from "../core/result";
import { defaultDealer } from "../core/simulate";
import { variantByName, VARIANTS, type VariantRules } from "../core/whists";
import { labelsFor } from "./labels";
import type {
  DealLayout,
  FormulaStyle,
  Language,
  ProtocolRowLayout,
  SessionLayout,
  SessionSettings,
} from "./types";

/**
 * Columns of a protocol sheet (1-based): the seed's columns, then the group and the check; hidden
 * helpers; and, in a workbook with the director's sheets, the assigned-result mark after the
 * helpers (the empty helper columns are hidden, so it shows next to the check).
 */
export const PROTOCOL_COLUMNS = {
  round: 1,
  table: 2,
  contract: 3,
  declarer: 4,
  declarerTricks: 5,
  defender1: 6,
  defender1Tricks: 7,
  defender2: 8,
  defender2Tricks: 9,
  /** N player; E, S, W follow every 3 columns: player, whists, MP. */
  firstSeat: 10,
  group: 22,
  check: 23,
  /** Hidden helper columns, one per seat (N, E, S, W): the whist cell read as a key. */
  firstHelper: 24,
  /**
   * Any text here marks an assigned result (seed §11.2B2): the row need not sum to zero. After the
   * whist helpers (cost-table-sheet.ts, 28–33), which are hidden in a workbook with this column.
   */
  assigned: 34,
} as const;

/** Rows of a protocol sheet: title, tops, two header rows, then one row per table. */
export const PROTOCOL_ROWS = { title: 1, top: 2, groupHeader: 3, header: 4, first: 5 } as const;

/** Player, whists and MP columns of a seat on a protocol sheet. */
export function seatColumns(seat: Seat): { player: number; whists: number; mp: number; helper: number } {
  const i = SEATS.indexOf(seat);
  const player = PROTOCOL_COLUMNS.firstSeat + 3 * i;
  return { player, whists: player + 1, mp: player + 2, helper: PROTOCOL_COLUMNS.firstHelper + i };
}

/** Largest deals per set accepted. */
/**
 * The typed columns of a protocol sheet under the names the protocol CSV gives them, so a sheet
 * read back (by the CLI's workbook reader or through Office.js) goes through readProtocolTable.
 */
export const PROTOCOL_TEXT_COLUMNS: readonly (readonly [string, number])[] = [
  ["round", PROTOCOL_COLUMNS.round],
  ["table", PROTOCOL_COLUMNS.table],
  ["contract", PROTOCOL_COLUMNS.contract],
  ["declarer", PROTOCOL_COLUMNS.declarer],
  ["declarer_tricks", PROTOCOL_COLUMNS.declarerTricks],
  ["defender1", PROTOCOL_COLUMNS.defender1],
  ["defender1_tricks", PROTOCOL_COLUMNS.defender1Tricks],
  ["defender2", PROTOCOL_COLUMNS.defender2],
  ["defender2_tricks", PROTOCOL_COLUMNS.defender2Tricks],
  ...SEATS.flatMap((s): [string, number][] => [
    [s, seatColumns(s).player],
    [`${s}_whists`, seatColumns(s).whists],
  ]),
  ["group", PROTOCOL_COLUMNS.group],
  ["assigned", PROTOCOL_COLUMNS.assigned],
];

export const MAX_DEALS_PER_SET = 8;

/** Checks the settings and lays the session out. */
export function layoutSession(settings: SessionSettings): Result<SessionLayout> {
  const problems: Problem[] = [];
  const language: Language = settings.language ?? "ru";
  const formulas: FormulaStyle = settings.formulas ?? "portable";
  const dealsPerSet = settings.dealsPerSet ?? 1;
  if (language !== "ru" && language !== "en") {
    problems.push(error("workbook.language", `the language must be ru or en, not "${String(language)}"`));
  }
  if (formulas !== "portable" && formulas !== "addin") {
    problems.push(
      error("workbook.formulas", `the formula style must be portable or addin, not "${String(formulas)}"`),
    );
  }
  if (!Number.isInteger(dealsPerSet) || dealsPerSet < 1 || dealsPerSet > MAX_DEALS_PER_SET) {
    problems.push(
      error(
        "workbook.deals-per-set",
        `deals per set must be a whole number from 1 to ${MAX_DEALS_PER_SET}, not ${String(dealsPerSet)}`,
      ),
    );
  }
  let variant: VariantRules | undefined;
  if (typeof settings.variant === "string") {
    variant = variantByName(settings.variant) ?? undefined;
    if (variant === undefined)
      problems.push(
        error(
          "workbook.variant",
          `the variant must be one of ${VARIANTS.map((v) => v.id).join(", ")}, not "${settings.variant}"`,
        ),
      );
  } else if (settings.variant !== undefined) variant = settings.variant;
  const m = generateMovement(settings.players, {
    tableSize: settings.tableSize,
    rounds: settings.rounds,
    method: settings.method,
  });
  if (!m.ok) problems.push(...m.problems);
  if (problems.length > 0 || !m.ok) return fail(problems);
  const movement = m.value;
  const labels = labelsFor(language);
  const deals: DealLayout[] = [];
  for (let set = 1; set <= movement.sets; set++) {
    const rows = rowsOfSet(movement, set);
    if (rows.length === 0) continue;
    for (let k = 1; k <= dealsPerSet; k++) {
      const deal = (set - 1) * dealsPerSet + k;
      deals.push({
        deal,
        set,
        dealer: movement.tableSize === 4 ? defaultDealer(deal) : null,
        sheet: labels.sheets.protocol(deal),
        rows,
      });
    }
  }
  const session: SessionLayout = {
    players: movement.players,
    language,
    formulas,
    dealsPerSet,
    movement,
    deals,
  };
  return ok(variant === undefined ? session : { ...session, variant }, m.warnings);
}

/** The tables that play a set, in round order (then table order), with their sheet rows. */
function rowsOfSet(movement: Movement, set: number): ProtocolRowLayout[] {
  const rows: ProtocolRowLayout[] = [];
  for (const round of movement.schedule) {
    for (const t of round.tables) {
      if (t.set !== set) continue;
      rows.push({
        sheetRow: PROTOCOL_ROWS.first + rows.length,
        round: round.round,
        table: t.table,
        players: { N: t.N, E: t.E, S: t.S, W: t.W },
      });
    }
  }
  return rows;
}
