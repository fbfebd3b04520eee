/**
 * The public shapes of `pref score`: JSON as docs/contracts.md (plus `fullTop`, `corrections` and, with
 * --cards, `cards`), a CSV of the standings, and a standings table a director can print, with the
 * winner named and the corrections listed below it; the personal score cards; an event's totals.
 */
import { ScoreCard } from "../core/cards";
import { Correction, correctionText } from "../core/corrections";
import { CANCEL_MARKER, formatAdjustment, formatEntry } from "../core/entry";
import { EventScore, EventStanding } from "../core/event";
import { assertNever } from "../core/never";
import { Entry, SEATS } from "../core/protocol";
import { formatRational, Rational, toNumber } from "../core/rational";
import { SessionScore, Standing } from "../core/score";
import { csvNumberOrText, csvText } from "./csv-write";
import { reportTexts, type ReportLanguage } from "../i18n/report-texts";

/** A seat's whists in JSON: a number, the marker text ("A+", "60%", "X" cancelled), or null when not played. */
function entryJson(e: Entry): number | string | null {
  switch (e.kind) {
    case "whists":
      return toNumber(e.whists);
    case "adjusted":
      return formatAdjustment(e.adjustment);
    case "cancelled":
      return CANCEL_MARKER;
    case "none":
      return null;
    default:
      return assertNever(e);
  }
}

const num = (r: Rational | null): number | null => (r === null ? null : toNumber(r));

/** A correction in JSON: its fields (numbers as numbers) and its English text. */
export function correctionJson(c: Correction): Record<string, unknown> {
  const out: Record<string, unknown> = { ...c };
  if (c.kind === "penalty") {
    out.mp = toNumber(c.mp);
    if (c.percent !== undefined) out.percent = toNumber(c.percent);
  }
  out.text = correctionText(c);
  return out;
}

/** A score card in JSON. */
export function cardJson(card: ScoreCard): Record<string, unknown> {
  return {
    ...standingJson(card.standing),
    lines: card.lines.map((l) => ({
      board: l.board,
      round: l.round ?? null,
      table: l.table ?? null,
      seat: l.seat,
      contract: l.contract ?? null,
      whists: entryJson(l.entry),
      mp: num(l.mp),
      top: l.top,
    })),
  };
}

/** The JSON document of docs/contracts.md "pref score --format json"; `cards` adds the score cards. */
export function scoreToJson(score: SessionScore, cards?: readonly ScoreCard[]): unknown {
  return {
    boards: score.boards.map((b) => ({
      board: b.board,
      expected: b.expected,
      lines: b.lines,
      rows: b.rows.map((r) => {
        const out: Record<string, unknown> = {
          round: r.row.round ?? null,
          table: r.row.table ?? null,
          group: r.row.group,
        };
        for (const s of SEATS) {
          const c = r.seats[s];
          out[s] = c === undefined ? null : { player: c.player, whists: entryJson(c.entry), mp: num(c.mp) };
        }
        return out;
      }),
    })),
    standings: score.standings.map(standingJson),
    fullTop: score.fullTop ?? null,
    corrections: (score.corrections ?? []).map(correctionJson),
    ...(cards === undefined ? {} : { cards: cards.map(cardJson) }),
  };
}

function standingJson(s: Standing | EventStanding): Record<string, unknown> {
  return {
    rank: s.rank,
    tied: s.tied,
    player: s.player,
    name: s.name ?? null,
    mp: toNumber(s.mp),
    max: s.max,
    percent: num(s.percent),
    boards: s.boards,
    penalty: toNumber(s.penalty),
    ...(s.disqualified === true ? { disqualified: true } : {}),
  };
}

/** "3=" for a shared place, "3" otherwise, "DQ" ("дискв.") for a disqualified player, "—" for one with nothing scored. */
export function placeText(s: Pick<Standing, "rank" | "tied" | "disqualified">, lang: ReportLanguage): string {
  if (s.disqualified === true) return reportTexts(lang).dq;
  return s.rank === null ? "—" : `${s.rank}${s.tied ? "=" : ""}`;
}

/** "Winner: player 9 (Иванов), 75.00%" — or the players sharing first place. */
export function winnerLine(
  standings: readonly (Standing | EventStanding)[],
  lang: ReportLanguage,
): string | null {
  const t = reportTexts(lang);
  const first = standings.filter((s) => s.rank === 1);
  if (first.length === 0) return null;
  const who = (s: Standing | EventStanding): string =>
    `${s.player}${s.name !== undefined && s.name !== "" ? ` (${s.name})` : ""}`;
  const pct = first[0].percent === null ? null : t.percent(formatRational(first[0].percent, 2, true));
  return first.length === 1 ? t.winner(who(first[0]), pct) : t.winners(first.map(who), pct);
}

