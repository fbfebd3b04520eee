/**
 * `pref score FILE [--penalties FILE.csv] [--names FILE.csv] [--format text|json|csv]` — FILE is a
 * protocol CSV or a session workbook (.xlsx, built by `pref build` and filled in by hand or not).
 */
import { Penalty, Protocol } from "../../core/protocol";
import { readNameTable, readPenaltyTable, readProtocolTable } from "../../core/protocol-table";
import { formatProblem, Problem, Result } from "../../core/result";
import { scoreSession } from "../../core/score";
import { fillWhists, variantByName, VARIANTS } from "../../core/whists";
import { oneOf, parse } from "../args";
import { readCsvFile } from "../csv";
import { CliIO } from "../io";
import { scoreToJson, standingsCsv, standingsText } from "../report";
import { readSessionWorkbook } from "../xlsx-reader";

/** Whether a file is a session workbook (by its name; a CSV path that holds a zip gets the CSV reader's message). */
function isWorkbook(file: string): boolean {
  return /\.xlsx$/i.test(file);
}

const FORMATS = ["text", "json", "csv"] as const;

/** Scores a protocol CSV and prints the standings. Exit 0, or 1 with one line per problem. */
export async function scoreCommand(argv: readonly string[], io: CliIO): Promise<number> {
  const args = parse(
    argv,
    {
      penalties: { type: "string" },
      names: { type: "string" },
      format: { type: "string", default: "text" },
      variant: { type: "string" },
    },
    true,
  );
  if (!args.ok) return usage(io, args.message);
  if (args.positionals.length !== 1) return usage(io, "give exactly one protocol file");
  const format = oneOf(args.values.format, FORMATS);
  if (format === null) return usage(io, `--format must be one of ${FORMATS.join(", ")}`);
  // --variant V: rows with a contract and tricks but blank whists get the whists of the contract.
  const variant = typeof args.values.variant === "string" ? variantByName(args.values.variant) : undefined;
  if (variant === null) return usage(io, `--variant must be one of ${VARIANTS.map((v) => v.id).join(", ")}`);

  const problems: Problem[] = [];
  const file = args.positionals[0];
  let protocols: Result<Protocol[]>;
  let workbookNames: Map<number, string> | undefined;
  if (isWorkbook(file)) {
    const wb = await readSessionWorkbook(file);
    protocols = wb.ok ? { ok: true, value: wb.value.protocols, warnings: wb.warnings } : wb;
    if (wb.ok && wb.value.names.size > 0) workbookNames = wb.value.names;
  } else {
    const table = readCsvFile(file);
    protocols = table.ok ? readProtocolTable(table.value) : table;
  }
  let penalties: Penalty[] = [];
  if (typeof args.values.penalties === "string") {
    const t = readCsvFile(args.values.penalties);
    const p = t.ok ? readPenaltyTable(t.value) : t;
    if (p.ok) penalties = p.value;
    else problems.push(...p.problems);
  }
  let names: Map<number, string> | undefined = workbookNames;
  if (typeof args.values.names === "string") {
    const t = readCsvFile(args.values.names);
    const n = t.ok ? readNameTable(t.value) : t;
    if (n.ok) names = n.value;
    else problems.push(...n.problems);
  }
  if (protocols.ok && variant !== undefined) {
    const filled = fillWhists(variant, protocols.value);
    protocols = filled.ok
      ? { ok: true, value: filled.value, warnings: [...protocols.warnings, ...filled.warnings] }
      : filled;
  }
  if (!protocols.ok) problems.unshift(...protocols.problems);
  if (!protocols.ok || problems.some((p) => p.severity === "error")) {
    for (const p of problems) io.err(formatProblem(p));
    return 1;
  }
  const { score, warnings } = scoreSession(protocols.value, { penalties, names });
  for (const w of [...protocols.warnings, ...warnings]) io.err(formatProblem(w));
  switch (format) {
    case "json":
      io.out(JSON.stringify(scoreToJson(score), null, 2));
      break;
    case "csv":
      io.out(standingsCsv(score));
      break;
    case "text":
      io.out(standingsText(score));
      break;
  }
  return 0;
}

function usage(io: CliIO, message: string): number {
  io.err(`pref score: ${message}`);
  io.err(
    "usage: pref score FILE.csv|FILE.xlsx [--penalties FILE.csv] [--names FILE.csv] [--variant sochi|leningrad|rostov] [--format text|json|csv]",
  );
  return 1;
}
