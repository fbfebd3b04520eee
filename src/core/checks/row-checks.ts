/**
 * Checks of one protocol row on its own (seed §6–7): the contract's notation, the tricks, the
 * seats of the declarer and defenders, the dealer, and the zero sum of the whists.
 */
import { SEATS, Seat, ProtocolRow } from "../protocol";
import { add, toNumber, ZERO } from "../rational";
import { error, Problem, warning } from "../result";
import { defaultDealer } from "../simulate";
import { contractOf, normaliseContractText } from "../whists/contract";
import { Check, CheckInput, eachProtocol, rowAt } from "./types";

type RowRule = (board: number, row: ProtocolRow) => Problem[];

function eachRow(rule: RowRule): (input: CheckInput) => Problem[] {
  return (input) => input.protocols.flatMap((p) => p.rows.flatMap((r) => rule(p.board, r)));
}

const seatsPresent = (row: ProtocolRow): Seat[] => SEATS.filter((s) => row.seats[s] !== undefined);

/** The playing seats written in the row (declarer, first and second defender), with their columns. */
function playingSeats(row: ProtocolRow): { seat: Seat; column: string; tricks: number | undefined }[] {
  const out: { seat: Seat; column: string; tricks: number | undefined }[] = [];
  if (row.declarer !== undefined)
    out.push({ seat: row.declarer, column: "declarer", tricks: row.declarerTricks });
  if (row.defender1 !== undefined)
    out.push({ seat: row.defender1, column: "defender1", tricks: row.defender1Tricks });
  if (row.defender2 !== undefined)
    out.push({ seat: row.defender2, column: "defender2", tricks: row.defender2Tricks });
  return out;
}

/** The contract is written in a notation we know (Russian or English). */
export const contractNotation: Check = {
  code: "contract-unreadable",
  severity: "error",
  title: "contract notation",
  run: eachRow((board, row) => {
    if (row.contract === undefined || contractOf(row.contract) !== null) return [];
    const level = /^(\d+)/.exec(normaliseContractText(row.contract));
    const why =
      level !== null && (Number(level[1]) < 6 || Number(level[1]) > 10)
        ? "a game is 6 to 10 tricks"
        : "write 6♠ 6S 6п 6 пик, 7NT 7БК, мизер or M, and - or pass for all-pass";
    return [
      error(
        "contract-unreadable",
        `"${row.contract}" is not a contract: ${why}`,
        rowAt(board, row, "contract"),
        {
          value: row.contract,
          why: level !== null && (Number(level[1]) < 6 || Number(level[1]) > 10) ? "level" : "notation",
        },
      ),
    ];
  }),
};

/** Declarer and defenders took 10 tricks between them (all-pass: the three hands). */
export const tricksSum: Check = {
  code: "tricks-sum",
  severity: "error",
  title: "tricks add up to 10",
  run: eachRow((board, row) => {
    const hands = playingSeats(row);
    const tricks = [row.declarerTricks, row.defender1Tricks, row.defender2Tricks];
    const given = tricks.filter((t): t is number => t !== undefined);
    if (given.length === 0) return [];
    if (given.length < 3 && hands.length === 3) {
      return [
        warning(
          "tricks-missing",
          "the tricks of a playing hand are not written",
          rowAt(board, row, "declarer_tricks"),
        ),
      ];
    }
    const sum = given.reduce((a, b) => a + b, 0);
    if (given.length === 3 && sum !== 10) {
      return [
        error("tricks-sum", `the tricks add up to ${sum}, not 10`, rowAt(board, row, "declarer_tricks"), {
          sum,
        }),
      ];
    }
    return [];
  }),
};

