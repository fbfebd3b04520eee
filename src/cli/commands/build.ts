/**
 * `pref build --players P [--names FILE.csv] [--protocols FILE.csv] [--lang ru|en]
 * [--formulas portable|addin] [--table-size 4|3] [--rounds R] [--method M] [--deals-per-set K]
 * [--variant V] [--penalties FILE.csv] [--disqualify 7,12] [--no-cards] [--guides] [--out FILE.xlsx] [--force]` — writes
 * the session workbook: players, movement, table cards, set row, one protocol sheet per deal,
 * Penalties, Results that score themselves (with the director's corrections listed), Places
 * (sorted by place), Score cards. `--protocols` fills in results typed elsewhere; a row that does
 * not fit the movement stops the build and nothing is written. `--variant` adds a Cost table and
 * whist cells that compute themselves; `--penalties` and `--disqualify` fill the Penalties sheet.
 */
import { readNameTable, readPlayerRulings, readProtocolTable } from "../../core/protocol-table";
import type { Disqualification, Penalty } from "../../core/protocol";
import { variantByName, VARIANTS } from "../../core/whists";
import { error, type Problem } from "../../core/result";
import type { Protocol } from "../../core/protocol";
import { analyseDeal, DealAnalysis } from "../../core/deals/analyse";
import { Deal } from "../../core/deals/deal";
import { Solver } from "../../core/deals/solver";
import { readDealsTable } from "../../core/deals/table";
import { seededRandom } from "../../core/random";
import { buildLazyWorkbookPlan } from "../../workbook/build-plan";
import { dealsForSession } from "../../workbook/deals-sheet";
import type { FormulaStyle, Language } from "../../workbook/types";
import { commandLanguage, oneOf, parse, wholeOption } from "../args";
import { SESSION_OPTIONS, textOptions } from "../options";
import { readCsvWith } from "../csv";
import type { CliIO } from "../io";
import { problemLine } from "../problem-text";
import { cliText } from "../../i18n/cli-texts";
import { problemMessage } from "../../i18n/catalogue";
import { reportTexts } from "../../i18n/report-texts";
import { checkOutput, writeOutput } from "../safe-write";
import { writePlanToFile } from "../../xlsx/writer";

const USAGE =
  "usage: pref build --players P [--names FILE.csv] [--protocols FILE.csv] [--lang ru|en] [--formulas portable|addin]\n" +
  "                  [--table-size 4|3] [--rounds R] [--method auto|NAME] [--deals-per-set K]\n" +
  "                  [--variant sochi|leningrad|rostov] [--penalties FILE.csv] [--disqualify 7,12] [--no-cards] [--guides] [--out FILE.xlsx] [--force]\n" +
  "                  [--deals FILE.csv | --deal-seed N]";

/** A refused command line: the message, then the usage in the command line's language. */
function usage(io: CliIO, message: string, lang: Language): number {
  io.err(`pref build: ${message}`);
  io.err(lang === "en" ? USAGE : cliText(lang, "usage", "build"));
  return 1;
}

