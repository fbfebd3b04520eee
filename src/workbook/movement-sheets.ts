/** The director's sheets around the protocols: Players, Movement, Table cards, Set row with the quality line. */
import {
  itineraries,
  movementGrid,
  qualityRows,
  SEATS,
  setAtPosition,
  setRowGrid,
  tableCards,
  validateMovement,
} from "../core/movement";
import type { Seat } from "../core/protocol";
import { range } from "./formula";
import { type Labels, pageMarks } from "./labels";
import { SheetBuilder } from "./sheet-builder";
import type { SessionLayout, SheetPlan } from "./types";
import type { MovementQuality } from "../core/movement";

/** Player numbers and names; names are the director's text, written as text. */
export function playersSheet(
  session: SessionLayout,
  labels: Labels,
  names?: ReadonlyMap<number, string>,
): SheetPlan {
  const b = new SheetBuilder(labels.sheets.players, "players");
  b.text(1, 1, labels.players.number, "header");
  b.text(1, 2, labels.players.name, "header");
  for (let p = 1; p <= session.players; p++) {
    b.number(p + 1, 1, p, "given", "0");
    const name = names?.get(p);
    if (name === undefined || name === "") b.empty(p + 1, 2, "input", "@");
    else b.text(p + 1, 2, name, "input", "@");
  }
  b.column(1, 8);
  b.column(2, 32);
  b.frozen = { rows: 1, cols: 0 };
  b.print = { orientation: "portrait", fitToWidth: true, titleRows: [1, 1], ...pageMarks(labels) };
  return b.done();
}

/** Rounds the Movement prints on one page down at the default row height (15 pt). */
const MOVEMENT_ROUNDS_AT_15 = 32;

/** The round × table grid: "[set] N E S W" per table ("-" for an empty seat), then who rests. */
export function movementSheet(session: SessionLayout, labels: Labels): SheetPlan {
  const m = session.movement;
  const b = new SheetBuilder(labels.sheets.movement, "movement");
  // The title from column B: column A repeats on the pages to the right (the rounds' numbers),
  // where a title of its own would print cut to its narrow width.
  b.text(1, 2, labels.movement.title, "title");
  const grid = movementGrid(m);
  const header = grid[0].map((h, i) =>
    i === 0
      ? labels.movement.round
      : /^Table \d+$/.test(h)
        ? labels.movement.table(i)
        : labels.movement.rests,
  );
  header.forEach((h, c) => b.text(2, c + 1, h, "header"));
  grid.slice(1).forEach((row, r) => {
    b.number(r + 3, 1, Number(row[0]), "given", "0");
    row.slice(1).forEach((v, c) => b.text(r + 3, c + 2, v, "given"));
  });
  b.column(1, 6);
  // Each column as wide as its longest text ("[10] 10 45 80 115" over 99 players): a text that ran
  // on into the next column would print over it, or past the last on a page of its own.
  for (let c = 2; c <= header.length; c++)
    b.column(c, Math.max(14, ...grid.map((row) => textWidth(row[c - 1] ?? ""))));
  b.frozen = { rows: 2, cols: 1 };
  // Full size, pages across when the tables do not fit one (the round column on every page): a
  // grid of 25 tables fitted to one page width would print at 3 pt.
  b.print = {
    orientation: "landscape",
    fitToWidth: false,
    narrowMargins: true,
    titleRows: [2, 2],
    titleColumns: [1, 1],
    printArea: range(1, 1, grid.length + 1, header.length),
    // Up to 35 rounds on one page down (140 players): rows of 14 pt rather than 15 (11 pt type),
    // not a page of two rounds below each band of tables.
    ...(grid.length - 1 > MOVEMENT_ROUNDS_AT_15
      ? { rowHeights: [{ from: 3, to: grid.length + 1, points: 14 }] }
      : {}),
    ...pageMarks(labels),
  };
  return b.done();
}

/**
 * A column's width (characters: widths of a digit) that holds `text` in the workbook's font: a
 * space or bracket is about half a digit wide; one more for the cell's padding.
 */
function textWidth(text: string): number {
  const digits = text.replace(/\D/g, "").length;
  return Math.ceil(digits + 0.6 * (text.length - digits) + 1);
}

