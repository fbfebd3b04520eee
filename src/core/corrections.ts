/**
 * Everything the director changed, listed so that it stays visible and explained (seed §10–13):
 * penalties with their reasons, disqualifications, and per deal the adjusted, cancelled and
 * assigned results and the groups of a fouled deal. Pure: built from the protocols and the
 * director's options; the CLI prints it, the JSON carries it, the workbook lists the same things.
 */
import { formatAdjustment } from "./entry";
import { Disqualification, Penalty, Protocol, Seat, SEATS } from "./protocol";
import { formatRational, Rational } from "./rational";

/** One correction. `round` and `table` are known when the protocol row gives them. */
export type Correction =
  | {
      readonly kind: "penalty";
      readonly player: number;
      /** Matchpoints taken off. */
      readonly mp: Rational;
      /** The percentage of the full top, when the penalty was given so. */
      readonly percent?: Rational;
      readonly reason: string;
      readonly session?: number;
    }
  | { readonly kind: "disqualified"; readonly player: number; readonly reason: string }
  | {
      readonly kind: "adjusted";
      readonly board: number;
      readonly round?: number;
      readonly table?: number;
      readonly seat: Seat;
      readonly player: number;
      /** "A+", "A", "A-", "60%". */
      readonly marker: string;
    }
  | {
      readonly kind: "cancelled";
      readonly board: number;
      readonly round?: number;
      readonly table?: number;
      readonly seat: Seat;
      readonly player: number;
    }
  | { readonly kind: "assigned"; readonly board: number; readonly round?: number; readonly table?: number }
  | { readonly kind: "fouled"; readonly board: number; readonly groups: readonly string[] };

/** The deal corrections found in the protocols, in deal order, then row order, then seat. */
export function dealCorrections(protocols: readonly Protocol[]): Correction[] {
  const out: Correction[] = [];
  for (const p of protocols) {
    const groups = new Set<string>();
    for (const row of p.rows) if (row.group !== null) groups.add(row.group);
    if (groups.size > 0) out.push({ kind: "fouled", board: p.board, groups: [...groups].sort() });
    for (const row of p.rows) {
      const where = { board: p.board, round: row.round, table: row.table };
      if (row.assigned === true) out.push({ kind: "assigned", ...where });
      for (const seat of SEATS) {
        const c = row.seats[seat];
        if (c === undefined) continue;
        if (c.entry.kind === "adjusted")
          out.push({
            kind: "adjusted",
            ...where,
            seat,
            player: c.player,
            marker: formatAdjustment(c.entry.adjustment),
          });
        else if (c.entry.kind === "cancelled")
          out.push({ kind: "cancelled", ...where, seat, player: c.player });
      }
    }
  }
  return out;
}

/** The penalties (in MP, with the percentage they came from) and disqualifications, as corrections. */
export function directorCorrections(
  penalties: readonly (Penalty & { readonly mp: Rational })[],
  disqualified: readonly Disqualification[],
): Correction[] {
  return [
    ...penalties.map((p): Correction => ({
      kind: "penalty",
      player: p.player,
      mp: p.mp,
      percent: p.unit === "percent" ? p.points : undefined,
      reason: p.reason,
      session: p.session,
    })),
    ...disqualified.map((d): Correction => ({ kind: "disqualified", player: d.player, reason: d.reason })),
  ];
}

function place(c: { board: number; round?: number; table?: number }): string {
  const parts = [`board ${c.board}`];
  if (c.round !== undefined) parts.push(`round ${c.round}`);
  if (c.table !== undefined) parts.push(`table ${c.table}`);
  return parts.join(", ");
}

/** One line of English for a correction, as the CLI prints it. */
export function correctionText(c: Correction): string {
  switch (c.kind) {
    case "penalty": {
      const pct = c.percent === undefined ? "" : ` (${formatRational(c.percent, 2)}% of a top)`;
      const session = c.session === undefined ? "" : ` in session ${c.session}`;
      return `player ${c.player}: penalty ${formatRational(c.mp, 2)} MP${pct}${session}${c.reason === "" ? "" : ` — ${c.reason}`}`;
    }
    case "disqualified":
      return `player ${c.player}: disqualified${c.reason === "" ? "" : ` — ${c.reason}`}; his opponents' results stand`;
    case "adjusted":
      return `${place(c)}, ${c.seat} (player ${c.player}): adjusted result ${c.marker}`;
    case "cancelled":
      return `${place(c)}, ${c.seat} (player ${c.player}): result cancelled (§11.6B)`;
    case "assigned":
      return `${place(c)}: assigned result (the whists need not sum to zero)`;
    case "fouled":
      return `board ${c.board}: fouled deal, groups ${c.groups.join(", ")} scored apart`;
    default: {
      const never: never = c;
      return never;
    }
  }
}
