/**
 * The cost table the organisers hand every table (seed §7): for a variant and a table size, every
 * outcome a protocol row can record — contract × what the defenders said × tricks — with the
 * whists of each role: the seat in the protocol's declarer column (on all-pass, the first hand),
 * the 1st and the 2nd defender (on all-pass, the next hands) and the dealer (4-handed).
 *
 * Each outcome has a key built from the row's cells, so a spreadsheet can look it up:
 * `code|declarer tricks|1st defender tricks|2nd defender tricks`, where code is 6–10 for a game,
 * 11 misère, 12 all-pass; a defender who passed (tricks left blank) is written P and his partner
 * W in place of both numbers: `7|6|WP`, `7|6|PW`, `7|6|PP`. Misère: `11|tricks`.
 * Half-whist is not in the table (the protocol's columns cannot say it): its whists are typed.
 */
import { Seat } from "../protocol";
import { Rational } from "../rational";
import { Contract, LEVELS, MISERE_SPELLINGS, ALL_PASS_SPELLINGS, SUIT_SPELLINGS, SUITS } from "./contract";
import { dealWhists, DefenceChoice } from "./deal-whists";
import { VariantRules } from "./variants";

/** The lookup code of a contract: 6–10 a game's level, 11 misère, 12 all-pass. */
export function contractCode(c: Contract): number {
  return c.kind === "game" ? c.level : c.kind === "misere" ? 11 : 12;
}

/** One outcome of the cost table. */
export interface CostRow {
  readonly key: string;
  readonly code: number;
  readonly contract: Contract;
  /** "whist–whist", "whist–pass", "pass–whist", "pass–pass", "" (misère, all-pass). */
  readonly defence: string;
  /** Tricks in the declarer, 1st and 2nd defender columns; null where not written. */
  readonly tricks: readonly [number | null, number | null, number | null];
  /** Whists of the declarer column's seat, the 1st and 2nd defender's, and the dealer's (null at 3). */
  readonly whists: readonly [Rational, Rational, Rational, Rational | null];
}

// The roles sit at fixed seats for the computation: declarer N, defenders E then S, dealer W
// (the empty seat at a 3-handed table). Whists depend on roles only.
const ROLE_SEATS: readonly [Seat, Seat, Seat] = ["N", "E", "S"];

function outcome(
  rules: VariantRules,
  players: 3 | 4,
  contract: Contract,
  tricks: readonly [number | null, number | null, number | null],
  choices: readonly [DefenceChoice, DefenceChoice] | null,
): CostRow["whists"] | null {
  const t: Partial<Record<Seat, number>> = {};
  ROLE_SEATS.forEach((s, i) => {
    const x = tricks[i];
    if (x !== null) t[s] = x;
  });
  const r = dealWhists(rules, {
    contract,
    players,
    dealer: players === 4 ? "W" : undefined,
    empty: players === 3 ? "W" : undefined,
    declarer: contract.kind === "all-pass" ? undefined : "N",
    tricks: t,
    defence: choices === null ? undefined : { E: choices[0], S: choices[1] },
    defenders: ["E", "S"],
  });
  if (!r.ok) return null;
  const v = r.value;
  return [v.N as Rational, v.E as Rational, v.S as Rational, players === 4 ? (v.W as Rational) : null];
}

const DEFENCES: readonly (readonly [DefenceChoice, DefenceChoice])[] = [
  ["whist", "pass"],
  ["pass", "whist"],
  ["pass", "pass"],
];

const PATTERN: Readonly<Record<string, string>> = {
  "whist,pass": "WP",
  "pass,whist": "PW",
  "pass,pass": "PP",
};

/** Every outcome of the variant's cost table for a table of 3 or 4 players, in printing order. */
export function costTable(rules: VariantRules, players: 3 | 4): CostRow[] {
  const rows: CostRow[] = [];
  const push = (
    contract: Contract,
    defence: string,
    key: string,
    tricks: readonly [number | null, number | null, number | null],
    choices: readonly [DefenceChoice, DefenceChoice] | null,
  ): void => {
    const whists = outcome(rules, players, contract, tricks, choices);
    if (whists !== null) rows.push({ key, code: contractCode(contract), contract, defence, tricks, whists });
  };
  for (const level of LEVELS) {
    const contract: Contract = { kind: "game", level, suit: "spades" };
    for (let t = 10; t >= 0; t--) {
      for (let a = 0; a <= 10 - t; a++) {
        push(
          contract,
          "whist–whist",
          `${level}|${t}|${a}|${10 - t - a}`,
          [t, a, 10 - t - a],
          ["whist", "whist"],
        );
      }
    }
    for (const choices of DEFENCES) {
      for (let t = 10; t >= 0; t--) {
        const pattern = PATTERN[choices.join(",")];
        push(contract, `${choices[0]}–${choices[1]}`, `${level}|${t}|${pattern}`, [t, null, null], choices);
      }
    }
  }
  for (let t = 0; t <= 10; t++) push({ kind: "misere" }, "", `11|${t}`, [t, null, null], null);
  for (let a = 10; a >= 0; a--) {
    for (let b = 10 - a; b >= 0; b--)
      push({ kind: "all-pass" }, "", `12|${a}|${b}|${10 - a - b}`, [a, b, 10 - a - b], null);
  }
  return rows;
}

/**
 * Every spelling of a contract the parser accepts, as a spreadsheet normalises it (upper case,
 * no spaces, dashes made "-"), with its lookup code: "6♠" → 6, "МИЗЕР" → 11, "-" → 12.
 */
export function contractForms(): readonly (readonly [string, number])[] {
  const forms: [string, number][] = [];
  for (const level of LEVELS)
    for (const suit of SUITS) for (const w of SUIT_SPELLINGS[suit]) forms.push([`${level}${w}`, level]);
  for (const w of MISERE_SPELLINGS) forms.push([w, 11]);
  for (const w of ALL_PASS_SPELLINGS) forms.push([w, 12]);
  return forms;
}
