/**
 * The results workbook of an event of several sessions (`pref score a.xlsx b.xlsx --out event.xlsx`):
 * one sheet per session with its standings as numbers (sorted by place, penalties already off),
 * and an event sheet, sorted by the event's places, whose totals are live formulas adding the
 * sessions up — per session SUMIFS(MP) and SUMIFS(Max) by player number, the event's penalties off,
 * percentage over all the matchpoints possible (100·ΣMP / Σmax), rank and "3=" places — so a
 * corrected session sheet (paste its new standings) updates the event.
 */
import type { EventScore } from "../core/event";
import { toNumber } from "../core/rational";
import type { SessionScore, Standing } from "../core/score";
import { call, cell, type Expr, minus, num, op, over, plus, range, type Ref, str, times } from "./formula";
import { labelsFor } from "./labels";
import { placeFormulas, STANDINGS_COLUMNS, standingsPrint, standingsWidths } from "./results-sheet";
import { SheetBuilder } from "./sheet-builder";
import type { Language, SheetPlan, WorkbookPlan } from "./types";

/** Columns of a session sheet (row 1 title, row 2 header, players from row 3). */
export const SESSION_COLUMNS = { ...STANDINGS_COLUMNS, penalty: 7 } as const;

/** The first data row of the session and event sheets. */
export const EVENT_FIRST_ROW = 3;

/** Columns of the event sheet: place, player, name, then MP of each session, then the totals. */
export function eventColumns(sessions: number): {
  place: number;
  player: number;
  name: number;
  session: (i: number) => number;
  mp: number;
  max: number;
  percent: number;
  penalty: number;
  note: number;
  disqualified: number;
  key: number;
  rank: number;
} {
  const mp = 4 + sessions;
  return {
    place: 1,
    player: 2,
    name: 3,
    session: (i) => 4 + i,
    mp,
    max: mp + 1,
    percent: mp + 2,
    penalty: mp + 3,
    note: mp + 4,
    disqualified: mp + 5,
    key: mp + 6,
    rank: mp + 7,
  };
}

function placeOf(s: Pick<Standing, "rank" | "tied" | "disqualified">, dq: string): string {
  if (s.disqualified === true) return dq;
  return s.rank === null ? "" : `${s.rank}${s.tied ? "=" : ""}`;
}

const EN = {
  session: (i: number) => `Session ${i}`,
  event: "Event results",
  sessionMp: (i: number) => `S${i} MP`,
};
const RU = {
  session: (i: number) => `Сессия ${i}`,
  event: "Итоги турнира",
  sessionMp: (i: number) => `С${i} МП`,
};

/** The plan's sheets and names (an event workbook has no session layout). */
export type ResultsWorkbookPlan = Pick<WorkbookPlan, "sheets" | "names">;

/** The event results workbook. */
export function eventWorkbookPlan(
  sessions: readonly { file: string; score: SessionScore }[],
  event: EventScore,
  language: Language = "ru",
): ResultsWorkbookPlan {
  const labels = labelsFor(language);
  const W = language === "en" ? EN : RU;
  const R = labels.results;
  const sheets: SheetPlan[] = [];
  const S = SESSION_COLUMNS;
  const first = EVENT_FIRST_ROW;
  const sessionRefs: { players: Ref; mp: Ref; max: Ref }[] = [];
  sessions.forEach((s, i) => {
    const name = W.session(i + 1);
    const b = new SheetBuilder(name, "session");
    b.text(1, 1, `${name}: ${s.file}`, "title");
    b.headerRow(2, S, R, ["place", "player", "name", "mp", "max", "percent", "penalty"]);
    s.score.standings.forEach((st, k) => {
      const row = first + k;
      b.text(row, S.place, placeOf(st, R.dq), "given", "@");
      b.number(row, S.player, st.player, "given", "0");
      b.text(row, S.name, st.name ?? "", "given", "@");
      b.number(row, S.mp, toNumber(st.mp), "computed", "0.00");
      b.number(row, S.max, st.max, "computed", "0");
      if (st.percent !== null) b.number(row, S.percent, toNumber(st.percent), "computed", "0.00");
      else b.empty(row, S.percent, "computed");
      b.number(row, S.penalty, toNumber(st.penalty), "computed", "0.00");
    });
    const last = first + Math.max(s.score.standings.length, 1) - 1;
    sessionRefs.push({
      players: range(first, S.player, last, S.player, name),
      mp: range(first, S.mp, last, S.mp, name),
      max: range(first, S.max, last, S.max, name),
    });
    standingsWidths(b, S);
    b.frozen = { rows: 2, cols: 0 };
    b.print = standingsPrint(2, s.score.standings.length, S.penalty);
    sheets.push(b.done());
  });

  const C = eventColumns(sessions.length);
  const b = new SheetBuilder(W.event, "results");
  b.text(1, 1, W.event, "title");
  const texts = { ...R, disqualified: R.disqualifiedFlag };
  const helpers = ["disqualified", "key", "rank"] as const;
  b.headerRow(
    2,
    C,
    texts,
    ["place", "player", "name", "mp", "max", "percent", "penalty", "note", ...helpers],
    helpers,
  );
  sessions.forEach((_, i) => b.text(2, C.session(i), W.sessionMp(i + 1), "header"));
  const n = event.standings.length;
  const last = first + Math.max(n, 1) - 1;
  const keys = range(first, C.key, last, C.key);
  const eventPenalty = new Map<number, number>();
  for (const c of event.corrections)
    if (c.kind === "penalty") eventPenalty.set(c.player, (eventPenalty.get(c.player) ?? 0) + toNumber(c.mp));
  event.standings.forEach((st, k) => {
    const row = first + k;
    const at = (c: number): Ref => cell(row, c);
    const me = at(C.player);
    b.number(row, C.player, st.player, "given", "0");
    b.text(row, C.name, st.name ?? "", "given", "@");
    sessionRefs.forEach((s, i) =>
      b.formula(row, C.session(i), call("SUMIFS", s.mp, s.players, me), "computed", "0.00"),
    );
    b.number(row, C.penalty, eventPenalty.get(st.player) ?? 0, "input", "0.00");
    const total: Expr = sessions.map((_, i): Expr => at(C.session(i))).reduce((a, x) => plus(a, x));
    b.formula(row, C.mp, minus(total, at(C.penalty)), "computed", "0.00");
    const max: Expr = sessionRefs
      .map((s): Expr => call("SUMIFS", s.max, s.players, me))
      .reduce((a, x) => plus(a, x));
    b.formula(row, C.max, max, "computed", "0");
    b.formula(
      row,
      C.percent,
      call("IF", op(">", at(C.max), num(0)), over(times(num(100), at(C.mp)), at(C.max)), str("")),
      "computed",
      "0.00",
    );
    b.number(row, C.disqualified, st.disqualified === true ? 1 : 0, "helper");
    placeFormulas(b, row, C, keys, R, "helper");
  });
  standingsWidths(b, C);
  sessions.forEach((_, i) => b.column(C.session(i), 9));
  b.hide([C.disqualified, C.key, C.rank], 8);
  b.frozen = { rows: 2, cols: 0 };
  b.print = standingsPrint(2, n, C.note);
  return { sheets: [b.done(), ...sheets], names: [] };
}
