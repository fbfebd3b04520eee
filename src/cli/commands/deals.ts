/**
 * `pref deals --sets S [--deals-per-set K] [--seed N] [--analyse] [--format text|json|csv] [--lang ru|en]`
 * makes random deals for a session (a cryptographically secure shuffle unless --seed is given);
 * `pref deals --in FILE.csv [--analyse] ...` reads the deals written down at the tables
 * (`deal,dealer,N,E,S,W,talon`, the dealer's cell blank). With --analyse each deal gets its
 * double-dummy table (tricks per playing seat and strain with the best discards, and misère),
 * with a progress line per deal on stderr. Text, CSV and messages follow --lang (by default the
 * locale's, as every command: args.ts defaultLanguage); JSON always writes English ranks with suit
 * symbols, the format.
 */
import { randomInt } from "crypto";
import { analyseDeal, DealAnalysis, STRAINS } from "../../core/deals/analyse";
import { CardLanguage } from "../../core/deals/cards";
import { Deal, formatDeal, playingSeats } from "../../core/deals/deal";
import { generateDeals, RandomSource } from "../../core/deals/generate";
import { Solver } from "../../core/deals/solver";
import { dealJson, dealsTable, readDealsTable } from "../../core/deals/table";
import type { Seat } from "../../core/protocol";
import { seededRandom } from "../../core/random";
import { dealMessage } from "../../i18n/deal-messages";
import { cliText } from "../../i18n/cli-texts";
import { problemMessage } from "../../i18n/catalogue";
import { reportTexts } from "../../i18n/report-texts";
import { commandLanguage, oneOf, parse, wholeOption } from "../args";
import { problemLine } from "../problem-text";
import { readCsvFile } from "../csv";
import { csvTable } from "../csv-write";
import { CliIO } from "../io";

const FORMATS = ["text", "json", "csv"] as const;

const USAGE =
  "usage: pref deals --sets S [--deals-per-set K] [--seed N] [--analyse] [--format text|json|csv] [--lang ru|en]\n" +
  "       pref deals --in FILE.csv [--analyse] [--format text|json|csv] [--lang ru|en]";

/** The operating system's cryptographically secure generator, as the core's random source. */
const secureRandom: RandomSource = { below: (n) => randomInt(n) };

/** The DD table of one deal as text lines: a row per playing seat. */
function ddLines(deal: Deal, a: DealAnalysis, language: CardLanguage): string[] {
  const ru = language === "ru";
  const head = ru ? ["  ", "♠", "♣", "♦", "♥", "БК", "мизер"] : ["  ", "♠", "♣", "♦", "♥", "NT", "misère"];
  const seatName = (s: Seat): string => reportTexts(language).seats[s];
  const lines = [head.map((h) => h.padStart(3)).join(" ")];
  for (const seat of playingSeats(deal.dealer)) {
    const t = a.tricks[seat];
    if (t === undefined) continue;
    lines.push(
      [
        seatName(seat).padStart(3),
        ...STRAINS.map((s) => String(t[s]).padStart(3)),
        String(a.misere[seat]).padStart(3),
      ].join(" "),
    );
  }
  return lines;
}

/** Makes or reads deals and prints them (analysed on request). Exit 0, or 1 with a message. */
export async function dealsCommand(argv: readonly string[], io: CliIO): Promise<number> {
  // The language of the messages and of the deals' text and CSV alike.
  const language = commandLanguage(argv, io, "pref deals");
  if (language === null) return 1;
  const failWith = (message: string): number => {
    io.err(`pref deals: ${message}`);
    return 1;
  };
  const usageText = language === "en" ? USAGE : cliText(language, "usage", "deals");
  const parsed = parse(
    argv,
    {
      sets: { type: "string" },
      "deals-per-set": { type: "string", default: "1" },
      seed: { type: "string" },
      in: { type: "string" },
      analyse: { type: "boolean", default: false },
      analyze: { type: "boolean", default: false },
      format: { type: "string", default: "text" },
      lang: { type: "string" },
    },
    false,
  );
  if (!parsed.ok) return failWith(`${problemMessage(parsed.problems[0], language)}\n${usageText}`);
  const v = parsed.value.values;
  const format = oneOf(v.format, FORMATS);
  if (format === null) return failWith(cliText(language, "format-not", FORMATS, String(v.format)));

  let deals: Deal[];
  if (typeof v.in === "string") {
    if (v.sets !== undefined || v.seed !== undefined) return failWith(cliText(language, "in-no-sets"));
    const table = readCsvFile(v.in);
    if (!table.ok) return failWith(table.problems.map((p) => problemLine(p, language)).join("\n"));
    const read = readDealsTable(table.value);
    if (!read.ok) {
      // The deal's own text (deal-messages.ts) after the location in the command's words.
      for (const p of read.problems)
        io.err(problemLine({ ...p, message: dealMessage(p, language) }, language));
      return 1;
    }
    deals = read.value;
  } else {
    if (v.sets === undefined) return failWith(`${cliText(language, "sets-required")}\n${usageText}`);
    // --sets is given (checked above) and --deals-per-set has a default: both numbers once read.
    const sets = wholeOption("--sets", v.sets, 1, 10000);
    if (!sets.ok) return failWith(problemMessage(sets.problems[0], language));
    const perSet = wholeOption("--deals-per-set", v["deals-per-set"], 1, 8);
    if (!perSet.ok) return failWith(problemMessage(perSet.problems[0], language));
    const seed = wholeOption("--seed", v.seed, 0, 4294967295);
    if (!seed.ok) return failWith(problemMessage(seed.problems[0], language));
    const rnd: RandomSource = seed.value === undefined ? secureRandom : seededRandom(seed.value);
    deals = generateDeals(sets.value as number, perSet.value as number, rnd);
  }

  let analyses: DealAnalysis[] | undefined;
  if (v.analyse === true || v.analyze === true) {
    const solver = new Solver();
    analyses = [];
    const started = Date.now();
    for (const [i, d] of deals.entries()) {
      analyses.push(analyseDeal(d, solver));
      const s = ((Date.now() - started) / 1000).toFixed(1);
      io.err(`pref deals: ${reportTexts(language).analysed(d.deal, i + 1, deals.length, s)}`);
    }
  }

  switch (format) {
    case "json":
      // JSON is for programs: one notation whatever --lang says (English ranks, suit symbols).
      io.out(JSON.stringify({ deals: deals.map((d, i) => dealJson(d, analyses?.[i])) }, null, 1));
      break;
    case "csv": {
      // Through the one CSV writer, like every CSV of the CLI (quoting, formula triggers).
      const table = dealsTable(deals, analyses, language);
      io.out(csvTable(table.header, table.rows));
      break;
    }
    case "text": {
      const blocks = deals.map((d, i) => {
        const a = analyses?.[i];
        return [...formatDeal(d, language), ...(a === undefined ? [] : ddLines(d, a, language))].join("\n");
      });
      io.out(blocks.join("\n\n"));
      break;
    }
  }
  return 0;
}
