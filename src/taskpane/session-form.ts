/**
 * The task pane's settings form as plain data: what the director typed, turned into the plan's
 * SessionSettings (or problems, one per field), and the movement's quality shown before building.
 * No React or Office here, so it is tested in Node.
 */
import {
  generateMovement,
  movementAlternatives,
  validateMovement,
  type Alternative,
  type MethodName,
} from "../core/movement";
import { error, fail, ok, type Problem, type Result } from "../core/result";
import type { FormulaStyle, Language, SessionSettings } from "../workbook/types";

/** The form's fields as typed. */
export interface FormState {
  /** A number, or names one per line. */
  readonly players: string;
  readonly tableSize: "4" | "3";
  readonly method: string;
  /** Empty: the whole movement. */
  readonly rounds: string;
  readonly dealsPerSet: string;
  readonly formulas: FormulaStyle;
  readonly language: Language;
  /** The preferans variant whose costs compute the whists; "" for none (whists typed). */
  readonly variant: VariantChoice;
  /** No layouts, or random deals (a seed from the pane) analysed double-dummy in a worker. */
  readonly deals: DealsChoice;
  /** Personal guide cards after the table cards (each player's table and seat, round by round). */
  readonly guides: boolean;
}

/** The deals the pane can make: none, or random layouts with their double-dummy analysis. */
export type DealsChoice = "none" | "random";

/** The variants the pane offers: none, or one of the three the core knows. */
export type VariantChoice = "" | "sochi" | "leningrad" | "rostov";

/** The variant choices in the order the pane lists them. */
export const VARIANT_CHOICES: readonly VariantChoice[] = ["", "sochi", "leningrad", "rostov"];

export function initialForm(language: Language): FormState {
  return {
    players: "",
    tableSize: "4",
    method: "auto",
    rounds: "",
    dealsPerSet: "1",
    formulas: "addin",
    language,
    variant: "",
    deals: "none",
    guides: false,
  };
}

/** The players field: a count, or a list of names (one per line; blank lines skipped). */
export function parsePlayers(text: string): { players: number; names?: Map<number, string> } | null {
  const lines = text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l.length > 0);
  if (lines.length === 0) return null;
  if (lines.length === 1 && /^\d+$/.test(lines[0])) return { players: Number(lines[0]) };
  // Each name as pasted, only the line break and outer spaces dropped (a name is never a formula).
  return { players: lines.length, names: new Map(lines.map((name, i) => [i + 1, name])) };
}

/** The settings of the form, or the problems of its fields (`at.column` names the field). */
export function formSettings(form: FormState): Result<SessionSettings> {
  const problems: Problem[] = [];
  const players = parsePlayers(form.players);
  if (players === null)
    problems.push(
      error("form.players.empty", "enter the number of players or their names", { column: "players" }),
    );
  const rounds = form.rounds.trim();
  if (rounds !== "" && !/^\d+$/.test(rounds))
    problems.push(
      error("form.rounds", "rounds: a whole number, or empty for the whole movement", { column: "rounds" }),
    );
  const deals = form.dealsPerSet.trim();
  if (!/^\d+$/.test(deals) || Number(deals) < 1 || Number(deals) > 8)
    problems.push(
      error("form.deals-per-set", "deals per set: a whole number from 1 to 8", { column: "dealsPerSet" }),
    );
  if (problems.length > 0 || players === null) return fail(problems);
  return ok({
    players: players.players,
    names: players.names,
    tableSize: Number(form.tableSize),
    method: form.method,
    rounds: rounds === "" ? undefined : Number(rounds),
    dealsPerSet: Number(deals),
    language: form.language,
    formulas: form.formulas,
    ...(form.variant === "" ? {} : { variant: form.variant }),
    // The director's sheets (penalties, places, score cards, live checks) come with the session.
    directorSheets: true,
    ...(form.guides ? { guides: true } : {}),
  });
}

/** The movement as the director sees it before building. */
export interface MovementPreview {
  /** The family (words for it come from the pane's strings, never the id itself). */
  readonly method: MethodName;
  readonly base?: MethodName;
  readonly tableSize: number;
  readonly linesKept: boolean;
  readonly tables: number;
  readonly rounds: number;
  readonly fullRounds: number;
  readonly perfect: boolean;
  readonly metOnce: number;
  readonly pairs: number;
  /** 0..1 */
  readonly metOnceShare: number;
  readonly rests: { readonly min: number; readonly max: number };
  readonly threeHandedTables: number;
  readonly repeatedSets: number;
  /** Every family for the count, ranked by the advice order (requested table size first). */
  readonly alternatives: readonly Alternative[];
}

/** The movement of these settings and its quality (validateMovement), or why there is none. */
export function previewMovement(
  settings: Pick<SessionSettings, "players" | "tableSize" | "rounds" | "method">,
): Result<MovementPreview> {
  const m = generateMovement(settings.players, {
    tableSize: settings.tableSize,
    rounds: settings.rounds,
    method: settings.method,
  });
  if (!m.ok) return m;
  const q = validateMovement(m.value);
  return ok(
    {
      method: m.value.method,
      ...(m.value.base === undefined ? {} : { base: m.value.base }),
      tableSize: m.value.tableSize,
      linesKept: q.linesKept,
      tables: m.value.tables,
      rounds: m.value.rounds,
      fullRounds: m.value.fullRounds,
      perfect: q.perfect,
      metOnce: q.metOnce,
      pairs: q.pairs,
      metOnceShare: q.metOnceShare,
      rests: q.rests,
      threeHandedTables: q.threeHandedTables,
      repeatedSets: q.repeatedSets,
      alternatives: movementAlternatives(settings.players, m.value.tableSize, m.value),
    },
    m.warnings,
  );
}

/** "94.3%" / "94,3 %". */
export function percentText(share: number, language: Language): string {
  const text = (100 * share).toFixed(1);
  return language === "ru" ? `${text.replace(".", ",")} %` : `${text}%`;
}
