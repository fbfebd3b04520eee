/**
 * The one CSV writer of the CLI. A spreadsheet that opens a CSV runs a field that starts with
 * `=`, `+`, `-` or `@` as a formula (and tab or CR can hide such a start), so a player named
 * `=cmd|' /C calc'!A0` would run a command on the director's machine. Text fields that start with
 * one of those characters get a leading `'` (OWASP's advice for CSV injection); numbers — given as
 * numbers, or as text that the CLI itself formatted from a number — are written as they are.
 */

/** A field: text (a name, a contract), a number, a number the CLI already formatted, or blank. */
export type CsvField = string | number | bigint | null | undefined | CsvNumber;

/** A number formatted by the CLI ("-12", "33.333333333", "100/3"): never neutralised. */
export interface CsvNumber {
  readonly number: string;
}

/** Marks CLI-formatted number text so the writer leaves its sign alone. */
export function csvNumber(text: string): CsvNumber {
  return { number: text };
}

const TRIGGERS = /^[=+\-@\t\r]/;
/**
 * What a value formatted by the core looks like when it starts with a trigger: a number (a sign,
 * digits, a decimal point or a fraction bar), or the lone "-" of a pass-out contract. Neither is a
 * formula, and a `'` would stop `pref` reading its own files back.
 */
const FORMATTED = /^(-?\d+(\.\d+)?(\/\d+)?|-)$/;

/** Quotes a field for CSV when it holds a delimiter, a quote or a line break. */
function quoted(s: string): string {
  return /[",;\t\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** A text field made harmless for spreadsheets: `'` before a formula trigger, then CSV-quoted. */
export function csvText(text: string): string {
  return quoted(TRIGGERS.test(text) ? `'${text}` : text);
}

/**
 * A field the CLI formatted that is a number when it reads as one ("-12", "100/3", the pass-out
 * "-") and text otherwise (a whists column holds numbers and markers such as "A+" or "60%").
 */
export function csvNumberOrText(text: string): string {
  return FORMATTED.test(text) ? text : csvText(text);
}

/** One field as CSV. */
export function csvField(v: CsvField): string {
  if (v === null || v === undefined) return "";
  if (typeof v === "number" || typeof v === "bigint") return String(v);
  if (typeof v === "object") return quoted(v.number);
  return csvText(v);
}

/** One CSV line (no line break). */
export function csvLine(fields: readonly CsvField[]): string {
  return fields.map(csvField).join(",");
}

/** CSV text: a header and rows, each line ended by "\n". */
export function csvTable(header: readonly string[], rows: Iterable<readonly CsvField[]>): string {
  const lines = [csvLine(header)];
  for (const r of rows) lines.push(csvLine(r));
  return lines.join("\n") + "\n";
}
