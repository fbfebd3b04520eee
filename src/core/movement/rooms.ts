/**
 * The seed's second procedure: split the field into rooms, each with a count of tables that has a
 * perfect movement (10 = 5 + 5, 12 = 5 + 7, 14 = 7 + 7). Every room plays the same set numbers
 * (each room has its own copy of the boxes) so that all results of a deal share one protocol.
 * Tables are numbered on from room to room, and all rooms stop after the smallest room's full
 * movement so that rounds change together.
 */
import { designSchedule, type LineDesign } from "./design";
import { bestPerfectDesign, perfectMethodFor } from "./perfect";
import type { Movement, Room, TableSize } from "./types";

/** The most even split of T tables into two rooms with perfect movements, if any. */
export function roomSplit(tables: number, lines: TableSize): readonly [number, number] | undefined {
  for (let a = Math.floor(tables / 2); a >= 2; a--) {
    const b = tables - a;
    if (perfectMethodFor(a, lines) !== undefined && perfectMethodFor(b, lines) !== undefined) return [a, b];
  }
  return undefined;
}

/** Why rooms cannot serve T tables, or undefined when they can. */
export function roomsUnfit(tables: number, lines: TableSize): string | undefined {
  return roomSplit(tables, lines) === undefined
    ? `${tables} tables cannot be split into two rooms that both have perfect movements (each needs 5, 7, 8, 9, 11, 12, … tables)`
    : undefined;
}

/** The rooms movement for T tables (check `roomsUnfit` first). */
export function roomsMovement(tables: number, lines: TableSize): Movement {
  const split = roomSplit(tables, lines);
  if (split === undefined) throw new Error(`no rooms for ${tables}`);
  const designs: LineDesign[] = split.map((t) => bestPerfectDesign(t, lines));
  const rooms: Room[] = [];
  let first = 1;
  split.forEach((t, k) => {
    const method = perfectMethodFor(t, lines);
    if (method === undefined) throw new Error(`no perfect movement for ${t}`);
    rooms.push({ room: k + 1, firstTable: first, tables: t, method });
    first += t;
  });
  const schedule = designSchedule(designs, lines);
  return {
    players: lines * tables,
    tables,
    tableSize: lines,
    rounds: schedule.length,
    sets: Math.max(...designs.map((d) => d.sets)),
    method: "rooms",
    fullRounds: schedule.length,
    setCopies: designs.length,
    rooms,
    schedule,
  };
}
