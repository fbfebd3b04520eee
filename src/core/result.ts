/**
 * Errors as values. The core never throws for a user's mistake: it returns a failed Result
 * carrying one or more problems, each with a stable code and a location, and the edges (the
 * CLI, the custom functions, the task pane) turn them into messages.
 */

/** Where a problem is: any of these that are known. `line` is a CSV line or a sheet row (1-based). */
export interface Location {
  readonly file?: string;
  readonly sheet?: string;
  readonly line?: number;
  readonly column?: string;
  readonly board?: number;
}

/** How serious a problem is: an error stops the job, a warning is reported alongside results. */
export type Severity = "error" | "warning";

/** One problem found in the user's input. `message` is English; `params` let an edge translate it. */
export interface Problem {
  readonly code: string;
  readonly severity: Severity;
  readonly message: string;
  readonly at: Location;
  readonly params?: Readonly<Record<string, string | number>>;
}

/** A computation's outcome: a value (with any warnings) or the problems that prevented it. */
export type Result<T> =
  | { readonly ok: true; readonly value: T; readonly warnings: readonly Problem[] }
  | { readonly ok: false; readonly problems: readonly Problem[] };

/** A successful Result. */
export function ok<T>(value: T, warnings: readonly Problem[] = []): Result<T> {
  return { ok: true, value, warnings };
}

/** A failed Result; `problems` must hold at least one error. */
export function fail<T>(problems: readonly Problem[]): Result<T> {
  return { ok: false, problems };
}

/**
 * The value of a Result, or an Error that lists every problem (with its location) — for code that
 * cannot go on without the value: tests, benchmarks, a value the caller has made sure of. A
 * director's mistake is reported as problems, never thrown through this.
 */
export function unwrap<T>(r: Result<T>): T {
  if (r.ok) return r.value;
  throw new Error(r.problems.map(formatProblem).join("; "));
}

/** Builds an error Problem. */
export function error(
  code: string,
  message: string,
  at: Location = {},
  params?: Record<string, string | number>,
): Problem {
  return { code, severity: "error", message, at, params };
}

/** Builds a warning Problem. */
export function warning(
  code: string,
  message: string,
  at: Location = {},
  params?: Record<string, string | number>,
): Problem {
  return { code, severity: "warning", message, at, params };
}

/** "file, line 4, column E_whists: message" — the one-line form used by the CLI and the task pane. */
export function formatProblem(p: Problem): string {
  const where: string[] = [];
  if (p.at.file !== undefined) where.push(p.at.file);
  if (p.at.sheet !== undefined) where.push(`sheet ${p.at.sheet}`);
  if (p.at.board !== undefined) where.push(`board ${p.at.board}`);
  if (p.at.line !== undefined) where.push(`line ${p.at.line}`);
  if (p.at.column !== undefined) where.push(`column ${p.at.column}`);
  const prefix = p.severity === "warning" ? "warning: " : "";
  return where.length > 0 ? `${where.join(", ")}: ${prefix}${p.message}` : `${prefix}${p.message}`;
}
