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
import { commandLanguage } from "./args";
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

/** Runs one command line; resolves to the exit code. */
export async function run(argv: readonly string[], io: CliIO): Promise<number> {
  const [name, ...rest] = argv;
  // Own names only: "toString" is no command.
  const command =
    name !== undefined && Object.prototype.hasOwnProperty.call(COMMANDS, name) ? COMMANDS[name] : undefined;
  // The language first: every line below, a refusal included, is in it (args.ts commandLanguage).
  const lang = commandLanguage(argv, io, command === undefined ? "pref" : `pref ${name}`);
  if (lang === null) return 1;
  if (name === undefined || name === "help" || name === "--help" || name === "-h") {
    io.out(cliText(lang, "help"));
    return name === undefined ? 1 : 0;
  }
  if (name === "--version") {
    io.out(packageVersion());
    return 0;
  }
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
    return await command(rest, io);
  } catch (e) {
    // A bug, not a user's mistake: say so plainly; the stack only when asked for.
    io.err(cliText(lang, "internal-error", name, (e as Error).message));
    if (process.env.PREF_DEBUG) io.err(String((e as Error).stack));
    return 2;
  }
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
