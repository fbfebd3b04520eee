/**
 * Views of a movement for the director, as plain data and string grids (string[][]) that can be
 * spilled into Excel or printed: the round × table grid, the instruction cards in the seed's
 * notation, the set row, each player's itinerary and the quality figures.
 *
 * Notation (seed §5): "3S–2W" — the S player of table 3 goes to table 2 and sits W; "3S–P" — he
 * rests next round; "P–2W" — a resting player comes back to table 2, seat W (with his number,
 * "P7–2W", when several rest). A seat whose player stays put is left out. The set row follows the
 * seed's procedure: before each round the director moves the first set of the row to its end, so
 * in round r position p holds set p + r − 1 (wrapping); a cell is "Z" when that set is not played
 * this round, else the table (tables, joined by "+", when copies are played at once).
 */
import type { Alternative } from "./alternatives";
import type { Movement, MovementQuality, Seat } from "./types";
import { SEATS } from "./types";

/** Where a player is in one round: table, seat and set, or all null when he rests. */
export interface ItineraryStop {
  readonly round: number;
  readonly table: number | null;
  readonly seat: Seat | null;
  readonly set: number | null;
}

/** One player's rounds in order. */
export interface PlayerItinerary {
  readonly player: number;
  readonly stops: readonly ItineraryStop[];
}

/** The moves written on a card for one change of rounds (after round `afterRound`). */
export interface CardChange {
  readonly afterRound: number;
  readonly moves: readonly string[];
}

/** One instruction card: a table's (`table` set), or the resting players' ("P", `table` null). */
export interface TableCard {
  readonly card: string;
  readonly table: number | null;
  readonly changes: readonly CardChange[];
}

const DASH = "–";

/** Every player's table, seat and set per round. */
export function itineraries(m: Movement): PlayerItinerary[] {
  const stops: ItineraryStop[][] = Array.from({ length: m.players + 1 }, () => []);
  for (const round of m.schedule) {
    for (const p of round.resting) stops[p]?.push({ round: round.round, table: null, seat: null, set: null });
    for (const t of round.tables) {
      for (const seat of SEATS) {
        const p = t[seat];
        if (p !== null) stops[p]?.push({ round: round.round, table: t.table, seat, set: t.set });
      }
    }
  }
  const out: PlayerItinerary[] = [];
  for (let p = 1; p <= m.players; p++)
    out.push({ player: p, stops: stops[p].sort((a, b) => a.round - b.round) });
  return out;
}

/** The instruction cards: one per table (in table order), then the resting players' card if anybody rests. */
export function tableCards(m: Movement): TableCard[] {
  const where = itineraries(m);
  const at = (p: number, roundIndex: number): ItineraryStop | undefined => where[p - 1]?.stops[roundIndex];
  const place = (s: ItineraryStop): string =>
    s.table === null || s.seat === null ? "P" : `${s.table}${s.seat}`;
  const byTable = new Map<number, CardChange[]>();
  for (let t = 1; t <= m.tables; t++) byTable.set(t, []);
  const restCard: CardChange[] = [];
  for (let r = 0; r + 1 < m.schedule.length; r++) {
    const round = m.schedule[r];
    for (const t of round.tables) {
      const moves: string[] = [];
      for (const seat of SEATS) {
        const p = t[seat];
        if (p === null) continue;
        const next = at(p, r + 1);
        if (next === undefined || (next.table === t.table && next.seat === seat)) continue;
        moves.push(`${t.table}${seat}${DASH}${place(next)}`);
      }
      byTable.get(t.table)?.push({ afterRound: round.round, moves });
    }
    const back: string[] = [];
    for (const p of round.resting) {
      const next = at(p, r + 1);
      if (next === undefined || next.table === null) continue;
      back.push(`P${round.resting.length > 1 ? p : ""}${DASH}${place(next)}`);
    }
    if (m.schedule.some((x) => x.resting.length > 0)) restCard.push({ afterRound: round.round, moves: back });
  }
  const cards: TableCard[] = [];
  for (let t = 1; t <= m.tables; t++)
    cards.push({ card: String(t), table: t, changes: byTable.get(t) ?? [] });
  if (m.schedule.some((x) => x.resting.length > 0)) cards.push({ card: "P", table: null, changes: restCard });
  return cards;
}

/** The cards as a grid: Card, After round, then the moves left to right. */
export function tableCardsGrid(m: Movement): string[][] {
  const cards = tableCards(m);
  const width = Math.max(1, ...cards.flatMap((c) => c.changes.map((ch) => ch.moves.length)));
  const header = ["Card", "After round", ...Array.from({ length: width }, (_, i) => `Move ${i + 1}`)];
  const rows = cards.flatMap((c) =>
    c.changes.map((ch) => [
      c.card,
      String(ch.afterRound),
      ...ch.moves,
      ...Array<string>(width - ch.moves.length).fill(""),
    ]),
  );
  return [header, ...rows];
}

/** The set at position p (1-based) of the row in round r (1-based) of a movement with S sets. */
export function setAtPosition(position: number, round: number, sets: number): number {
  return ((position - 1 + round - 1) % sets) + 1;
}

/** The director's set row: Round, then one cell per position ("Z" or the table(s) playing that set). */
export function setRowGrid(m: Movement): string[][] {
  const header = ["Round", ...Array.from({ length: m.sets }, (_, i) => String(i + 1))];
  const rows = m.schedule.map((round) => {
    const tablesOf = new Map<number, number[]>();
    for (const t of round.tables) tablesOf.set(t.set, [...(tablesOf.get(t.set) ?? []), t.table]);
    const cells = Array.from({ length: m.sets }, (_, i) => {
      const tables = tablesOf.get(setAtPosition(i + 1, round.round, m.sets));
      return tables === undefined ? "Z" : tables.join("+");
    });
    return [String(round.round), ...cells];
  });
  return [header, ...rows];
}

