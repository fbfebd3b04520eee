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
import type { Labels } from "./labels";
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
  b.print = { orientation: "portrait", fitToWidth: true, titleRows: [1, 1] };
  return b.done();
}

/** The round × table grid: "[set] N E S W" per table ("-" for an empty seat), then who rests. */
export function movementSheet(session: SessionLayout, labels: Labels): SheetPlan {
  const m = session.movement;
  const b = new SheetBuilder(labels.sheets.movement, "movement");
  b.text(1, 1, labels.movement.title, "title");
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
  for (let c = 2; c <= header.length; c++) b.column(c, 16);
  b.frozen = { rows: 2, cols: 1 };
  b.print = { orientation: "landscape", fitToWidth: true, titleRows: [2, 2] };
  return b.done();
}

/** The texts of the cards and the quality block, in both languages (labels.ts holds the sheet-wide ones). */
const CARD_TEXT = {
  ru: {
    legend1: "«3S–2W»: игрок S стола 3 идёт за стол 2 на место W.",
    legend2: "«P» — отдыхает; место, которого нет в строке, остаётся за игроком.",
    firstRound: (set: number, position: number) =>
      `Тур 1: комплект ${set} — взять с ${position}-й позиции ряда и вернуть туда же.`,
    seat: "Место",
    player: "Игрок",
    empty: "пусто (сдающий)",
    round: "Тур",
    set: "Комплект",
    moves: "После тура — переходы",
    stay: "все остаются",
    end: "конец сессии",
    guideTitle: "Маршруты игроков: стол и место (комплект) по турам",
    guidePlayer: "Игрок",
    guideRound: (r: number) => `Тур ${r}`,
    rest: "отдых",
  },
  en: {
    legend1: '"3S–2W": the S player of table 3 goes to table 2, seat W.',
    legend2: '"P": rests; a seat not listed keeps its player.',
    firstRound: (set: number, position: number) =>
      `Round 1: set ${set} — take it from position ${position} of the row and return it there.`,
    seat: "Seat",
    player: "Player",
    empty: "empty (dealer)",
    round: "Round",
    set: "Set",
    moves: "After the round — moves",
    stay: "everybody stays",
    end: "end of the session",
    guideTitle: "Players' guide: table and seat (set) round by round",
    guidePlayer: "Player",
    guideRound: (r: number) => `Round ${r}`,
    rest: "rest",
  },
} as const;

/**
 * One printed page per table: the legend, where everybody sits in round 1 and which set to take,
 * then each round's set and the moves after it. The resting players get a page of their own.
 * With `guides`, each player's table and seat round by round follow (the personal guide cards).
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
  let row = 1;
  const legend = (): void => {
    b.text(row, 1, t.legend1);
    b.text(row + 1, 1, t.legend2);
    row += 3;
  };
  for (const card of tableCards(m)) {
    b.text(row, 1, labels.cards.card(card.table), "title");
    row += 2;
    legend();
    if (card.table !== null) {
      const first = m.schedule[0]?.tables.find((x) => x.table === card.table);
      if (first !== undefined) {
        b.text(row, 1, t.firstRound(first.set, positionOf(first.set, 1, m.sets)));
        row++;
        b.text(row, 1, t.seat, "header");
        // The moves use the seed's letters N E S W; a Russian card shows both ("С (N)").
        seats.forEach((s, i) =>
          b.text(row, i + 2, labels.seats[s] === s ? s : `${labels.seats[s]} (${s})`, "header"),
        );
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
    b.text(row, 3, t.moves, "header");
    row++;
    m.schedule.forEach((round, i) => {
      const here = card.table === null ? undefined : round.tables.find((x) => x.table === card.table);
      const change = card.changes.find((c) => c.afterRound === round.round);
      b.number(row, 1, round.round, "given");
      if (here === undefined) b.empty(row, 2, "given");
      else b.number(row, 2, here.set, "given");
      const moves =
        i === m.schedule.length - 1
          ? t.end
          : change === undefined || change.moves.length === 0
            ? t.stay
            : change.moves.join("  ");
      b.text(row, 3, moves, "given");
      row++;
    });
    breaks.push(row);
    row += 1;
  }
  if (options.guides === true) {
    b.text(row, 1, t.guideTitle, "title");
    row += 2;
    b.text(row, 1, t.guidePlayer, "header");
    m.schedule.forEach((r, i) => b.text(row, i + 2, t.guideRound(r.round), "header"));
    row++;
    for (const it of itineraries(m)) {
      b.number(row, 1, it.player, "given");
      it.stops.forEach((stop, i) => {
        const text =
          stop.table === null || stop.seat === null
            ? t.rest
            : `${stop.table}${labels.seats[stop.seat]} (${stop.set ?? ""})`;
        b.text(row, i + 2, text, "given");
      });
      row++;
    }
    breaks.push(row);
  }
  b.column(1, 16);
  const width = options.guides === true ? Math.max(5, m.schedule.length + 1) : 5;
  for (let c = 2; c <= width; c++) b.column(c, options.guides === true && m.schedule.length > 4 ? 11 : 17);
  b.print = { orientation: "portrait", fitToWidth: true, breaksAfter: breaks.slice(0, -1) };
  return b.done();
}

/** Position of set `set` in the director's row in round `round` (the inverse of setAtPosition). */
function positionOf(set: number, round: number, sets: number): number {
  for (let p = 1; p <= sets; p++) if (setAtPosition(p, round, sets) === set) return p;
  return set;
}

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
  for (const [label, value] of rows) {
    b.text(row, 1, label);
    b.text(row, 2, value);
    row++;
  }
  b.column(1, 44);
  for (let c = 2; c <= grid[0].length; c++) b.column(c, 5);
  b.frozen = { rows: 4, cols: 1 };
  b.print = { orientation: "landscape", fitToWidth: true };
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
