/**
 * Problems as the CLI shows them, in the director's language: where (file, sheet and Excel cell
 * for a workbook — `Протокол 3!J7` — or CSV line and column), then the message from the one
 * catalogue (src/i18n). Also the JSON shape of an issue, the same for `pref check` and `pref score`.
 */
import type { Problem } from "../core/result";
import { problemMessage } from "../i18n/catalogue";
import { cellOfProblem } from "../workbook/problem-cell";
import type { CliLanguage } from "./args";

/**
 * The Excel cell of a problem on a workbook sheet ("J7"), the one the task pane selects for it
 * (cellOfProblem); null when the problem names no sheet row — a sheet missing, a CSV line.
 */
export function sheetCell(p: Problem): string | null {
  if (p.at.sheet === undefined || p.at.line === undefined) return null;
  return cellOfProblem(p, { sheetOf: () => undefined })?.address ?? null;
}

const WORDS = {
  ru: { board: "сдача", line: "строка", column: "графа", warning: "предупреждение: " },
  en: { board: "board", line: "line", column: "column", warning: "warning: " },
} as const;

/** "file, board 3, line 4, column E_whists: message" / "file, Протокол 3!J7: …" in `lang`. */
export function problemLine(p: Problem, lang: CliLanguage): string {
  const w = WORDS[lang];
  const where: string[] = [];
  if (p.at.file !== undefined) where.push(p.at.file);
  const cell = sheetCell(p);
  if (p.at.sheet !== undefined) where.push(cell === null ? p.at.sheet : `${p.at.sheet}!${cell}`);
  if (p.at.board !== undefined && p.at.sheet === undefined) where.push(`${w.board} ${p.at.board}`);
  if (p.at.sheet === undefined) {
    if (p.at.line !== undefined) where.push(`${w.line} ${p.at.line}`);
    if (p.at.column !== undefined) where.push(`${w.column} ${p.at.column}`);
  }
  const prefix = p.severity === "warning" ? w.warning : "";
  const message = problemMessage(p, lang);
  return where.length > 0 ? `${where.join(", ")}: ${prefix}${message}` : `${prefix}${message}`;
}

/** One issue of `{"issues":[…]}`: code, severity, board, line, column, sheet, cell, message. */
export function issueJson(p: Problem, lang: CliLanguage): Record<string, unknown> {
  return {
    code: p.code,
    severity: p.severity,
    file: p.at.file ?? null,
    board: p.at.board ?? null,
    line: p.at.line ?? null,
    column: p.at.column ?? null,
    sheet: p.at.sheet ?? null,
    cell: sheetCell(p),
    message: problemMessage(p, lang),
  };
}

/**
 * Problems in the order a director reads his file: by file, sheet, line (problems of no line —
 * a result still missing — after the lines), deal, then column. The sort is stable.
 */
export function sortProblems(problems: readonly Problem[]): Problem[] {
  const line = (p: Problem): number => p.at.line ?? Number.MAX_SAFE_INTEGER;
  return [...problems].sort(
    (a, b) =>
      (a.at.file ?? "").localeCompare(b.at.file ?? "") ||
      (a.at.sheet ?? "").localeCompare(b.at.sheet ?? "", undefined, { numeric: true }) ||
      line(a) - line(b) ||
      (a.at.board ?? 0) - (b.at.board ?? 0) ||
      (a.at.column ?? "").localeCompare(b.at.column ?? ""),
  );
}