/** The texts of the cards and the quality block, in both languages (labels.ts holds the sheet-wide ones). */
const CARD_TEXT = {
  ru: {
    legend1: "«3 Ю–2 З»: игрок Ю стола 3 идёт за стол 2 на место З.",
    legend2: "«P» — отдыхает; место, которого нет в строке, остаётся за игроком.",
    firstRound: (set: string, position: number) =>
      `Тур 1: комплект ${set} — взять с ${position}-й позиции ряда и вернуть туда же.`,
    deals: (first: number, last: number) => (first === last ? `сдача ${first}` : `сдачи ${first}–${last}`),
    seat: "Место",
    player: "Игрок",
    empty: "пусто",
    round: "Тур",
    set: "Комплект",
    moves: "После тура — переходы",
    stay: "все остаются",
    end: "конец сессии",
    guideTitle: (p: number) => `Игрок ${p}: стол и место по турам`,
    table: "Стол",
    rest: "отдых",
  },
  en: {
    legend1: '"3S–2W": the S player of table 3 goes to table 2, seat W.',
    legend2: '"P": rests; a seat not listed keeps its player.',
    firstRound: (set: string, position: number) =>
      `Round 1: set ${set} — take it from position ${position} of the row and return it there.`,
    deals: (first: number, last: number) => (first === last ? `board ${first}` : `boards ${first}–${last}`),
    seat: "Seat",
    player: "Player",
    empty: "empty",
    round: "Round",
    set: "Set",
    moves: "After the round — moves",
    stay: "everybody stays",
    end: "end of the session",
    guideTitle: (p: number) => `Player ${p}: table and seat round by round`,
    table: "Table",
    rest: "rest",
  },
} as const;

/**
 * A move in the workbook's seat letters: "1E–2E" on a Russian card is "1 В–2 В" — with a space,
 * since "1З" reads as 13.
 */
function movesText(moves: readonly string[], labels: Labels): string {
  const seat = (t: string, s: Seat): string =>
    labels.seats[s] === s ? `${t}${s}` : `${t} ${labels.seats[s]}`;
  return moves.map((mv) => mv.replace(/(\d+)([NESW])/g, (_, t: string, s: Seat) => seat(t, s))).join("    ");
}

/** Height (points) of a card's rows: large on the page, `rows` of them on one A4 page. */
function cardRowPoints(rows: number): number {
  return Math.max(15, Math.min(24, Math.floor(700 / rows)));
}

/**
 * One printed page per table: the legend, where everybody sits in round 1 and which set to take
 * (and, with several deals in a set, which deals), then each round's set and the moves after it,
 * in the workbook's seat letters. The resting players get a page of their own. With `guides`,
 * a personal card per player follows: his table, seat and set round by round.
 */
export function cardsSheet(
  session: SessionLayout,
  labels: Labels,
  options: { guides?: boolean } = {},
): SheetPlan {
  const m = session.movement;
  const t = CARD_TEXT[session.language];
  const b = new SheetBuilder(labels.sheets.cards, "cards");
  const seats = m.tableSize === 4 ? SEATS : SEATS.slice(0, 3);
  const breaks: number[] = [];
  const heights: { from: number; to: number; points: number }[] = [];
  // "3" or, with several deals in a set, "3 (сдачи 7–9)": the director needs the deals.
  const setText = (set: number): string => {
    const deals = session.deals.filter((d) => d.set === set).map((d) => d.deal);
    return session.dealsPerSet > 1 && deals.length > 0
      ? `${set} (${t.deals(Math.min(...deals), Math.max(...deals))})`
      : String(set);
  };
  let row = 1;
  for (const card of tableCards(m)) {
    const top = row;
    b.text(row, 1, labels.cards.card(card.table), "title");
    row += 2;
    b.text(row, 1, t.legend1);
    b.text(row + 1, 1, t.legend2);
    row += 3;
    if (card.table !== null) {
      const first = m.schedule[0]?.tables.find((x) => x.table === card.table);
      if (first !== undefined) {
        b.text(row, 1, t.firstRound(setText(first.set), positionOf(first.set, 1, m.sets)));
        row++;
        b.text(row, 1, t.seat, "header");
        seats.forEach((s, i) => b.text(row, i + 2, labels.seats[s], "header"));
        row++;
        b.text(row, 1, t.player, "given");
        seats.forEach((s, i) => {
          const p = first[s];
          if (p === null) b.text(row, i + 2, t.empty, "given");
          else b.number(row, i + 2, p, "given");
        });
        row += 2;
      }
    }
    b.text(row, 1, t.round, "header");
    b.text(row, 2, t.set, "header");
    // The moves across the rest of the card: the header and the longest moves whole.
    b.text(row, 3, t.moves, "header");
    b.merges.push(range(row, 3, row, 5));
    row++;
    m.schedule.forEach((round, i) => {
      const here = card.table === null ? undefined : round.tables.find((x) => x.table === card.table);
      const change = card.changes.find((c) => c.afterRound === round.round);
      // Left-aligned text like the set beside it, so "1" and "1" do not read as 11.
      b.text(row, 1, String(round.round), "given");
      if (here === undefined) b.empty(row, 2, "given");
      else b.text(row, 2, setText(here.set), "given");
      const moves =
        i === m.schedule.length - 1
          ? t.end
          : change === undefined || change.moves.length === 0
            ? t.stay
            : movesText(change.moves, labels);
      // Runs on over the two empty cells after it (a merge a row would cost the pane a request each).
      b.text(row, 3, moves, "given");
      row++;
    });
    heights.push({ from: top, to: row - 1, points: cardRowPoints(row - top) });
    breaks.push(row);
    row += 1;
  }
  if (options.guides === true) {
    // Personal cards, as many to a page as fit, to be cut apart.
    const block = m.schedule.length + 3;
    const perPage = Math.max(1, Math.floor(46 / block));
    itineraries(m).forEach((it, k) => {
      if (k > 0 && k % perPage === 0) breaks.push(row - 1);
      b.text(row, 1, t.guideTitle(it.player), "title");
      row++;
      [t.round, t.table, t.seat, t.set].forEach((h, i) => b.text(row, i + 1, h, "header"));
      row++;
      for (const stop of it.stops) {
        b.text(row, 1, String(stop.round), "given");
        if (stop.table === null || stop.seat === null) {
          b.text(row, 2, t.rest, "given");
          b.empty(row, 3, "given");
          b.empty(row, 4, "given");
        } else {
          b.text(row, 2, String(stop.table), "given");
          b.text(row, 3, labels.seats[stop.seat], "given");
          b.text(row, 4, stop.set === null ? "" : setText(stop.set), "given");
        }
        row++;
      }
      row++;
    });
    breaks.push(row);
  }
  b.widths([12, 16, 15, 15, 15]);
  b.print = {
    orientation: "portrait",
    fitToWidth: true,
    breaksAfter: breaks.slice(0, -1),
    rowHeights: heights,
    ...pageMarks(labels),
  };
  return b.done();
}

