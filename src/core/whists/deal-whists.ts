/**
 * The whists of one deal: the settlement every preferans player uses, applied to one deal
 * (DOMAIN.md, "Whists of one deal"):
 *
 *     raw_i    = ppw·pool_i − mpw·mountain_i + (whists i wrote on others) − (whists others wrote on i)
 *     result_i = raw_i − mean(raw)        over the n players of the table (dealer included)
 *
 * so the row sums to zero. Exact rationals throughout: a 3-handed table gives thirds, a 4-handed
 * one can give halves and quarters; `rounding: "nearest"` gives whole whists as pools write them.
 *
 * Choices where DOMAIN.md is silent:
 * - The first and second whister are the protocol's 1st and 2nd defender; when not given, the
 *   first is the declarer's left-hand player (the next playing seat clockwise N→E→S→W), who
 *   speaks first. On 8–10 the second whister answers for the defence's shortfall.
 * - With two whisters on 6–7, each answers for half the obligation: if only one took less than
 *   his half he answers for the whole shortfall (his partner's extra tricks count for him); if
 *   both did, each answers for his own deficit (together exactly the shortfall).
 * - A whister with a passer answers for the whole obligation; a passer never answers.
 * - Both defenders pass: the game counts as made (pool), nobody writes whists.
 * - At a 3-handed table everybody plays; the dealer sits out only at a 4-handed table.
 * - `nearest` rounding: every seat to the nearest whole whist (halves away from zero), then the
 *   declarer (on all-pass, the player with most tricks, the first in N E S W order on a tie)
 *   takes the difference, so the row still sums to zero.
 */
import { Seat, SEATS } from "../protocol";
import { add, cmp, div, fromInt, mul, q, Rational, sub, ZERO } from "../rational";
import { error, fail, ok, Problem, Result } from "../result";
import { Contract, Level } from "./contract";
import { VariantRules } from "./variants";

/** What a defender says when the contract is set. */
export type DefenceChoice = "whist" | "pass" | "half-whist";

/** What a defender may be written as saying, in English or Russian (lower case). */
const DEFENCE_WORDS: Readonly<Record<string, DefenceChoice>> = {
  whist: "whist",
  w: "whist",
  вист: "whist",
  pass: "pass",
  p: "pass",
  пас: "pass",
  half: "half-whist",
  "half-whist": "half-whist",
  halfwhist: "half-whist",
  полвиста: "half-whist",
  "пол-виста": "half-whist",
};

/** A defender's choice from its word ("whist", "пас", "half" …), or null when it is not one. */
export function parseDefenceChoice(text: string): DefenceChoice | null {
  return DEFENCE_WORDS[text.trim().toLowerCase()] ?? null;
}

/** How results are written: exact fractions, or whole whists. */
export type Rounding = "exact" | "nearest";

/** One deal at one table. */
export interface DealInput {
  readonly contract: Contract;
  /** 4 (default) or 3 players at the table. */
  readonly players?: number;
  /** The dealer, who sits the deal out at a 4-handed table (required there). */
  readonly dealer?: Seat;
  /** The empty seat of a 3-handed table; by default the one seat not named anywhere else. */
  readonly empty?: Seat;
  /** Who plays the game or the misère; not used on all-pass. */
  readonly declarer?: Seat;
  /** Tricks per playing seat. */
  readonly tricks: Readonly<Partial<Record<Seat, number>>>;
  /** Each defender's choice; a defender not listed whists. */
  readonly defence?: Readonly<Partial<Record<Seat, DefenceChoice>>>;
  /** First and second whister (the protocol's 1st and 2nd defender), when known. */
  readonly defenders?: readonly [Seat, Seat];
  /** The deal's place in a run of all-passes (1 = the first), for a progression. Default 1. */
  readonly allPassRun?: number;
  readonly rounding?: Rounding;
}

/** Whists per seat; null for the empty seat of a 3-handed table. The numbers sum to zero. */
export type WhistRow = Readonly<Record<Seat, Rational | null>>;

/** The argument a problem is about, as `at.column`: the edges name it in their own terms. */
export type WhistArgument = "contract" | "declarer" | "dealer" | "tricks" | "defence" | "players";

