/**
 * The session workbook plan from the director's settings: Players, Movement, Table cards, Set row,
 * one protocol sheet per deal, Penalties, Results (with the director's corrections listed), Places
 * (the standings sorted by place), Score cards, and the hidden Ledger. Results already known (a protocol
 * CSV, a simulation) can be filled into the typed cells; rows that do not fit the movement are
 * refused.
 */
import { SEATS, type Protocol } from "../core/protocol";
import { fail, ok, type Result } from "../core/result";
import { matchProtocols, type SessionFill } from "./fill";
import { range } from "./formula";
import { labelsFor } from "./labels";
import { layoutSession } from "./layout";
import { cardsSheet, movementSheet, playersSheet, setRowSheet } from "./movement-sheets";
import { costRanges, costTableSheet, type CostRanges } from "./cost-table-sheet";
import { dealsSheet } from "./deals-sheet";
import { protocolSheet } from "./protocol-sheet";
import { penaltiesSheet } from "./penalties-sheet";
import { placesSheet } from "./places-sheet";
import {
  contractFormsRange,
  ledgerParts,
  type LedgerSheetEntry,
  LEDGER_COLUMNS,
  resultsSheet,
  RESULTS_COLUMNS,
} from "./results-sheet";
import { cardLines, MAX_CARD_LINES, scoreCardsSheet } from "./score-cards-sheet";
import { planFingerprint } from "./fingerprint";
import type {
  DefinedName,
  SessionLayout,
  SessionSettings,
  SheetPlan,
  SheetRole,
  WorkbookPlan,
} from "./types";

/** Builds the plan; with `protocols`, their results are written into the protocol sheets. */
export function buildWorkbookPlan(
  settings: SessionSettings,
  protocols?: readonly Protocol[],
): Result<WorkbookPlan> {
  const lazy = buildLazyWorkbookPlan(settings, protocols);
  if (!lazy.ok) return lazy;
  const { session, names } = lazy.value;
  return ok({ session, sheets: [...lazy.value.sheets()].map(wholeSheet), names }, lazy.warnings);
}

/** The plan of a laid-out session. */
export function planOf(session: SessionLayout, settings: SessionSettings, fill?: SessionFill): WorkbookPlan {
  const lazy = lazyPlanOf(session, settings, fill);
  return { session, sheets: [...lazy.sheets()].map(wholeSheet), names: lazy.names };
}

/**
 * A workbook plan whose sheets are made one at a time, in the workbook's order, as they are
 * asked for: a writer that writes each sheet and lets it go holds one sheet's cells, not the
 * whole workbook's (a 1000-player session has millions of cells).
 */
export interface LazyWorkbookPlan {
  readonly session: SessionLayout;
  readonly names: readonly DefinedName[];
  /** The sheets, made afresh on each call; a big sheet (the Ledger) comes in parts. */
  sheets(): Iterable<LazySheet>;
}

/**
 * One sheet in parts, rows ascending from part to part; the first part carries the sheet's name
 * and settings, the later ones only add cells.
 */
export interface SheetInParts {
  readonly parts: Iterable<SheetPlan>;
}

/** A sheet of a lazy plan: whole, or in parts. */
export type LazySheet = SheetPlan | SheetInParts;

/** The sheet with its parts joined. */
export function wholeSheet(s: LazySheet): SheetPlan {
  if (!("parts" in s)) return s;
  const parts = [...s.parts];
  return { ...parts[0], cells: parts.flatMap((p) => p.cells) };
}

/** buildWorkbookPlan, with the sheets made as they are written. */
export function buildLazyWorkbookPlan(
  settings: SessionSettings,
  protocols?: readonly Protocol[],
): Result<LazyWorkbookPlan> {
  const layout = layoutSession(settings);
  if (!layout.ok) return layout;
  let fill: SessionFill | undefined;
  if (protocols !== undefined) {
    const matched = matchProtocols(layout.value, protocols);
    if (!matched.ok) return fail(matched.problems);
    fill = matched.value;
  }
  return ok(lazyPlanOf(layout.value, settings, fill), layout.warnings);
}

/** The Ledger's data rows: one per seat of every protocol row (as ledgerSheet writes them). */
function ledgerRows(session: SessionLayout): number {
  return session.deals.reduce((n, d) => n + d.rows.length * SEATS.length, 0);
}