/** The round × table grid: each cell "[set] N E S W" ("-" for an empty seat), then who rests. */
export function movementGrid(m: Movement): string[][] {
  const anyRest = m.schedule.some((r) => r.resting.length > 0);
  const header = ["Round", ...Array.from({ length: m.tables }, (_, i) => `Table ${i + 1}`)];
  if (anyRest) header.push("Rests");
  const rows = m.schedule.map((round) => {
    const cells = Array.from({ length: m.tables }, () => "");
    for (const t of round.tables) {
      const seats = SEATS.slice(0, m.tableSize === 4 ? 4 : 3).map((s) =>
        t[s] === null ? "-" : String(t[s]),
      );
      cells[t.table - 1] = `[${t.set}] ${seats.join(" ")}`;
    }
    const row = [String(round.round), ...cells];
    if (anyRest) row.push(round.resting.join(" "));
    return row;
  });
  return [header, ...rows];
}

/** Every player's itinerary as a grid: Player, then per round "3S (4)" (table, seat, set) or "P". */
export function itineraryGrid(m: Movement): string[][] {
  const header = ["Player", ...m.schedule.map((r) => `Round ${r.round}`)];
  const rows = itineraries(m).map((it) => [
    String(it.player),
    ...it.stops.map((s) => (s.table === null ? "P" : `${s.table}${s.seat ?? ""} (${s.set ?? ""})`)),
  ]);
  return [header, ...rows];
}

/** The quality figures as label / value rows. */
export function qualityRows(q: MovementQuality): string[][] {
  const basis = q.shareBasis === "cross-line" ? "pairs from different lines" : "pairs of players";
  const rows: string[][] = [
    ["Perfect", q.perfect ? "yes" : "no"],
    ["Repeated sets", String(q.repeatedSets)],
    ["Lines kept", q.linesKept ? "yes" : "no"],
    [`Met exactly once (${basis})`, `${q.metOnce} of ${q.pairs} (${(100 * q.metOnceShare).toFixed(1)}%)`],
  ];
  for (const [times, n] of Object.entries(q.pairMeetings))
    rows.push([`Pairs meeting ${times} time(s)`, String(n)]);
  rows.push(["Rests per player", range(q.rests.min, q.rests.max)]);
  rows.push(["Results per protocol", range(q.resultsPerSet.min, q.resultsPerSet.max)]);
  if (q.threeHandedTables > 0) rows.push(["3-handed tables", String(q.threeHandedTables)]);
  rows.push(["Problems", q.problems.length === 0 ? "none" : q.problems.map((p) => p.message).join("; ")]);
  return rows;
}

function range(min: number, max: number): string {
  return min === max ? String(min) : `${min}–${max}`;
}

/** The advice order in words, as the alternatives are listed. */
export const ADVICE_ORDER =
  "every set played once and nobody resting first; then every pair that can meet (of other lines when lines are kept) meeting equally often; then the share of those pairs met once; then the fewest rests";

/** One alternative in words: "regroup (over cyclic), 7 tables of 4 (14 played 3-handed), 7 rounds: perfect — …". */
export function alternativeText(a: Alternative): string {
  const method = a.base === undefined ? a.method : `${a.method} (over ${a.base})`;
  const three = a.threeHandedTables > 0 ? ` (${a.threeHandedTables} played 3-handed over the session)` : "";
  const head = `${method}, ${a.tables} table${a.tables === 1 ? "" : "s"} of ${a.tableSize}${three}, ${a.rounds} round${a.rounds === 1 ? "" : "s"}`;
  const share = `${(100 * a.metOnceShare).toFixed(1)}%`;
  const times = (n: number): string => (n === 1 ? "once" : `${n} times`);
  let quality: string;
  if (a.perfect) quality = "perfect: every player meets every player of the other lines once";
  else if (a.evenMeetings !== null)
    quality = a.linesKept
      ? `every player meets every player of the other lines ${times(a.evenMeetings)}`
      : `every pair of players meets ${times(a.evenMeetings)}`;
  else if (a.everySetOnce && a.linesKept)
    quality = `lines kept, every set played once; ${share} of cross-line pairs meet once (${a.metOnce} of ${a.pairs})`;
  else {
    const basis = a.linesKept ? "cross-line pairs" : "pairs (players change lines)";
    quality = `${share} of ${basis} meet once (${a.metOnce} of ${a.pairs})`;
  }
  if (!a.perfect && a.rests > 0) quality += `, up to ${a.rests} rest${a.rests === 1 ? "" : "s"} a player`;
  return `${head}: ${quality}`;
}

/** The alternatives as lines: the requested table size best first, then the other size. */
export function alternativesText(list: readonly Alternative[], tableSize: number): string {
  const lines = [`Alternatives — by one order: ${ADVICE_ORDER}`];
  let otherHeader = false;
  for (const a of list) {
    if (a.tableSize !== tableSize && !otherHeader) {
      lines.push(`Tables of ${a.tableSize} (ask with --table-size ${a.tableSize}):`);
      otherHeader = true;
    }
    const marks = [a.chosen ? "shown" : "", a.best && a.tableSize === tableSize ? "best" : ""].filter(
      (x) => x !== "",
    );
    lines.push(
      `  ${a.chosen ? "*" : "-"} ${alternativeText(a)}${marks.length > 0 ? ` [${marks.join(", ")}]` : ""}`,
    );
  }
  return lines.join("\n");
}
