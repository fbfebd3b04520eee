/**
 * Protocol checks (seed §6–7, §10–13): one rule per check, each with a code, a severity and a
 * location, so the CLI, the task pane and the sheets' conditional formats report the same things.
 */
import { Problem } from "../result";
import { complete, dealPlayedTwice, fitsMovement } from "./people-checks";
import {
  contractNotation,
  dealerNotPlaying,
  oneDealer,
  playerOncePerRow,
  seatsDistinct,
  tricksSum,
  whistsZeroSum,
} from "./row-checks";
import { Check, CheckInput } from "./types";

export type { Check, CheckInput } from "./types";
export { whistsZeroSum } from "./row-checks";

/** Every check, in the order a director reads a row. */
export const CHECKS: readonly Check[] = [
  contractNotation,
  tricksSum,
  seatsDistinct,
  oneDealer,
  dealerNotPlaying,
  whistsZeroSum,
  playerOncePerRow,
  dealPlayedTwice,
  fitsMovement,
  complete,
];

/** Runs every check; problems come sorted by deal, then source line, then column. */
export function checkProtocols(input: CheckInput): Problem[] {
  const found = CHECKS.flatMap((c) => c.run(input));
  return found.sort(
    (a, b) =>
      (a.at.board ?? 0) - (b.at.board ?? 0) ||
      (a.at.line ?? Number.MAX_SAFE_INTEGER) - (b.at.line ?? Number.MAX_SAFE_INTEGER) ||
      (a.at.column ?? "").localeCompare(b.at.column ?? ""),
  );
}
