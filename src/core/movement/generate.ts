/**
 * `generateMovement`: checks the request, picks the family (`auto`: the best one for the count)
 * and applies an early stop. Everything a user can get wrong comes back as a failed Result with a
 * problem code and an English message; nothing here throws for bad input.
 */
import { error, fail, ok, type Problem, type Result } from "../result";
import { bestCandidate, type Candidate } from "./advice";
import { dealerOfDeal, seatedForDealer } from "./dealer";
import { shiftDesign, toMovement } from "./design";
import { gcd } from "./gf";
import { isPerfectMethod, perfectDesign, perfectMethodFor, perfectUnfit } from "./perfect";
import { regroupUnfit, withEmptySeats } from "./regroup";
import { withRests } from "./rests";
import { roomsMovement, roomsUnfit } from "./rooms";
import { metOnceOfOffsets, searchOffsets, searchUnfit } from "./search";
import { greedySkipOffsets, skipUnfit } from "./skip";
import { singleTable, SMALL_PLAYERS, smallMovement } from "./small";
import { METHOD_NAMES, type MethodName, type Movement, type MovementOptions, type TableSize } from "./types";
import { validateMovement } from "./validate";

/** The most players a movement is made for. */
export const MAX_PLAYERS = 1000;

/** A method that lays out whole tables (everything but the two ways of handling surplus players). */
type Layout = Exclude<MethodName, "rests" | "regroup">;

type Built = { readonly movement: Movement } | { readonly unfit: string };

/**
 * A movement for `players` players: at tables of `tableSize` (4, or 3 with seat W empty), cut to
 * `rounds` rounds if given, made by `method` ("auto" — the default — picks the best for the count).
 */
export function generateMovement(players: number, options: MovementOptions = {}): Result<Movement> {
  const problems: Problem[] = [];
  if (typeof players !== "number" || !Number.isFinite(players) || !Number.isInteger(players)) {
    problems.push(
      error(
        "movement.players.not-integer",
        `the number of players must be a whole number, not ${String(players)}`,
        {},
        { players: String(players) },
      ),
    );
  } else if (players < 3) {
    problems.push(
      error(
        "movement.players.too-few",
        `a movement needs at least 3 players, not ${players}`,
        {},
        { players },
      ),
    );
  } else if (players > MAX_PLAYERS) {
    problems.push(
      error(
        "movement.players.too-many",
        `a movement is made for at most ${MAX_PLAYERS} players, not ${players}`,
        {},
        { players },
      ),
    );
  }
  const size = options.tableSize ?? 4;
  if (size !== 3 && size !== 4) {
    problems.push(
      error(
        "movement.table-size.invalid",
        `a table seats 4 players or 3, not ${String(size)}`,
        {},
        { tableSize: String(size) },
      ),
    );
  }
  const rounds = options.rounds;
  if (rounds !== undefined && (typeof rounds !== "number" || !Number.isInteger(rounds) || rounds < 1)) {
    problems.push(
      error(
        "movement.rounds.invalid",
        `the number of rounds must be a whole number from 1, not ${String(rounds)}`,
        {},
        { rounds: String(rounds) },
      ),
    );
  }
  const methodName = options.method ?? "auto";
  const method = parseMethod(methodName);
  if (method === undefined) {
    problems.push(
      error(
        "movement.method.unknown",
        `unknown method "${methodName}"; use auto or one of ${METHOD_NAMES.join(", ")}`,
        {},
        { method: methodName },
      ),
    );
  }
  if (problems.length > 0 || method === undefined || (size !== 3 && size !== 4)) return fail(problems);

  const built = method === "auto" ? autoMovement(players, size) : namedMovement(players, size, method);
  if ("unfit" in built) {
    const fallback = autoMovement(players, size);
    const suggestion = "movement" in fallback ? describeMethod(fallback.movement) : "another method";
    return fail([
      error(
        "movement.method.unfit",
        `${String(method)} cannot serve ${players} players (${tablesOf(players, size)}): ${built.unfit}; auto would use ${suggestion}`,
        {},
        { method: String(method), players, suggestion },
      ),
    ]);
  }
  const full = built.movement;
  if (rounds === undefined) return ok(full);
  if (rounds > full.fullRounds) {
    return fail([
      error(
        "movement.rounds.too-many",
        `the ${describeMethod(full)} movement for ${players} players has ${full.fullRounds} rounds, so it cannot be played for ${rounds}`,
        {},
        { rounds, fullRounds: full.fullRounds },
      ),
    ]);
  }
  return ok(stopAfter(full, rounds));
}

