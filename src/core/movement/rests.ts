/**
 * Counts that do not fill the tables (4T+1, 4T+2, 4T+3; 3T+1, 3T+2): the movement for T tables is
 * played by its own players, and the k surplus players take turns with them — each round k
 * players rest (the seed's "P"), and every player coming back takes the seat of one going to rest.
 * Rests are spread evenly: the players who rest are always among those who rested least, so
 * nobody rests twice before everybody has rested once. The seats to hand over are chosen so that
 * nobody ever gets a set he has played, then for the fewest repeated meetings.
 *
 * The surplus players (numbered after the movement's own) change lines; everybody else keeps his.
 */
import type { Movement, RoundPlan, TableAssignment } from "./types";
import { SEATS } from "./types";

/** Candidates looked at per seat-taker; enough to find a seat whose set is new in practice. */
const CANDIDATES = 16;

interface Slot {
  readonly table: number;
  readonly seat: number;
  readonly set: number;
  readonly owner: number;
}

/** Tie-break variants tried in turn until one keeps the rests even (the first nearly always does). */
const VARIANTS: readonly { readonly stride: number; readonly restCost: number }[] = [
  { stride: 7919, restCost: 5000 },
  { stride: 104729, restCost: 800 },
  { stride: 31, restCost: 5000 },
  { stride: 1009, restCost: 300 },
  { stride: 65537, restCost: 2500 },
  { stride: 3, restCost: 100 },
];

/** `base` (no rests of its own) played by `players` ≥ base.players, the surplus resting in turn. */
export function withRests(base: Movement, players: number): Movement {
  let first: Movement | undefined;
  for (const variant of VARIANTS) {
    const attempt = restsWith(base, players, variant.stride, variant.restCost);
    if (attempt.even) return attempt.movement;
    first ??= attempt.movement;
  }
  // Unreachable in the tested range (3..1000 players); the validator would report the unevenness.
  return first ?? base;
}

function restsWith(
  base: Movement,
  players: number,
  strideFactor: number,
  restCost: number,
): { readonly movement: Movement; readonly even: boolean } {
  const B = base.players;
  const k = players - B;
  const P = players;
  const rests = new Int32Array(P + 1);
  const played = new Uint8Array((P + 1) * (base.sets + 1));
  const met = new Uint16Array((P + 1) * (P + 1));
  const schedule: RoundPlan[] = [];
  let even = true;

  base.schedule.forEach((round, r) => {
    const slots: Slot[] = [];
    for (const t of round.tables) {
      SEATS.forEach((seat, s) => {
        const p = t[seat];
        if (p !== null) slots.push({ table: t.table, seat: s, set: t.set, owner: p });
      });
    }
    const slotOf = new Map<number, Slot>();
    for (const slot of slots) slotOf.set(slot.owner, slot);
    const occupant = new Map<string, number>(); // "table/seat" → player, after hand-overs
    for (const slot of slots) occupant.set(`${slot.table}/${slot.seat}`, slot.owner);

    // Who must or may rest, by rests so far.
    let low = Infinity;
    for (let p = 1; p <= P; p++) if (rests[p] < low) low = rests[p];
    const atLow: number[] = [];
    const next: number[] = [];
    for (let p = 1; p <= P; p++) {
      if (rests[p] === low) atLow.push(p);
      else if (rests[p] === low + 1) next.push(p);
    }
    const surplus = (p: number): boolean => p > B;
    const ownersAtLow = atLow.filter((p) => !surplus(p));
    const extrasAtLow = atLow.filter(surplus);
    // Surplus players rest only when the owners who rested least run short.
    let restingExtras: number[] = [];
    let forced: number[] = [];
    let pool: number[];
    if (ownersAtLow.length >= k) {
      pool = ownersAtLow;
    } else if (atLow.length >= k) {
      forced = ownersAtLow;
      restingExtras = rotate(extrasAtLow, r).slice(0, k - ownersAtLow.length);
      pool = [];
    } else {
      forced = ownersAtLow;
      restingExtras = extrasAtLow;
      const more = k - atLow.length;
      const nextExtras = rotate(next.filter(surplus), r);
      const nextOwners = next.filter((p) => !surplus(p));
      // Prefer owners from the next tier (they hand their seats to playing surplus players).
      const extraCount = Math.max(0, more - nextOwners.length);
      restingExtras = restingExtras.concat(nextExtras.slice(0, extraCount));
      pool = nextOwners;
    }
    const takers: number[] = [];
    for (let p = B + 1; p <= P; p++) if (!restingExtras.includes(p)) takers.push(p);

    const canRest = takers.map((p) => rests[p] === low);
    const choice = chooseSeats(
      takers,
      canRest,
      forced,
      pool,
      slotOf,
      played,
      met,
      P,
      base.sets,
      r,
      B,
      strideFactor,
      restCost,
    );
    if (choice.wide) even = false;
    const chosen = choice.seats;
    const resting = restingExtras
      .concat(chosen.map((c, i) => (c === null ? takers[i] : c.owner)))
      .sort((a, b) => a - b);
    chosen.forEach((c, i) => {
      if (c !== null) occupant.set(`${c.table}/${c.seat}`, takers[i]);
    });

    const tables: TableAssignment[] = round.tables.map((t) => {
      const seat = (s: number): number | null =>
        t[SEATS[s]] === null ? null : (occupant.get(`${t.table}/${s}`) ?? null);
      return { table: t.table, set: t.set, N: seat(0), E: seat(1), S: seat(2), W: seat(3) };
    });
    for (const p of resting) rests[p]++;
    for (const t of tables) {
      const here = SEATS.map((s) => t[s]).filter((p): p is number => p !== null);
      for (const p of here) played[p * (base.sets + 1) + t.set] = 1;
      for (const a of here) for (const b of here) if (a !== b) met[a * (P + 1) + b]++;
    }
    schedule.push({ round: round.round, resting, tables });
  });

  return { movement: { ...base, players: P, method: "rests", base: base.method, schedule }, even };
}