/** Position of set `set` in the director's row in round `round` (the inverse of setAtPosition). */
function positionOf(set: number, round: number, sets: number): number {
  for (let p = 1; p <= sets; p++) if (setAtPosition(p, round, sets) === set) return p;
  return set;
}

/** The column of the quality values on the Set row sheet: past "Встретились ровно раз (…)". */
const QUALITY_VALUE_COLUMN = 12;

/** The director's set row per round ("Z" = not played), then the movement's quality figures. */
export function setRowSheet(session: SessionLayout, labels: Labels): SheetPlan {
  const m = session.movement;
  const b = new SheetBuilder(labels.sheets.setRow, "set-row");
  b.text(1, 1, labels.setRow.title, "title");
  b.text(2, 1, labels.setRow.note);
  const grid = setRowGrid(m);
  b.text(4, 1, labels.setRow.round, "header");
  grid[0].slice(1).forEach((h, c) => b.number(4, c + 2, Number(h), "header", "0"));
  grid.slice(1).forEach((row, r) => {
    b.number(r + 5, 1, Number(row[0]), "given", "0");
    row.slice(1).forEach((v, c) => b.text(r + 5, c + 2, v, "given"));
  });
  let row = grid.length + 5;
  b.text(row, 1, labels.setRow.quality, "title");
  row++;
  const rows =
    session.language === "ru" ? qualityRowsRu(validateMovement(m)) : qualityRows(validateMovement(m));
  // Each label runs on over the empty cells after it and its value stands in a column of its own
  // past the longest label, so the round column stays narrow and the row of sets prints at full size.
  for (const [label, value] of rows) {
    b.text(row, 1, label);
    b.text(row, QUALITY_VALUE_COLUMN, value);
    row++;
  }
  b.column(1, 5);
  for (let c = 2; c <= Math.max(grid[0].length, QUALITY_VALUE_COLUMN - 1); c++) b.column(c, 4);
  b.frozen = { rows: 4, cols: 1 };
  b.print = {
    orientation: "landscape",
    fitToWidth: false,
    narrowMargins: true,
    titleColumns: [1, 1],
    ...pageMarks(labels),
  };
  return b.done();
}

/** The quality figures wholly in Russian: labels and values ("нет", "176 из 325 (54,2 %)"). */
export function qualityRowsRu(q: MovementQuality): string[][] {
  const yes = (v: boolean): string => (v ? "да" : "нет");
  const basis = q.shareBasis === "cross-line" ? "пары из разных линий" : "все пары игроков";
  const share = `${(100 * q.metOnceShare).toFixed(1).replace(".", ",")} %`;
  const rows: string[][] = [
    ["Совершенная", yes(q.perfect)],
    ["Повторы комплектов", String(q.repeatedSets)],
    ["Линии сохраняются", yes(q.linesKept)],
    [`Встретились ровно раз (${basis})`, `${q.metOnce} из ${q.pairs} (${share})`],
  ];
  for (const [times, n] of Object.entries(q.pairMeetings))
    rows.push([`Пар, встретившихся ${times} ${ruTimes(Number(times))}`, String(n)]);
  rows.push(["Отдыхов на игрока", spread(q.rests.min, q.rests.max)]);
  rows.push(["Результатов в протоколе", spread(q.resultsPerSet.min, q.resultsPerSet.max)]);
  if (q.threeHandedTables > 0) rows.push(["Столов на троих за сессию", String(q.threeHandedTables)]);
  rows.push([
    "Ошибки рассадки",
    q.problems.length === 0 ? "нет" : q.problems.map((p) => p.message).join("; "),
  ]);
  return rows;
}

function ruTimes(n: number): string {
  const t = n % 100;
  const u = n % 10;
  return (t < 11 || t > 14) && u >= 2 && u <= 4 ? "раза" : "раз";
}

function spread(min: number, max: number): string {
  return min === max ? String(min) : `${min}–${max}`;
}
