/**
 * An event of several sessions: each session is scored on its own (its penalties included), then
 * a player's event total is the sum of his matchpoints over the sessions and his percentage is
 * taken over all the matchpoints he could have scored — 100·ΣMP / Σmax, not the mean of his
 * session percentages (a session in which he played fewer deals weighs less). Penalties given to
 * the event (not to a session) come off the total; a player disqualified in the event has no place.
 */
import { Correction, directorCorrections } from "./corrections";
import { Disqualification, Penalty } from "./protocol";
import { add, div, fromInt, mul, Rational, sub, ZERO } from "./rational";
import { Problem } from "./result";
import { applyPenalties, rank, SessionScore, Standing } from "./score";

/** A player's figures in one session of the event (null: he did not play it). */
export interface SessionFigures {
  readonly mp: Rational;
  readonly max: number;
  readonly percent: Rational | null;
  readonly rank: number | null;
  readonly tied: boolean;
}

/**
 * A player's line of the event standings: a session standing's fields over the whole event — `mp`
 * is the sum of the session totals (after session penalties) less event penalties, `penalty` all
 * penalties in matchpoints (the sessions' and the event's) — and his figures per session.
 */
export interface EventStanding extends Standing {
  /** One entry per session, in the order given. */
  readonly sessions: readonly (SessionFigures | null)[];
}

/** The event scored. */
export interface EventScore {
  readonly sessions: number;
  readonly standings: readonly EventStanding[];
  /** Event-level penalties and disqualifications. */
  readonly corrections: readonly Correction[];
}

/** Options of the event totals. */
export interface EventOptions {
  /** Penalties on the event total (those with a `session` belong to that session's scoring). */
  readonly penalties?: readonly Penalty[];
  readonly disqualified?: readonly Disqualification[];
  readonly names?: ReadonlyMap<number, string>;
}

const HUNDRED = fromInt(100);

/** Adds up scored sessions into the event standings. */
export function scoreEvent(
  sessions: readonly SessionScore[],
  options: EventOptions = {},
): { score: EventScore; warnings: Problem[] } {
  const warnings: Problem[] = [];
  const players = new Set<number>();
  for (const s of sessions) for (const st of s.standings) players.add(st.player);
  const fullTop = Math.max(0, ...sessions.map((s) => s.fullTop ?? 0));
  // Penalties given to a session were taken off in that session's scoring.
  const {
    byPlayer: penalty,
    applied,
    warnings: penaltyWarnings,
  } = applyPenalties(
    (options.penalties ?? []).filter((p) => p.session === undefined),
    fullTop,
    (p) => players.has(p),
    "event",
  );
  warnings.push(...penaltyWarnings);
  // Removed from one session (§13.2.4) is not disqualified from the event: only a disqualification
  // given without a session takes the player's place in the event away.
  const dq = new Set<number>();
  for (const d of options.disqualified ?? []) if (d.session === undefined) dq.add(d.player);

  const items = [...players].map((player) => {
    let mp = ZERO;
    let max = 0;
    let boards = 0;
    let pen = penalty.get(player) ?? ZERO;
    let name = options.names?.get(player);
    const per = sessions.map((s): SessionFigures | null => {
      const st = s.standings.find((x) => x.player === player);
      if (st === undefined) return null;
      mp = add(mp, st.mp);
      max += st.max;
      boards += st.boards;
      pen = add(pen, st.penalty);
      if (name === undefined && st.name !== undefined) name = st.name;
      return { mp: st.mp, max: st.max, percent: st.percent, rank: st.rank, tied: st.tied };
    });
    const net = sub(mp, penalty.get(player) ?? ZERO);
    return {
      player,
      name,
      mp: net,
      max,
      percent: max > 0 ? div(mul(net, HUNDRED), fromInt(max)) : null,
      boards,
      penalty: pen,
      sessions: per,
      ...(dq.has(player) ? { disqualified: true } : {}),
    };
  });
  const standings: EventStanding[] = rank(items);
  return {
    score: {
      sessions: sessions.length,
      standings,
      corrections: directorCorrections(applied, options.disqualified ?? []),
    },
    warnings,
  };
}
