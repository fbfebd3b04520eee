/** Argument parsing shared by the commands: node's parseArgs, with its errors turned into messages. */
import { parseArgs, ParseArgsConfig } from "util";

/** Parsed options and positionals, or the message to show. */
export type Parsed =
  | { ok: true; values: Record<string, string | boolean | undefined>; positionals: string[] }
  | { ok: false; message: string };

/** Parses argv with the given options; unknown options and missing values become a message. */
export function parse(
  argv: readonly string[],
  options: NonNullable<ParseArgsConfig["options"]>,
  allowPositionals: boolean,
): Parsed {
  try {
    const r = parseArgs({ args: [...argv], options, allowPositionals, strict: true });
    return {
      ok: true,
      values: r.values as Record<string, string | boolean | undefined>,
      positionals: r.positionals,
    };
  } catch (e) {
    return { ok: false, message: (e as Error).message.split("\n")[0] };
  }
}

/** One of the allowed words, or null. */
export function oneOf<T extends string>(value: unknown, allowed: readonly T[]): T | null {
  return typeof value === "string" && (allowed as readonly string[]).includes(value) ? (value as T) : null;
}
