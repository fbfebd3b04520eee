/**
 * Argument parsing shared by the commands: the language of a command line, and node's parseArgs with
 * what it refuses turned into problems.
 */
import { parseArgs, ParseArgsConfig } from "util";
import { error, fail, ok, Result } from "../core/result";
import { cliText } from "../i18n/cli-texts";
import type { CliIO } from "./io";

/** A command line's options and positionals. */
export interface CommandLine {
  readonly values: Record<string, string | boolean | undefined>;
  readonly positionals: string[];
}

/** How a command line can be refused before its options mean anything (the `cli.usage` params). */
export type UsageKind =
  "unknown-option" | "missing-value" | "ambiguous-value" | "no-value" | "unexpected-argument";

/** A refused command line: a `cli.usage` problem; `text` is the option (or the stray argument) as typed. */
function refused(kind: UsageKind, text: string, message: string): Result<never> {
  return fail([error("cli.usage", message, {}, { kind, text })]);
}

/**
 * Parses argv with the given options. An unknown option, an option without its value (or with a
 * value that looks like the next option), a value given to a flag and an argument the command does
 * not take are each a `cli.usage` problem whose params say which (the catalogue tells it in
 * Russian); the English message is the first line parseArgs itself would print. The tokens are
 * checked here rather than by parseArgs' strict mode, whose errors are English prose only.
 */
export function parse(
  argv: readonly string[],
  options: NonNullable<ParseArgsConfig["options"]>,
  allowPositionals: boolean,
): Result<CommandLine> {
  const r = parseArgs({ args: [...argv], options, allowPositionals: true, strict: false, tokens: true });
  for (const t of r.tokens) {
    if (t.kind === "positional") {
      if (!allowPositionals)
        return refused(
          "unexpected-argument",
          t.value,
          `Unexpected argument '${t.value}'. This command does not take positional arguments`,
        );
      continue;
    }
    if (t.kind !== "option") continue;
    const spec = Object.prototype.hasOwnProperty.call(options, t.name) ? options[t.name] : undefined;
    if (spec === undefined) return refused("unknown-option", t.rawName, `Unknown option '${t.rawName}'`);
    if (spec.type === "boolean") {
      if (t.value !== undefined)
        return refused("no-value", t.rawName, `Option '${t.rawName}' does not take an argument`);
    } else if (t.value === undefined) {
      return refused("missing-value", t.rawName, `Option '${t.rawName} <value>' argument missing`);
    } else if (!t.inlineValue && t.value.length > 1 && t.value.startsWith("-")) {
      // "--players --out x": the value forgotten, the next option taken for it (parseArgs' rule).
      return refused(
        "ambiguous-value",
        t.rawName,
        `Option '${t.rawName}' argument is ambiguous: did you forget its value? (one starting with '-' is written ${t.rawName}=-…)`,
      );
    }
  }
  return ok({ values: r.values as Record<string, string | boolean | undefined>, positionals: r.positionals });
}

/**
 * A whole-number option: undefined when it is not given, the number when it is a whole number in
 * [min, max], else a `cli.whole-number` problem naming the option and what it takes.
 */
export function wholeOption(
  name: string,
  value: unknown,
  min = 0,
  max = Number.MAX_SAFE_INTEGER,
): Result<number | undefined> {
  if (value === undefined) return ok(undefined);
  const n = typeof value === "string" && /^\d+$/.test(value.trim()) ? Number(value) : NaN;
  if (n >= min && n <= max) return ok(n);
  const bounded = max !== Number.MAX_SAFE_INTEGER;
  const range = bounded ? ` from ${min} to ${max}` : "";
  return fail([
    error(
      "cli.whole-number",
      `${name} must be a whole number${range}, not "${String(value)}"`,
      {},
      {
        name,
        value: String(value),
        range: bounded ? `${min}–${max}` : "",
      },
    ),
  ]);
}

/** One of the allowed words, or null. */
export function oneOf<T extends string>(value: unknown, allowed: readonly T[]): T | null {
  return typeof value === "string" && (allowed as readonly string[]).includes(value) ? (value as T) : null;
}

/** The languages the CLI speaks. */
export type CliLanguage = "ru" | "en";

/** The environment variables the default language is read from. */
export type Environment = Readonly<Record<string, string | undefined>>;

/**
 * The language of every command when no `--lang` is given — the one rule for all of them: the
 * locale (LC_ALL, then LC_MESSAGES, then LANG — the POSIX order) when one is set, Russian for
 * `ru*` and English for any other (`C`, `en_US` …); Russian when none is set, as on Windows,
 * since Russian is the product's language (the pane likewise speaks Russian when it cannot tell).
 */
export function defaultLanguage(env: Environment): CliLanguage {
  const locale = [env.LC_ALL, env.LC_MESSAGES, env.LANG].find((v) => v !== undefined && v !== "");
  if (locale === undefined) return "ru";
  return /^ru/i.test(locale) ? "ru" : "en";
}

/** `--lang ru|en` when given (null when it is neither), else the default language. */
export function languageOf(lang: unknown, env: Environment): CliLanguage | null {
  if (lang !== undefined) return oneOf(lang, ["ru", "en"] as const);
  return defaultLanguage(env);
}

/**
 * The value of the last `--lang` on a raw command line ("--lang ru" or "--lang=ru"; parseArgs too
 * keeps the last), before "--"; undefined when there is none, or when it has no value (the parse
 * then refuses the line in the default language).
 */
export function langArgument(argv: readonly string[]): string | undefined {
  let value: string | undefined;
  for (let i = 0; i < argv.length && argv[i] !== "--"; i++) {
    if (argv[i] === "--lang") value = argv[i + 1];
    else if (argv[i].startsWith("--lang=")) value = argv[i].slice("--lang=".length);
  }
  return value;
}

/**
 * The language of a command line, read before anything else so that every refusal of the line —
 * a parse failure included — is in it. A `--lang` that is neither ru nor en is refused here, in
 * both languages (one line each, Russian first): we cannot know which the director reads. Null
 * then; `prefix` starts each line ("pref score").
 */
export function commandLanguage(argv: readonly string[], io: CliIO, prefix: string): CliLanguage | null {
  const given = langArgument(argv);
  const lang = languageOf(given, io.env ?? process.env);
  if (lang === null)
    for (const l of ["ru", "en"] as const) io.err(`${prefix}: ${cliText(l, "bad-lang", String(given))}`);
  return lang;
}
