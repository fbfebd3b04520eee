/**
 * Whists from what a protocol row says about the play: the contract, the declarer and the two
 * defenders with their tricks, the dealer (or deal 1 N, 2 E, …). Used to fill rows whose whists
 * were left blank (`pref score --variant V`).
 *
 * How a row reads (choices where the seed is silent):
 * - A game: the declarer's tricks are needed; a defender written with his seat but no tricks
 *   passed; both without tricks: both passed (the game counts as made). The 1st and 2nd defender
 *   columns are the first and second whister. A half-whist cannot be written in the protocol's
 *   columns: its whists are typed.
 * - Misère: the declarer's tricks.
 * - All-pass ("-"): the three players in the declarer and defender columns with their tricks
 *   (the seed: the first hand's tricks in column 2, then clockwise).
 * - The table is 3-handed when exactly three seats have a player; then nobody sits out.
 */
import { Protocol, ProtocolRow, Seat, SEATS } from "../protocol";
import { error, fail, Location, ok, Problem, Result, warning } from "../result";
import { defaultDealer } from "../simulate";
import { parseContract } from "./contract";
import { dealWhists, DealInput, DefenceChoice, Rounding, WhistArgument, WhistRow } from "./deal-whists";
import { VariantRules } from "./variants";

/** The protocol CSV column a whist argument is read from, for messages. */
const COLUMN_OF: Readonly<Record<WhistArgument, string>> = {
  contract: "contract",
  declarer: "declarer",
  dealer: "dealer",
  tricks: "declarer_tricks",
  defence: "defender1",
  players: "N",
};

function where(row: ProtocolRow, board: number, column: string): Location {
  return { file: row.source?.file, sheet: row.source?.sheet, line: row.source?.line, board, column };
}

/** The row's whists, or null when the row does not say enough to compute them (no contract or no tricks). */
export function whistsOfRow(
  rules: VariantRules,
  row: ProtocolRow,
  board: number,
  rounding: Rounding = "exact",
): Result<WhistRow> | null {
  if (row.contract === undefined || row.contract.trim() === "") return null;
  const contract = parseContract(row.contract, where(row, board, "contract"));
  if (!contract.ok) return contract;
  const seated = SEATS.filter((s) => row.seats[s] !== undefined);
  const players = seated.length === 3 ? 3 : 4;
  const tricks: Partial<Record<Seat, number>> = {};
  const roles: readonly [Seat | undefined, number | undefined][] = [
    [row.declarer, row.declarerTricks],
    [row.defender1, row.defender1Tricks],
    [row.defender2, row.defender2Tricks],
  ];
  for (const [seat, t] of roles) if (seat !== undefined && t !== undefined) tricks[seat] = t;
  const c = contract.value;
  const declarerTricks = row.declarer === undefined ? undefined : row.declarerTricks;
  if (c.kind === "all-pass" ? Object.keys(tricks).length === 0 : declarerTricks === undefined) return null;

  let defence: Partial<Record<Seat, DefenceChoice>> | undefined;
  let defenders: readonly [Seat, Seat] | undefined;
  if (c.kind === "game") {
    defence = {};
    if (row.defender1 !== undefined && row.defender1Tricks === undefined) defence[row.defender1] = "pass";
    if (row.defender2 !== undefined && row.defender2Tricks === undefined) defence[row.defender2] = "pass";
    if (row.defender1 !== undefined && row.defender2 !== undefined && row.defender1 !== row.defender2)
      defenders = [row.defender1, row.defender2];
  }
  const input: DealInput = {
    contract: c,
    players,
    dealer: players === 4 ? (row.dealer ?? defaultDealer(board)) : undefined,
    empty: players === 3 ? SEATS.find((s) => row.seats[s] === undefined) : undefined,
    declarer: c.kind === "all-pass" ? undefined : row.declarer,
    tricks,
    defence,
    defenders,
    rounding,
  };
  const r = dealWhists(rules, input);
  if (r.ok) return r;
  return fail(
    r.problems.map((p) => ({
      ...p,
      at: where(row, board, COLUMN_OF[(p.at.column ?? "contract") as WhistArgument] ?? "contract"),
    })),
  );
}

/**
 * The protocols with the whists of every row whose whists are all blank computed from its
 * contract and tricks. A row that says too little is left as it is (a warning); a row whose
 * contract or tricks are wrong is an error naming its line and column.
 */
export function fillWhists(
  rules: VariantRules,
  protocols: readonly Protocol[],
  rounding: Rounding = "exact",
): Result<Protocol[]> {
  const problems: Problem[] = [];
  const out = protocols.map((p) => ({
    board: p.board,
    rows: p.rows.map((row): ProtocolRow => {
      const seated = SEATS.filter((s) => row.seats[s] !== undefined);
      if (seated.length === 0 || seated.some((s) => row.seats[s]?.entry.kind !== "none")) return row;
      const r = whistsOfRow(rules, row, p.board, rounding);
      if (r === null) {
        if (row.contract !== undefined && row.contract.trim() !== "")
          problems.push(
            warning(
              "whists.not-filled",
              `deal ${p.board}: the whists are blank and the tricks are missing, so they were not computed`,
              where(row, p.board, "declarer_tricks"),
            ),
          );
        return row;
      }
      if (!r.ok) {
        problems.push(...r.problems);
        return row;
      }
      const seats = { ...row.seats };
      for (const s of seated) {
        const w = r.value[s];
        const cur = seats[s];
        if (cur === undefined) continue;
        if (w === null) {
          problems.push(
            error("whists.seat", `deal ${p.board}: ${s} has a player but no cards`, where(row, p.board, s)),
          );
          continue;
        }
        seats[s] = { ...cur, entry: { kind: "whists", whists: w } };
      }
      return { ...row, seats };
    }),
  }));
  if (problems.some((x) => x.severity === "error")) return fail(problems);
  return ok(out, problems);
}
