/**
 * The Check protocols button's work, without React: read the session's sheets through Office.js,
 * run every protocol check of the core (against the Movement sheet's movement when there is one),
 * and give each issue the cell it points at, sorted by deal, row and column.
 */
import { checkProtocols } from "../core/checks";
import { ok, type Problem, type Result } from "../core/result";
import { locateProblem, readSessionSheets, selectCell, type CellRef, type WorkbookTarget } from "../excel";

/** One issue of the list: the problem and the cell to show (null when it has none). */
export interface Issue {
  readonly problem: Problem;
  readonly cell: CellRef | null;
}

/** What the check found. */
export interface CheckReport {
  /** Every issue but the missing results, by deal, row and column. */
  readonly issues: readonly Issue[];
  /** Tables whose result is not in yet (warnings, listed apart: during a session they are many). */
  readonly missing: readonly Issue[];
  /** Protocol sheets read. */
  readonly sheets: number;
  /** Whether the rows were checked against the Movement sheet. */
  readonly withMovement: boolean;
  readonly syncs: number;
}

const ORDER = (a: Issue, b: Issue): number =>
  (a.problem.at.board ?? 0) - (b.problem.at.board ?? 0) ||
  (a.problem.at.line ?? Number.MAX_SAFE_INTEGER) - (b.problem.at.line ?? Number.MAX_SAFE_INTEGER) ||
  (a.cell?.address ?? "").localeCompare(b.cell?.address ?? "") ||
  (a.problem.severity === b.problem.severity ? 0 : a.problem.severity === "error" ? -1 : 1);

/** Reads and checks the protocols of the workbook in `target`. Never throws for Excel's problems. */
export async function checkSession(target: WorkbookTarget): Promise<Result<CheckReport>> {
  const read = await readSessionSheets(target);
  if (!read.ok) return read;
  const session = read.value;
  const found = [
    ...session.problems,
    ...checkProtocols({
      protocols: session.protocols,
      movement: session.movement,
      dealsPerSet: session.dealsPerSet,
    }),
  ];
  // A sheet that did not read has its reading problems listed: its rows are not "missing".
  const unread = new Set(
    session.problems.filter((p) => p.severity === "error" && p.at.board !== undefined).map((p) => p.at.board),
  );
  const all = found
    .filter((p) => !(p.code === "missing-result" && unread.has(p.at.board)))
    .map((problem) => ({ problem, cell: locateProblem(problem, session) }))
    .sort(ORDER);
  return ok({
    issues: all.filter((i) => i.problem.code !== "missing-result"),
    missing: all.filter((i) => i.problem.code === "missing-result"),
    sheets: session.dealSheets.size,
    withMovement: session.movement !== undefined,
    syncs: session.syncs,
  });
}

export { selectCell };
