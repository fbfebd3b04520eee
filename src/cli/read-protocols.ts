/** Reading protocols from the files a director has: a protocol CSV or a session workbook. */
import { Movement } from "../core/movement";
import { Disqualification, Penalty, Protocol } from "../core/protocol";
import { readProtocolRows } from "../core/protocol-table";
import { Problem } from "../core/result";
import { readCsvFile } from "./csv";
import { readSessionWorkbook } from "../xlsx/reader";

/**
 * What a file gave: its protocols (rows with an unreadable cell kept, unscored), every problem
 * met reading it, and from a workbook the players' names and the Penalties sheet's rulings.
 * Not a Result: reading a file never fails as a whole, the checks go on with what it gave.
 */
export interface ProtocolFile {
  readonly file: string;
  readonly protocols: Protocol[];
  /** Reading errors and warnings, each naming the file (and sheet), line and column. */
  readonly problems: Problem[];
  readonly names?: Map<number, string>;
  readonly penalties: Penalty[];
  readonly disqualified: Disqualification[];
  /** A workbook's own movement (its Movement sheet): the reference when no --players is given. */
  readonly movement?: Movement;
  /** A workbook's deals per set, from its protocol sheets' set numbers. */
  readonly dealsPerSet?: number;
}

/** Every problem names the file it is about. */
function inFile(file: string, problems: readonly Problem[]): Problem[] {
  return problems.map((p) => (p.at.file === undefined ? { ...p, at: { ...p.at, file } } : p));
}

/**
 * Reads a .xlsx session workbook or a protocol CSV (by the file's name). Never fails: a file that
 * cannot be read at all gives no protocols and its problem.
 */
export async function readProtocolFile(file: string): Promise<ProtocolFile> {
  if (/\.xlsx$/i.test(file)) {
    const wb = await readSessionWorkbook(file);
    if (!wb.ok)
      return { file, protocols: [], problems: inFile(file, wb.problems), penalties: [], disqualified: [] };
    return {
      file,
      protocols: wb.value.protocols,
      problems: inFile(file, [...wb.value.problems, ...wb.warnings]),
      names: wb.value.names.size > 0 ? wb.value.names : undefined,
      penalties: wb.value.penalties,
      disqualified: wb.value.disqualified,
      movement: wb.value.movement,
      dealsPerSet: wb.value.dealsPerSet,
    };
  }
  const table = readCsvFile(file);
  if (!table.ok)
    return { file, protocols: [], problems: inFile(file, table.problems), penalties: [], disqualified: [] };
  const read = readProtocolRows(table.value);
  return {
    file,
    protocols: read.protocols,
    // The table's own warnings (an encoding that was guessed) come first.
    problems: inFile(file, [...table.warnings, ...read.problems]),
    penalties: [],
    disqualified: [],
  };
}
