/**
 * The public shapes of `pref score`: JSON exactly as DESIGN.md, a CSV of the standings, and a
 * standings table a director can print.
 */
import { CANCEL_MARKER, formatAdjustment } from "../core/entry";
import { assertNever } from "../core/never";
import { Entry, SEATS } from "../core/protocol";
import { formatRational, Rational, toNumber } from "../core/rational";
import { SessionScore, Standing } from "../core/score";

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

/** The JSON document of DESIGN.md "pref score --format json". */
export function scoreToJson(score: SessionScore): unknown {
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
  };
}

function standingJson(s: Standing): Record<string, unknown> {
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
  };
}

/** "3=" for a shared place, "3" otherwise, "—" for a player with nothing scored. */
export function placeText(s: Standing): string {
  return s.rank === null ? "—" : `${s.rank}${s.tied ? "=" : ""}`;
}

function csvCell(v: string): string {
  return /[",;\n\r]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v;
}

/** Standings as CSV: rank,tied,player,name,mp,max,percent,boards,penalty (full precision). */
export function standingsCsv(score: SessionScore): string {
  const lines = ["rank,tied,player,name,mp,max,percent,boards,penalty"];
  for (const s of score.standings) {
    lines.push(
      [
        s.rank === null ? "" : String(s.rank),
        s.tied ? "true" : "false",
        String(s.player),
        csvCell(s.name ?? ""),
        formatRational(s.mp, 9),
        String(s.max),
        s.percent === null ? "" : formatRational(s.percent, 9),
        String(s.boards),
        formatRational(s.penalty, 9),
      ].join(","),
    );
  }
  return lines.join("\n") + "\n";
}

/** A printable standings table: place, player, name, MP, max, percentage to two decimals. */
export function standingsText(score: SessionScore, title = "Results"): string {
  const rows = score.standings.map((s) => [
    placeText(s),
    String(s.player),
    s.name ?? "",
    formatRational(s.mp, 2),
    String(s.max),
    s.percent === null ? "—" : formatRational(s.percent, 2, true),
    s.penalty.n === 0n ? "" : `-${formatRational(s.penalty, 2)}`,
  ]);
  const head = ["Place", "Player", "Name", "MP", "Max", "%", "Penalty"];
  const hasNames = score.standings.some((s) => s.name !== undefined && s.name !== "");
  const hasPenalty = score.standings.some((s) => s.penalty.n !== 0n);
  const keep = head.map((h, i) => (h === "Name" ? hasNames : h === "Penalty" ? hasPenalty : i >= 0));
  const table = [head, ...rows].map((r) => r.filter((_, i) => keep[i]));
  const widths = table[0].map((_, c) => Math.max(...table.map((r) => [...r[c]].length)));
  const numeric = table[0].map((h) => h !== "Name");
  const fmt = (r: string[]): string =>
    r
      .map((v, c) => (numeric[c] ? v.padStart(widths[c]) : v.padEnd(widths[c])))
      .join("  ")
      .trimEnd();
  const boards = score.boards.length;
  const lines = [
    `${title}: ${score.standings.length} players, ${boards} protocol${boards === 1 ? "" : "s"}`,
    "",
    fmt(table[0]),
  ];
  lines.push(widths.map((w) => "-".repeat(w)).join("  "));
  for (const r of table.slice(1)) lines.push(fmt(r));
  return lines.join("\n") + "\n";
}
