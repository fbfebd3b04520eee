/**
 * Reading a CSV file into the core's text table: UTF-8 (with or without BOM), UTF-16 and
 * Windows-1251 (decode.ts), "," ";" or tab as the delimiter (Russian Excel saves ";", "Текст
 * Юникод" tabs), line numbers kept for messages. Anything that is not CSV text comes back as a
 * problem, never an exception.
 */
import * as fs from "fs";
import { parse } from "csv-parse/sync";
import { TextRow, TextTable } from "../core/protocol-table";
import { error, fail, ok, Result } from "../core/result";
import { decodeText } from "./decode";

/** Reads and parses a CSV file. */
export function readCsvFile(file: string): Result<TextTable> {
  let bytes: Buffer;
  try {
    bytes = fs.readFileSync(file);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    const why = code === "ENOENT" ? "no such file" : code === "EISDIR" ? "it is a folder" : "cannot be read";
    return fail([error("file-unreadable", `cannot read the file: ${why}`, { file })]);
  }
  return parseCsv(bytes, file);
}

/** Parses CSV bytes; `file` names them in messages. */
export function parseCsv(bytes: Uint8Array, file?: string): Result<TextTable> {
  if (bytes.length === 0) return fail([error("empty-file", "the file is empty", { file })]);
  if (bytes[0] === 0x50 && bytes[1] === 0x4b) {
    return fail([error("not-csv", "this is a zip file (a workbook?), not a CSV text file", { file })]);
  }
  const decoded = decodeText(bytes, file);
  if (!decoded.ok) return decoded;
  const text = decoded.value.text;
  if (text.trim() === "") return fail([error("empty-file", "the file is empty", { file })]);
  const delimiter = delimiterOf(text.split(/\r?\n/, 1)[0]);
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text, {
      delimiter,
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
      trim: false,
    }) as { record: string[]; info: { lines: number } }[];
  } catch (e) {
    const err = e as { message?: string; lines?: number };
    const line = typeof err.lines === "number" ? err.lines : undefined;
    const msg = (err.message ?? "unreadable CSV").replace(/^Invalid Record Length: /, "").split(":")[0];
    return fail([error("not-csv", `this is not valid CSV: ${msg}`, { file, line })]);
  }
  if (records.length === 0) return fail([error("empty-file", "the file is empty", { file })]);
  const [head, ...rest] = records;
  const rows: TextRow[] = rest.map((r) => ({ line: r.info.lines, cells: r.record }));
  return ok({ file, headerLine: head.info.lines, header: head.record, rows }, decoded.warnings);
}

/** The delimiter of a header line: the most frequent of tab, ";" and "," (a tie goes to ","). */
function delimiterOf(header: string): string {
  const count = (c: string): number => header.split(c).length - 1;
  const tabs = count("\t");
  const semis = count(";");
  const commas = count(",");
  if (tabs > semis && tabs > commas) return "\t";
  return semis > commas ? ";" : ",";
}

/**
 * Reads a CSV file and hands its table to `then`; the reading warnings (a guessed encoding) are
 * kept with `then`'s own, so no caller drops them.
 */
export function readCsvWith<T>(file: string, then: (table: TextTable) => Result<T>): Result<T> {
  const t = readCsvFile(file);
  if (!t.ok) return t;
  const r = then(t.value);
  return r.ok ? ok(r.value, [...t.warnings, ...r.warnings]) : r;
}