function lazyPlanOf(session: SessionLayout, settings: SessionSettings, fill?: SessionFill): LazyWorkbookPlan {
  const labels = labelsFor(session.language);
  const players = playersSheet(session, labels, settings.names);
  // With a variant: a Cost table sheet for each table size the session has, and whist cells
  // that look their contract up in it.
  const variant = session.variant;
  const sizes = new Set<3 | 4>();
  for (const d of session.deals)
    for (const r of d.rows)
      sizes.add(Object.values(r.players).filter((p) => p !== null).length === 3 ? 3 : 4);
  const costSheets: SheetPlan[] = [];
  const costs: Partial<Record<3 | 4, CostRanges>> = {};
  if (variant !== undefined) {
    for (const n of [4, 3] as const) {
      if (!sizes.has(n)) continue;
      const sheet = costTableSheet(variant, n, session.language);
      costSheets.push(sheet);
      costs[n] = costRanges(variant, n, sheet.name);
    }
  }
  const director = settings.directorSheets === true;
  const forms = director ? contractFormsRange(labels.sheets.ledger) : undefined;
  const rows = ledgerRows(session);
  const tops = range(2, LEDGER_COLUMNS.top, 1 + Math.max(rows, 1), LEDGER_COLUMNS.top, labels.sheets.ledger);
  const names: DefinedName[] = [
    { name: "PREF_PLAYERS", ref: range(1, 1, session.players + 1, 2, players.name) },
    {
      name: "PREF_RESULTS",
      ref: range(1, 1, session.players + 1, RESULTS_COLUMNS.rank, labels.sheets.results),
    },
  ];
  // With deals: the Deals sheet, and each protocol whose deal is laid out gets its layout and DD columns.
  const given = settings.deals;
  const dealIndex = new Map(given?.deals.map((d, i) => [d.deal, i]));
  function* sheets(): Generator<LazySheet> {
    // Every sheet's fingerprint, for the Ledger (see LEDGER_COLUMNS): a rebuild empties or deletes
    // only a sheet that still matches it. Taken as each sheet is made (a protocol is let go once
    // written).
    const made: LedgerSheetEntry[] = [];
    const own = (s: SheetPlan): SheetPlan => {
      made.push({
        role: s.role,
        name: s.name,
        ...(s.deal === undefined ? {} : { deal: s.deal }),
        fingerprint: planFingerprint(s),
      });
      return s;
    };
    yield own(players);
    yield own(movementSheet(session, labels));
    yield own(cardsSheet(session, labels, { guides: settings.guides === true }));
    yield own(setRowSheet(session, labels));
    if (given !== undefined) yield own(dealsSheet(session, given, labels));
    for (const c of costSheets) yield own(c);
    for (const d of session.deals) {
      const index = dealIndex.get(d.deal);
      yield own(
        protocolSheet(
          d,
          labels,
          session.formulas,
          session.players,
          fill?.get(d.deal),
          variant === undefined ? undefined : costs,
          forms,
          given === undefined || index === undefined
            ? undefined
            : { deal: given.deals[index], index, language: session.language },
        ),
      );
    }
    const penalties = director
      ? penaltiesSheet(labels, session.players, tops, settings.penalties, settings.disqualified)
      : undefined;
    if (penalties !== undefined) yield own(penalties.sheet);
    const results = resultsSheet(session, labels, rows, players.name, penalties?.ranges);
    yield own(results);
    if (director) yield own(placesSheet(session, labels, results.name));
    const withCards = director && (settings.scoreCards ?? cardLines(session) <= MAX_CARD_LINES);
    if (withCards) yield own(scoreCardsSheet(session, labels, results.name, players.name));
    // The sheets a reader must find even renamed first (the Ledger records them; see
    // LEDGER_COLUMNS), then the builder's own, each with its fingerprint.
    const readers: readonly SheetRole[] = ["players", "penalties", "results", "protocol"];
    const recorded: LedgerSheetEntry[] = [
      ...readers.flatMap((role) => made.filter((e) => e.role === role)),
      ...made.filter((e) => !readers.includes(e.role)),
    ];
    yield { parts: ledgerParts(session, labels, director, recorded) };
  }
  return { session, names, sheets };
}