function problem(arg: WhistArgument, code: string, message: string): Problem {
  return error(`whists.${code}`, message, { column: arg }, { argument: arg });
}

/** The seats of the table: who plays, and the dealer who sits out (4-handed). */
interface Table {
  readonly players: 3 | 4;
  readonly playing: readonly Seat[];
  readonly dealer: Seat | null;
  readonly empty: Seat | null;
}

function tableOf(d: DealInput, problems: Problem[]): Table | null {
  const players = d.players ?? 4;
  if (players !== 3 && players !== 4) {
    problems.push(problem("players", "players", `players at the table must be 3 or 4, not ${players}`));
    return null;
  }
  if (players === 4) {
    if (d.dealer === undefined) {
      problems.push(
        problem("dealer", "no-dealer", "a 4-handed table needs the dealer (he sits the deal out)"),
      );
      return null;
    }
    return { players, playing: SEATS.filter((s) => s !== d.dealer), dealer: d.dealer, empty: null };
  }
  let empty = d.empty;
  if (empty === undefined) {
    const named = new Set<Seat>(SEATS.filter((s) => d.tricks[s] !== undefined));
    if (d.declarer !== undefined) named.add(d.declarer);
    for (const s of SEATS) if (d.defence?.[s] !== undefined) named.add(s);
    const free = SEATS.filter((s) => !named.has(s));
    if (free.length !== 1) {
      problems.push(
        problem(
          "tricks",
          "empty-seat",
          `at a 3-handed table give the tricks of the three players (${named.size} seats named: ${[...named].join(" ") || "none"})`,
        ),
      );
      return null;
    }
    empty = free[0];
  }
  return { players, playing: SEATS.filter((s) => s !== empty), dealer: null, empty };
}

/** The next playing seat clockwise (N → E → S → W → N). */
function leftOf(seat: Seat, playing: readonly Seat[]): Seat {
  for (let k = 1; k <= 4; k++) {
    const s = SEATS[(SEATS.indexOf(seat) + k) % 4];
    if (playing.includes(s)) return s;
  }
  return seat;
}

/** The books of one deal: pool and mountain points, whists written by one player on another. */
class Books {
  readonly raw = new Map<Seat, Rational>();

  constructor(
    private readonly rules: VariantRules,
    seats: readonly Seat[],
  ) {
    for (const s of seats) this.raw.set(s, ZERO);
  }

  private bump(s: Seat, x: Rational): void {
    this.raw.set(s, add(this.raw.get(s) ?? ZERO, x));
  }

  pool(s: Seat, points: Rational): void {
    this.bump(s, mul(points, this.rules.poolPointWhists));
  }

  mountain(s: Seat, points: Rational): void {
    this.bump(s, sub(ZERO, mul(points, this.rules.mountainPointWhists)));
  }

  /** `writer` writes `w` whists on `on`. */
  whists(writer: Seat, on: Seat, w: Rational): void {
    this.bump(writer, w);
    this.bump(on, sub(ZERO, w));
  }
}

/**
 * One deal being scored, as each contract's scorer (all-pass, misère, game) takes it: the rules,
 * the input, the table, its books, and the list the scorer adds its problems to.
 */
interface Scoring {
  readonly rules: VariantRules;
  readonly d: DealInput;
  readonly table: Table;
  readonly books: Books;
  readonly problems: Problem[];
}

function checkTrickCounts(d: DealInput, table: Table, problems: Problem[]): void {
  for (const s of SEATS) {
    const t = d.tricks[s];
    if (t === undefined) continue;
    if (!Number.isInteger(t) || t < 0 || t > 10) {
      problems.push(
        problem("tricks", "bad-tricks", `tricks of ${s} must be a whole number from 0 to 10, not ${t}`),
      );
    } else if (s === table.dealer && t !== 0) {
      problems.push(
        problem(
          "tricks",
          "dealer-tricks",
          `${s} deals and sits the deal out: he takes no tricks (given ${t})`,
        ),
      );
    } else if (s === table.empty && t !== 0) {
      problems.push(
        problem("tricks", "empty-tricks", `${s} is the empty seat of a 3-handed table: no tricks`),
      );
    }
  }
}

