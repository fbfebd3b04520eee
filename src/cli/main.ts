#!/usr/bin/env node
/**
 * `pref` — Pref Director on the command line: movements, scoring of protocol files, a demo.
 * Every command returns an exit code; a user's mistake is a message, never a stack trace.
 */
import { buildCommand } from "./commands/build";
import { checkCommand } from "./commands/check";
import { dealsCommand } from "./commands/deals";
import { demoCommand } from "./commands/demo";
import { movementCommand } from "./commands/movement";
import { scoreCommand } from "./commands/score";
import { whistsCommand } from "./commands/whists";
import { cliText, commandHelp } from "../i18n/cli-texts";
import { languageOf } from "./args";
import { CliIO, processIO } from "./io";
import * as fs from "fs";
import * as path from "path";

/** The version in package.json (two folders up from src/cli and from lib/cli alike). */
function packageVersion(): string {
  const file = path.join(__dirname, "..", "..", "package.json");
  return (JSON.parse(fs.readFileSync(file, "utf8")) as { version: string }).version;
}

const COMMANDS: Readonly<Record<string, (argv: readonly string[], io: CliIO) => Promise<number>>> = {
  movement: movementCommand,
  score: scoreCommand,
  build: buildCommand,
  check: checkCommand,
  demo: demoCommand,
  whists: whistsCommand,
  deals: dealsCommand,
};

/** The `--lang` given anywhere on the line ("--lang ru" or "--lang=ru"), else undefined. */
function langArgument(argv: readonly string[]): string | undefined {
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === "--lang") return argv[i + 1] ?? "";
    if (argv[i].startsWith("--lang=")) return argv[i].slice("--lang=".length);
  }
  return undefined;
}

/** Runs one command line; resolves to the exit code. */
export async function run(argv: readonly string[], io: CliIO): Promise<number> {
  const [name, ...rest] = argv;
  const lang = languageOf(langArgument(argv)) ?? "en";
  if (name === undefined || name === "help" || name === "--help" || name === "-h") {
    io.out(cliText(lang, "help"));
    return name === undefined ? 1 : 0;
  }
  if (name === "--version") {
    io.out(packageVersion());
    return 0;
  }
  const command = COMMANDS[name];
  if (command === undefined) {
    io.err(cliText(lang, "unknown-command", name));
    io.err(cliText(lang, "help"));
    return 1;
  }
  // `pref COMMAND --help` is answered here, the same way for every command.
  if (rest.includes("--help") || rest.includes("-h")) {
    io.out(commandHelp(lang, name) ?? cliText(lang, "help"));
    return 0;
  }
  try {
    return await command(OWN_LANG.has(name) ? rest : withoutLang(rest), io);
  } catch (e) {
    // A bug, not a user's mistake: say so plainly; the stack only when asked for.
    io.err(cliText(lang, "internal-error", name, (e as Error).message));
    if (process.env.PREF_DEBUG) io.err(String((e as Error).stack));
    return 2;
  }
}

/** Commands that read --lang themselves; the others get the line without it. */
const OWN_LANG = new Set(["score", "check", "build", "deals", "whists", "movement", "demo"]);

function withoutLang(argv: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === "--lang") i++;
    else if (!argv[i].startsWith("--lang=")) out.push(argv[i]);
  }
  return out;
}

if (require.main === module) {
  run(process.argv.slice(2), processIO).then(
    (code) => {
      process.exitCode = code;
    },
    () => {
      process.exitCode = 2;
    },
  );
}
