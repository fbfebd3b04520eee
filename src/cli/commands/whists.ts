/**
 * `pref whists --variant sochi|leningrad|rostov --contract C --declarer SEAT --dealer SEAT
 *  --tricks N=5,E=3,S=2 [--defence E=whist,S=pass] [--players 4|3] [--rounding exact|nearest]
 *  [--all-pass-run K] [--format text|json] [--lang ru|en]` — the zero-sum row of whists of one deal.
 * The core's problems are told in the --lang language through the one catalogue.
 */
import { Seat, SEATS } from "../../core/protocol";
import { parseSeat } from "../../core/protocol-table";
import { formatRational, Rational, toNumber } from "../../core/rational";
import { Problem } from "../../core/result";
import {
  dealWhists,
  formatContract,
  parseDefenceChoice,
  parseContract,
  Rounding,
  variantByName,
  VARIANTS,
  WhistRow,
} from "../../core/whists";
import { problemMessage } from "../../i18n/catalogue";
import { cliText, type SeatValue } from "../../i18n/cli-texts";
import { reportTexts } from "../../i18n/report-texts";
import { CliLanguage, commandLanguage, oneOf, parse } from "../args";
import { textOptions } from "../options";
import { CliIO } from "../io";

const FORMATS = ["text", "json"] as const;
const ROUNDINGS: readonly Rounding[] = ["exact", "nearest"];

const USAGE =
  "usage: pref whists --variant sochi|leningrad|rostov --contract C [--declarer SEAT] --dealer SEAT\n" +
  "                   --tricks N=5,E=3,S=2 [--defence E=whist,S=pass] [--players 4|3]\n" +
  "                   [--rounding exact|nearest] [--all-pass-run K] [--format text|json]\n" +
  "                   [--lang ru|en]";

/** Parses "N=5,E=3" into seat → value; every problem is a message naming the option, in `lang`. */
function seatList<T>(
  text: string,
  option: string,
  value: (s: string) => T | null,
  what: SeatValue,
  errors: string[],
  lang: CliLanguage,
): Partial<Record<Seat, T>> {
  const out: Partial<Record<Seat, T>> = {};
  for (const part of text.split(/[,;]/)) {
    if (part.trim() === "") continue;
    const m = /^\s*([^=:]+?)\s*[=:]\s*(.+?)\s*$/.exec(part);
    const seat = m === null ? null : parseSeat(m[1]);
    if (m === null || seat === null) {
      errors.push(cliText(lang, "bad-seat-item", option, part.trim(), what));
      continue;
    }
    if (out[seat] !== undefined) {
      errors.push(cliText(lang, "seat-twice", option, reportTexts(lang).seats[seat]));
      continue;
    }
    const v = value(m[2]);
    if (v === null)
      errors.push(cliText(lang, "bad-seat-value", option, m[2], what, reportTexts(lang).seats[seat]));
    else out[seat] = v;
  }
  return out;
}

/** "16/3 (5.33)" — the decimal in the language's style ("5,33" in Russian). */
function show(x: Rational, lang: CliLanguage): string {
  if (x.d === 1n) return x.n.toString();
  return `${x.n}/${x.d} (${reportTexts(lang).number(formatRational(x, 2))})`;
}

/** The row as the JSON of the issue: {"N":-104,"E":40,"S":36,"W":28}; null for an empty seat. */
export function whistRowJson(row: WhistRow): Record<Seat, number | null> {
  const out = {} as Record<Seat, number | null>;
  for (const s of SEATS) out[s] = row[s] === null ? null : toNumber(row[s] as Rational);
  return out;
}

