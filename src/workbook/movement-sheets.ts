/** The director's sheets around the protocols: Players, Movement, Table cards, Set row with the quality line. */
import { movementGrid, qualityRows, setRowGrid, tableCards, validateMovement } from "../core/movement";
import type { Labels } from "./labels";
import { SheetBuilder } from "./sheet-builder";
import type { SessionLayout, SheetPlan } from "./types";

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

/** One printable card per table (and one for the resting players): after each round, who goes where. */
export function cardsSheet(session: SessionLayout, labels: Labels): SheetPlan {
  const b = new SheetBuilder(labels.sheets.cards, "cards");
  b.text(1, 1, labels.cards.note);
  let row = 3;
  const breaks: number[] = [];
  for (const card of tableCards(session.movement)) {
    b.text(row, 1, labels.cards.card(card.table), "title");
    row++;
    b.text(row, 1, labels.cards.afterRound, "header");
    b.text(row, 2, labels.cards.moves, "header");
    row++;
    for (const ch of card.changes) {
      b.number(row, 1, ch.afterRound, "given", "0");
      b.text(row, 2, ch.moves.join("   "), "given");
      row++;
    }
    breaks.push(row);
    row += 2;
  }
  b.column(1, 12);
  b.column(2, 60);
  b.print = { orientation: "portrait", fitToWidth: true, breaksAfter: breaks.slice(0, -1) };
  return b.done();
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
  for (const [label, value] of qualityRows(validateMovement(m))) {
    b.text(row, 1, labels.quality(label));
    b.text(row, 2, value);
    row++;
  }
  b.column(1, 36);
  for (let c = 2; c <= grid[0].length; c++) b.column(c, 5);
  b.frozen = { rows: 4, cols: 1 };
  b.print = { orientation: "landscape", fitToWidth: true };
  return b.done();
}
