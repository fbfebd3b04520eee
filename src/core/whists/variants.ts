/**
 * Preferans variants as data: every price and rule the settlement of one deal needs (DOMAIN.md,
 * "Whists of one deal"). Sochi, Leningrad and Rostov are three records; a club's house rules are
 * one more record (spread one of these and change what differs), never new code.
 *
 * Where DOMAIN.md is silent, the records say what players do (each choice is marked "choice"):
 * - Leningrad doubles *all* whists and *all* mountain: the consolation (whists) is 2v a trick, a
 *   whister short of his obligation gets half of the doubled mountain (v a missing trick, the same
 *   as Sochi's full responsibility), and a failed misère costs 20 a trick.
 * - Misère: no whists and no consolation (nobody whists a misère), in all three.
 * - All-pass progression: none (every deal of a duplicate session stands alone); a club that plays
 *   1-2-3 writes `progression: [1, 2, 3]` and gives the deal's place in the run of all-passes.
 */
import { fromInt, mul, q, Rational } from "../rational";
import { Level } from "./contract";

/** How an all-pass deal is paid. */
export interface AllPassRules {
  /**
   * `mountain` (Sochi, Leningrad): each trick goes into the taker's mountain at `price` mountain
   * points. `whists` (Rostov): the player with the fewest tricks writes `price` whists per trick
   * on each other player for that player's tricks; players sharing the fewest split it.
   */
  readonly kind: "mountain" | "whists";
  /** Mountain points (kind `mountain`) or whists (kind `whists`) per trick. */
  readonly price: Rational;
  /** Pool points a player who took no tricks writes into his pool. */
  readonly zeroTricksPool: Rational;
  /**
   * Multipliers of the price (and of the zero-tricks pool) for the 1st, 2nd, 3rd … all-pass in a
   * row; the last repeats. `[1]` = no progression; `[1, 2, 3]` = the common 1-2-3.
   */
  readonly progression: readonly Rational[];
}

/** How a misère is paid. */
export interface MisereRules {
  /** Pool points for a misère made (no tricks). */
  readonly pool: Rational;
  /** Mountain points per trick taken on a failed misère. */
  readonly mountainPerTrick: Rational;
  /** Whists each other player writes on a failed misère per trick (0: no consolation). */
  readonly consolationPerTrick: Rational;
}

/** One variant's rules of settling a deal. Multiples "of v" are multiplied by the game's value. */
export interface VariantRules {
  /** Short ASCII name for the command line and formulas: "sochi". */
  readonly id: string;
  /** The name directors know: "Sochi". */
  readonly name: string;
  /** ppw: whists a pool point is worth (10; Leningrad 20). */
  readonly poolPointWhists: Rational;
  /** Whists a mountain point is worth (10). */
  readonly mountainPointWhists: Rational;
  /** The game's value v in pool points, by level: 6→2, 7→4, 8→6, 9→8, 10→10. */
  readonly gameValue: Readonly<Record<Level, Rational>>;
  /** Tricks the defenders must take between them, by level: 6→4, 7→2, 8–10→1. */
  readonly obligation: Readonly<Record<Level, number>>;
  /** Whists a whister writes on the declarer per trick he took, as a multiple of v (Sochi 1, Leningrad 2). */
  readonly whistsPerTrick: Rational;
  /** Mountain points per undertrick of a failed game, as a multiple of v (Sochi 1, Leningrad 2). */
  readonly mountainPerUndertrick: Rational;
  /**
   * Consolation: whists that every other player at the table, the dealer included, writes on a
   * failed declarer per undertrick, as a multiple of v (Sochi 1, Leningrad 2).
   */
  readonly consolationPerUndertrick: Rational;
  /**
   * Whist responsibility: the share of `mountainPerUndertrick` a whister short of his obligation
   * gets in his mountain per missing trick: 1 full (Sochi), 1/2 half (Leningrad, Rostov).
   */
  readonly responsibility: Rational;
  /**
   * Levels on which two whisters each answer for half the obligation (6 and 7); on the other
   * levels the second whister answers for all of it.
   */
  readonly splitObligationLevels: readonly Level[];
  /**
   * One whister, one passer: `greedy` — the whister writes for all the defence's tricks;
   * `gentleman` — when the declarer fails, whists for all the defence's tricks are split equally
   * between the whister and the passer (when he makes it, the whister writes them all).
   */
  readonly onePasses: "greedy" | "gentleman";
  /**
   * Half-whist: the levels it may be declared on (after the other defender passed, the game is
   * not played and counts as made) and the share of the obligation the half-whister writes
   * whists for (1/2: v·obligation/2).
   */
  readonly halfWhist: { readonly levels: readonly Level[]; readonly share: Rational };
  readonly misere: MisereRules;
  readonly allPass: AllPassRules;
}