/** Prints the whists of one deal. Exit 0, or 1 with a message naming the option. */
export async function whistsCommand(argv: readonly string[], io: CliIO): Promise<number> {
  const lang = commandLanguage(argv, io, "pref whists");
  if (lang === null) return 1;
  const parsed = parse(
    argv,
    {
      ...textOptions("variant", "contract", "declarer", "dealer", "tricks", "defence", "defense", "lang"),
      players: { type: "string", default: "4" },
      rounding: { type: "string", default: "exact" },
      "all-pass-run": { type: "string", default: "1" },
      format: { type: "string", default: "text" },
    },
    false,
  );
  if (!parsed.ok) return usage(io, [problemMessage(parsed.problems[0], lang)], lang);
  const v = parsed.value.values;
  const errors: string[] = [];
  const text = (name: string): string | undefined =>
    typeof v[name] === "string" ? (v[name] as string) : undefined;

  const format = oneOf(v.format, FORMATS);
  if (format === null) errors.push(cliText(lang, "bad-format", FORMATS.join(", ")));
  const rounding = oneOf(v.rounding, ROUNDINGS);
  if (rounding === null) errors.push(cliText(lang, "bad-rounding", ROUNDINGS.join(", ")));
  const variantText = text("variant");
  const rules = variantText === undefined ? null : variantByName(variantText);
  const variants = VARIANTS.map((r) => r.id).join(", ");
  if (variantText === undefined) errors.push(cliText(lang, "variant-missing", variants));
  else if (rules === null) errors.push(cliText(lang, "variant-not", variants, variantText));
  const players = Number(text("players"));
  if (players !== 3 && players !== 4) errors.push(cliText(lang, "players-3-or-4", String(text("players"))));
  const run = Number(text("all-pass-run"));
  if (!Number.isInteger(run) || run < 1) errors.push(cliText(lang, "bad-all-pass-run"));

  const contractText = text("contract");
  const contract = contractText === undefined ? null : parseContract(contractText);
  if (contract === null) errors.push(cliText(lang, "contract-missing"));
  else if (!contract.ok) errors.push(`--contract: ${problemMessage(contract.problems[0], lang)}`);

  const seatOption = (name: string): Seat | undefined => {
    const s = text(name);
    if (s === undefined) return undefined;
    const seat = parseSeat(s);
    if (seat === null) errors.push(cliText(lang, "bad-seat", `--${name}`, s));
    return seat ?? undefined;
  };
  const declarer = seatOption("declarer");
  const dealer = seatOption("dealer");
  const tricksText = text("tricks");
  const tricks =
    tricksText === undefined
      ? {}
      : seatList(tricksText, "--tricks", (s) => (/^\d+$/.test(s) ? Number(s) : null), "tricks", errors, lang);
  const defenceText = text("defence") ?? text("defense");
  const defence =
    defenceText === undefined
      ? undefined
      : seatList(defenceText, "--defence", (s) => parseDefenceChoice(s), "defence", errors, lang);
  if (errors.length > 0 || rules === null || contract === null || !contract.ok || format === null)
    return usage(io, errors, lang);

  const r = dealWhists(rules, {
    contract: contract.value,
    players,
    dealer: players === 4 ? dealer : undefined,
    declarer,
    tricks,
    defence,
    allPassRun: run,
    rounding: rounding ?? "exact",
  });
  if (!r.ok)
    return usage(
      io,
      r.problems.map((p) => optionMessage(p, lang)),
      lang,
    );
  if (format === "json") {
    io.out(JSON.stringify(whistRowJson(r.value)));
    return 0;
  }
  // The text is for people: seat letters and words in the command's language (JSON is English).
  const seats = reportTexts(lang).seats;
  const head = [
    cliText(lang, "whists-variant", rules.name),
    cliText(lang, "whists-contract", formatContract(contract.value)),
    declarer !== undefined && contract.value.kind !== "all-pass"
      ? cliText(lang, "whists-declarer", seats[declarer])
      : null,
    players === 4 && dealer !== undefined
      ? cliText(lang, "whists-dealer", seats[dealer])
      : cliText(lang, "whists-3-handed"),
  ].filter((x) => x !== null);
  const lines = [head.join(", ")];
  for (const s of SEATS) {
    const x = r.value[s];
    lines.push(`${seats[s]}  ${x === null ? cliText(lang, "whists-empty-seat") : show(x, lang).padStart(6)}`);
  }
  io.out(lines.join("\n"));
  return 0;
}

/** A core problem as the option it is about: "--tricks: the tricks must add up to 10 …". */
function optionMessage(p: Problem, lang: CliLanguage): string {
  const arg = p.at.column;
  const message = problemMessage(p, lang);
  return arg === undefined ? message : `--${arg}: ${message}`;
}

/** A refused command line: each message, then the usage in the command line's language. */
function usage(io: CliIO, messages: readonly string[], lang: CliLanguage): number {
  for (const m of messages) io.err(`pref whists: ${m}`);
  io.err(lang === "en" ? USAGE : cliText(lang, "usage", "whists"));
  return 1;
}