/** Builds the workbook; exit 0, or 1 with one line per problem (nothing written). */
export async function buildCommand(argv: readonly string[], io: CliIO): Promise<number> {
  // The language of the messages and of the workbook alike.
  const language = commandLanguage(argv, io, "pref build");
  if (language === null) return 1;
  const parsed = parse(
    argv,
    {
      ...SESSION_OPTIONS,
      ...textOptions("protocols", "table-size", "rounds", "method", "deals-per-set", "deals", "deal-seed"),
      lang: { type: "string" },
      formulas: { type: "string", default: "portable" },
      "no-cards": { type: "boolean" },
      guides: { type: "boolean" },
    },
    false,
  );
  if (!parsed.ok) return usage(io, problemMessage(parsed.problems[0], language), language);
  const v = parsed.value.values;
  if (v.players === undefined) return usage(io, cliText(language, "players-required"), language);
  const formulas = oneOf<FormulaStyle>(v.formulas, ["portable", "addin"]);
  if (formulas === null) return usage(io, cliText(language, "bad-formulas", String(v.formulas)), language);
  const numbers = [
    wholeOption("--players", v.players),
    wholeOption("--table-size", v["table-size"]),
    wholeOption("--rounds", v.rounds),
    wholeOption("--deals-per-set", v["deals-per-set"]),
  ];
  for (const x of numbers) if (!x.ok) return usage(io, problemMessage(x.problems[0], language), language);
  const [players, tableSize, rounds, dealsPerSet] = numbers.map((x) => (x.ok ? x.value : undefined));
  const out = typeof v.out === "string" ? v.out : "session.xlsx";
  if (typeof v.variant === "string" && variantByName(v.variant) === null)
    return usage(
      io,
      cliText(language, "bad-variant-value", VARIANTS.map((x) => x.id).join(", "), v.variant),
      language,
    );
  const disqualified: Disqualification[] = [];
  if (typeof v.disqualify === "string") {
    const parts = v.disqualify.split(/[,;\s]+/).filter((p) => p !== "");
    if (parts.length === 0 || parts.some((p) => !/^\d+$/.test(p) || Number(p) < 1))
      return usage(io, cliText(language, "bad-disqualify", v.disqualify), language);
    for (const p of parts) disqualified.push({ player: Number(p), reason: "" });
  }

  // Checked before the work: a refused output costs the director no wait.
  const target = {
    file: out,
    inputs: [v.names, v.penalties, v.protocols].filter((f): f is string => typeof f === "string"),
    force: v.force === true,
    flag: "--out",
    defaulted: typeof v.out !== "string",
  };
  const refused = checkOutput(target);
  if (refused !== null) {
    io.err(`pref build: ${problemLine(refused, language)}`);
    return 1;
  }
  const problems: Problem[] = [];
  const warnings: Problem[] = [];
  let names: Map<number, string> | undefined;
  if (typeof v.names === "string") {
    const n = readCsvWith(v.names, readNameTable);
    if (n.ok) {
      names = n.value;
      warnings.push(...n.warnings);
      for (const p of names.keys()) {
        if (p > (players as number)) {
          problems.push(
            error(
              "names.unknown-player",
              `a name for player ${p}, but the session has ${String(players)} players`,
              { file: v.names },
            ),
          );
        }
      }
    } else problems.push(...n.problems);
  }
  const penalties: Penalty[] = [];
  if (typeof v.penalties === "string") {
    const r = readCsvWith(v.penalties, readPlayerRulings);
    if (r.ok) {
      warnings.push(...r.warnings);
      penalties.push(...r.value.penalties);
      disqualified.push(...r.value.disqualified);
    } else problems.push(...r.problems);
  }
  let protocols: Protocol[] | undefined;
  if (typeof v.protocols === "string") {
    const p = readCsvWith(v.protocols, readProtocolTable);
    if (p.ok) {
      protocols = p.value;
      warnings.push(...p.warnings);
    } else problems.push(...p.problems);
  }
  let fileDeals: Deal[] | undefined;
  if (typeof v.deals === "string") {
    if (v["deal-seed"] !== undefined) return usage(io, cliText(language, "deals-or-seed"), language);
    const d = readCsvWith(v.deals, readDealsTable);
    if (d.ok) fileDeals = d.value;
    else problems.push(...d.problems);
  }
  const seedOption = wholeOption("--deal-seed", v["deal-seed"]);
  if (!seedOption.ok) return usage(io, problemMessage(seedOption.problems[0], language), language);
  const dealSeed = seedOption.value;
  if (problems.length > 0) {
    for (const p of problems) io.err(problemLine(p, language));
    return 1;
  }
  const settings = {
    players: players as number,
    names,
    tableSize: tableSize as number | undefined,
    rounds: rounds as number | undefined,
    method: typeof v.method === "string" ? v.method : undefined,
    dealsPerSet: dealsPerSet as number | undefined,
    language,
    formulas,
    variant: typeof v.variant === "string" ? v.variant : undefined,
    directorSheets: true,
    penalties,
    disqualified,
    scoreCards: v["no-cards"] === true ? false : undefined,
    guides: v.guides === true,
  };
  let plan = buildLazyWorkbookPlan(settings, protocols);
  if (plan.ok && (fileDeals !== undefined || dealSeed !== undefined)) {
    // The deals need the session's deal numbers and dealers; then each is analysed double-dummy.
    const session = plan.value.session;
    const deals = dealsForSession(
      session,
      fileDeals !== undefined
        ? { deals: fileDeals, file: String(v.deals) }
        : { random: seededRandom(dealSeed as number) },
    );
    if (!deals.ok) {
      for (const p of deals.problems) io.err(`pref build: ${problemLine(p, language)}`);
      return 1;
    }
    warnings.push(...deals.warnings);
    const solver = new Solver();
    const analyses = new Map<number, DealAnalysis>();
    const started = Date.now();
    for (const [i, d] of deals.value.entries()) {
      analyses.set(d.deal, analyseDeal(d, solver));
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      io.err(`pref build: ${reportTexts(language).analysed(d.deal, i + 1, deals.value.length, seconds)}`);
    }
    plan = buildLazyWorkbookPlan({ ...settings, deals: { deals: deals.value, analyses } }, protocols);
  }
  if (!plan.ok) {
    for (const p of plan.problems) io.err(`pref build: ${problemLine(p, language)}`);
    return 1;
  }
  for (const w of [...warnings, ...plan.warnings]) io.err(problemLine(w, language));
  const written = await writeOutput(target, (temporary) =>
    writePlanToFile({ sheets: plan.value.sheets(), names: plan.value.names }, temporary),
  );
  if (!written.ok) {
    for (const p of written.problems) io.err(`pref build: ${problemLine(p, language)}`);
    return 1;
  }
  const s = plan.value.session;
  io.out(
    reportTexts(language).buildWritten({
      file: out,
      movement: s.movement,
      protocols: s.deals.length,
      formulas,
      filled: protocols === undefined ? null : protocols.reduce((n, p) => n + p.rows.length, 0),
    }),
  );
  return 0;
}