const GAME_VALUE: Readonly<Record<Level, Rational>> = {
  6: fromInt(2),
  7: fromInt(4),
  8: fromInt(6),
  9: fromInt(8),
  10: fromInt(10),
};

const OBLIGATION: Readonly<Record<Level, number>> = { 6: 4, 7: 2, 8: 1, 9: 1, 10: 1 };

const ONE = fromInt(1);
const HALF = q(1, 2);

/** Sochi ("сочинка"): full responsibility, greedy whist, all-pass into the mountain at 1 a trick. */
export const SOCHI: VariantRules = {
  id: "sochi",
  name: "Sochi",
  poolPointWhists: fromInt(10),
  mountainPointWhists: fromInt(10),
  gameValue: GAME_VALUE,
  obligation: OBLIGATION,
  whistsPerTrick: ONE,
  mountainPerUndertrick: ONE,
  consolationPerUndertrick: ONE,
  responsibility: ONE,
  splitObligationLevels: [6, 7],
  onePasses: "greedy",
  halfWhist: { levels: [6, 7], share: HALF },
  misere: { pool: fromInt(10), mountainPerTrick: fromInt(10), consolationPerTrick: fromInt(0) },
  allPass: { kind: "mountain", price: ONE, zeroTricksPool: ONE, progression: [ONE] },
};

/**
 * Leningrad ("ленинградка"): whists and mountain doubled, a pool point is 20 whists, half
 * responsibility, gentleman whist, all-pass into the mountain at 2 a trick.
 */
export const LENINGRAD: VariantRules = {
  ...SOCHI,
  id: "leningrad",
  name: "Leningrad",
  poolPointWhists: fromInt(20),
  whistsPerTrick: fromInt(2),
  mountainPerUndertrick: fromInt(2),
  consolationPerUndertrick: fromInt(2), // choice: consolation is whists, and Leningrad doubles whists
  responsibility: HALF,
  onePasses: "gentleman",
  // choice: a failed misère is mountain, and Leningrad doubles the mountain
  misere: { pool: fromInt(10), mountainPerTrick: fromInt(20), consolationPerTrick: fromInt(0) },
  // "one price into his pool": 2 pool points
  allPass: { kind: "mountain", price: fromInt(2), zeroTricksPool: fromInt(2), progression: [ONE] },
};

/**
 * Rostov ("ростовка"): Sochi's prices with half responsibility and gentleman whist; on all-pass
 * the player with the fewest tricks writes 5 whists a trick on the others.
 */
export const ROSTOV: VariantRules = {
  ...SOCHI,
  id: "rostov",
  name: "Rostov",
  responsibility: HALF,
  onePasses: "gentleman",
  allPass: { kind: "whists", price: fromInt(5), zeroTricksPool: ONE, progression: [ONE] },
};

/** The variants the tool knows by name. */
export const VARIANTS: readonly VariantRules[] = [SOCHI, LENINGRAD, ROSTOV];

const NAMES: Readonly<Record<string, VariantRules>> = {
  sochi: SOCHI,
  сочи: SOCHI,
  сочинка: SOCHI,
  leningrad: LENINGRAD,
  ленинград: LENINGRAD,
  ленинградка: LENINGRAD,
  питер: LENINGRAD,
  rostov: ROSTOV,
  ростов: ROSTOV,
  ростовка: ROSTOV,
};

/** A variant by its name in English or Russian, any case ("sochi", "Сочинка"); null if unknown. */
export function variantByName(name: string): VariantRules | null {
  return NAMES[name.trim().toLowerCase()] ?? null;
}

/**
 * The same rules with every price in whists multiplied by k: what a pool point and a mountain
 * point are worth, the whists per trick, the consolation and Rostov's all-pass whists. The row
 * of any deal is then k times the row under `rules` (a club playing "Sochi at half price").
 */
export function scaleVariant(rules: VariantRules, k: Rational, id = rules.id): VariantRules {
  return {
    ...rules,
    id,
    poolPointWhists: mul(rules.poolPointWhists, k),
    mountainPointWhists: mul(rules.mountainPointWhists, k),
    whistsPerTrick: mul(rules.whistsPerTrick, k),
    consolationPerUndertrick: mul(rules.consolationPerUndertrick, k),
    misere: { ...rules.misere, consolationPerTrick: mul(rules.misere.consolationPerTrick, k) },
    allPass:
      rules.allPass.kind === "whists"
        ? { ...rules.allPass, price: mul(rules.allPass.price, k) }
        : rules.allPass,
  };
}