function sumText(seats: readonly Seat[], tricks: DealInput["tricks"]): string {
  const parts = seats.map((s) => `${s} ${tricks[s]}`);
  const total = seats.reduce((a, s) => a + (tricks[s] ?? 0), 0);
  return `${parts.join(" + ")} = ${total}`;
}

/**
 * The zero-sum row of whists of one deal under a variant's rules, or the problems of the input
 * (each naming the argument in `at.column`: contract, declarer, dealer, tricks, defence, players).
 */
export function dealWhists(rules: VariantRules, d: DealInput): Result<WhistRow> {
  const problems: Problem[] = [];
  const table = tableOf(d, problems);
  if (table === null) return fail(problems);
  if (table.dealer !== null && d.contract.kind !== "all-pass" && d.declarer === table.dealer) {
    return fail([
      problem(
        "dealer",
        "dealer-declares",
        `${table.dealer} cannot both deal and declare: at a 4-handed table the dealer sits the deal out`,
      ),
    ]);
  }
  checkTrickCounts(d, table, problems);
  if (problems.length > 0) return fail(problems);
  const books = new Books(rules, table.dealer === null ? table.playing : [...table.playing, table.dealer]);
  const scoring: Scoring = { rules, d, table, books, problems };
  const c = d.contract;
  let declarer: Seat | null = null;
  switch (c.kind) {
    case "all-pass":
      allPass(scoring);
      break;
    case "misere":
      declarer = misere(scoring);
      break;
    case "game":
      declarer = game(scoring, c.level);
      break;
  }
  if (problems.length > 0) return fail(problems);
  const seated = [...books.raw.keys()];
  const total = seated.reduce((a, s) => add(a, books.raw.get(s) ?? ZERO), ZERO);
  const mean = div(total, fromInt(table.players));
  const row: Record<Seat, Rational | null> = { N: null, E: null, S: null, W: null };
  for (const s of seated) row[s] = sub(books.raw.get(s) ?? ZERO, mean);
  if ((d.rounding ?? "exact") === "nearest") {
    const absorber = declarer ?? mostTricks(d, table);
    return ok(roundRow(row, absorber));
  }
  return ok(row);
}

function requireDeclarer(d: DealInput, table: Table, problems: Problem[]): Seat | null {
  if (d.declarer === undefined) {
    problems.push(problem("declarer", "no-declarer", "the declarer is missing"));
    return null;
  }
  if (d.declarer === table.dealer) {
    problems.push(
      problem("declarer", "dealer-declares", `${d.declarer} deals and sits the deal out: he cannot declare`),
    );
    return null;
  }
  if (d.declarer === table.empty) {
    problems.push(
      problem("declarer", "empty-declares", `${d.declarer} is the empty seat of a 3-handed table`),
    );
    return null;
  }
  return d.declarer;
}

function requireTricks(d: DealInput, s: Seat, role: string, problems: Problem[]): number | null {
  const t = d.tricks[s];
  if (t === undefined) {
    problems.push(problem("tricks", "missing-tricks", `the tricks of the ${role} ${s} are missing`));
    return null;
  }
  return t;
}

/** Tricks given for every playing seat must add up to 10; with some missing, to no more. */
function checkTotal(d: DealInput, table: Table, problems: Problem[], allNeeded: boolean): void {
  const given = table.playing.filter((s) => d.tricks[s] !== undefined);
  const total = given.reduce((a, s) => a + (d.tricks[s] ?? 0), 0);
  const complete = given.length === table.playing.length;
  if ((complete || allNeeded) && total !== 10) {
    problems.push(
      problem("tricks", "tricks-sum", `the tricks must add up to 10: ${sumText(given, d.tricks)}`),
    );
  } else if (!complete && total > 10) {
    problems.push(
      problem("tricks", "tricks-sum", `the tricks add up to more than 10: ${sumText(given, d.tricks)}`),
    );
  }
}

function noDefence(d: DealInput, why: string, problems: Problem[]): void {
  const given = SEATS.filter((s) => d.defence?.[s] !== undefined);
  if (given.length > 0)
    problems.push(problem("defence", "no-defence", `${why}: no whist or pass to give (${given.join(", ")})`));
}

