/**
 * Scoring a session (seed §8–9): every protocol's lines are matchpointed, each player's
 * matchpoints are summed against the sum of the tops of the lines he played, penalties come off
 * (in matchpoints, or as a percentage of the session's full top), and players are ranked by exact
 * percentage, equal percentages sharing a place; a disqualified player keeps his numbers but gets
 * no place (seed §13.2.4), and his opponents' results stand.
 */
import { Correction, dealCorrections, directorCorrections } from "./corrections";
import { LineScore, scoreLine, LineCell } from "./matchpoints";
import { Disqualification, Entry, Penalty, Protocol, ProtocolRow, Seat, SEATS } from "./protocol";
import { add, cmp, div, fromInt, max, mul, q, Rational, sub, ZERO } from "./rational";
import { whistsZeroSum } from "./checks/row-checks";
import { Problem, warning } from "./result";

/** A seat of a scored row. */
export interface ScoredSeat {
  readonly player: number;
  readonly entry: Entry;
  /** null when not played. */
  readonly mp: Rational | null;
  readonly top: number;
}

/** A protocol row with its matchpoints. */
export interface ScoredRow {
  readonly row: ProtocolRow;
  readonly seats: Readonly<Partial<Record<Seat, ScoredSeat>>>;
}

/** A line's summary in a protocol. */
export interface LineSummary {
  readonly top: number;
  /** Rows with a player in this seat. */
  readonly expected: number;
  /** Rows with whists or an adjusted result. */
  readonly results: number;
}

/** One protocol scored. */
export interface BoardScore {
  readonly board: number;
  /** Rows of the protocol (tables that play the deal). */
  readonly expected: number;
  readonly lines: Readonly<Partial<Record<Seat, LineSummary>>>;
  readonly rows: readonly ScoredRow[];
}

/** A player's place in the standings. */
export interface Standing {
  /** 1-based place; equal percentages share it. null for a player with nothing scored. */
  readonly rank: number | null;
  readonly tied: boolean;
  readonly player: number;
  readonly name?: string;
  /** Matchpoints after penalties. */
  readonly mp: Rational;
  /** Sum of the tops of the lines where he has a result or an adjusted score. */
  readonly max: number;
  /** 100·mp/max; null when max is 0. */
  readonly percent: Rational | null;
  /** Protocols in which he has a result or an adjusted score. */
  readonly boards: number;
  readonly penalty: Rational;
  /** Removed from the ranking by the director: rank null, listed after everybody else. */
  readonly disqualified?: boolean;
}

/** A whole session scored. */
export interface SessionScore {
  readonly boards: readonly BoardScore[];
  readonly standings: readonly Standing[];
  /** The top of a complete line: the largest line top of the session ("% of a top" penalties use it). */
  readonly fullTop?: number;
  /** What the director changed: penalties, disqualifications, adjusted/cancelled/assigned results, fouled deals. */
  readonly corrections?: readonly Correction[];
}

/** What else a director can give the scorer. */
export interface ScoreOptions {
  readonly penalties?: readonly Penalty[];
  readonly names?: ReadonlyMap<number, string>;
  readonly disqualified?: readonly Disqualification[];
  /**
   * The full top for "% of a top" penalties; default the largest line top among the protocols
   * (2·(E − 1) for the largest number E of tables that play one deal).
   */
  readonly fullTop?: number;
}

/**
 * Penalties in matchpoints per player and the list as applied. A penalty for a player `known`
 * does not recognise is still applied, and reported as a warning.
 */
export function applyPenalties(
  penalties: readonly Penalty[],
  fullTop: number,
  known: (player: number) => boolean,
  scope: "session" | "event",
): { byPlayer: Map<number, Rational>; applied: (Penalty & { mp: Rational })[]; warnings: Problem[] } {
  const byPlayer = new Map<number, Rational>();
  const applied: (Penalty & { mp: Rational })[] = [];
  const warnings: Problem[] = [];
  for (const pen of penalties) {
    if (!known(pen.player)) {
      warnings.push(
        warning(
          "penalty-unknown-player",
          `penalty for player ${pen.player}, who has no result in this ${scope}`,
          {},
          { player: pen.player },
        ),
      );
    }
    const mp = penaltyMatchpoints(pen, fullTop);
    applied.push({ ...pen, mp });
    byPlayer.set(pen.player, add(byPlayer.get(pen.player) ?? ZERO, mp));
  }
  return { byPlayer, applied, warnings };
}

