/**
 * `pref movement --players P [--table-size 4|3] [--rounds R] [--method auto|NAME] [--format text|json|csv]`:
 * prints a movement — the grid, the set row and the table cards as text, the docs/contracts.md JSON, or
 * one CSV row per round × table. Exit 0, or 1 with a one-line message for bad input.
 */
import { commandLanguage, oneOf, parse, wholeOption } from "../args";
import type { CliIO } from "../io";
import { textOptions } from "../options";
import { SEATS, type Seat } from "../../core/protocol";
import { cliText } from "../../i18n/cli-texts";
import { problemMessage } from "../../i18n/catalogue";
import { reportTexts, type ReportLanguage } from "../../i18n/report-texts";
import { qualityRowsRu } from "../../workbook/movement-sheets";
import { problemLine } from "../problem-text";
import { csvLine } from "../csv-write";
import {
  generateMovement,
  qualityRows,
  movementAlternatives,
  movementGrid,
  setRowGrid,
  tableCards,
  validateMovement,
  type Alternative,
  type Movement,
  type MovementQuality,
} from "../../core/movement";

const FORMATS = ["text", "json", "csv"] as const;
type Format = (typeof FORMATS)[number];

/** Writes a movement for the requested count in the requested format; resolves to the exit code. */
export async function movementCommand(argv: readonly string[], io: CliIO): Promise<number> {
  // A refusal is one line (no usage after it), in the command line's language.
  const fail = (message: string): number => {
    io.err(`pref movement: ${message}`);
    return 1;
  };
  const lang = commandLanguage(argv, io, "pref movement");
  if (lang === null) return 1;
  const parsed = parse(
    argv,
    textOptions("players", "table-size", "rounds", "method", "format", "lang"),
    false,
  );
  if (!parsed.ok) return fail(problemMessage(parsed.problems[0], lang));
  const values = parsed.value.values;
  const format = oneOf(values.format ?? "text", FORMATS);
  if (format === null) return fail(cliText(lang, "format-not", FORMATS, String(values.format)));
  if (values.players === undefined) return fail(cliText(lang, "players-required"));
  const numbers = [
    wholeOption("--players", values.players),
    wholeOption("--table-size", values["table-size"]),
    wholeOption("--rounds", values.rounds),
  ];
  for (const x of numbers) if (!x.ok) return fail(problemMessage(x.problems[0], lang));
  const [players, tableSize, rounds] = numbers.map((x) => (x.ok ? x.value : undefined));

  const result = generateMovement(players as number, {
    tableSize,
    rounds,
    method: typeof values.method === "string" ? values.method : undefined,
  });
  // The core's problems in the director's language, from the one catalogue.
  if (!result.ok) return fail(result.problems.map((p) => problemLine(p, lang)).join("; "));
  const movement = result.value;
  const quality = validateMovement(movement);
  io.out(
    render(
      movement,
      quality,
      format,
      movementAlternatives(movement.players, movement.tableSize, movement),
      lang,
    ),
  );
  return 0;
}

/** A number from an option's text, or the message to show. */
function render(
  m: Movement,
  q: MovementQuality,
  format: Format,
  alternatives: readonly Alternative[],
  lang: ReportLanguage,
): string {
  // Only the text follows --lang: the JSON keys and the CSV header are machine contracts
  // (docs/contracts.md), English in both languages.
  switch (format) {
    case "json":
      return JSON.stringify(movementJson(m, q, alternatives), null, 2);
    case "csv":
      return movementCsv(m);
    case "text":
      return movementText(m, q, alternatives, lang);
    default: {
      const never: never = format;
      return never;
    }
  }
}

/**
 * The docs/contracts.md contract: the movement's fields in order, then `quality`, then (when given) the
 * `alternatives`: every family for the count, ranked by the advice order.
 */