/** The corrections as lines under a heading, or nothing when there are none. */
export function correctionsText(corrections: readonly Correction[], lang: ReportLanguage): string {
  if (corrections.length === 0) return "";
  const t = reportTexts(lang);
  return [t.correctionsHeading, ...corrections.map((c) => `  - ${t.correction(c)}`)].join("\n") + "\n";
}

const csvCell = csvText;

/** A standing's CSV cells: rank (DQ for a disqualified player), tied, player, name, mp, max, percent, boards, penalty. */
function standingCsvCells(s: Standing): string[] {
  return [
    s.rank === null ? (s.disqualified === true ? "DQ" : "") : String(s.rank),
    s.tied ? "true" : "false",
    String(s.player),
    csvCell(s.name ?? ""),
    formatRational(s.mp, 9),
    String(s.max),
    s.percent === null ? "" : formatRational(s.percent, 9),
    String(s.boards),
    formatRational(s.penalty, 9),
  ];
}

/** Standings as CSV: rank,tied,player,name,mp,max,percent,boards,penalty (full precision). */
export function standingsCsv(score: SessionScore): string {
  const lines = ["rank,tied,player,name,mp,max,percent,boards,penalty"];
  for (const s of score.standings) lines.push(standingCsvCells(s).join(","));
  return lines.join("\n") + "\n";
}

/**
 * A printable standings table: place, player, name, MP, max, percentage to two decimals. Over open
 * problems (`provisional`) nobody is named the winner. The words and the decimal sign follow `lang`.
 */
export function standingsText(
  score: SessionScore,
  title: string | undefined,
  provisional: boolean,
  lang: ReportLanguage,
): string {
  const t = reportTexts(lang);
  const rows = score.standings.map((s) => [
    placeText(s, lang),
    String(s.player),
    s.name ?? "",
    t.number(formatRational(s.mp, 2)),
    String(s.max),
    s.percent === null ? "—" : t.number(formatRational(s.percent, 2, true)),
    s.penalty.n === 0n ? "" : `-${t.number(formatRational(s.penalty, 2))}`,
  ]);
  const head = [...t.columns];
  const NAME = 2;
  const PENALTY = 6;
  const hasNames = score.standings.some((s) => s.name !== undefined && s.name !== "");
  const hasPenalty = score.standings.some((s) => s.penalty.n !== 0n);
  const keep = head.map((_, i) => (i === NAME ? hasNames : i === PENALTY ? hasPenalty : true));
  const table = [head, ...rows].map((r) => r.filter((_, i) => keep[i]));
  const numeric = head.map((_, i) => i !== NAME).filter((_, i) => keep[i]);
  const lines = [
    t.standingsTitle(title ?? t.results, score.standings.length, score.boards.length),
    "",
    ...aligned(table, numeric),
  ];
  const winner = provisional ? null : winnerLine(score.standings, lang);
  if (winner !== null) lines.push("", winner);
  const corrections = correctionsText(score.corrections ?? [], lang);
  return lines.join("\n") + "\n" + (corrections === "" ? "" : "\n" + corrections);
}

/** Aligns a table: numeric columns to the right; widths count characters, so Cyrillic lines up. */
function aligned(table: string[][], numeric: readonly boolean[]): string[] {
  const widths = table[0].map((_, c) => Math.max(...table.map((r) => [...r[c]].length)));
  const pad = (v: string, c: number): string => {
    const fill = " ".repeat(widths[c] - [...v].length);
    return numeric[c] ? fill + v : v + fill;
  };
  const fmt = (r: string[]): string => r.map(pad).join("  ").trimEnd();
  return [fmt(table[0]), widths.map((w) => "-".repeat(w)).join("  "), ...table.slice(1).map(fmt)];
}

/** The personal score cards as printable text, one block per player, in `lang`'s words and seat letters. */
export function cardsText(cards: readonly ScoreCard[], lang: ReportLanguage): string {
  const t = reportTexts(lang);
  const blocks = cards.map((card) => {
    const s = card.standing;
    const head = t.cardHeading({
      player: s.player,
      name: s.name !== undefined && s.name !== "" ? s.name : undefined,
      mp: formatRational(s.mp, 2),
      max: s.max,
      percent: s.percent === null ? null : formatRational(s.percent, 2, true),
      place: placeText(s, lang),
      penalty: s.penalty.n === 0n ? null : formatRational(s.penalty, 2),
    });
    const rows = card.lines.map((l) => [
      String(l.board),
      l.round === undefined ? "" : String(l.round),
      l.table === undefined ? "" : String(l.table),
      t.seats[l.seat],
      l.contract ?? "",
      l.entry.kind === "none" ? "—" : formatEntry(l.entry),
      l.mp === null ? "" : t.number(formatRational(l.mp, 2)),
      String(l.top),
    ]);
    const table = aligned([[...t.cardColumns], ...rows], [true, true, true, false, false, true, true, true]);
    return [head, ...table.map((l) => `  ${l}`)].join("\n");
  });
  return blocks.join("\n\n") + "\n";
}

