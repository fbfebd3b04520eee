/**
 * =PREF.MOVEMENT's views as rectangular arrays for Excel to spill: the grid, one row per table
 * and round, the table cards, the director's set row, the quality record.
 */
import {
  generateMovement,
  Movement,
  movementGrid,
  qualityRows,
  setRowGrid,
  tableCardsGrid,
  validateMovement,
} from "../core/movement";
import { ok, Result } from "../core/result";
import { Cell, OutCell, valueError } from "./cells";

/** The views a director can ask for. */
export const MOVEMENT_VIEWS = ["grid", "list", "cards", "sets", "quality"] as const;

/** One of MOVEMENT_VIEWS. */
export type MovementView = (typeof MOVEMENT_VIEWS)[number];

// Excel recalculates a formula whenever its sheet does; the same movement is made once.
const cache = new Map<string, Result<Movement>>();

function movementFor(
  players: number,
  rounds: number | undefined,
  method: string | undefined,
): Result<Movement> {
  const key = `${players}/${rounds ?? ""}/${method ?? ""}`;
  let m = cache.get(key);
  if (m === undefined) {
    m = generateMovement(players, { rounds, method });
    if (cache.size > 64) cache.clear();
    cache.set(key, m);
  }
  return m;
}

function isBlank(v: Cell): boolean {
  return v === null || v === undefined || v === "";
}

/** Pads rows to one width: a spilled array must be a rectangle. */
function rectangle(rows: OutCell[][]): OutCell[][] {
  const width = Math.max(...rows.map((r) => r.length));
  return rows.map((r) => (r.length === width ? r : [...r, ...Array<OutCell>(width - r.length).fill("")]));
}

/** Text cells that hold whole numbers become numbers, so Excel can sort and look them up. */
function numeric(rows: readonly (readonly string[])[]): OutCell[][] {
  return rows.map((r) => r.map((v) => (/^\d+$/.test(v) ? Number(v) : v)));
}

/** One row per round and table: round, table, set, N, E, S, W ("" for an empty seat). */
function listView(m: Movement): OutCell[][] {
  const rows: OutCell[][] = [["Round", "Table", "Set", "N", "E", "S", "W"]];
  for (const r of m.schedule) {
    for (const t of r.tables)
      rows.push([r.round, t.table, t.set, t.N ?? "", t.E ?? "", t.S ?? "", t.W ?? ""]);
  }
  return rows;
}

/** The rows of one view of a movement. */
function spilled(m: Movement, view: MovementView): OutCell[][] {
  switch (view) {
    case "grid":
      return rectangle(numeric(movementGrid(m)));
    case "list":
      return listView(m);
    case "cards":
      return rectangle(numeric(tableCardsGrid(m)));
    case "sets":
      return rectangle(numeric(setRowGrid(m)));
    case "quality":
      return rectangle(numeric(qualityRows(validateMovement(m))));
  }
}

/** The array =PREF.MOVEMENT spills, or the error to show. */
export function movementView(players: Cell, rounds: Cell, view: Cell, method: Cell): Result<OutCell[][]> {
  if (typeof players !== "number" || !Number.isInteger(players)) {
    return valueError(`the number of players must be a whole number, not "${String(players)}"`);
  }
  if (!isBlank(rounds) && (typeof rounds !== "number" || !Number.isInteger(rounds))) {
    return valueError(`the number of rounds must be a whole number, not "${String(rounds)}"`);
  }
  const v = isBlank(view) ? "grid" : String(view).trim().toLowerCase();
  const chosen = MOVEMENT_VIEWS.find((x) => x === v);
  if (chosen === undefined)
    return valueError(`unknown view "${String(view)}"; use ${MOVEMENT_VIEWS.join(", ")}`);
  const made = movementFor(
    players,
    isBlank(rounds) || rounds === 0 ? undefined : (rounds as number),
    isBlank(method) ? undefined : String(method).trim().toLowerCase(),
  );
  return made.ok ? ok(spilled(made.value, chosen)) : made;
}
