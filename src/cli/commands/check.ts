/**
 * `pref check FILE [--players P] [--deals-per-set D] [--format text|json] [--lang ru|en]` — every
 * problem of a protocol CSV or a session workbook in one run and one list: the cells that cannot
 * be read together with every protocol check (a bad cell makes only its own row unscorable, so the
 * other rows are still checked); with --players, also against that movement (rows that do not fit
 * it, results still missing). Exit 1 when any error is found.
 */
import { checkProtocols } from "../../core/checks";
import { generateMovement, Movement } from "../../core/movement";
import { Problem } from "../../core/result";
import { cliText } from "../../i18n/cli-texts";
import { CliLanguage, commandLanguage, oneOf, parse } from "../args";
import { problemMessage } from "../../i18n/catalogue";
import { CliIO } from "../io";
import { issueJson, problemLine, sortProblems } from "../problem-text";
import { readProtocolFile, ProtocolFile } from "../read-protocols";

const FORMATS = ["text", "json"] as const;

/** Every problem of a file read: reading problems and every check, in one sorted list. */
export function fileIssues(
  file: ProtocolFile,
  movement: Movement | undefined,
  dealsPerSet: number,
): Problem[] {
  const checked = checkProtocols({ protocols: file.protocols, movement, dealsPerSet }).map((p) =>
    p.at.file === undefined && p.at.sheet === undefined ? { ...p, at: { file: file.file, ...p.at } } : p,
  );
  return sortProblems([...file.problems, ...checked]);
}

/** Checks a protocol file. */
export async function checkCommand(argv: readonly string[], io: CliIO): Promise<number> {
  const lang = commandLanguage(argv, io, "pref check");
  if (lang === null) return 1;
  const parsed = parse(
    argv,
    {
      players: { type: "string" },
      "deals-per-set": { type: "string", default: "1" },
      "table-size": { type: "string" },
      method: { type: "string" },
      rounds: { type: "string" },
      format: { type: "string", default: "text" },
      lang: { type: "string" },
    },
    true,
  );
  if (!parsed.ok) return usage(io, lang, problemMessage(parsed.problems[0], lang));
  const args = parsed.value;
  if (args.positionals.length !== 1) return usage(io, lang, cliText(lang, "one-file"));
  const format = oneOf(args.values.format, FORMATS);
  if (format === null) return usage(io, lang, cliText(lang, "bad-format", FORMATS.join(", ")));
  const dealsPerSet = wholeNumber(args.values["deals-per-set"]);
  if (dealsPerSet === null || dealsPerSet < 1) return usage(io, lang, cliText(lang, "bad-deals-per-set"));

  const movement = movementOption(args.values, "check", io, lang, (m) => usage(io, lang, m));
  if (typeof movement === "number") return movement;

  const name = args.positionals[0];
  const file = await readProtocolFile(name);
  // A workbook's own movement is the reference, as in the pane; --players overrides it.
  const issues =
    movement === undefined && file.movement !== undefined
      ? fileIssues(file, file.movement, file.dealsPerSet ?? dealsPerSet)
      : fileIssues(file, movement, dealsPerSet);
  const errors = issues.filter((p) => p.severity === "error").length;
  if (format === "json") {
    io.out(JSON.stringify({ issues: issues.map((p) => issueJson(p, lang)) }, null, 2));
  } else {
    for (const p of issues) io.out(problemLine(p, lang));
    io.out(
      issues.length === 0
        ? cliText(lang, "no-problems", name)
        : cliText(lang, "error-count", errors, issues.length - errors),
    );
  }
  return errors > 0 ? 1 : 0;
}

/** A whole number typed as an option's value, else null. */
export function wholeNumber(v: unknown): number | null {
  return typeof v === "string" && /^\d+$/.test(v) ? Number(v) : null;
}

/**
 * The movement that `--players` (with `--table-size`, `--rounds`, `--method` where the command
 * takes them) names, for `pref check` and `pref score`: undefined without `--players`, or the exit
 * code once a bad value has been reported (through `usage`) or the movement's problems printed.
 */
export function movementOption(
  values: Readonly<Record<string, unknown>>,
  command: string,
  io: CliIO,
  lang: CliLanguage,
  usage: (message: string) => number,
): Movement | undefined | number {
  if (values.players === undefined) return undefined;
  const players = wholeNumber(values.players);
  if (players === null) return usage(cliText(lang, "bad-players", String(values.players)));
  const tableSize = values["table-size"] === undefined ? undefined : wholeNumber(values["table-size"]);
  const rounds = values.rounds === undefined ? undefined : wholeNumber(values.rounds);
  const m = generateMovement(players, {
    tableSize: tableSize ?? undefined,
    rounds: rounds ?? undefined,
    method: typeof values.method === "string" ? values.method : undefined,
  });
  if (!m.ok) {
    for (const p of m.problems) io.err(`pref ${command}: ${problemLine(p, lang)}`);
    return 1;
  }
  return m.value;
}

function usage(io: CliIO, lang: CliLanguage, message: string): number {
  io.err(`pref check: ${message}`);
  io.err(cliText(lang, "usage-check"));
  return 1;
}