function allPass({ rules, d, table, books, problems }: Scoring): void {
  noDefence(d, "on all-pass nobody whists", problems);
  for (const s of table.playing) requireTricks(d, s, "player", problems);
  if (problems.length > 0) return;
  checkTotal(d, table, problems, true);
  if (problems.length > 0) return;
  const a = rules.allPass;
  const run = d.allPassRun ?? 1;
  const m = a.progression[Math.min(Math.max(run, 1), a.progression.length) - 1] ?? fromInt(1);
  const price = mul(a.price, m);
  const tricks = (s: Seat): number => d.tricks[s] ?? 0;
  for (const s of table.playing) if (tricks(s) === 0) books.pool(s, mul(a.zeroTricksPool, m));
  if (a.kind === "mountain") {
    for (const s of table.playing) books.mountain(s, mul(price, fromInt(tricks(s))));
    return;
  }
  // Rostov: the fewest-tricks player(s) write on each other player for that player's tricks.
  const fewest = Math.min(...table.playing.map(tricks));
  const writers = table.playing.filter((s) => tricks(s) === fewest);
  for (const on of table.playing) {
    if (writers.includes(on)) continue;
    const w = div(mul(price, fromInt(tricks(on))), fromInt(writers.length));
    for (const writer of writers) books.whists(writer, on, w);
  }
}

function misere({ rules, d, table, books, problems }: Scoring): Seat | null {
  const declarer = requireDeclarer(d, table, problems);
  noDefence(d, "a misère is not whisted", problems);
  if (declarer === null) return null;
  const t = requireTricks(d, declarer, "declarer", problems);
  if (t === null) return null;
  checkTotal(d, table, problems, false);
  if (problems.length > 0) return null;
  if (t === 0) {
    books.pool(declarer, rules.misere.pool);
  } else {
    books.mountain(declarer, mul(rules.misere.mountainPerTrick, fromInt(t)));
    const w = mul(rules.misere.consolationPerTrick, fromInt(t));
    if (w.n !== 0n) for (const s of books.raw.keys()) if (s !== declarer) books.whists(s, declarer, w);
  }
  return declarer;
}

