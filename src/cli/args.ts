/** Argument parsing shared by the commands: node's parseArgs, with its errors turned into problems. */
import { parseArgs, ParseArgsConfig } from "util";
import { error, fail, ok, Result } from "../core/result";

/** A command line's options and positionals. */
export interface CommandLine {
  readonly values: Record<string, string | boolean | undefined>;
  readonly positionals: string[];
}

/**
 * Parses argv with the given options; an unknown option or a missing value is a `cli.usage`
 * problem whose message is the first line of parseArgs' own explanation.
 */
export function parse(
  argv: readonly string[],
  options: NonNullable<ParseArgsConfig["options"]>,
  allowPositionals: boolean,
): Result<CommandLine> {
  try {
    const r = parseArgs({ args: [...argv], options, allowPositionals, strict: true });
    return ok({
      values: r.values as Record<string, string | boolean | undefined>,
      positionals: r.positionals,
    });
  } catch (e) {
    return fail([error("cli.usage", (e as Error).message.split("\n")[0])]);
  }
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

/**
 * The director's language: `--lang ru|en` when given, else Russian when the environment's locale
 * (LC_ALL, then LC_MESSAGES, then LANG — the POSIX order) is Russian, else English. Null for a
 * `--lang` that is neither.
 */
export function languageOf(
  lang: unknown,
  env: Readonly<Record<string, string | undefined>> = process.env,
): CliLanguage | null {
  if (lang !== undefined) return oneOf(lang, ["ru", "en"] as const);
  const locale = [env.LC_ALL, env.LC_MESSAGES, env.LANG].find((v) => v !== undefined && v !== "") ?? "";
  return /^ru/i.test(locale) ? "ru" : "en";
}
