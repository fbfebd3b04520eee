/**
 * The session's shape before any cell is planned: settings checked, the movement generated, and
 * for each deal the tables that play it in round order — the rows of its protocol sheet (whose
 * columns and rows are fixed in protocol-columns.ts, re-exported here).
 */
import { generateMovement, seatedForDealer, type Movement, type Seat } from "../core/movement";
import { error, fail, ok, type Problem, type Result } from "../core/result";
import { defaultDealer } from "../core/simulate";
import { variantByName, VARIANTS, type VariantRules } from "../core/whists";
import { labelsFor } from "./labels";
import { PROTOCOL_ROWS } from "./protocol-columns";
import type {
  DealLayout,
  FormulaStyle,
  Language,
  ProtocolRowLayout,
  SessionLayout,
  SessionSettings,
} from "./types";

export {
  PROTOCOL_COLUMNS,
  PROTOCOL_LAYOUT_AREA,
  protocolLayoutRow,
  PROTOCOL_ROWS,
  PROTOCOL_TEXT_COLUMNS,
  PROTOCOL_TITLE,
  PROTOCOL_TABLE,
  seatColumns,
} from "./protocol-columns";

/** Largest deals per set accepted. */
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
      const dealer = movement.tableSize === 4 ? defaultDealer(deal) : null;
      deals.push({
        deal,
        set,
        dealer,
        sheet: labels.sheets.protocol(deal),
        // A 3-handed table leaves each deal's dealer's seat empty (several deals a set: it moves).
        rows: dealer === null ? rows : rows.map((r) => ({ ...r, players: seatedFor(r, set, dealer) })),
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

/** A row's players reseated for a deal dealt by `dealer` (core/movement/dealer.ts). */
function seatedFor(r: ProtocolRowLayout, set: number, dealer: Seat): ProtocolRowLayout["players"] {
  const t = seatedForDealer({ table: r.table, set, ...r.players }, dealer);
  return { N: t.N, E: t.E, S: t.S, W: t.W };
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
