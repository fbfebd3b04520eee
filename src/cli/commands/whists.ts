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
import { cliText } from "../../i18n/cli-texts";
import { CliLanguage, languageOf, oneOf, parse } from "../args";
import { textOptions } from "../options";
import { CliIO } from "../io";

const FORMATS = ["text", "json"] as const;
const ROUNDINGS: readonly Rounding[] = ["exact", "nearest"];

const USAGE =
  "usage: pref whists --variant sochi|leningrad|rostov --contract C [--declarer SEAT] --dealer SEAT\n" +
  "                   --tricks N=5,E=3,S=2 [--defence E=whist,S=pass] [--players 4|3]\n" +
  "                   [--rounding exact|nearest] [--all-pass-run K] [--format text|json]\n" +
  "                   [--lang ru|en]";

/** Parses "N=5,E=3" into seat → value; every problem is a message naming the option. */
function seatList<T>(
  text: string,
  option: string,
  value: (s: string) => T | null,
  what: string,
  errors: string[],
): Partial<Record<Seat, T>> {
  const out: Partial<Record<Seat, T>> = {};
  for (const part of text.split(/[,;]/)) {
    if (part.trim() === "") continue;
    const m = /^\s*([^=:]+?)\s*[=:]\s*(.+?)\s*$/.exec(part);
    const seat = m === null ? null : parseSeat(m[1]);
    if (m === null || seat === null) {
      errors.push(`${option}: "${part.trim()}" is not SEAT=${what} (seats N E S W or С В Ю З)`);
      continue;
    }
    if (out[seat] !== undefined) {
      errors.push(`${option}: ${seat} is given twice`);
      continue;
    }
    const v = value(m[2]);
    if (v === null) errors.push(`${option}: "${m[2]}" is not ${what} (for ${seat})`);
    else out[seat] = v;
  }
  return out;
}

function show(x: Rational | null): string {
  if (x === null) return "";
  if (x.d === 1n) return x.n.toString();
  return `${x.n}/${x.d} (${formatRational(x, 2)})`;
}

/** The row as the JSON of the issue: {"N":-104,"E":40,"S":36,"W":28}; null for an empty seat. */
export function whistRowJson(row: WhistRow): Record<Seat, number | null> {
  const out = {} as Record<Seat, number | null>;
  for (const s of SEATS) out[s] = row[s] === null ? null : toNumber(row[s] as Rational);
  return out;
}

/** Prints the whists of one deal. Exit 0, or 1 with a message naming the option. */
export async function whistsCommand(argv: readonly string[], io: CliIO): Promise<number> {
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
  if (!parsed.ok) return usage(io, [parsed.problems[0].message]);
  const v = parsed.value.values;
  const errors: string[] = [];
  const lang: CliLanguage = languageOf(v.lang) ?? "en";
  if (languageOf(v.lang) === null) errors.push(`--lang must be ru or en, not "${String(v.lang)}"`);
  const text = (name: string): string | undefined =>
    typeof v[name] === "string" ? (v[name] as string) : undefined;

  const format = oneOf(v.format, FORMATS);
  if (format === null) errors.push(`--format must be one of ${FORMATS.join(", ")}`);
  const rounding = oneOf(v.rounding, ROUNDINGS);
  if (rounding === null) errors.push(`--rounding must be one of ${ROUNDINGS.join(", ")}`);
  const variantText = text("variant");
  const rules = variantText === undefined ? null : variantByName(variantText);
  if (variantText === undefined) errors.push(`--variant is missing: ${VARIANTS.map((r) => r.id).join(", ")}`);
  else if (rules === null)
    errors.push(`--variant: "${variantText}" is not ${VARIANTS.map((r) => r.id).join(", ")}`);
  const players = Number(text("players"));
  if (players !== 3 && players !== 4) errors.push(`--players must be 3 or 4, not "${text("players")}"`);
  const run = Number(text("all-pass-run"));
  if (!Number.isInteger(run) || run < 1) errors.push(`--all-pass-run must be a whole number from 1`);

  const contractText = text("contract");
  const contract = contractText === undefined ? null : parseContract(contractText);
  if (contract === null) errors.push("--contract is missing (6♠, 7NT, мизер, - for all-pass …)");
  else if (!contract.ok) errors.push(`--contract: ${problemMessage(contract.problems[0], lang)}`);

  const seatOption = (name: string): Seat | undefined => {
    const s = text(name);
    if (s === undefined) return undefined;
    const seat = parseSeat(s);
    if (seat === null) errors.push(`--${name}: "${s}" is not a seat (N, E, S, W or С, В, Ю, З)`);
    return seat ?? undefined;
  };
  const declarer = seatOption("declarer");
  const dealer = seatOption("dealer");
  const tricksText = text("tricks");
  const tricks =
    tricksText === undefined
      ? {}
      : seatList(
          tricksText,
          "--tricks",
          (s) => (/^\d+$/.test(s) ? Number(s) : null),
          "a number of tricks",
          errors,
        );
  const defenceText = text("defence") ?? text("defense");
  const defence =
    defenceText === undefined
      ? undefined
      : seatList(defenceText, "--defence", (s) => parseDefenceChoice(s), "whist, pass or half-whist", errors);
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
    );
  if (format === "json") {
    io.out(JSON.stringify(whistRowJson(r.value)));
    return 0;
  }
  const head = [
    rules.name,
    formatContract(contract.value),
    declarer !== undefined && contract.value.kind !== "all-pass" ? `declarer ${declarer}` : null,
    players === 4 && dealer !== undefined ? `dealer ${dealer}` : "3-handed",
  ].filter((x) => x !== null);
  const lines = [head.join(", ")];
  for (const s of SEATS) {
    const x = r.value[s];
    lines.push(`${s}  ${x === null ? "(empty seat)" : show(x).padStart(6)}`);
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

/** A refused command line: each message, then the usage in the command's language (English until it is known). */
function usage(io: CliIO, messages: readonly string[], lang: CliLanguage = "en"): number {
  for (const m of messages) io.err(`pref whists: ${m}`);
  io.err(lang === "en" ? USAGE : cliText(lang, "usage", "whists"));
  return 1;
}