/** "7 tables of 4 and 1 player over" for messages. */
function tablesOf(players: number, size: TableSize): string {
  const T = Math.floor(players / size);
  const over = players - T * size;
  const tables = `${T} table${T === 1 ? "" : "s"} of ${size}`;
  return over === 0 ? tables : `${tables} and ${over} over`;
}

function parseMethod(name: string): MethodName | "auto" | undefined {
  if (name === "auto") return "auto";
  return METHOD_NAMES.find((m) => m === name);
}

/** "rests over cyclic" style name of how a movement was made. */
export function describeMethod(m: Movement): string {
  return m.base === undefined ? m.method : `${m.method} (over ${m.base})`;
}

/**
 * The best movement for the count by the advice order (advice.ts) over every family that can
 * seat the players. Whole tables with a perfect family need no comparison: nothing beats them
 * (every criterion met, and the perfect families come first among equals).
 */
function autoMovement(players: number, size: TableSize): Built {
  const T = Math.floor(players / size);
  if (players === T * size && T > 1) {
    const perfect = perfectMethodFor(T, size);
    if (perfect !== undefined) return { movement: toMovement(perfectDesign(perfect, T, size), perfect) };
  }
  const best = bestCandidate(familyMovements(players, size));
  return best === undefined ? { unfit: `no family seats ${players} players` } : { movement: best.movement };
}

/**
 * Every family that can seat `players` at tables of `size`, each measured, in METHOD_NAMES order:
 * whole-table layouts, a special scheme, rooms, rests and regroup (a movement two families share
 * is listed once).
 */