/** A list turned by `by` places, so that ties go to different players in different rounds. */
function rotate<T>(list: readonly T[], by: number): T[] {
  if (list.length === 0) return [];
  const s = by % list.length;
  return list.slice(s).concat(list.slice(0, s));
}

/**
 * The seats the surplus players take this round: per taker one owner's slot (the owner rests), or
 * null when the taker rests himself instead (allowed when he has rested least; it costs more, and
 * keeps a player who has nearly played every set from being cornered). Every `forced` owner is
 * covered, the others come from `pool`; never a set the taker played; then fewest repeated
 * meetings, two takers at different tables, and a rotating preference that spreads the rests.
 */
function chooseSeats(
  takers: readonly number[],
  canRest: readonly boolean[],
  forced: readonly number[],
  pool: readonly number[],
  slotOf: ReadonlyMap<number, Slot>,
  played: Uint8Array,
  met: Uint16Array,
  P: number,
  sets: number,
  round: number,
  B: number,
  strideFactor: number,
  restCost: number,
): { readonly seats: (Slot | null)[]; readonly wide: boolean } {
  const stride = (round * strideFactor) % Math.max(1, B);
  const order = (owner: number): number => (owner - 1 - stride + B) % B;
  const members = new Map<number, number[]>();
  for (const slot of slotOf.values()) {
    const list = members.get(slot.table);
    if (list === undefined) members.set(slot.table, [slot.owner]);
    else list.push(slot.owner);
  }
  // Cost of the taker in this slot by itself: repeated meetings, then the rotating preference.
  const ownCost = (taker: number, slot: Slot): number => {
    let c = 0;
    for (const other of members.get(slot.table) ?? [])
      if (other !== slot.owner) c += 1000 * met[taker * (P + 1) + other];
    return c + order(slot.owner) / B;
  };
  const candidatesFor = (taker: number, from: readonly number[]): Slot[] =>
    from
      .map((o) => slotOf.get(o))
      .filter((s): s is Slot => s !== undefined && played[taker * (sets + 1) + s.set] === 0)
      .map((s) => ({ s, c: ownCost(taker, s) }))
      .sort((a, b) => a.c - b.c)
      .slice(0, CANDIDATES)
      .map((x) => x.s);

  const search = (
    forcedHere: readonly number[],
    poolHere: readonly number[],
  ): (Slot | null)[] | undefined => {
    let best: (Slot | null)[] | undefined;
    let bestCost = Infinity;
    const everyCandidate = forcedHere.concat(poolHere);
    const listFor = takers.map((taker) => candidatesFor(taker, everyCandidate));
    const forcedFor = takers.map((taker) => candidatesFor(taker, forcedHere));
    const chosen: (Slot | null)[] = [];
    const covered = (f: number): boolean => chosen.some((s) => s !== null && s.owner === f);
    const pick = (i: number, total: number): void => {
      if (total >= bestCost) return;
      const missing = forcedHere.filter((f) => !covered(f));
      if (i === takers.length) {
        if (missing.length === 0) {
          best = chosen.slice();
          bestCost = total;
        }
        return;
      }
      const left = takers.length - i;
      if (missing.length > left) return;
      const from =
        missing.length === left ? forcedFor[i].filter((s) => missing.includes(s.owner)) : listFor[i];
      for (const slot of from) {
        if (covered(slot.owner)) continue;
        let c = ownCost(takers[i], slot);
        for (const o of chosen) if (o !== null && o.table === slot.table) c += 500;
        chosen.push(slot);
        pick(i + 1, total + c);
        chosen.pop();
      }
      if (canRest[i] && missing.length < left) {
        chosen.push(null);
        pick(i + 1, total + restCost);
        chosen.pop();
      }
    };
    pick(0, 0);
    return best;
  };

  // Among those who rested least first; failing that, any owner rather than repeat a set (the
  // rests then become uneven, which the validator reports).
  const best = search(forced, pool);
  if (best !== undefined) return { seats: best, wide: false };
  const wide = search([], Array.from(slotOf.keys()));
  if (wide === undefined) throw new Error(`no seat with a new set in round ${round + 1}`);
  return { seats: wide, wide: true };
}