/** Declarer and defenders sit in different seats, each with a player in it. */
export const seatsDistinct: Check = {
  code: "seats-repeated",
  severity: "error",
  title: "declarer and defenders in different, occupied seats",
  run: eachRow((board, row) => {
    const out: Problem[] = [];
    const seen = new Map<Seat, string>();
    for (const h of playingSeats(row)) {
      const before = seen.get(h.seat);
      if (before !== undefined) {
        out.push(
          error(
            "seats-repeated",
            `seat ${h.seat} is written as both ${before} and ${h.column}`,
            rowAt(board, row, h.column),
            { seat: h.seat, first: before, column: h.column },
          ),
        );
      }
      seen.set(h.seat, h.column);
      if (seatsPresent(row).length > 0 && row.seats[h.seat] === undefined) {
        out.push(
          error(
            "seat-empty",
            `${h.column} ${h.seat}: nobody sits in seat ${h.seat}`,
            rowAt(board, row, h.column),
            { seat: h.seat, column: h.column },
          ),
        );
      }
    }
    return out;
  }),
};

/** At a 4-handed table the dealer sits the deal out: he is not the declarer nor a defender. */
export const dealerNotPlaying: Check = {
  code: "dealer-playing",
  severity: "error",
  title: "the dealer does not play (4-handed)",
  run: eachRow((board, row) => {
    if (seatsPresent(row).length !== 4) return [];
    const dealer = row.dealer ?? defaultDealer(board);
    const hand = playingSeats(row).find((h) => h.seat === dealer);
    if (hand === undefined) return [];
    const whose = row.dealer === undefined ? ` (deal ${board} is dealt by ${dealer})` : "";
    return [
      error(
        "dealer-playing",
        `${hand.column} ${dealer} is the dealer${whose}, who sits the deal out`,
        rowAt(board, row, hand.column),
        {
          dealer,
          column: hand.column,
          board,
          byDefault: row.dealer === undefined ? 1 : 0,
        },
      ),
    ];
  }),
};

/** The whists of a row sum to zero, unless the result was assigned or adjusted by the director. */
export const whistsZeroSum: Check = {
  code: "whists-not-zero-sum",
  severity: "warning",
  title: "whists sum to zero",
  run: eachRow((board, row) => {
    if (row.assigned === true) return [];
    let sum = ZERO;
    let numeric = 0;
    for (const s of SEATS) {
      const c = row.seats[s];
      if (c === undefined || c.entry.kind === "none") continue;
      // An adjusted or cancelled result: the director rules the row, its sum is his business.
      if (c.entry.kind === "adjusted" || c.entry.kind === "cancelled") return [];
      sum = add(sum, c.entry.whists);
      numeric++;
    }
    if (numeric < 2 || sum.n === 0n) return [];
    return [
      warning(
        "whists-not-zero-sum",
        `the row's whists sum to ${toNumber(sum)} instead of 0`,
        rowAt(board, row),
        {
          sum: toNumber(sum),
        },
      ),
    ];
  }),
};

/** The same player in two seats of one row. */
export const playerOncePerRow: Check = {
  code: "player-twice-in-row",
  severity: "error",
  title: "a player sits in one seat of a row",
  run: eachRow((board, row) => {
    const seen = new Map<number, Seat>();
    const out: Problem[] = [];
    for (const s of SEATS) {
      const c = row.seats[s];
      if (c === undefined) continue;
      const first = seen.get(c.player);
      if (first !== undefined) {
        out.push(
          error(
            "player-twice-in-row",
            `player ${c.player} is in seats ${first} and ${s} of one row`,
            rowAt(board, row, s),
            {
              player: c.player,
              first,
              seat: s,
            },
          ),
        );
      } else seen.set(c.player, s);
    }
    return out;
  }),
};

/** One deal has one dealer: every row of a protocol that names a dealer names the first row's. */
export const oneDealer: Check = {
  code: "dealer-differs",
  severity: "error",
  title: "one dealer per deal",
  run: eachProtocol((p) => {
    const first = p.rows.find((r) => r.dealer !== undefined);
    if (first === undefined || first.dealer === undefined) return [];
    const dealer = first.dealer;
    return p.rows
      .filter((r) => r.dealer !== undefined && r.dealer !== dealer)
      .map((r) =>
        error(
          "dealer-differs",
          `the dealer is ${r.dealer ?? ""} here but ${dealer}${first.source?.line !== undefined ? ` at line ${first.source.line}` : ""}: one deal has one dealer`,
          rowAt(p.board, r, "dealer"),
          { dealer: r.dealer ?? "", first: dealer, firstLine: first.source?.line ?? "" },
        ),
      );
  }),
};