function game({ rules, d, table, books, problems }: Scoring, level: Level): Seat | null {
  const declarer = requireDeclarer(d, table, problems);
  if (declarer === null) return null;
  const others = table.playing.filter((s) => s !== declarer);
  // The defence: only the two defenders may whist, pass or half-whist.
  for (const s of SEATS) {
    const choice = d.defence?.[s];
    if (choice === undefined || others.includes(s)) continue;
    problems.push(
      problem(
        "defence",
        "not-defending",
        `${s} does not defend (${s === declarer ? "he declares" : s === table.dealer ? "he deals and sits out" : "the seat is empty"}); the defenders are ${others.join(" and ")}`,
      ),
    );
  }
  let order: readonly Seat[] = [
    leftOf(declarer, table.playing),
    leftOf(leftOf(declarer, table.playing), table.playing),
  ];
  if (d.defenders !== undefined) {
    const [a, b] = d.defenders;
    if (a === b || !others.includes(a) || !others.includes(b)) {
      problems.push(
        problem("defence", "defenders", `the defenders must be ${others.join(" and ")}, not ${a} and ${b}`),
      );
    } else order = [a, b];
  }
  if (problems.length > 0) return null;
  const second = order[1];
  const choice = (s: Seat): DefenceChoice => d.defence?.[s] ?? "whist";
  const halves = order.filter((s) => choice(s) === "half-whist");
  const passes = order.filter((s) => choice(s) === "pass");
  const whisters = order.filter((s) => choice(s) === "whist");
  if (halves.length > 0) {
    if (!rules.halfWhist.levels.includes(level)) {
      problems.push(
        problem(
          "defence",
          "half-whist-level",
          `half-whist is declared only on ${rules.halfWhist.levels.join(" and ")}, not on ${level}`,
        ),
      );
    } else if (halves.length === 2 || passes.length !== 1) {
      problems.push(
        problem(
          "defence",
          "half-whist-pass",
          "half-whist is declared by one defender after the other passed",
        ),
      );
    }
  }
  if (problems.length > 0) return null;

  const v = rules.gameValue[level];
  const perTrick = mul(rules.whistsPerTrick, v);
  const obligation = rules.obligation[level];

  if (halves.length === 1) {
    // Not played: the game counts as made; the half-whister writes for half the obligation.
    books.pool(declarer, v);
    books.whists(halves[0], declarer, mul(mul(perTrick, fromInt(obligation)), rules.halfWhist.share));
    return declarer;
  }
  if (whisters.length === 0) {
    // Both pass: the game counts as made, nobody whists.
    books.pool(declarer, v);
    return declarer;
  }

  const t = requireTricks(d, declarer, "declarer", problems);
  if (whisters.length === 2) for (const s of order) requireTricks(d, s, "defender", problems);
  if (problems.length > 0 || t === null) return null;
  checkTotal(d, table, problems, whisters.length === 2);
  if (problems.length > 0) return null;

  const defence = 10 - t;
  const undertricks = Math.max(0, level - t);
  if (undertricks === 0) {
    books.pool(declarer, v);
  } else {
    books.mountain(declarer, mul(mul(rules.mountainPerUndertrick, v), fromInt(undertricks)));
    const consolation = mul(mul(rules.consolationPerUndertrick, v), fromInt(undertricks));
    for (const s of books.raw.keys()) if (s !== declarer) books.whists(s, declarer, consolation);
  }

  // Whists for the defence's tricks, and who answers for a shortfall.
  const shortMountain = mul(mul(rules.responsibility, rules.mountainPerUndertrick), v);
  const shortfall = Math.max(0, obligation - defence);
  if (whisters.length === 2) {
    const tricks = (s: Seat): number => d.tricks[s] ?? 0;
    for (const s of order) books.whists(s, declarer, mul(perTrick, fromInt(tricks(s))));
    if (shortfall > 0) {
      if (rules.splitObligationLevels.includes(level)) {
        const half = q(obligation, 2);
        const deficit = (s: Seat): Rational => {
          const x = sub(half, fromInt(tricks(s)));
          return cmp(x, ZERO) > 0 ? x : ZERO;
        };
        const short = order.filter((s) => cmp(deficit(s), ZERO) > 0);
        if (short.length === 2) for (const s of short) books.mountain(s, mul(shortMountain, deficit(s)));
        else books.mountain(short[0], mul(shortMountain, fromInt(shortfall)));
      } else {
        books.mountain(second, mul(shortMountain, fromInt(shortfall)));
      }
    }
    return declarer;
  }
  // One whister, one passer.
  const whister = whisters[0];
  const passer = passes[0];
  const all = mul(perTrick, fromInt(defence));
  if (rules.onePasses === "gentleman" && undertricks > 0) {
    const half = div(all, fromInt(2));
    books.whists(whister, declarer, half);
    books.whists(passer, declarer, half);
  } else {
    books.whists(whister, declarer, all);
  }
  if (shortfall > 0) books.mountain(whister, mul(shortMountain, fromInt(shortfall)));
  return declarer;
}

/** On all-pass: the player with most tricks (the first in N E S W order on a tie). */
function mostTricks(d: DealInput, table: Table): Seat {
  let best = table.playing[0];
  for (const s of table.playing) if ((d.tricks[s] ?? 0) > (d.tricks[best] ?? 0)) best = s;
  return best;
}

/** Rational rounded to the nearest integer, halves away from zero. */
function nearest(x: Rational): Rational {
  const neg = x.n < 0n;
  const a = neg ? -x.n : x.n;
  const r = (2n * a + x.d) / (2n * x.d);
  return fromInt(neg ? -r : r);
}

function roundRow(row: Record<Seat, Rational | null>, absorber: Seat): WhistRow {
  const out: Record<Seat, Rational | null> = { ...row };
  let total = ZERO;
  for (const s of SEATS) {
    const x = row[s];
    if (x === null) continue;
    out[s] = nearest(x);
    total = add(total, out[s] as Rational);
  }
  const a = out[absorber];
  if (a !== null) out[absorber] = sub(a, total);
  return out;
}