export function familyMovements(players: number, size: TableSize): Candidate[] {
  const out: Candidate[] = [];
  const seen = new Set<string>();
  const surplus = players % size !== 0;
  const special = smallMovement(players, size) !== undefined;
  for (const method of METHOD_NAMES) {
    // With players over, a whole-table layout is played with rests: that is the `rests` family,
    // which already sits on the best layout (a special scheme and rooms stay their own families).
    if (
      surplus &&
      method !== "rests" &&
      method !== "regroup" &&
      method !== "rooms" &&
      !(method === "small" && special)
    )
      continue;
    const built = namedMovement(players, size, method);
    if ("unfit" in built) continue;
    const m = built.movement;
    const key = `${describeMethod(m)}/${m.tables}/${m.rounds}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ movement: m, quality: validateMovement(m) });
  }
  return out;
}

/** The movement the surplus players join: one table is played as often as it takes to rest everybody equally. */
function restBase(T: number, size: TableSize, surplus: number): Movement {
  if (T === 1) {
    const players = size + surplus;
    return singleTable(size, players / gcd(players, surplus));
  }
  return autoLayout(T, size);
}

/**
 * The best whole-table movement for T tables of `size`: one table; a small-field scheme (8, 12, 16
 * players; 6 or 9 at tables of 3); a perfect family (cyclic, field, mols, product, in that order);
 * else whichever of the greedy skip and the search has more cross-line pairs meeting once.
 */
function autoLayout(T: number, size: TableSize): Movement {
  if (T === 1) return singleTable(size, 1);
  const special = smallMovement(T * size, size);
  if (special !== undefined) return special;
  const perfect = perfectMethodFor(T, size);
  if (perfect !== undefined) return toMovement(perfectDesign(perfect, T, size), perfect);
  // No perfect movement: the greedy skip or the search, whichever has more pairs meeting once.
  const skip = greedySkipOffsets(T, size);
  const search = searchOffsets(T, size, skip);
  return metOnceOfOffsets(T, size, search) > metOnceOfOffsets(T, size, skip)
    ? toMovement(shiftDesign(T, size, search), "search")
    : toMovement(shiftDesign(T, size, skip), "skip");
}

/** The movement of a named method, or why it cannot serve the count. */
function namedMovement(players: number, size: TableSize, method: MethodName): Built {
  const T = Math.floor(players / size);
  const surplus = players - T * size;
  switch (method) {
    case "rests":
      if (surplus === 0)
        return { unfit: `${players} players fill ${T} tables of ${size} exactly, so nobody needs to rest` };
      if (T === 0)
        return { unfit: `${players} players cannot fill one table of ${size}; regroup plays 3-handed` };
      return { movement: withRests(restBase(T, size, surplus), players) };
    case "regroup": {
      if (size === 3)
        return {
          unfit:
            "regroup makes 3-handed tables in a movement for tables of 4; at tables of 3 the surplus rests",
        };
      if (surplus === 0)
        return {
          unfit: `${players} players fill ${T} tables of 4 exactly, so no table needs to play 3-handed`,
        };
      const base = T + 1 === 1 ? singleTable(4, 1) : autoLayout(T + 1, 4);
      const why = regroupUnfit(base, players);
      return why === undefined ? { movement: withEmptySeats(base, players) } : { unfit: why };
    }
    case "small": {
      const special = smallMovement(players, size);
      if (special !== undefined) return { movement: special };
      break;
    }
    case "cyclic":
    case "field":
    case "mols":
    case "product":
    case "rooms":
    case "skip":
    case "search":
      break;
    default: {
      const never: never = method;
      return never;
    }
  }
  if (T === 0) return { unfit: `${players} players cannot fill one table of ${size}` };
  const layout = layoutMovement(T, size, method);
  if ("unfit" in layout || surplus === 0) return layout;
  return { movement: withRests(layout.movement, players) };
}

/** Whole tables by a named layout method. */
function layoutMovement(T: number, size: TableSize, method: Layout): Built {
  const tables = `${T} table${T === 1 ? "" : "s"}`;
  if (isPerfectMethod(method)) {
    const why = perfectUnfit(method, T, size);
    return why === undefined
      ? { movement: toMovement(perfectDesign(method, T, size), method) }
      : { unfit: why };
  }
  switch (method) {
    case "rooms": {
      const why = roomsUnfit(T, size);
      return why === undefined ? { movement: roomsMovement(T, size) } : { unfit: why };
    }
    case "skip": {
      const why = skipUnfit(T);
      return why === undefined
        ? { movement: toMovement(shiftDesign(T, size, greedySkipOffsets(T, size)), "skip") }
        : { unfit: why };
    }
    case "search": {
      const why = searchUnfit(T);
      if (why !== undefined) return { unfit: why };
      return {
        movement: toMovement(
          shiftDesign(T, size, searchOffsets(T, size, greedySkipOffsets(T, size))),
          "search",
        ),
      };
    }
    case "small": {
      if (T === 1) return { movement: singleTable(size, 1) };
      const special = smallMovement(T * size, size);
      if (special !== undefined) return { movement: special };
      const list = SMALL_PLAYERS[size].join(", ");
      return {
        unfit: `the special schemes are for ${list} players at tables of ${size} (or one table), not ${tables}`,
      };
    }
    default: {
      const never: never = method;
      return never;
    }
  }
}

/**
 * The first `rounds` rounds, announced before the start. Sets no longer played are dropped and
 * the rest renumbered in order, so that the set row has no holes.
 */
export function stopAfter(m: Movement, rounds: number): Movement {
  if (rounds >= m.rounds) return m;
  const schedule = m.schedule.slice(0, rounds);
  const used = new Set<number>();
  for (const round of schedule) for (const t of round.tables) used.add(t.set);
  const order = Array.from(used).sort((a, b) => a - b);
  const renumber = new Map(order.map((s, i) => [s, i + 1]));
  // A renumbered set has another dealer: a 3-handed table's empty seat follows it.
  const renumbered = schedule.map((round) => ({
    ...round,
    tables: round.tables.map((t) => {
      const set = renumber.get(t.set) ?? t.set;
      return m.tableSize === 4 ? seatedForDealer({ ...t, set }, dealerOfDeal(set)) : { ...t, set };
    }),
  }));
  return { ...m, rounds, sets: order.length, schedule: renumbered };
}
