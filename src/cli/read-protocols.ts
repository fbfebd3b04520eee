/** Reading protocols from the files a director has: a protocol CSV or a session workbook. */
import { Protocol } from "../core/protocol";
import { readProtocolTable } from "../core/protocol-table";
import { ok, Result } from "../core/result";
import { readCsvWith } from "./csv";
import { readSessionWorkbook } from "./xlsx-reader";

/** The protocols of a file and, from a workbook, the players' names. */
export interface ProtocolFile {
  readonly protocols: Protocol[];
  readonly names?: Map<number, string>;
}

/** Reads a .xlsx session workbook or a protocol CSV (by the file's name). */
export async function readProtocolFile(file: string): Promise<Result<ProtocolFile>> {
  if (/\.xlsx$/i.test(file)) {
    const wb = await readSessionWorkbook(file);
    if (!wb.ok) return wb;
    return ok(
      { protocols: wb.value.protocols, names: wb.value.names.size > 0 ? wb.value.names : undefined },
      wb.warnings,
    );
  }
  const protocols = readCsvWith(file, readProtocolTable);
  return protocols.ok ? ok({ protocols: protocols.value }, protocols.warnings) : protocols;
}