/** The matchpoints a penalty takes off: its points, or its percentage of the full top. */
export function penaltyMatchpoints(p: Penalty, fullTop: number): Rational {
  return p.unit === "percent" ? div(mul(p.points, fromInt(fullTop)), HUNDRED) : p.points;
}

interface Tally {
  mp: Rational;
  max: number;
  naturalMp: Rational;
  naturalMax: number;
  boards: number;
  /** Average-plus scores waiting for the player's own percentage: [board index, row, seat, top]. */
  avgPlus: { b: number; r: number; seat: Seat; top: number }[];
}

const HUNDRED = fromInt(100);
const SIXTY_PERCENT = q(3, 5);

/**
 * Scores protocols into matchpoints and standings. Never fails: questionable input (rows that do
 * not sum to zero, penalties for unknown players) comes back as warnings.
 */
export function scoreSession(
  protocols: readonly Protocol[],
  options: ScoreOptions = {},
): { score: SessionScore; warnings: Problem[] } {
  const warnings: Problem[] = [];
  const tallies = new Map<number, Tally>();
  const tally = (player: number): Tally => {
    let t = tallies.get(player);
    if (t === undefined) {
      t = { mp: ZERO, max: 0, naturalMp: ZERO, naturalMax: 0, boards: 0, avgPlus: [] };
      tallies.set(player, t);
    }
    return t;
  };

  const boards: {
    board: number;
    expected: number;
    lines: Partial<Record<Seat, LineSummary>>;
    rows: { row: ProtocolRow; seats: Partial<Record<Seat, ScoredSeat>> }[];
  }[] = [];
  protocols.forEach((p, b) => {
    const lines: Partial<Record<Seat, LineSummary>> = {};
    const rows = p.rows.map((row) => ({ row, seats: {} as Partial<Record<Seat, ScoredSeat>> }));
    const playedHere = new Set<number>();
    for (const seat of SEATS) {
      const { indices, score } = matchpointLineCells(p, seat);
      if (indices.length === 0) continue;
      lines[seat] = summary(score);
      indices.forEach((r, k) => {
        const cell = p.rows[r].seats[seat];
        if (cell === undefined) return;
        const mp = score.mp[k];
        rows[r].seats[seat] = { player: cell.player, entry: cell.entry, mp, top: score.top };
        if (mp === null) return;
        const t = tally(cell.player);
        t.max += score.top;
        playedHere.add(cell.player);
        if (cell.entry.kind === "adjusted" && cell.entry.adjustment.kind === "avg-plus") {
          t.avgPlus.push({ b, r, seat, top: score.top });
          return;
        }
        t.mp = add(t.mp, mp);
        if (cell.entry.kind === "whists") {
          t.naturalMp = add(t.naturalMp, mp);
          t.naturalMax += score.top;
        }
      });
      // Make sure players who only sat without a result still appear in the standings.
      for (const r of indices) {
        const cell = p.rows[r].seats[seat];
        if (cell !== undefined) tally(cell.player);
      }
    }
    for (const player of playedHere) tally(player).boards++;
    boards.push({ board: p.board, expected: p.rows.length, lines, rows });
  });

  // Average-plus: the greater of 60% and the player's own percentage on his unadjusted boards.
  for (const t of tallies.values()) {
    if (t.avgPlus.length === 0) continue;
    const own = t.naturalMax > 0 ? div(t.naturalMp, fromInt(t.naturalMax)) : ZERO;
    const share = max(own, SIXTY_PERCENT);
    for (const ap of t.avgPlus) {
      const mp = mul(share, fromInt(ap.top));
      t.mp = add(t.mp, mp);
      const seats = boards[ap.b].rows[ap.r].seats;
      const prev = seats[ap.seat];
      if (prev !== undefined) seats[ap.seat] = { ...prev, mp };
    }
  }

  // Scored anyway (seed §7: a row sums to zero) but reported, unless the result was assigned.
  warnings.push(...whistsZeroSum.run({ protocols }));

  let fullTop = 0;
  for (const b of boards) for (const s of SEATS) fullTop = Math.max(fullTop, b.lines[s]?.top ?? 0);
  if (options.fullTop !== undefined) fullTop = options.fullTop;

  const {
    byPlayer: penalties,
    applied,
    warnings: penaltyWarnings,
  } = applyPenalties(options.penalties ?? [], fullTop, (p) => tallies.has(p), "session");
  warnings.push(...penaltyWarnings);
  const disqualified = new Set<number>();
  for (const dq of options.disqualified ?? []) {
    if (!tallies.has(dq.player)) {
      warnings.push(
        warning(
          "disqualified-unknown-player",
          `player ${dq.player} is disqualified but has no result in this session`,
          {},
          { player: dq.player },
        ),
      );
    }
    disqualified.add(dq.player);
  }

  const standings = rank(
    [...tallies.entries()].map(([player, t]) => {
      const penalty = penalties.get(player) ?? ZERO;
      const net = sub(t.mp, penalty);
      return {
        player,
        name: options.names?.get(player),
        mp: net,
        max: t.max,
        percent: t.max > 0 ? div(mul(net, HUNDRED), fromInt(t.max)) : null,
        boards: t.boards,
        penalty,
        ...(disqualified.has(player) ? { disqualified: true } : {}),
      };
    }),
  );
  const corrections = [
    ...directorCorrections(applied, options.disqualified ?? []),
    ...dealCorrections(protocols),
  ];
  return { score: { boards, standings, fullTop, corrections }, warnings };
}

