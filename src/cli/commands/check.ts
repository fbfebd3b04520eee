/**
 * `pref check FILE [--players P] [--deals-per-set D] [--format text|json]` — every protocol check
 * on a protocol CSV or a session workbook; with --players, also against that movement (rows that
 * do not fit it, results still missing). Exit 1 when any error is found.
 */
import { checkProtocols } from "../../core/checks";
import { generateMovement, Movement } from "../../core/movement";
import { formatProblem, Problem } from "../../core/result";
import { oneOf, parse } from "../args";
import { CliIO } from "../io";
import { readProtocolFile } from "../read-protocols";

const FORMATS = ["text", "json"] as const;

/** Checks a protocol file. */
export async function checkCommand(argv: readonly string[], io: CliIO): Promise<number> {
  const args = parse(
    argv,
    {
      players: { type: "string" },
      "deals-per-set": { type: "string", default: "1" },
      "table-size": { type: "string" },
      method: { type: "string" },
      rounds: { type: "string" },
      format: { type: "string", default: "text" },
    },
    true,
  );
  if (!args.ok) return usage(io, args.message);
  if (args.positionals.length !== 1) return usage(io, "give exactly one protocol file");
  const format = oneOf(args.values.format, FORMATS);
  if (format === null) return usage(io, `--format must be one of ${FORMATS.join(", ")}`);
  const dealsPerSet = wholeNumber(args.values["deals-per-set"]);
  if (dealsPerSet === null || dealsPerSet < 1)
    return usage(io, "--deals-per-set must be a whole number from 1");

  let movement: Movement | undefined;
  if (args.values.players !== undefined) {
    const players = wholeNumber(args.values.players);
    if (players === null)
      return usage(io, `--players must be a whole number, not "${String(args.values.players)}"`);
    const tableSize =
      args.values["table-size"] === undefined ? undefined : wholeNumber(args.values["table-size"]);
    const rounds = args.values.rounds === undefined ? undefined : wholeNumber(args.values.rounds);
    const m = generateMovement(players, {
      tableSize: tableSize ?? undefined,
      rounds: rounds ?? undefined,
      method: typeof args.values.method === "string" ? args.values.method : undefined,
    });
    if (!m.ok) {
      for (const p of m.problems) io.err(`pref check: ${p.message}`);
      return 1;
    }
    movement = m.value;
  }

  const file = await readProtocolFile(args.positionals[0]);
  if (!file.ok) {
    for (const p of file.problems) io.err(formatProblem(p));
    return 1;
  }
  const name = args.positionals[0];
  // A missing result has no row of its own: it is still about this file.
  const issues: Problem[] = [
    ...file.warnings,
    ...checkProtocols({ protocols: file.value.protocols, movement, dealsPerSet }),
  ].map((p) =>
    p.at.file === undefined && p.at.sheet === undefined ? { ...p, at: { file: name, ...p.at } } : p,
  );
  const errors = issues.filter((p) => p.severity === "error").length;
  if (format === "json") {
    io.out(
      JSON.stringify(
        {
          issues: issues.map((p) => ({
            code: p.code,
            severity: p.severity,
            board: p.at.board ?? null,
            line: p.at.line ?? null,
            column: p.at.column ?? null,
            message: p.message,
          })),
        },
        null,
        2,
      ),
    );
  } else {
    for (const p of issues) io.out(formatProblem(p));
    const warnings = issues.length - errors;
    io.out(
      issues.length === 0
        ? `${name}: no problems found`
        : `${errors} error${errors === 1 ? "" : "s"}, ${warnings} warning${warnings === 1 ? "" : "s"}`,
    );
  }
  return errors > 0 ? 1 : 0;
}

function wholeNumber(v: unknown): number | null {
  return typeof v === "string" && /^\d+$/.test(v) ? Number(v) : null;
}

function usage(io: CliIO, message: string): number {
  io.err(`pref check: ${message}`);
  io.err("usage: pref check FILE [--players P] [--deals-per-set D] [--format text|json]");
  return 1;
}
