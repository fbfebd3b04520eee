/**
 * Reading a CSV file into the core's text table: UTF-8 (with or without BOM), "," or ";" as the
 * delimiter (Russian Excel saves ";"), line numbers kept for messages. Anything that is not CSV
 * text comes back as a problem, never an exception.
 */
import * as fs from "fs";
import { parse } from "csv-parse/sync";
import { TextRow, TextTable } from "../core/protocol-table";
import { error, fail, ok, Result } from "../core/result";

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
  let text: string;
  try {
    if (bytes.includes(0)) throw new Error("NUL");
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return fail([error("not-csv", "this is not a CSV text file (not UTF-8 text)", { file })]);
  }
  text = text.replace(/^\uFEFF/, "");
  if (text.trim() === "") return fail([error("empty-file", "the file is empty", { file })]);
  const firstLine = text.split(/\r?\n/, 1)[0];
  const delimiter = (firstLine.match(/;/g) ?? []).length > (firstLine.match(/,/g) ?? []).length ? ";" : ",";
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
  return ok({ file, headerLine: head.info.lines, header: head.record, rows });
}
