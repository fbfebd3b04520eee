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
import { CliIO, processIO } from "./io";

const COMMANDS: Readonly<Record<string, (argv: readonly string[], io: CliIO) => Promise<number>>> = {
  movement: movementCommand,
  score: scoreCommand,
  build: buildCommand,
  check: checkCommand,
  demo: demoCommand,
  whists: whistsCommand,
  deals: dealsCommand,
};

const HELP = `pref — Pref Director, for directors of duplicate preferans

  pref movement --players P [--table-size 4|3] [--rounds R] [--method auto|NAME] [--format text|json|csv]
  pref score FILE.csv|FILE.xlsx [MORE FILES: an event] [--penalties FILE.csv] [--disqualify 7,12] [--names FILE.csv]
             [--variant V] [--cards] [--format text|json|csv] [--out RESULTS.xlsx] [--lang ru|en]
  pref build --players P [--names FILE.csv] [--protocols FILE.csv] [--lang ru|en] [--formulas portable|addin]
             [--table-size 4|3] [--rounds R] [--method auto|NAME] [--deals-per-set K]
             [--variant V] [--penalties FILE.csv] [--disqualify 7,12] [--no-cards] [--out FILE.xlsx]
  pref check FILE.csv|FILE.xlsx [--players P] [--deals-per-set D] [--format text|json]
  pref demo [--players P] [--seed N] [--out FILE.xlsx|FILE.csv]
  pref whists --variant sochi|leningrad|rostov --contract C [--declarer SEAT] --dealer SEAT --tricks N=5,E=3,S=2
             [--defence E=whist,S=pass] [--players 4|3] [--rounding exact|nearest] [--format text|json]

Exit 0 on success, 1 on bad input (with a message naming the file, line and column).`;

/** Runs one command line; resolves to the exit code. */
export async function run(argv: readonly string[], io: CliIO): Promise<number> {
  const [name, ...rest] = argv;
  if (name === undefined || name === "help" || name === "--help" || name === "-h") {
    io.out(HELP);
    return name === undefined ? 1 : 0;
  }
  if (name === "--version") {
    io.out("0.1.0");
    return 0;
  }
  const command = COMMANDS[name];
  if (command === undefined) {
    io.err(`pref: unknown command "${name}"`);
    io.err(HELP);
    return 1;
  }
  try {
    return await command(rest, io);
  } catch (e) {
    // A bug, not a user's mistake: say so plainly; the stack only when asked for.
    io.err(`pref ${name}: internal error: ${(e as Error).message}`);
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