/** The score cards as CSV: one row per player and deal. */
export function cardsCsv(cards: readonly ScoreCard[]): string {
  const lines = ["player,name,board,round,table,seat,contract,whists,mp,top"];
  for (const card of cards)
    for (const l of card.lines)
      lines.push(
        [
          String(card.standing.player),
          csvCell(card.standing.name ?? ""),
          String(l.board),
          l.round === undefined ? "" : String(l.round),
          l.table === undefined ? "" : String(l.table),
          l.seat,
          csvCell(l.contract ?? ""),
          csvNumberOrText(formatEntry(l.entry)),
          l.mp === null ? "" : formatRational(l.mp, 9),
          String(l.top),
        ].join(","),
      );
  return lines.join("\n") + "\n";
}

/** An event's standings: place, player, name, each session's %, the total MP, max and %; no winner if `provisional`. */
export function eventText(
  event: EventScore,
  files: readonly string[],
  provisional: boolean,
  lang: ReportLanguage,
): string {
  const t = reportTexts(lang);
  const [place, player, name, mp, max, percent, penalty] = t.columns;
  const head = [
    place,
    player,
    name,
    ...files.map((_, i) => t.sessionColumn(i + 1)),
    mp,
    max,
    percent,
    penalty,
  ];
  const NAME = 2;
  const PENALTY = head.length - 1;
  const hasNames = event.standings.some((s) => s.name !== undefined && s.name !== "");
  const hasPenalty = event.standings.some((s) => s.penalty.n !== 0n);
  const pct = (p: Rational | null): string => (p === null ? "—" : t.number(formatRational(p, 2, true)));
  const rows = event.standings.map((s) => [
    placeText(s, lang),
    String(s.player),
    s.name ?? "",
    ...s.sessions.map((x) => (x === null ? "—" : pct(x.percent))),
    t.number(formatRational(s.mp, 2)),
    String(s.max),
    pct(s.percent),
    s.penalty.n === 0n ? "" : `-${t.number(formatRational(s.penalty, 2))}`,
  ]);
  const keep = head.map((_, i) => (i === NAME ? hasNames : i === PENALTY ? hasPenalty : true));
  const table = [head, ...rows].map((r) => r.filter((_, i) => keep[i]));
  const lines = [
    t.eventTitle(event.standings.length, files.length),
    ...files.map((f, i) => t.sessionLine(i + 1, f)),
    "",
    ...aligned(
      table,
      head.map((_, i) => i !== NAME).filter((_, i) => keep[i]),
    ),
  ];
  const winner = provisional ? null : winnerLine(event.standings, lang);
  if (winner !== null) lines.push("", winner);
  const corrections = correctionsText(event.corrections, lang);
  return lines.join("\n") + "\n" + (corrections === "" ? "" : "\n" + corrections);
}

/** An event's standings as CSV: the totals, then mp/max/percent of each session. */
export function eventCsv(event: EventScore): string {
  const per = Array.from({ length: event.sessions }, (_, i) => [
    `s${i + 1}_mp`,
    `s${i + 1}_max`,
    `s${i + 1}_percent`,
  ]);
  const lines = [["rank,tied,player,name,mp,max,percent,boards,penalty", ...per.flat()].join(",")];
  for (const s of event.standings) {
    lines.push(
      [
        ...standingCsvCells(s),
        ...s.sessions.flatMap((x) =>
          x === null
            ? ["", "", ""]
            : [
                formatRational(x.mp, 9),
                String(x.max),
                x.percent === null ? "" : formatRational(x.percent, 9),
              ],
        ),
      ].join(","),
    );
  }
  return lines.join("\n") + "\n";
}

/** An event in JSON: each session's standings and the event's. */
export function eventToJson(
  event: EventScore,
  sessions: readonly { file: string; score: SessionScore }[],
): unknown {
  return {
    sessions: sessions.map((s) => ({
      file: s.file,
      fullTop: s.score.fullTop ?? null,
      standings: s.score.standings.map(standingJson),
      corrections: (s.score.corrections ?? []).map(correctionJson),
    })),
    event: {
      standings: event.standings.map((s) => ({
        ...standingJson(s),
        sessions: s.sessions.map((x) =>
          x === null
            ? null
            : { mp: toNumber(x.mp), max: x.max, percent: num(x.percent), rank: x.rank, tied: x.tied },
        ),
      })),
      corrections: event.corrections.map(correctionJson),
    },
  };
}
