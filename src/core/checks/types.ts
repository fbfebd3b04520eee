/** What every protocol check sees and returns. */
import { Movement } from "../movement";
import { Protocol, ProtocolRow } from "../protocol";
import { Location, Problem, Severity } from "../result";

/** The protocols to check and, when known, the movement they were played to. */
export interface CheckInput {
  readonly protocols: readonly Protocol[];
  readonly movement?: Movement;
  /** Deals in one set (board b is in set ⌈b / dealsPerSet⌉); default 1. */
  readonly dealsPerSet?: number;
}

/** One rule: a stable code, its severity, and what it finds. */
export interface Check {
  readonly code: string;
  readonly severity: Severity;
  /** What the rule looks for, in a few words (for the list of checks). */
  readonly title: string;
  readonly run: (input: CheckInput) => Problem[];
}

/** A check's run from a rule that looks at each protocol (one deal's rows) on its own. */
export function eachProtocol(rule: (p: Protocol) => Problem[]): (input: CheckInput) => Problem[] {
  return (input) => input.protocols.flatMap(rule);
}

/** The location of a protocol row (its file or sheet and line), in a column. */
export function rowAt(board: number, row: ProtocolRow, column?: string): Location {
  return { board, file: row.source?.file, sheet: row.source?.sheet, line: row.source?.line, column };
}