export function movementJson(
  m: Movement,
  q: MovementQuality,
  alternatives?: readonly Alternative[],
): Record<string, unknown> {
  return {
    players: m.players,
    tables: m.tables,
    tableSize: m.tableSize,
    rounds: m.rounds,
    sets: m.sets,
    method: m.method,
    ...(m.base === undefined ? {} : { base: m.base }),
    fullRounds: m.fullRounds,
    setCopies: m.setCopies,
    ...(m.rooms === undefined ? {} : { rooms: m.rooms }),
    schedule: m.schedule,
    quality: q,
    ...(alternatives === undefined ? {} : { alternatives }),
  };
}

/** One row per round × table: round,table,set,N,E,S,W (an empty seat is an empty field). */
export function movementCsv(m: Movement): string {
  const lines = ["round,table,set,N,E,S,W"];
  for (const round of m.schedule) {
    for (const t of round.tables) {
      lines.push(csvLine([round.round, t.table, t.set, t.N, t.E, t.S, t.W]));
    }
  }
  return lines.join("\n");
}

/**
 * What a director prints: the grid, the set row, the table cards, the quality figures and the
 * alternatives — in `lang`'s words and the workbook's seat letters (С В Ю З in Russian).
 */
export function movementText(
  m: Movement,
  q: MovementQuality,
  alternatives: readonly Alternative[] | undefined,
  lang: ReportLanguage,
): string {
  const t = reportTexts(lang);
  const w = t.movement;
  const parts = [w.heading(m)];
  if (m.rooms !== undefined) parts.push(m.rooms.map(w.room).join("\n"));
  const seats = SEATS.slice(0, m.tableSize === 4 ? 4 : 3);
  const grid = movementGrid(m);
  // The core's grid speaks English in its header only: Round, Table 1…, Rests.
  grid[0] = grid[0].map((_, i) => (i === 0 ? w.round : i <= m.tables ? w.table(i) : w.rests));
  parts.push(`${w.gridTitle(seats.map((s) => t.seats[s]).join(" "))}\n${aligned(grid)}`);
  const setRow = setRowGrid(m);
  setRow[0][0] = w.round;
  parts.push(`${w.setRowTitle}\n${aligned(setRow)}`);
  const cardLines: string[] = [];
  for (const card of tableCards(m)) {
    const label = w.card(card.table);
    const texts = card.changes.map((c) =>
      c.moves.length === 0 ? w.stay : movesText(c.moves, t.seats, w.moveSeparator),
    );
    if (texts.length === 0) continue;
    if (texts.every((x) => x === texts[0])) {
      cardLines.push(w.everyRound(label, texts[0]));
    } else {
      cardLines.push(`${label}:`);
      card.changes.forEach((c, i) => cardLines.push(w.afterRound(c.afterRound, texts[i])));
    }
  }
  if (cardLines.length > 0) parts.push(`${w.cardsTitle}\n${cardLines.join("\n")}`);
  // The quality figures in Russian are the Movement sheet's own rows, to the word.
  parts.push(`${w.qualityTitle}\n${aligned(lang === "ru" ? qualityRowsRu(q) : qualityRows(q))}`);
  if (alternatives !== undefined && alternatives.length > 0)
    parts.push(w.alternatives(alternatives, m.tableSize));
  return parts.join("\n\n");
}

/**
 * The moves "1E–3W 1S–1E" in the given seat letters; a Cyrillic letter gets a space after the
 * table ("1 В–3 З"), since "1З" reads as 13 — as on the workbook's table cards.
 */
function movesText(
  moves: readonly string[],
  letters: Readonly<Record<Seat, string>>,
  separator: string,
): string {
  const seat = (table: string, s: Seat): string =>
    letters[s] === s ? `${table}${s}` : `${table} ${letters[s]}`;
  return moves
    .map((mv) => mv.replace(/(\d+)([NESW])/g, (_, table: string, s: Seat) => seat(table, s)))
    .join(separator);
}

function aligned(rows: readonly (readonly string[])[]): string {
  const widths: number[] = [];
  for (const row of rows) row.forEach((cell, i) => (widths[i] = Math.max(widths[i] ?? 0, cell.length)));
  return rows
    .map((row) =>
      row
        .map((cell, i) => cell.padEnd(widths[i]))
        .join("  ")
        .trimEnd(),
    )
    .join("\n");
}
