/**
 * Option tables for node's parseArgs, shorter to read: the options that take a text value named
 * in one list, and the options `pref build` and `pref score` share spelled once, so that each
 * means the same in both.
 */
import type { ParseArgsConfig } from "util";

/** Options that take a text value and have no default, by name. */
export function textOptions<K extends string>(...names: readonly K[]): Record<K, { type: "string" }> {
  return Object.fromEntries(names.map((n) => [n, { type: "string" }])) as Record<K, { type: "string" }>;
}

/**
 * The session as the director describes it to both `pref build` and `pref score` — players,
 * names, whist variant, penalties, disqualifications — and the file written (`--force` replaces
 * an existing one, never an input).
 */
export const SESSION_OPTIONS = {
  ...textOptions("players", "names", "variant", "penalties", "disqualify", "out"),
  force: { type: "boolean" },
} as const satisfies NonNullable<ParseArgsConfig["options"]>;