/** The protocol's rows that have a player in `seat`, and that line scored. */
function matchpointLineCells(p: Protocol, seat: Seat): { indices: number[]; score: LineScore } {
  const indices: number[] = [];
  const cells: LineCell[] = [];
  p.rows.forEach((row, r) => {
    const cell = row.seats[seat];
    if (cell === undefined) return;
    indices.push(r);
    cells.push({ entry: cell.entry, group: row.group });
  });
  return { indices, score: scoreLine(cells) };
}

function summary(s: LineScore): LineSummary {
  return { top: s.top, expected: s.expected, results: s.results };
}

/** What ranking needs of a player. */
export interface Rankable {
  readonly player: number;
  readonly percent: Rational | null;
  readonly disqualified?: boolean;
}

/**
 * Sorts by percentage (exact), then player number, and gives shared places to equal percentages.
 * Players with nothing scored come next, without a place; disqualified players last, without a
 * place — the others' places close up.
 */
export function rank<T extends Rankable>(
  items: readonly T[],
): (T & { rank: number | null; tied: boolean })[] {
  const tier = (s: T): number => (s.disqualified === true ? 2 : s.percent === null ? 1 : 0);
  const sorted = [...items].sort((a, b) => {
    const ta = tier(a);
    const tb = tier(b);
    if (ta !== tb) return ta - tb;
    if (ta !== 0) return a.player - b.player;
    return cmp(b.percent as Rational, a.percent as Rational) || a.player - b.player;
  });
  const out: (T & { rank: number | null; tied: boolean })[] = [];
  for (let i = 0; i < sorted.length; i++) {
    const s = sorted[i];
    if (tier(s) !== 0) {
      out.push({ ...s, rank: null, tied: false });
      continue;
    }
    const same = (j: number): boolean => {
      const o = sorted[j];
      return o !== undefined && tier(o) === 0 && cmp(o.percent as Rational, s.percent as Rational) === 0;
    };
    const first = i > 0 && same(i - 1) ? (out[i - 1].rank as number) : i + 1;
    out.push({ ...s, rank: first, tied: same(i - 1) || same(i + 1) });
  }
  return out;
}
