/**
 * Special schemes for small fields, where the lines cannot be kept usefully (8, 12 and 16
 * players cannot play every set with one copy of each: every table of a round must play the same
 * set). Players change seats here; what the schemes give instead is even meetings:
 * - 8 players: Z7 ∪ {∞}, tables {∞,1,2,4} and {0,3,5,6} shifted by r — every pair meets 3 times in
 *   7 rounds; player 8 (∞) stays at table 1 N.
 * - 9 players: Z3×Z3, player r rests in round r, tables {(0,1),(0,2),(1,0),(2,0)} and the other four —
 *   every pair meets 3 times in 9 rounds.
 * - 12 players: Z11 ∪ {∞}, tables {∞,0,1,3}, {2,6,7,9}, {4,5,8,10} — every pair meets 3 times in 11 rounds.
 * - 13 players: Z13, tables {3,6,10,11}, {1,2,8,12}, {4,5,7,9} shifted by r, player r rests, sets r,
 *   r+7, r+5 — every pair meets 3 times in 13 rounds with one copy of each set.
 * - 16 players: the affine plane of order 4 — 5 rounds, every pair meets exactly once.
 * - tables of 3: 9 players on the affine plane of order 3 (4 rounds, every pair once); 6 players on
 *   all ten ways to split them in two threes (every pair meets 4 times in 10 rounds).
 * - one table: the same players every round, a new set each round.
 * Except for 13, every table of a round plays the same set (one copy per table).
 */
import { galoisField } from "./gf";
import type { Movement, RoundPlan, TableAssignment, TableSize } from "./types";

/** A base table: the group elements in seat order N, E, S, W; −1 stands for ∞. */
type BaseTable = readonly number[];

interface Rotational {
  /** Group order; elements are integers 0..m−1. */
  readonly m: number;
  readonly add: (a: number, b: number) => number;
  readonly infinity: boolean;
  readonly tables: readonly BaseTable[];
  readonly rest: readonly number[];
  /** Per table: the set offset (set = round shift + offset), or "copies": every table plays set r. */
  readonly sets: readonly number[] | "copies";
}

const zm =
  (m: number) =>
  (a: number, b: number): number =>
    (a + b) % m;

// Z3×Z3 with (a, b) as 3a + b.
const z3z3 = (x: number, y: number): number =>
  3 * ((Math.floor(x / 3) + Math.floor(y / 3)) % 3) + (((x % 3) + (y % 3)) % 3);

/** A rotational scheme: ∞ is in it when a base table holds −1; by default nobody rests and every table plays set r. */
function scheme(
  m: number,
  add: Rotational["add"],
  tables: readonly BaseTable[],
  rest: readonly number[] = [],
  sets: Rotational["sets"] = "copies",
): Rotational {
  return { m, add, infinity: tables.some((t) => t.includes(-1)), tables, rest, sets };
}

const ROTATIONAL: Readonly<Record<number, Rotational>> = {
  8: scheme(7, zm(7), [
    [-1, 1, 2, 4],
    [0, 3, 5, 6],
  ]),
  9: scheme(
    9,
    z3z3,
    [
      [1, 2, 3, 6],
      [4, 5, 7, 8],
    ],
    [0],
  ),
  12: scheme(11, zm(11), [
    [-1, 0, 1, 3],
    [2, 6, 7, 9],
    [4, 5, 8, 10],
  ]),
  13: scheme(
    13,
    zm(13),
    [
      [3, 6, 10, 11],
      [1, 2, 8, 12],
      [4, 5, 7, 9],
    ],
    [0],
    [0, 7, 5],
  ),
};

/** Player counts with a special scheme, by table size. */
export const SMALL_PLAYERS: Readonly<Record<TableSize, readonly number[]>> = {
  4: [8, 9, 12, 13, 16],
  3: [6, 9],
};

/** The special scheme for this count, if there is one (see the module comment). */
export function smallMovement(players: number, tableSize: TableSize): Movement | undefined {
  if (!SMALL_PLAYERS[tableSize].includes(players)) return undefined;
  if (tableSize === 4) {
    if (players === 16) return affinePlane(4);
    const design = ROTATIONAL[players];
    return design === undefined ? undefined : rotational(players, design);
  }
  return players === 9 ? affinePlane(3) : sixAtThrees();
}

/** Group element ↦ number: 1..m−1 as themselves, 0 as m; ∞ as m+1 (rounds likewise, so player r rests in round r). */
function numberOf(e: number, m: number): number {
  return e < 0 ? m + 1 : e === 0 ? m : e;
}

function rotational(players: number, d: Rotational): Movement {
  const schedule: RoundPlan[] = [];
  for (let n = 1; n <= d.m; n++) {
    const shift = n % d.m;
    const seat = (e: number | undefined): number | null =>
      e === undefined ? null : e < 0 ? numberOf(e, d.m) : numberOf(d.add(e, shift), d.m);
    const tables: TableAssignment[] = d.tables.map((base, j) => ({
      table: j + 1,
      set: d.sets === "copies" ? n : numberOf(d.add(d.sets[j], shift), d.m),
      N: seat(base[0]),
      E: seat(base[1]),
      S: seat(base[2]),
      W: seat(base[3]),
    }));
    const resting = d.rest.map((e) => numberOf(d.add(e, shift), d.m)).sort((a, b) => a - b);
    schedule.push({ round: n, resting, tables });
  }
  return {
    players,
    tables: d.tables.length,
    tableSize: 4,
    rounds: d.m,
    sets: d.m,
    method: "small",
    fullRounds: d.m,
    setCopies: d.sets === "copies" ? d.tables.length : 1,
    schedule,
  };
}

/**
 * The affine plane of order q: players are the points (x, y) numbered y·q + x + 1; round j < q
 * takes the lines y = j·x + b, round q the lines x = b; line b is table b + 1 and a player sits in
 * seat x (seat y on the last round). Every pair of players lies on exactly one line.
 */
function affinePlane(q: 3 | 4): Movement {
  const F = galoisField(q);
  if (F === undefined) throw new Error(`no field of order ${q}`);
  const player = (x: number, y: number): number => y * q + x + 1;
  const schedule: RoundPlan[] = [];
  for (let j = 0; j <= q; j++) {
    const tables: TableAssignment[] = [];
    for (let b = 0; b < q; b++) {
      const seats: (number | null)[] = [null, null, null, null];
      for (let s = 0; s < q; s++) seats[s] = j < q ? player(s, F.add(F.mul(j, s), b)) : player(b, s);
      tables.push({ table: b + 1, set: j + 1, N: seats[0], E: seats[1], S: seats[2], W: seats[3] });
    }
    schedule.push({ round: j + 1, resting: [], tables });
  }
  return {
    players: q * q,
    tables: q,
    tableSize: q,
    rounds: q + 1,
    sets: q + 1,
    method: "small",
    fullRounds: q + 1,
    setCopies: q,
    schedule,
  };
}

/**
 * Six players at two tables of 3: the ten splits into two threes, each pair together in four of
 * them. No five splits have every pair together twice, so the order is chosen greedily to keep
 * the meetings as even as possible after every round (for an early stop).
 */
function sixAtThrees(): Movement {
  const splits: number[][] = [];
  for (let a = 2; a <= 6; a++) for (let b = a + 1; b <= 6; b++) splits.push([1, a, b]);
  const met = new Map<string, number>();
  const key = (x: number, y: number): string => `${Math.min(x, y)}-${Math.max(x, y)}`;
  const halves = (s: readonly number[]): number[][] => [
    s.slice(),
    [1, 2, 3, 4, 5, 6].filter((p) => !s.includes(p)),
  ];
  const schedule: RoundPlan[] = [];
  const left = splits.slice();
  for (let r = 1; left.length > 0; r++) {
    let bestIndex = 0;
    let bestCost = Infinity;
    left.forEach((s, i) => {
      let cost = 0;
      for (const h of halves(s))
        for (let x = 0; x < 3; x++)
          for (let y = x + 1; y < 3; y++) cost += 2 * (met.get(key(h[x], h[y])) ?? 0) + 1;
      if (cost < bestCost) {
        bestCost = cost;
        bestIndex = i;
      }
    });
    const [chosen] = left.splice(bestIndex, 1);
    const tables: TableAssignment[] = halves(chosen).map((h, t) => {
      for (let x = 0; x < 3; x++)
        for (let y = x + 1; y < 3; y++) met.set(key(h[x], h[y]), (met.get(key(h[x], h[y])) ?? 0) + 1);
      return { table: t + 1, set: r, N: h[0], E: h[1], S: h[2], W: null };
    });
    schedule.push({ round: r, resting: [], tables });
  }
  return {
    players: 6,
    tables: 2,
    tableSize: 3,
    rounds: 10,
    sets: 10,
    method: "small",
    fullRounds: 10,
    setCopies: 2,
    schedule,
  };
}

/** One table of `size` players for `rounds` rounds, a new set each round. */
export function singleTable(size: TableSize, rounds: number): Movement {
  const schedule: RoundPlan[] = [];
  for (let r = 1; r <= rounds; r++) {
    schedule.push({
      round: r,
      resting: [],
      tables: [{ table: 1, set: r, N: 1, E: 2, S: 3, W: size === 4 ? 4 : null }],
    });
  }
  return {
    players: size,
    tables: 1,
    tableSize: size,
    rounds,
    sets: rounds,
    method: "small",
    fullRounds: rounds,
    setCopies: 1,
    schedule,
  };
}
